export { lazyOpenAIClient, loadOpenAI, type OpenAISdk, openAIRetryDecision } from './openai-sdk.js';
export { createRedactor, REDACTED, redactUrl, safeCause, scrubUrls, urlSecrets } from './redact.js';
export {
  backoffDelay,
  type GiveUp,
  isTransientStatus,
  type RetryDecision,
  type RetryOptions,
  type RetryPolicy,
  resolveRetryPolicy,
  sleep,
  type WithRetriesOptions,
  withRetries,
} from './retry.js';
export { parseRetryAfter } from './retry-after.js';
export { openAIBaseURLProblem, sdkBaseURL, urlProblem } from './url-problem.js';
