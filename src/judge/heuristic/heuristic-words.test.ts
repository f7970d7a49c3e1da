import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { nextWordStart, termsOf, wordEndAt } from './heuristic-words.js';

// The word pattern the scanner reads without a match object per word.
const WORD = /[\p{L}\p{N}]+(?:['.-][\p{L}\p{N}]+)*/gu;
const byPattern = (text: string) => [...text.matchAll(WORD)].map((m) => [m.index, m.index + m[0].length]);
function byScanner(text: string): number[][] {
  const out: number[][] = [];
  for (let start = nextWordStart(text, 0); start < text.length; ) {
    const end = wordEndAt(text, start);
    out.push([start, end]);
    start = nextWordStart(text, end);
  }
  return out;
}

describe('the word scanner', () => {
  test.for([
    "Don't e.g. non-refundable 3.5 items -- 'quoted' rock'n'roll",
    'über Straße ÉLAN naïve 東京 ٣٤ ９ 𝒜𝒷 😀 a\u0301',
    "trailing joiners: end. end' end- .lead 'lead -lead a..b a.-b",
  ])('reads %j as the pattern does', (text) => {
    expect(byScanner(text)).toEqual(byPattern(text));
    expect(byScanner(text).length).toBeGreaterThan(3);
  });

  test('reads every generated text as the pattern does: any unicode, lone surrogates, joiners', () => {
    const joiners = fc.constantFrom(
      "'",
      '.',
      '-',
      ' ',
      'a',
      'Z',
      '7',
      'é',
      '٣',
      '𝒜',
      '\ud835',
      '\udc9c',
      '😀',
      '\u0301',
    );
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: 'binary' }),
          fc.array(joiners).map((a) => a.join('')),
        ),
        (text) => {
          expect(byScanner(text)).toEqual(byPattern(text));
        },
      ),
      { numRuns: 2_000 },
    );
  });

  test('reads the corpora as the pattern does, and their terms are the words', () => {
    const texts = ['fixtures/handbook/corpus.jsonl', 'fixtures/store-policy/corpus.jsonl']
      .flatMap((f) => readFileSync(f, 'utf8').split('\n').filter(Boolean))
      .map((line) => (JSON.parse(line) as { text: string }).text);
    expect(texts.length).toBeGreaterThan(20);
    for (const text of texts) {
      expect(byScanner(text)).toEqual(byPattern(text));
      expect(termsOf(text).map((t) => t.surface)).toEqual([...text.matchAll(WORD)].map((m) => m[0]));
    }
  });
});
