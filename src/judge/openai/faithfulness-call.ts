/** The `openai` judge's faithfulness call: each sample asked through the cache, the samples combined by majority. */
import { createCacheEntry, judgeCacheKey, readCacheEntry } from '../cache.js';
import { joinedContext } from '../context-text.js';
import type { JudgeCallOptions, JudgeInput, JudgeResult } from '../types.js';
import { cachedCall, type JudgeCaller } from './openai-call.js';
import { finiteScore, toClaim } from './openai-claims.js';
import { faithfulnessKeyParts } from './openai-keys.js';
import { combineSamples, judgementScore } from './openai-samples.js';
import { addUsage } from './pricing.js';
import { buildJudgeMessages, checkJudgement, type Judgement } from './prompt.js';

/** One sample of the faithfulness call, through the cache. */
function faithfulnessSample(caller: JudgeCaller, input: JudgeInput, sample: number, signal: AbortSignal | undefined) {
  const { model, checks, dir } = caller.settings;
  const parts = faithfulnessKeyParts(model, input, sample);
  const key = judgeCacheKey(parts);
  return cachedCall<Judgement>(
    caller,
    {
      messages: buildJudgeMessages(parts),
      responseFormat: (c) => c.responseFormat,
      check: (content) => checkJudgement(content, parts, checks),
      key,
      read: () => readCacheEntry(dir, key),
      entry: (data) => createCacheEntry(parts, data),
      missing: `judge answer (sample ${sample})`,
      changed: 'The question, context, answer, conversation history, model or prompt version',
    },
    input.caseId,
    signal,
  );
}

/** Faithfulness: the answer's claims against the contexts, over `samples` samples. */
export async function judgeFaithfulness(
  caller: JudgeCaller,
  input: JudgeInput,
  callOptions?: JudgeCallOptions,
): Promise<JudgeResult> {
  const { samples, model } = caller.settings;
  const results = await Promise.all(
    Array.from({ length: samples }, (_, sample) => faithfulnessSample(caller, input, sample, callOptions?.signal)),
  );
  const judgement = combineSamples(results.map((r) => r.judgement));
  const score = finiteScore(judgement, caller.where(input.caseId), input.caseId);
  const usage = addUsage(results.map((r) => r.usage));
  const cache = results.every((r) => r.cache === results[0]!.cache) ? results[0]!.cache : 'recorded';
  const scores = results.map((r) => judgementScore(r.judgement));
  const context = joinedContext(input.contexts);
  return {
    score,
    claims: judgement.claims.map((c) => toClaim(c, { name: 'context', text: context })),
    refusal: judgement.refusal,
    model,
    ...(usage ? { usage } : {}),
    ...(samples > 1 ? { samples: { n: samples, scores, spread: Math.max(...scores) - Math.min(...scores) } } : {}),
    cache,
  };
}
