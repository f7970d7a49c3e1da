import { describe, expect, test } from 'vitest';
import { createOverlapJudge } from '../../judge/index.js';
import type { EvalCase } from '../../types.js';
import { openCaseRun } from './case-run.js';
import { runChecks } from './checks.js';

const contexts = [{ id: 'doc_0', text: 'Refunds take 5 business days.' }];
const checked = (evalCase: EvalCase, answer: string) => {
  const run = openCaseRun(evalCase, createOverlapJudge(), {});
  try {
    return runChecks(run, { answer, contexts }, {}).checks;
  } finally {
    run.close();
  }
};

describe('the judge-free checks', () => {
  test('an invented number is unsupported; one the user stated in an earlier turn is not', () => {
    const inScope: EvalCase = { id: 'n', question: 'And by express?', golden: ['doc_0'] };
    expect(checked(inScope, 'Refunds take 5 days, or 2 by express.')).toEqual({ unsupported: ['2'], refused: false });
    const conversation = { ...inScope, history: [{ role: 'user' as const, content: 'I paid 2 dollars extra.' }] };
    expect(checked(conversation, 'Refunds take 5 days, or 2 by express.')?.unsupported).toEqual([]);
  });

  test('out of scope an answer that claims nothing is a refusal; in scope only a refusal is', () => {
    expect(checked({ id: 'o', question: 'Q?', golden: [] }, 'Please contact billing.')?.refused).toBe(true);
    expect(checked({ id: 'i', question: 'Q?', golden: ['doc_0'] }, 'Please contact billing.')?.refused).toBe(false);
    expect(checked({ id: 'r', question: 'Q?', golden: ['doc_0'] }, "I don't know.")?.refused).toBe(true);
  });

  test('keywords: the share covered and the missing ones, only when the case has keywords', () => {
    const evalCase: EvalCase = { id: 'k', question: 'Q?', golden: ['doc_0'], keywords: ['refund', 'receipt'] };
    expect(checked(evalCase, 'A refund takes 5 days.')?.keywords).toEqual({ coverage: 0.5, missing: ['receipt'] });
    expect(checked({ ...evalCase, keywords: [] }, 'A refund takes 5 days.')).not.toHaveProperty('keywords');
  });
});
