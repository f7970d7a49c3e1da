import { checkDeadline, splitSentences } from '../text/index.js';

/** The seed's claim splitter: sentences by the seed's boundary (see `splitSentences`), then conjuncts on " and ". */
export function splitClaims(answer: string): string[] {
  const claims: string[] = [];
  for (const part of splitSentences(answer, { boundary: 'seed' })) {
    checkDeadline(part.length);
    for (const piece of part.split(' and ')) if (piece.trim()) claims.push(piece);
  }
  return claims;
}
