/**
 * The `openai` judge's correctness call: the reference's claims checked against the answer, in a call and cache
 * entry of its own (the faithfulness entries never change).
 */
import { readStoredEntry } from '../cache.js';
import type { CorrectnessInput, JudgeCallOptions, JudgeResult } from '../types.js';
import {
  buildCorrectnessMessages,
  CorrectnessCacheEntrySchema,
  type CorrectnessJudgement,
  checkCorrectnessJudgement,
  correctnessCacheKey,
  createCorrectnessEntry,
} from './correctness-prompt.js';
import { cachedCall, type JudgeCaller } from './openai-call.js';
import { toClaim } from './openai-claims.js';
import { correctnessKeyParts } from './openai-keys.js';

/** Correctness: the share of the reference's decided claims the answer supports (`uncertain` ones left out). */
export async function judgeCorrectness(
  caller: JudgeCaller,
  input: CorrectnessInput,
  callOptions?: JudgeCallOptions,
): Promise<JudgeResult> {
  const { model, checks, dir } = caller.settings;
  const parts = correctnessKeyParts(model, input);
  const key = correctnessCacheKey(parts);
  const { judgement, usage, cache } = await cachedCall<CorrectnessJudgement>(
    caller,
    {
      messages: buildCorrectnessMessages(input),
      responseFormat: (c) => c.correctnessFormat,
      check: (content) => checkCorrectnessJudgement(content, input, checks),
      key,
      read: () => readStoredEntry(dir, key, CorrectnessCacheEntrySchema),
      entry: (data) => createCorrectnessEntry(parts, data),
      missing: 'correctness answer',
      changed: 'The question, reference, answer, conversation history, model or correctness prompt version',
    },
    input.caseId,
    callOptions?.signal,
  );
  const claims = judgement.claims.map((c) => toClaim(c, { name: 'answer', text: input.answer }));
  const decided = claims.filter((c) => c.verdict !== 'uncertain');
  const score = decided.length === 0 ? 0 : decided.filter((c) => c.supported).length / decided.length;
  return { score, claims, model, ...(usage ? { usage } : {}), cache };
}
