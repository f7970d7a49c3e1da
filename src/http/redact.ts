/**
 * Secrets out of messages. URLs are shown without their credentials and query values, and the secrets a caller
 * registers (an API key, header values, the parts of a configured URL) become `[redacted]` wherever they appear,
 * also inside text other code wrote: fetch's own errors quote the URL, servers quote the request.
 */
import { inspect } from 'node:util';

export const REDACTED = '[redacted]';

/** Secrets shorter than this are not searched for in free text (they would shred it); URLs are still scrubbed. */
const MIN_SECRET_LENGTH = 4;
const URL_IN_TEXT = /\b[a-z][a-z0-9+.-]*:\/\/[^\s"'`<>]+/gi;
const USERINFO = /^([a-z][a-z0-9+.-]*:\/\/)[^/?#@\s]*@/i;
const QUERY_VALUE = /([?&][^=&#\s]*)=[^&#\s]*/g;

/**
 * The URL as shown in messages: origin and path, credentials removed, each query value replaced, the fragment
 * dropped: `https://user:pw@api.example.com/v1?key=abc` -> `https://api.example.com/v1?key=[redacted]`.
 */
export function redactUrl(url: string | URL): string {
  const parsed = typeof url === 'string' ? new URL(url) : url;
  const keys = [...new Set(parsed.searchParams.keys())];
  const query = keys.length > 0 ? `?${keys.map((k) => `${k}=${REDACTED}`).join('&')}` : '';
  return `${parsed.protocol}//${parsed.host}${parsed.pathname}${query}`;
}

const CLOSERS: Readonly<Record<string, string>> = { ')': '(', ']': '[', '}': '{' };
const PROSE_PUNCTUATION = new Set([...'.,;:!?\u201d\u2019\u00bb\u203a']);
const occurrences = (text: string, char: string) => text.split(char).length - 1;

/**
 * Where a URL found in prose ends: before its trailing sentence punctuation and closing quotes, and before a
 * closing bracket that has no opening one inside the URL (`(see http://h/?k=v).` ends at `v`, while
 * `http://h/?q=f(x)` keeps its own `)`), as linkifiers decide it.
 */
function urlEnd(found: string): number {
  let end = found.length;
  while (end > 0) {
    const last = found.charAt(end - 1);
    const opener = CLOSERS[last];
    const body = found.slice(0, end);
    if (PROSE_PUNCTUATION.has(last) || (opener !== undefined && occurrences(body, last) > occurrences(body, opener)))
      end -= 1;
    else break;
  }
  return end;
}

/** Every URL in `text` with its credentials removed and its query values replaced, parseable or not. */
export function scrubUrls(text: string): string {
  return text.replace(URL_IN_TEXT, (found) => {
    const end = urlEnd(found);
    const url = found.slice(0, end);
    return url.replace(USERINFO, '$1').replace(QUERY_VALUE, `$1=${REDACTED}`) + found.slice(end);
  });
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text.replaceAll('+', ' '));
  } catch {
    return text;
  }
}

/**
 * The secrets a URL carries, each as written and decoded: user name, password, the Basic token they make, and
 * every query value.
 */
export function urlSecrets(url: string | URL): string[] {
  let parsed: URL;
  try {
    parsed = typeof url === 'string' ? new URL(url) : url;
  } catch {
    return [];
  }
  const secrets = [parsed.username, parsed.password, decode(parsed.username), decode(parsed.password)];
  if (parsed.username || parsed.password) {
    secrets.push(Buffer.from(`${decode(parsed.username)}:${decode(parsed.password)}`).toString('base64'));
  }
  for (const pair of parsed.search.slice(1).split('&')) {
    const value = pair.slice(pair.indexOf('=') + 1);
    if (pair.includes('=')) secrets.push(value, decode(value));
  }
  return secrets.filter((s) => s !== '');
}

/**
 * A function that takes secrets out of any text: every secret (and its URL-encoded form) replaced by `[redacted]`,
 * longest first, then URLs scrubbed (see {@link scrubUrls}). Secrets go first so that one ending in punctuation
 * (`key.`, `pw)`) is removed whole even where a URL scrub would leave that last character to the prose.
 *
 * @example
 * const redact = createRedactor([apiKey, ...urlSecrets(baseURL)]);
 * throw new JudgeError(redact(`request to ${baseURL} failed: ${error.message}`));
 */
export function createRedactor(secrets: Iterable<string | undefined>): (text: string) => string {
  const all = new Set<string>();
  for (const secret of secrets) {
    const value = secret?.trim();
    if (!value || value.length < MIN_SECRET_LENGTH) continue;
    all.add(value);
    all.add(encodeURIComponent(value));
  }
  const longestFirst = [...all].sort((a, b) => b.length - a.length);
  return (text) => scrubUrls(longestFirst.reduce((out, secret) => out.split(secret).join(REDACTED), text));
}

/**
 * `error`, to keep as the `cause` of an error we throw, only when nothing in it (message, stack, nested causes,
 * properties) holds a secret; otherwise `undefined`, since a cause is printed whole by Vitest and `console.error`.
 */
export function safeCause(error: unknown, redact: (text: string) => string): unknown {
  if (error === undefined) return undefined;
  const text = inspect(error, { depth: 8 });
  return redact(text) === text ? error : undefined;
}
