/**
 * The decline model: a logistic model over an answer's character n-grams that says how likely the answer is a decline
 * (it gives no fact that answers the question). It was trained on answers written blind by other authors, in every
 * shipped language and in styles the grammar's rules were not written from (scripts/dev/train-decline-model.mjs; the
 * files it learned from and its held-out figures are in docs/research/refusals.md). The grammar (refusal.ts) reads
 * the styles it was written from; the model reads the wording of declines it has never seen. `classifyRefusal`
 * combines the two (see `withDeclineModel`).
 *
 * Features: the answer lower-cased, its white space collapsed, every digit read as 0, padded with a space at each end;
 * every run of 2 to 5 characters (code points) of its first MODEL_MAX_CHARS characters, hashed (FNV-1a) into
 * 2^MODEL_BITS buckets, each counted once and weighed 1/sqrt(number of buckets); every n-gram also a second time
 * salted with the answer's detected language, so "no" can weigh as an English negation and as Portuguese "in the".
 * The weights are stored as int8 with one scale (src/refusal/decline-model.json), so a score is the same on every
 * machine.
 */
import { featureModelScorer, MODEL_MAX_CHARS, type StoredFeatureModel } from './decline-features.js';
import stored from './decline-model.json' with { type: 'json' };
import type { RefusalDecision } from './refusal.js';
import { ANSWERS_THE_QUESTION, quoteClause } from './refusal-clauses.js';

const score = featureModelScorer(stored as StoredFeatureModel, 'decline-model.json');

/** The model's probability that `answer` is a decline, in [0, 1]. */
export function declineProbability(answer: string): number {
  return score(answer);
}

/** Fewer words than this (two Han or kana characters count as one) and the model has no say: too little text. */
export const MODEL_MIN_WORDS = 5;
const CJK = /[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff]/gu;
const WORD = /[^\P{L}\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff]+/gu;

/**
 * The decline model's probability for an answer long enough for it to judge (MODEL_MIN_WORDS words), else
 * undefined. Only the first MODEL_MAX_CHARS characters are counted and read.
 */
export function declineProbabilityIfLongEnough(answer: string): number | undefined {
  const head = answer.length > MODEL_MAX_CHARS ? answer.slice(0, MODEL_MAX_CHARS) : answer;
  const words = (head.match(WORD)?.length ?? 0) + (head.match(CJK)?.length ?? 0) / 2;
  return words >= MODEL_MIN_WORDS ? declineProbability(answer) : undefined;
}

/**
 * The decline model's probability above which it has a say on an answer the grammar does not read as a decline: up
 * to MODEL_SURE the answer is `uncertain` (escalated or reported), above it a refusal.
 */
export const MODEL_DECLINE = 0.6;

/** The decline model's probability above which an answer the grammar does not read as a decline is one. */
export const MODEL_SURE = 0.8;

/**
 * A probability as the reason line shows it: two decimals, three when two would print a cut (0.80 for 0.803 or
 * 0.797), so the figure never seems to contradict the decision beside it.
 */
export function shownProbability(p: number): string {
  const two = p.toFixed(2);
  return Number(two) === MODEL_SURE || Number(two) === MODEL_DECLINE ? p.toFixed(3) : two;
}

/**
 * The grammar's decision with the decline model's say, for an answer of MODEL_MIN_WORDS words or more that the grammar
 * does not read as a refusal nor as claimless: above MODEL_SURE it is a refusal; above MODEL_DECLINE the model leans to
 * a decline without being sure, so the decision is `uncertain` (a cascade's model settles it; offline it counts as not
 * a refusal and the failure says so); otherwise the grammar's reading stands. The grammar's `uncertain` reading is
 * never made a refusal: it stays `uncertain` (rules 20). A `partial` reading with a claim that
 * answers part of the question (`answers-the-question`, marked when the question is known) is never made a refusal:
 * above MODEL_DECLINE it is `uncertain`, for the grammar and the model disagree. The model only adds declines: what the
 * grammar reads as a decline stays one, for the model learned the declines of RAG apps (the answer is not in the
 * sources) and gives policy declines ("I cannot provide guidance on ...") low probabilities. `probability`, when the
 * caller has it, is the model's probability for `answer` (declineProbabilityIfLongEnough). Held-out figures:
 * docs/research/refusals.md.
 */
export function withDeclineModel(decision: RefusalDecision, answer: string, probability?: number): RefusalDecision {
  // A claimless answer (only a redirect, an apology, a question back) counts as a refusal out of scope already; in
  // scope the redirect may be the answer ("Write to help@..."), so the judge decides, not the model.
  if (decision.kind === 'refusal' || decision.claimless) return decision;
  const p = probability ?? declineProbabilityIfLongEnough(answer);
  if (p === undefined || p <= MODEL_DECLINE) return decision;
  const grammar = `the grammar read it as ${decision.kind}: ${decision.reason}`;
  // A claim that answers part of the question (a value or name it does not have, about its subject) is the grammar's
  // evidence of an answer, which the model's reading of the wording cannot overrule: the two disagree, and the
  // decision is left to a cascade's model (offline it counts as not a refusal and the failure says why).
  const answering =
    decision.kind === 'partial' ? decision.clauses.find((c) => c.rule === ANSWERS_THE_QUESTION) : undefined;
  if (answering) {
    return {
      ...decision,
      kind: 'uncertain',
      reason: `uncertain: the decline model reads a decline (p ${shownProbability(p)}), but ${quoteClause(answering)} answers part of the question (a value or name it does not have, about its subject); ${grammar}`,
    };
  }
  // The grammar's `uncertain` reading (a decline beside statements with no number or name) stays uncertain (rules 20):
  // the model reads wording, and a statement with no value beside a decline is often the answer ("Please ask at the
  // desk. Yes, small dogs are allowed."), which it took for a decline (refusal-precision15, docs/research/refusals.md).
  if (decision.kind === 'uncertain' && p > MODEL_SURE) {
    return {
      ...decision,
      reason: `uncertain: the decline model reads a decline (p ${shownProbability(p)}), but it may not settle statements beside a decline that hold no number or name (they may be the answer); ${grammar}`,
    };
  }
  if (p <= MODEL_SURE) {
    return {
      ...decision,
      kind: 'uncertain',
      reason: `uncertain: the decline model leans to a decline (p ${shownProbability(p)}, sure above ${MODEL_SURE}); ${grammar}`,
    };
  }
  return {
    ...decision,
    kind: 'refusal',
    claimless: false,
    reason: `refusal: the decline model reads the answer as a decline (p ${shownProbability(p)}); ${grammar}`,
  };
}
