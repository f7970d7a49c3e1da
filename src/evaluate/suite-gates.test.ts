import { describe, expect, test } from 'vitest';
import type { CaseResult } from '../types.js';
import { formatSuiteGate } from './index.js';
import { evaluateSuiteGates, parseSuiteGates } from './suite-gates.js';

const result = (passed: boolean, faithfulness: number | null, contextRecall: number | null = 1) =>
  ({ verdict: passed ? 'pass' : 'FIX retrieval', metrics: { faithfulness, contextRecall } }) as CaseResult;

describe('suite gates', () => {
  test('pass rate counts only passing verdicts, so known failures and errors lower it', () => {
    const results = [result(true, 1), result(false, 0.2), result(false, null), result(true, 0.9)];
    const [rate] = evaluateSuiteGates(results, { minPassRate: 0.75 });
    expect(rate).toEqual({ name: 'passRate', value: 0.5, threshold: 0.75, passed: false, n: 4 });
    expect(formatSuiteGate(rate!)).toBe('passRate 0.50, needs >= 0.75 over 4 cases FAILED');
  });

  test('a mean floor averages only the cases that have the metric', () => {
    const results = [result(true, 1, null), result(false, 0.5, null), result(false, null, null)];
    const gates = evaluateSuiteGates(results, { meanFloors: { faithfulness: 0.75, contextRecall: 0.5 } });
    expect(gates[0]).toEqual({ name: 'mean faithfulness', value: 0.75, threshold: 0.75, passed: true, n: 2 });
    expect(gates[1]).toMatchObject({ name: 'mean contextRecall', value: null, passed: true, n: 0 });
    expect(formatSuiteGate(gates[1]!)).toBe('mean contextRecall n/a (no case measured it; floor 0.50)');
  });

  test('no gates configured means nothing to check', () => {
    expect(evaluateSuiteGates([result(false, 0)], undefined)).toEqual([]);
  });

  test('rejects a floor written as a percentage and an unknown metric, naming them', () => {
    expect(() => parseSuiteGates({ minPassRate: 80 }, 'defineRagSuite("x")')).toThrow(
      /defineRagSuite\("x"\): invalid `gates`: "gates.minPassRate" must be between 0 and 1 \(a threshold is a score, not a percentage: write 0.8, not 80\)/,
    );
    expect(() => parseSuiteGates({ meanFloors: { faithfullness: 0.5 } }, 'x')).toThrow(
      /unknown metric "faithfullness" in meanFloors: the metrics are contextRecall, faithfulness/,
    );
    expect(() => parseSuiteGates({ minPassrate: 0.5 }, 'x')).toThrow(/unknown key "minPassrate"/);
  });
});
