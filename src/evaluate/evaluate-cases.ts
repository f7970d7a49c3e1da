import type { RagAdapter } from '../adapter/index.js';
import type { Judge } from '../judge/index.js';
import { checkPositiveInteger } from '../option-checks.js';
import type { CaseResult, EvalCase } from '../types.js';
import { evaluateCase } from './evaluate-case.js';
import type { EvaluateOptions } from './evaluate-options.js';

/** Cases evaluated at once when nothing says otherwise: a suite's, the CLI's and `evaluateCases`'s default. */
export const DEFAULT_CONCURRENCY = 5;

/** Options of `evaluateCases`: those of `evaluateCase`, and how many cases run at once. */
export interface EvaluateCasesOptions extends EvaluateOptions {
  /**
   * How many cases run at once.
   * @default DEFAULT_CONCURRENCY (5)
   */
  concurrency?: number;
  /** Called as each case finishes (in completion order). */
  onResult?: (result: CaseResult, index: number) => void;
}

/** Evaluates many cases with bounded concurrency; results come back in the cases' order. */
export async function evaluateCases(
  cases: readonly EvalCase[],
  adapter: RagAdapter,
  judge: Judge,
  options: EvaluateCasesOptions = {},
): Promise<CaseResult[]> {
  const concurrency = options.concurrency ?? DEFAULT_CONCURRENCY;
  checkPositiveInteger(concurrency, 'concurrency', 'evaluateCases');
  const results: CaseResult[] = new Array(cases.length);
  let next = 0;
  const worker = async () => {
    while (next < cases.length) {
      const index = next++;
      const result = await evaluateCase(cases[index] as EvalCase, adapter, judge, options);
      results[index] = result;
      options.onResult?.(result, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, cases.length) }, worker));
  return results;
}
