/**
 * Okapi BM25 over an in-memory corpus. The JS libraries measured for this project are inexact (minisearch
 * multiplies by the matched-term count) or untyped CommonJS, so this is a small textbook implementation:
 * an inverted index whose postings are typed arrays, with each posting's BM25 weight computed once at index time.
 */

import { ConfigError } from '../errors.js';
import { checkPositiveInteger } from '../option-checks.js';
import { type Analyzer, type AnalyzerOptions, createAnalyzer } from '../text/index.js';
import type { Chunk } from '../types.js';

export interface Bm25Options extends AnalyzerOptions {
  /**
   * Term-frequency saturation.
   * @default 1.2
   */
  k1?: number;
  /**
   * Length normalisation, 0 (none) to 1 (full).
   * @default 0.75
   */
  b?: number;
  /** Replaces the default analyzer (stop words + Porter stemmer); `stopWords` and `stem` are then ignored. */
  analyzer?: Analyzer;
}

/** One search result. */
export interface Bm25Hit {
  chunk: Chunk;
  score: number;
}

/** A BM25 index over a fixed corpus. Also a retriever: `retrieve({ question }, { k })` returns the top chunks. */
export interface Bm25Index {
  /** Number of chunks indexed. */
  readonly size: number;
  /** Mean chunk length in terms (after stop words). */
  readonly averageLength: number;
  readonly chunks: readonly Chunk[];
  /** The top `k` chunks matching at least one query term, by score descending, ties by chunk id ascending. */
  search(query: string, k: number): Bm25Hit[];
  /** `search` as a retriever, so an index can be passed wherever a `{ retrieve }` is expected. */
  retrieve(input: { question: string }, options: { k: number }): Chunk[];
  /** The terms the index would match `text` on. */
  terms(text: string): string[];
  /** `ln(1 + (N - n + 0.5) / (n + 0.5))` of an analyzed term; a term no chunk has gets n = 0. */
  idf(term: string): number;
}

function checkBm25Options(k1: number, b: number): void {
  if (!(Number.isFinite(k1) && k1 >= 0)) throw new ConfigError(`\`k1\` must be a number >= 0 (got ${k1}).`);
  if (!(Number.isFinite(b) && b >= 0 && b <= 1)) throw new ConfigError(`\`b\` must be between 0 and 1 (got ${b}).`);
}

function checkUniqueIds(chunks: readonly Chunk[]): void {
  const seen = new Map<string, number>();
  chunks.forEach((chunk, i) => {
    const first = seen.get(chunk.id);
    if (first !== undefined) {
      throw new ConfigError(
        `createBm25Index: chunk id "${chunk.id}" appears twice (chunks[${first}] and chunks[${i}]); ids must be unique.`,
      );
    }
    seen.set(chunk.id, i);
  });
}

/**
 * Indexes `chunks` (their `text`, plus `title` when present) for Okapi BM25 search with k1 1.2, b 0.75 and
 * idf `ln(1 + (N - n + 0.5) / (n + 0.5))`. Each distinct query term counts once.
 *
 * @example
 * const index = createBm25Index(corpus);
 * index.search('How long do refunds take?', 3); // => [{ chunk, score }, ...]
 */
export function createBm25Index(chunks: readonly Chunk[], options: Bm25Options = {}): Bm25Index {
  const k1 = options.k1 ?? 1.2;
  const b = options.b ?? 0.75;
  checkBm25Options(k1, b);
  checkUniqueIds(chunks);
  const analyze = options.analyzer ?? createAnalyzer(options);
  const n = chunks.length;

  // Pass 1: (term, tf) pairs per chunk, flat, in chunk order. lastDoc/slot aggregate tf without a Map per chunk.
  const termIds = new Map<string, number>();
  const df: number[] = [];
  const lastDoc: number[] = [];
  const slot: number[] = [];
  const pairTerm: number[] = [];
  const pairTf: number[] = [];
  const pairStart = new Uint32Array(n + 1);
  const lengths = new Uint32Array(n);
  let totalLength = 0;
  for (let d = 0; d < n; d++) {
    const chunk = chunks[d]!;
    const terms = analyze(chunk.title ? `${chunk.title}\n${chunk.text}` : chunk.text);
    lengths[d] = terms.length;
    totalLength += terms.length;
    pairStart[d] = pairTerm.length;
    for (const term of terms) {
      let t = termIds.get(term);
      if (t === undefined) {
        t = df.length;
        termIds.set(term, t);
        df.push(0);
        lastDoc.push(-1);
        slot.push(0);
      }
      if (lastDoc[t] !== d) {
        lastDoc[t] = d;
        slot[t] = pairTerm.length;
        pairTerm.push(t);
        pairTf.push(1);
        df[t]!++;
      } else {
        pairTf[slot[t]!]!++;
      }
    }
  }
  pairStart[n] = pairTerm.length;
  const averageLength = n === 0 ? 0 : totalLength / n;

  // Pass 2: postings grouped by term (CSR layout), each carrying its full BM25 contribution.
  const termCount = df.length;
  const offsets = new Uint32Array(termCount + 1);
  for (let t = 0; t < termCount; t++) offsets[t + 1] = offsets[t]! + df[t]!;
  const idfs = new Float64Array(termCount);
  for (let t = 0; t < termCount; t++) idfs[t] = idfOf(n, df[t]!);
  const postingDoc = new Uint32Array(pairTerm.length);
  const postingWeight = new Float64Array(pairTerm.length);
  const fill = offsets.slice(0, termCount);
  for (let d = 0; d < n; d++) {
    const norm = averageLength === 0 ? 1 : 1 - b + (b * lengths[d]!) / averageLength;
    for (let p = pairStart[d]!; p < pairStart[d + 1]!; p++) {
      const t = pairTerm[p]!;
      const tf = pairTf[p]!;
      const at = fill[t]!++;
      postingDoc[at] = d;
      postingWeight[at] = (idfs[t]! * (tf * (k1 + 1))) / (tf + k1 * norm);
    }
  }

  // Reused by every search: one accumulator and one list of touched chunks, reset after each query.
  const scores = new Float64Array(n);
  const touched = new Uint32Array(n);

  function search(query: string, k: number): Bm25Hit[] {
    checkPositiveInteger(k, 'k', 'Bm25Index.search');
    const queryTerms = new Set<number>();
    for (const term of analyze(query)) {
      const t = termIds.get(term);
      if (t !== undefined) queryTerms.add(t);
    }
    let count = 0;
    for (const t of queryTerms) {
      for (let p = offsets[t]!; p < offsets[t + 1]!; p++) {
        const d = postingDoc[p]!;
        if (scores[d] === 0) touched[count++] = d;
        scores[d]! += postingWeight[p]!;
      }
    }
    const top = topK(touched, count, k, scores, chunks);
    const hits = top.map((d) => ({ chunk: chunks[d]!, score: scores[d]! }));
    for (let i = 0; i < count; i++) scores[touched[i]!] = 0;
    return hits;
  }

  return {
    size: n,
    averageLength,
    chunks,
    search,
    retrieve: (input, opts) => search(input.question, opts.k).map((hit) => hit.chunk),
    terms: analyze,
    idf: (term) => {
      const t = termIds.get(term);
      return idfOf(n, t === undefined ? 0 : df[t]!);
    },
  };
}

function idfOf(n: number, docFreq: number): number {
  return Math.log(1 + (n - docFreq + 0.5) / (docFreq + 0.5));
}

/** `a` ranks before `b`: higher score, then smaller id. */
function ranksBefore(a: number, b: number, scores: Float64Array, chunks: readonly Chunk[]): boolean {
  const sa = scores[a]!;
  const sb = scores[b]!;
  if (sa !== sb) return sa > sb;
  return chunks[a]!.id < chunks[b]!.id;
}

/** The best `k` of `count` candidates, best first, through a size-k heap whose root is the worst kept. */
function topK(
  candidates: Uint32Array,
  count: number,
  k: number,
  scores: Float64Array,
  chunks: readonly Chunk[],
): number[] {
  const heap: number[] = [];
  const worse = (i: number, j: number) => ranksBefore(heap[j]!, heap[i]!, scores, chunks);
  const siftDown = (start: number) => {
    let i = start;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let w = i;
      if (l < heap.length && worse(l, w)) w = l;
      if (r < heap.length && worse(r, w)) w = r;
      if (w === i) return;
      [heap[i], heap[w]] = [heap[w]!, heap[i]!];
      i = w;
    }
  };
  for (let c = 0; c < count; c++) {
    const d = candidates[c]!;
    if (heap.length < k) {
      heap.push(d);
      let i = heap.length - 1;
      while (i > 0) {
        const parent = (i - 1) >> 1;
        if (!worse(i, parent)) break;
        [heap[i], heap[parent]] = [heap[parent]!, heap[i]!];
        i = parent;
      }
    } else if (ranksBefore(d, heap[0]!, scores, chunks)) {
      heap[0] = d;
      siftDown(0);
    }
  }
  return heap.sort((a, b) => (ranksBefore(a, b, scores, chunks) ? -1 : 1));
}
