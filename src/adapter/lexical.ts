import { AdapterError, ConfigError } from '../errors.js';
import { checkPositiveInteger } from '../option-checks.js';
import type { Chunk } from '../types.js';
import { type Bm25Index, type Bm25Options, createBm25Index } from './bm25.js';
import { type ExtractiveOptions, extractAnswer, resolveExtractiveOptions } from './extractive.js';
import type { AskInput, AskOptions, RagAdapter } from './types.js';

/**
 * Options of `createLexicalAdapter`, the offline app (BM25 retrieval, extractive answers) a suite runs before yours
 * is plugged in.
 */
export interface LexicalAdapterOptions extends ExtractiveOptions {
  /** The chunks to answer from, or an index already built over them. */
  corpus: readonly Chunk[] | Bm25Index;
  /** Retrieve this many chunks whatever the harness asks (default: the harness's `k`). */
  k?: number;
  /** BM25 parameters and analysis, when `corpus` is an array. */
  bm25?: Bm25Options;
  /**
   * Shown in reports.
   * @default 'lexical'
   */
  name?: string;
}

/** The lexical app: a `RagAdapter` with `retrieve`, and the index it searches. */
export interface LexicalAdapter extends RagAdapter {
  readonly name: string;
  readonly index: Bm25Index;
  retrieve(input: AskInput, options: AskOptions): Promise<Chunk[]>;
}

function isIndex(corpus: LexicalAdapterOptions['corpus']): corpus is Bm25Index {
  return typeof corpus === 'object' && corpus !== null && typeof (corpus as Bm25Index).search === 'function';
}

/**
 * An offline RAG app over a corpus, the default app ragcheck evaluates with no API key. Retrieval is Okapi BM25
 * (top `k`); generation quotes the best-supported sentence(s) of the retrieved chunks and refuses with
 * "I don't know based on the provided documents." when the best sentence covers less than `minScore` of the
 * question (idf-weighted). Deterministic, so it also serves as a baseline for a real app.
 *
 * @example
 * const app = createLexicalAdapter({ corpus: await loadCorpus('fixtures/store-policy/corpus.jsonl') });
 * const { answer, contexts } = await app.ask({ question, case: c }, { k: 3, signal });
 */
export function createLexicalAdapter(options: LexicalAdapterOptions): LexicalAdapter {
  const { corpus } = options;
  if (!isIndex(corpus) && !Array.isArray(corpus)) {
    throw new ConfigError('`corpus` must be an array of chunks ({ id, text }) or an index from createBm25Index().');
  }
  if (options.k !== undefined) checkPositiveInteger(options.k, 'k', 'createLexicalAdapter');
  const extractive = resolveExtractiveOptions(options);
  const index = isIndex(corpus) ? corpus : createBm25Index(corpus, options.bm25);
  const name = options.name ?? 'lexical';

  const retrieve = (input: AskInput, askOptions: AskOptions): Chunk[] => {
    if (askOptions.signal?.aborted) {
      throw new AdapterError(`${name}: the case was aborted before retrieval.`, {
        cause: askOptions.signal.reason,
        caseId: input.case?.id,
      });
    }
    return index.search(input.question, options.k ?? askOptions.k).map((hit) => hit.chunk);
  };

  return {
    name,
    index,
    retrieve: async (input, askOptions) => retrieve(input, askOptions),
    ask: async (input, askOptions) => {
      const contexts = retrieve(input, askOptions);
      const { answer } = extractAnswer(input.question, contexts, index, extractive);
      return { answer, contexts };
    },
  };
}
