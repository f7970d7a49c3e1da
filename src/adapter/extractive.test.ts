import { describe, expect, test } from 'vitest';
import { createBm25Index } from './bm25.js';
import { DEFAULT_REFUSAL, extractAnswer } from './extractive.js';

const chunks = [
  {
    id: 'return',
    text: 'To start a return, email support@example.com with your order KH-8842. Refunds are processed within five business days.',
  },
  { id: 'ship', text: 'Standard shipping takes 3 to 5 business days. Express shipping costs $12.50 per order.' },
  { id: 'warranty', text: 'All electronics include a one-year limited warranty covering manufacturing defects.' },
  { id: 'parking', text: 'Visitor parking is on level 2 of the garage.' },
];
const index = createBm25Index(chunks);

describe('extractAnswer', () => {
  test('quotes the best-covering sentence verbatim, numbers and codes included', () => {
    const result = extractAnswer('How much does express shipping cost?', chunks, index);
    expect(result).toMatchObject({ answer: 'Express shipping costs $12.50 per order.', refused: false, score: 1 });
    expect(result.sentences).toEqual([
      { text: 'Express shipping costs $12.50 per order.', chunkId: 'ship', coverage: 1 },
    ]);
  });

  test('refuses with the exact refusal when no sentence shares a term with the question', () => {
    expect(extractAnswer('What is the battery life of the X1 earbuds?', chunks, index)).toEqual({
      answer: "I don't know based on the provided documents.",
      refused: true,
      score: 0,
      sentences: [],
    });
    expect(DEFAULT_REFUSAL).toBe("I don't know based on the provided documents.");
  });

  test('refuses when the best sentence covers less than minScore of the idf-weighted question', () => {
    // "parking" is in the corpus but "fee" and "weekend" are not: parking covers 1/3 of the weight at most.
    const question = 'What is the weekend parking fee?';
    const weak = extractAnswer(question, chunks, index);
    expect(weak.refused).toBe(true);
    expect(weak.score).toBeGreaterThan(0);
    expect(weak.score).toBeLessThan(0.5);
    const lenient = extractAnswer(question, chunks, index, { minScore: weak.score });
    expect(lenient.answer).toBe('Visitor parking is on level 2 of the garage.');
  });

  test('a rare word weighs more than a common one', () => {
    // "business" and "days" appear in two chunks, "warranty" in one: covering "warranty" alone is the better match.
    const result = extractAnswer('warranty business days', chunks, index, { maxSentences: 1, minScore: 0 });
    const common = index.idf('busi') + index.idf('dai');
    expect(index.idf('warranti')).toBeGreaterThan(index.idf('busi'));
    expect(result.score).toBeCloseTo(common / (common + index.idf('warranti')), 9);
  });

  test('adds a second sentence when it covers a part of the question the first does not', () => {
    const result = extractAnswer('How do I start a return, and what warranty do electronics include?', chunks, index);
    expect(result.sentences.map((s) => s.chunkId)).toEqual(['warranty', 'return']);
    expect(result.answer).toBe(
      'All electronics include a one-year limited warranty covering manufacturing defects. ' +
        'To start a return, email support@example.com with your order KH-8842.',
    );
    // Each sentence alone covers part of the question; the score is what they cover together.
    expect(result.sentences[0]!.coverage).toBeLessThan(1);
    expect(result.score).toBeCloseTo(1, 9);
  });

  test('quotes a single sentence when no other adds coverage', () => {
    const result = extractAnswer('When are refunds processed?', chunks, index);
    expect(result.answer).toBe('Refunds are processed within five business days.');
    expect(extractAnswer('When are refunds processed?', chunks, index, { maxSentences: 3 }).sentences).toHaveLength(1);
  });

  test('ties go to the higher-ranked chunk', () => {
    const twins = [
      { id: 'b', text: 'Lockers open at 7am.' },
      { id: 'a', text: 'Lockers open at 8am.' },
    ];
    expect(extractAnswer('When do lockers open?', twins, createBm25Index(twins)).answer).toBe('Lockers open at 7am.');
  });

  test('a question made only of stop words is refused', () => {
    expect(extractAnswer('What is it?', chunks, index).refused).toBe(true);
  });

  test('uses a custom refusal and rejects out-of-range options', () => {
    expect(extractAnswer('zebra', chunks, index, { refusal: 'No idea.' }).answer).toBe('No idea.');
    expect(() => extractAnswer('x', chunks, index, { minScore: 2 })).toThrow(/`minScore` must be between 0 and 1/);
    expect(() => extractAnswer('x', chunks, index, { maxSentences: 0 })).toThrow(/`maxSentences` must be a positive/);
  });
});
