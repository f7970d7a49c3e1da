import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { containedTokens } from './contained.js';
import { withDeadline } from './deadline.js';

const naive = (texts: readonly string[], tokens: readonly string[]) =>
  texts.map((text) => tokens.flatMap((token, i) => (text.includes(token) ? [i] : [])));

describe('containedTokens', () => {
  test('each text gets the indices of the tokens it contains, ascending, as includes() says', () => {
    expect(containedTokens(['Refunds take 15 days.', 'Call 555.', 'none'], ['5', '15', '555', '7'])).toEqual([
      [0, 1],
      [0, 2],
      [],
    ]);
    // a token inside another, a token written twice, the empty token, a text shorter than a token
    expect(containedTokens(['abcd', 'b', ''], ['bc', 'abcd', 'c', 'bc', '', 'abcde'])).toEqual([
      [0, 1, 2, 3, 4],
      [4],
      [4],
    ]);
  });

  test('agrees with includes() on generated texts and tokens over a small alphabet', () => {
    const text = fc.string({ unit: fc.constantFrom('1', '2', '.', 'a', ' ', 'é'), maxLength: 40 });
    const token = fc.string({ unit: fc.constantFrom('1', '2', '.', 'a', ' ', 'é'), maxLength: 6 });
    fc.assert(
      fc.property(fc.array(text, { maxLength: 8 }), fc.array(token, { maxLength: 12 }), (texts, tokens) => {
        expect(containedTokens(texts, tokens)).toEqual(naive(texts, tokens));
      }),
      { numRuns: 500 },
    );
  });

  test('stops at a deadline that has passed', () => {
    const texts = Array.from({ length: 100 }, (_, i) => `${i}. `.repeat(100));
    expect(() => withDeadline(performance.now() - 1, () => containedTokens(texts, ['7']))).toThrow(
      'scoring ran past the case deadline',
    );
  });
});
