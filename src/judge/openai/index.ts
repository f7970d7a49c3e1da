export {
  createOpenAIJudge,
  type OpenAIJudge,
  type OpenAIJudgeCacheOptions,
  type OpenAIJudgeOptions,
} from './openai.js';
export { addUsage, DEFAULT_PRICES, type ModelPrice, type PriceTable, withCost } from './pricing.js';
export { JUDGE_PROMPT_VERSION, JUDGEMENT_SCHEMA_VERSION } from './prompt.js';
export { DEFAULT_REPLY_CHECKS, type OpenAIJudgeChecks } from './reply-checks.js';
