import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, test } from 'vitest';
import { ConfigError } from '../errors.js';
import { createLimit } from './limit.js';

describe('createLimit', () => {
  test('never runs more functions at once than the limit and runs them all', async () => {
    const limit = createLimit(3);
    let running = 0;
    let peak = 0;
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        limit(async () => {
          running++;
          peak = Math.max(peak, running);
          await sleep(5);
          running--;
          return i;
        }),
      ),
    );
    expect(peak).toBe(3);
    expect(results).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  test('frees the slot when a function rejects', async () => {
    const limit = createLimit(1);
    await expect(limit(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(limit(async () => 'next')).resolves.toBe('next');
    expect(limit.active).toBe(0);
  });

  test('drops a waiting function whose signal aborts, without running it', async () => {
    const limit = createLimit(1);
    let ran = false;
    const first = limit(() => sleep(20));
    const controller = new AbortController();
    const second = limit(async () => {
      ran = true;
    }, controller.signal);
    controller.abort(new Error('case timed out'));
    await expect(second).rejects.toThrow('case timed out');
    await first;
    expect(ran).toBe(false);
    expect(limit.pending).toBe(0);
  });

  test('rejects a limit that is not a positive integer, naming the option', () => {
    expect(() => createLimit(0)).toThrow(/`concurrency` must be a positive integer/);
    expect(() => createLimit(1.5)).toThrow(ConfigError);
  });
});
