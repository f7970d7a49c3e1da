/**
 * Retrieval only, on the handbook set: BM25 over the 215 chunks, gated on hit@k, recall@k, MRR and nDCG@k. No
 * answer is generated or judged; out-of-scope cases are left out (there is nothing to retrieve). Only a case's
 * known retrieval failure applies here; known generation failures belong to the answering suite.
 */
import { createLexicalAdapter, loadCorpus } from '../src/index.js';
import { defineRagSuite } from '../src/vitest/index.js';

const corpus = await loadCorpus('fixtures/handbook/corpus.jsonl');

defineRagSuite({
  name: 'handbook-retrieval',
  mode: 'retrieval',
  cases: 'fixtures/handbook/cases.jsonl',
  corpus,
  adapter: createLexicalAdapter({ corpus }),
  k: 3,
  concurrency: 8,
  thresholds: { hitAtK: 1, recallAtK: 0.99, reciprocalRank: 0.3, ndcgAtK: 0.5 },
  baseline: false,
});
