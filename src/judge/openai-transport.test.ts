import { describe, expect, test } from 'vitest';
import { retryDelay } from './openai-transport.js';

describe('retryDelay', () => {
  const options = { retryBaseDelayMs: 100, maxRetryDelayMs: 1_000 };

  test('caps what the server asks for', () => {
    expect(retryDelay(0, 60_000, options)).toBe(1_000);
    expect(retryDelay(0, 40, options)).toBe(40);
  });

  test('backs off exponentially with a little jitter, up to the cap', () => {
    for (const [attempt, full] of [
      [0, 100],
      [1, 200],
      [3, 800],
      [8, 1_000],
    ] as const) {
      const wait = retryDelay(attempt, undefined, options);
      expect(wait).toBeLessThanOrEqual(full);
      expect(wait).toBeGreaterThanOrEqual(full * 0.75);
    }
  });
});
