/**
 * The context side of the heuristic judge: the context's sentences with their terms, clause maps built on first
 * use, and postings (key -> sentence ids). Chunks are analysed once and cached, since the same chunks are
 * retrieved for many questions.
 */
import { type Analysis, analyzeText, type Term } from './heuristic-text.js';
import { prepareText } from './heuristic-words.js';

export interface IndexedClause {
  text: string;
  negations: number;
  /** Term key -> the word as written. */
  keys: Map<string, string>;
}

export interface IndexedSentence {
  text: string;
  terms: readonly Term[];
  anaphoric: boolean;
  /** Built on first use: only sentences of a claim's best window need them. */
  clauses?: IndexedClause[];
  clauseSpans: Analysis['clauses'];
}

/**
 * A context split into sentences, with an inverted index from term key to the ids of the sentences holding it,
 * read with {@link postingsOf}. The context is one or more chunks, each with its own key map (built on first
 * lookup); an index of several chunks keeps the merged postings of the keys looked up so far.
 */
export interface ContextIndex {
  sentences: readonly IndexedSentence[];
  chunks: readonly { offset: number; analysis: ChunkAnalysis }[];
  merged: Map<string, readonly number[]>;
}

/** One chunk analysed: its sentences and, built on first lookup, every key it holds -> its sentence ids. */
interface ChunkAnalysis {
  sentences: readonly IndexedSentence[];
  keys?: Map<string, number[]>;
}

/** Every key a context term can be found by: itself, a hyphenated word's parts and its unhyphenated spelling. */
function keysOf(term: Term): readonly string[] {
  return term.parts.length === 0 ? [term.key] : [term.key, term.alias, ...term.parts];
}

function sentencesOf(prepared: string): IndexedSentence[] {
  return analyzeText(prepared).map(({ text, terms, anaphoric, clauses }) => ({
    text,
    terms,
    anaphoric,
    clauseSpans: clauses,
  }));
}

/** Analyses a context (already passed through `prepareText`) as one chunk, not cached. */
export function indexContext(prepared: string): ContextIndex {
  const analysis = { sentences: sentencesOf(prepared) };
  return { sentences: analysis.sentences, chunks: [{ offset: 0, analysis }], merged: new Map() };
}

/**
 * How many chunk analyses {@link indexChunks} keeps, least recently used first out, within a budget of characters
 * of chunk text. A RAG app retrieves from one corpus, so the same chunks come back for many questions. Measured:
 * 4,096 chunks of 45 words (about 1.2 million characters) hold 47 MB of heap with the word caches they fill; the
 * character budget keeps a corpus of long chunks to about that.
 */
export const CHUNK_CACHE_LIMIT = 4_096;
export const CHUNK_CACHE_CHARS = 1_200_000;
const CHUNKS = new Map<string, ChunkAnalysis>();
let cachedChars = 0;

/**
 * A copy of `text` that is not a view into a larger string: a chunk sliced out of a whole document would otherwise
 * keep the document alive for as long as the cache holds the chunk. UTF-16 round-trips every code unit unchanged.
 */
function detached(text: string): string {
  return Buffer.from(text, 'utf16le').toString('utf16le');
}

/** One chunk's raw text analysed, once while it stays in the cache. */
function chunkAnalysis(text: string): ChunkAnalysis {
  let analysis = CHUNKS.get(text);
  if (analysis) {
    // Map keeps insertion order: re-inserting on a hit makes the first key the least recently used.
    CHUNKS.delete(text);
    CHUNKS.set(text, analysis);
    return analysis;
  }
  const own = detached(text);
  analysis = { sentences: sentencesOf(prepareText(own)) };
  CHUNKS.set(own, analysis);
  cachedChars += own.length;
  for (const oldest of CHUNKS.keys()) {
    if (CHUNKS.size <= CHUNK_CACHE_LIMIT && cachedChars <= CHUNK_CACHE_CHARS) break;
    if (oldest === own) break; // a chunk over the whole budget is still used for this context
    CHUNKS.delete(oldest);
    cachedChars -= oldest.length;
  }
  return analysis;
}

/** What the chunk cache holds (for tests and diagnostics). */
export function chunkCacheState(): { entries: number; chars: number; has(text: string): boolean } {
  return { entries: CHUNKS.size, chars: cachedChars, has: (text) => CHUNKS.has(text) };
}

/** A chunk that comes back within one context gets its own sentence objects: claims tell clauses apart by identity. */
function repeated(analysis: ChunkAnalysis): ChunkAnalysis {
  return {
    sentences: analysis.sentences.map(({ clauses: _built, ...sentence }) => sentence),
    keys: chunkKeys(analysis),
  };
}

/**
 * The index of contexts joined with line breaks, built from each chunk's cached analysis: the same as
 * `indexContext(prepareText(texts.join('\n')))`, because a line break always ends a sentence and `prepareText`
 * works within a line. The shared sentences are never changed afterwards except for their clause maps, which
 * depend on the sentence alone.
 */
export function indexChunks(texts: readonly string[]): ContextIndex {
  const sentences: IndexedSentence[] = [];
  const seen = new Set<ChunkAnalysis>();
  const chunks = texts.map((text) => {
    let analysis = chunkAnalysis(text);
    if (seen.has(analysis)) analysis = repeated(analysis);
    seen.add(analysis);
    const offset = sentences.length;
    for (const sentence of analysis.sentences) sentences.push(sentence);
    return { offset, analysis };
  });
  return { sentences, chunks, merged: new Map() };
}

/** Appends sentence `id` to the postings of `key` (ids come in ascending order). */
function post(postings: Map<string, number[]>, key: string, id: number): void {
  const list = postings.get(key);
  if (!list) postings.set(key, [id]);
  else if (list[list.length - 1] !== id) list.push(id);
}

/** Every key of a chunk -> its sentence ids, built once per cached chunk. */
function chunkKeys(analysis: ChunkAnalysis): Map<string, number[]> {
  if (analysis.keys) return analysis.keys;
  const keys = new Map<string, number[]>();
  analysis.sentences.forEach((sentence, id) => {
    for (const term of sentence.terms) for (const key of keysOf(term)) post(keys, key, id);
  });
  analysis.keys = keys;
  return keys;
}

const NONE: readonly number[] = [];

/** The ids of the context sentences holding `key`, ascending (empty when none does). */
export function postingsOf(index: ContextIndex, key: string): readonly number[] {
  const { chunks } = index;
  if (chunks.length === 1) return chunkKeys((chunks[0] as (typeof chunks)[0]).analysis).get(key) ?? NONE;
  const known = index.merged.get(key);
  if (known) return known;
  // Most keys looked up (opposites above all) are in no chunk: answered without allocating or remembering.
  let merged: number[] | undefined;
  for (const { offset, analysis } of chunks) {
    const ids = chunkKeys(analysis).get(key);
    if (!ids) continue;
    merged ??= [];
    for (const id of ids) merged.push(offset + id);
  }
  if (!merged) return NONE;
  index.merged.set(key, merged);
  return merged;
}

export function clausesOf(sentence: IndexedSentence): IndexedClause[] {
  if (sentence.clauses) return sentence.clauses;
  const clauses: IndexedClause[] = sentence.clauseSpans.map((c) => ({
    text: sentence.text.slice(c.start, c.end).trim(),
    negations: c.negations,
    keys: new Map(),
  }));
  for (const term of sentence.terms) {
    const clause = clauses[term.clause];
    if (!clause) continue;
    for (const key of keysOf(term)) if (!clause.keys.has(key)) clause.keys.set(key, term.surface);
  }
  sentence.clauses = clauses;
  return clauses;
}
