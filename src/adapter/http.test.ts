import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createRagServer, listen } from '../../examples/rag-service/app.mjs';
import { type AdapterError, isAdapterError } from '../errors.js';
import { type FakeHandler, type FakeOpenAIServer, startFakeOpenAIServer } from '../testing/index.js';
import type { EvalCase } from '../types.js';
import { createHttpAdapter } from './http.js';
import { createLexicalAdapter } from './lexical.js';

const corpus = [
  {
    id: 'doc_2',
    text: 'Standard shipping takes 3 to 5 business days. Express shipping arrives the next business day.',
  },
  { id: 'doc_4', text: 'All electronics include a one-year limited warranty covering manufacturing defects.' },
];
const testCase: EvalCase = { id: 'case-7', question: 'How long does standard shipping take?', golden: ['doc_2'] };
const input = { question: testCase.question, case: testCase };
const options = () => ({ k: 3, signal: new AbortController().signal });

async function failure(promise: Promise<unknown>): Promise<AdapterError> {
  const error = await promise.catch((e: unknown) => e);
  expect(isAdapterError(error)).toBe(true);
  return error as AdapterError;
}

describe('createHttpAdapter against the sample RAG service', () => {
  const lexical = createLexicalAdapter({ corpus });
  let service: Awaited<ReturnType<typeof listen>>;
  beforeAll(async () => {
    service = await listen(createRagServer(lexical, { chunks: corpus.length }), { port: 0 });
  });
  afterAll(() => service.close());

  test('returns the service answer and contexts, the same as the app in-process', async () => {
    const app = createHttpAdapter({ url: `${service.url}/ask` });
    const response = await app.ask(input, options());
    expect(response).toEqual(await lexical.ask(input, options()));
    expect(response.answer).toBe('Standard shipping takes 3 to 5 business days.');
    expect(app.name).toBe('http');
  });

  test('the service reports its health and rejects a request without a question', async () => {
    expect(await (await fetch(`${service.url}/health`)).json()).toEqual({ status: 'ok', app: 'lexical', chunks: 2 });
    const app = createHttpAdapter({ url: `${service.url}/ask`, toRequest: () => ({ q: 'wrong key' }) });
    const error = await failure(app.ask(input, options()));
    expect(error.message).toMatch(/answered 400 Bad Request: .*question.* must be a non-empty string/);
  });
});

describe('createHttpAdapter against a misbehaving service', () => {
  let server: FakeOpenAIServer;
  let handle: FakeHandler = () => ({});
  let url: string;
  beforeAll(async () => {
    server = await startFakeOpenAIServer((body, i, request) => handle(body, i, request));
    url = `${server.baseURL}/ask`;
  });
  afterAll(() => server.close());
  const requestsDuring = async <T>(run: () => Promise<T>) => {
    const before = server.requests.length;
    await run();
    return server.requests.slice(before);
  };
  const good = { json: { answer: 'ok', contexts: [{ id: 'a', text: 'ok', score: 0.5 }] } };

  test('sends { question, k } as JSON and keeps only chunk fields of the contexts', async () => {
    handle = () => good;
    let response: unknown;
    const sent = await requestsDuring(async () => {
      response = await createHttpAdapter({ url }).ask(input, { ...options(), k: 5 });
    });
    expect(sent.map((r) => [r.method, r.body, r.headers['content-type']])).toEqual([
      ['POST', { question: testCase.question, k: 5 }, 'application/json'],
    ]);
    expect(response).toEqual({ answer: 'ok', contexts: [{ id: 'a', text: 'ok' }] });
  });

  test('credentials in the URL are sent as Basic authorization, never in the URL, and an explicit header wins', async () => {
    handle = () => good;
    const withCredentials = url.replace('http://', 'http://al%40ice:p%3Ass@');
    const sent = await requestsDuring(async () => {
      await createHttpAdapter({ url: withCredentials }).ask(input, options());
      await createHttpAdapter({ url: withCredentials, headers: { Authorization: 'Bearer tok-1234' } }).ask(
        input,
        options(),
      );
    });
    expect(sent.map((r) => r.headers.authorization)).toEqual([
      `Basic ${Buffer.from('al@ice:p:ss').toString('base64')}`,
      'Bearer tok-1234',
    ]);
    expect(sent.map((r) => r.path)).toEqual(['/v1/ask', '/v1/ask']);
  });

  test('a 500 fails at once with the status, the URL and the case id', async () => {
    handle = () => ({ status: 500, body: 'database is down' });
    let error: AdapterError | undefined;
    const sent = await requestsDuring(async () => {
      error = await failure(createHttpAdapter({ url, retryDelayMs: 1 }).ask(input, options()));
    });
    expect(sent).toHaveLength(1);
    expect(error?.message).toBe(`POST ${url}: the service answered 500 Internal Server Error: database is down.`);
    expect(error?.caseId).toBe('case-7');
  });

  test('retries 503 with backoff and succeeds', async () => {
    const before = server.requests.length;
    handle = (_body, i) => (i === before ? { status: 503, body: 'busy' } : good);
    const sent = await requestsDuring(async () => {
      expect((await createHttpAdapter({ url, retryDelayMs: 1 }).ask(input, options())).answer).toBe('ok');
    });
    expect(sent).toHaveLength(2);
  });

  test('gives up after the retries, saying how many attempts were made', async () => {
    handle = () => ({ status: 502, body: 'bad gateway' });
    const error = await failure(createHttpAdapter({ url, retries: 1, retryDelayMs: 1 }).ask(input, options()));
    expect(error.message).toMatch(/answered 502 Bad Gateway \(attempt 2 of 2\): bad gateway/);
  });

  test('honours Retry-After on a 429, and fails at once when it asks for more than the cap', async () => {
    const before = server.requests.length;
    handle = (_body, i) => (i === before ? { status: 429, headers: { 'retry-after': '0' } } : good);
    expect((await createHttpAdapter({ url }).ask(input, options())).answer).toBe('ok');

    handle = () => ({ status: 429, headers: { 'retry-after': '60' }, body: 'slow down' });
    const started = Date.now();
    let error: Error = new Error();
    const sent = await requestsDuring(async () => {
      error = await failure(createHttpAdapter({ url, maxRetryAfterMs: 1000 }).ask(input, options()));
    });
    expect(Date.now() - started).toBeLessThan(1000);
    expect(sent).toHaveLength(1);
    expect(error.message).toMatch(/429 Too Many Requests.*retry after 60000 ms, more than `maxRetryAfterMs` \(1000\)/);
  });

  test('a slow service times out with the time allowed, and the timeout is not retried', async () => {
    handle = () => ({ ...good, delayMs: 2000 });
    let error: Error = new Error();
    const sent = await requestsDuring(async () => {
      error = await failure(createHttpAdapter({ url, timeoutMs: 100 }).ask(input, options()));
    });
    expect(sent).toHaveLength(1);
    expect(error.message).toBe(`POST ${url}: timed out after 100 ms. Raise \`timeoutMs\` or check the service.`);
  });

  test('a body that is not JSON is an error quoting the start of the body', async () => {
    handle = () => ({ body: '<html>Gateway error</html>' });
    const error = await failure(createHttpAdapter({ url }).ask(input, options()));
    expect(error.message).toBe(
      `POST ${url}: the response is not JSON: "<html>Gateway error</html>". The service must answer JSON.`,
    );
  });

  test('a response of the wrong shape names the field at fault', async () => {
    handle = () => ({ json: { answer: 'ok', contexts: [{ text: 'no id' }, { id: 'b', text: 7 }] } });
    const error = await failure(createHttpAdapter({ url }).ask(input, options()));
    expect(error.message).toMatch(
      /contexts\[0\]\.id: .*; contexts\[1\]\.text: .*Map your service’s shape with `fromResponse`/,
    );
    handle = () => ({ json: { reply: 'ok' } });
    const missing = await failure(createHttpAdapter({ url }).ask(input, options()));
    expect(missing.message).toMatch(/answer: `answer` must be a string; contexts: `contexts` must be an array/);
  });

  test('toRequest and fromResponse adapt another shape', async () => {
    handle = () => ({ json: { result: { text: 'mapped' }, sources: [{ docId: 'z', body: 'zz' }] } });
    const app = createHttpAdapter({
      url,
      toRequest: ({ question }, { k }) => ({ query: question, top_k: k }),
      fromResponse: (body) => {
        const b = body as { result: { text: string }; sources: { docId: string; body: string }[] };
        return { answer: b.result.text, contexts: b.sources.map((s) => ({ id: s.docId, text: s.body })) };
      },
    });
    const sent = await requestsDuring(async () => {
      expect(await app.ask(input, options())).toEqual({ answer: 'mapped', contexts: [{ id: 'z', text: 'zz' }] });
    });
    expect(sent[0]?.body).toEqual({ query: testCase.question, top_k: 3 });
  });

  test('never puts a header value or a query secret in an error, even when the service echoes them', async () => {
    handle = (_body, _i, request) => ({ status: 500, body: `denied for ${request.headers.authorization}` });
    const secretUrl = `${url}?token=SECRET123&user=me`;
    const app = createHttpAdapter({ url: secretUrl, headers: { Authorization: 'Bearer SECRET123' }, retries: 0 });
    const errors = [await failure(app.ask(input, options()))];
    handle = (_body, _i, request) => ({ body: `not json ${request.headers.authorization}` });
    errors.push(await failure(app.ask(input, options())));
    handle = (_body, _i, request) => ({ json: { answer: 1, contexts: [{ id: request.headers.authorization }] } });
    errors.push(await failure(app.ask(input, options())));
    handle = (_body, _i, request) => ({ status: 400, body: `bad token ${request.headers.authorization?.slice(7)}` });
    errors.push(await failure(app.ask(input, options())));
    for (const error of errors) {
      expect(error.message).toContain('/ask?token=[redacted]&user=[redacted]');
      expect(error.message).not.toContain('SECRET123');
      expect(JSON.stringify(error, Object.getOwnPropertyNames(error))).not.toContain('SECRET123');
    }
    expect(errors[0]?.message).toContain('denied for [redacted]');
    expect(errors[3]?.message).toContain('bad token [redacted]');
  });

  test('stops promptly when the case is aborted', async () => {
    handle = () => ({ ...good, delayMs: 2000 });
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error('case timeout')), 50);
    const started = Date.now();
    const error = await failure(createHttpAdapter({ url }).ask(input, { k: 3, signal: controller.signal }));
    expect(Date.now() - started).toBeLessThan(1800); // the server answers after 2 s
    expect(error.message).toMatch(/aborted before the service answered/);
  });
});

describe('createHttpAdapter with no service', () => {
  test('a refused connection is retried, then reported with the reason', async () => {
    const closed = await listen(createRagServer(createLexicalAdapter({ corpus })), { port: 0 });
    await closed.close();
    const error = await failure(createHttpAdapter({ url: `${closed.url}/ask`, retryDelayMs: 1 }).ask(input, options()));
    expect(error.message).toBe(
      `POST ${closed.url}/ask: cannot reach the service (ECONNREFUSED) (attempt 3 of 3). Is it running at that address?`,
    );
  });

  test('rejects a relative URL and a bad timeout when created', () => {
    expect(() => createHttpAdapter({ url: '/ask' })).toThrow(
      '`url` is not a URL: it must start with http:// or https://, e.g. http://127.0.0.1:8787/ask',
    );
    expect(() => createHttpAdapter({ url: 'http://x/ask', timeoutMs: 0 })).toThrow(/`timeoutMs` must be a positive/);
    expect(() => createHttpAdapter({ url: 'http://x/ask', retries: -1 })).toThrow(/`retries` must be an integer/);
  });
});
