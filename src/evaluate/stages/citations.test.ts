import { describe, expect, test } from 'vitest';
import { createHeuristicJudge, createOverlapJudge, type Judge } from '../../judge/index.js';
import type { EvalCase } from '../../types.js';
import { type CaseResponse, type Findings, openCaseRun } from './case-run.js';
import { checkCitations } from './citations.js';

const evalCase: EvalCase = { id: 'k1', question: 'How long do refunds take?', golden: ['doc_1'] };
const contexts = [
  { id: 'doc_0', text: 'Shipping is free over 50 dollars.' },
  { id: 'doc_1', text: 'Refunds take 5 business days.' },
];
const answered: Findings = {
  faithfulness: { score: 1, claims: [], refused: false, lexicalRefusal: false, refusalDecidedBy: 'lexical' },
};
const checked = async (judge: Judge, response: CaseResponse, found: Findings = answered, thresholds = {}) => {
  const run = openCaseRun(evalCase, judge, { thresholds });
  try {
    return await checkCitations(run, response, found);
  } finally {
    run.close();
  }
};

describe('the citations stage', () => {
  test('an answer without markers has no citation scores', async () => {
    const found = await checked(createHeuristicJudge(), { answer: 'Refunds take 5 business days.', contexts });
    expect(found.citations).toEqual({ validity: null, support: null });
  });

  test('each marker resolved to a returned context, each cited sentence checked against the chunk it cites', async () => {
    const judge = createHeuristicJudge();
    const right = await checked(judge, { answer: 'Refunds take 5 business days [2].', contexts });
    expect(right.citations).toMatchObject({ validity: 1, support: 1 });
    const wrong = await checked(judge, { answer: 'Refunds take 5 business days [1].', contexts });
    expect(wrong.citations).toMatchObject({ validity: 1, support: 0 });
    expect(wrong.citations?.citations?.sentences[0]?.supportedBy).toEqual({ position: 2, id: 'doc_1' });
  });

  test('a marker the app returned under its own id resolves through the returned ids', async () => {
    const mapped = { answer: 'Refunds take 5 business days [doc_1#0].', contexts, rawIds: ['doc_0#0', 'doc_1#0'] };
    expect((await checked(createHeuristicJudge(), mapped)).citations).toMatchObject({ validity: 1 });
  });

  test('a judge without citation() gets validity only, and fails when citationSupport is gated', async () => {
    const response = { answer: 'Refunds take 5 business days [2].', contexts };
    expect((await checked(createOverlapJudge(), response)).citations).toMatchObject({ validity: 1, support: null });
    const gated = await checked(createOverlapJudge(), response, answered, { citationSupport: 1 });
    expect(gated.judgeFailure?.message).toMatch(/it does not score citation support/);
  });

  test('skipped after a judge failure', async () => {
    const failed: Findings = { judgeFailure: { message: 'x' } };
    expect(await checked(createHeuristicJudge(), { answer: 'a [1].', contexts }, failed)).toBe(failed);
  });
});
