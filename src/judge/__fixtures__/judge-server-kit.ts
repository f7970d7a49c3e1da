/**
 * What the model-judge test files share: a fake OpenAI-compatible server per test (closed after it), cache folders
 * removed at the end, and the secrets check: every result, error and cache file a test keeps is searched for the
 * file's unique fake API key once all its tests ran.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inspect } from 'node:util';
import { afterAll, afterEach, expect } from 'vitest';
import { isJudgeError, type JudgeError } from '../../errors.js';
import {
  type FakeHandler,
  type FakeOpenAIServer,
  type FakeResponse,
  startFakeOpenAIServer,
} from '../../testing/index.js';
import { listCacheEntries } from '../cache.js';

/**
 * A stand-in for a claim-check (MiniCheck) model: Yes when the document holds every longer word of the claim, else
 * No.
 */
export const grounding: FakeHandler = (body) => {
  const text: string = body.messages[0].content;
  const [, doc = '', claim = ''] = /^Document: ([\s\S]*)\nClaim: ([\s\S]*)$/.exec(text) ?? [];
  const words = claim.toLowerCase().match(/[a-z]{4,}/g) ?? [];
  return { content: words.every((w) => doc.toLowerCase().includes(w)) ? 'Yes' : 'No' };
};

export interface JudgeServerKit {
  /** What the tests kept: searched for the API key at the end. */
  seen: unknown[];
  /** Starts the fake server for this test (closed after it). */
  serve(handler: FakeHandler | FakeResponse[]): Promise<FakeOpenAIServer>;
  /** The options of a judge on `server` with the file's key and quick retries (3 s per call). */
  fastOn(server: FakeOpenAIServer): {
    baseURL: string;
    apiKey: string;
    retryDelayMs: number;
    maxRetryDelayMs: number;
    timeoutMs: number;
  };
  /** The options of a judge on `server` with the file's key, no retries and 2 s per call. */
  onceOn(server: { baseURL: string }): { baseURL: string; apiKey: string; retries: number; timeoutMs: number };
  /** Closes this test's server now (to test a server that is gone, or replay with none). */
  stopServer(): Promise<void>;
  /** The JudgeError `promise` rejects with (kept in `seen`); fails the test if it resolves or throws another error. */
  failure(promise: Promise<unknown>): Promise<JudgeError>;
  /** A fresh cache folder (its files are searched for the key, then removed, at the end). */
  tempDir(): Promise<string>;
}

/**
 * Registers the hooks of a judge test file: call once at its top level. `minSeen`: the check must have material;
 * `tempPrefix`: the cache folders' name prefix.
 */
export function useJudgeServerKit(
  apiKey: string,
  { minSeen, tempPrefix = 'ragcheck-judge-test-' }: { minSeen: number; tempPrefix?: string },
): JudgeServerKit {
  const seen: unknown[] = [];
  const dirs: string[] = [];
  let server: FakeOpenAIServer | undefined;

  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  afterAll(async () => {
    const files: string[] = [];
    for (const dir of dirs) {
      for (const path of (await listCacheEntries(dir)).values()) files.push(await readFile(path, 'utf8'));
      await rm(dir, { recursive: true, force: true });
    }
    expect([inspect(seen, { depth: 12 }), JSON.stringify(seen), ...files].join('\n')).not.toContain(apiKey);
    expect(seen.length).toBeGreaterThan(minSeen);
  });

  return {
    seen,
    async serve(handler) {
      server = await startFakeOpenAIServer(handler);
      return server;
    },
    fastOn: (on) => ({ baseURL: on.baseURL, apiKey, retryDelayMs: 5, maxRetryDelayMs: 300, timeoutMs: 3_000 }),
    onceOn: (on) => ({ baseURL: on.baseURL, apiKey, retries: 0, timeoutMs: 2_000 }),
    async stopServer() {
      await server?.close();
      server = undefined;
    },
    async failure(promise) {
      const error = await promise.then(
        (value) => {
          throw new Error(`expected a JudgeError, got ${JSON.stringify(value)}`);
        },
        (e: unknown) => e,
      );
      seen.push(error);
      expect(isJudgeError(error), String(error)).toBe(true);
      return error as JudgeError;
    },
    async tempDir() {
      const dir = await mkdtemp(join(tmpdir(), tempPrefix));
      dirs.push(dir);
      return dir;
    },
  };
}
