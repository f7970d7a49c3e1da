/**
 * Retrieval metrics from ids (or `{ source, contains }` golden refs). Pure functions; `k` cuts only the @k metrics.
 */
import type { GoldenRef } from '../types.js';

/** The fields of a retrieved chunk the metrics look at. */
export interface RetrievedChunk {
  id: string;
  text?: string;
  source?: string;
}

/** True when `chunk` is the golden reference `ref`. */
export function matchesGolden(ref: GoldenRef, chunk: RetrievedChunk): boolean {
  if (typeof ref === 'string') return chunk.id === ref;
  return chunk.source === ref.source && (chunk.text ?? '').includes(ref.contains);
}

/** Golden ref as a display string. */
export function formatGolden(ref: GoldenRef): string {
  return typeof ref === 'string' ? ref : `${ref.source} ∋ "${ref.contains}"`;
}

/** Index of the golden ref each chunk is the first match for, or -1 (so one golden ref is never counted twice). */
function firstMatches(golden: readonly GoldenRef[], retrieved: readonly RetrievedChunk[]): number[] {
  const used = new Set<number>();
  const ids = new Map<string, number>();
  golden.forEach((g, i) => {
    if (typeof g === 'string' && !ids.has(g)) ids.set(g, i);
  });
  const hasRefs = golden.some((g) => typeof g !== 'string');
  return retrieved.map((chunk) => {
    const byId = ids.get(chunk.id);
    if (byId !== undefined && !used.has(byId)) {
      used.add(byId);
      return byId;
    }
    if (hasRefs) {
      for (let i = 0; i < golden.length; i++) {
        const g = golden[i] as GoldenRef;
        if (typeof g !== 'string' && !used.has(i) && matchesGolden(g, chunk)) {
          used.add(i);
          return i;
        }
      }
    }
    return -1;
  });
}

/** Share of golden refs found anywhere in `retrieved`; null when out of scope (no golden refs). */
export function contextRecall(golden: readonly GoldenRef[], retrieved: readonly RetrievedChunk[]): number | null {
  if (golden.length === 0) return null;
  return firstMatches(golden, retrieved).filter((i) => i >= 0).length / golden.length;
}

/** 1 when a golden ref is in the top k, else 0; null when out of scope. */
export function hitAtK(golden: readonly GoldenRef[], retrieved: readonly RetrievedChunk[], k: number): number | null {
  if (golden.length === 0) return null;
  return firstMatches(golden, retrieved.slice(0, k)).some((i) => i >= 0) ? 1 : 0;
}

/** Share of golden refs in the top k; null when out of scope. */
export function recallAtK(
  golden: readonly GoldenRef[],
  retrieved: readonly RetrievedChunk[],
  k: number,
): number | null {
  return contextRecall(golden, retrieved.slice(0, k));
}

/** Relevant chunks in the top k, divided by k; null when out of scope. */
export function precisionAtK(
  golden: readonly GoldenRef[],
  retrieved: readonly RetrievedChunk[],
  k: number,
): number | null {
  if (golden.length === 0) return null;
  return firstMatches(golden, retrieved.slice(0, k)).filter((i) => i >= 0).length / k;
}

/** 1 / rank of the first relevant chunk (0 when none); null when out of scope. */
export function reciprocalRank(golden: readonly GoldenRef[], retrieved: readonly RetrievedChunk[]): number | null {
  if (golden.length === 0) return null;
  const rank = firstMatches(golden, retrieved).findIndex((i) => i >= 0);
  return rank < 0 ? 0 : 1 / (rank + 1);
}

/** Binary-relevance nDCG over the top k; the ideal ranks min(|golden|, k) relevant chunks first. */
export function ndcgAtK(golden: readonly GoldenRef[], retrieved: readonly RetrievedChunk[], k: number): number | null {
  if (golden.length === 0) return null;
  let dcg = 0;
  firstMatches(golden, retrieved.slice(0, k)).forEach((i, rank) => {
    if (i >= 0) dcg += 1 / Math.log2(rank + 2);
  });
  let ideal = 0;
  for (let rank = 0; rank < Math.min(golden.length, k); rank++) ideal += 1 / Math.log2(rank + 2);
  return dcg / ideal;
}
