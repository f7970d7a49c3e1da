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
export * from './heuristic/index.js';
export { createLimit, type Limit } from './limit.js';
export * from './openai/index.js';
export { createOverlapJudge, type OverlapJudgeOptions } from './overlap.js';
export { JUDGE_NAMES, type JudgeName, resolveJudge } from './resolve.js';
export type { CorrectnessInput, Judge, JudgeCallOptions, JudgeInput, JudgeResult } from './types.js';
