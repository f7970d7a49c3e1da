/**
 * Drift: the live app against its own recordings. Two runs of the same suites with the same judge, one scored on
 * the recorded answers and one on the answers the live app gives now, compared by {@link compareRuns}: the same
 * rule, tests and headline as `ragcheck compare`, so "drift" and "regression" mean the same drop. A case with no
 * recording is left out (there is nothing to compare it with) and said; a stale recording is compared as recorded
 * (what it recorded is the point) and said.
 */
import { type CaseComparison, type CompareOptions, type Comparison, compareRuns } from './compare.js';
import type { Run } from './read-reports.js';
import { type ComparisonLabels, formatComparisonJson, formatSide, headline, renderComparison } from './render.js';

/** What the outputs of `ragcheck drift` call the two runs. */
export const DRIFT_LABELS: ComparisonLabels = {
  title: 'drift of the live app against its recordings',
  base: 'recorded',
  head: 'live',
  marker: '<!-- ragcheck-drift -->',
};

export interface DriftInput {
  /** The run scored on the recorded answers. */
  recorded: Run;
  /** The run scored on the live app's answers. */
  live: Run;
  /** Cases with a trial that has no recording (by id), with the first recording file looked for. */
  unrecorded: ReadonlyArray<{ case: string; file?: string }>;
  /** Recordings whose fingerprint no longer matches the app: compared as recorded, and said. */
  stale: ReadonlyArray<{ case: string; changed: readonly string[] }>;
}

/**
 * - `drift`: a significant drop (a case's or a suite's pass count, or a single-run flip): the check fails;
 * - `improved`: no drop, and some cases do better live: the recordings are behind the app;
 * - `within noise`: cases moved, none significantly;
 * - `none`: every case's live verdict is its recording's.
 */
export type DriftVerdict = 'drift' | 'improved' | 'within noise' | 'none';

export interface Drift {
  verdict: DriftVerdict;
  /** One line that says the verdict, for people. */
  summary: string;
  /** Cases whose live verdict or pass count differs from the recording's. */
  changed: Array<{ suite: string; id: string; change: string; recorded: string; live: string; gating: boolean }>;
  unrecorded: Array<{ case: string; file?: string }>;
  stale: Array<{ case: string; changed: string[] }>;
  notes: string[];
  comparison: Comparison;
}

const rate = (t: { passed: number; n: number }) => t.passed / t.n;

/** The case's live pass count or verdict differs from the recording's. */
function differs(c: CaseComparison): boolean {
  if (c.change !== 'unchanged') return true;
  const b = c.base?.trials;
  const h = c.head?.trials;
  return b !== undefined && h !== undefined && rate(b) !== rate(h);
}

function improvedCase(c: CaseComparison): boolean {
  const b = c.base?.trials;
  const h = c.head?.trials;
  return c.change === 'fixed' || (b !== undefined && h !== undefined && rate(h) > rate(b));
}

function without(run: Run, ids: ReadonlySet<string>, path: string): Run {
  return { ...run, path, cases: run.cases.filter((c) => !ids.has(c.id)) };
}

const named = (ids: readonly string[], shown = 8) =>
  ids.length > shown ? `${ids.slice(0, shown).join(', ')} and ${ids.length - shown} more` : ids.join(', ');

function summaryOf(verdict: DriftVerdict, comparison: Comparison, changed: Drift['changed']): string {
  const ids = (list: Drift['changed']) => named([...new Set(list.map((c) => c.id))]);
  if (verdict === 'drift') return `DRIFT: the live app dropped against its recordings: ${headline(comparison)}`;
  if (verdict === 'improved') {
    const better = changed.filter((c) => c.change === 'fixed' || c.change === 'better');
    return `no significant drift; the live app does better than its recordings on ${better.length} case(s) (${ids(better)}): re-record them to keep CI's replay current (npx ragcheck record --all)`;
  }
  if (verdict === 'within noise') {
    return `no significant drift: ${changed.length} case(s) changed within noise (${ids(changed)})`;
  }
  return `no drift: every recorded case's live verdict is its recording's (${comparison.cases.length} cases)`;
}

/** Compares the live run with the recorded one; never re-runs or re-scores anything. */
export function compareDrift(input: DriftInput, options: CompareOptions = {}): Drift {
  const unrecordedIds = new Set(input.unrecorded.map((u) => u.case));
  const comparison = compareRuns(
    without(input.recorded, unrecordedIds, 'recordings'),
    without(input.live, unrecordedIds, 'live app'),
    options,
  );
  const changed: Drift['changed'] = comparison.cases.filter(differs).map((c) => ({
    suite: c.suite,
    id: c.id,
    // A case whose verdict stayed but whose pass count rose or fell says which way.
    change: c.change !== 'unchanged' ? c.change : improvedCase(c) ? 'better' : 'worse',
    recorded: formatSide(c.base),
    live: formatSide(c.head),
    gating: c.gating,
  }));
  const improved = comparison.cases.some(improvedCase);
  const verdict: DriftVerdict =
    comparison.regressions > 0 ? 'drift' : improved ? 'improved' : changed.length > 0 ? 'within noise' : 'none';
  const unrecorded = [...new Map(input.unrecorded.map((u) => [u.case, { ...u }])).values()];
  const stale = input.stale.filter((s) => !unrecordedIds.has(s.case)).map((s) => ({ ...s, changed: [...s.changed] }));
  const notes: string[] = [];
  if (unrecorded.length > 0) {
    const file = unrecorded.find((u) => u.file)?.file;
    notes.push(
      `${unrecorded.length} case(s) have no recording and were not checked (${named(unrecorded.map((u) => u.case))})${file ? `, e.g. ${file}` : ''}: record them with npx ragcheck record`,
    );
  }
  if (stale.length > 0) {
    const what = named([...new Set(stale.flatMap((s) => s.changed))], 3);
    notes.push(
      `${stale.length} recording(s) are stale (${what} changed since they were recorded): compared as recorded; npx ragcheck record refreshes them`,
    );
  }
  return {
    verdict,
    summary: summaryOf(verdict, comparison, changed),
    changed,
    unrecorded,
    stale,
    notes,
    comparison,
  };
}

/** A drift check in one of the CLI's formats; markdown suits `$GITHUB_STEP_SUMMARY`. */
export function renderDrift(drift: Drift, format: 'table' | 'markdown' | 'json'): string {
  if (format === 'json') {
    const { comparison, ...rest } = drift;
    const body = JSON.parse(formatComparisonJson(comparison)) as Record<string, unknown>;
    return `${JSON.stringify({ ...body, drift: rest }, null, 2)}\n`;
  }
  const rendered = renderComparison(drift.comparison, format, DRIFT_LABELS);
  if (format === 'markdown') {
    const heading = `## ragcheck: ${DRIFT_LABELS.title}\n\n`;
    const verdict = `${drift.verdict === 'drift' ? '❌' : '✅'} **${drift.summary}**\n\n`;
    const notes = drift.notes.map((n) => `> ${n}\n\n`).join('');
    return rendered.replace(heading, `${heading}${verdict}${notes}`);
  }
  return `${rendered}${drift.notes.map((n) => `note: ${n}\n`).join('')}${drift.summary}\n`;
}
