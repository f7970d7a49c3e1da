/**
 * Splits an answer into atomic claims for the heuristic judge: sentences, then clauses joined by "and"/"but"/
 * "while" when both sides state something. Yes/no particles, "according to the context" lead-ins and clauses that
 * only refuse ("I don't know the opening hours") are not claims.
 */
import { isRefusal, type RefusalOptions } from '../metrics/index.js';
import { AFFIRMING_PARTICLES, NEGATING_PARTICLES } from './heuristic-lexicon.js';
import { type Analysis, analyzeSentence, analyzeText, type Term } from './heuristic-text.js';
import { prepareText } from './heuristic-words.js';

/** A claim of the answer with its terms and how many negators it has. */
export interface AnswerClaim {
  text: string;
  terms: Term[];
  negations: number;
}

const PARTICLE = new RegExp(
  `^(?:(?:${AFFIRMING_PARTICLES.join('|')})\\b[\\s,.!:;-]*|(?:${NEGATING_PARTICLES.join('|')})(?:[,.!:;-]+\\s*|\\s*$))`,
  'i',
);
const LEAD_IN =
  /^(?:according to|based on|as (?:stated|mentioned) in|from) (?:the )?(?:provided |given |retrieved )?(?:context|documents?|passages?|text|information|sources?)\s*[,:]?\s*/i;
const CLAUSE_SEPARATOR = /(;\s*|,?\s+(?:and|but|while|whereas)\s+)/i;
// A side of "and" with fewer terms than this is part of a list ("Jinchang and Liling are..."), not a clause.
const MIN_CLAUSE_TERMS = 2;

function stripLeadIns(sentence: string): string {
  let s = sentence;
  for (let previous = ''; previous !== s; ) {
    previous = s;
    s = s.replace(PARTICLE, '').replace(LEAD_IN, '');
  }
  return s.trim();
}

const LIST_EDGE = /^(?:\p{Lu}|\d)/u;
const LAST_WORD = /([\p{L}\p{N}][\p{L}\p{N}.-]*)\W*$/u;
const FIRST_WORD = /^\W*([\p{L}\p{N}][\p{L}\p{N}.-]*)/u;
const LIST_OPENER = /\b(?:both|either|neither|between)\b/i;

function toClaim(text: string, analysis: Analysis): AnswerClaim {
  return { text, terms: analysis.terms, negations: analysis.clauses.reduce((n, c) => n + c.negations, 0) };
}

/**
 * True when "left and right" joins two clauses, not two items of a list: both sides have terms of their own, the
 * words around "and" are not both names or numbers ("Rock and Roll", "2 and 8"), and the left side does not open
 * a list ("both X and Y").
 */
function joinsClauses(left: string, leftTerms: number, right: string, rightTerms: number): boolean {
  if (leftTerms < MIN_CLAUSE_TERMS || rightTerms < MIN_CLAUSE_TERMS) return false;
  const last = LAST_WORD.exec(left)?.[1] ?? '';
  const first = FIRST_WORD.exec(right)?.[1] ?? '';
  if (LIST_EDGE.test(last) && LIST_EDGE.test(first)) return false;
  return !LIST_OPENER.test(left);
}

/** Clauses of one sentence: split at separators only where both sides state something. */
function splitClauses(sentence: string): AnswerClaim[] {
  const pieces = sentence.split(CLAUSE_SEPARATOR);
  const out: AnswerClaim[] = [];
  let text = pieces[0] ?? '';
  let analysis = analyzeSentence(text);
  for (let i = 1; i < pieces.length; i += 2) {
    const separator = pieces[i] ?? '';
    const next = pieces[i + 1] ?? '';
    const nextAnalysis = analyzeSentence(next);
    if (separator.trim() === ';' || joinsClauses(text, analysis.terms.length, next, nextAnalysis.terms.length)) {
      out.push(toClaim(text, analysis));
      text = next;
      analysis = nextAnalysis;
    } else {
      text = `${text}${separator}${next}`;
      analysis = analyzeSentence(text);
    }
  }
  out.push(toClaim(text, analysis));
  return out;
}

/**
 * The claims of `answer` that carry checkable content, in order. An answer of only "Yes." or "No." has none.
 *
 * @example
 * splitAnswerClaims('Yes, returns take 30 days and refunds take 5 days.').map((c) => c.text)
 * // => ['returns take 30 days', 'refunds take 5 days.']
 */
export function splitAnswerClaims(answer: string, refusal: RefusalOptions = {}): AnswerClaim[] {
  const claims: AnswerClaim[] = [];
  for (const { text: sentence } of analyzeText(prepareText(answer))) {
    const stripped = stripLeadIns(sentence);
    if (!stripped) continue;
    for (const clause of splitClauses(stripped)) {
      const text = clause.text.trim();
      if (clause.terms.length === 0 || isRefusal(text, refusal)) continue;
      claims.push({ ...clause, text });
    }
  }
  return claims;
}
