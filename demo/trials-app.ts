/**
 * The trials demo's app and cases, shared by `demo/trials.eval.ts` and the Vitest UI end-to-end test: a store
 * assistant that answers right 70% of the time (seeded per case and trial, so every run is the same), asked 10 times
 * per case with `minPassRate: 0.9`.
 */
import { loadCorpusSync } from '../src/dataset/index.js';
import { createFlakyApp, type FlakyApp } from '../src/testing/index.js';
import type { EvalCase } from '../src/types.js';

export const trialsCorpus = loadCorpusSync('fixtures/store-policy/corpus.jsonl');

export const trialsCases: EvalCase[] = [
  { id: 'flaky-refund', question: 'Within how many days are refunds accepted?', golden: ['doc_0'], tags: ['trials'] },
  { id: 'flaky-shipping', question: 'How long does standard shipping take?', golden: ['doc_2'], tags: ['trials'] },
  { id: 'flaky-warranty', question: 'How long is the electronics warranty?', golden: ['doc_4'], tags: ['trials'] },
];

export const TRIALS = { n: 10, minPassRate: 0.9 };

export function createTrialsApp(): FlakyApp {
  return createFlakyApp({ corpus: trialsCorpus, rightRate: 0.7, seed: 2026 });
}
