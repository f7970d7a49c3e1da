import { errorMessage } from '../errors.js';
import type { Judge } from '../judge/index.js';
import { type Agreement, cohenKappa, type RefusalOptions, unsupportedTokens } from '../metrics/index.js';
import { DEFAULT_THRESHOLDS } from '../types.js';
import { scoreFaithfulness } from './evaluate-case.js';

/** One human-labelled item: `human` 1 = faithful. `judge` may carry a precomputed judge label. */
export interface AgreementItem {
  id?: string;
  question?: string;
  context?: string;
  answer?: string;
  human: 0 | 1;
  judge?: 0 | 1;
}

export interface AgreementOptions {
  /** Faithfulness score a "faithful" answer reaches. @default 0.6 */
  threshold?: number;
  /** Items judged at once. @default 8 */
  concurrency?: number;
  refusal?: RefusalOptions;
  signal?: AbortSignal;
}

export interface AgreementItemResult {
  id?: string;
  human: 0 | 1;
  judge: 0 | 1;
  score: number | null;
  unsupported: string[];
  question?: string;
  answer?: string;
}

export interface AgreementReport extends Agreement {
  judge: string;
  items: AgreementItemResult[];
  /** Items where the judge and the human disagree. */
  disagreements: AgreementItemResult[];
}

/**
 * Measures a judge against human labels. An item is faithful for the judge when its score passes the
 * faithfulness gate and the answer has no unsupported number/code: the same rule as a case's gates. The judge
 * never sees an item's `id`. A judge that fails on an item throws (a failure is never scored as a default label).
 */
export async function measureAgreement(
  items: readonly AgreementItem[],
  judge: Judge | undefined,
  options: AgreementOptions = {},
): Promise<AgreementReport> {
  const threshold = options.threshold ?? DEFAULT_THRESHOLDS.faithfulness;
  const concurrency = options.concurrency ?? 8;
  const results: AgreementItemResult[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      const item = items[index] as AgreementItem;
      const base = { ...(item.id !== undefined ? { id: item.id } : {}), human: item.human };
      if (item.judge !== undefined && (judge === undefined || item.context === undefined)) {
        results[index] = { ...base, judge: item.judge, score: null, unsupported: [] };
        continue;
      }
      if (!judge) throw new TypeError(`measureAgreement: item ${index} has no "judge" label and no judge was given`);
      const context = item.context ?? '';
      const answer = item.answer ?? '';
      let score: number;
      try {
        const judged = await scoreFaithfulness(
          judge,
          { question: item.question ?? '', answer, contexts: [{ id: 'context', text: context }] },
          { signal: options.signal, refusal: options.refusal },
        );
        score = judged.score;
      } catch (error) {
        throw new Error(`judge "${judge.name}" failed on label item ${item.id ?? index + 1}: ${errorMessage(error)}`, {
          cause: error,
        });
      }
      const unsupported = unsupportedTokens(answer, context);
      const label = score >= threshold && unsupported.length === 0 ? 1 : 0;
      results[index] = {
        ...base,
        judge: label,
        score,
        unsupported,
        ...(item.question !== undefined ? { question: item.question } : {}),
        answer,
      };
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  const agreement = cohenKappa(
    results.map((r) => r.human),
    results.map((r) => r.judge),
  );
  return {
    ...agreement,
    judge: judge?.name ?? 'labels',
    items: results,
    disagreements: results.filter((r) => r.human !== r.judge),
  };
}
