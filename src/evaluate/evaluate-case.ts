/**
 * One case from its case to its result: the app asked (each trial), then the stages after ask
 * (src/evaluate/score-response.ts). Every surface (the Vitest harness, the CLI, reports) calls {@link evaluateCase}.
 */
import type { RagAdapter } from '../adapter/index.js';
import type { Judge } from '../judge/index.js';
import type { CaseResult, EvalCase } from '../types.js';
import type { EvaluateOptions } from './evaluate-options.js';
import { finishCase, runStages } from './score-response.js';
import { ask } from './stages/ask.js';
import { openCaseRun } from './stages/case-run.js';
import { checkMinPassRate, checkTrialCount, combineTrials } from './trials.js';

/** The trials a case runs: the run's, else the case's own, else the suite's, else 1. */
export function trialCountOf(evalCase: EvalCase, options: Pick<EvaluateOptions, 'trials' | 'runTrials'>): number {
  return options.runTrials ?? evalCase.trials ?? options.trials ?? 1;
}

/**
 * Evaluates one case: asks the app, computes every metric, runs the judge, applies the gates and decides the
 * verdict. Never throws for a broken adapter or judge: those become `ERROR (adapter)` / `ERROR (judge)` results.
 * Every surface (Vitest harness, CLI, reports) calls this one function. With several trials (`trials`, the case's
 * own `trials`), the app is asked that many times, one trial after another, and the result carries every trial's
 * verdict, the pass rate and the mean / min of each score (`result.trials`).
 *
 * @example
 * const result = await evaluateCase(evalCase, createRecordedAdapter({ corpus }), createHeuristicJudge(), { k: 3 });
 * if (result.outcome !== 'pass') console.log(result.verdict); // e.g. "FIX retrieval"
 */
export async function evaluateCase(
  evalCase: EvalCase,
  adapter: RagAdapter,
  judge: Judge | undefined,
  options: EvaluateOptions = {},
): Promise<CaseResult> {
  if (options.trials !== undefined) checkTrialCount(options.trials, 'trials');
  if (options.runTrials !== undefined) checkTrialCount(options.runTrials, 'runTrials');
  if (options.minPassRate !== undefined) checkMinPassRate(options.minPassRate, 'minPassRate');
  const n = trialCountOf(evalCase, options);
  if (n === 1) return evaluateTrial(evalCase, adapter, judge, options, 0);
  const started = performance.now();
  const results: CaseResult[] = [];
  for (let trial = 0; trial < n; trial++) results.push(await evaluateTrial(evalCase, adapter, judge, options, trial));
  const gate = {
    minPassRate: evalCase.minPassRate ?? options.minPassRate ?? 1,
    allowErrors: options.allowTrialErrors === true,
  };
  return combineTrials(results, gate, performance.now() - started);
}

/** One trial of a case: the app asked once (told which trial it is), then every stage after ask on its answer. */
async function evaluateTrial(
  evalCase: EvalCase,
  adapter: RagAdapter,
  judge: Judge | undefined,
  options: EvaluateOptions,
  trial: number,
): Promise<CaseResult> {
  const run = openCaseRun(evalCase, judge, options);
  try {
    const asked = await ask(run, adapter, trial);
    return finishCase(run, 'failure' in asked ? asked.failure : await runStages(run, asked.response));
  } finally {
    run.close();
  }
}
