/**
 * The realistic example: a fictional company's handbook (fixtures/handbook, 215 chunks, 76 cases across the
 * course's question types) answered by the offline lexical app (BM25 + extractive answers). Cases where BM25 or
 * the extractive answerer truly falls short carry their knownFailure, so the suite gates regressions while the
 * gaps stay visible in the report.
 */
import { createLexicalAdapter, loadCorpus } from '../src/index.js';
import { defineRagSuite } from '../src/vitest/index.js';

const corpus = await loadCorpus('fixtures/handbook/corpus.jsonl');

defineRagSuite({
  name: 'handbook',
  cases: 'fixtures/handbook/cases.jsonl',
  corpus,
  adapter: createLexicalAdapter({ corpus }),
  k: 3,
  concurrency: 8,
});
