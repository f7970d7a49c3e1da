import { describe, expect, test } from 'vitest';
import { createOverlapJudge } from '../../judge/index.js';
import type { EvalCase } from '../../types.js';
import { openCaseRun } from './case-run.js';
import { scoreRetrieval } from './retrieval.js';

describe('the retrieval stage', () => {
  test('adds context recall and the @k metrics of the returned contexts, keeping what was found before', () => {
    const evalCase: EvalCase = { id: 'r', question: 'Q?', golden: ['doc_1'] };
    const run = openCaseRun(evalCase, createOverlapJudge(), { k: 2 });
    try {
      const contexts = [
        { id: 'doc_0', text: 'Shipping is free.' },
        { id: 'doc_1', text: 'Refunds take 5 days.' },
      ];
      const found = scoreRetrieval(run, { answer: 'a', contexts }, { checks: { unsupported: [], refused: false } });
      expect(found.checks).toEqual({ unsupported: [], refused: false });
      expect(found.retrieval).toEqual({
        contextRecall: 1,
        hitAtK: 1,
        recallAtK: 1,
        precisionAtK: 0.5,
        reciprocalRank: 0.5,
        ndcgAtK: expect.closeTo(0.631, 3),
      });
    } finally {
      run.close();
    }
  });

  test('out of scope there is nothing to retrieve: every retrieval metric is null', () => {
    const run = openCaseRun({ id: 'o', question: 'Q?', golden: [] }, createOverlapJudge(), {});
    try {
      const found = scoreRetrieval(run, { answer: 'a', contexts: [{ id: 'doc_0', text: 'x' }] }, {});
      expect(Object.values(found.retrieval ?? {}).every((v) => v === null)).toBe(true);
    } finally {
      run.close();
    }
  });
});
