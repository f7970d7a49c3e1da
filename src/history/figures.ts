/**
 * A suite's figures in one run: what a point of its history is made of, computed from a report's cases (with
 * compare's own per-case pass rate and score means) or read back from a line of a JSONL history.
 */
import { z } from 'zod';
import { type ComparedCase, passRateOfCase, type Run, scoreValue } from '../compare/index.js';
import { METRICS } from '../metric-registry.js';
import { isErrorVerdict, isPassingVerdict } from '../types.js';

/** Pass counts: trials when the cases ran several, else one per case. */
export const PassCountsSchema = z.object({ passed: z.number().int().nonnegative(), n: z.number().int().nonnegative() });

/** One suite in one run. */
export const SuiteFiguresSchema = z.object({
  name: z.string(),
  /** Cases that ran (unreviewed drafts left out, as compare leaves them out of its tests). */
  cases: z.number().int().nonnegative(),
  passed: z.number().int().nonnegative(),
  errors: z.number().int().nonnegative(),
  /** What the tests pool: every trial's verdict when cases ran trials, else every case's. */
  counts: PassCountsSchema,
  /** The mean of the cases' pass rates (a case's share of passing trials, else 1 or 0): compare's pass rate. */
  passRate: z.number().min(0).max(1).nullable(),
  /** The mean of each gated registry metric over the cases that have a value (a mean over trials per case). */
  metrics: z.record(z.string(), z.number().nullable()),
  /** The threshold of each gated metric, when every case of the suite holds it to the same one. */
  thresholds: z.record(z.string(), z.number()),
});
export type SuiteFigures = z.infer<typeof SuiteFiguresSchema>;

const countsOf = (c: ComparedCase) =>
  c.trials ? { passed: c.trials.passed, n: c.trials.n } : { passed: isPassingVerdict(c.verdict) ? 1 : 0, n: 1 };

function mean(values: readonly number[]): number | null {
  return values.length === 0 ? null : values.reduce((s, v) => s + v, 0) / values.length;
}

/** The registry metrics some case of the suite has a gate for, in registry order, with a shared threshold. */
function gatedMetrics(cases: readonly ComparedCase[]): { keys: string[]; thresholds: Record<string, number> } {
  const seen = new Map<string, Set<number>>();
  for (const c of cases) {
    for (const gate of c.gates) {
      const set = seen.get(gate.metric) ?? new Set<number>();
      if (typeof gate.threshold === 'number') set.add(gate.threshold);
      seen.set(gate.metric, set);
    }
  }
  const keys = METRICS.map((m) => m.key).filter((key) => seen.has(key));
  const thresholds: Record<string, number> = {};
  for (const key of keys) {
    const set = seen.get(key) as Set<number>;
    if (set.size === 1) thresholds[key] = [...set][0] as number;
  }
  return { keys, thresholds };
}

/** One suite's figures from its cases in a run. */
export function suiteFigures(name: string, all: readonly ComparedCase[]): SuiteFigures {
  const cases = all.filter((c) => c.suite === name && c.status !== 'draft');
  const counts = { passed: 0, n: 0 };
  for (const c of cases) {
    const own = countsOf(c);
    counts.passed += own.passed;
    counts.n += own.n;
  }
  const { keys, thresholds } = gatedMetrics(cases);
  const metrics: Record<string, number | null> = {};
  for (const key of keys) {
    const value = scoreValue(key);
    metrics[key] = mean(cases.map(value).filter((v): v is number => v !== null));
  }
  return {
    name,
    cases: cases.length,
    passed: cases.filter((c) => isPassingVerdict(c.verdict)).length,
    errors: cases.filter((c) => isErrorVerdict(c.verdict)).length,
    counts,
    passRate: mean(cases.map(passRateOfCase)),
    metrics,
    thresholds,
  };
}

/** Every suite's figures in a run, in the run's suite order (a suite without a case that ran is left out). */
export function runFigures(run: Run): SuiteFigures[] {
  return run.suites.map((s) => suiteFigures(s.name, run.cases)).filter((f) => f.cases > 0);
}

/** One run of a series: its labels, its suites' figures and, when read from reports, the run itself. */
export interface SeriesEntry {
  /** Where it came from: a report path, `history.jsonl:4`, an artifact. */
  source: string;
  commit?: string;
  branch?: string;
  date?: string;
  suites: SuiteFigures[];
  /** The cases, when the run was read from reports: pairs of such runs are compared case by case, as compare does. */
  run?: Run;
}

/** A series in order, and what could not be included (said, never dropped silently). */
export interface HistorySeries {
  entries: SeriesEntry[];
  notes: string[];
}
