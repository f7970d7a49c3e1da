import { normalizeText } from './tokens.js';

function normalize(text: string): string {
  return normalizeText(text).toLowerCase().replace(/\s+/g, ' ').trim();
}

/** The keywords the answer lacks (case-insensitive substring, quotes and whitespace normalised), for evidence. */
export function missingKeywords(answer: string, keywords: readonly string[]): string[] {
  const text = normalize(answer);
  return keywords.filter((k) => !text.includes(normalize(k)));
}

/**
 * Answer relevancy as in the article seed: the share of expected keywords the answer contains (case-insensitive
 * substring, quotes and whitespace normalised). Null when there are no keywords.
 */
export function keywordCoverage(answer: string, keywords: readonly string[]): number | null {
  if (keywords.length === 0) return null;
  return (keywords.length - missingKeywords(answer, keywords).length) / keywords.length;
}
