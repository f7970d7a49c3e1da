export { createRedactor, REDACTED, redactUrl, safeCause, scrubUrls, urlSecrets } from './redact.js';
export { parseRetryAfter } from './retry-after.js';
export { sdkBaseURL, urlProblem } from './url-problem.js';
