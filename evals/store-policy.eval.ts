/**
 * The seed demo as an eval suite: recorded answers over the store-policy corpus. Cases 2 and 3 carry their
 * knownFailure (an invented hotline, a lexical retrieval miss), so the suite passes while both stay visible.
 */
import { defineRagSuite } from '../src/vitest/index.js';

defineRagSuite({
  name: 'store-policy',
  cases: 'fixtures/store-policy/cases.jsonl',
  corpus: 'fixtures/store-policy/corpus.jsonl',
  k: 3,
  gates: { minPassRate: 0.5, meanFloors: { faithfulness: 0.5 } },
});
