/**
 * Citations (docs/citations.md): recorded answers over the store-policy corpus that cite their chunks by position
 * ([1]) or by id ([doc_2]). The citation gates are on for this suite; the two cases whose markers point at the
 * wrong chunk or at none carry their knownFailure, so the suite passes while both stay visible.
 */
import { defineRagSuite } from '../src/vitest/index.js';

defineRagSuite({
  name: 'citations',
  cases: 'fixtures/citations/cases.jsonl',
  corpus: 'fixtures/store-policy/corpus.jsonl',
  k: 3,
  thresholds: { citationValidity: 1, citationSupport: 1 },
});
