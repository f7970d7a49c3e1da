import type { TokenUsage } from '../../types.js';

/** Price of a model in USD per 1 million tokens. */
export interface ModelPrice {
  input: number;
  output: number;
}

/** Prices by model name; a dated snapshot (`gpt-4o-mini-2024-07-18`) uses the longest matching prefix. */
export type PriceTable = Readonly<Record<string, ModelPrice>>;

/**
 * Estimates only: list prices per 1M tokens of a few common models as published by OpenAI in 2025. Check your
 * provider's pricing page and pass your own `prices` for real accounting (cached input, batch and regional
 * prices are not modelled). A model missing from the table gets no cost, never a guessed one.
 */
export const DEFAULT_PRICES: PriceTable = Object.freeze({
  'gpt-4o-mini': { input: 0.15, output: 0.6 },
  'gpt-4o': { input: 2.5, output: 10 },
  'gpt-4.1-nano': { input: 0.1, output: 0.4 },
  'gpt-4.1-mini': { input: 0.4, output: 1.6 },
  'gpt-4.1': { input: 2, output: 8 },
  'gpt-5-nano': { input: 0.05, output: 0.4 },
  'gpt-5-mini': { input: 0.25, output: 2 },
  'gpt-5': { input: 1.25, output: 10 },
  'o4-mini': { input: 1.1, output: 4.4 },
});

/** The price of `model` in `table`: an exact match, else the longest key that prefixes it followed by `-`. */
export function findPrice(model: string, table: PriceTable = DEFAULT_PRICES): ModelPrice | undefined {
  const exact = table[model];
  if (exact) return exact;
  let best: string | undefined;
  for (const name of Object.keys(table)) {
    if (model.startsWith(`${name}-`) && (best === undefined || name.length > best.length)) best = name;
  }
  return best === undefined ? undefined : table[best];
}

/**
 * Adds `costUsd` to `usage` when the model has a price, rounded to a micro-dollar.
 *
 * @example
 * withCost({ promptTokens: 1000, completionTokens: 200, totalTokens: 1200 }, 'gpt-4o-mini').costUsd // 0.00027
 */
export function withCost(usage: TokenUsage, model: string, table: PriceTable = DEFAULT_PRICES): TokenUsage {
  const price = findPrice(model, table);
  if (!price) return usage;
  const cost = (usage.promptTokens * price.input + usage.completionTokens * price.output) / 1_000_000;
  return { ...usage, costUsd: Math.round(cost * 1e6) / 1e6 };
}

/** Sums token usages (`undefined` parts spent nothing); `costUsd` is kept only when every usage has one. */
export function addUsage(parts: readonly (TokenUsage | undefined)[]): TokenUsage | undefined {
  const known = parts.filter((p): p is TokenUsage => p !== undefined);
  if (known.length === 0) return undefined;
  const sum: TokenUsage = { promptTokens: 0, completionTokens: 0, totalTokens: 0 };
  let cost: number | undefined = 0;
  for (const part of known) {
    sum.promptTokens += part.promptTokens;
    sum.completionTokens += part.completionTokens;
    sum.totalTokens += part.totalTokens;
    cost = cost === undefined || part.costUsd === undefined ? undefined : cost + part.costUsd;
  }
  if (cost !== undefined) sum.costUsd = Math.round(cost * 1e6) / 1e6;
  return sum;
}
