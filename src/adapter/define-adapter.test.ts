import { expect, test } from 'vitest';
import { defineAdapter } from './define-adapter.js';

test('defineAdapter returns the very adapter it is given', async () => {
  const adapter = { ask: async () => ({ answer: 'yes', contexts: [{ id: 'a', text: 'yes' }] }) };
  expect(defineAdapter(adapter)).toBe(adapter);
});
