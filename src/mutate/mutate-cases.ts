import type { RagAdapter } from '../adapter/index.js';
import { DEFAULT_CONCURRENCY } from '../evaluate/index.js';
import type { Judge } from '../judge/index.js';
import type { EvalCase } from '../types.js';
import { type MutateCaseOptions, mutateCase } from './mutate-case.js';
import type { CaseMutation } from './types.js';

export interface MutateCasesOptions extends MutateCaseOptions {
  /** Cases mutated at once. @default DEFAULT_CONCURRENCY (5) */
  concurrency?: number;
}

/** Mutates every case with bounded concurrency; the case mutations come back in the cases' order. */
export async function mutateCases(
  cases: readonly EvalCase[],
  adapter: RagAdapter,
  judge: Judge | undefined,
  options: MutateCasesOptions = {},
): Promise<CaseMutation[]> {
  const out: CaseMutation[] = new Array(cases.length);
  let next = 0;
  const worker = async () => {
    while (next < cases.length) {
      const index = next++;
      out[index] = (await mutateCase(cases[index] as EvalCase, adapter, judge, options)).mutation;
    }
  };
  const concurrency = options.concurrency ?? DEFAULT_CONCURRENCY;
  await Promise.all(Array.from({ length: Math.min(concurrency, cases.length) }, worker));
  return out;
}
