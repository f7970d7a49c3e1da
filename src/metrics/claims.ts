/** The seed's claim splitter: sentences (on `.`, `!`, `?` followed by space), then conjuncts on " and ". */
const SENTENCE = /[.!?]\s+/;

export function splitClaims(answer: string): string[] {
  const claims: string[] = [];
  for (const part of answer.split(SENTENCE)) {
    for (const piece of part.split(' and ')) if (piece.trim()) claims.push(piece);
  }
  return claims;
}
