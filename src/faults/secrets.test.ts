/**
 * Fault class: a configured URL carries a secret (`http://user:PASSWORD@host/v1`, `...?api-key=KEY`) and a call to
 * it fails. Guarantee: no message, report, cache entry or error `cause` ever shows the credentials, the query values
 * or the API key, whatever echoes them (fetch's own error text, a server quoting the request); the URL is shown
 * without them so the user still sees where the call went. An OpenAI base URL (judge or adapter) with credentials
 * is a config error before any call, since the SDK's fetch refuses such URLs; the HTTP adapter sends them as Basic
 * authorization. Every path is checked against real servers on 127.0.0.1 (or a closed port) through the real
 * clients.
 */

import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { inspect } from 'node:util';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { refundJudgeInput, startRefundJudgeServer } from '../__fixtures__/refund-judge.js';
import { ROOT } from '../__fixtures__/spawn-source.js';
import { createTempDirs } from '../__fixtures__/temp-dirs.js';
import { createHttpAdapter, createOpenAIAdapter } from '../adapter/index.js';
import { runCli } from '../cli/run-cli.js';
import { ConfigError } from '../errors.js';
import { evaluateCase } from '../evaluate/index.js';
import { listCacheEntries } from '../judge/cache.js';
import { createOpenAIJudge } from '../judge/index.js';
import { type FakeOpenAIServer, startFakeOpenAIServer } from '../testing/index.js';
import { createVitestProject, removeVitestProjects, runVitest } from '../vitest/__fixtures__/vitest-project.js';

const PASSWORD = 'pw-S3CRET-1';
const QUERY_KEY = 'qk-S3CRET-2';
const API_KEY = 'sk-S3CRET-3';
const SECRET = /S3CRET/;
const CASES = join(ROOT, 'fixtures/store-policy/cases.jsonl');
const CORPUS = join(ROOT, 'fixtures/store-policy/corpus.jsonl');

/** Every text a value shows when printed, its `cause` chain and extra properties included. */
const everything = (value: unknown) => inspect(value, { depth: 20, getters: true, showHidden: false });
const secretsDir = createTempDirs('ragcheck-secrets-');
const cacheDir = createTempDirs('ragcheck-secrets-cache-');

let openai: FakeOpenAIServer;
let echo: Server;
let echoURL: string;
let closedPort: number;

beforeAll(async () => {
  // A server that quotes the request back in its error, as many do: path, query and Authorization header.
  openai = await startFakeOpenAIServer((_body, _i, request) => ({
    status: 400,
    json: { error: { message: `bad request to ${request.path} (auth ${request.headers.authorization})` } },
  }));
  echo = createServer((req, res) => {
    res.writeHead(500, { 'content-type': 'text/plain' });
    res.end(`cannot serve ${req.url} for ${req.headers.authorization}`);
  });
  await new Promise<void>((resolve) => echo.listen(0, '127.0.0.1', resolve));
  echoURL = `http://127.0.0.1:${(echo.address() as AddressInfo).port}`;
  const spare = createServer();
  await new Promise<void>((resolve) => spare.listen(0, '127.0.0.1', resolve));
  closedPort = (spare.address() as AddressInfo).port;
  await new Promise<void>((resolve) => spare.close(() => resolve()));
});

afterAll(async () => {
  await openai.close();
  await new Promise<void>((resolve) => echo.close(() => resolve()));
  removeVitestProjects();
});

/** `http://127.0.0.1:PORT/v1` with the secrets put into it in the ways users do. */
function secretURLs(base: string): { credentials: string; query: string; both: string } {
  const url = new URL(base);
  return {
    credentials: `${url.protocol}//judge:${PASSWORD}@${url.host}${url.pathname}`,
    query: `${url.protocol}//${url.host}${url.pathname}?api-key=${QUERY_KEY}`,
    both: `${url.protocol}//judge:${PASSWORD}@${url.host}${url.pathname}?api-key=${QUERY_KEY}&v=1`,
  };
}

const judgeEnv = (baseURL: string) => ({
  RAGCHECK_JUDGE: 'openai',
  RAGCHECK_JUDGE_MODEL: 'judge-model',
  RAGCHECK_CACHE: 'off',
  RAGCHECK_JUDGE_MAX_RETRIES: '0',
  OPENAI_API_KEY: API_KEY,
  OPENAI_BASE_URL: baseURL,
});

/** What fetch refuses in an OpenAI base URL: the URLs of `secretURLs` that hold credentials. */
const withCredentials = (base: string) => {
  const { credentials, both } = secretURLs(base);
  return [credentials, both];
};

const CREDENTIALS_PROBLEM = 'must not hold a user name or password (user:password@host)';

describe('the judge base URL (OPENAI_BASE_URL)', { timeout: 60_000 }, () => {
  const variants = (): [string, string][] => [
    ['query, live server', secretURLs(openai.baseURL).query],
    ['query, closed port', secretURLs(`http://127.0.0.1:${closedPort}/v1`).query],
  ];

  test('ERROR (judge) in the CLI table, --format json and the --out file never shows a secret', async () => {
    for (const [variant, url] of variants()) {
      const shown = `127.0.0.1:${new URL(url).port}/v1`;
      for (const format of ['table', 'json', 'out']) {
        const dir = secretsDir();
        const args = format === 'out' ? ['--format', 'json', '--out', 'report.json'] : ['--format', format];
        const run = await runCli(['eval', '--cases', CASES, '--corpus', CORPUS, ...args], {
          cwd: dir,
          env: judgeEnv(url),
        });
        const text = run.stdout + run.stderr + (format === 'out' ? readFileSync(join(dir, 'report.json'), 'utf8') : '');
        expect(text, `${variant}, ${format}`).toContain('ERROR (judge)');
        expect(text, `${variant}, ${format}`).toContain(shown);
        expect(text, `${variant}, ${format}: ${text}`).not.toMatch(SECRET);
        expect(run.code).toBe(3);
      }
    }
  });

  test('the JudgeError itself, its cause chain included, holds no secret', async () => {
    for (const [variant, url] of variants()) {
      const judge = createOpenAIJudge({ model: 'judge-model', baseURL: url, apiKey: API_KEY, retries: 0 });
      const error = await judge
        .faithfulness({ question: 'Q?', answer: 'It takes 30 days.', contexts: [{ id: 'a', text: 'x' }] })
        .catch((e: unknown) => e);
      expect(error, variant).toBeInstanceOf(Error);
      expect(everything(error), variant).not.toMatch(SECRET);
      expect((error as Error).message, variant).toContain('127.0.0.1');
    }
  });

  test('a judge answer recorded through a base URL with a secret query holds no secret, nor does the result', async () => {
    const answering = await startRefundJudgeServer();
    try {
      const dir = cacheDir();
      const judge = createOpenAIJudge({
        model: 'judge-model',
        baseURL: secretURLs(answering.baseURL).query,
        apiKey: API_KEY,
        cache: { mode: 'record', dir },
      });
      const result = await judge.faithfulness(refundJudgeInput());
      expect(result.cache).toBe('recorded');
      const entries = [...(await listCacheEntries(dir)).values()];
      expect(entries).toHaveLength(1);
      expect(readFileSync(entries[0] as string, 'utf8')).not.toMatch(SECRET);
      expect(everything(result)).not.toMatch(SECRET);
      expect(answering.requests[0]?.path).toBe(`/v1/chat/completions?api-key=${QUERY_KEY}`);
    } finally {
      await answering.close();
    }
  });

  test('an OPENAI_BASE_URL that is not a valid URL is a config error (exit 2) that does not echo it', async () => {
    for (const value of [
      `http://judge:${PASSWORD}@[127.0.0.1/v1`,
      `ftp://judge:${PASSWORD}@127.0.0.1/v1?api-key=${QUERY_KEY}`,
      `127.0.0.1:8080/v1?api-key=${QUERY_KEY}`,
      API_KEY,
    ]) {
      const run = await runCli(['eval', '--cases', CASES, '--corpus', CORPUS], { cwd: ROOT, env: judgeEnv(value) });
      expect(run.code, value).toBe(2);
      expect(run.stderr, value).toContain('OPENAI_BASE_URL');
      expect(run.stderr, value).not.toMatch(SECRET);
    }
    expect(() => createOpenAIJudge({ model: 'm', baseURL: `ftp://u:${PASSWORD}@host/v1` })).toThrow(/baseURL/);
    expect(
      everything(catchError(() => createOpenAIJudge({ model: 'm', baseURL: `nope://u:${PASSWORD}@h` }))),
    ).not.toMatch(SECRET);
  });

  test('credentials in OPENAI_BASE_URL are a config error (exit 2) naming it and the fix, before any call', async () => {
    const before = openai.requests.length;
    for (const url of withCredentials(openai.baseURL)) {
      const run = await runCli(['eval', '--cases', CASES, '--corpus', CORPUS], { cwd: ROOT, env: judgeEnv(url) });
      expect(run.code, url).toBe(2);
      expect(run.stderr, url).toContain(`OPENAI_BASE_URL ${CREDENTIALS_PROBLEM}`);
      expect(run.stderr, url).toContain('OPENAI_API_KEY');
      expect(run.stderr, url).not.toContain('Is it running');
      expect(run.stdout + run.stderr, url).not.toMatch(SECRET);
      const error = catchError(() => createOpenAIJudge({ model: 'm', baseURL: url, apiKey: API_KEY }));
      expect(error, url).toBeInstanceOf(ConfigError);
      expect((error as Error).message, url).toContain(`\`baseURL\` ${CREDENTIALS_PROBLEM}`);
      expect(everything(error), url).not.toMatch(SECRET);
    }
    expect(openai.requests.length).toBe(before);
  });
});

function catchError(fn: () => unknown): unknown {
  try {
    fn();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('the HTTP adapter URL', { timeout: 60_000 }, () => {
  test('ERROR (adapter) in the CLI output never shows the URL credentials, the query values or the Authorization they make', async () => {
    for (const base of [echoURL, `http://127.0.0.1:${closedPort}`]) {
      for (const url of Object.values(secretURLs(`${base}/ask`))) {
        for (const format of ['table', 'json']) {
          const run = await runCli(
            ['eval', '--cases', CASES, '--corpus', CORPUS, '--adapter', 'http', '--url', url, '--format', format],
            { cwd: ROOT, env: { RAGCHECK_JUDGE: 'heuristic' } },
          );
          const text = run.stdout + run.stderr;
          expect(text, url).toContain('ERROR (adapter)');
          expect(text, url).toContain(`${new URL(url).host}/ask`);
          expect(text, `${url}: ${text}`).not.toMatch(SECRET);
          expect(text, url).not.toContain(Buffer.from(`judge:${PASSWORD}`).toString('base64'));
          expect(run.code).toBe(3);
        }
      }
    }
  });

  test('the AdapterError, cause chain included, holds no secret', async () => {
    for (const base of [echoURL, `http://127.0.0.1:${closedPort}`]) {
      for (const url of Object.values(secretURLs(`${base}/ask`))) {
        const app = createHttpAdapter({ url, retries: 0 });
        const error = await app
          .ask(
            { question: 'Q?', case: { id: 'c', question: 'Q?', golden: [] } },
            { k: 3, signal: new AbortController().signal },
          )
          .catch((e: unknown) => e);
        expect(error, url).toBeInstanceOf(Error);
        expect(everything(error), url).not.toMatch(SECRET);
        expect(everything(error), url).not.toContain(Buffer.from(`judge:${PASSWORD}`).toString('base64'));
      }
    }
  });
});

describe('the OpenAI adapter base URL', { timeout: 60_000 }, () => {
  const retriever = () => [{ id: 'doc', text: 'Refunds take 30 days.' }];

  test('credentials in it are an error at creation naming `baseURL` or OPENAI_BASE_URL and the fix', () => {
    for (const url of withCredentials(openai.baseURL)) {
      for (const [options, name] of [
        [{ baseURL: url }, '`baseURL`'],
        [{}, 'OPENAI_BASE_URL'],
      ] as const) {
        const saved = process.env.OPENAI_BASE_URL;
        process.env.OPENAI_BASE_URL = url;
        try {
          const error = catchError(() =>
            createOpenAIAdapter({ model: 'gen-model', apiKey: API_KEY, retriever, ...options }),
          );
          expect(error, url).toBeInstanceOf(ConfigError);
          expect((error as Error).message, url).toContain(`${name} ${CREDENTIALS_PROBLEM}`);
          expect(everything(error), url).not.toMatch(SECRET);
        } finally {
          if (saved === undefined) delete process.env.OPENAI_BASE_URL;
          else process.env.OPENAI_BASE_URL = saved;
        }
      }
    }
  });

  test('ERROR (adapter) and the AdapterError, cause chain included, hold no secret', async () => {
    const evalCase = { id: 'c', question: 'How long do refunds take?', golden: ['doc'] };
    for (const base of [openai.baseURL, `http://127.0.0.1:${closedPort}/v1`]) {
      for (const url of [secretURLs(base).query]) {
        const app = createOpenAIAdapter({
          model: 'gen-model',
          baseURL: url,
          apiKey: API_KEY,
          retries: 0,
          retriever,
        });
        const result = await evaluateCase(evalCase, app, createOpenAIJudge({ model: 'j', baseURL: url }));
        expect(result.verdict, url).toBe('ERROR (adapter)');
        expect(result.error?.message, url).toContain('127.0.0.1');
        expect(JSON.stringify(result), url).not.toMatch(SECRET);
        const error = await app
          .ask({ question: evalCase.question, case: evalCase }, { k: 3, signal: new AbortController().signal })
          .catch((e: unknown) => e);
        expect(everything(error), url).not.toMatch(SECRET);
      }
    }
  });
});

/** A Vitest project with one suite judged by the OpenAI judge that OPENAI_BASE_URL points at. */
const judgedSuiteProject = () =>
  createVitestProject({
    'a.eval.ts': `import { defineRagSuite } from HARNESS;
defineRagSuite({ name: 'secrets', judge: 'openai', baseline: false, cases: ${JSON.stringify(CASES)}, corpus: ${JSON.stringify(CORPUS)} });
`,
  });

describe('a Vitest run', { timeout: 120_000 }, () => {
  test('the failure messages, reports/ragcheck.json and reports/summary.md never show a secret of OPENAI_BASE_URL', async () => {
    const dir = judgedSuiteProject();
    const run = await runVitest(dir, ['run'], judgeEnv(secretURLs(openai.baseURL).query));
    expect(run.output).toContain('ERROR (judge)');
    expect(run.output).toContain(`${new URL(openai.baseURL).host}/v1`);
    expect(run.output).not.toMatch(SECRET);
    expect(run.code).toBe(1);
    for (const file of ['reports/ragcheck.json', 'reports/summary.md']) {
      const text = readFileSync(join(dir, file), 'utf8');
      expect(text, file).toContain('ERROR (judge)');
      expect(text, file).not.toMatch(SECRET);
    }
  });

  test('credentials in OPENAI_BASE_URL fail the run with the config error, and no secret', async () => {
    const dir = judgedSuiteProject();
    const run = await runVitest(dir, ['run'], judgeEnv(secretURLs(openai.baseURL).both));
    expect(run.output).toContain(`OPENAI_BASE_URL ${CREDENTIALS_PROBLEM}`);
    expect(run.output).not.toMatch(SECRET);
    expect(run.code).toBe(1);
  });
});
