/**
 * How well the context supports one claim. The support score is the weighted share of the claim's content words
 * found in its best passage (a window of consecutive context sentences); hard evidence overrides it: a number,
 * code or name the context lacks, a negation or antonym flip against the passage, a question.
 */
import type { AnswerClaim } from './heuristic-claims.js';
import { type ContextIndex, type IndexedSentence, postingsOf, writesWord } from './heuristic-index.js';
import { clauseStarts, oppositeKeys, type Term } from './heuristic-words.js';

/** The evidence rules, each switchable for the ablation (all on by default). */
export interface EvidenceRules {
  /** A number or code the context lacks makes the claim unsupported. */
  numbers: boolean;
  /** A name (capitalised word) the context never writes makes the claim unsupported. */
  names: boolean;
  /** A negation present on one side only, near the matched words, contradicts. */
  negation: boolean;
  /** A listed antonym in the passage instead of the claim's word contradicts ("before"/"after"). */
  antonyms: boolean;
  /** A negative-prefix opposite in the passage contradicts ("worn"/"unworn"). */
  prefixes: boolean;
  /** A word of the claim's root in the passage counts as found ("formulated" for "formula"). */
  roots: boolean;
}

/** The tuned numbers of the support score (chosen by cross-validation, see docs/research/judges.md). */
export interface SupportSettings {
  /** Consecutive context sentences a claim's words may be spread over. */
  window: number;
  /** Weight of a word the question already has (the question says it, so it shows little). */
  questionWeight: number;
}

/** A kind of hard evidence: an invented number or code, a name the context never writes, a contradiction. */
export type HardEvidenceKind = 'numbers' | 'names' | 'contradictions';

/** What the context says about one claim, before the threshold is applied. */
export interface ClaimEvidence {
  /** Weighted share of the claim's content words in its best passage, 0..1. */
  support: number;
  /** How many of the claim's content words its best passage holds. */
  found: number;
  /** Content words the passage lacks. */
  missing: string[];
  /** Hard evidence: each makes the claim unsupported whatever its support. */
  reasons: string[];
  /** The kinds of hard evidence in `reasons` (what an abstention band trusts or not). */
  kinds: HardEvidenceKind[];
  contradicted: boolean;
  /** The passage's sentences that hold the claim's words. */
  evidence: string[];
}

const NEAR = 3;
const DIGIT = /^\d/;

/** Sentence ids holding the term: its key, or (for a hyphenated word) every part in one sentence. */
function sentencesOf(term: Term, context: ContextIndex): readonly number[] {
  const direct = postingsOf(context, term.key);
  if (direct.length > 0 || term.parts.length < 2) return direct;
  const [head, ...rest] = term.parts.map((p) => new Set(postingsOf(context, p)));
  return [...(head ?? [])].filter((id) => rest.every((ids) => ids.has(id)));
}

/**
 * Keys of the content words that stand within a few words after a negator ("not only" does not negate) in the
 * negator's own clause (a comma or a conjunction ends its scope: "without a match, Orion's skills" negates "match"
 * only), and nowhere else in the sentence without one.
 */
const NO_KEYS: ReadonlySet<string> = new Set();

function negatedKeys(terms: readonly Term[]): ReadonlySet<string> {
  // Most sentences hold no negator: nothing in them is negated.
  if (!terms.some((t) => t.negator)) return NO_KEYS;
  const negated = new Set<string>();
  const plain = new Set<string>();
  let lastNegator = -NEAR - 1;
  const starts = clauseStarts(terms);
  let nextStart = 0;
  for (let i = 0; i < terms.length; i++) {
    const term = terms[i] as Term;
    if (i === starts[nextStart]) {
      lastNegator = -NEAR - 1;
      nextStart++;
    }
    const next = terms[i + 1]?.lower ?? '';
    // "not only" does not negate, nor "No." before a number ("No. 12 Pop").
    if (term.negator && next !== 'only' && !(term.lower === 'no' && DIGIT.test(next))) lastNegator = i;
    else if (term.content) (i - lastNegator <= NEAR ? negated : plain).add(term.key);
  }
  for (const key of plain) negated.delete(key);
  return negated;
}

function hardEvidence(
  claim: AnswerClaim,
  context: ContextIndex,
  invented: readonly string[],
  rules: EvidenceRules,
  kinds: HardEvidenceKind[],
) {
  const reasons: string[] = [];
  const add = (kind: HardEvidenceKind, reason: string) => {
    reasons.push(reason);
    if (!kinds.includes(kind)) kinds.push(kind);
  };
  if (rules.numbers) {
    for (const token of invented) add('numbers', `${token} (not in the context)`);
  }
  if (rules.names) {
    for (const term of claim.content) {
      if (term.name && !writes(context, term)) add('names', `"${term.surface}" (a name the context never writes)`);
    }
  }
  return reasons;
}

/** Whether the context writes the word: its key, its spelling (or first five letters), or every part of it. */
function writes(context: ContextIndex, term: Term): boolean {
  if (postingsOf(context, term.key).length > 0 || writesWord(context, term.lower, true)) return true;
  return term.parts.length > 1 && term.parts.every((_, i) => writesWord(context, term.lower.split('-')[i] ?? ''));
}

/** The window of `size` consecutive sentences holding the most weight of the claim's words (earliest on a tie). */
function bestPassage(ids: readonly (readonly number[])[], weights: readonly number[], size: number) {
  const present = new Map<number, number[]>();
  ids.forEach((list, i) => {
    for (const id of list) {
      const at = present.get(id);
      if (at) at.push(i);
      else present.set(id, [i]);
    }
  });
  const starts = new Set<number>();
  for (const id of present.keys()) for (let d = 0; d < size && id - d >= 0; d++) starts.add(id - d);
  // Each window's weight counts a word once: `seen[i] === start` marks word i as counted in this window, so no set
  // is built per window, only for the best one (the same words, in the same order, so the same sums).
  const seen = new Int32Array(weights.length).fill(-1);
  let bestStart = -1;
  let bestWeight = 0;
  for (const start of [...starts].sort((a, b) => a - b)) {
    let weight = 0;
    for (let id = start; id < start + size; id++) {
      for (const i of present.get(id) ?? NO_WORDS) {
        if (seen[i] === start) continue;
        seen[i] = start;
        weight += weights[i] as number;
      }
    }
    if (weight > bestWeight + 1e-12) {
      bestStart = start;
      bestWeight = weight;
    }
  }
  const terms = new Set<number>();
  for (let id = bestStart; bestStart >= 0 && id < bestStart + size; id++) {
    for (const i of present.get(id) ?? NO_WORDS) terms.add(i);
  }
  return { start: bestStart, weight: bestWeight, terms };
}
const NO_WORDS: readonly number[] = [];

/** Whether two stems share a derivational root: their first 5 letters or more, at least 3/4 of the shorter one. */
function sameRoot(a: string, b: string): boolean {
  let n = 0;
  while (n < a.length && a[n] === b[n]) n++;
  return n >= 5 && n >= 0.75 * Math.min(a.length, b.length) && LOWER_WORD.test(a) && LOWER_WORD.test(b);
}
const LOWER_WORD = /^[a-z]+$/;

/**
 * Weighs one claim against the context. `invented` are the answer's numbers and codes the context lacks
 * (`unsupportedTokens`, computed once per answer) that the claim's text writes (`containedTokens`, found once for
 * all claims); `questionKeys` the keys of the question's words.
 */
export function weighClaim(
  claim: AnswerClaim,
  context: ContextIndex,
  input: { invented: readonly string[]; questionKeys: ReadonlySet<string> },
  settings: SupportSettings,
  rules: EvidenceRules,
): ClaimEvidence {
  const terms = claim.content;
  const weights = terms.map((t) => (input.questionKeys.has(t.key) ? settings.questionWeight : 1));
  const total = weights.reduce((a, b) => a + b, 0);
  const best = bestPassage(
    terms.map((t) => sentencesOf(t, context)),
    weights,
    settings.window,
  );
  const found = terms.map((_, i) => best.terms.has(i));
  const passage = best.start < 0 ? [] : context.sentences.slice(best.start, best.start + settings.window);
  const foundKeys = new Set(terms.filter((_, i) => found[i]).map((t) => t.key));
  // The passage's main sentence (most of the claim's words) is where a flip is looked for.
  const main = passage.reduce<IndexedSentence | undefined>(
    (m, s) => (m && sharedKeyCount(m, foundKeys) >= sharedKeyCount(s, foundKeys) ? m : s),
    undefined,
  );
  let weight = best.weight;
  const find = (i: number) => {
    if (!found[i]) weight += weights[i] as number;
    found[i] = true;
  };
  // A word of the claim's root in the passage ("formulated" for "formula") is found.
  if (rules.roots && found.includes(false)) {
    const passageKeys = passage.flatMap((s) => [...s.keys]);
    terms.forEach((t, i) => {
      if (!found[i] && !t.name && passageKeys.some((k) => sameRoot(t.key, k))) find(i);
    });
  }
  const why: string[] = [];
  const inClaim = negatedKeys(claim.terms);
  if (main && (rules.antonyms || rules.prefixes)) {
    const inMain = negatedKeys(main.terms);
    const claimKeys = new Set(claim.terms.map((t) => t.key));
    terms.forEach((term, i) => {
      // The claim writing the opposite too ("higher altitude, lower temperature") is no swap.
      if (term.name || main.keys.has(term.key)) return;
      const opposite = oppositeKeys(term.lower, rules.antonyms, rules.prefixes).find(
        (k) => main.keys.has(k) && !claimKeys.has(k),
      );
      if (opposite === undefined) return;
      // "not refundable" for "non-refundable", "non-indexed" for "not indexed": two negations cancel.
      if (rules.negation && (inClaim.has(term.key) || inMain.has(opposite))) {
        find(i);
        return;
      }
      const written = main.terms.find((t) => t.key === opposite)?.surface ?? opposite;
      why.push(`contradicted: "${term.surface}" vs the context's "${written}"`);
    });
  }
  if (rules.negation && passage.length > 0) {
    // A word the claim and its passage share, negated on one side only (in the passage: wherever it occurs).
    const negatedIn = passage.map((s) => negatedKeys(s.terms));
    const flipped = terms.find((t, i) => {
      const where = passage.flatMap((s, k) => (s.keys.has(t.key) ? [k] : []));
      return found[i] && where.length > 0 && where.every((k) => negatedIn[k]?.has(t.key) !== inClaim.has(t.key));
    });
    if (flipped) {
      const side = inClaim.has(flipped.key) ? 'negates' : 'affirms';
      const other = side === 'negates' ? 'affirms' : 'negates';
      why.push(`contradicted: the answer ${side} "${flipped.surface}", the context ${other} it`);
    }
  }
  const contradicted = why.length % 2 === 1;
  const kinds: HardEvidenceKind[] = contradicted ? ['contradictions'] : [];
  const reasons = hardEvidence(claim, context, input.invented, rules, kinds);
  return {
    support: total === 0 ? 1 : Math.min(1, weight / total),
    found: found.filter(Boolean).length,
    missing: terms.filter((_, i) => !found[i]).map((t) => t.surface),
    reasons: contradicted ? [...reasons, ...why] : reasons,
    kinds,
    contradicted,
    evidence: passage.filter((s) => sharedKeyCount(s, foundKeys) > 0).map((s) => s.text),
  };
}

function sharedKeyCount(sentence: IndexedSentence, keys: ReadonlySet<string>): number {
  let n = 0;
  for (const k of keys) if (sentence.keys.has(k)) n++;
  return n;
}
