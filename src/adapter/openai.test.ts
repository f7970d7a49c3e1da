import { inspect } from 'node:util';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { type AdapterError, isAdapterError, isConfigError } from '../errors.js';
import { type FakeHandler, type FakeOpenAIServer, startFakeOpenAIServer } from '../testing/index.js';
import type { EvalCase } from '../types.js';
import { createBm25Index } from './bm25.js';
import { createLexicalAdapter } from './lexical.js';
import { ANSWER_ONLY_FROM_CONTEXT_PROMPT, createOpenAIAdapter, formatContextPrompt } from './openai.js';

const corpus = [
  { id: 'doc_0', title: 'Refund window', text: 'Refunds are accepted within 30 days of purchase for order KH-8842.' },
  { id: 'doc_2', text: 'Standard shipping takes 3 to 5 business days.' },
];
const index = createBm25Index(corpus);
const testCase: EvalCase = {
  id: 'case-3',
  question: 'How many days do I have to ask for a refund?',
  golden: ['doc_0'],
};
const input = { question: testCase.question, case: testCase };
const options = () => ({ k: 3, signal: new AbortController().signal });
const KEY = 'sk-test-SECRET123';

let server: FakeOpenAIServer;
let handle: FakeHandler = () => ({});
beforeAll(async () => {
  server = await startFakeOpenAIServer((body, i, request) => handle(body, i, request));
});
afterAll(() => server.close());
afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

/** What jsdom and happy-dom define, and what the openai SDK's browser check looks for. */
function stubBrowserGlobals() {
  vi.stubGlobal('window', { document: {} });
  vi.stubGlobal('document', {});
  vi.stubGlobal('navigator', { userAgent: 'happy-dom' });
}

const adapter = (extra: Partial<Parameters<typeof createOpenAIAdapter>[0]> = {}) =>
  createOpenAIAdapter({ retriever: index, model: 'fake-model', baseURL: server.baseURL, apiKey: KEY, ...extra });

async function requestsDuring(run: () => Promise<unknown>) {
  const before = server.requests.length;
  await run();
  return server.requests.slice(before);
}

async function failure(promise: Promise<unknown>): Promise<AdapterError> {
  const error = await promise.catch((e: unknown) => e);
  expect(isAdapterError(error)).toBe(true);
  return error as AdapterError;
}

describe('createOpenAIAdapter', () => {
  test('sends the rule, the retrieved chunk texts and the question through the SDK, and returns the answer', async () => {
    handle = () => ({ content: '  You have 30 days (order KH-8842).  ' });
    let response: unknown;
    const sent = await requestsDuring(async () => {
      response = await adapter().ask(input, options());
    });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.path).toBe('/v1/chat/completions');
    expect(sent[0]?.headers.authorization).toBe(`Bearer ${KEY}`);
    const body = sent[0]?.body as { model: string; temperature: number; messages: { role: string; content: string }[] };
    expect(body.model).toBe('fake-model');
    expect(body.temperature).toBe(0);
    expect(body.messages[0]).toEqual({ role: 'system', content: ANSWER_ONLY_FROM_CONTEXT_PROMPT });
    expect(body.messages[0]?.content).toContain('"I don\'t know based on the provided documents."');
    expect(body.messages[0]?.content).toMatch(/quote it exactly/);
    expect(body.messages[0]?.content).toMatch(/state only the supported part/);
    expect(body.messages[1]?.content).toBe(
      'Context:\n\n[1] (id: doc_0, Refund window)\nRefunds are accepted within 30 days of purchase for order KH-8842.' +
        '\n\n[2] (id: doc_2)\nStandard shipping takes 3 to 5 business days.' +
        `\n\nQuestion: ${testCase.question}`,
    );
    expect(response).toEqual({ answer: 'You have 30 days (order KH-8842).', contexts: corpus });
  });

  test('refuses without calling the model when retrieval finds nothing', async () => {
    handle = () => ({ content: 'should not be called' });
    let response: unknown;
    const sent = await requestsDuring(async () => {
      response = await adapter().ask({ question: 'battery life of the X1?', case: testCase }, options());
    });
    expect(sent).toHaveLength(0);
    expect(response).toEqual({ answer: "I don't know based on the provided documents.", contexts: [] });
  });

  test('takes a lexical adapter or a plain function as the retriever', async () => {
    handle = () => ({ content: 'ok' });
    const lexical = createLexicalAdapter({ corpus });
    expect((await adapter({ retriever: lexical }).ask(input, { ...options(), k: 1 })).contexts).toEqual([corpus[0]]);
    const fn = vi.fn(async (_q: string, o: { k: number }) => corpus.slice(0, o.k));
    const response = await adapter({ retriever: fn }).ask(input, { ...options(), k: 1 });
    expect(fn).toHaveBeenCalledWith(testCase.question, expect.objectContaining({ k: 1 }));
    expect(response.contexts).toEqual([corpus[0]]);
    expect(await adapter({ retriever: fn }).retrieve(input, { ...options(), k: 2 })).toEqual(corpus);
  });

  test('retries a 429 honouring retry-after-ms, then answers', async () => {
    const before = server.requests.length;
    handle = (_b, i) => (i === before ? { status: 429, headers: { 'retry-after-ms': '20' } } : { content: 'ok' });
    const sent = await requestsDuring(async () => {
      expect((await adapter().ask(input, options())).answer).toBe('ok');
    });
    expect(sent).toHaveLength(2);
  });

  test('a server error that persists is an AdapterError after the retries, naming model, endpoint and case', async () => {
    handle = () => ({ status: 500, json: { error: { message: 'upstream exploded' } } });
    let error: AdapterError | undefined;
    const sent = await requestsDuring(async () => {
      error = await failure(adapter({ retryDelayMs: 1 }).ask(input, options()));
    });
    expect(sent).toHaveLength(3);
    expect(error?.message).toMatch(
      /^OpenAI adapter \(model "fake-model" at http:\/\/127\.0\.0\.1:\d+\/v1\): HTTP 500 upstream exploded after 3 attempts\.$/,
    );
    expect(error?.caseId).toBe('case-3');
  });

  test('a 401 is not retried, says what to check and never shows the key', async () => {
    handle = () => ({ status: 401, json: { error: { message: `Incorrect API key provided: ${KEY}` } } });
    let error: Error = new Error();
    const sent = await requestsDuring(async () => {
      error = await failure(adapter().ask(input, options()));
    });
    expect(sent).toHaveLength(1);
    expect(error.message).toMatch(/HTTP 401 .*check OPENAI_API_KEY/);
    expect(error.message).not.toContain('SECRET123');
    expect(error.message).toContain('[redacted]');
  });

  test('a client the SDK refuses in a browser-like environment is an AdapterError saying to use the node environment', async () => {
    stubBrowserGlobals();
    let error: AdapterError | undefined;
    const sent = await requestsDuring(async () => {
      error = await failure(adapter().ask(input, options()));
    });
    expect(sent).toHaveLength(0);
    expect(error?.message).toMatch(
      /^OpenAI adapter \(model "fake-model" at http:\/\/127\.0\.0\.1:\d+\/v1\): the openai SDK will not make a client in a browser-like environment /,
    );
    expect(error?.message).toContain('`// @vitest-environment node`');
    expect(error?.message).not.toContain('dangerouslyAllowBrowser');
    expect(error?.caseId).toBe('case-3');
    expect(inspect(error, { depth: 12 })).not.toContain('SECRET123');
  });

  test("any other client the SDK will not make is an AdapterError with the SDK's reason after the prefix", async () => {
    vi.stubGlobal('fetch', undefined);
    const error = await failure(adapter().ask(input, options()));
    expect(error.message).toMatch(
      /^OpenAI adapter \(model "fake-model" at http:\/\/127\.0\.0\.1:\d+\/v1\): the openai SDK could not make a client: `fetch` is not defined as a global;.* \(npm ls openai\)/s,
    );
    expect(inspect(error, { depth: 12 })).not.toContain('SECRET123');
  });

  test('a slow model times out, and a non-JSON or empty reply is an error', async () => {
    handle = () => ({ content: 'late', delayMs: 2000 });
    expect((await failure(adapter({ timeoutMs: 100 }).ask(input, options()))).message).toMatch(
      /timed out after 100 ms/,
    );
    handle = () => ({ body: '<html>proxy error</html>' });
    expect((await failure(adapter().ask(input, options()))).message).toMatch(/the reply is not JSON/);
    handle = () => ({ content: '' });
    expect((await failure(adapter().ask(input, options()))).message).toMatch(
      /the reply has no answer text \(finish_reason: stop\)/,
    );
  });

  test('stops promptly when the case is aborted', async () => {
    handle = () => ({ content: 'late', delayMs: 2000 });
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error('case timeout')), 50);
    const started = Date.now();
    const error = await failure(adapter().ask(input, { k: 3, signal: controller.signal }));
    expect(Date.now() - started).toBeLessThan(1800); // the server answers after 2 s
    expect(error.message).toMatch(/aborted before the model answered/);
  });

  test("needs a key for OpenAI's own endpoint but not for a local server", () => {
    vi.stubEnv('OPENAI_API_KEY', '');
    vi.stubEnv('OPENAI_BASE_URL', '');
    let error: unknown;
    try {
      createOpenAIAdapter({ retriever: index, model: 'gpt-4o-mini', baseURL: 'https://api.openai.com/v1' });
    } catch (e) {
      error = e;
    }
    expect(isConfigError(error)).toBe(true);
    expect(String(error)).toMatch(/without an API key\. Set OPENAI_API_KEY/);
    expect(() => createOpenAIAdapter({ retriever: index, model: 'm', baseURL: server.baseURL })).not.toThrow();
  });

  test('rejects a missing retriever or model when created', () => {
    expect(() => createOpenAIAdapter({ retriever: {} as never, model: 'm', apiKey: KEY })).toThrow(
      /`retriever` must be/,
    );
    expect(() => createOpenAIAdapter({ retriever: index, model: '', apiKey: KEY })).toThrow(/`model` must be/);
  });

  test('formatContextPrompt numbers the passages', () => {
    expect(
      formatContextPrompt('Q?', [
        { id: 'a', text: 'A.' },
        { id: 'b', title: 'B', text: 'B.' },
      ]),
    ).toBe('Context:\n\n[1] (id: a)\nA.\n\n[2] (id: b, B)\nB.\n\nQuestion: Q?');
  });
});
