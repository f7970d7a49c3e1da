import { describe, expect, test } from 'vitest';
import { type BaselineOutcome, buildSuiteReport, summarizeTags } from '../evaluate/index.js';
import type { CaseResult } from '../types.js';
import { formatSuiteText } from './suite-report.js';

const result = (id: string, outcome: CaseResult['outcome'], tags: string[], faithfulness: number | null) =>
  ({
    schemaVersion: 3,
    id,
    question: `Question ${id}?`,
    tags,
    verdict: outcome === 'pass' ? 'pass' : outcome === 'error' ? 'ERROR (judge)' : 'FIX generation (faithfulness)',
    outcome,
    golden: ['d'],
    retrieved: ['d'],
    answer: 'a',
    metrics: { contextRecall: 1, faithfulness, unsupported: [], refused: false, k: 3 },
    gates: [],
    claims: [],
    judge: { name: 'overlap' },
    durationMs: 1,
  }) as unknown as CaseResult;

const results = [
  result('a', 'pass', ['refunds'], 1),
  result('b', 'known failure', ['refunds', 'eu'], 0.2),
  result('c', 'error', ['eu'], null),
];
const suite = {
  settings: { name: 'shop', tags: ['suite-tag'], gates: { minPassRate: 0.5 }, baseline: false as const },
  files: ['evals/shop.eval.ts'],
  results,
  failedWithoutResult: [],
};

describe('suite report', () => {
  test('summarises each tag, suite tags included, in alphabetical order', () => {
    expect(summarizeTags(results, ['suite-tag'])).toEqual([
      { tag: 'eu', total: 2, passed: 0, failed: 0, known: 1, errors: 1, meanContextRecall: 1, meanFaithfulness: 0.2 },
      {
        tag: 'refunds',
        total: 2,
        passed: 1,
        failed: 0,
        known: 1,
        errors: 0,
        meanContextRecall: 1,
        meanFaithfulness: 0.6,
      },
      {
        tag: 'suite-tag',
        total: 3,
        passed: 1,
        failed: 0,
        known: 1,
        errors: 1,
        meanContextRecall: 1,
        meanFaithfulness: 0.6,
      },
    ]);
  });

  test('a failing suite gate is a problem of the suite', () => {
    const report = buildSuiteReport(suite, { state: 'off' });
    expect(report.problems).toEqual(['suite gate passRate 0.33, needs >= 0.50 over 3 cases FAILED']);
    expect(formatSuiteText(report, 'full')).toContain('SUITE FAILED: suite gate passRate 0.33, needs >= 0.50');
  });

  test('the compact table lists only failing, known and error cases and says how to see all', () => {
    const text = formatSuiteText(buildSuiteReport(suite, { state: 'off' }), 'compact');
    expect(text).not.toContain('Question a?');
    expect(text).toContain('Question b?');
    expect(text).toContain('Question c?');
    expect(text).toContain('(1 passing case(s) not listed; RAGCHECK_TABLE=full lists every case)');
  });

  test('lists baseline regressions and tells how to accept improvements', () => {
    const report = buildSuiteReport(suite, {
      state: 'compared',
      path: 'fixtures/baselines/shop.json',
      comparison: {
        tolerance: 0.05,
        regressions: [{ id: 'b', metric: 'faithfulness', accepted: 0.9, current: 0.2 }],
        improvements: [{ id: 'a', metric: 'faithfulness', accepted: 0.8, current: 1 }],
        added: [],
        removed: [],
      },
    });
    expect(report.problems).toContain('1 regression (b) against fixtures/baselines/shop.json (tolerance 0.05)');
    const text = formatSuiteText(report, 'full');
    expect(text).toContain('    b: faithfulness 0.90 -> 0.20');
    expect(text).toContain(
      '  improvements (accept them with `npx ragcheck baseline accept` (or RAGCHECK_UPDATE_BASELINE=1)):\n    a: faithfulness 0.80 -> 1.00',
    );
  });

  test('names removed cases with the command that accepts them, and fails the suite on them only in CI', () => {
    const outcome: Extract<BaselineOutcome, { state: 'compared' }> = {
      state: 'compared',
      path: 'fixtures/baselines/shop.json',
      comparison: { tolerance: 0.05, regressions: [], improvements: [], added: ['new-id'], removed: ['old-id'] },
    };
    const quiet = { ...suite, settings: { ...suite.settings, gates: {} } };
    const local = buildSuiteReport(quiet, outcome);
    expect(local.problems).toEqual([]);
    expect(formatSuiteText(local, 'full', { acceptHint: '`npx ragcheck baseline accept`' })).toContain(
      'baseline fixtures/baselines/shop.json (tolerance 0.05): 0 regression(s), 0 improvement(s), 1 new case(s) without a baseline, 1 removed case(s): old-id (accept with: `npx ragcheck baseline accept`)',
    );
    const ci = buildSuiteReport(quiet, outcome, { failOnRemoved: true, acceptHint: '--update-baseline' });
    expect(ci.problems).toEqual([
      '1 removed case(s) still in fixtures/baselines/shop.json: old-id (accept with --update-baseline)',
    ]);
    const many = {
      ...outcome,
      comparison: { ...outcome.comparison, removed: ['r1', 'r2', 'r3', 'r4', 'r5', 'r6', 'r7'] },
    };
    expect(formatSuiteText(buildSuiteReport(quiet, many), 'full')).toContain(
      '7 removed case(s): r1, r2, r3, r4, r5 and 2 more (accept with:',
    );
    const accepted: BaselineOutcome = {
      state: 'accepted',
      path: 'fixtures/baselines/shop.json',
      accepted: 2,
      removed: ['old-id'],
    };
    expect(formatSuiteText(buildSuiteReport(quiet, accepted), 'full')).toContain(
      'baseline: accepted the scores of 2 case(s) into fixtures/baselines/shop.json; dropped 1 removed case(s) no case file has: old-id',
    );
  });

  test('does not compare scores across judges, and says so', () => {
    const outcome = { state: 'other-judge', path: 'b.json', accepted: 'heuristic', current: 'openai' } as const;
    const report = buildSuiteReport({ ...suite, settings: { ...suite.settings, gates: {} } }, outcome);
    expect(report.problems).toEqual([]);
    expect(formatSuiteText(report, 'full')).toContain(
      'baseline: not compared: b.json holds scores of the heuristic judge, this run used openai.',
    );
  });
});
