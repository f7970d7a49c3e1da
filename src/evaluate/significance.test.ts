import { describe, expect, test } from 'vitest';
import { createRandom } from '../testing/random.js';
import { fisherLess, fisherLessMin, holm, taroneHolm } from './significance.js';

/** P(X <= x) for X ~ Hypergeometric, by enumerating every way to deal the passes (the definition, slowly). */
function bruteForce(basePassed: number, baseN: number, headPassed: number, headN: number): number {
  const outcomes = [...Array(baseN).fill(0), ...Array(headN).fill(1)];
  const passes = basePassed + headPassed;
  let count = 0;
  let atMost = 0;
  const choose = (start: number, left: number, inHead: number) => {
    if (left === 0) {
      count++;
      if (inHead <= headPassed) atMost++;
      return;
    }
    for (let i = start; i <= outcomes.length - left; i++) choose(i + 1, left - 1, inHead + (outcomes[i] as number));
  };
  choose(0, passes, 0);
  return atMost / count;
}

describe('fisherLess (one-sided Fisher exact test, head lower)', () => {
  test('equals the enumeration of every dealing of the passes, on small tables', () => {
    for (const [a, n, b, m] of [
      [10, 10, 3, 10],
      [5, 6, 2, 7],
      [0, 4, 0, 4],
      [3, 3, 3, 3],
      [1, 1, 0, 5],
    ] as const) {
      expect(fisherLess(a, n, b, m)).toBeCloseTo(bruteForce(a, n, b, m), 12);
    }
    expect(fisherLess(10, 10, 3, 10)).toBeCloseTo(286 / 184_756, 12);
  });

  test('a head that did better is never significant; a bad count is a RangeError', () => {
    expect(fisherLess(3, 10, 10, 10)).toBe(1);
    expect(() => fisherLess(11, 10, 1, 10)).toThrow(RangeError);
    expect(() => fisherLess(1, 0, 1, 10)).toThrow(RangeError);
  });

  test('rejects at most alpha of the time when nothing changed (seeded draws)', () => {
    const random = createRandom(7);
    let rejected = 0;
    const runs = 4000;
    for (let i = 0; i < runs; i++) {
      const p = 0.5 + 0.5 * random.next();
      const draw = () => Array.from({ length: 10 }, () => random.next() < p).filter(Boolean).length;
      if (fisherLess(draw(), 10, draw(), 10) <= 0.05) rejected++;
    }
    expect(rejected / runs).toBeLessThanOrEqual(0.05);
  });
});

describe('holm', () => {
  test('step-down: compares the k-th smallest p with alpha / (m - k) and stops at the first miss', () => {
    expect(holm([0.01, 0.04, 0.03, 0.005], 0.05).significant).toEqual([true, false, false, true]);
    expect(holm([0.01, 0.02, 0.03], 0.05).significant).toEqual([true, true, true]);
    // Bonferroni would reject only 0.012 < 0.05/3; Holm then tests 0.02 < 0.05/2.
    expect(holm([0.012, 0.02, 0.9], 0.05).significant).toEqual([true, true, false]);
    const adjusted = holm([0.012, 0.02, 0.9], 0.05).adjusted;
    for (const [i, p] of [0.036, 0.04, 0.9].entries()) expect(adjusted[i]).toBeCloseTo(p, 12);
    expect(holm([], 0.05)).toEqual({ significant: [], adjusted: [] });
    expect(() => holm([0.1], 0)).toThrow(RangeError);
  });
});

describe('Holm with Tarone’s modification', () => {
  test('the smallest attainable p of a case is that of its most extreme table with the same margins', () => {
    expect(fisherLessMin(5, 5, 0, 5)).toBeCloseTo(1 / 252, 12);
    expect(fisherLessMin(5, 5, 5, 5)).toBe(1);
    expect(fisherLessMin(4, 5, 5, 5)).toBeCloseTo(0.5, 12);
  });

  test('cases that cannot reach significance spend no alpha: two full flips among 21 cases are found, plain Holm misses them', () => {
    const flip = { p: fisherLess(5, 5, 0, 5), minP: fisherLessMin(5, 5, 0, 5) };
    const fix = { p: fisherLess(0, 5, 5, 5), minP: fisherLessMin(0, 5, 5, 5) };
    const same = { p: fisherLess(5, 5, 5, 5), minP: fisherLessMin(5, 5, 5, 5) };
    const suite = { p: fisherLess(95, 105, 95, 105), minP: fisherLessMin(95, 105, 95, 105) };
    const tests = [flip, flip, ...Array.from({ length: 17 }, () => same), fix, fix, suite];
    expect(taroneHolm(tests, 0.05).significant.filter(Boolean)).toHaveLength(2);
    expect(taroneHolm(tests, 0.05).significant.slice(0, 2)).toEqual([true, true]);
    expect(
      holm(
        tests.map((t) => t.p),
        0.05,
      ).significant.some(Boolean),
    ).toBe(false);
  });

  test('is Holm when every test can reach the level, and never rejects a test whose minimum is above it', () => {
    const tests = [0.001, 0.02, 0.04].map((p) => ({ p, minP: 0 }));
    expect(taroneHolm(tests, 0.05).significant).toEqual(holm([0.001, 0.02, 0.04], 0.05).significant);
    expect(taroneHolm([{ p: 0.2, minP: 0.2 }], 0.05).significant).toEqual([false]);
  });
});
