/**
 * The `openai` judge's citation call: a cited sentence judged against the chunks it cites, those alone, with the
 * faithfulness prompt (the sentence as the ANSWER, the chunks as the CONTEXT), in a call and cache entry of its own.
 */
import { CitationCacheEntrySchema, citationCacheKey, createCacheEntry, readStoredEntry } from '../cache.js';
import type { JudgeCallOptions, JudgeInput, JudgeResult } from '../types.js';
import { cachedCall, type JudgeCaller } from './openai-call.js';
import { finiteScore, toClaim } from './openai-claims.js';
import { citationKeyParts } from './openai-keys.js';
import { buildJudgeMessages, checkJudgement, type Judgement } from './prompt.js';

/** Citation support of one cited sentence (`input.answer`) by its cited chunks (`input.contexts`). */
export async function judgeCitation(
  caller: JudgeCaller,
  input: JudgeInput,
  callOptions?: JudgeCallOptions,
): Promise<JudgeResult> {
  const { model, checks, dir } = caller.settings;
  const parts = citationKeyParts(model, input);
  const key = citationCacheKey(parts);
  const subject = { question: parts.question, answer: parts.answer, context: parts.context };
  const { judgement, usage, cache } = await cachedCall<Judgement>(
    caller,
    {
      messages: buildJudgeMessages(subject),
      responseFormat: (c) => c.citationFormat,
      check: (content) => checkJudgement(content, subject, checks),
      key,
      read: () => readStoredEntry(dir, key, CitationCacheEntrySchema),
      entry: (data) => createCacheEntry(parts, data, 'citation'),
      missing: 'citation answer',
      changed: 'The question, cited sentence, cited chunks, model or prompt version',
    },
    input.caseId,
    callOptions?.signal,
  );
  return {
    score: finiteScore(judgement, caller.where(input.caseId), input.caseId),
    claims: judgement.claims.map((c) => toClaim(c, { name: 'cited chunks', text: subject.context })),
    model,
    ...(usage ? { usage } : {}),
    cache,
  };
}
