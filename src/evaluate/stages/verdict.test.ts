import { describe, expect, test } from 'vitest';
import { createOverlapJudge } from '../../judge/index.js';
import type { EvalCase } from '../../types.js';
import { type Findings, openCaseRun } from './case-run.js';
import { decideCase, scoringRanPast } from './verdict.js';

const contexts = [{ id: 'doc_0', text: 'Refunds take 5 business days.' }];
const response = { answer: 'Refunds take 5 business days.', contexts };
const retrieval = { contextRecall: 1, hitAtK: 1, recallAtK: 1, precisionAtK: 1, reciprocalRank: 1, ndcgAtK: 1 };
const faithful: Findings['faithfulness'] = {
  score: 1,
  claims: [],
  refused: false,
  lexicalRefusal: false,
  refusalDecidedBy: 'lexical',
};
const decided = (evalCase: EvalCase, found: Findings, mode: 'answer' | 'retrieval' = 'answer') => {
  const run = openCaseRun(evalCase, createOverlapJudge(), { mode, corpus: [{ id: 'doc_0', text: 'x' }] });
  try {
    return decideCase(run, response, found);
  } finally {
    run.close();
  }
};
const inScope: EvalCase = { id: 'v1', question: 'Q?', golden: ['doc_0'], keywords: ['refund'] };

describe('gates and verdict', () => {
  test('lists the metrics in the order of a result, and passes a case whose every gate passes', () => {
    const body = decided(inScope, {
      retrieval,
      checks: { unsupported: [], refused: false, keywords: { coverage: 1, missing: [] } },
      faithfulness: faithful,
    });
    expect(body.verdict).toBe('pass');
    expect(Object.keys(body.metrics)).toEqual([
      ...['contextRecall', 'faithfulness', 'unsupported', 'refused', 'hitAtK', 'recallAtK', 'precisionAtK'],
      ...['reciprocalRank', 'ndcgAtK', 'k', 'keywordCoverage', 'missingKeywords', 'correctness'],
      ...['citationValidity', 'citationSupport'],
    ]);
    expect(body.gates.map((g) => g.metric)).toEqual([
      'contextRecall',
      'refused',
      'faithfulness',
      'unsupported',
      'keywordCoverage',
    ]);
  });

  test('the first failing gate in the documented order decides: retrieval before faithfulness', () => {
    const unfaithful = { ...faithful, score: 0 } as Findings['faithfulness'];
    const checks = { unsupported: ['7'], refused: false };
    expect(decided(inScope, { retrieval, checks, faithfulness: unfaithful }).verdict).toBe(
      'FIX generation (faithfulness)',
    );
    const missed = { ...retrieval, contextRecall: 0 };
    expect(decided(inScope, { retrieval: missed, checks, faithfulness: unfaithful }).verdict).toBe('FIX retrieval');
  });

  test("a judge failure is ERROR (judge) carrying its message, and the judge's refusal decision wins", () => {
    const checks = { unsupported: [], refused: false };
    const failed = decided(inScope, { retrieval, checks, judgeFailure: { message: 'case "v1": boom' } });
    expect(failed).toMatchObject({ verdict: 'ERROR (judge)', error: { kind: 'judge', message: 'case "v1": boom' } });
    expect(failed.metrics.faithfulness).toBeNull();
    const byJudge = { ...faithful, refused: true, refusal: true, refusalDecidedBy: 'judge' } as const;
    const refused = decided(inScope, { retrieval, checks, faithfulness: byJudge });
    expect(refused.verdict).toBe('FIX generation (unwarranted refusal)');
    expect(refused.refusal).toMatchObject({ lexical: false, judge: true, decidedBy: 'judge' });
  });

  test('retrieval-only: the retrieval gates alone, no answer, no judge', () => {
    const body = decided(inScope, { retrieval: { ...retrieval, contextRecall: 0 } }, 'retrieval');
    expect(body).toMatchObject({ verdict: 'FIX retrieval', answer: null, claims: [], judge: { name: 'none' } });
    expect(body.gates.map((g) => g.metric)).toEqual(['contextRecall']);
    expect(Object.keys(body.metrics).at(-1)).toBe('k');
  });

  test('a case that ran past its deadline while scoring is ERROR (judge) with nothing measured', () => {
    const run = openCaseRun(inScope, createOverlapJudge(), { timeoutMs: 500 });
    try {
      const body = scoringRanPast(run, response);
      expect(body).toMatchObject({ verdict: 'ERROR (judge)', retrieved: ['doc_0'], gates: [], claims: [] });
      expect(body.error?.message).toBe(
        'judge "overlap" did not finish case "v1" within 500 ms (timeoutMs). Speed it up or raise `timeoutMs`.',
      );
    } finally {
      run.close();
    }
  });
});
