import { describe, expect, test } from 'vitest';
import { labelStats, pairedBootstrap } from './agreement-stats.js';

describe('labelStats', () => {
  test('reads the "unsupported" class (label 0): precision, recall, F1 and flag rates', () => {
    // human:  1 1 0 0 0 1 ; judge: 1 0 0 0 1 1 -> flagged 2, of which 2 humans flag; humans flag 3.
    const s = labelStats([1, 1, 0, 0, 0, 1], [1, 0, 0, 0, 1, 1]);
    expect(s.confusion).toEqual({ tp: 2, fp: 1, fn: 1, tn: 2 });
    expect(s.unsupported.precision).toBeCloseTo(2 / 3);
    expect(s.unsupported.recall).toBeCloseTo(2 / 3);
    expect(s.unsupported.f1).toBeCloseTo(2 / 3);
    expect(s.flagRate).toBeCloseTo(0.5);
    expect(s.humanFlagRate).toBeCloseTo(0.5);
  });

  test('precision and F1 are null when the judge flags nothing, recall too when humans flag nothing', () => {
    const none = labelStats([1, 0, 1], [1, 1, 1]);
    expect(none.unsupported).toEqual({ precision: null, recall: 0, f1: null });
    expect(labelStats([1, 1], [1, 1]).unsupported).toEqual({ precision: null, recall: null, f1: null });
  });
});

describe('pairedBootstrap', () => {
  const human = Array.from({ length: 200 }, (_, i) => (i % 2) as 0 | 1);
  const perfect = [...human];
  // Right on 3 items of 4: kappa 0.5.
  const noisy = human.map((h, i) => (i % 4 === 0 ? 1 - h : h));

  test('a judge that is always right beats a noisy one with an interval above 0', () => {
    const d = pairedBootstrap(human, perfect, noisy);
    expect(d.difference).toBeCloseTo(0.5, 5);
    expect(d.low).toBeGreaterThan(0.3);
    expect(d.high).toBeLessThanOrEqual(0.7);
    expect(d.samples).toBe(1000);
  });

  test('two identical judges differ by exactly 0 in every resample', () => {
    expect(pairedBootstrap(human, noisy, noisy, { samples: 50 })).toEqual({
      difference: 0,
      low: 0,
      high: 0,
      samples: 50,
    });
  });

  test('is deterministic for a seed and the interval orders low <= difference <= high here', () => {
    const a = pairedBootstrap(human, noisy, perfect, { samples: 200, seed: 7 });
    expect(pairedBootstrap(human, noisy, perfect, { samples: 200, seed: 7 })).toEqual(a);
    expect(a.low).toBeLessThanOrEqual(a.difference);
    expect(a.difference).toBeLessThanOrEqual(a.high);
  });

  test('rejects lists of different lengths and a sample count below 1', () => {
    expect(() => pairedBootstrap([1, 0], [1], [1, 0])).toThrow(/equal length/);
    expect(() => pairedBootstrap([1, 0], [1, 0], [1, 0], { samples: 0 })).toThrow(/`samples`/);
  });
});
