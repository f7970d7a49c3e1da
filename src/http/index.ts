export { lazyOpenAIClient, loadOpenAI, type OpenAISdk } from './openai-sdk.js';
export { createRedactor, REDACTED, redactUrl, safeCause, scrubUrls, urlSecrets } from './redact.js';
export {
  backoffDelay,
  DEPRECATED_RETRY_OPTIONS,
  type GiveUp,
  isTransientStatus,
  type RetryDecision,
  type RetryOptions,
  type RetryPolicy,
  resolveRetryPolicy,
  sleep,
  type WithRetriesOptions,
  warnDeprecatedOption,
  withRetries,
} from './retry.js';
export { parseRetryAfter } from './retry-after.js';
export { openAIBaseURLProblem, sdkBaseURL, urlProblem } from './url-problem.js';
