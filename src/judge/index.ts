// --- The model transport, for other model callers (`ragcheck generate`): connection, one chat call, its deadline,
// --- and the record/replay store. Kept to these names so callers outside judge/ do not depend on its files.
export {
  CACHE_MODES,
  type CacheKeyParts,
  type CacheMode,
  type CachePruneOptions,
  type CacheStatus,
  type CacheStatusOptions,
  cacheEntryPath,
  cacheEntryPath as modelCacheEntryPath,
  cachePrune,
  cacheStatus,
  DEFAULT_CACHE_DIR,
  type JudgeCacheEntry,
  judgeCacheKey,
  readStoredEntry,
  recordsAnswers,
  writeCacheEntry,
} from './cache.js';
export { type CascadeJudge, type CascadeJudgeOptions, createCascadeJudge, type EscalationScope } from './cascade.js';
export { joinedContext } from './context-text.js';
export {
  createMiniCheckJudgeFromEnv,
  createOpenAIJudgeFromEnv,
  DEFAULT_JUDGE_MODEL,
  loadDotEnv,
  type OpenAIJudgeEnv,
  readOpenAIJudgeEnv,
} from './env.js';
export * from './heuristic/index.js';
export { evidenceText, userTurnPassages } from './history.js';
export { createLimit, type Limit } from './limit.js';
export {
  type ClaimCheck,
  chunkContext,
  createMiniCheckJudge,
  DEFAULT_CHUNK_CHARS,
  DEFAULT_MINICHECK_MODEL,
  MINICHECK_PROMPT_VERSION,
  type MiniCheckJudge,
  type MiniCheckJudgeOptions,
  miniCheckCacheKey,
  readYesNo,
} from './minicheck.js';
export * from './openai/index.js';
export { checkJudgeBaseURL, connectJudge, JUDGE_RETRY_DEFAULTS } from './openai/judge-setup.js';
export { type ChatReply, createDeadline, sendChat } from './openai/openai-transport.js';
export { createOverlapJudge, type OverlapJudgeOptions } from './overlap.js';
export {
  CASCADE_MODEL_JUDGES,
  JUDGE_NAMES,
  type JudgeName,
  type ResolveJudgeOptions,
  resolveJudge,
  resolveUncertainPolicy,
} from './resolve.js';
export type { CorrectnessInput, Judge, JudgeCallOptions, JudgeInput, JudgeResult } from './types.js';
