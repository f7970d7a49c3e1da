import { AdapterError } from '../errors.js';
import type { Chunk, ContextRef, EvalCase } from '../types.js';
import { createOverlapRetriever, type OverlapRetriever } from './overlap-retriever.js';
import type { RagAdapter } from './types.js';

/** Options of `createRecordedAdapter`, which replays the answers and contexts recorded in the case file. */
export interface RecordedAdapterOptions {
  /** The corpus recorded context ids resolve against, and that answers without contexts retrieve from. */
  corpus?: readonly Chunk[];
}

/**
 * Replays the response recorded in each case: its `answer` and `contexts` (chunk ids resolved against the corpus,
 * or inline `{ id, text }`). A case with an answer but no contexts retrieves with the seed's overlap rule over the
 * corpus (top k), as the seed's demo app did.
 *
 * @example
 * const adapter = createRecordedAdapter({ corpus });
 */
export function createRecordedAdapter(options: RecordedAdapterOptions = {}): RagAdapter {
  const corpus = options.corpus ?? [];
  const byId = new Map(corpus.map((c) => [c.id, c] as const));
  let retriever: OverlapRetriever | undefined;
  const resolve = (ref: ContextRef, c: EvalCase): Chunk => {
    if (typeof ref !== 'string') return ref;
    const chunk = byId.get(ref);
    if (!chunk) {
      throw new AdapterError(
        `case "${c.id}": recorded context "${ref}" is not in the corpus. Pass the corpus that holds it, or inline the context as { "id", "text" }.`,
        { caseId: c.id },
      );
    }
    return chunk;
  };
  return {
    name: 'recorded',
    async ask({ question, case: c }, { k }) {
      if (c.answer === undefined) {
        throw new AdapterError(
          `case "${c.id}" has no recorded "answer". Record one in the case file, or evaluate with an adapter that calls your app (lexical, http or your own).`,
          { caseId: c.id },
        );
      }
      if (c.contexts) return { answer: c.answer, contexts: c.contexts.map((ref) => resolve(ref, c)) };
      if (corpus.length === 0) {
        throw new AdapterError(
          `case "${c.id}" has a recorded answer but no "contexts", and no corpus was given to retrieve from. Pass a corpus (--corpus) or record the contexts.`,
          { caseId: c.id },
        );
      }
      retriever ??= createOverlapRetriever(corpus);
      return { answer: c.answer, contexts: retriever.retrieve(question, k) };
    },
    async retrieve({ question, case: c }, { k }) {
      if (c.contexts) return c.contexts.map((ref) => resolve(ref, c));
      retriever ??= createOverlapRetriever(corpus);
      return retriever.retrieve(question, k);
    },
  };
}
