import { describe, expect, test } from 'vitest';
import { JudgeError } from '../../errors.js';
import { createOverlapJudge, type Judge } from '../../judge/index.js';
import type { EvalCase } from '../../types.js';
import { openCaseRun } from './case-run.js';
import { askJudge } from './judge.js';

const evalCase: EvalCase = { id: 'j1', question: 'How long do refunds take?', golden: ['doc_0'] };
const response = { answer: 'Refunds take 5 days.', contexts: [{ id: 'doc_0', text: 'Refunds take 5 days.' }] };
const judged = async (judge: Judge, refused = false) => {
  const run = openCaseRun(evalCase, judge, {});
  try {
    return await askJudge(run, response, { checks: { unsupported: [], refused } });
  } finally {
    run.close();
  }
};

describe('the judge stage', () => {
  test("adds the judge's faithfulness and the refusal decision", async () => {
    const found = await judged(createOverlapJudge());
    expect(found.faithfulness).toMatchObject({ score: 1, refused: false, refusalDecidedBy: 'lexical' });
    expect(found.judgeFailure).toBeUndefined();
  });

  test('a judge that is not asked about a lexical refusal: it invents nothing and scores 1', async () => {
    const never: Judge = {
      name: 'never',
      faithfulness: async () => {
        throw new Error('must not be asked');
      },
    };
    expect((await judged(never, true)).faithfulness).toMatchObject({ score: 1, refused: true, claims: [] });
  });

  test("a judge that fails is the judge's failure, its message naming the case and its raw output kept", async () => {
    const broken: Judge = {
      name: 'broken',
      faithfulness: async () => {
        throw new JudgeError('the judge returned malformed JSON', { raw: '{"claims": "one' });
      },
    };
    const found = await judged(broken);
    expect(found.faithfulness).toBeUndefined();
    expect(found.judgeFailure).toEqual({
      message: 'case "j1": the judge returned malformed JSON',
      raw: '{"claims": "one',
    });
  });
});
