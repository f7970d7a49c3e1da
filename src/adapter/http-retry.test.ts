import { describe, expect, test } from 'vitest';
import { backoffDelay, DEFAULT_RETRY_POLICY, sleep, withRetries } from './http-retry.js';

const policy = { ...DEFAULT_RETRY_POLICY, baseDelayMs: 1 };

describe('backoffDelay', () => {
  test('doubles per attempt within [50%, 100%] of the step and stops at the cap', () => {
    for (let i = 0; i < 20; i++) {
      const d = backoffDelay(2, DEFAULT_RETRY_POLICY);
      expect(d).toBeGreaterThanOrEqual(500);
      expect(d).toBeLessThanOrEqual(1000);
    }
    expect(backoffDelay(10, DEFAULT_RETRY_POLICY)).toBeLessThanOrEqual(DEFAULT_RETRY_POLICY.maxDelayMs);
  });
});

describe('withRetries', () => {
  test('retries until success, passing the attempt number', async () => {
    const seen: number[] = [];
    const result = await withRetries(
      async (attempt) => {
        seen.push(attempt);
        if (attempt < 2) throw new Error('flaky');
        return 'done';
      },
      () => ({ retry: true }),
      policy,
    );
    expect(result).toBe('done');
    expect(seen).toEqual([0, 1, 2]);
  });

  test('rethrows the last error once the retries are used up or the failure is final', async () => {
    let calls = 0;
    const fail = async () => {
      calls++;
      throw new Error(`failure ${calls}`);
    };
    await expect(withRetries(fail, () => ({ retry: true }), { ...policy, retries: 1 })).rejects.toThrow('failure 2');
    calls = 0;
    await expect(withRetries(fail, () => ({ retry: false }), policy)).rejects.toThrow('failure 1');
  });

  test('does not wait when the server asks for longer than maxRetryAfterMs', async () => {
    const started = Date.now();
    const run = async () => {
      throw new Error('429');
    };
    await expect(withRetries(run, () => ({ retry: true, afterMs: 60_000 }), policy)).rejects.toThrow('429');
    expect(Date.now() - started).toBeLessThan(5000); // the server asked for 60 s
  });

  test('an abort ends the wait between attempts at once', async () => {
    const controller = new AbortController();
    const run = async () => {
      setTimeout(() => controller.abort(new Error('stop')), 10);
      throw new Error('503');
    };
    const started = Date.now();
    await expect(withRetries(run, () => ({ retry: true, afterMs: 5000 }), policy, controller.signal)).rejects.toThrow(
      'stop',
    );
    expect(Date.now() - started).toBeLessThan(4000); // the wait was 5 s
    await expect(sleep(10, controller.signal)).rejects.toThrow('stop');
  });
});
