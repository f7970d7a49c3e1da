import { normalizeText } from './tokens.js';

/**
 * Answer relevancy as in the article seed: the share of expected keywords the answer contains (case-insensitive
 * substring, quotes and whitespace normalised). Null when there are no keywords.
 */
export function keywordCoverage(answer: string, keywords: readonly string[]): number | null {
  if (keywords.length === 0) return null;
  const norm = (s: string) => normalizeText(s).toLowerCase().replace(/\s+/g, ' ').trim();
  const text = norm(answer);
  return keywords.filter((k) => text.includes(norm(k))).length / keywords.length;
}

/** The keywords the answer lacks, for evidence. */
export function missingKeywords(answer: string, keywords: readonly string[]): string[] {
  const norm = (s: string) => normalizeText(s).toLowerCase().replace(/\s+/g, ' ').trim();
  const text = norm(answer);
  return keywords.filter((k) => !text.includes(norm(k)));
}
