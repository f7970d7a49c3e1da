import { describe, expect, test } from 'vitest';
import { loadOpenAI, openAIRetryDecision } from './openai-sdk.js';

describe('openAIRetryDecision (the one rule of the OpenAI adapter and both model judges)', async () => {
  const sdk = await loadOpenAI();
  const status = (code: number, headers: Record<string, string> = {}) =>
    new sdk.APIError(code, { message: 'x' }, 'x', new Headers(headers));

  test.for([
    ['a connection failure', new sdk.APIConnectionError({ message: 'ECONNRESET' }), true],
    ['a timeout (the SDK timeout is the whole budget: none is left)', new sdk.APIConnectionTimeoutError(), false],
    ['an abort', new sdk.APIUserAbortError(), false],
    ['408', status(408), true],
    ['409', status(409), true],
    ['429', status(429), true],
    ['500', status(500), true],
    ['503', status(503), true],
    ['400', status(400), false],
    ['401', status(401), false],
    ['404', status(404), false],
    ["an error that is not the SDK's", new Error('boom'), false],
  ] as const)('%s: retry %s', ([, error, retry]) => {
    expect(openAIRetryDecision(error, sdk).retry).toBe(retry);
  });

  test("a transient status carries the server's Retry-After", () => {
    expect(openAIRetryDecision(status(429, { 'retry-after-ms': '250' }), sdk)).toEqual({ retry: true, afterMs: 250 });
    expect(openAIRetryDecision(status(503, { 'retry-after': '2' }), sdk)).toEqual({ retry: true, afterMs: 2_000 });
  });
});
