/**
 * What each of the `openai` judge's calls hashes into its cache key. The keys hash the inputs (the texts, model,
 * sample and the prompt and schema versions), never the request's wording, so a recording stays valid while the
 * framing of the prompt around the same texts changes.
 */
import { type CacheKeyParts, citationCacheKey, judgeCacheKey } from '../cache.js';
import { joinedContext } from '../context-text.js';
import type { CorrectnessInput, JudgeInput } from '../types.js';
import { correctnessCacheKey } from './correctness-prompt.js';

/** `{ history }` for a conversation, nothing for a single question (so its key stays what it was). */
const historyPart = (input: { history?: JudgeInput['history'] }) =>
  input.history && input.history.length > 0 ? { history: input.history } : {};

/** What the faithfulness call of one sample hashes. */
export function faithfulnessKeyParts(
  model: string,
  input: Pick<JudgeInput, 'question' | 'contexts' | 'answer' | 'history'>,
  sample: number,
): CacheKeyParts {
  return {
    model,
    question: input.question,
    context: joinedContext(input.contexts),
    answer: input.answer,
    sample,
    ...historyPart(input),
  };
}

/** What a correctness call hashes. */
export function correctnessKeyParts(model: string, input: Omit<CorrectnessInput, 'caseId'>) {
  return {
    model,
    question: input.question,
    reference: input.reference,
    answer: input.answer,
    sample: 0,
    ...historyPart(input),
  };
}

/** What a citation call hashes: the sentence and its cited chunks, no history (the chunks alone decide). */
export function citationKeyParts(
  model: string,
  input: Pick<JudgeInput, 'question' | 'contexts' | 'answer'>,
): CacheKeyParts {
  return { model, question: input.question, context: joinedContext(input.contexts), answer: input.answer, sample: 0 };
}

/** The faithfulness keys (one per sample), then the correctness key when a reference is scored. */
export function answerKeys(
  model: string,
  options: { samples: number; correctness: boolean },
  input: Pick<JudgeInput, 'question' | 'contexts' | 'answer' | 'history'> & { reference?: string | undefined },
): string[] {
  return [
    ...Array.from({ length: options.samples }, (_, sample) =>
      judgeCacheKey(faithfulnessKeyParts(model, input, sample)),
    ),
    ...(input.reference === undefined || !options.correctness
      ? []
      : [correctnessCacheKey(correctnessKeyParts(model, { ...input, reference: input.reference }))]),
  ];
}

/** The key of one citation call. */
export const citationKey = (model: string, input: Pick<JudgeInput, 'question' | 'contexts' | 'answer'>) =>
  citationCacheKey(citationKeyParts(model, input));
