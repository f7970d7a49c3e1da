import { afterEach, describe, expect, test, vi } from 'vitest';
import { ConfigError, isConfigError } from '../errors.js';
import { type FakeOpenAIServer, type FakeResponse, startFakeOpenAIServer } from '../testing/index.js';
import {
  backoffDelay,
  type GiveUp,
  isTransientStatus,
  type RetryPolicy,
  resolveRetryPolicy,
  sleep,
  withRetries,
} from './retry.js';
import { parseRetryAfter } from './retry-after.js';

const DEFAULTS: RetryPolicy = { retries: 2, retryDelayMs: 250, maxRetryDelayMs: 4_000, maxRetryAfterMs: 10_000 };
const fast: RetryPolicy = { ...DEFAULTS, retryDelayMs: 1, maxRetryDelayMs: 5 };

let server: FakeOpenAIServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
  vi.restoreAllMocks();
});

class StatusError extends Error {
  constructor(
    readonly status: number,
    readonly retryAfterMs: number | undefined,
  ) {
    super(`HTTP ${status}`);
  }
}

/** One POST through fetch to a real 127.0.0.1 server, retried by the engine; statuses other than 200 throw. */
async function callServer(
  responses: FakeResponse[],
  policy: RetryPolicy,
  extra: { signal?: AbortSignal; deadline?: number } = {},
): Promise<{ result?: string; error?: unknown; why?: GiveUp; elapsed: number }> {
  server = await startFakeOpenAIServer(responses);
  const url = `${server.baseURL}/chat/completions`;
  const started = Date.now();
  let why: GiveUp | undefined;
  try {
    const result = await withRetries(
      async () => {
        const response = await fetch(url, { method: 'POST', body: '{}', signal: extra.signal });
        const text = await response.text();
        if (!response.ok) throw new StatusError(response.status, parseRetryAfter(response.headers));
        return text;
      },
      {
        decide: (error) =>
          error instanceof StatusError
            ? isTransientStatus(error.status)
              ? { retry: true, afterMs: error.retryAfterMs }
              : { retry: false }
            : { retry: true },
        policy,
        giveUp: (error, reason) => {
          why = reason;
          return error;
        },
        ...extra,
      },
    );
    return { result, elapsed: Date.now() - started };
  } catch (error) {
    return { error, why, elapsed: Date.now() - started };
  }
}

describe('withRetries against a real server', () => {
  test('retries transient statuses and dropped connections, then returns the answer', async () => {
    const { result } = await callServer(
      [{ status: 503 }, { destroy: true }, { status: 429, headers: { 'retry-after-ms': '5' } }, { content: 'ok' }],
      { ...fast, retries: 3 },
    );
    expect(JSON.parse(result ?? '{}').choices[0].message.content).toBe('ok');
    expect(server?.requests).toHaveLength(4);
  });

  test('stops at once on a status that is not transient, saying it was final', async () => {
    const { error, why } = await callServer([{ status: 404 }, { content: 'never' }], fast);
    expect((error as StatusError).status).toBe(404);
    expect(why).toEqual({ reason: 'final', attempts: 1 });
    expect(server?.requests).toHaveLength(1);
  });

  test('gives up after `retries` more attempts, counting them', async () => {
    const { error, why } = await callServer([{ status: 500 }], { ...fast, retries: 2 });
    expect((error as StatusError).status).toBe(500);
    expect(why).toEqual({ reason: 'exhausted', attempts: 3 });
    expect(server?.requests).toHaveLength(3);
  });

  test('waits as long as Retry-After asks, in seconds or retry-after-ms', async () => {
    const { result, elapsed } = await callServer(
      [
        { status: 429, headers: { 'retry-after-ms': '120' } },
        { status: 503, headers: { 'retry-after': '1' } },
        { content: 'ok' },
      ],
      fast,
    );
    expect(result).toBeDefined();
    expect(elapsed).toBeGreaterThanOrEqual(1_100);
  });

  test('fails at once when the server asks to wait longer than maxRetryAfterMs', async () => {
    const { why, elapsed } = await callServer([{ status: 429, headers: { 'retry-after': '60' } }], {
      ...fast,
      maxRetryAfterMs: 1_000,
    });
    expect(why).toEqual({ reason: 'retry-after', attempts: 1, waitMs: 60_000 });
    expect(elapsed).toBeLessThan(5_000);
    expect(server?.requests).toHaveLength(1);
  });

  test('fails at once when the wait would end past the deadline, saying how much time was left', async () => {
    const { why, elapsed } = await callServer([{ status: 503, headers: { 'retry-after': '5' } }], fast, {
      deadline: Date.now() + 1_000,
    });
    expect(why?.reason).toBe('deadline');
    expect(why?.waitMs).toBe(5_000);
    expect(why?.leftMs).toBeLessThanOrEqual(1_000);
    expect(elapsed).toBeLessThan(900);
  });

  test('an abort ends the wait between attempts at once and is reported as aborted', async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error('stop')), 100);
    const { why, elapsed } = await callServer([{ status: 503, headers: { 'retry-after': '5' } }], fast, {
      signal: controller.signal,
    });
    expect(why).toEqual({ reason: 'aborted', attempts: 1 });
    expect(elapsed).toBeLessThan(4_000);
  });

  test('an already aborted signal makes no request', async () => {
    const controller = new AbortController();
    controller.abort(new Error('gone'));
    const { error, why } = await callServer([{ content: 'ok' }], fast, { signal: controller.signal });
    expect((error as Error).message).toBe('gone');
    expect(why).toEqual({ reason: 'aborted', attempts: 0 });
    expect(server?.requests).toHaveLength(0);
  });
});

describe('backoffDelay', () => {
  test.for([
    [0, 250],
    [1, 500],
    [2, 1_000],
    [4, 4_000],
    [10, 4_000],
  ] as const)('attempt %d backs off within [50%%, 100%%] of %d ms', ([attempt, full]) => {
    for (let i = 0; i < 20; i++) {
      const delay = backoffDelay(attempt, DEFAULTS);
      expect(delay).toBeGreaterThanOrEqual(full / 2);
      expect(delay).toBeLessThanOrEqual(full);
    }
  });
});

describe('isTransientStatus', () => {
  test.for([
    [408, true],
    [409, true],
    [429, true],
    [500, true],
    [503, true],
    [400, false],
    [401, false],
    [404, false],
    [422, false],
  ] as const)('%d is transient: %s', ([status, transient]) => {
    expect(isTransientStatus(status)).toBe(transient);
  });
});

describe('resolveRetryPolicy', () => {
  test('fills in the defaults and keeps what the caller gave', () => {
    expect(resolveRetryPolicy({}, DEFAULTS, 'x')).toEqual(DEFAULTS);
    expect(resolveRetryPolicy({ retries: 0, maxRetryAfterMs: 500 }, DEFAULTS, 'x')).toEqual({
      ...DEFAULTS,
      retries: 0,
      maxRetryAfterMs: 500,
    });
  });

  test.for([
    ['retries', -1],
    ['retries', 1.5],
    ['retryDelayMs', -5],
    ['maxRetryDelayMs', Number.NaN],
    ['maxRetryAfterMs', Number.POSITIVE_INFINITY],
  ] as const)('rejects %s = %d with a ConfigError naming the option and the caller', ([name, value]) => {
    expect(() => resolveRetryPolicy({ [name]: value }, DEFAULTS, 'createThing')).toThrow(ConfigError);
    expect(() => resolveRetryPolicy({ [name]: value }, DEFAULTS, 'createThing')).toThrow(
      new RegExp(`^createThing: \`${name}\` must be an integer >= 0`),
    );
  });

  test.each([
    ['maxRetries', 'retries'],
    ['retryBaseDelayMs', 'retryDelayMs'],
  ] as const)('the old name %s is a ConfigError that names %s', (old, name) => {
    const thrown = (() => {
      try {
        resolveRetryPolicy({ [old]: 3 } as never, DEFAULTS, 'createThing');
      } catch (error) {
        return error;
      }
    })();
    expect(isConfigError(thrown)).toBe(true);
    expect((thrown as Error).message).toBe(
      `createThing: \`${old}\` is not an option; it is called \`${name}\` (same meaning): rename it.`,
    );
  });
});

describe('sleep', () => {
  test('rejects with the reason of a signal that aborts, or is aborted already', async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error('stop')), 10);
    await expect(sleep(5_000, controller.signal)).rejects.toThrow('stop');
    await expect(sleep(10, controller.signal)).rejects.toThrow('stop');
    await expect(sleep(1)).resolves.toBeUndefined();
  });
});
