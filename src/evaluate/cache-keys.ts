/**
 * The judge-cache keys a case's answer needs (`ragcheck cache status|prune`, the Vitest cache-keys reporter): what a
 * recording judge is asked about the answer, built the way a run builds it.
 */
import type { RagAdapter } from '../adapter/index.js';
import { type Judge, userTurnPassages } from '../judge/index.js';
import { isRefusal, type RefusalOptions, refusalReading } from '../refusal/index.js';
import type { Chunk, ConversationTurn, EvalCase } from '../types.js';
import { historyOf, refusalDecisionInput } from './case-inputs.js';
import { type CitationInput, citationCacheKeys } from './citations.js';
import { mapContextIds } from './context-id-hook.js';

/**
 * What a recording judge is asked about a case's answer, for listing its cache keys (`judge.cacheKeys`): the
 * question, the answer, the context as the judge reads it (the user's earlier turns after the contexts), the
 * history, and the reference when correctness will be scored (in scope, a reference, an answer the lexical rule
 * does not call a refusal).
 */
export function judgeKeyInput(
  evalCase: EvalCase,
  response: { answer: string; contexts: readonly Chunk[] },
  refusal?: RefusalOptions,
): {
  question: string;
  answer: string;
  contexts: Chunk[];
  history?: readonly ConversationTurn[];
  reference?: string;
} {
  const history = historyOf(evalCase);
  const reference = evalCase.reference;
  const scored =
    evalCase.golden.length > 0 &&
    reference !== undefined &&
    reference.trim() !== '' &&
    !isRefusal(response.answer, { ...refusal, question: evalCase.question });
  const contexts = [...response.contexts, ...userTurnPassages(history)];
  return {
    question: evalCase.question,
    answer: response.answer,
    contexts,
    ...(history ? { history } : {}),
    ...(scored ? { reference } : {}),
  };
}

/**
 * Every judge-cache key judging a case's answer needs (`ragcheck cache status|prune`): the judge's own
 * (`cacheKeys`: faithfulness, correctness), the call settling a refusal `classifyRefusal` reads as `uncertain`
 * (`refusalCacheKeys`, the cascade's), then its citation calls' ({@link citationCacheKeys}), for an answer with
 * markers. The adapter's `contextId` hook is applied as a run applies it, so id markers resolve the same way.
 */
export async function answerCacheKeys(
  judge: Judge & {
    cacheKeys(input: ReturnType<typeof judgeKeyInput>): string[];
    refusalCacheKeys?(input: ReturnType<typeof refusalDecisionInput>): string[];
  },
  evalCase: EvalCase,
  response: { answer: string; contexts: Chunk[]; citations?: Record<string, string> | undefined },
  options: { adapter?: RagAdapter; refusal?: RefusalOptions; signal?: AbortSignal } = {},
): Promise<string[]> {
  const keys = [
    ...judge.cacheKeys(judgeKeyInput(evalCase, response, options.refusal)),
    ...refusalKeys(judge, evalCase, response, options.refusal),
  ];
  const contexts = options.adapter ? mapContextIds(options.adapter, response.contexts) : response.contexts;
  const rawIds = contexts !== response.contexts ? response.contexts.map((c) => c.id) : undefined;
  const cited = await citationCacheKeys(
    judge,
    citationInputOf(evalCase, response.answer, contexts, rawIds, response.citations),
    options.signal ? { signal: options.signal } : {},
  );
  return [...keys, ...cited];
}

/**
 * The entry settling the answer's refusal, when `classifyRefusal` reads it as `uncertain` and the judge lists such
 * calls (a run asks the judge then; evaluate/stages/judge.ts). Read with the case's question, as the run reads it.
 */
function refusalKeys(
  judge: { refusalCacheKeys?(input: ReturnType<typeof refusalDecisionInput>): string[] },
  evalCase: EvalCase,
  response: { answer: string; contexts: readonly Chunk[] },
  refusal: RefusalOptions | undefined,
): string[] {
  if (typeof judge.refusalCacheKeys !== 'function') return [];
  if (refusalReading(response.answer, { ...refusal, question: evalCase.question }) !== 'uncertain') return [];
  return judge.refusalCacheKeys(refusalDecisionInput(evalCase, response));
}

/** What the citation check reads of a case's answer: a run's check and `answerCacheKeys` build it the same way. */
export function citationInputOf(
  evalCase: EvalCase,
  answer: string,
  contexts: readonly Chunk[],
  rawIds: readonly string[] | undefined,
  citations: Record<string, string> | undefined,
): CitationInput {
  return {
    question: evalCase.question,
    answer,
    contexts,
    caseId: evalCase.id,
    ...(rawIds ? { rawIds } : {}),
    ...(citations ? { citations } : {}),
  };
}
