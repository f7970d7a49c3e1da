import { checkPositiveInteger } from '../option-checks.js';

/** Runs `fn` when a slot is free; rejects without running it if `signal` aborts while it waits. */
export type Limit = <T>(fn: () => Promise<T>, signal?: AbortSignal) => Promise<T>;

/**
 * A concurrency limiter: at most `concurrency` functions run at once, the others wait in arrival order.
 *
 * @example
 * const limit = createLimit(4);
 * await Promise.all(urls.map((url) => limit(() => fetch(url))));
 */
export function createLimit(concurrency: number): Limit & { readonly active: number; readonly pending: number } {
  checkPositiveInteger(concurrency, 'concurrency', 'createLimit');
  let active = 0;
  const queue: Array<() => void> = [];

  const release = () => {
    active--;
    const next = queue.shift();
    if (next) next();
  };

  const limit = <T>(fn: () => Promise<T>, signal?: AbortSignal): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const run = () => {
        signal?.removeEventListener('abort', onAbort);
        active++;
        Promise.resolve().then(fn).then(resolve, reject).finally(release);
      };
      const onAbort = () => {
        const index = queue.indexOf(run);
        if (index >= 0) queue.splice(index, 1);
        reject(signal?.reason);
      };
      if (signal?.aborted) return reject(signal.reason);
      if (active < concurrency) return run();
      queue.push(run);
      signal?.addEventListener('abort', onAbort, { once: true });
    });

  return Object.defineProperties(limit, {
    active: { get: () => active },
    pending: { get: () => queue.length },
  }) as Limit & { readonly active: number; readonly pending: number };
}
