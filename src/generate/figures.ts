/**
 * The two figures that say whether drafts test retrieval: how much of a question its golden sentence repeats, and
 * where BM25 ranks the golden chunk for it. A question that copies its sentence is found by any lexical retriever.
 */
import type { Bm25Index } from '../adapter/index.js';
import { contentTokens, SEARCH_STOP_WORDS, splitSentences, tokenize } from '../text/index.js';
import type { Chunk } from '../types.js';

/**
 * The share of the question's content words (lower-case runs of letters and digits, stop words out) found in the
 * golden chunks' best-matching sentence: 1 when the question only repeats the sentence. Null for a question with
 * no content word.
 *
 * @example
 * contentWordShare('How long do refunds take?', [{ id: 'a', text: 'Refunds take five days.' }]); // 2/3 (long is not there)
 */
export function contentWordShare(question: string, golden: readonly Chunk[]): number | null {
  const words = contentTokens(question, SEARCH_STOP_WORDS);
  if (words.length === 0) return null;
  let best = 0;
  for (const chunk of golden) {
    for (const sentence of splitSentences(chunk.text)) {
      const tokens = new Set(tokenize(sentence));
      const found = words.filter((w) => tokens.has(w)).length / words.length;
      if (found > best) best = found;
    }
  }
  return best;
}

/** The 1-based BM25 rank of the best-ranked golden chunk for the question, or null when BM25 does not return one. */
export function goldenRank(index: Bm25Index, question: string, golden: readonly string[]): number | null {
  const hits = index.search(question, index.size);
  const at = hits.findIndex((hit) => golden.includes(hit.chunk.id));
  return at < 0 ? null : at + 1;
}

/** The figures of a set of drafts, for the summary. */
export interface DraftFigures {
  /** In-scope drafts measured. */
  drafts: number;
  /** Mean {@link contentWordShare}; null with no draft. */
  meanShare: number | null;
  /** Drafts whose golden chunk BM25 ranks first, in the top 3, or not at all. */
  rank1: number;
  top3: number;
  notFound: number;
  /** Median golden rank (not-found counted as last); null with no draft. */
  medianRank: number | null;
}

/** Sums per-draft figures into {@link DraftFigures}. */
export function summarizeFigures(rows: readonly { share: number | null; rank: number | null }[]): DraftFigures {
  const shares = rows.map((r) => r.share).filter((s): s is number => s !== null);
  const ranks = rows.map((r) => r.rank ?? Number.POSITIVE_INFINITY).sort((a, b) => a - b);
  const middle = ranks[Math.floor((ranks.length - 1) / 2)];
  return {
    drafts: rows.length,
    meanShare: shares.length === 0 ? null : shares.reduce((a, b) => a + b, 0) / shares.length,
    rank1: rows.filter((r) => r.rank === 1).length,
    top3: rows.filter((r) => r.rank !== null && r.rank <= 3).length,
    notFound: rows.filter((r) => r.rank === null).length,
    medianRank: middle === undefined || !Number.isFinite(middle) ? null : middle,
  };
}
