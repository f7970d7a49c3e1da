/**
 * Checks one claim against an indexed context: finds the window of sentences that holds most of the claim's
 * terms (a window grows backwards only through sentences that refer back with a pronoun), then decides supported /
 * unsupported / contradicted from what that window says.
 */
import type { Claim } from '../types.js';
import type { AnswerClaim } from './heuristic-claims.js';
import {
  type ContextIndex,
  clausesOf,
  type IndexedClause,
  type IndexedSentence,
  postingsOf,
} from './heuristic-index.js';
import type { Term } from './heuristic-text.js';
import { ANTONYM_KEYS, opposites } from './heuristic-words.js';

const EVIDENCE_MAX = 300;

/** What the claim check needs from the judge's options. */
export interface SupportOptions {
  minSupport: number;
  window: number;
}

/** What the question says, which an answer may repeat without the context saying it again. */
export interface QuestionTerms {
  keys: ReadonlySet<string>;
}

interface ClaimTerm extends Term {
  opposites: readonly string[];
}

const NO_OPPOSITES: readonly string[] = [];
const NO_PARTS: readonly string[] = [];

/**
 * The claim's terms, one per key; a hyphenated word the context never writes whole is checked by its parts, unless
 * it is an invented code ("1-800-RETURNS" stays one missing item).
 */
function claimTerms(terms: readonly Term[], index: ContextIndex, invented: readonly string[]): ClaimTerm[] {
  const out: ClaimTerm[] = [];
  const seen = new Set<string>();
  // An object literal of one shape (not a spread): this runs for every term of every claim.
  const push = (term: Term, surface: string, lower: string, key: string, parts: readonly string[]) => {
    if (seen.has(key)) return;
    seen.add(key);
    out.push({
      surface,
      lower,
      key,
      parts,
      alias: term.alias,
      name: term.name,
      clause: term.clause,
      joined: term.joined,
      opposites: term.name ? NO_OPPOSITES : opposites(lower),
    });
  };
  for (const term of terms) {
    if (term.parts.length > 0 && postingsOf(index, term.key).length === 0 && !invented.includes(term.surface)) {
      const surfaces = term.surface.split('-');
      term.parts.forEach((part, i) => {
        const surface = surfaces[i] ?? part;
        push(term, surface, surface.toLowerCase(), part, NO_PARTS);
      });
    } else push(term, term.surface, term.lower, term.key, term.parts);
  }
  return out;
}

interface Window {
  start: number;
  end: number;
  found: number;
  direct: number;
}

function better(a: Window, b: Window | undefined): boolean {
  if (!b) return true;
  if (a.found !== b.found) return a.found > b.found;
  if (a.direct !== b.direct) return a.direct > b.direct;
  const spanA = a.end - a.start;
  const spanB = b.end - b.start;
  if (spanA !== spanB) return spanA < spanB;
  return a.end < b.end;
}

/**
 * The window holding most terms (then most direct matches, then the fewest sentences, then the earliest). A window
 * ends at a sentence holding a term and reaches back at most `size - 1` sentences, each step through a sentence
 * that refers back with a pronoun.
 */
function bestWindow(terms: readonly ClaimTerm[], index: ContextIndex, size: number): Window | undefined {
  // Per sentence holding a term: one flag per term ("any": the term or an opposite) then one per term ("direct").
  // Plain arrays of small integers: typed arrays cost far more to allocate at this size.
  const n = terms.length;
  const masks = new Map<number, number[]>();
  const mark = (sentence: number, termId: number, direct: boolean) => {
    let mask = masks.get(sentence);
    if (!mask) {
      mask = new Array<number>(2 * n).fill(0);
      masks.set(sentence, mask);
    }
    mask[termId] = 1;
    if (direct) mask[n + termId] = 1;
  };
  terms.forEach((term, termId) => {
    for (const s of postingsOf(index, term.key)) mark(s, termId, true);
    for (const key of term.opposites) for (const s of postingsOf(index, key)) mark(s, termId, false);
  });
  let best: Window | undefined;
  const flags = new Array<number>(2 * n).fill(0);
  for (const end of [...masks.keys()].sort((a, b) => a - b)) {
    flags.fill(0);
    const last = masks.get(end) as number[];
    // A window of several sentences is held together by a pronoun in its last sentence, which must then say
    // something of the claim itself (a word that is not a name), not merely repeat a name.
    const predicateAtEnd = terms.some((t, i) => !t.name && last[i] === 1);
    for (let start = end; start >= 0 && end - start < size; start--) {
      if (start < end && (!predicateAtEnd || !index.sentences[start + 1]?.anaphoric)) break;
      const mask = masks.get(start);
      if (mask) for (let i = 0; i < 2 * n; i++) flags[i] = (flags[i] as number) | (mask[i] as number);
      const candidate = { start, end, found: sum(flags, 0, n), direct: sum(flags, n, 2 * n) };
      if (better(candidate, best)) best = candidate;
    }
  }
  return best;
}

function sum(flags: readonly number[], from: number, to: number): number {
  let total = 0;
  for (let i = from; i < to; i++) total += flags[i] as number;
  return total;
}

interface Match {
  clause: IndexedClause;
  key: string;
  opposite: boolean;
}

function matchIn(term: ClaimTerm, clause: IndexedClause, opposite: boolean): Match | undefined {
  if (!opposite) return clause.keys.has(term.key) ? { clause, key: term.key, opposite } : undefined;
  const key = term.opposites.find((k) => clause.keys.has(k));
  return key === undefined ? undefined : { clause, key, opposite };
}

/** Where `term` occurs: in the best clause (directly or as its opposite), else anywhere in the window. */
function findTerm(
  term: ClaimTerm,
  best: IndexedClause | undefined,
  clauses: readonly IndexedClause[],
): Match | undefined {
  if (best) {
    const inBest = matchIn(term, best, false) ?? matchIn(term, best, true);
    if (inBest) return inBest;
  }
  for (const opposite of [false, true]) {
    for (const clause of clauses) {
      const match = matchIn(term, clause, opposite);
      if (match) return match;
    }
  }
  return undefined;
}

/** The clause with most of the claim's non-name terms, then most terms, then the latest (where "it" points back). */
function bestClause(terms: readonly ClaimTerm[], clauses: readonly IndexedClause[]): IndexedClause | undefined {
  let best: IndexedClause | undefined;
  let bestScore = [0, 0];
  for (const clause of clauses) {
    let words = 0;
    let all = 0;
    for (const term of terms) {
      if (matchIn(term, clause, false) ?? matchIn(term, clause, true)) {
        all++;
        if (!term.name) words++;
      }
    }
    const [bw = 0, ba = 0] = bestScore;
    if (all > 0 && (words > bw || (words === bw && all >= ba))) {
      best = clause;
      bestScore = [words, all];
    }
  }
  return best;
}

/** Multi-word names of the claim ("Lake Erie State Park") as runs of keys. */
function namePhrases(terms: readonly Term[]): Term[][] {
  const phrases: Term[][] = [];
  let run: Term[] = [];
  for (const term of terms) {
    if (term.joined && run.length > 0) run.push(term);
    else {
      if (run.length > 1) phrases.push(run);
      run = [term];
    }
  }
  if (run.length > 1) phrases.push(run);
  return phrases;
}

/** True when some context sentence writes the keys one after the other. */
function writtenTogether(phrase: readonly Term[], index: ContextIndex): boolean {
  const [head] = phrase;
  if (!head) return true;
  for (const id of postingsOf(index, head.key)) {
    const terms = index.sentences[id]?.terms ?? [];
    for (let i = 0; i < terms.length; i++) {
      if (phrase.every((t, j) => terms[i + j]?.key === t.key)) return true;
    }
  }
  return false;
}

/**
 * Why the claim says the opposite of its best clause, if it does: a negation one side lacks, or a word swapped for
 * its opposite, each flipping the meaning; two flips cancel ("not refundable" = "non-refundable").
 */
function contradictions(claimNegations: number, best: IndexedClause, flipped: readonly string[]): string[] {
  const answerNegates = claimNegations % 2 === 1;
  const contextNegates = best.negations % 2 === 1;
  if ((answerNegates !== contextNegates) === (flipped.length % 2 === 1)) return [];
  const reasons: string[] = [];
  if (flipped.length > 0) reasons.push(`contradicted: ${flipped.join(', ')}`);
  if (answerNegates !== contextNegates) {
    const answer = answerNegates ? 'negates' : 'affirms';
    const context = contextNegates ? 'negates' : 'affirms';
    reasons.push(`contradicted: the answer ${answer} what the context ${context} ("${quote(best.text)}")`);
  }
  return reasons;
}

function quote(text: string): string {
  return text.length <= EVIDENCE_MAX ? text : `${text.slice(0, EVIDENCE_MAX - 1)}…`;
}

// A clause that opens another statement: after a semicolon, or starting with a joining word. "and"/"or" before a
// capitalised word or a number continue a list ("Safe Lifting, and Respect at Work"); a colon only introduces what
// the statement lists.
const STATEMENT_START = /^[\s,]*(?:;|(?:but|while|whereas|although|though|however|yet)\b|(?:and|or)\s+(?![A-Z0-9$]))/;

/** The clauses of the window up to `best`, then those that continue best's statement in its sentence. */
function statementScope(
  sentences: readonly IndexedSentence[],
  clauses: readonly IndexedClause[],
  best: IndexedClause,
): IndexedClause[] {
  const scope: IndexedClause[] = [];
  let reached = false;
  for (const sentence of sentences) {
    const own = clausesOf(sentence);
    for (let i = 0; i < own.length; i++) {
      const clause = own[i] as IndexedClause;
      // A clause's text starts at the punctuation or word that opened it.
      if (reached && STATEMENT_START.test(clause.text)) return scope;
      scope.push(clause);
      if (clause === best) reached = true;
    }
    if (reached) return scope;
  }
  return scope.length > 0 ? scope : [...clauses];
}

/**
 * Judges one claim against the context. `invented` are the answer's numbers and codes the context lacks
 * (`unsupportedTokens`, computed once per answer); those written in this claim make it unsupported.
 */
export function checkClaim(
  claim: AnswerClaim,
  index: ContextIndex,
  options: SupportOptions,
  invented: readonly string[] = [],
  question: QuestionTerms = { keys: new Set() },
): Claim {
  const terms = claimTerms(claim.terms, index, invented);
  const window = bestWindow(terms, index, options.window);
  const sentences = window ? index.sentences.slice(window.start, window.end + 1) : [];
  const clauses = sentences.flatMap(clausesOf);
  const best = bestClause(terms, clauses);

  const missing: string[] = [];
  const flipped: string[] = [];
  const used = new Set<IndexedClause>();
  let found = 0;
  let predicate = false;
  // Names bind to the clause that holds the claim's predicate, to what comes before it (where "it" points back),
  // and to the clauses that continue its statement after a comma or bracket ("..., to be taken within 12 months",
  // "use the file share, Cellar"), but not past a break that starts another statement ("; the Zephyr Juicer
  // carries ...", "and ...", "but ..."), where a swapped entity would otherwise find its name.
  const hasPredicate = best !== undefined && terms.some((t) => !t.name && matchIn(t, best, false) !== undefined);
  const nameScope = hasPredicate ? statementScope(sentences, clauses, best) : clauses;
  // An answer that adds a statement of its own (a word, not just a name, that the context confirms) may repeat
  // the question's wording ("You have 30 days to return an item" for "How long do I have to return an item?").
  // An answer whose only news is a name must find the question's relation in the context too: choosing the
  // entity is exactly what needs checking. Comparison words ("first", "more", "before") are never excused.
  const restated = terms.some((t) => !t.name && !question.keys.has(t.key) && findTerm(t, best, clauses) !== undefined);
  for (const term of terms) {
    const match = findTerm(term, best, term.name ? nameScope : clauses);
    if (!match) {
      if (restated && !term.name && question.keys.has(term.key) && !ANTONYM_KEYS.has(term.key)) {
        found++;
        continue;
      }
      missing.push(term.surface);
      continue;
    }
    found++;
    used.add(match.clause);
    if (term.name) continue;
    if (match.clause === best) predicate = true;
    if (match.opposite) flipped.push(`"${term.surface}" vs the context's "${match.clause.keys.get(match.key)}"`);
  }
  const support = terms.length === 0 ? 1 : found / terms.length;
  // Polarity is compared only for a claim whose words the context holds (otherwise it is unsupported anyway, and
  // the best clause may share only its subject). A bare word ("director") answers the question: it cannot negate.
  const checkPolarity = predicate && support >= options.minSupport && (terms.length > 1 || claim.negations > 0);
  const reasons = best && checkPolarity ? contradictions(claim.negations, best, flipped) : [];
  const namesMissing = terms.some((t) => t.name && missing.includes(t.surface));
  let splitNames = false;
  for (const phrase of namePhrases(claim.terms)) {
    if (phrase.every((t) => !missing.includes(t.surface)) && !writtenTogether(phrase, index)) {
      missing.push(`"${phrase.map((t) => t.surface).join(' ')}" (never written together in the context)`);
      splitNames = true;
    }
  }
  const numbers = invented.filter((token) => claim.text.includes(token));
  const lower = new Set(missing.map((m) => m.toLowerCase()));
  for (const n of numbers) if (!lower.has(n.toLowerCase())) missing.push(n);

  const contradicted = reasons.length > 0;
  const supported =
    !contradicted && numbers.length === 0 && !namesMissing && !splitNames && support >= options.minSupport;
  const evidence = sentences.filter((s) => clausesOf(s).some((c) => used.has(c))).map((s) => s.text);
  return {
    text: claim.text,
    supported,
    verdict: contradicted ? 'contradicted' : supported ? 'supported' : 'unsupported',
    support,
    missing: [...missing, ...reasons],
    ...(evidence.length > 0 ? { evidence: quote(evidence.join(' ')) } : {}),
  };
}
