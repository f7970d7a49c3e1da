import { describe, expect, test } from 'vitest';
import { cohenKappa } from './kappa.js';

describe('cohenKappa', () => {
  test("reproduces the seed's validation: raw agreement 0.90, kappa 0.62", () => {
    const a = cohenKappa([1, 1, 0, 1, 1, 1, 0, 1, 1, 1], [1, 1, 0, 1, 1, 1, 1, 1, 1, 1]);
    expect(a.rawAgreement).toBe(0.9);
    expect(a.kappa.toFixed(2)).toBe('0.62');
    expect(a.confusion).toEqual({ tp: 8, fp: 1, fn: 0, tn: 1 });
  });
  test('is 1 when both raters are constant and identical, and rejects bad input', () => {
    expect(cohenKappa([1, 1], [1, 1]).kappa).toBe(1);
    expect(() => cohenKappa([], [])).toThrow(RangeError);
    expect(() => cohenKappa([1, 2], [1, 1])).toThrow(/0 or 1/);
  });
});
