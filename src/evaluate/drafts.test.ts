/**
 * Unreviewed drafts (`draft: true`) run like other cases but are reported apart: status `draft` whatever the verdict,
 * never failing the run, left out of the status counts, of baselines and of baseline comparisons.
 */
import { describe, expect, test } from 'vitest';
import { createLexicalAdapter } from '../adapter/index.js';
import { createHeuristicJudge } from '../judge/index.js';
import { formatSummary } from '../report/index.js';
import type { Chunk, EvalCase } from '../types.js';
import { acceptScores, compareBaseline } from './baseline.js';
import { evaluateCase } from './evaluate-case.js';
import { evaluateSuiteGates } from './suite-gates.js';
import { exitCodeFor, summarize } from './summary.js';

const corpus: Chunk[] = [
  { id: 'refunds', text: 'Refunds are accepted within 30 days of purchase.' },
  { id: 'shipping', text: 'Standard shipping takes 3 to 5 business days.' },
];
const app = createLexicalAdapter({ corpus });
const judge = createHeuristicJudge();

// Golden points at the wrong chunk: an unreviewed draft's label can be wrong, and then the app "fails" it.
const wrongLabel: EvalCase = { id: 'd1', question: 'How long does shipping take?', golden: ['refunds'], draft: true };
const fine: EvalCase = { id: 'c1', question: 'How long does standard shipping take?', golden: ['shipping'] };

describe('a draft case', () => {
  test('is outcome draft whatever its verdict, with a message saying how to review it', async () => {
    const result = await evaluateCase(wrongLabel, app, judge);
    expect(result.verdict).toBe('FIX retrieval');
    expect(result.outcome).toBe('draft');
    expect(result.draft).toBe(true);
    expect(result.outcomeMessage).toContain('delete its "draft" field');
    const reviewed = await evaluateCase({ ...wrongLabel, draft: undefined }, app, judge);
    expect(reviewed.outcome).toBe('fail');
  });

  test('is counted apart in the summary and never makes the run fail', async () => {
    const results = [await evaluateCase(wrongLabel, app, judge), await evaluateCase(fine, app, judge)];
    const summary = summarize(results);
    expect(summary).toMatchObject({ total: 1, passed: 1, failed: 0 });
    expect(summary.drafts).toEqual({ total: 1, byVerdict: { 'FIX retrieval': 1 } });
    expect(summary.byVerdict).toEqual({ pass: 1 });
    expect(exitCodeFor(summary)).toBe(0);
    expect(formatSummary(summary)).toContain('+ 1 unreviewed draft (not gating');
  });

  test('is left out of an accepted baseline and of the comparison with one', async () => {
    const results = [await evaluateCase(wrongLabel, app, judge), await evaluateCase(fine, app, judge)];
    const { file } = acceptScores(undefined, 'suite', results);
    expect(Object.keys(file.cases)).toEqual(['c1']);
    const comparison = compareBaseline(results, file, 0.05);
    expect(comparison.added).toEqual([]);
    expect(comparison.regressions).toEqual([]);
  });
});

test('a suite gate is measured over the reviewed cases alone', async () => {
  const results = [await evaluateCase(wrongLabel, app, judge), await evaluateCase(fine, app, judge)];
  const [gate] = evaluateSuiteGates(results, { minPassRate: 1 });
  expect(gate).toMatchObject({ n: 1, passed: true });
});
