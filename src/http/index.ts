export { parseRetryAfter } from './retry-after.js';
