export {
  CACHE_MODES,
  type CacheKeyParts,
  type CacheMode,
  type CachePruneOptions,
  type CacheStatus,
  type CacheStatusOptions,
  cacheEntryPath,
  cachePrune,
  cacheStatus,
  DEFAULT_CACHE_DIR,
  type JudgeCacheEntry,
  judgeCacheKey,
} from './cache.js';
export {
  createOpenAIJudgeFromEnv,
  DEFAULT_JUDGE_MODEL,
  loadDotEnv,
  type OpenAIJudgeEnv,
  readOpenAIJudgeEnv,
} from './env.js';
export {
  createHeuristicJudge,
  HEURISTIC_DEFAULTS,
  HEURISTIC_RULES,
  type HeuristicJudgeOptions,
  type HeuristicRule,
  type HeuristicRules,
  isClaimSupported,
  judgeHeuristically,
  type PreparedHeuristic,
  prepareHeuristic,
  weighHeuristic,
} from './heuristic.js';
export type { ClaimEvidence } from './heuristic-support.js';
export { createLimit, type Limit } from './limit.js';
export {
  createOpenAIJudge,
  type OpenAIJudge,
  type OpenAIJudgeCacheOptions,
  type OpenAIJudgeOptions,
} from './openai.js';
export { createOverlapJudge, type OverlapJudgeOptions } from './overlap.js';
export { DEFAULT_PRICES, type ModelPrice, type PriceTable, withCost } from './pricing.js';
export { JUDGE_PROMPT_VERSION, JUDGEMENT_SCHEMA_VERSION } from './prompt.js';
export { DEFAULT_REPLY_CHECKS, type OpenAIJudgeChecks } from './reply-checks.js';
export { JUDGE_NAMES, type JudgeName, resolveJudge } from './resolve.js';
export type { Judge, JudgeCallOptions, JudgeInput, JudgeResult } from './types.js';
