/**
 * Tokenisation shared by the overlap retriever, the judges and keyword checks. Follows the seed: lower-case,
 * `[a-z0-9]+(?:-[a-z0-9]+)*` so hyphenated codes such as `kh-8842` or `1-800-returns` stay whole.
 */

export { normalizeText } from '../text/index.js';

const TOKEN = /[a-z0-9]+(?:-[a-z0-9]+)*/g;

/** The seed's stop words, exactly: content tokens are the tokens not in this set. */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  'a',
  'an',
  'the',
  'to',
  'of',
  'for',
  'and',
  'or',
  'is',
  'are',
  'was',
  'be',
  'in',
  'on',
  'at',
  'it',
  'its',
  'i',
  'you',
  'your',
  'we',
  'our',
  'my',
  'me',
  'do',
  'does',
  'how',
  'can',
  'will',
  'with',
  'within',
  'from',
  'have',
  'has',
  'if',
  'that',
  'this',
  'they',
  'them',
  'their',
  'us',
  'what',
  'about',
]);

/** All tokens of `text`, lower-cased, in order. */
export function tokenize(text: string): string[] {
  return text.toLowerCase().match(TOKEN) ?? [];
}

/** Tokens that are not stop words (the seed's `content_tokens`). */
export function contentTokens(text: string, stopWords: ReadonlySet<string> = STOP_WORDS): string[] {
  return tokenize(text).filter((t) => !stopWords.has(t));
}
