/**
 * A nondeterministic app under trials: each case asked 10 times, and it must pass 9 of them. The app answers right
 * 70% of the time, so cases fail with "k of n trials" in their diagnosis and are marked flaky; part of
 * `npm run demo:fail` and of the Vitest UI end-to-end test.
 */
import { defineRagSuite } from '../src/vitest/index.js';
import { createTrialsApp, TRIALS, trialsCases, trialsCorpus } from './trials-app.js';

defineRagSuite({
  name: 'demo-trials',
  cases: trialsCases,
  corpus: trialsCorpus,
  adapter: createTrialsApp(),
  judge: 'heuristic',
  trials: TRIALS,
  baseline: false,
});
