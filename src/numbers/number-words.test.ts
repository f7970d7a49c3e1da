import { describe, expect, test } from 'vitest';
import { cardinalValue, parseNumberWords } from './number-words.js';

const read = (phrase: string) =>
  parseNumberWords(phrase.toLowerCase().split(/[ -]+/)).map((n) => ({
    value: Number(n.value.toFixed(6)),
    words: n.words,
    ...(n.ordinal ? { ordinal: true } : {}),
    ...(n.fraction ? { fraction: true } : {}),
    ...(n.times ? { times: true } : {}),
    ...(n.vague ? { vague: true } : {}),
  }));

describe('parseNumberWords', () => {
  test.for([
    ['five', [{ value: 5, words: 1 }]],
    ['zero', [{ value: 0, words: 1 }]],
    ['fifteen', [{ value: 15, words: 1 }]],
    ['twenty-five', [{ value: 25, words: 2 }]],
    ['twenty five', [{ value: 25, words: 2 }]],
    ['one hundred and twenty', [{ value: 120, words: 3 }]],
    ['one hundred twenty-five', [{ value: 125, words: 4 }]],
    ['twelve hundred', [{ value: 1200, words: 2 }]],
    ['two thousand five hundred', [{ value: 2500, words: 4 }]],
    ['three million', [{ value: 3000000, words: 2 }]],
    ['two and a half', [{ value: 2.5, words: 2 }]],
    ['a hundred', [{ value: 100, words: 1, vague: true }]],
    ['a thousand', [{ value: 1000, words: 1, vague: true }]],
    ['hundred', [{ value: 100, words: 1, vague: true }]],
    ['a dozen', [{ value: 12, words: 1, vague: true }]],
    ['two dozen', [{ value: 24, words: 2 }]],
    ['first', [{ value: 1, words: 1, ordinal: true }]],
    ['third', [{ value: 3, words: 1, ordinal: true }]],
    ['twenty-first', [{ value: 21, words: 2, ordinal: true }]],
    ['fifteenth', [{ value: 15, words: 1, ordinal: true }]],
    ['half', [{ value: 0.5, words: 1, fraction: true }]],
    ['a quarter', [{ value: 0.25, words: 1, fraction: true, vague: true }]],
    ['a third', [{ value: 0.333333, words: 1, fraction: true, vague: true }]],
    ['two thirds', [{ value: 0.666667, words: 2, fraction: true }]],
    ['three quarters', [{ value: 0.75, words: 2, fraction: true }]],
    ['twice', [{ value: 2, words: 1, times: true }]],
    ['once', [{ value: 1, words: 1, times: true }]],
  ] as const)('reads "%s"', ([phrase, expected]) => {
    expect(read(phrase)).toEqual(expected);
  });

  test.for([
    ['five six', [5, 6]],
    ['one and two', [1, 2]],
    ['twenty thirty', [20, 30]],
    ['seven twenty-one', [7, 21]],
    ['first second', [1, 2]],
  ] as const)('splits "%s" into separate numbers', ([phrase, values]) => {
    expect(read(phrase).map((n) => n.value)).toEqual(values);
  });

  test('reads nothing from words that are not numbers, and skips an article without a number', () => {
    expect(parseNumberWords(['a', 'and', 'the'])).toEqual([]);
    expect(parseNumberWords(['a', 'five'])).toEqual([expect.objectContaining({ value: 5, from: 1, to: 2 })]);
  });
});

describe('cardinalValue', () => {
  test.for([
    ['zero', 0],
    ['five', 5],
    ['twelve', 12],
    ['nineteen', 19],
    ['forty', 40],
    ['ninety', 90],
    ['hundred', 100],
    ['thousand', 1_000],
    ['million', 1_000_000],
    ['first', undefined],
    ['half', undefined],
    ['dozen', undefined],
    ['twice', undefined],
    ['refund', undefined],
    ['Five', undefined],
  ] as const)('%s is %s', ([word, value]) => {
    expect(cardinalValue(word)).toBe(value);
  });
});
