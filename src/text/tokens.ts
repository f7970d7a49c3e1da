/**
 * The seed's tokens: lower-case runs of `[a-z0-9]`, hyphenated codes such as `kh-8842` or `1-800-returns` kept
 * whole. Letters outside a-z split a token (this is the seed's rule, pinned by the `overlap` judge and retriever);
 * callers that read other scripts use `foldWords` or their own word pattern.
 */
import { STOP_WORDS } from './stop-words.js';

const TOKEN = /[a-z0-9]+(?:-[a-z0-9]+)*/g;

/** All tokens of `text`, lower-cased, in order. */
export function tokenize(text: string): string[] {
  return text.toLowerCase().match(TOKEN) ?? [];
}

/** Tokens that are not stop words (the seed's `content_tokens`). */
export function contentTokens(text: string, stopWords: ReadonlySet<string> = STOP_WORDS): string[] {
  return tokenize(text).filter((t) => !stopWords.has(t));
}
