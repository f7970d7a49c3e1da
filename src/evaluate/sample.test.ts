import { describe, expect, test } from 'vitest';
import { parseSampleText, sampleCases, sampleFromEnv } from './sample.js';

const cases = [
  ...Array.from({ length: 40 }, (_, i) => ({ id: `refund-${i}`, tags: ['refunds'] })),
  ...Array.from({ length: 20 }, (_, i) => ({ id: `warranty-${i}`, tags: ['warranty'] })),
  ...Array.from({ length: 10 }, (_, i) => ({ id: `both-${i}`, tags: ['warranty', 'refunds'] })),
  ...Array.from({ length: 3 }, (_, i) => ({ id: `untagged-${i}` })),
];
const count = (list: { id: string }[], prefix: string) => list.filter((c) => c.id.startsWith(prefix)).length;

describe('sampleCases', () => {
  test('is deterministic for a seed, independent of file order, and differs across seeds', () => {
    const a = sampleCases(cases, { share: 0.2 }, 'abc123', 'shop');
    expect(sampleCases(cases, { share: 0.2 }, 'abc123', 'shop')).toEqual(a);
    const shuffled = [...cases].reverse();
    expect(new Set(sampleCases(shuffled, { share: 0.2 }, 'abc123', 'shop').map((c) => c.id))).toEqual(
      new Set(a.map((c) => c.id)),
    );
    expect(sampleCases(cases, { share: 0.2 }, 'def456', 'shop').map((c) => c.id)).not.toEqual(a.map((c) => c.id));
    // Kept in their original order.
    expect(a.map((c) => cases.indexOf(c))).toEqual([...a.map((c) => cases.indexOf(c))].sort((x, y) => x - y));
  });

  test('is stratified by tag set: every stratum once, the rest in proportion (largest remainders)', () => {
    const sample = sampleCases(cases, { share: 0.2 }, 'seed', 'shop'); // ceil(0.2 * 73) = 15
    expect(sample).toHaveLength(15);
    expect([
      count(sample, 'refund-'),
      count(sample, 'warranty-'),
      count(sample, 'both-'),
      count(sample, 'untagged-'),
    ]).toEqual([7, 4, 3, 1]); // 1 each, then 11 by 39:19:9:2 = 6.2, 3.0, 1.4, 0.3
    expect(
      sampleCases(cases, { count: 4 }, 'seed', 'shop')
        .map((c) => c.id.replace(/-\d+$/, ''))
        .sort(),
    ).toEqual(['both', 'refund', 'untagged', 'warranty']);
    expect(sampleCases(cases, { count: 500 }, 'seed', 'shop')).toHaveLength(cases.length);
    expect(sampleCases(cases, { share: 0.001 }, 'seed', 'shop')).toHaveLength(1);
  });

  test('parses N and P%, and refuses the rest naming where it came from', () => {
    expect(parseSampleText('20', '--sample')).toEqual({ count: 20 });
    expect(parseSampleText('10%', '--sample')).toEqual({ share: 0.1 });
    expect(parseSampleText('12.5%', '--sample')).toEqual({ share: 0.125 });
    for (const bad of ['0', '0%', '101%', '-3', '1e2', 'ten', '']) {
      expect(() => parseSampleText(bad, 'RAGCHECK_SAMPLE')).toThrow(/^RAGCHECK_SAMPLE must be a number of cases/);
    }
    expect(sampleFromEnv({})).toBeUndefined();
    expect(sampleFromEnv({ RAGCHECK_SAMPLE: '10%', RAGCHECK_SAMPLE_SEED: 'abc' })).toEqual({
      spec: { share: 0.1 },
      seed: 'abc',
    });
    expect(sampleFromEnv({ RAGCHECK_SAMPLE: '5' })?.seed).toBe('ragcheck');
  });
});
