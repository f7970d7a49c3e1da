/**
 * A deliberately failing suite that shows every verdict and how each failure reads (terminal, Vitest UI,
 * reports). Run it with `npm run demo:fail`; it exits non-zero on purpose and is kept out of `npm test`.
 */
import { loadCorpusSync } from '../src/dataset/index.js';
import { createRecordedAdapter, type Judge, JudgeError, resolveJudge } from '../src/index.js';
import { defineRagSuite } from '../src/vitest/index.js';

const corpus = loadCorpusSync('fixtures/store-policy/corpus.jsonl');
const judge = resolveJudge();

// The judge's own outage, shown on one case: a real judge throws JudgeError on garbage output. Its citation and
// correctness checks (docs/citations.md, docs/correctness.md) are the judge's own, for the case that cites the wrong
// chunk and the one that leaves out what the reference says.
const flakyJudge: Judge = {
  name: judge.name,
  faithfulness: (input, options) =>
    input.caseId === 'warranty-length'
      ? Promise.reject(new JudgeError('the judge returned malformed JSON', { raw: '{"claims": "one year' }))
      : judge.faithfulness(input, options),
  ...(judge.citation ? { citation: judge.citation.bind(judge) } : {}),
  ...(judge.correctness ? { correctness: judge.correctness.bind(judge) } : {}),
};

defineRagSuite({
  name: 'demo-fail',
  cases: 'demo/fixtures/cases.jsonl',
  corpus,
  // Replays each case's recorded answer; `store-hours` has none, so the app "fails": ERROR (adapter).
  adapter: createRecordedAdapter({ corpus }),
  judge: flakyJudge,
  baseline: false,
});
