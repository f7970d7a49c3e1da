import { describe, expect, test } from 'vitest';
import { JudgeError } from '../../errors.js';
import { createHeuristicJudge, createOverlapJudge, type Judge } from '../../judge/index.js';
import type { EvalCase } from '../../types.js';
import { type Findings, openCaseRun } from './case-run.js';
import { askCorrectness } from './correctness.js';

const evalCase: EvalCase = {
  id: 'c1',
  question: 'How long do refunds take?',
  golden: ['doc_0'],
  reference: 'Refunds take 5 business days.',
};
const response = { answer: 'Refunds take 10 business days.', contexts: [{ id: 'doc_0', text: 'Refunds take 10.' }] };
const answered: Findings = {
  faithfulness: { score: 1, claims: [], refused: false, lexicalRefusal: false, refusalDecidedBy: 'lexical' },
};
const scored = async (judge: Judge, found: Findings = answered, c: EvalCase = evalCase, thresholds = {}) => {
  const run = openCaseRun(c, judge, { thresholds });
  try {
    return await askCorrectness(run, response, found);
  } finally {
    run.close();
  }
};

describe('the correctness stage', () => {
  test('scores the answer against the reference: a different number contradicts it', async () => {
    const found = await scored(createHeuristicJudge());
    expect(found.correctness?.correctness).toMatchObject({ score: 0, numbers: ['5'] });
  });

  test('does not apply without a reference, out of scope, to a refusal or after a judge failure', async () => {
    const judge = createHeuristicJudge();
    const { reference: _none, ...noReference } = evalCase;
    expect(await scored(judge, answered, noReference)).toBe(answered);
    expect(await scored(judge, answered, { ...evalCase, golden: [] })).toBe(answered);
    const refusal = { faithfulness: { ...answered.faithfulness, refused: true } } as Findings;
    expect(await scored(judge, refusal)).toBe(refusal);
    const failed: Findings = { ...answered, judgeFailure: { message: 'x' } };
    expect(await scored(judge, failed)).toBe(failed);
  });

  test('a judge without correctness() measures nothing, and fails the judge when the threshold is set', async () => {
    expect(await scored(createOverlapJudge())).toBe(answered);
    const found = await scored(createOverlapJudge(), answered, evalCase, { correctness: 0.9 });
    expect(found.judgeFailure?.message).toMatch(/it does not score correctness, and `thresholds.correctness` is set/);
  });

  test('a missing recording leaves correctness unmeasured, saying why, when no gate reads it', async () => {
    const missing: Judge = {
      ...createHeuristicJudge(),
      correctness: async () => {
        throw new JudgeError('no recorded answer: record it', { replayMiss: true });
      },
    };
    const found = await scored(missing);
    expect(found.correctness?.correctness).toMatchObject({ score: null, unmeasured: 'no recorded answer: record it' });
    expect((await scored(missing, answered, evalCase, { correctness: 0.9 })).judgeFailure?.message).toBe(
      'case "c1": no recorded answer: record it',
    );
  });
});
