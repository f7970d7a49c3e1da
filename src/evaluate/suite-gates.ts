/**
 * Suite-level gates: they need the whole suite, so they are checked once every case has a result (the Vitest
 * reporter at run end, also after a merge of shards; `ragcheck eval` after its run), never by a single test.
 */

import { z } from 'zod';
import { ConfigError } from '../errors.js';
import { meetsThreshold } from '../metric-registry.js';
import {
  type CaseResult,
  isPassingVerdict,
  THRESHOLD_KEYS,
  type ThresholdKey,
  UnitIntervalSchema as unit,
} from '../types.js';
import { scoreOf } from './trials.js';

export const SuiteGatesSchema = z.strictObject({
  minPassRate: unit.optional(),
  meanFloors: z.partialRecord(z.enum(THRESHOLD_KEYS as [ThresholdKey, ...ThresholdKey[]]), unit).optional(),
});

/** Gates on the suite as a whole, checked by the reporter when the run ends. */
export interface SuiteGates {
  /**
   * Minimum share of cases whose verdict passes (`pass` or `correct refusal`), 0..1. Known failures and ERRORs
   * count as not passing: the rate measures quality, not whether the tests are green.
   */
  minPassRate?: number;
  /** Minimum mean of a metric over the cases that have it (null values are skipped), e.g. `{ faithfulness: 0.8 }`. */
  meanFloors?: Partial<Record<ThresholdKey, number>>;
}

/** One suite gate checked. `value` is null when no case measured the metric (shown as n/a, not a failure). */
export const SuiteGateResultSchema = z.object({
  /** `passRate` or `mean <metric>`. */
  name: z.string(),
  value: z.number().nullable(),
  threshold: z.number(),
  passed: z.boolean(),
  /** How many cases the value is computed over. */
  n: z.number().int().nonnegative(),
});
/** A suite gate checked on a run: the gate, the value it measured over how many cases, and whether it held. */
export type SuiteGateResult = z.infer<typeof SuiteGateResultSchema>;

/** Validates a suite's `gates` option; throws a RangeError naming the bad key. */
export function parseSuiteGates(value: unknown, where: string): SuiteGates {
  const result = SuiteGatesSchema.safeParse(value ?? {});
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    if (issue.code === 'unrecognized_keys' || issue.code === 'invalid_key') {
      const keys = issue.code === 'unrecognized_keys' ? issue.keys : [String(issue.path.at(-1))];
      const listed = keys.map((k) => `"${k}"`).join(', ');
      return issue.path[0] === 'meanFloors'
        ? `unknown metric ${listed} in meanFloors: the metrics are ${THRESHOLD_KEYS.join(', ')}`
        : `unknown key ${listed}: use minPassRate and meanFloors`;
    }
    return `"gates.${issue.path.join('.')}" ${issue.message}`;
  });
  throw new ConfigError(`${where}: invalid \`gates\`: ${problems.join('; ')}`);
}

/**
 * Mean of a metric over the results that have a number for it (a case with trials counts once, with its mean over
 * its trials).
 */
export function meanOf(results: readonly CaseResult[], metric: ThresholdKey): { mean: number | null; n: number } {
  let sum = 0;
  let n = 0;
  for (const r of results) {
    const value = scoreOf(r, metric);
    if (typeof value === 'number') {
      sum += value;
      n++;
    }
  }
  return { mean: n === 0 ? null : sum / n, n };
}

/** Checks the suite gates over a suite's results (the ones this run produced), unreviewed drafts left out. */
export function evaluateSuiteGates(all: readonly CaseResult[], gates: SuiteGates | undefined): SuiteGateResult[] {
  // Unreviewed drafts never fail a run on their own: a suite gate is over the reviewed cases.
  const results = all.filter((r) => r.outcome !== 'draft');
  const out: SuiteGateResult[] = [];
  if (!gates) return out;
  if (gates.minPassRate !== undefined) {
    const passing = results.filter((r) => isPassingVerdict(r.verdict)).length;
    const value = results.length === 0 ? null : passing / results.length;
    out.push({
      name: 'passRate',
      value,
      threshold: gates.minPassRate,
      passed: value === null || meetsThreshold(value, gates.minPassRate),
      n: results.length,
    });
  }
  for (const [metric, floor] of Object.entries(gates.meanFloors ?? {})) {
    if (floor === undefined) continue;
    const { mean, n } = meanOf(results, metric as ThresholdKey);
    out.push({
      name: `mean ${metric}`,
      value: mean,
      threshold: floor,
      passed: mean === null || meetsThreshold(mean, floor),
      n,
    });
  }
  return out;
}

/** `passRate 0.50, needs >= 0.75 over 4 cases FAILED` (or `passRate 0.80 >= 0.75 over 4 cases`) for one suite gate. */
export function formatSuiteGate(gate: SuiteGateResult): string {
  if (gate.value === null) return `${gate.name} n/a (no case measured it; floor ${gate.threshold.toFixed(2)})`;
  const op = gate.passed ? '>=' : ', needs >=';
  return `${gate.name} ${gate.value.toFixed(2)}${gate.passed ? ' ' : ''}${op} ${gate.threshold.toFixed(2)} over ${gate.n} case${gate.n === 1 ? '' : 's'}${gate.passed ? '' : ' FAILED'}`;
}
