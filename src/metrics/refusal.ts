import { normalizeText } from './tokens.js';

/** Phrases that mark a refusal; matched case-insensitively after quote normalisation. */
export const DEFAULT_REFUSAL_MARKERS: readonly string[] = [
  "don't know",
  'do not know',
  'cannot find',
  "can't find",
  "couldn't find",
  'could not find',
  'not in the context',
  'not in the provided',
  'insufficient',
  'does not mention',
  "doesn't mention",
  'do not mention',
  "don't mention",
  'not mentioned',
  'no information',
  'not enough information',
  'does not say',
  "doesn't say",
  'does not contain',
  "doesn't contain",
  'does not provide',
  "doesn't provide",
  'not provided',
  'not covered',
  'unable to answer',
  'cannot answer',
  "can't answer",
  'unable to find',
  "i'm not sure",
  'i am not sure',
  'no relevant',
];

export interface RefusalOptions {
  /** Replaces the default markers. */
  markers?: readonly string[];
}

// Clauses are split on sentence ends and on contrastive joins, so "I don't know, but you have 60 days" is two
// clauses of which only one refuses.
const CLAUSE_SPLIT = /[.!?;]+(?:\s+|$)|,?\s+\b(?:but|however|although|though|yet)\b[,]?\s*|\n+/i;
// Words that may sit in a refusing answer without making a claim of their own.
const FILLER =
  /^(?:sorry|i'm sorry|i am sorry|unfortunately|apologies|i apologize|based on the (?:provided )?(?:documents|context)|please contact support|please ask (?:a human|support)|)$/;

function prepareMarkers(markers: readonly string[]): string[] {
  return markers.map((m) => normalizeText(m).toLowerCase().trim()).filter((m) => m.length > 0);
}
const DEFAULT_PREPARED = prepareMarkers(DEFAULT_REFUSAL_MARKERS);

/**
 * True when the answer refuses as a whole: some clause carries a refusal marker and no other clause makes a claim.
 * "The context does not mention the stock price." is a refusal; "I don't know, but you have 60 days" is not (its
 * second clause is a claim to be judged).
 */
export function isRefusal(answer: string, options: RefusalOptions = {}): boolean {
  const markers = options.markers ? prepareMarkers(options.markers) : DEFAULT_PREPARED;
  const text = normalizeText(answer).toLowerCase().replace(/\s+/g, ' ').trim();
  if (text.length === 0) return false;
  let refusing = false;
  for (const raw of text.split(CLAUSE_SPLIT)) {
    const clause = raw.trim().replace(/^[,\s]+|[,\s]+$/g, '');
    if (clause.length === 0) continue;
    if (markers.some((m) => clause.includes(m))) {
      refusing = true;
      continue;
    }
    if (!FILLER.test(clause)) return false;
  }
  return refusing;
}
