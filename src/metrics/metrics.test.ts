import { describe, expect, test } from 'vitest';
import {
  contextRecall,
  hitAtK,
  keywordCoverage,
  ndcgAtK,
  precisionAtK,
  recallAtK,
  reciprocalRank,
  splitClaims,
  unsupportedTokens,
} from './index.js';

const ids = (...xs: string[]) => xs.map((id) => ({ id }));

describe('unsupportedTokens', () => {
  const ctx = 'Refunds must be requested within 7 days using order KH-8842.';
  test("reproduces the course's scan: an invented day count and order code", () => {
    expect(unsupportedTokens('Please apply within 8 days with KH-0001.', ctx)).toEqual(['8', 'KH-0001']);
    expect(unsupportedTokens('Please apply within 7 days with KH-8842.', ctx)).toEqual([]);
  });
  test('compares numbers by value across money, separators, decimals and number words', () => {
    const c = 'The fee is $1,200.00 and refunds take five business days; 15% restocking.';
    expect(unsupportedTokens('It costs 1200 dollars, takes 5 days, 15 percent.', c)).toEqual([]);
    expect(unsupportedTokens('It costs $1,250 and takes 6 days at 20%.', c)).toEqual(['$1,250', '6', '20%']);
  });
  test('reads times, ranges and codes', () => {
    const c = 'Support is online 09:00-18:00. Shipping takes 3 to 5 days. Call 1-800-555-0199, model X1.';
    expect(unsupportedTokens('Open 9:00 to 18:00, ships in 3-5 days, model X1.', c)).toEqual([]);
    expect(unsupportedTokens('Open 8:30, ships in 2-4 days, model X2, call 1-800-555-0100.', c)).toEqual([
      '8:30',
      '2',
      '4',
      'X2',
      '1-800-555-0100',
    ]);
  });
  test('ignores hyphenated words without digits', () => {
    expect(unsupportedTokens('Shipping fees are non-refundable.', 'Fees are refundable.')).toEqual([]);
  });
});

describe('retrieval metrics', () => {
  const golden = ['a', 'b'];
  const retrieved = ids('x', 'a', 'y', 'b');
  test('context recall counts golden ids anywhere in the returned list and is null out of scope', () => {
    expect(contextRecall(golden, retrieved)).toBe(1);
    expect(contextRecall(golden, ids('a'))).toBe(0.5);
    expect(contextRecall([], retrieved)).toBeNull();
  });
  test('@k metrics cut at k', () => {
    expect(hitAtK(golden, retrieved, 1)).toBe(0);
    expect(hitAtK(golden, retrieved, 2)).toBe(1);
    expect(recallAtK(golden, retrieved, 3)).toBe(0.5);
    expect(precisionAtK(golden, retrieved, 4)).toBe(0.5);
    expect(reciprocalRank(golden, retrieved)).toBe(0.5);
    expect(reciprocalRank(golden, ids('x'))).toBe(0);
  });
  test('nDCG@k matches the hand computation', () => {
    const dcg = 1 / Math.log2(3) + 1 / Math.log2(5);
    const ideal = 1 + 1 / Math.log2(3);
    expect(ndcgAtK(golden, retrieved, 4)).toBeCloseTo(dcg / ideal, 12);
    expect(ndcgAtK(golden, ids('a', 'b'), 3)).toBe(1);
  });
  test('a { source, contains } golden ref matches a re-chunked passage, once', () => {
    const ref = [{ source: 'policy.md', contains: '30 days' }];
    const chunks = [
      { id: 'new-1', source: 'policy.md', text: 'Refunds within 30 days.' },
      { id: 'new-2', source: 'policy.md', text: 'Again 30 days.' },
    ];
    expect(contextRecall(ref, chunks)).toBe(1);
    expect(precisionAtK(ref, chunks, 2)).toBe(0.5);
    expect(contextRecall(ref, [{ id: 'z', source: 'other.md', text: '30 days' }])).toBe(0);
  });
});

describe('keywordCoverage', () => {
  test('is the share of keywords found, case-insensitively, null without keywords', () => {
    expect(
      keywordCoverage('The F1 score is the harmonic mean of Precision and Recall.', [
        'precision',
        'recall',
        'harmonic mean',
        '2',
      ]),
    ).toBe(0.75);
    expect(keywordCoverage('anything', [])).toBeNull();
  });
});

describe('splitClaims', () => {
  test("splits on sentence ends then on ' and ' like the seed", () => {
    expect(splitClaims('Call our hotline at 1-800-RETURNS and we will issue an instant refund.')).toEqual([
      'Call our hotline at 1-800-RETURNS',
      'we will issue an instant refund.',
    ]);
  });
});
