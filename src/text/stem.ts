/**
 * The Porter stem of a lower-case English word ("refunds" -> "refund", "economic" -> "econom"), memoised: every
 * context a judge reads runs through here, and a corpus has a small vocabulary.
 */
import { stemmer } from 'stemmer';

const STEMS = new Map<string, string>();
const STEM_CACHE_LIMIT = 100_000;

/** The Porter stem of `word` (lower case), cached (the cache is emptied when it reaches 100,000 words). */
export function stem(word: string): string {
  let out = STEMS.get(word);
  if (out === undefined) {
    out = stemmer(word);
    if (STEMS.size >= STEM_CACHE_LIMIT) STEMS.clear();
    STEMS.set(word, out);
  }
  return out;
}
