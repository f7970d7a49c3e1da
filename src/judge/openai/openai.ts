/**
 * The LLM judge: one chat completion per answered case (per sample) on the `openai` SDK, against OpenAI or any
 * OpenAI-compatible endpoint (gateways, Ollama, vLLM, LM Studio). The model lists the answer's atomic claims with
 * verdicts as structured output; the output is checked, not trusted, and the score is computed here. Correctness
 * (against a reference) and citation support (a cited sentence against its cited chunks) are calls of their own,
 * each with its own cache entries, so the faithfulness entries never change.
 */
import type { CacheMode } from '../cache.js';
import type { Judge, JudgeInput } from '../types.js';
import { judgeVersion } from '../version.js';
import { judgeCitation } from './citation-call.js';
import { judgeCorrectness } from './correctness-call.js';
import { judgeFaithfulness } from './faithfulness-call.js';
import { createJudgeCaller } from './openai-call.js';
import { answerKeys, citationKey } from './openai-keys.js';
import { type OpenAIJudgeOptions, resolveOpenAISettings } from './openai-options.js';
import { JUDGE_GUARD_VERSION, JUDGE_PROMPT_VERSION, JUDGEMENT_SCHEMA_VERSION } from './prompt.js';

export type { OpenAIJudgeCacheOptions, OpenAIJudgeOptions } from './openai-options.js';

/** The OpenAI judge: a {@link Judge} that also tells which cache entries a case needs. */
export interface OpenAIJudge extends Judge {
  readonly name: 'openai';
  /** Its `refusal` decides `metrics.refused` (the lexical rule's reading is kept beside it). */
  readonly decidesRefusal: true;
  readonly model: string;
  readonly cache: { mode: CacheMode; dir: string };
  /**
   * The cache keys judging `input` uses, one per sample (for `cacheStatus` and `cachePrune`), then the correctness
   * call's key when `reference` is given (a case in scope with a reference whose answer is not a refusal).
   */
  cacheKeys(
    input: Pick<JudgeInput, 'question' | 'contexts' | 'answer' | 'history'> & { reference?: string | undefined },
  ): string[];
  /** The cache key of one citation call (`citation(input)`), or none with `citation: false`. */
  citationCacheKeys(input: Pick<JudgeInput, 'question' | 'contexts' | 'answer'>): string[];
}

/**
 * Creates the LLM judge. A live call to OpenAI's endpoint without `apiKey` is a `ConfigError` here, once, not an
 * error per case. A bad option is a `ConfigError` naming the option.
 *
 * @example
 * const judge = createOpenAIJudge({ model: 'gpt-4o-mini', apiKey: process.env.OPENAI_API_KEY, cache: { mode: 'record' } });
 * const { score, claims } = await judge.faithfulness({ question, answer, contexts });
 */
export function createOpenAIJudge(options: OpenAIJudgeOptions): OpenAIJudge {
  const settings = resolveOpenAISettings(options);
  const caller = createJudgeCaller(settings);
  const { model, samples, mode, dir } = settings;
  return {
    name: 'openai',
    version: judgeVersion(
      `prompt ${JUDGE_PROMPT_VERSION}, schema ${JUDGEMENT_SCHEMA_VERSION}, guard ${JUDGE_GUARD_VERSION}`,
      samples > 1 ? { samples } : {},
    ),
    decidesRefusal: true,
    model,
    cache: { mode, dir },
    cacheKeys: (input) => answerKeys(model, settings, input),
    citationCacheKeys: (input) => (settings.citation ? [citationKey(model, input)] : []),
    ...(settings.citation ? { citation: (input, call) => judgeCitation(caller, input, call) } : {}),
    ...(settings.correctness ? { correctness: (input, call) => judgeCorrectness(caller, input, call) } : {}),
    faithfulness: (input, call) => judgeFaithfulness(caller, input, call),
  };
}
