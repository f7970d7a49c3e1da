import { describe, expect, test } from 'vitest';
import { isAdapterError } from '../errors.js';
import type { EvalCase } from '../types.js';
import { createBm25Index } from './bm25.js';
import { createLexicalAdapter } from './lexical.js';

// The seed's store-policy corpus.
const corpus = [
  {
    id: 'doc_0',
    text: 'Refunds are accepted within 30 days of purchase, provided the item is unused and in its original packaging.',
  },
  {
    id: 'doc_1',
    text: 'To start a return, email support@example.com with your order number. Refunds are processed within five business days of us receiving the item.',
  },
  {
    id: 'doc_2',
    text: 'Standard shipping takes 3 to 5 business days. Express shipping arrives the next business day.',
  },
  {
    id: 'doc_3',
    text: 'Shipping fees are non-refundable, and items marked final sale cannot be returned or exchanged.',
  },
  { id: 'doc_4', text: 'All electronics include a one-year limited warranty covering manufacturing defects.' },
];

const ask = (question: string, k = 3) => {
  const c: EvalCase = { id: 'c1', question, golden: [] };
  return { input: { question, case: c }, options: { k, signal: new AbortController().signal } };
};

describe('createLexicalAdapter', () => {
  test('answers by quoting the retrieved sentence and returns the retrieved chunks in rank order', async () => {
    const app = createLexicalAdapter({ corpus });
    const { input, options } = ask('How long does standard shipping take?');
    const response = await app.ask(input, options);
    expect(response.answer).toBe('Standard shipping takes 3 to 5 business days.');
    expect(response.contexts.map((c) => c.id)).toEqual(['doc_2', 'doc_3']);
    expect(app.name).toBe('lexical');
  });

  test('matches a word inside a hyphenated one ("refundable" in "non-refundable")', async () => {
    const { input, options } = ask('Are shipping fees refundable?');
    const response = await createLexicalAdapter({ corpus }).ask(input, options);
    expect(response.answer).toBe(
      'Shipping fees are non-refundable, and items marked final sale cannot be returned or exchanged.',
    );
  });

  test('refuses an out-of-scope question and a question with no shared word, as the seed app does', async () => {
    const app = createLexicalAdapter({ corpus });
    for (const question of [
      'What is the battery life of the X1 wireless earbuds?',
      'Will you repair my earbuds if they stop working on their own?',
    ]) {
      const { input, options } = ask(question);
      expect(await app.ask(input, options)).toEqual({
        answer: "I don't know based on the provided documents.",
        contexts: [],
      });
    }
  });

  test('keeps the retrieved contexts when it refuses, so a refusal is told apart from a retrieval miss', async () => {
    const app = createLexicalAdapter({ corpus, minScore: 1 });
    const { input, options } = ask('How long does standard shipping take to Alaska?');
    const response = await app.ask(input, options);
    expect(response.answer).toBe("I don't know based on the provided documents.");
    expect(response.contexts[0]?.id).toBe('doc_2');
  });

  test('retrieves the harness k unless its own k is set', async () => {
    const { input, options } = ask('business days shipping refunds', 2);
    expect(await createLexicalAdapter({ corpus }).retrieve(input, options)).toHaveLength(2);
    expect(await createLexicalAdapter({ corpus, k: 1 }).retrieve(input, options)).toHaveLength(1);
  });

  test('accepts an index built beforehand and a custom refusal', async () => {
    const index = createBm25Index(corpus);
    const app = createLexicalAdapter({ corpus: index, refusal: 'Not in the docs.' });
    expect(app.index).toBe(index);
    const { input, options } = ask('Jupiter moons');
    expect((await app.ask(input, options)).answer).toBe('Not in the docs.');
  });

  test('throws an AdapterError naming the case when the case is already aborted', async () => {
    const controller = new AbortController();
    controller.abort(new Error('deadline'));
    const { input } = ask('shipping');
    const error = await createLexicalAdapter({ corpus })
      .ask(input, { k: 3, signal: controller.signal })
      .catch((e: unknown) => e);
    expect(isAdapterError(error)).toBe(true);
    expect(error).toMatchObject({ caseId: 'c1', message: expect.stringMatching(/aborted/) });
  });

  test('rejects a missing corpus and out-of-range options when created', () => {
    expect(() => createLexicalAdapter({ corpus: undefined as never })).toThrow(/`corpus` must be an array/);
    expect(() => createLexicalAdapter({ corpus, k: 0 })).toThrow(/`k` must be a positive integer/);
    expect(() => createLexicalAdapter({ corpus, minScore: -1 })).toThrow(/`minScore` must be between 0 and 1/);
  });
});
