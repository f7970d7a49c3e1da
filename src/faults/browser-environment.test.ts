/**
 * Fault class: an eval runs where the openai SDK will not make a client, typically a test file under Vitest's
 * jsdom or happy-dom environment (the SDK refuses to run where `window`, `document` and `navigator` exist). The
 * SDK is imported on the first model call, so the refusal comes mid-run. Guarantee: the case is `ERROR (adapter)`
 * or `ERROR (judge)` with the adapter's or judge's usual prefix and how to fix it (the node environment), never a
 * score, and no message or cause shows the API key. The real SDK's own check is what fails here.
 */
import { inspect } from 'node:util';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { refundJudgeInput, startRefundJudgeServer } from '../__fixtures__/refund-judge.js';
import { createOpenAIAdapter } from '../adapter/index.js';
import { evaluateCase } from '../evaluate/index.js';
import { createOpenAIJudge, createOverlapJudge } from '../judge/index.js';
import type { FakeOpenAIServer } from '../testing/index.js';
import type { EvalCase } from '../types.js';

const API_KEY = 'sk-browser-S3CRET';
const { question, answer, contexts } = refundJudgeInput();
const evalCase: EvalCase = { id: 'refund', question, golden: ['doc'] };
const HINT = '`// @vitest-environment node`';

let server: FakeOpenAIServer;
beforeEach(async () => {
  server = await startRefundJudgeServer();
  // What jsdom and happy-dom put on globalThis.
  vi.stubGlobal('window', { document: {} });
  vi.stubGlobal('document', {});
  vi.stubGlobal('navigator', { userAgent: 'happy-dom' });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await server.close();
});

describe('an eval in a browser-like test environment', () => {
  test('the OpenAI adapter makes the case ERROR (adapter) with its prefix and the fix', async () => {
    const adapter = createOpenAIAdapter({
      retriever: () => contexts,
      model: 'app-model',
      baseURL: server.baseURL,
      apiKey: API_KEY,
    });
    const r = await evaluateCase(evalCase, adapter, createOverlapJudge());
    expect(r.verdict).toBe('ERROR (adapter)');
    expect(r.outcome).toBe('error');
    expect(r.error?.message).toMatch(
      /failed on case "refund": OpenAI adapter \(model "app-model" at http:\/\/127\.0\.0\.1:\d+\/v1\): the openai SDK will not make a client in a browser-like environment/,
    );
    expect(r.error?.message).toContain(HINT);
    expect(r.metrics.faithfulness).toBeNull();
    expect(server.requests).toHaveLength(0);
    expect(inspect(r, { depth: 20 })).not.toMatch(/S3CRET/);
  });

  test('the OpenAI judge makes the case ERROR (judge) with its prefix and the fix, never a score', async () => {
    const judge = createOpenAIJudge({ model: 'judge-model', baseURL: server.baseURL, apiKey: API_KEY });
    const r = await evaluateCase(evalCase, { ask: async () => ({ answer, contexts }) }, judge);
    expect(r.verdict).toBe('ERROR (judge)');
    expect(r.outcome).toBe('error');
    expect(r.error?.message).toMatch(
      /^case "refund": OpenAI judge \(model "judge-model" at http:\/\/127\.0\.0\.1:\d+\/v1\) for case "refund": the openai SDK will not make a client in a browser-like environment/,
    );
    expect(r.error?.message).toContain(HINT);
    expect(r.metrics.faithfulness).toBeNull();
    expect(r.metrics.contextRecall).toBe(1);
    expect(server.requests).toHaveLength(0);
    expect(inspect(r, { depth: 20 })).not.toMatch(/S3CRET/);
  });
});
