/**
 * The one regression rule as `ragcheck compare` and the baseline check show it, on small synthetic runs: the
 * underpowered notice at the top, within-noise changes marked in the JSON, ungated metrics as changes, one count per
 * case.
 */
import { describe, expect, test } from 'vitest';
import { compareBaseline } from '../evaluate/baseline.js';
import { summarize } from '../evaluate/summary.js';
import { formatSuiteText } from '../report/index.js';
import type { CaseResult } from '../types.js';
import { compareRuns } from './compare.js';
import type { Run } from './read-reports.js';
import { formatComparisonMarkdown, formatComparisonText } from './render.js';

function simCase(id: string, passed: number, n: number, scores: Record<string, number> = {}) {
  const passing = passed === n;
  return {
    schemaVersion: 3,
    suite: 's',
    id,
    question: id,
    tags: [],
    golden: ['doc'],
    answer: 'a',
    verdict: passing ? 'pass' : 'FIX generation (faithfulness)',
    passed: passing,
    known: false,
    status: passing ? 'passed' : 'failed',
    metrics: { contextRecall: 1, faithfulness: 1, unsupported: [], refused: false, k: 3, ...scores },
    gates: [{ metric: 'faithfulness', value: 1, threshold: 0.6, op: '>=', passed: true }],
    claims: [],
    judge: { name: 'sim', version: '1' },
    ...(n > 1 ? { trials: { n, passed, passRate: passed / n, metrics: {} } } : {}),
  } as unknown as CaseResult;
}
const runOf = (path: string, cases: CaseResult[]) =>
  ({ path, files: [path], schemaVersion: 3, suites: [{ name: 's' }], cases }) as unknown as Run;
const ids = Array.from({ length: 12 }, (_, i) => `c${i + 1}`);

describe('the regression rule in compare', () => {
  test('2 trials per case: said at the top of both outputs; a full flip is listed within noise, not a regression', () => {
    const base = runOf(
      'base',
      ids.map((id) => simCase(id, 2, 2)),
    );
    const head = runOf(
      'head',
      ids.map((id) => simCase(id, id === 'c1' ? 0 : 2, 2)),
    );
    const comparison = compareRuns(base, head);
    const notice = 'with 2 trials per case no single case can reach alpha 0.05; use 5 or more';
    expect(comparison.underpowered).toBe(notice);
    expect(formatComparisonText(comparison).split('\n')[1]).toBe(`WARNING: ${notice}`);
    expect(formatComparisonMarkdown(comparison)).toContain(`> ⚠️ ${notice}`);
    expect(comparison.regressions).toBe(0);
    expect(comparison.cases.find((c) => c.id === 'c1')).toMatchObject({
      change: 'regressed',
      gating: false,
      withinNoise: true,
    });
    // The baseline check says the same at the top of its section.
    const accepted = {
      schemaVersion: 2 as const,
      suite: 's',
      cases: Object.fromEntries(ids.map((id) => [id, { trials: { passed: 2, n: 2 } }])),
    };
    const results = head.cases as unknown as CaseResult[];
    const baseline = compareBaseline(results, accepted, 0.05);
    expect(baseline.underpowered).toBe(notice);
    const text = formatSuiteText(
      {
        name: 's',
        files: [],
        results,
        summary: summarize(results),
        tags: [],
        gates: [],
        baseline: { state: 'compared', path: 'b.json', comparison: baseline },
        failedWithoutResult: [],
        skipped: 0,
        problems: [],
      } as never,
      'compact',
    );
    expect(text).toContain(`baseline: ${notice}`);
  });

  test('single runs: an ungated metric drop is a change; a gated one on a passing case is one regression', () => {
    const base = runOf('base', [
      simCase('gated', 1, 1, { faithfulness: 1, correctness: 1 }),
      simCase('ungated', 1, 1, { faithfulness: 1, correctness: 1 }),
    ]);
    const head = runOf('head', [
      simCase('gated', 1, 1, { faithfulness: 0.7, correctness: 0.5 }),
      simCase('ungated', 1, 1, { faithfulness: 1, correctness: 0.2 }),
    ]);
    const comparison = compareRuns(base, head);
    expect(comparison.regressions).toBe(1);
    expect(comparison.regressedIds).toEqual(['gated']);
    expect(comparison.cases.find((c) => c.id === 'gated')?.note).toBe(
      'single run: faithfulness 1.00 -> 0.70 (beyond tolerance)',
    );
    expect(formatComparisonText(comparison).split('\n')[1]).toMatch(
      /^1 regression \(gated\) · 0 fixed · pass rate 1\.00 -> 1\.00$/,
    );
  });
});
