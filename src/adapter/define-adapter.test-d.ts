import { describe, expectTypeOf, test } from 'vitest';
import type { Chunk } from '../types.js';
import { defineAdapter } from './define-adapter.js';

describe('defineAdapter', () => {
  test('keeps the adapter type, extra members included', () => {
    const adapter = defineAdapter({
      name: 'mine',
      ask: async ({ question }) => ({ answer: question, contexts: [] as Chunk[] }),
      extra: 1,
    });
    expectTypeOf(adapter.extra).toEqualTypeOf<number>();
  });

  test('rejects an ask that does not return contexts', () => {
    // @ts-expect-error contexts is missing
    defineAdapter({ ask: async () => ({ answer: 'x' }) });
  });

  test('rejects contexts that are not chunks', () => {
    // @ts-expect-error a context needs an id
    defineAdapter({ ask: async () => ({ answer: 'x', contexts: [{ text: 'y' }] }) });
  });
});
