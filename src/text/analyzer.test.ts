import { describe, expect, test } from 'vitest';
import { createAnalyzer } from './analyzer.js';
import { SEARCH_STOP_WORDS, STOP_WORDS } from './stop-words.js';

describe('createAnalyzer', () => {
  test('drops stop words, stems words and keeps codes whole as well as split', () => {
    expect(createAnalyzer()('Refunds for order KH-8842 take five days')).toEqual([
      'refund',
      'order',
      'kh-8842',
      'kh',
      '8842',
      'take',
      'five',
      'dai',
    ]);
  });

  test('reads curly apostrophes like straight ones', () => {
    const analyze = createAnalyzer();
    expect(analyze('the company’s policy')).toEqual(analyze("the company's policy"));
  });

  test('does not stem when stem is false and honours custom stop words', () => {
    expect(createAnalyzer({ stem: false, stopWords: new Set(['the']) })('the refunds are late')).toEqual([
      'refunds',
      'are',
      'late',
    ]);
  });

  test('the search stop words include the seed list and question words', () => {
    for (const w of ['the', 'what', 'which', 'when', 'should', 'many']) expect(SEARCH_STOP_WORDS.has(w)).toBe(true);
  });
});

describe('createAnalyzer options', () => {
  test.for([
    [
      'defaults: search stop words, stems, hyphen parts',
      {},
      'Which non-refundable items ship?',
      ['non-refundable', 'non', 'refund', 'item', 'ship'],
    ],
    [
      'the seed stop words keep question words',
      { stopWords: STOP_WORDS },
      'Which items ship?',
      ['which', 'item', 'ship'],
    ],
    ['no stemming keeps words as written (lower case)', { stem: false }, 'Which Items shipped?', ['items', 'shipped']],
    ['non-ASCII text is normalised first', {}, 'Refunds – KH‑8842', ['refund', 'kh-8842', 'kh', '8842']],
  ] as const)('%s', ([, options, text, expected]) => {
    expect(createAnalyzer(options)(text)).toEqual(expected);
  });
});
