/**
 * Parses `retry-after-ms`, then `Retry-After` (seconds or an HTTP date), as a wait in ms; `undefined` when the
 * server gave none or it is unreadable. Shared by the HTTP and OpenAI adapters and the OpenAI judge.
 */
export function parseRetryAfter(headers: Pick<Headers, 'get'> | undefined, now = Date.now()): number | undefined {
  const ms = Number.parseFloat(headers?.get('retry-after-ms') ?? '');
  if (Number.isFinite(ms) && ms >= 0) return ms;
  const value = headers?.get('retry-after');
  if (!value) return undefined;
  const seconds = Number(value);
  if (value.trim() !== '' && Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
