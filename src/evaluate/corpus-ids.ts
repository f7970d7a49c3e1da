/**
 * Context ids that do not meet the corpus: an app that names its chunks `pets#chunk0` while the cases' golden ids
 * say `pets` gets recall 0 on every case, which reads as a retrieval failure unless someone says the ids never met.
 */
import type { Chunk, ContextIdMismatch, GoldenRef } from '../types.js';

/** Above this many chunks, a returned chunk's text is looked up exactly only, not searched inside every chunk. */
const MAX_CONTAINMENT_SCAN = 20_000;
/** A text shorter than this says too little to name a chunk by containment. */
const MIN_CONTAINED_TEXT = 24;

interface CorpusIndex {
  ids: Set<string>;
  byLowerId: Map<string, string>;
  byText: Map<string, string>;
  texts: Array<[id: string, text: string]>;
  /** Suggestions already worked out, by returned id (an app returns the same ids across cases). */
  memo: Map<string, string | null>;
}

const indexes = new WeakMap<readonly Chunk[], CorpusIndex>();

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

function idMatchIndex(corpus: readonly Chunk[]): CorpusIndex {
  let index = indexes.get(corpus);
  if (index) return index;
  index = { ids: new Set(), byLowerId: new Map(), byText: new Map(), texts: [], memo: new Map() };
  for (const chunk of corpus) {
    index.ids.add(chunk.id);
    if (!index.byLowerId.has(chunk.id.toLowerCase())) index.byLowerId.set(chunk.id.toLowerCase(), chunk.id);
    const text = normalise(chunk.text);
    if (text && !index.byText.has(text)) index.byText.set(text, chunk.id);
    index.texts.push([chunk.id, text]);
  }
  indexes.set(corpus, index);
  return index;
}

/**
 * The corpus ids an app id may be built from: every run of its separator-delimited parts (`docs/pets.md#2` gives
 * `docs/pets.md`, `pets.md#2`, `pets`, ...), longest first, so `docs/pets#0` names `docs/pets` before `pets`.
 */
function idParts(id: string): string[] {
  const cuts = [-1];
  for (let i = 0; i < id.length; i++) if (/[^A-Za-z0-9]/.test(id[i] as string)) cuts.push(i);
  cuts.push(id.length);
  const parts = new Set<string>();
  for (let a = 0; a < cuts.length - 1; a++) {
    for (let b = a + 1; b < cuts.length; b++) {
      const part = id.slice((cuts[a] as number) + 1, cuts[b]);
      if (part && part !== id) parts.add(part);
    }
  }
  return [...parts].sort((x, y) => y.length - x.length);
}

/**
 * The corpus id a returned chunk most likely is: the same id in another case, the part of the id before or after a
 * separator, the chunk whose text is the same, or the one whose text holds it (or that it holds). Undefined when
 * nothing fits.
 */
export function suggestCorpusId(chunk: Chunk, corpus: readonly Chunk[]): string | undefined {
  const index = idMatchIndex(corpus);
  if (index.ids.has(chunk.id)) return chunk.id;
  const memo = index.memo.get(chunk.id);
  if (memo !== undefined) return memo ?? undefined;
  const found = findCorpusId(chunk, index);
  index.memo.set(chunk.id, found ?? null);
  return found;
}

function findCorpusId(chunk: Chunk, index: CorpusIndex): string | undefined {
  const sameId = index.byLowerId.get(chunk.id.toLowerCase());
  if (sameId) return sameId;
  for (const part of idParts(chunk.id)) {
    const id = index.ids.has(part) ? part : index.byLowerId.get(part.toLowerCase());
    if (id) return id;
  }
  const text = normalise(chunk.text);
  if (!text) return undefined;
  const sameText = index.byText.get(text);
  if (sameText) return sameText;
  if (text.length < MIN_CONTAINED_TEXT || index.texts.length > MAX_CONTAINMENT_SCAN) return undefined;
  for (const [id, corpusText] of index.texts) {
    if (corpusText.length >= MIN_CONTAINED_TEXT && (corpusText.includes(text) || text.includes(corpusText))) {
      return id;
    }
  }
  return undefined;
}

/**
 * A `contextId` hook, as code, that maps every returned id to its suggestion by cutting at one separator
 * (`(id) => id.split('#')[0]`, or the part after the last one), when one such rule fits them all.
 */
export function inferContextIdHook(suggestions: Readonly<Record<string, string>>): string | undefined {
  const pairs = Object.entries(suggestions);
  if (pairs.length === 0) return undefined;
  const separators = new Set([...pairs[0]![0]].filter((c) => /[^A-Za-z0-9]/.test(c)));
  for (const sep of separators) {
    if (pairs.every(([from, to]) => from.split(sep)[0] === to)) return `(id) => id.split(${JSON.stringify(sep)})[0]`;
    if (pairs.every(([from, to]) => from.slice(from.lastIndexOf(sep) + 1) === to)) {
      return `(id) => id.slice(id.lastIndexOf(${JSON.stringify(sep)}) + 1)`;
    }
  }
  if (pairs.every(([from, to]) => from.toLowerCase() === to)) return '(id) => id.toLowerCase()';
  return undefined;
}

/**
 * When none of the returned contexts is a corpus chunk while the case's golden ids are corpus ids, says so: the
 * ids returned, a "did you mean" per id where one fits, and a `contextId` hook that maps them when one rule does.
 * Undefined when the ids meet (or there is nothing to compare: no corpus, no contexts, no golden id).
 */
export function checkContextIds(
  golden: readonly GoldenRef[],
  contexts: readonly Chunk[],
  corpus: readonly Chunk[] | undefined,
): ContextIdMismatch | undefined {
  if (!corpus || corpus.length === 0 || contexts.length === 0) return undefined;
  const index = idMatchIndex(corpus);
  if (!golden.some((g) => typeof g === 'string' && index.ids.has(g))) return undefined;
  if (contexts.some((c) => index.ids.has(c.id))) return undefined;
  const didYouMean: Record<string, string> = {};
  for (const chunk of contexts) {
    const id = suggestCorpusId(chunk, corpus);
    if (id !== undefined) didYouMean[chunk.id] = id;
  }
  const hook = inferContextIdHook(didYouMean);
  return { returned: contexts.map((c) => c.id), didYouMean, ...(hook ? { contextId: hook } : {}) };
}

/** One line for a diagnosis or a warning: what did not meet, the "did you mean", and the hook that fixes it. */
export function describeContextIdMismatch(mismatch: ContextIdMismatch): string {
  const returned = [...new Set(mismatch.returned)];
  const shown = returned.slice(0, 5).join(', ') + (returned.length > 5 ? `, … (${returned.length} ids)` : '');
  const guesses = Object.entries(mismatch.didYouMean)
    .slice(0, 5)
    .map(([from, to]) => `${from} -> ${to}`);
  const guess = guesses.length > 0 ? ` Did you mean ${guesses.join(', ')}?` : '';
  const fix = mismatch.contextId
    ? `add \`contextId: ${mismatch.contextId}\` to your adapter`
    : 'add a `contextId(id, chunk)` hook to your adapter that returns the corpus id of each chunk';
  return `none of the returned context ids (${shown}) is a corpus id, while the golden ids are.${guess} Your app names its chunks differently from the corpus: ${fix}.`;
}
