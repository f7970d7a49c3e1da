/**
 * Builds the {@link HistoryView} of a series: per suite the pass rate and each gated metric per run, the runs whose
 * comparison with the previous run flags a regression (compare's own rule, run by `compareRuns`), a trend test over
 * the whole series and the test of the last two runs. Only the trend test and the last pair decide the exit code:
 * every older pair is shown, never counted, since testing each of N pairs would multiply the false alarms.
 *
 * The trend test: the suite's pooled pass counts of the first half of its runs against the last half (the middle
 * run of an odd series left out), a one-sided Fisher exact test, the same test compare applies to a suite's pooled
 * counts of two runs. Under an unchanged app it holds its level: the same cases run in every run, so the pooled
 * count varies less than the binomial the test assumes, and Fisher's test is conservative besides. A slide of a few
 * points a run, within noise for each pair, adds up over the halves: the first half against the last holds six
 * times the trials of one run on each side and the whole drop between them. Across suites, Holm (with Tarone's
 * modification) corrects the trend tests as compare corrects its family.
 */
import { type Comparison, compareRuns } from '../compare/index.js';
import { fisherLess, fisherLessMin, taroneHolm } from '../evaluate/significance.js';
import type { HistorySeries, SeriesEntry, SuiteFigures } from './figures.js';
import type { HistoryMetric, HistoryRun, HistoryTest, HistoryView, SuiteHistory } from './view.js';

/** The fewest runs of a suite for a trend test (two per half). */
export const MIN_TREND_RUNS = 4;

export interface HistoryOptions {
  /** Significance level of the trend test and of the last pair's comparison. @default 0.05 */
  alpha?: number;
}

/** A pair of consecutive runs, per suite: whether compare's rule flags a regression, and how it was tested. */
interface PairResult {
  flagged: boolean;
  pValue: number;
  detail: string;
}

function labelOf(entry: SeriesEntry): string {
  if (entry.commit) return entry.commit.slice(0, 7);
  if (entry.date) return entry.date.slice(0, 16).replace('T', ' ');
  return entry.source.split(/[\\/]/).pop() ?? entry.source;
}

function historyRun(entry: SeriesEntry): HistoryRun {
  return {
    label: labelOf(entry),
    source: entry.source,
    ...(entry.commit ? { commit: entry.commit } : {}),
    ...(entry.branch ? { branch: entry.branch } : {}),
    ...(entry.date ? { date: entry.date } : {}),
  };
}

/** Per suite of two report runs: `compareRuns`' verdict on it (its gating cases and its pooled suite test). */
function comparePair(comparison: Comparison): Map<string, PairResult> {
  const out = new Map<string, PairResult>();
  for (const suite of comparison.suites) {
    if (suite.state !== 'both') continue;
    const gating = comparison.cases.filter((c) => c.suite === suite.name && c.gating);
    const caseTests = comparison.cases
      .filter((c) => c.suite === suite.name && c.test)
      .map((c) => c.test?.adjusted as number);
    const flagged = gating.length > 0 || suite.test?.significant === true;
    const parts: string[] = [];
    if (suite.test) {
      const t = suite.test;
      parts.push(`suite passed ${t.base.passed}/${t.base.n} -> ${t.head.passed}/${t.head.n} trials`);
    }
    if (gating.length > 0) parts.push(`${gating.length} case(s) regressed: ${gating.map((c) => c.id).join(', ')}`);
    if (parts.length === 0) parts.push('no case regressed');
    // The suite's pooled test, else its lowest case test; a single-run flip is a regression by the rule without a
    // test: p is 0 when it flags, else 1.
    const pValue = suite.test?.adjusted ?? (caseTests.length > 0 ? Math.min(...caseTests) : flagged ? 0 : 1);
    out.set(suite.name, { flagged, pValue, detail: parts.join('; ') });
  }
  return out;
}

/** Per suite of two runs of which one is a history line (no cases): the suites' pooled tests, Holm-Tarone. */
function poolPair(base: SeriesEntry, head: SeriesEntry, alpha: number): Map<string, PairResult> {
  const pairs = head.suites
    .map((h) => ({ h, b: base.suites.find((s) => s.name === h.name) }))
    .filter(
      (p): p is { h: SuiteFigures; b: SuiteFigures } => p.b !== undefined && p.b.counts.n > 0 && p.h.counts.n > 0,
    );
  const tests = pairs.map(({ b, h }) => ({
    p: fisherLess(b.counts.passed, b.counts.n, h.counts.passed, h.counts.n),
    minP: fisherLessMin(b.counts.passed, b.counts.n, h.counts.passed, h.counts.n),
  }));
  const { significant, adjusted } = tests.length > 0 ? taroneHolm(tests, alpha) : { significant: [], adjusted: [] };
  const out = new Map<string, PairResult>();
  pairs.forEach(({ b, h }, i) => {
    out.set(h.name, {
      flagged: significant[i] === true,
      pValue: adjusted[i] as number,
      detail: `suite passed ${b.counts.passed}/${b.counts.n} -> ${h.counts.passed}/${h.counts.n} (pooled counts only: a history line has no cases)`,
    });
  });
  return out;
}

/** The pair's verdict per suite; compare's notes on it (a judge change, trials too few for a case) go to `notes`. */
function comparePairOf(base: SeriesEntry, head: SeriesEntry, alpha: number, notes: string[]): Map<string, PairResult> {
  if (!base.run || !head.run) return poolPair(base, head, alpha);
  const comparison = compareRuns(base.run, head.run, { alpha });
  const add = (note: string) => {
    if (!notes.includes(note)) notes.push(note);
  };
  if (comparison.judgeChanged) add(`${head.source}: judge changed from the run before (${comparison.judgeChanged})`);
  if (comparison.underpowered) add(`pairs of runs: ${comparison.underpowered}`);
  return comparePair(comparison);
}

function metricsOf(
  present: number[],
  figures: (i: number) => SuiteFigures | undefined,
  count: number,
): HistoryMetric[] {
  const keys = [...new Set(present.flatMap((i) => Object.keys(figures(i)?.metrics ?? {})))];
  const series = (value: (f: SuiteFigures) => number | null | undefined) =>
    Array.from({ length: count }, (_, i) => {
      const f = figures(i);
      return f ? (value(f) ?? null) : null;
    });
  const last = figures(present.at(-1) as number);
  const metrics: HistoryMetric[] = [{ name: 'passRate', values: series((f) => f.passRate) }];
  for (const key of keys) {
    const threshold = last?.thresholds[key];
    metrics.push({
      name: key,
      values: series((f) => f.metrics[key]),
      ...(threshold !== undefined ? { threshold } : {}),
    });
  }
  return metrics;
}

/** The trend test's raw inputs for a suite: pooled counts of its first and last halves, or undefined (too few runs). */
function trendCounts(present: number[], figures: (i: number) => SuiteFigures | undefined) {
  if (present.length < MIN_TREND_RUNS) return undefined;
  const half = Math.floor(present.length / 2);
  const pool = (runs: number[]) =>
    runs.reduce(
      (sum, i) => {
        const c = figures(i)?.counts ?? { passed: 0, n: 0 };
        return { passed: sum.passed + c.passed, n: sum.n + c.n };
      },
      { passed: 0, n: 0 },
    );
  const first = pool(present.slice(0, half));
  const last = pool(present.slice(-half));
  if (first.n === 0 || last.n === 0) return undefined;
  return { half, first, last };
}

/** Builds the view of a series (at least 2 runs: the caller says so when there are fewer). */
export function buildHistoryView(series: HistorySeries, options: HistoryOptions = {}): HistoryView {
  const alpha = options.alpha ?? 0.05;
  const { entries } = series;
  const notes = [...series.notes];
  const runs = entries.map(historyRun);
  const names = [...new Set(entries.flatMap((e) => e.suites.map((s) => s.name)))];
  const pairs = entries.map((e, i) =>
    i === 0 ? new Map<string, PairResult>() : comparePairOf(entries[i - 1] as SeriesEntry, e, alpha, notes),
  );
  const suites: SuiteHistory[] = names.map((name) => {
    const figures = (i: number) => entries[i]?.suites.find((s) => s.name === name);
    const present = entries.map((_, i) => i).filter((i) => figures(i) !== undefined);
    const flaggedRuns = present.filter((i) => pairs[i]?.get(name)?.flagged === true);
    const last = entries.length - 1;
    const lastPairResult = pairs[last]?.get(name);
    const lastPair: HistoryTest | undefined = lastPairResult && {
      description: `last two runs: ${runs[last - 1]?.label} -> ${runs[last]?.label}: ${lastPairResult.detail}`,
      pValue: lastPairResult.pValue,
      alpha,
      flagged: lastPairResult.flagged,
    };
    const sizes = [...new Set(present.map((i) => figures(i)?.cases))];
    if (sizes.length > 1) {
      notes.push(
        `${name}: the number of cases changed over the series (${sizes.join(', ')}): the trend compares pass counts over different cases`,
      );
    }
    return {
      suite: name,
      present,
      metrics: metricsOf(present, figures, entries.length),
      flaggedRuns,
      trend: undefined,
      lastPair,
    };
  });
  addTrends(suites, (suite, i) => entries[i]?.suites.find((s) => s.name === suite), alpha, notes);
  return { runs, suites, notes };
}

/** The trend test of every suite, Holm-Tarone over the suites (see the file's comment). */
function addTrends(
  suites: SuiteHistory[],
  figures: (suite: string, i: number) => SuiteFigures | undefined,
  alpha: number,
  notes: string[],
): void {
  const tested = suites
    .map((s) => ({ s, counts: trendCounts(s.present, (i) => figures(s.suite, i)) }))
    .filter((t) => {
      if (!t.counts) notes.push(`${t.s.suite}: ${t.s.present.length} run(s): a trend needs ${MIN_TREND_RUNS} or more`);
      return t.counts !== undefined;
    }) as { s: SuiteHistory; counts: NonNullable<ReturnType<typeof trendCounts>> }[];
  const tests = tested.map(({ counts: { first, last } }) => ({
    p: fisherLess(first.passed, first.n, last.passed, last.n),
    minP: fisherLessMin(first.passed, first.n, last.passed, last.n),
  }));
  if (tests.length === 0) return;
  const { significant, adjusted } = taroneHolm(tests, alpha);
  const corrected = tests.length > 1 ? `, Holm over ${tests.length} suites` : '';
  tested.forEach(({ s, counts: { half, first, last } }, i) => {
    s.trend = {
      description: `trend: last ${half} runs below the first ${half}: passed ${first.passed}/${first.n} -> ${last.passed}/${last.n} (one-sided Fisher${corrected})`,
      pValue: adjusted[i] as number,
      alpha,
      flagged: significant[i] === true,
    };
  });
}

/** Whether the history fails (exit 1): a suite's trend test or its last pair flags a drop, never an older pair. */
export function historyDropped(view: HistoryView): boolean {
  return view.suites.some((s) => s.trend?.flagged === true || s.lastPair?.flagged === true);
}
