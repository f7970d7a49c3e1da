import { describe, expect, test } from 'vitest';
import type { Chunk } from '../types.js';
import { createBm25Index } from './bm25.js';

// N = 3 chunks; lengths 3, 2, 4 terms, so avgdl = 9 / 3 = 3. k1 = 1.2, b = 0.75.
//   idf(n) = ln(1 + (N - n + 0.5) / (n + 0.5))
//   idf(apple)  n=1: ln(1 + 2.5 / 1.5) = ln(2.6667) = 0.980829
//   idf(banana) n=2, idf(cherry) n=2: ln(1 + 1.5 / 2.5) = ln(1.6) = 0.470004
//   term score = idf * tf * (k1 + 1) / (tf + k1 * (1 - b + b * dl / avgdl))
const corpus = [
  { id: 'a', text: 'apple banana apple' },
  { id: 'b', text: 'banana cherry' },
  { id: 'c', text: 'cherry date elderberry fig' },
];

describe('createBm25Index', () => {
  test('scores match Okapi BM25 computed by hand', () => {
    const index = createBm25Index(corpus);
    expect(index.size).toBe(3);
    expect(index.averageLength).toBe(3);
    const hits = index.search('apple cherry', 3);
    expect(hits.map((h) => h.chunk.id)).toEqual(['a', 'b', 'c']);
    // a: apple tf=2, dl=3: norm = 0.25 + 0.75 * 3/3 = 1;    0.980829 * 2 * 2.2 / (2 + 1.2 * 1)    = 1.348640
    expect(hits[0]!.score).toBeCloseTo(1.34864, 5);
    // b: cherry tf=1, dl=2: norm = 0.25 + 0.75 * 2/3 = 0.75; 0.470004 * 2.2 / (1 + 1.2 * 0.75)     = 0.544215
    expect(hits[1]!.score).toBeCloseTo(0.544215, 5);
    // c: cherry tf=1, dl=4: norm = 0.25 + 0.75 * 4/3 = 1.25; 0.470004 * 2.2 / (1 + 1.2 * 1.25)     = 0.413603
    expect(hits[2]!.score).toBeCloseTo(0.413603, 5);
  });

  test('a shorter chunk outranks a longer one for the same single term', () => {
    const hits = createBm25Index(corpus).search('banana', 3);
    // b: 0.470004 * 2.2 / 1.9 = 0.544215; a: norm 1, 0.470004 * 2.2 / 2.2 = 0.470004
    expect(hits.map((h) => [h.chunk.id, Number(h.score.toFixed(6))])).toEqual([
      ['b', 0.544215],
      ['a', 0.470004],
    ]);
  });

  test('idf follows ln(1 + (N - n + 0.5) / (n + 0.5)), with n = 0 for an unseen term', () => {
    const index = createBm25Index(corpus);
    expect(index.idf('appl')).toBeCloseTo(0.980829, 6);
    expect(index.idf('banana')).toBeCloseTo(0.470004, 6);
    expect(index.idf('zebra')).toBeCloseTo(Math.log(1 + 3.5 / 0.5), 9);
  });

  test('counts a repeated query term once', () => {
    const index = createBm25Index(corpus);
    expect(index.search('apple apple apple', 1)[0]!.score).toBeCloseTo(1.34864, 5);
  });

  // [what, chunks, [query, k, ids of the hits in rank order][]]
  test.for<[string, Chunk[], [string, number, string[]][]]>([
    [
      'returns only chunks sharing a term, at most k, ties broken by id',
      [
        { id: 'z', text: 'same words here' },
        { id: 'y', text: 'same words here' },
        { id: 'x', text: 'nothing in common' },
      ],
      [
        ['same words', 5, ['y', 'z']],
        ['same words', 1, ['y']],
        ['unrelated query', 5, []],
      ],
    ],
    [
      'matches across inflections and ignores stop words',
      [
        { id: 'refund', text: 'Refunds are processed within five business days.' },
        { id: 'ship', text: 'Shipping takes three days.' },
      ],
      [
        ['How is my refund processed?', 2, ['refund']],
        ['what is the', 2, []],
      ],
    ],
    [
      'finds a code both whole and by its parts',
      [
        { id: 'order', text: 'Order KH-8842 ships on Monday.' },
        { id: 'other', text: 'Order KH-1000 ships on Friday.' },
      ],
      [
        ['KH-8842', 2, ['order', 'other']],
        ['8842', 2, ['order']],
      ],
    ],
    [
      'indexes titles along with the text',
      [
        { id: 'p', title: 'Parental leave', text: 'Sixteen weeks, fully paid.' },
        { id: 'q', text: 'Annual leave is 25 days.' },
      ],
      [['parental', 2, ['p']]],
    ],
  ])('%s', ([, chunks, searches]) => {
    const index = createBm25Index(chunks);
    for (const [query, k, ids] of searches)
      expect(
        index.search(query, k).map((h) => h.chunk.id),
        query,
      ).toEqual(ids);
  });

  test('gives the same results when searched many times (the accumulator is reset)', () => {
    const index = createBm25Index(corpus);
    const first = index.search('apple cherry', 3);
    index.search('banana', 3);
    expect(index.search('apple cherry', 3)).toEqual(first);
  });

  test('retrieve returns the top chunks, so an index works as a retriever', () => {
    expect(createBm25Index(corpus).retrieve({ question: 'cherry' }, { k: 1 })).toEqual([corpus[1]]);
  });

  test('rejects duplicate ids, a bad k and out-of-range parameters', () => {
    expect(() =>
      createBm25Index([
        { id: 'a', text: 'x' },
        { id: 'a', text: 'y' },
      ]),
    ).toThrow(/chunk id "a" appears twice \(chunks\[0\] and chunks\[1\]\)/);
    expect(() => createBm25Index(corpus).search('apple', 0)).toThrow(/`k` must be a positive integer/);
    expect(() => createBm25Index(corpus, { b: 1.5 })).toThrow(/`b` must be between 0 and 1/);
    expect(() => createBm25Index(corpus, { k1: -1 })).toThrow(/`k1` must be a number >= 0/);
  });

  test('an empty corpus finds nothing', () => {
    expect(createBm25Index([]).search('anything', 3)).toEqual([]);
  });
});
