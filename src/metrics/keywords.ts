import { containsPhrase, readPhrase } from '../numbers/index.js';

/** The keywords an answer lacks and the share it contains, read once for both. */
export interface KeywordMatch {
  missing: string[];
  coverage: number | null;
}

/** {@link missingKeywords} and {@link keywordCoverage} together, the answer read once. */
export function matchKeywords(answer: string, keywords: readonly string[]): KeywordMatch {
  const text = readPhrase(answer);
  const missing = keywords.filter((k) => !containsPhrase(text, readPhrase(k)));
  return {
    missing,
    coverage: keywords.length === 0 ? null : (keywords.length - missing.length) / keywords.length,
  };
}

/**
 * The keywords the answer lacks, for evidence. A keyword is found where its words occur in a row as whole words,
 * after Unicode (NFKC), case, quote and dash normalisation, singular or plural ("refund" finds "Refunds"); its
 * numbers compare by value ("30 days" finds "a 30-day window" and "thirty days", not "130 days"; "1,200" finds
 * "1200"; "$60" does not find "$600").
 */
export function missingKeywords(answer: string, keywords: readonly string[]): string[] {
  return matchKeywords(answer, keywords).missing;
}

/**
 * Answer relevancy: the share of expected keywords the answer contains ({@link missingKeywords} says how a keyword
 * is found). Null when there are no keywords.
 *
 * @example
 * keywordCoverage('You have a 30-day window for refunds.', ['30 days', 'refund', 'receipt']) // => 2 / 3
 */
export function keywordCoverage(answer: string, keywords: readonly string[]): number | null {
  if (keywords.length === 0) return null;
  return matchKeywords(answer, keywords).coverage;
}
