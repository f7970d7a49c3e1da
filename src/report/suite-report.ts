/**
 * The report of a suite, built from its case results once they are all in: the summary, per-tag summaries, suite
 * gates and the baseline comparison, rendered as terminal text and markdown. The Vitest reporter and `ragcheck
 * eval` both build it with {@link checkSuite}, so both apply the same gates and baselines.
 */
import { z } from 'zod';
import {
  applyBaseline,
  type BaselineChange,
  type BaselineOutcome,
  evaluateSuiteGates,
  meanOf,
  type SuiteGateResult,
  type SuiteGates,
  summarize,
} from '../evaluate/index.js';
import type { CaseResult, Summary } from '../types.js';
import { formatMarkdown, formatScore, formatSummary } from './format.js';
import { formatTable } from './table.js';

/** A suite's settings that matter once its cases are done (the Vitest harness keeps them in the suite's meta). */
export interface SuiteSettings {
  name: string;
  /** Tags of every case of the suite (counted per tag with the cases' own). */
  tags: string[];
  gates?: SuiteGates;
  /** `false` turns the score baseline off. */
  baseline: { tolerance: number } | false;
}

/** What one suite produced in a run. */
export interface SuiteRun {
  settings: SuiteSettings;
  /** Where its cases came from: eval files (Vitest) or case files (`ragcheck eval`). */
  files: string[];
  results: CaseResult[];
  /** Tests of the suite that failed without a result (a Vitest timeout, a crash outside evaluateCase). */
  failedWithoutResult?: string[];
  /** Tests of the suite that did not run: filtered out (`-t`, tags, files) or skipped. @default 0 */
  skipped?: number;
}

export const TagSummarySchema = z.object({
  tag: z.string(),
  total: z.number().int().nonnegative(),
  passed: z.number().int().nonnegative(),
  failed: z.number().int().nonnegative(),
  known: z.number().int().nonnegative(),
  errors: z.number().int().nonnegative(),
  meanContextRecall: z.number().nullable(),
  meanFaithfulness: z.number().nullable(),
});
export type TagSummary = z.infer<typeof TagSummarySchema>;

export interface SuiteReport {
  name: string;
  files: string[];
  results: CaseResult[];
  summary: Summary;
  tags: TagSummary[];
  gates: SuiteGateResult[];
  baseline: BaselineOutcome;
  failedWithoutResult: string[];
  /** Tests that did not run (filtered out or skipped). */
  skipped: number;
  /** Why the suite fails the run on top of its cases: failing suite gates, baseline regressions, a baseline not saved. */
  problems: string[];
}

/** Where a suite's baseline is and what to do with it. */
export interface SuiteBaselineOptions {
  /** The baseline file. */
  file: string;
  /** The file as shown to the user. @default file */
  shownAs?: string;
  /** Accept this run's scores instead of comparing. */
  update?: boolean;
}

/**
 * Checks a suite once its cases are done: its suite gates, and its baseline (compared, or accepted when `update`),
 * into its report. The baseline is off when the suite's settings say so or no `baseline` file is given.
 */
export function checkSuite(run: SuiteRun, baseline?: SuiteBaselineOptions): SuiteReport {
  const { settings } = run;
  const outcome: BaselineOutcome =
    settings.baseline === false || baseline === undefined
      ? { state: 'off' }
      : applyBaseline(run.results, {
          suite: settings.name,
          file: baseline.file,
          ...(baseline.shownAs === undefined ? {} : { shownAs: baseline.shownAs }),
          tolerance: settings.baseline.tolerance,
          update: baseline.update ?? false,
        });
  return buildSuiteReport(run, outcome);
}

/** Per-tag counts and means, tags in alphabetical order. */
export function summarizeTags(results: readonly CaseResult[], suiteTags: readonly string[] = []): TagSummary[] {
  const byTag = new Map<string, CaseResult[]>();
  for (const r of results) {
    for (const tag of new Set([...suiteTags, ...r.tags])) {
      const list = byTag.get(tag);
      if (list) list.push(r);
      else byTag.set(tag, [r]);
    }
  }
  return [...byTag.keys()].sort().map((tag) => {
    const list = byTag.get(tag) as CaseResult[];
    const s = summarize(list);
    return {
      tag,
      total: s.total,
      passed: s.passed,
      failed: s.failed,
      known: s.known,
      errors: s.errors,
      meanContextRecall: meanOf(list, 'contextRecall').mean,
      meanFaithfulness: meanOf(list, 'faithfulness').mean,
    };
  });
}

/** Builds a suite's report; `baseline` is what was done with its baseline file. */
export function buildSuiteReport(run: SuiteRun, baseline: BaselineOutcome): SuiteReport {
  const gates = evaluateSuiteGates(run.results, run.settings.gates);
  const problems = gates.filter((g) => !g.passed).map((g) => `suite gate ${formatSuiteGate(g)}`);
  if (baseline.state === 'not-saved') problems.push(`baseline not saved: ${baseline.error}`);
  if (baseline.state === 'compared' && baseline.comparison.regressions.length > 0) {
    const n = baseline.comparison.regressions.length;
    problems.push(
      `${n} score regression${n === 1 ? '' : 's'} against ${baseline.path} (tolerance ${baseline.comparison.tolerance})`,
    );
  }
  return {
    name: run.settings.name,
    files: run.files,
    results: run.results,
    summary: summarize(run.results),
    tags: summarizeTags(run.results, run.settings.tags),
    gates,
    baseline,
    failedWithoutResult: run.failedWithoutResult ?? [],
    skipped: run.skipped ?? 0,
    problems,
  };
}

/** `passRate 0.50 < 0.75 over 4 cases FAILED` style line for one suite gate. */
export function formatSuiteGate(gate: SuiteGateResult): string {
  if (gate.value === null) return `${gate.name} n/a (no case measured it; floor ${gate.threshold.toFixed(2)})`;
  const op = gate.passed ? '>=' : '<';
  return `${gate.name} ${gate.value.toFixed(2)} ${op} ${gate.threshold.toFixed(2)} over ${gate.n} case${gate.n === 1 ? '' : 's'}${gate.passed ? '' : ' FAILED'}`;
}

/** `faithfulness 0.80 -> 0.40` for a change. */
export function formatBaselineChange(change: BaselineChange): string {
  const current = change.current === null ? 'n/a (no score: the case errored)' : change.current.toFixed(2);
  return `${change.id}: ${change.metric} ${change.accepted.toFixed(2)} -> ${current}`;
}

const LIST_LIMIT = 20;

function limited<T>(items: readonly T[], format: (item: T) => string, indent = '    '): string[] {
  const lines = items.slice(0, LIST_LIMIT).map((item) => `${indent}${format(item)}`);
  if (items.length > LIST_LIMIT) lines.push(`${indent}... and ${items.length - LIST_LIMIT} more (see the JSON report)`);
  return lines;
}

function tagTable(tags: readonly TagSummary[]): string[] {
  const width = Math.min(30, Math.max(3, ...tags.map((t) => t.tag.length)));
  const lines = [
    `  ${'tag'.padEnd(width)}  cases   pass   fail  known  errors  recall   faith`,
    ...tags.map(
      (t) =>
        `  ${t.tag.slice(0, width).padEnd(width)}  ${[t.total, t.passed, t.failed, t.known, t.errors]
          .map((n, i) => String(n).padStart(i === 0 ? 5 : i === 4 ? 6 : 5))
          .join(
            '  ',
          )}  ${formatScore(t.meanContextRecall).padStart(6)}  ${formatScore(t.meanFaithfulness).padStart(6)}`,
    ),
  ];
  return lines;
}

/** How a run accepts its scores into the baselines, as the Vitest harness does it. */
export const VITEST_ACCEPT_HINT = '`npx ragcheck baseline accept` (or RAGCHECK_UPDATE_BASELINE=1)';

function baselineLines(outcome: BaselineOutcome, accept = VITEST_ACCEPT_HINT): string[] {
  switch (outcome.state) {
    case 'off':
      return [];
    case 'missing':
      return [`baseline: none yet (${outcome.path}). Accept the current scores with ${accept}.`];
    case 'other-judge':
      return [
        `baseline: not compared: ${outcome.path} holds scores of the ${outcome.accepted} judge, this run used ${outcome.current}. Accepting replaces them.`,
      ];
    case 'accepted':
      return [`baseline: accepted the scores of ${outcome.accepted} case(s) into ${outcome.path}`];
    case 'not-saved':
      return [`baseline: NOT accepted: ${outcome.error}`];
    case 'compared': {
      const { regressions, improvements, added, tolerance } = outcome.comparison;
      const lines = [
        `baseline ${outcome.path} (tolerance ${tolerance}): ${regressions.length} regression(s), ${improvements.length} improvement(s)${added.length > 0 ? `, ${added.length} new case(s) without a baseline` : ''}`,
      ];
      if (regressions.length > 0) lines.push('  regressions:', ...limited(regressions, formatBaselineChange));
      if (improvements.length > 0) {
        lines.push(`  improvements (accept them with ${accept}):`, ...limited(improvements, formatBaselineChange));
      }
      return lines;
    }
  }
}

/** Whether the table lists every case or only the failing, known and error ones. */
export type TableMode = 'full' | 'compact';

/** Whether any test of the suite ran (with a result or without one). */
export function suiteRan(report: SuiteReport): boolean {
  return report.results.length + report.failedWithoutResult.length > 0;
}

/** How the terminal block of a suite is laid out. */
export interface SuiteTextOptions {
  /** What the run was filtered by (e.g. `-t "refund"`), named when none of the suite's tests ran. */
  filter?: string;
  /** Width of the table, in columns. */
  width?: number;
  /** How to accept new scores, in the baseline lines. @default VITEST_ACCEPT_HINT */
  acceptHint?: string;
}

/**
 * The terminal block of one suite: table, summary, tags, gates, baseline; for a suite none of whose tests ran, a
 * line saying so, naming the filter.
 */
export function formatSuiteText(report: SuiteReport, mode: TableMode, options: SuiteTextOptions = {}): string {
  const lines = [`ragcheck · ${report.name}${report.files.length > 0 ? `  (${report.files.join(', ')})` : ''}`];
  if (!suiteRan(report)) {
    lines.push(
      `no case of this suite ran (${report.skipped} skipped by ${options.filter ?? 'a filter'})`,
      ...baselineLines(report.baseline, options.acceptHint),
    );
    return lines.join('\n');
  }
  lines.push(
    formatTable(report.results, {
      onlyProblems: mode === 'compact',
      ...(options.width ? { width: options.width } : {}),
    }),
  );
  const hidden = report.summary.passed;
  if (mode === 'compact' && hidden > 0) {
    lines.push(`(${hidden} passing case(s) not listed; RAGCHECK_TABLE=full lists every case)`);
  }
  lines.push(formatSummary(report.summary));
  if (report.failedWithoutResult.length > 0) {
    lines.push(
      `${report.failedWithoutResult.length} test(s) failed without a result (a Vitest timeout or a crash outside the case):`,
      ...limited(report.failedWithoutResult, (name) => name),
    );
  }
  if (report.tags.length > 0) lines.push('per tag:', ...tagTable(report.tags));
  if (report.gates.length > 0) lines.push(`suite gates: ${report.gates.map(formatSuiteGate).join('; ')}`);
  lines.push(...baselineLines(report.baseline, options.acceptHint));
  if (report.problems.length > 0) lines.push(`SUITE FAILED: ${report.problems.join('; ')}`);
  return lines.join('\n');
}

function mdEscape(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\s+/g, ' ');
}

/** The markdown section of one suite (for reports/summary.md and the GitHub job summary). */
export function formatSuiteMarkdown(
  report: SuiteReport,
  mode: TableMode,
  options: Pick<SuiteTextOptions, 'acceptHint'> = {},
): string {
  const lines = [
    formatMarkdown(report.results, report.summary, { title: report.name, onlyProblems: mode === 'compact' }),
  ];
  if (report.problems.length > 0) lines.push(`**Suite failed:** ${mdEscape(report.problems.join('; '))}`, '');
  if (report.gates.length > 0) {
    const gates = report.gates.map((g) => `${g.passed ? '✅' : '❌'} ${formatSuiteGate(g)}`);
    lines.push(`Suite gates: ${gates.join(' · ')}`, '');
  }
  if (report.tags.length > 0) {
    lines.push('| tag | cases | pass | fail | known | errors | recall | faith |');
    lines.push('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
    for (const t of report.tags) {
      const counts = [t.total, t.passed, t.failed, t.known, t.errors].join(' | ');
      lines.push(
        `| ${mdEscape(t.tag)} | ${counts} | ${formatScore(t.meanContextRecall)} | ${formatScore(t.meanFaithfulness)} |`,
      );
    }
    lines.push('');
  }
  // Indented detail lines become list items: four leading spaces would be a code block in markdown.
  for (const line of baselineLines(report.baseline, options.acceptHint))
    lines.push(line.startsWith(' ') ? `- ${line.trim()}` : line);
  return `${lines.join('\n')}\n`;
}
