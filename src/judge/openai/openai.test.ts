import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { inspect } from 'node:util';
import { describe, expect, test, vi } from 'vitest';
import { ConfigError, isConfigError, isJudgeError } from '../../errors.js';
import type { FakeOpenAIServer } from '../../testing/index.js';
import { useJudgeServerKit } from '../__fixtures__/judge-server-kit.js';
import { cacheEntryPath, listCacheEntries } from '../cache.js';
import type { JudgeInput } from '../types.js';
import { createOpenAIJudge, type OpenAIJudgeOptions } from './openai.js';
import type { Judgement } from './prompt.js';

// A unique fake key: every error, result and cache file of this file is searched for it at the end.
const API_KEY = 'sk-ragcheck-fake-7f3a9c1e-do-not-leak';
const { seen, serve, fastOn, stopServer, failure, tempDir } = useJudgeServerKit(API_KEY, { minSeen: 20 });

const CONTEXT = 'Refunds must be requested within 7 days using order KH-8842. Shipping is free over $50.';
function input(over: Partial<JudgeInput> = {}): JudgeInput {
  return {
    caseId: 'refund-window',
    question: 'How long do I have to ask for a refund?',
    answer: 'You have 7 days to ask for a refund.',
    contexts: [{ id: 'doc_0', text: CONTEXT }],
    ...over,
  };
}
const claim = (text: string, verdict: Judgement['claims'][number]['verdict'], evidence = 'within 7 days') => ({
  claim: text,
  verdict,
  evidence,
});
const GOOD: Judgement = { refusal: false, claims: [claim('You have 7 days to ask for a refund.', 'supported')] };

function judgeFor(s: FakeOpenAIServer, options: Partial<OpenAIJudgeOptions> = {}) {
  return createOpenAIJudge({
    model: 'gpt-4o-mini',
    ...fastOn(s),
    ...options,
  });
}
async function run(judge: ReturnType<typeof createOpenAIJudge>, i: JudgeInput = input(), signal?: AbortSignal) {
  const result = await judge.faithfulness(i, signal ? { signal } : undefined);
  seen.push(result);
  return result;
}

describe('createOpenAIJudge against a real local server: scores and the request', () => {
  test('scores supported claims over all claims and maps each to a Claim with evidence', async () => {
    const s = await serve([
      {
        content: {
          refusal: false,
          claims: [
            claim('You have 7 days.', 'supported'),
            claim('The order code is KH-9999.', 'unsupported', 'the context gives KH-8842'),
            claim('Shipping costs $5.', 'contradicted', 'Shipping is free over $50'),
            claim('Refunds need an order.', 'supported', 'Refunds must be requested within 7 days using order'),
          ],
        },
        usage: { prompt_tokens: 1000, completion_tokens: 200, total_tokens: 1200 },
      },
    ]);
    const answer = 'You have 7 days with order KH-9999. Shipping costs $5. Refunds need an order.';
    const result = await run(judgeFor(s), input({ answer }));
    expect(result.score).toBe(0.5);
    expect(result.claims.map((c) => [c.verdict, c.supported, c.support])).toEqual([
      ['supported', true, 1],
      ['unsupported', false, 0],
      ['contradicted', false, 0],
      ['supported', true, 1],
    ]);
    expect(result.claims[1]?.missing).toEqual(['KH-9999']);
    expect(result.claims[2]?.missing).toEqual(['$5']);
    expect(result.claims[2]?.evidence).toBe('Shipping is free over $50');
    expect(result.refusal).toBe(false);
    expect(result.model).toBe('gpt-4o-mini');
    expect(result.usage).toEqual({ promptTokens: 1000, completionTokens: 200, totalTokens: 1200, costUsd: 0.00027 });
    expect(result.cache).toBe('off');
  });

  test('sends one strict structured-output request with the question, context and answer but not the case id', async () => {
    const s = await serve([{ content: GOOD }]);
    await run(judgeFor(s));
    expect(s.requests).toHaveLength(1);
    const body = s.requests[0]!.body;
    expect(body.model).toBe('gpt-4o-mini');
    expect(body.temperature).toBe(0);
    expect(body.response_format.type).toBe('json_schema');
    expect(body.response_format.json_schema.strict).toBe(true);
    expect(body.response_format.json_schema.schema.required).toEqual(['refusal', 'claims']);
    const prompt = JSON.stringify(body.messages);
    expect(prompt).toContain('How long do I have to ask for a refund?');
    expect(prompt).toContain('KH-8842');
    expect(prompt).toContain('You have 7 days to ask for a refund.');
    expect(prompt).not.toContain('refund-window');
    expect(s.requests[0]!.headers.authorization).toBe(`Bearer ${API_KEY}`);
  });
});

describe('createOpenAIJudge against a real local server: retries, timeouts and aborts', () => {
  test('fails at once, saying so, when a 429 asks to wait longer than maxRetryAfterMs', async () => {
    const s = await serve([
      { status: 429, headers: { 'retry-after': '5' }, json: { error: { message: 'slow' } } },
      { content: GOOD },
    ]);
    const started = Date.now();
    const error = await failure(run(judgeFor(s, { maxRetryAfterMs: 250 })));
    expect(Date.now() - started).toBeLessThan(3000); // the server asked for 5 s
    expect(s.requests).toHaveLength(1);
    expect(error.message).toMatch(/HTTP 429 slow.*asked to retry after 5000 ms, more than `maxRetryAfterMs` \(250\)/);
  });

  test('honours retry-after-ms and a Retry-After HTTP date', async () => {
    const s = await serve([
      { status: 429, headers: { 'retry-after-ms': '120' } },
      // An HTTP date has whole seconds: 3 s ahead is at least 2 s after this line, so >= 1.1 s after `started`.
      { status: 429, headers: { 'retry-after': new Date(Date.now() + 3_000).toUTCString() } },
      { content: GOOD },
    ]);
    const started = Date.now();
    // The date's whole second puts the wait anywhere from 2 to 3 s: a 3 s timeoutMs would fail some runs.
    await run(judgeFor(s, { timeoutMs: 10_000 }));
    expect(s.requests).toHaveLength(3);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_100); // 120 ms, then the date's second
  }, 15_000);

  test('the old retry names are a ConfigError naming the new one, before any request', async () => {
    const s = await serve([{ status: 500 }]);
    expect(() => judgeFor(s, { maxRetries: 1 } as never)).toThrow(
      'createOpenAIJudge: `maxRetries` is not an option; it is called `retries` (same meaning): rename it.',
    );
    expect(() => judgeFor(s, { retryBaseDelayMs: 1 } as never)).toThrow(ConfigError);
    expect(s.requests).toHaveLength(0);
  });

  test('gives up on a 429 that never ends with an error, after `retries` and in bounded time', async () => {
    const s = await serve([
      { status: 429, headers: { 'retry-after-ms': '20' }, json: { error: { message: 'Rate limit reached' } } },
    ]);
    const started = Date.now();
    const error = await failure(run(judgeFor(s, { retries: 2 })));
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(s.requests).toHaveLength(3);
    expect(error.message).toContain('for case "refund-window"');
    expect(error.message).toContain('after 3 attempt(s)');
    expect(error.message).toContain('HTTP 429');
    expect(error.message).toContain('RAGCHECK_JUDGE_CONCURRENCY');
    expect(error.caseId).toBe('refund-window');
  });

  test('fails at once when the wait a server asks for would pass the timeout', async () => {
    const s = await serve([{ status: 503, headers: { 'retry-after': '60' } }]);
    const started = Date.now();
    const error = await failure(run(judgeFor(s, { maxRetryAfterMs: 120_000, timeoutMs: 1_000 })));
    expect(Date.now() - started).toBeLessThan(900); // not the 1 s timeout, not the 60 s
    expect(error.message).toMatch(/would wait 60000 ms, beyond the 1000 ms `timeoutMs`/);
  });

  test('retries 500 and 503 with backoff and then succeeds', async () => {
    const s = await serve([{ status: 500 }, { status: 503 }, { content: GOOD }]);
    expect((await run(judgeFor(s))).score).toBe(1);
    expect(s.requests).toHaveLength(3);
  });

  test('reports a server error that persists with the status and attempt count', async () => {
    const s = await serve([{ status: 500, json: { error: { message: 'upstream exploded' } } }]);
    const error = await failure(run(judgeFor(s, { retries: 1 })));
    expect(error.message).toContain('after 2 attempt(s)');
    expect(error.message).toContain('HTTP 500 upstream exploded');
  });

  test('does not retry a 404 and says to check the model name', async () => {
    const s = await serve([{ status: 404, json: { error: { message: 'model not found' } } }]);
    const error = await failure(run(judgeFor(s)));
    expect(s.requests).toHaveLength(1);
    expect(error.message).toContain('RAGCHECK_JUDGE_MODEL');
  });

  test('times out a server slower than timeoutMs, promptly, and the server sees the request go', async () => {
    const s = await serve([{ delayMs: 10_000, content: GOOD }]);
    const started = Date.now();
    const error = await failure(run(judgeFor(s, { timeoutMs: 300 })));
    expect(Date.now() - started).toBeLessThan(5_000); // the server answers after 10 s
    expect(error.message).toContain('timed out after 300 ms');
    expect(error.message).toContain('RAGCHECK_JUDGE_TIMEOUT_MS');
    while (s.inFlight > 0) await new Promise((r) => setTimeout(r, 5));
  });

  test('stops when the caller aborts, saying so', async () => {
    const s = await serve([{ delayMs: 10_000 }]);
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error('test timeout of the case')), 100);
    const error = await failure(run(judgeFor(s), input(), controller.signal));
    expect(error.message).toContain('aborted by the caller');
    expect(error.message).toContain('test timeout of the case');
  });
});

describe('createOpenAIJudge against a real local server: malformed, truncated and refused output', () => {
  test('reports a body that is not JSON, with the body as raw evidence, without retrying', async () => {
    const s = await serve([
      { body: '<html><body>Bad gateway</body></html>', headers: { 'content-type': 'text/html' } },
    ]);
    const error = await failure(run(judgeFor(s)));
    expect(s.requests).toHaveLength(1);
    expect(error.message).toContain('not JSON');
    expect(error.message).toContain('OpenAI-compatible API ending in /v1');
    expect(error.raw).toContain('Bad gateway');
  });

  test('reports JSON that is not a chat completion', async () => {
    const s = await serve([{ json: { hello: 'world' } }]);
    const error = await failure(run(judgeFor(s)));
    expect(error.message).toContain('not a chat completion');
    expect(error.message).toContain('choices');
  });

  test('asks once for a repair of output failing the schema, then errors with the raw output', async () => {
    const bad = { refusal: false, claims: [{ claim: 'You have 7 days.', verdict: 'probably', evidence: '' }] };
    const s = await serve([{ content: bad }]);
    const error = await failure(run(judgeFor(s)));
    expect(s.requests).toHaveLength(2);
    const repair = s.requests[1]!.body.messages;
    expect(repair.at(-2)).toEqual({ role: 'assistant', content: JSON.stringify(bad) });
    expect(repair.at(-1).content).toContain('claims[0].verdict');
    expect(error.message).toContain('invalid output twice');
    expect(error.message).toContain('claims[0].verdict');
    expect(error.raw).toContain('probably');
  });

  test('accepts a repaired reply and counts the tokens of both calls', async () => {
    const s = await serve([{ content: 'Sure! Here is my judgement: supported.' }, { content: GOOD }]);
    const result = await run(judgeFor(s));
    expect(result.score).toBe(1);
    expect(s.requests[1]!.body.messages.at(-1).content).toContain('not valid JSON');
    expect(result.usage?.totalTokens).toBe(240);
  });

  test('treats finish_reason length as truncated output, never as a score', async () => {
    const s = await serve([{ content: '{"refusal": false, "claims": [{"claim": "You have 7', finishReason: 'length' }]);
    const error = await failure(run(judgeFor(s)));
    expect(s.requests).toHaveLength(2);
    expect(error.message).toContain('finish_reason: length');
    expect(error.message).toContain('`maxTokens`');
  });

  test('treats a valid-looking reply cut by the token limit as truncated too', async () => {
    const s = await serve([{ content: GOOD, finishReason: 'length' }]);
    const error = await failure(run(judgeFor(s)));
    expect(error.message).toContain('finish_reason: length');
  });

  test('rejects zero claims when the judge itself says the answer is not a refusal', async () => {
    const s = await serve([{ content: { refusal: false, claims: [] } }]);
    const error = await failure(run(judgeFor(s)));
    expect(s.requests).toHaveLength(2);
    expect(error.message).toContain('"claims" is empty');
  });

  test("returns the judge's own refusal call even where the lexical rule sees none (it decides)", async () => {
    const s = await serve([{ content: { refusal: true, claims: [] } }]);
    const judge = judgeFor(s);
    expect(judge.decidesRefusal).toBe(true);
    const result = await run(judge, input({ answer: 'Refunds? Perhaps ask again later.' }));
    expect(result).toMatchObject({ score: 1, claims: [], refusal: true });
    expect(s.requests).toHaveLength(1);
  });

  test('accepts zero claims for a refusal and scores it 1, keeping the judge opinion', async () => {
    const s = await serve([{ content: { refusal: true, claims: [] } }]);
    const result = await run(judgeFor(s), input({ answer: 'The context does not mention the refund window.' }));
    expect(result).toMatchObject({ score: 1, claims: [], refusal: true });
    expect(s.requests).toHaveLength(1);
  });

  test('reports a model that refuses to judge', async () => {
    const s = await serve([{ content: null, refusal: 'I cannot help with that.' }]);
    const error = await failure(run(judgeFor(s)));
    expect(error.message).toContain('the model refused to judge: I cannot help with that.');
  });
});

describe('createOpenAIJudge against a real local server: unreachable servers, concurrency, failures in a run, samples', () => {
  test('reports a server it cannot reach', async () => {
    const s = await serve([{ content: GOOD }]);
    const judge = judgeFor(s, { retries: 1 });
    await stopServer();
    const error = await failure(run(judge));
    expect(error.message).toMatch(/cannot reach http:\/\/127\.0\.0\.1:\d+\/v1/);
  });

  test('never has more requests in flight than the concurrency limit, and answers every case', async () => {
    const s = await serve(() => ({ delayMs: 40, content: GOOD }));
    const judge = judgeFor(s, { concurrency: 3 });
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => run(judge, input({ caseId: `case-${i}` }))));
    expect(results.map((r) => r.score)).toEqual(Array(10).fill(1));
    expect(s.requests).toHaveLength(10);
    expect(s.maxInFlight).toBe(3);
  });

  test('reports every case of a run where some judge calls fail', async () => {
    const s = await serve((body) =>
      JSON.stringify(body.messages).includes('BROKEN') ? { status: 500 } : { content: GOOD },
    );
    const judge = judgeFor(s, { concurrency: 2, retries: 1 });
    const answers = ['You have 7 days to ask for a refund.', 'BROKEN answer', 'You have 7 days to ask for a refund.'];
    const settled = await Promise.allSettled(
      answers.map((answer, i) => judge.faithfulness(input({ caseId: `c${i}`, answer }))),
    );
    seen.push(settled);
    expect(settled.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    const rejected = settled[1] as PromiseRejectedResult;
    expect(isJudgeError(rejected.reason) && rejected.reason.caseId).toBe('c1');
  });

  test('with samples asks n times at a temperature above 0 and reports the majority and the spread', async () => {
    const verdicts: Array<Judgement['claims'][number]['verdict']> = ['supported', 'unsupported', 'supported'];
    const s = await serve((_body, i) => ({
      content: {
        refusal: false,
        claims: [claim('You have 7 days.', verdicts[i] ?? 'supported'), claim('Ask by email.', 'unsupported')],
      },
    }));
    const result = await run(judgeFor(s, { samples: 3 }), input({ answer: 'You have 7 days. Ask by email.' }));
    expect(s.requests).toHaveLength(3);
    expect(s.requests.every((r) => r.body.temperature === 0.7)).toBe(true);
    expect(result.score).toBe(0.5);
    expect(result.samples?.n).toBe(3);
    expect([...(result.samples?.scores ?? [])].sort()).toEqual([0, 0.5, 0.5]);
    expect(result.samples?.spread).toBe(0.5);
    expect(result.usage?.totalTokens).toBe(360);
  });
});

describe('record and replay', () => {
  test('records entries from the server, then replays them with zero requests and no key', async () => {
    const dir = await tempDir();
    const s = await serve([{ content: GOOD }]);
    const recorded = await run(judgeFor(s, { cache: { mode: 'record', dir } }));
    expect(recorded.cache).toBe('recorded');
    expect(s.requests).toHaveLength(1);

    const [key] = judgeFor(s).cacheKeys(input());
    const file = cacheEntryPath(dir, key!);
    expect(file).toBe(join(dir, key!.slice(0, 2), `${key}.json`));
    const text = await readFile(file, 'utf8');
    expect(text).toContain('\n  "model": "gpt-4o-mini"');
    const entry = JSON.parse(text);
    expect(entry).toMatchObject({ key, model: 'gpt-4o-mini', sample: 0, recordedFor: 'refund-window', output: GOOD });
    expect(Date.parse(entry.createdAt)).not.toBeNaN();
    expect(entry.inputs.contextSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(text.toLowerCase()).not.toMatch(/authorization|bearer|api[-_]?key/);

    await stopServer();
    const replay = createOpenAIJudge({ model: 'gpt-4o-mini', cache: { mode: 'replay', dir } });
    const replayed = await run(replay);
    expect(replayed).toMatchObject({ score: recorded.score, claims: recorded.claims, cache: 'hit' });
    expect(replayed.usage).toBeUndefined();
  });

  test('a replay miss is an error naming the case and how to record it, and makes no request', async () => {
    const dir = await tempDir();
    const s = await serve([{ content: GOOD }]);
    const error = await failure(run(judgeFor(s, { cache: { mode: 'replay', dir } })));
    expect(s.requests).toHaveLength(0);
    expect(error.caseId).toBe('refund-window');
    expect(error.message).toContain('case "refund-window"');
    // The command that records it works in every shell (no `VAR=1 cmd` prefix), and the CLI's way is named too.
    expect(error.message).toContain('npx ragcheck record --judge');
    expect(error.message).toContain('RAGCHECK_CACHE=record');
    expect(error.message).not.toMatch(/RAGCHECK_CACHE=record \S+=/);
  });

  test('record reuses an entry, live calls again and overwrites, off stores nothing', async () => {
    const dir = await tempDir();
    const s = await serve((_b, i) => ({
      content: i === 0 ? GOOD : { ...GOOD, claims: [claim('You have 7 days.', 'contradicted')] },
    }));
    await run(judgeFor(s, { cache: { mode: 'record', dir } }));
    expect((await run(judgeFor(s, { cache: { mode: 'record', dir } }))).cache).toBe('hit');
    expect(s.requests).toHaveLength(1);
    const live = await run(judgeFor(s, { cache: { mode: 'live', dir } }));
    expect(live).toMatchObject({ score: 0, cache: 'recorded' });
    expect((await run(judgeFor(s, { cache: { mode: 'replay', dir } }))).score).toBe(0);
    expect(s.requests).toHaveLength(2);

    const offDir = await tempDir();
    expect((await run(judgeFor(s, { cache: { mode: 'off', dir: offDir } }))).cache).toBe('off');
    expect(await readdir(offDir)).toEqual([]);
  });

  test('keys each sample apart, so a replay of samples needs every one', async () => {
    const dir = await tempDir();
    const s = await serve([{ content: GOOD }]);
    await run(judgeFor(s, { samples: 2, cache: { mode: 'record', dir } }));
    expect((await listCacheEntries(dir)).size).toBe(2);
    const replayed = await run(judgeFor(s, { samples: 2, cache: { mode: 'replay', dir } }));
    expect(replayed.samples).toEqual({ n: 2, scores: [1, 1], spread: 0 });
    await failure(run(judgeFor(s, { samples: 3, cache: { mode: 'replay', dir } })));
  });

  test('a corrupt entry is an error naming its file', async () => {
    const dir = await tempDir();
    const s = await serve([{ content: GOOD }]);
    const judge = judgeFor(s, { cache: { mode: 'record', dir } });
    await run(judge);
    const file = cacheEntryPath(dir, judge.cacheKeys(input())[0]!);
    await writeFile(file, '{ "key": ');
    const error = await failure(run(judge));
    expect(error.message).toContain(file);
    expect(error.message).toContain('not valid JSON');
  });
});

describe('secrets and configuration', () => {
  test('never shows the API key, even when the server echoes it back', async () => {
    const s = await serve((_body, _i, request) => ({
      status: 401,
      json: { error: { message: `Incorrect API key provided: ${request.headers.authorization}` } },
    }));
    const error = await failure(run(judgeFor(s)));
    expect(error.message).toContain('[redacted]');
    expect(error.message).toContain('OPENAI_API_KEY');
    expect(inspect(error, { depth: 12 })).not.toContain(API_KEY);
  });

  test('a client the SDK refuses in a browser-like environment is a JudgeError for the case, before any request', async () => {
    const s = await serve([{ content: GOOD }]);
    vi.stubGlobal('window', { document: {} });
    vi.stubGlobal('document', {});
    vi.stubGlobal('navigator', { userAgent: 'jsdom' });
    try {
      const error = await failure(run(judgeFor(s)));
      expect(error.message).toMatch(
        /^OpenAI judge \(model "gpt-4o-mini" at http:\/\/127\.0\.0\.1:\d+\/v1\) for case "refund-window": the openai SDK will not make a client in a browser-like environment /,
      );
      expect(error.message).toContain('`// @vitest-environment node`');
      expect(error.caseId).toBe('refund-window');
      expect(s.requests).toHaveLength(0);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  test('a live call to OpenAI without a key is one ConfigError at creation', () => {
    const error = (() => {
      try {
        createOpenAIJudge({ model: 'gpt-4o-mini', cache: { mode: 'record' } });
      } catch (e) {
        return e;
      }
    })();
    expect(isConfigError(error)).toBe(true);
    expect(String(error)).toContain('OPENAI_API_KEY');
    expect(String(error)).toContain('RAGCHECK_CACHE=replay');
  });

  test('needs no key for replay or for a local server', async () => {
    expect(() => createOpenAIJudge({ model: 'gpt-4o-mini', cache: { mode: 'replay' } })).not.toThrow();
    const s = await serve([{ content: GOOD }]);
    const result = await run(createOpenAIJudge({ model: 'llama3.1:8b', baseURL: s.baseURL }));
    expect(result.score).toBe(1);
    expect(result.usage).not.toHaveProperty('costUsd');
  });

  test('rejects bad options naming them', () => {
    const base = { model: 'm', baseURL: 'http://127.0.0.1:1/v1' };
    expect(() => createOpenAIJudge({ ...base, concurrency: 0 })).toThrow(/`concurrency` must be an integer >= 1/);
    expect(() => createOpenAIJudge({ ...base, samples: 3, temperature: 0 })).toThrow(/`temperature` must be above 0/);
    expect(() => createOpenAIJudge({ ...base, model: ' ' })).toThrow(/`model`/);
    expect(() => createOpenAIJudge({ ...base, baseURL: 'localhost:11434' })).toThrow(
      '`baseURL` is not a URL: it must start with http:// or https://',
    );
    expect(() => createOpenAIJudge({ ...base, baseURL: 'ftp://127.0.0.1/v1' })).toThrow(
      '`baseURL` must be an http:// or https:// URL (its value is not shown: it may hold a key).',
    );
  });
});
