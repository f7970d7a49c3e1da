import { describe, expect, test } from 'vitest';
import { isFaithful, meetsThreshold } from './faithful.js';

describe('isFaithful', () => {
  test.for([
    [{ score: 1, unsupported: [] }, 0.6, true],
    [{ score: 0.6, unsupported: [] }, 0.6, true],
    [{ score: 2 / 3, unsupported: [] }, 1 - 1 / 3, true],
    [{ score: 0.59, unsupported: [] }, 0.6, false],
    [{ score: 1, unsupported: ['KH-0001'] }, 0.6, false],
    [{ score: null, unsupported: [] }, 0, false],
  ] as const)('%o at threshold %d is %s', ([result, threshold, expected]) => {
    expect(isFaithful(result, threshold)).toBe(expected);
  });

  test('uses the default faithfulness gate (0.6) when no threshold is given', () => {
    expect(isFaithful({ score: 0.6, unsupported: [] })).toBe(true);
    expect(isFaithful({ score: 0.5, unsupported: [] })).toBe(false);
  });

  test('meetsThreshold tolerates rounding (0.1 + 0.2 reaches 0.3) but never passes null', () => {
    expect(meetsThreshold(0.1 + 0.2, 0.3)).toBe(true);
    expect(meetsThreshold(0.29, 0.3)).toBe(false);
    expect(meetsThreshold(null, 0)).toBe(false);
  });
});
