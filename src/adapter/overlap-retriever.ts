import { contentTokens } from '../text/index.js';
import type { Chunk } from '../types.js';

export interface OverlapRetriever {
  /** The top `k` chunks by number of shared content tokens; chunks sharing none are dropped; ties by id. */
  retrieve(query: string, k: number): Chunk[];
}

/**
 * The seed's transparent lexical retriever, through an inverted index so 10k queries over 10k chunks stay fast:
 * score = number of distinct query content tokens the chunk contains.
 */
export function createOverlapRetriever(chunks: readonly Chunk[]): OverlapRetriever {
  // Sort once by id so ties resolve by id with a plain index comparison.
  const sorted = [...chunks].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const postings = new Map<string, number[]>();
  sorted.forEach((chunk, i) => {
    for (const token of new Set(contentTokens(chunk.text))) {
      const list = postings.get(token);
      if (list) list.push(i);
      else postings.set(token, [i]);
    }
  });
  const counts = new Int32Array(sorted.length);
  return {
    retrieve(query, k) {
      const touched: number[] = [];
      for (const token of new Set(contentTokens(query))) {
        for (const i of postings.get(token) ?? []) {
          if (counts[i] === 0) touched.push(i);
          counts[i] = (counts[i] ?? 0) + 1;
        }
      }
      touched.sort((a, b) => (counts[b] ?? 0) - (counts[a] ?? 0) || a - b);
      const top = touched.slice(0, k).map((i) => sorted[i] as Chunk);
      for (const i of touched) counts[i] = 0;
      return top;
    },
  };
}
