import { describe, expect, test } from 'vitest';
import { addUsage, findPrice, withCost } from './pricing.js';

describe('findPrice', () => {
  test('matches a dated snapshot to its base model by the longest prefix', () => {
    expect(findPrice('gpt-4o-mini-2024-07-18')).toEqual({ input: 0.15, output: 0.6 });
    expect(findPrice('gpt-4o-2024-08-06')).toEqual({ input: 2.5, output: 10 });
  });

  test('returns undefined for a model it does not know', () => {
    expect(findPrice('llama3.1:8b')).toBeUndefined();
  });
});

describe('withCost', () => {
  test('prices input and output tokens per million from the table', () => {
    const usage = withCost({ promptTokens: 2_000_000, completionTokens: 500_000, totalTokens: 2_500_000 }, 'm', {
      m: { input: 1, output: 4 },
    });
    expect(usage.costUsd).toBe(4);
  });

  test('leaves the cost out for an unknown model instead of guessing', () => {
    expect(withCost({ promptTokens: 10, completionTokens: 5, totalTokens: 15 }, 'local-model')).not.toHaveProperty(
      'costUsd',
    );
  });
});

describe('addUsage', () => {
  test('sums tokens and costs', () => {
    const a = { promptTokens: 10, completionTokens: 2, totalTokens: 12, costUsd: 0.001 };
    const b = { promptTokens: 5, completionTokens: 1, totalTokens: 6, costUsd: 0.002 };
    expect(addUsage([a, b])).toEqual({ promptTokens: 15, completionTokens: 3, totalTokens: 18, costUsd: 0.003 });
  });

  test('drops the cost when one usage has no price, and returns undefined when no part has usage', () => {
    const a = { promptTokens: 10, completionTokens: 2, totalTokens: 12, costUsd: 0.001 };
    const unpriced = { promptTokens: 1, completionTokens: 1, totalTokens: 2 };
    expect(addUsage([a, unpriced])).not.toHaveProperty('costUsd');
    expect(addUsage([a, undefined])).toEqual(a);
    expect(addUsage([undefined])).toBeUndefined();
  });
});
