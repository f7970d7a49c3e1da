/**
 * The context side of the heuristic judge, and its performance machinery: each chunk is split into sentences and
 * indexed once (key -> sentence ids, the words it writes), and kept in a bounded LRU cache, because a RAG app
 * retrieves the same chunks for many questions. No judging rule lives here.
 */
import { createLruCache } from '../../text/bounded-cache.js';
import { checkDeadline, splitSentences } from '../../text/index.js';
import { prepareText, type Term, termsOf } from './heuristic-words.js';

export interface IndexedSentence {
  text: string;
  terms: readonly Term[];
  /** Every key the sentence holds, hyphenated words' parts included. */
  keys: ReadonlySet<string>;
}

interface ChunkIndex {
  sentences: readonly IndexedSentence[];
  postings: ReadonlyMap<string, readonly number[]>;
  /** Built on first use (only a name the keys miss needs them): lower-cased words and their pieces. */
  words?: ReadonlySet<string>;
  /** First five letters of every word of five letters or more ("europ" for "Europe"), built with `words`. */
  prefixes?: ReadonlySet<string>;
}

/** One context: its chunks' indexes one after the other, sentence ids running on across chunks. */
export interface ContextIndex {
  sentences: readonly IndexedSentence[];
  chunks: readonly { offset: number; index: ChunkIndex }[];
}

const NONE: readonly number[] = [];
const PIECES = /[-.']/;

/** A context sentence. Its key set is made on first use: only the sentences of a claim's best passage need one. */
class Sentence implements IndexedSentence {
  #keys: Set<string> | undefined;

  constructor(
    readonly text: string,
    readonly terms: readonly Term[],
  ) {}

  get keys(): ReadonlySet<string> {
    if (this.#keys === undefined) {
      this.#keys = new Set();
      for (const term of this.terms) {
        this.#keys.add(term.key);
        for (const part of term.parts) this.#keys.add(part);
      }
    }
    return this.#keys;
  }
}

// Most keys stand in one sentence of their chunk: their postings share that sentence's frozen one-id list.
const ALONE: (readonly number[])[] = [];
const alone = (id: number): readonly number[] => {
  ALONE[id] ??= Object.freeze([id]);
  return ALONE[id];
};

function indexChunk(text: string): ChunkIndex {
  const sentences: IndexedSentence[] = [];
  const postings = new Map<string, readonly number[]>();
  const post = (key: string, id: number) => {
    const list = postings.get(key);
    if (list === undefined) postings.set(key, alone(id));
    else if (list[list.length - 1] === id) return;
    else if (list.length === 1) postings.set(key, [list[0] as number, id]);
    else (list as number[]).push(id);
  };
  for (const sentence of splitSentences(prepareText(text), { boundary: 'claims' })) {
    checkDeadline(sentence.length);
    const id = sentences.length;
    const terms = termsOf(sentence);
    for (const term of terms) {
      post(term.key, id);
      for (const part of term.parts) post(part, id);
    }
    sentences.push(new Sentence(sentence, terms));
  }
  return { sentences, postings };
}

function indexedWords(index: ChunkIndex): { words: ReadonlySet<string>; prefixes: ReadonlySet<string> } {
  if (index.words && index.prefixes) return { words: index.words, prefixes: index.prefixes };
  const words = new Set<string>();
  const prefixes = new Set<string>();
  for (const sentence of index.sentences) {
    for (const { lower } of sentence.terms) {
      words.add(lower);
      if (PIECES.test(lower)) for (const piece of lower.split(PIECES)) words.add(piece);
      if (lower.length >= 5) prefixes.add(lower.slice(0, 5));
    }
  }
  index.words = words;
  index.prefixes = prefixes;
  return { words, prefixes };
}

/**
 * How many chunk indexes are kept (least recently used out first), within a budget of characters of chunk text, so
 * a corpus of long chunks cannot fill the heap: about 11 KB of heap per 350-character chunk, some 125 MB at the
 * budget. A cache smaller than the chunks an app retrieves from re-indexes most of them (docs/research/benchmarks.md).
 */
export const CHUNK_CACHE_LIMIT = 12_000;
export const CHUNK_CACHE_CHARS = 4_000_000;
const CACHE = createLruCache<ChunkIndex>(CHUNK_CACHE_LIMIT, CHUNK_CACHE_CHARS);

function cachedChunk(text: string): ChunkIndex {
  const hit = CACHE.get(text);
  if (hit) return hit;
  const index = indexChunk(text);
  // A copy, so the cache never keeps a larger string the chunk was sliced from.
  const own = Buffer.from(text, 'utf16le').toString('utf16le');
  CACHE.set(own, index, own.length);
  return index;
}

/** What the chunk cache holds (for tests and diagnostics). */
export function chunkCacheState(): { entries: number; chars: number; has(text: string): boolean } {
  return { ...CACHE.size, has: (text) => CACHE.has(text) };
}

/**
 * The index of a context given as chunks (each cached). With `joined` (the context as one text), the chunks are
 * used only when `joined` is them joined by line breaks; otherwise `joined` is indexed as one chunk.
 */
export function indexContext(chunks: readonly string[], joined?: string): ContextIndex {
  const sentences: IndexedSentence[] = [];
  const parts = joined === undefined || isJoinOf(chunks, joined) ? chunks : [joined];
  const out = parts.map((text) => {
    const index = cachedChunk(text);
    const offset = sentences.length;
    // One by one: a spread of a chunk's sentences (150,000 in "1. 2. 3. ... 150000.") overflows the call stack.
    for (const sentence of index.sentences) sentences.push(sentence);
    return { offset, index };
  });
  return { sentences, chunks: out };
}

/** Whether `joined` is `chunks.join('\n')` (and there is a chunk), compared in place instead of built. */
function isJoinOf(chunks: readonly string[], joined: string): boolean {
  if (chunks.length === 0) return false;
  let at = -1;
  for (const text of chunks) {
    if (at >= 0 && joined.charCodeAt(at) !== 10) return false;
    if (!joined.startsWith(text, at + 1)) return false;
    at += 1 + text.length;
  }
  return at === joined.length;
}

/** Ids of the sentences holding `key`, ascending. */
export function postingsOf(context: ContextIndex, key: string): readonly number[] {
  if (context.chunks.length === 1) return context.chunks[0]?.index.postings.get(key) ?? NONE;
  let merged: number[] | undefined;
  for (const { offset, index } of context.chunks) {
    const ids = index.postings.get(key);
    if (!ids) continue;
    merged ??= [];
    for (const id of ids) merged.push(offset + id);
  }
  return merged ?? NONE;
}

/** Whether the context writes this lower-cased word (or one starting with the same five letters, if `prefix`). */
export function writesWord(context: ContextIndex, lower: string, prefix = false): boolean {
  return context.chunks.some(({ index }) => {
    const { words, prefixes } = indexedWords(index);
    return words.has(lower) || (prefix && lower.length >= 5 && prefixes.has(lower.slice(0, 5)));
  });
}
