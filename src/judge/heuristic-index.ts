/**
 * The context side of the heuristic judge: the context's sentences with their terms, clause maps built on first
 * use, and postings (key -> sentence ids) filled only for the keys claims ask about.
 */
import { type Analysis, analyzeText, type Term } from './heuristic-text.js';

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
 * A context split into sentences, with an inverted index from term key to the ids of the sentences holding it.
 * The index is filled only for the keys claims ask about: scanning a context for a handful of keys is much cheaper
 * than indexing every word of it.
 */
export interface ContextIndex {
  sentences: IndexedSentence[];
  postings: Map<string, number[]>;
  indexed: Set<string>;
}

/** Every key a context term can be found by: itself, a hyphenated word's parts and its unhyphenated spelling. */
function keysOf(term: Term): readonly string[] {
  return term.parts.length === 0 ? [term.key] : [term.key, term.alias, ...term.parts];
}

/** Analyses a context (already passed through `prepareText`) once per judged answer. */
export function indexContext(prepared: string): ContextIndex {
  const sentences = analyzeText(prepared).map(({ text, terms, anaphoric, clauses }) => ({
    text,
    terms,
    anaphoric,
    clauseSpans: clauses,
  }));
  return { sentences, postings: new Map(), indexed: new Set() };
}

/** Adds the postings of `keys` not indexed yet, in one scan of the context's terms. */
export function ensureIndexed(index: ContextIndex, keys: Iterable<string>): void {
  const wanted = new Set<string>();
  for (const key of keys) {
    if (index.indexed.has(key)) continue;
    index.indexed.add(key);
    wanted.add(key);
  }
  if (wanted.size === 0) return;
  const post = (key: string, id: number) => {
    if (!wanted.has(key)) return;
    const list = index.postings.get(key);
    if (!list) index.postings.set(key, [id]);
    else if (list[list.length - 1] !== id) list.push(id);
  };
  index.sentences.forEach((sentence, id) => {
    for (const term of sentence.terms) {
      post(term.key, id);
      if (term.parts.length === 0) continue;
      post(term.alias, id);
      for (const part of term.parts) post(part, id);
    }
  });
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
