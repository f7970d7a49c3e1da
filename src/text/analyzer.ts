/**
 * The analyzer of lexical search: the seed's tokens, the search stop words and a memoised Porter stemmer. Shared by
 * the BM25 index and the extractive answerer so a query and a sentence are read the same way. It differs from claim
 * splitting on purpose, through its options: it stems and splits hyphenated codes into their parts as well, where
 * the `overlap` judge compares the seed's whole tokens.
 */
import { stemmer } from 'stemmer';
import { normalizeText } from './normalize.js';
import { SEARCH_STOP_WORDS } from './stop-words.js';
import { tokenize } from './tokens.js';

/** Turns text into the terms a search matches on. */
export type Analyzer = (text: string) => string[];

export interface AnalyzerOptions {
  /**
   * Words dropped before stemming.
   * @default SEARCH_STOP_WORDS
   */
  stopWords?: ReadonlySet<string>;
  /**
   * Reduce words to their Porter stem so "refunds" matches "refund".
   * @default true
   */
  stem?: boolean;
}

const ALPHA = /^[a-z]+$/;
// normalizeText leaves plain ASCII text unchanged: such text can skip it.
const NON_ASCII = /[\u0080-\uffff]/;
const TOKEN_CACHE_LIMIT = 200_000;

/**
 * Builds an analyzer: lower-case tokens (hyphenated codes such as `kh-8842` stay whole), stop words dropped,
 * alphabetic words stemmed. A hyphenated token also yields its parts, so "one-year" matches "one year" and
 * "non-refundable" matches "refundable", while the whole code still matches exactly.
 *
 * @example
 * createAnalyzer()('Refunds for order KH-8842 take five days')
 * // => ['refund', 'order', 'kh-8842', 'kh', '8842', 'take', 'five', 'dai']
 */
export function createAnalyzer(options: AnalyzerOptions = {}): Analyzer {
  const stopWords = options.stopWords ?? SEARCH_STOP_WORDS;
  const stem = options.stem ?? true;
  const stemOf = (word: string): string => (stem && ALPHA.test(word) ? stemmer(word) : word);
  const termsOf = (token: string): readonly string[] => {
    const out: string[] = [];
    const hyphenated = token.includes('-');
    if (!stopWords.has(token)) out.push(hyphenated ? token : stemOf(token));
    if (hyphenated) for (const part of token.split('-')) if (!stopWords.has(part)) out.push(stemOf(part));
    return out;
  };
  // One lookup per token: a token's terms (none for a stop word) are computed once. Vocabularies are small.
  const cache = new Map<string, readonly string[]>();
  return (text) => {
    const out: string[] = [];
    for (const token of tokenize(NON_ASCII.test(text) ? normalizeText(text) : text)) {
      let terms = cache.get(token);
      if (terms === undefined) {
        terms = termsOf(token);
        if (cache.size < TOKEN_CACHE_LIMIT) cache.set(token, terms);
      }
      for (const term of terms) out.push(term);
    }
    return out;
  };
}
