/**
 * The lexical app's generator: no model, it quotes the retrieved sentences that best cover the question and
 * refuses when none covers enough of it. Quoting keeps numbers and codes verbatim, so its failures are retrieval
 * failures and refusals, never invented facts.
 */

import { ConfigError } from '../errors.js';
import { checkPositiveInteger } from '../option-checks.js';
import { splitSentences } from '../text/index.js';
import type { Chunk } from '../types.js';

/** The refusal the lexical app answers with, the course seed's wording. */
export const DEFAULT_REFUSAL = "I don't know based on the provided documents.";

/**
 * Default `minScore`: the quoted sentences must cover at least half of the question's idf-weighted terms. Lower
 * it to refuse less (more answers to out-of-scope questions), raise it to refuse more (more unwarranted refusals).
 */
export const DEFAULT_MIN_SCORE = 0.5;

/** A sentence joins the answer only if it covers at least this share of the question not already covered. */
const MIN_GAIN = 0.2;

export interface ExtractiveOptions {
  /**
   * Refuse when the quoted sentences together cover less than this share (0..1) of the question's terms, each
   * term weighted by its idf, so a rare word ("parental") counts more than a common one ("policy") and a word no
   * document has ("photosynthesis") counts most. On the handbook set, 0.5 answered 32 of 55 in-scope questions
   * and refused 14 of 21 out-of-scope ones; 0.35 answered 38 and refused 10.
   * @default 0.5
   */
  minScore?: number;
  /**
   * Most sentences quoted. After the best one, a sentence is added only when it covers at least 20% more of the
   * question (a fact spread over two chunks).
   * @default 2
   */
  maxSentences?: number;
  /**
   * The answer when the best match is weak.
   * @default "I don't know based on the provided documents."
   */
  refusal?: string;
}

/** What the extractive answerer needs from an index: the same analysis and idf as retrieval. */
export interface TermWeights {
  terms(text: string): string[];
  idf(term: string): number;
}

export interface QuotedSentence {
  text: string;
  chunkId: string;
  /** Share of the question's idf weight this sentence covers, 0..1. */
  coverage: number;
}

export interface ExtractiveAnswer {
  answer: string;
  refused: boolean;
  /** Share of the question the quoted sentences cover together, the number compared to `minScore`. */
  score: number;
  /** The quoted sentences, best first (empty when refused). */
  sentences: QuotedSentence[];
}

interface Candidate {
  text: string;
  chunkId: string;
  terms: Set<string>;
  coverage: number;
}

/** Checks the options once and fills in the defaults (caller misuse throws a `RangeError` naming the option). */
export function resolveExtractiveOptions(options: ExtractiveOptions = {}): Required<ExtractiveOptions> {
  const minScore = options.minScore ?? DEFAULT_MIN_SCORE;
  const maxSentences = options.maxSentences ?? 2;
  if (!(minScore >= 0 && minScore <= 1))
    throw new ConfigError(`\`minScore\` must be between 0 and 1 (got ${minScore}).`);
  checkPositiveInteger(maxSentences, 'maxSentences', 'extractive answer');
  return { minScore, maxSentences, refusal: options.refusal ?? DEFAULT_REFUSAL };
}

/**
 * Answers `question` by quoting the sentences of `chunks` (in rank order) that best cover its terms: the best
 * sentence, then greedily any that covers 20% more of the question, up to `maxSentences`. Refuses when together
 * they cover less than `minScore`. Ties go to the higher-ranked chunk, then the earlier sentence.
 *
 * @example
 * extractAnswer('How many days do refunds take?', index.search(q, 3).map((h) => h.chunk), index)
 * // => { answer: 'Refunds are processed within five business days.', refused: false, score: 1, ... }
 */
export function extractAnswer(
  question: string,
  chunks: readonly Chunk[],
  weights: TermWeights,
  options: ExtractiveOptions = {},
): ExtractiveAnswer {
  const { minScore, maxSentences, refusal } = resolveExtractiveOptions(options);

  const queryWeights = new Map<string, number>();
  for (const term of weights.terms(question)) queryWeights.set(term, weights.idf(term));
  let total = 0;
  for (const w of queryWeights.values()) total += w;
  const refuse = (score: number): ExtractiveAnswer => ({ answer: refusal, refused: true, score, sentences: [] });
  if (total === 0) return refuse(0);

  const share = (terms: Set<string>, except?: Set<string>) => {
    let sum = 0;
    for (const term of terms) if (!except?.has(term)) sum += queryWeights.get(term) ?? 0;
    return sum / total;
  };
  const candidates: Candidate[] = [];
  for (const chunk of chunks) {
    for (const text of splitSentences(chunk.text)) {
      const terms = new Set(weights.terms(text).filter((t) => queryWeights.has(t)));
      if (terms.size > 0) candidates.push({ text, chunkId: chunk.id, terms, coverage: share(terms) });
    }
  }
  // Stable sort: equal coverage keeps rank order, then sentence order.
  candidates.sort((a, b) => b.coverage - a.coverage);
  const best = candidates[0];
  if (!best) return refuse(0);

  const chosen = [best];
  const covered = new Set(best.terms);
  let score = best.coverage;
  while (chosen.length < maxSentences) {
    let next: Candidate | undefined;
    let nextGain = MIN_GAIN;
    for (const c of candidates) {
      const gain = share(c.terms, covered);
      if (gain >= nextGain && (next === undefined || gain > nextGain)) {
        next = c;
        nextGain = gain;
      }
    }
    if (!next) break;
    chosen.push(next);
    score += nextGain;
    for (const t of next.terms) covered.add(t);
  }
  if (score < minScore) return refuse(score);
  return {
    answer: chosen.map((c) => c.text).join(' '),
    refused: false,
    score,
    sentences: chosen.map(({ text, chunkId, coverage }) => ({ text, chunkId, coverage })),
  };
}
