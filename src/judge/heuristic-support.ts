/**
 * How well the context supports one claim. The support score is the weighted share of the claim's content words
 * found in its best passage (a window of consecutive context sentences); hard evidence overrides it: a number,
 * code or name the context lacks, a negation or antonym flip against the passage, a question.
 */
import type { AnswerClaim } from './heuristic-claims.js';
import { type ContextIndex, postingsOf, writesWord } from './heuristic-index.js';
import { oppositeKeys, type Term } from './heuristic-words.js';
import { wordInformation } from './word-frequency.js';

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
}

/** The tuned numbers of the support score (chosen by cross-validation, see JUDGES.md). */
export interface SupportSettings {
  /** Consecutive context sentences a claim's words may be spread over. */
  window: number;
  /** How much rare words count more: a word weighs its general-English information to this power (0 = equal). */
  rarity: number;
  /** Weight of a word the question already has (the question says it, so it shows little). */
  questionWeight: number;
}

/** What the context says about one claim, before the threshold is applied. */
export interface ClaimEvidence {
  /** Weighted share of the claim's content words in its best passage, 0..1. */
  support: number;
  /** Content words the passage lacks. */
  missing: string[];
  /** Hard evidence: each makes the claim unsupported whatever its support. */
  reasons: string[];
  contradicted: boolean;
  /** The passage's sentences that hold the claim's words. */
  evidence: string[];
}

const NEAR = 3;

/** Sentence ids holding the term: its key, or (for a hyphenated word) every part in one sentence. */
function sentencesOf(term: Term, context: ContextIndex): readonly number[] {
  const direct = postingsOf(context, term.key);
  if (direct.length > 0 || term.parts.length < 2) return direct;
  const [head, ...rest] = term.parts.map((p) => new Set(postingsOf(context, p)));
  return [...(head ?? [])].filter((id) => rest.every((ids) => ids.has(id)));
}

/**
 * Keys of the content words that stand within a few words after a negator ("not only" does not negate) and nowhere
 * else in the sentence without one.
 */
function negatedKeys(terms: readonly Term[]): Set<string> {
  const negated = new Set<string>();
  const plain = new Set<string>();
  let lastNegator = -NEAR - 1;
  for (let i = 0; i < terms.length; i++) {
    const term = terms[i] as Term;
    if (term.negator && terms[i + 1]?.lower !== 'only') lastNegator = i;
    else if (term.content) (i - lastNegator <= NEAR ? negated : plain).add(term.key);
  }
  for (const key of plain) negated.delete(key);
  return negated;
}

function hardEvidence(claim: AnswerClaim, context: ContextIndex, invented: readonly string[], rules: EvidenceRules) {
  const reasons: string[] = [];
  if (claim.kind === 'question') reasons.push('a question: it asserts nothing the context can support');
  if (rules.numbers) {
    for (const token of invented) if (claim.text.includes(token)) reasons.push(`${token} (not in the context)`);
  }
  if (rules.names) {
    for (const term of claim.content) {
      if (!term.name || postingsOf(context, term.key).length > 0 || writesWord(context, term.lower, true)) continue;
      if (term.parts.length > 1 && term.parts.every((_, i) => writesWord(context, term.lower.split('-')[i] ?? '')))
        continue;
      reasons.push(`"${term.surface}" (a name the context never writes)`);
    }
  }
  return reasons;
}

/**
 * Weighs one claim against the context. `invented` are the answer's numbers and codes the context lacks
 * (`unsupportedTokens`, computed once per answer); `questionKeys` the keys of the question's words.
 */
export function weighClaim(
  claim: AnswerClaim,
  context: ContextIndex,
  input: { invented: readonly string[]; questionKeys: ReadonlySet<string> },
  settings: SupportSettings,
  rules: EvidenceRules,
): ClaimEvidence {
  const terms = claim.content;
  const ids = terms.map((t) => sentencesOf(t, context));
  const weights = terms.map((t) => {
    const rarity = settings.rarity === 0 ? 1 : wordInformation(t.lower) ** settings.rarity;
    return input.questionKeys.has(t.key) ? rarity * settings.questionWeight : rarity;
  });
  const total = weights.reduce((a, b) => a + b, 0);
  // The best passage: the window of `settings.window` sentences holding the most weight (earliest on a tie).
  const present = new Map<number, number[]>();
  ids.forEach((list, i) => {
    for (const id of list) {
      const at = present.get(id);
      if (at) at.push(i);
      else present.set(id, [i]);
    }
  });
  const starts = new Set<number>();
  for (const id of present.keys()) for (let d = 0; d < settings.window && id - d >= 0; d++) starts.add(id - d);
  let best = { start: -1, weight: 0, terms: new Set<number>() };
  for (const start of [...starts].sort((a, b) => a - b)) {
    const inside = new Set<number>();
    for (let id = start; id < start + settings.window; id++) for (const i of present.get(id) ?? []) inside.add(i);
    let weight = 0;
    for (const i of inside) weight += weights[i] as number;
    if (weight > best.weight + 1e-12) best = { start, weight, terms: inside };
  }
  const end = best.start + settings.window - 1;
  const found = terms.map((_, i) => best.terms.has(i));
  const reasons = hardEvidence(claim, context, input.invented, rules);
  const passage = best.start < 0 ? [] : context.sentences.slice(best.start, end + 1);
  // The passage's main sentence (most of the claim's words) is where a flip is looked for.
  const foundKeys = new Set(terms.filter((_, i) => found[i]).map((t) => t.key));
  let main = passage[0];
  let mainCount = -1;
  for (const sentence of passage) {
    const count = [...foundKeys].filter((k) => sentence.keys.has(k)).length;
    if (count > mainCount) {
      main = sentence;
      mainCount = count;
    }
  }
  let flips = 0;
  let cancelled = 0;
  const why: string[] = [];
  const inClaim = negatedKeys(claim.terms);
  if (main && (rules.antonyms || rules.prefixes)) {
    for (const term of terms) {
      if (term.name || main.keys.has(term.key)) continue;
      const opposite = oppositeKeys(term.lower, rules.antonyms, rules.prefixes).find((k) => main.keys.has(k));
      if (opposite === undefined) continue;
      // "not refundable" for "non-refundable": the negation cancels the opposite, and the word is found.
      if (rules.negation && inClaim.has(term.key)) {
        const i = terms.indexOf(term);
        if (!found[i]) {
          found[i] = true;
          cancelled += weights[i] as number;
        }
        continue;
      }
      flips++;
      const written = main.terms.find((t) => t.key === opposite)?.surface ?? opposite;
      why.push(`contradicted: "${term.surface}" vs the context's "${written}"`);
    }
  }
  if (rules.negation && passage.length > 0) {
    // A word the claim and its passage share, negated on one side only (in the passage: wherever it occurs).
    const negatedIn = passage.map((s) => negatedKeys(s.terms));
    const flipped = terms.find((t, i) => {
      if (!found[i]) return false;
      const where = passage.flatMap((s, k) => (s.keys.has(t.key) ? [k] : []));
      return where.length > 0 && where.every((k) => negatedIn[k]?.has(t.key) !== inClaim.has(t.key));
    });
    if (flipped) {
      flips++;
      const side = inClaim.has(flipped.key) ? 'negates' : 'affirms';
      why.push(
        `contradicted: the answer ${side} "${flipped.surface}", the context ${side === 'negates' ? 'affirms' : 'negates'} it`,
      );
    }
  }
  const contradicted = flips % 2 === 1;
  return {
    support: total === 0 ? 1 : Math.min(1, (best.weight + cancelled) / total),
    missing: terms.filter((_, i) => !found[i]).map((t) => t.surface),
    reasons: contradicted ? [...reasons, ...why] : reasons,
    contradicted,
    evidence: passage.filter((s) => [...foundKeys].some((k) => s.keys.has(k))).map((s) => s.text),
  };
}
