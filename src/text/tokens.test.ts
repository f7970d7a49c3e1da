import { describe, expect, test } from 'vitest';
import { SEARCH_STOP_WORDS, STOP_WORDS } from './stop-words.js';
import { contentTokens, tokenize } from './tokens.js';

describe('tokenize', () => {
  test.for([
    [
      'lower-cases and splits on anything but a-z, 0-9 and inner hyphens',
      'Refunds: 30 days!',
      ['refunds', '30', 'days'],
    ],
    [
      'hyphenated codes stay whole',
      'Order KH-8842 or call 1-800-RETURNS',
      ['order', 'kh-8842', 'or', 'call', '1-800-returns'],
    ],
    ['a hyphen at an edge is not part of a token', '-5 and 7-', ['5', 'and', '7']],
    ['a decimal point splits, as in the seed', '$12.50', ['12', '50']],
    ['letters outside a-z split a token, as in the seed', 'café größe', ['caf', 'gr', 'e']],
    ['an apostrophe splits', "don't", ['don', 't']],
    ['no token in punctuation', '... -- !', []],
  ] as const)('%s', ([, text, expected]) => {
    expect(tokenize(text)).toEqual(expected);
  });
});

describe('contentTokens', () => {
  test.for([
    ['drops the seed stop words', 'What is the refund window for my order?', STOP_WORDS, ['refund', 'window', 'order']],
    ['keeps words the seed list lacks', 'Which one should I buy?', STOP_WORDS, ['which', 'one', 'should', 'buy']],
    ['takes another list', 'Which one should I buy?', SEARCH_STOP_WORDS, ['one', 'buy']],
    ['keeps negations with the seed list', 'It is not refundable', STOP_WORDS, ['not', 'refundable']],
  ] as const)('%s', ([, text, stopWords, expected]) => {
    expect(contentTokens(text, stopWords)).toEqual(expected);
  });

  test('uses the seed list by default', () => {
    expect(contentTokens('How do I get a refund within 30 days?')).toEqual(['get', 'refund', '30', 'days']);
  });
});

describe('the stop-word lists', () => {
  test('the seed list is the seed exactly (43 words)', () => {
    expect(STOP_WORDS.size).toBe(43);
    for (const w of ['a', 'the', 'within', 'about', 'what', 'how']) expect(STOP_WORDS.has(w)).toBe(true);
  });

  test('the search list holds the seed list and the question and function words a query carries', () => {
    for (const w of STOP_WORDS) expect(SEARCH_STOP_WORDS.has(w)).toBe(true);
    for (const w of ['which', 'when', 'should', 'many', 'not', 'would']) expect(SEARCH_STOP_WORDS.has(w)).toBe(true);
    for (const w of ['refund', 'days', 'one', 'before']) expect(SEARCH_STOP_WORDS.has(w)).toBe(false);
  });
});
