/**
 * Which retrieved chunks satisfy which golden refs: a maximum bipartite matching between the golden entries and
 * the retrieved chunks, built in rank order so it also fills the earliest ranks it can. Every retrieval metric
 * reads this one matching, so no metric depends on the order of the golden list.
 */
import type { GoldenRef } from '../types.js';

/** The fields of a retrieved chunk the metrics look at. */
export interface RetrievedChunk {
  id: string;
  text?: string;
  source?: string;
}

/** True when `chunk` is the golden reference `ref`: its id, or a chunk of `ref.source` whose text holds `ref.contains`. */
export function matchesGolden(ref: GoldenRef, chunk: RetrievedChunk): boolean {
  if (typeof ref === 'string') return chunk.id === ref;
  return chunk.source === ref.source && (chunk.text ?? '').includes(ref.contains);
}

/** Golden ref as a display string. */
export function formatGolden(ref: GoldenRef): string {
  return typeof ref === 'string' ? ref : `${ref.source} ∋ "${ref.contains}"`;
}

/** A key equal for two golden entries exactly when they are the same entry (same id, or same source and text). */
export function goldenKey(ref: GoldenRef): string {
  return typeof ref === 'string' ? `id\u0000${ref}` : `ref\u0000${ref.source}\u0000${ref.contains}`;
}

/** The result of {@link matchGolden}. */
export interface GoldenMatching {
  /** Distinct golden entries (a repeated id or `{ source, contains }` counts once). */
  goldenCount: number;
  /**
   * Per retrieved chunk, in rank order: the index in the golden list of the entry it is matched to, or -1 for a
   * non-relevant slot (it matches no entry, the entries it matches are taken by chunks ranked above it, or its id
   * already appeared higher in the list).
   */
  assigned: number[];
}

/**
 * Matches golden entries to retrieved chunks one to one. The rule: walk the list from rank 1 down; a chunk is
 * relevant when the golden entries can be reassigned so that it and every relevant chunk above it each hold a
 * different entry (an augmenting path). Walking in rank order makes this the maximum matching that, for every
 * cut-off k, also matches as many chunks of the top k as any matching can (matchable chunk sets form a
 * transversal matroid, on which this greedy walk is optimal for every prefix at once), so recall, precision@k,
 * MRR and nDCG all read one matching, and none of them changes when the golden list is reordered. A repeated
 * golden entry counts once; a repeated retrieved id is a non-relevant slot.
 */
export function matchGolden(golden: readonly GoldenRef[], retrieved: readonly RetrievedChunk[]): GoldenMatching {
  const byId = new Map<string, number>();
  const bySource = new Map<string, Array<{ index: number; contains: string }>>();
  const keys = new Set<string>();
  golden.forEach((ref, index) => {
    const key = goldenKey(ref);
    if (keys.has(key)) return;
    keys.add(key);
    if (typeof ref === 'string') {
      byId.set(ref, index);
      return;
    }
    const list = bySource.get(ref.source);
    if (list) list.push({ index, contains: ref.contains });
    else bySource.set(ref.source, [{ index, contains: ref.contains }]);
  });

  const goldenCount = keys.size;
  const assigned = new Array<number>(retrieved.length).fill(-1);
  // owner[g] is the rank of the chunk holding golden entry g; edges[rank] the entries that chunk could hold.
  const owner = new Array<number>(golden.length).fill(-1);
  const edges: number[][] = [];
  const seenIds = new Set<string>();
  let matched = 0;

  const augment = (rank: number, visited: Uint8Array): boolean => {
    for (const g of edges[rank]!) {
      if (visited[g]) continue;
      visited[g] = 1;
      if (owner[g] === -1 || augment(owner[g]!, visited)) {
        owner[g] = rank;
        assigned[rank] = g;
        return true;
      }
    }
    return false;
  };

  retrieved.forEach((chunk, rank) => {
    edges.push([]);
    if (seenIds.has(chunk.id)) return;
    seenIds.add(chunk.id);
    if (matched === goldenCount) return;
    const candidates = edges[rank]!;
    const byIdIndex = byId.get(chunk.id);
    if (byIdIndex !== undefined) candidates.push(byIdIndex);
    if (chunk.source !== undefined) {
      const text = chunk.text ?? '';
      for (const ref of bySource.get(chunk.source) ?? []) if (text.includes(ref.contains)) candidates.push(ref.index);
    }
    if (candidates.length > 0 && augment(rank, new Uint8Array(golden.length))) matched++;
  });
  return { goldenCount, assigned };
}

/** Relevant slots (chunks holding a golden entry) among the first `k` of a matching. */
export function matchedInTop(matching: GoldenMatching, k: number): number {
  let n = 0;
  const end = Math.min(k, matching.assigned.length);
  for (let rank = 0; rank < end; rank++) if (matching.assigned[rank]! >= 0) n++;
  return n;
}
