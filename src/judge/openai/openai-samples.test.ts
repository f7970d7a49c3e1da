import { describe, expect, test } from 'vitest';
import { combineSamples, judgementScore } from './openai-samples.js';
import type { Judgement } from './prompt.js';

const j = (...verdicts: Array<[string, Judgement['claims'][number]['verdict']]>): Judgement => ({
  refusal: false,
  claims: verdicts.map(([claim, verdict]) => ({ claim, verdict, evidence: `${verdict} evidence` })),
});

describe('judgementScore', () => {
  test('is supported claims over all claims, unsupported counting against it', () => {
    expect(judgementScore(j(['a', 'supported'], ['b', 'unsupported'], ['c', 'contradicted'], ['d', 'supported']))).toBe(
      0.5,
    );
  });

  test('is 1 for a judgement with no claims (a refusal)', () => {
    expect(judgementScore({ refusal: true, claims: [] })).toBe(1);
  });
});

describe('combineSamples', () => {
  test('takes the majority verdict of each claim, matching claims by text', () => {
    const merged = combineSamples([
      j(['Refunds take 7 days.', 'supported'], ['Shipping is free.', 'unsupported']),
      j(['Shipping is free.', 'supported'], ['refunds take 7 days', 'supported']),
      j(['Refunds take 7 days.', 'unsupported'], ['Shipping is free.', 'supported']),
    ]);
    expect(merged.claims.map((c) => [c.claim, c.verdict])).toEqual([
      ['Refunds take 7 days.', 'supported'],
      ['Shipping is free.', 'supported'],
    ]);
    expect(merged.claims[1]?.evidence).toBe('supported evidence');
  });

  test('matches reworded claims by position when the samples have as many claims', () => {
    const merged = combineSamples([
      j(['A is 5.', 'supported']),
      j(['A equals five.', 'contradicted']),
      j(['The value of A is 5.', 'contradicted']),
    ]);
    expect(merged.claims).toEqual([{ claim: 'A is 5.', verdict: 'contradicted', evidence: 'contradicted evidence' }]);
  });

  test('uses the most common claim count and breaks ties towards the harsher verdict', () => {
    const merged = combineSamples([
      j(['x', 'supported'], ['y', 'supported']),
      j(['x', 'unsupported'], ['y', 'supported']),
      j(['x', 'supported'], ['y', 'supported'], ['z', 'supported']),
      j(['x', 'unsupported']),
    ]);
    expect(merged.claims.map((c) => c.verdict)).toEqual(['unsupported', 'supported']);
  });

  test('decides refusal by majority', () => {
    const r = { refusal: true, claims: [] };
    expect(combineSamples([r, r, j(['a', 'supported'])]).refusal).toBe(true);
    expect(combineSamples([r, j(['a', 'supported'])]).refusal).toBe(false);
  });
});
