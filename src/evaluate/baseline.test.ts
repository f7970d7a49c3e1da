import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { createTempDirs } from '../__fixtures__/temp-dirs.js';
import { formatBaselineChange } from '../report/index.js';
import type { CaseResult } from '../types.js';
import {
  acceptScores,
  baselineFileName,
  baselineRegressionCount,
  compareBaseline,
  readBaseline,
  removedCases,
  writeBaseline,
} from './baseline.js';

const result = (
  id: string,
  faithfulness: number | null,
  outcome: CaseResult['outcome'] = 'pass',
  judge = 'heuristic',
  gated: string[] = ['contextRecall', 'faithfulness'],
) =>
  ({
    id,
    outcome,
    verdict: outcome === 'error' ? 'ERROR (adapter)' : outcome === 'pass' ? 'pass' : 'FIX generation (faithfulness)',
    gates: gated.map((metric) => ({ metric, value: 1, threshold: 0.6, op: '>=', passed: true })),
    judge: { name: judge },
    metrics: {
      contextRecall: 1,
      faithfulness,
      hitAtK: 1,
      recallAtK: 1,
      precisionAtK: 1 / 3,
      reciprocalRank: 1,
      ndcgAtK: 1,
    },
  }) as CaseResult;

describe('score baselines', () => {
  const tempDir = createTempDirs('ragcheck-baseline-');

  const baseline = acceptScores(undefined, 'demo', [result('a', 0.9), result('b', 0.5)]).file;

  test('names the file after the suite', () => {
    expect(baselineFileName('Store policy / EU')).toBe('store-policy-eu.json');
  });

  test('keeps every numeric score, rounded to 4 decimals, with cases sorted by id', () => {
    const { file } = acceptScores(undefined, 'demo', [result('b', 0.5), result('a', 2 / 3)]);
    expect(Object.keys(file.cases)).toEqual(['a', 'b']);
    expect(file.cases.a).toEqual({
      contextRecall: 1,
      faithfulness: 0.6667,
      hitAtK: 1,
      recallAtK: 1,
      precisionAtK: 0.3333,
      reciprocalRank: 1,
      ndcgAtK: 1,
      passed: true,
    });
  });

  test('a drop beyond the tolerance is a regression, a drop within it is not', () => {
    const comparison = compareBaseline([result('a', 0.8), result('b', 0.46)], baseline, 0.05);
    expect(comparison.regressions).toEqual([{ id: 'a', metric: 'faithfulness', accepted: 0.9, current: 0.8 }]);
    expect(formatBaselineChange(comparison.regressions[0]!)).toBe('a: faithfulness 0.90 -> 0.80');
  });

  test('a passing case that errored is a regression (a single-run flip); its lost scores are changes', () => {
    const comparison = compareBaseline([result('a', null, 'error')], baseline, 0.05);
    expect(comparison.regressedCases).toEqual(['a']);
    expect(comparison.regressions).toEqual([{ id: 'a', metric: 'passRate', accepted: 1, current: 0 }]);
    expect(comparison.changes).toContainEqual({ id: 'a', metric: 'faithfulness', accepted: 0.9, current: null });
  });

  test('a drop of a metric the case has no gate for is a change, never a regression', () => {
    const ungated = [result('a', 0.5, 'pass', 'heuristic', ['contextRecall'])];
    const comparison = compareBaseline(ungated, baseline, 0.05);
    expect(comparison.regressedCases).toEqual([]);
    expect(comparison.changes).toEqual([{ id: 'a', metric: 'faithfulness', accepted: 0.9, current: 0.5 }]);
    expect(baselineRegressionCount(comparison)).toBe(0);
  });

  test('one regression per case however many of its metrics dropped', () => {
    const both = { ...result('a', 0.5), metrics: { ...result('a', 0.5).metrics, contextRecall: 0.5 } } as CaseResult;
    const comparison = compareBaseline([both], baseline, 0.05);
    expect(comparison.regressions.map((r) => r.metric)).toEqual(['contextRecall', 'faithfulness']);
    expect(baselineRegressionCount(comparison)).toBe(1);
  });

  test('a version 1 baseline is still read and compared; accepting writes version 2', () => {
    const v1 = { schemaVersion: 1, suite: 'demo', judge: 'heuristic', cases: { a: { faithfulness: 0.9 } } };
    const path = join(tempDir(), 'demo.json');
    writeFileSync(path, JSON.stringify(v1));
    const read = readBaseline(path);
    expect(read?.schemaVersion).toBe(1);
    expect(compareBaseline([result('a', 0.8)], read!, 0.05).regressedCases).toEqual(['a']);
    expect(acceptScores(read, 'demo', [result('a', 0.8)]).file.schemaVersion).toBe(2);
  });

  test('reports improvements and cases without a baseline, and ignores cases not in the run', () => {
    const comparison = compareBaseline([result('b', 0.7), result('new', 1)], baseline, 0.05);
    expect(comparison.improvements).toEqual([{ id: 'b', metric: 'faithfulness', accepted: 0.5, current: 0.7 }]);
    expect(comparison.added).toEqual(['new']);
    expect(comparison.regressions).toEqual([]);
  });

  test('an accepted case gone from the case files is removed; one the run left out but the files have is not', () => {
    const three = acceptScores(undefined, 'demo', [result('a', 0.9), result('b', 0.5), result('z-old', 1)]).file;
    // The run ran only "a" (a filter, a shard or a sample left "b" out); "z-old" is in no case file any more.
    const comparison = compareBaseline([result('a', 0.9)], three, 0.05, ['a', 'b', 'new']);
    expect(comparison.removed).toEqual(['z-old']);
    expect(comparison.regressions).toEqual([]);
    // Without the case files' ids (cases given in code, a run of some eval files), nothing is called removed.
    expect(compareBaseline([result('a', 0.9)], three, 0.05).removed).toEqual([]);
    expect(removedCases(three, ['a', 'b', 'z-old'])).toEqual([]);
  });

  test('accepting drops removed cases from the baseline and says which, and keeps cases the run left out', () => {
    const three = acceptScores(undefined, 'demo', [result('a', 0.9), result('b', 0.5), result('c-old', 1)]).file;
    const { file, accepted, removed } = acceptScores(three, 'demo', [result('a', 0.7)], ['a', 'b']);
    expect(accepted).toBe(1);
    expect(removed).toEqual(['c-old']);
    expect(Object.keys(file.cases)).toEqual(['a', 'b']);
    expect(acceptScores(three, 'demo', [result('a', 0.7)]).removed).toEqual([]);
  });

  test('accepting a partial run keeps the other cases and the old scores of errored cases', () => {
    const { file, accepted } = acceptScores(baseline, 'demo', [result('a', 0.7), result('b', null, 'error')]);
    expect(accepted).toBe(1);
    expect(file.cases.a?.faithfulness).toBe(0.7);
    expect(file.cases.b?.faithfulness).toBe(0.5);
  });

  test('records the judge, and drops scores accepted with another judge instead of mixing them', () => {
    expect(baseline.judge).toBe('heuristic');
    const { file } = acceptScores(baseline, 'demo', [result('a', 0.4, 'pass', 'openai')]);
    expect(file).toEqual({ schemaVersion: 2, suite: 'demo', judge: 'openai', cases: { a: expect.any(Object) } });
  });

  test('round-trips through a file; a missing file reads as undefined', () => {
    const dir = tempDir();
    const path = join(dir, 'nested', 'demo.json');
    expect(readBaseline(path)).toBeUndefined();
    writeBaseline(path, baseline);
    expect(readBaseline(path)).toEqual(baseline);
    expect(readFileSync(path, 'utf8').endsWith('}\n')).toBe(true);
  });

  test('a malformed baseline file is an error that says how to fix it', () => {
    const path = join(tempDir(), 'demo.json');
    writeFileSync(path, '{"schemaVersion": 1, "suite": "demo", "cases": {"a": {"faithfulness": 7}}}');
    expect(() => readBaseline(path)).toThrow(/demo.json: "cases.a.faithfulness" .*delete it and accept the current/);
    writeFileSync(path, '{oops');
    expect(() => readBaseline(path)).toThrow(/is not valid JSON/);
  });
});
