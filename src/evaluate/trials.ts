/**
 * Trials: a case asked `n` times, for apps whose answers vary from run to run (temperature > 0, a changing
 * retriever). Each trial is evaluated as a case on its own; the case's verdict comes from its pass rate against
 * `minPassRate`, with the usual verdict order.
 */

import { ConfigError } from '../errors.js';
import { meetsThreshold } from '../metric-registry.js';
import { parseWholeNumber } from '../option-checks.js';
import {
  type CaseResult,
  type Gate,
  isErrorVerdict,
  isPassingVerdict,
  MinPassRateSchema,
  SCORE_METRICS,
  type ScoreMetric,
  type TokenUsage,
  type Trial,
  TrialCountSchema,
  type TrialScore,
  type Trials,
  VERDICTS,
  type Verdict,
} from '../types.js';
import { decideOutcome } from './diagnose.js';

/** How a case's trials are counted into its verdict. */
export interface TrialGate {
  /** Share of trials that must pass, in (0, 1]. @default 1 */
  minPassRate: number;
  /** An ERROR trial counts as a failing trial instead of making the case an ERROR. @default false */
  allowErrors: boolean;
}

/** Throws a ConfigError naming `name` unless `value` is a number of trials (an integer >= 1). */
export function checkTrialCount(value: unknown, name: string): number {
  const parsed = TrialCountSchema.safeParse(value);
  if (!parsed.success) {
    throw new ConfigError(`\`${name}\` ${parsed.error.issues[0]?.message ?? 'is invalid'} (got ${String(value)})`);
  }
  return parsed.data;
}

/** Throws a ConfigError naming `name` unless `value` is a share of trials in (0, 1]. */
export function checkMinPassRate(value: unknown, name: string): number {
  const parsed = MinPassRateSchema.safeParse(value);
  if (!parsed.success) {
    throw new ConfigError(`\`${name}\` ${parsed.error.issues[0]?.message ?? 'is invalid'} (got ${String(value)})`);
  }
  return parsed.data;
}

/**
 * Reads a number of trials written as text (`--trials`, `RAGCHECK_TRIALS`): digits only, at least 1. `where`
 * names the flag or variable in the ConfigError.
 */
export function parseTrialsText(text: string, where: string): number {
  const value = parseWholeNumber(text);
  if (value === undefined || value < 1) {
    throw new ConfigError(
      `${where} must be a whole number of trials, at least 1, in digits (got ${JSON.stringify(text)}), e.g. 5`,
    );
  }
  return value;
}

/** The verdict most trials got among `verdicts`; a tie goes to the verdict decided first (the order of docs/verdicts.md). */
function mostFrequent(verdicts: readonly Verdict[]): Verdict {
  const counts = new Map<Verdict, number>();
  for (const v of verdicts) counts.set(v, (counts.get(v) ?? 0) + 1);
  let best: Verdict | undefined;
  for (const v of VERDICTS) {
    const count = counts.get(v) ?? 0;
    if (count > 0 && (best === undefined || count > (counts.get(best) ?? 0))) best = v;
  }
  if (best === undefined) throw new RangeError('mostFrequent: no verdicts');
  return best;
}

function scoreStats(results: readonly CaseResult[]): Trials['metrics'] {
  const out: Trials['metrics'] = {};
  for (const metric of SCORE_METRICS) {
    let sum = 0;
    let min = Number.POSITIVE_INFINITY;
    let n = 0;
    for (const r of results) {
      const value = r.metrics[metric];
      if (typeof value !== 'number') continue;
      sum += value;
      min = Math.min(min, value);
      n++;
    }
    if (n > 0) out[metric] = { mean: sum / n, min, n } satisfies TrialScore;
  }
  return out;
}

function sumUsage(results: readonly CaseResult[]): TokenUsage | undefined {
  let total: TokenUsage | undefined;
  for (const r of results) {
    const usage = r.judge.usage;
    if (!usage) continue;
    total ??= { promptTokens: 0, completionTokens: 0, totalTokens: 0 };
    total.promptTokens += usage.promptTokens;
    total.completionTokens += usage.completionTokens;
    total.totalTokens += usage.totalTokens;
    if (usage.costUsd !== undefined) total.costUsd = (total.costUsd ?? 0) + usage.costUsd;
  }
  return total;
}

function trialOf(r: CaseResult, index: number): Trial {
  return {
    index,
    verdict: r.verdict,
    passed: isPassingVerdict(r.verdict),
    answer: r.answer,
    retrieved: r.retrieved,
    metrics: r.metrics,
    ...(r.error ? { error: { kind: r.error.kind, message: r.error.message } } : {}),
    ...(r.judge.usage ? { usage: r.judge.usage } : {}),
    durationMs: r.durationMs,
  };
}

/**
 * The result of a case from its trials (in trial order, one result each, from `evaluateCase`): the verdict is an
 * ERROR when any trial errored (unless `allowErrors`, then only when every trial did), else a passing verdict when
 * the pass rate reaches `minPassRate`, else the failing verdict most trials got. The answer, metrics, gates and
 * claims are those of the first trial with that verdict, plus a `passRate` gate; `trials` carries every trial.
 */
export function combineTrials(results: readonly CaseResult[], gate: TrialGate, durationMs?: number): CaseResult {
  const n = results.length;
  if (n === 0) throw new RangeError('combineTrials: no trial results');
  const verdicts = results.map((r) => r.verdict);
  const passed = results.filter((r) => isPassingVerdict(r.verdict)).length;
  const passRate = passed / n;
  const reached = meetsThreshold(passRate, gate.minPassRate);
  const errors = verdicts.filter(isErrorVerdict);
  let verdict: Verdict;
  if (errors.length === n || (errors.length > 0 && !gate.allowErrors)) verdict = mostFrequent(errors);
  else if (reached) verdict = mostFrequent(verdicts.filter(isPassingVerdict));
  else verdict = mostFrequent(verdicts.filter((v) => !isPassingVerdict(v)));
  const shownIndex = verdicts.indexOf(verdict);
  const shown = results[shownIndex] as CaseResult;
  const passRateGate: Gate = {
    metric: 'passRate',
    value: passRate,
    threshold: gate.minPassRate,
    op: '>=',
    passed: reached,
  };
  const { outcome, message } = decideOutcome(verdict, shown.knownFailure, shown.draft === true);
  const usage = sumUsage(results);
  const { outcomeMessage: _message, trials: _trials, ...rest } = shown;
  return {
    ...rest,
    verdict,
    outcome,
    ...(message ? { outcomeMessage: message } : {}),
    gates: [...shown.gates, passRateGate],
    judge: { ...shown.judge, ...(usage ? { usage } : {}) },
    trials: {
      n,
      passed,
      passRate,
      minPassRate: gate.minPassRate,
      flaky: new Set(verdicts).size > 1,
      allowErrors: gate.allowErrors,
      shown: shownIndex,
      metrics: scoreStats(results),
      runs: results.map(trialOf),
    },
    durationMs: durationMs ?? results.reduce((sum, r) => sum + r.durationMs, 0),
  };
}

/**
 * A case's score for suite means and baselines: the mean over its trials when it ran several, else its metric.
 * Null when no trial measured it.
 */
export function scoreOf(result: CaseResult, metric: ScoreMetric): number | null {
  if (result.trials) return result.trials.metrics[metric]?.mean ?? null;
  const value = result.metrics[metric];
  return typeof value === 'number' ? value : null;
}

/** The share of a case's trials that passed; 1 or 0 for a case run once (whether it passed). */
export function passRateOf(result: CaseResult): number {
  return result.trials ? result.trials.passRate : isPassingVerdict(result.verdict) ? 1 : 0;
}
