/**
 * Retrieval metrics from ids (or `{ source, contains }` golden refs). Pure functions; `k` cuts only the @k
 * metrics. All of them read one golden matching ({@link matchGolden}): each golden entry is satisfied by at most
 * one retrieved chunk and each chunk satisfies at most one entry, so nothing is counted twice and the order of the
 * golden list never changes a score.
 */
import type { GoldenRef } from '../types.js';
import { type GoldenMatching, matchedInTop, matchGolden, type RetrievedChunk } from './golden-matching.js';

/** Share of the distinct golden entries matched anywhere in `retrieved`; null when out of scope (no golden refs). */
export function contextRecall(golden: readonly GoldenRef[], retrieved: readonly RetrievedChunk[]): number | null {
  return golden.length === 0 ? null : recallOf(matchGolden(golden, retrieved), retrieved.length);
}

/** 1 when a golden entry is matched in the top k, else 0; null when out of scope. */
export function hitAtK(golden: readonly GoldenRef[], retrieved: readonly RetrievedChunk[], k: number): number | null {
  return golden.length === 0 ? null : hitOf(matchGolden(golden, retrieved), k);
}

/** Share of the distinct golden entries matched in the top k; null when out of scope. */
export function recallAtK(
  golden: readonly GoldenRef[],
  retrieved: readonly RetrievedChunk[],
  k: number,
): number | null {
  return golden.length === 0 ? null : recallOf(matchGolden(golden, retrieved), k);
}

/** Relevant slots in the top k, divided by k (a short list still divides by k); null when out of scope. */
export function precisionAtK(
  golden: readonly GoldenRef[],
  retrieved: readonly RetrievedChunk[],
  k: number,
): number | null {
  return golden.length === 0 ? null : precisionOf(matchGolden(golden, retrieved), k);
}

/** 1 / rank of the first relevant slot (0 when none); null when out of scope. */
export function reciprocalRank(golden: readonly GoldenRef[], retrieved: readonly RetrievedChunk[]): number | null {
  return golden.length === 0 ? null : reciprocalRankOf(matchGolden(golden, retrieved));
}

/**
 * Binary-relevance nDCG over the top k: relevant slots gain 1 / log2(rank + 1); the ideal ranks
 * min(distinct golden entries, k) relevant chunks first.
 */
export function ndcgAtK(golden: readonly GoldenRef[], retrieved: readonly RetrievedChunk[], k: number): number | null {
  return golden.length === 0 ? null : ndcgOf(matchGolden(golden, retrieved), k);
}

/** The six metrics above for one case, read from one matching (each alone matches again). */
export function retrievalMetrics(golden: readonly GoldenRef[], retrieved: readonly RetrievedChunk[], k: number) {
  if (golden.length === 0) {
    return {
      contextRecall: null,
      hitAtK: null,
      recallAtK: null,
      precisionAtK: null,
      reciprocalRank: null,
      ndcgAtK: null,
    };
  }
  const matching = matchGolden(golden, retrieved);
  return {
    contextRecall: recallOf(matching, retrieved.length),
    hitAtK: hitOf(matching, k),
    recallAtK: recallOf(matching, k),
    precisionAtK: precisionOf(matching, k),
    reciprocalRank: reciprocalRankOf(matching),
    ndcgAtK: ndcgOf(matching, k),
  };
}

const recallOf = (matching: GoldenMatching, k: number) => matchedInTop(matching, k) / matching.goldenCount;
const hitOf = (matching: GoldenMatching, k: number) => (matchedInTop(matching, k) > 0 ? 1 : 0);
const precisionOf = (matching: GoldenMatching, k: number) => matchedInTop(matching, k) / k;

function reciprocalRankOf(matching: GoldenMatching): number {
  const rank = matching.assigned.findIndex((g) => g >= 0);
  return rank < 0 ? 0 : 1 / (rank + 1);
}

function ndcgOf(matching: GoldenMatching, k: number): number {
  let dcg = 0;
  const end = Math.min(k, matching.assigned.length);
  for (let rank = 0; rank < end; rank++) if (matching.assigned[rank]! >= 0) dcg += 1 / Math.log2(rank + 2);
  let ideal = 0;
  for (let rank = 0; rank < Math.min(matching.goldenCount, k); rank++) ideal += 1 / Math.log2(rank + 2);
  return dcg / ideal;
}
