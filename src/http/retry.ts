/**
 * The one retry engine of every network client (the HTTP and OpenAI adapters, the OpenAI judge): bounded attempts,
 * exponential backoff with jitter, `Retry-After` honoured up to a cap, an optional deadline, and waits that end as
 * soon as the caller aborts (the openai SDK's own retries obey Retry-After without a cap and cannot be aborted, so
 * its clients run with `maxRetries: 0` and use this).
 */

import { ConfigError } from '../errors.js';

/** The retry options every network client takes, under these names. */
export interface RetryOptions {
  /** Attempts after the first, for failures the client calls transient. */
  retries?: number;
  /** First backoff between attempts; doubles each time, with jitter, up to `maxRetryDelayMs`. */
  retryDelayMs?: number;
  /** Longest backoff between two attempts. */
  maxRetryDelayMs?: number;
  /**
   * Longest `Retry-After` (or `retry-after-ms`) honoured; a server asking for more fails at once, since retrying
   * sooner than asked only spends an attempt.
   */
  maxRetryAfterMs?: number;
}

/** {@link RetryOptions} checked and completed with a client's defaults. */
export type RetryPolicy = Readonly<Required<RetryOptions>>;

/** Retry option names that earlier drafts used, and the name that replaced each: passing one is a ConfigError. */
const RENAMED_RETRY_OPTIONS = Object.freeze({
  maxRetries: 'retries',
  retryBaseDelayMs: 'retryDelayMs',
} as const satisfies Record<string, keyof RetryOptions>);

/** Whether a failure is worth another attempt, and how long the server asked to wait. */
export type RetryDecision = { retry: false } | { retry: true; afterMs?: number };

/**
 * Why {@link withRetries} stopped on a failure: `final` (the failure is not transient), `exhausted` (no retries
 * left), `retry-after` (the server asked to wait longer than `maxRetryAfterMs`), `deadline` (the wait would end past
 * the deadline) or `aborted` (the caller's signal).
 */
export interface GiveUp {
  reason: 'final' | 'exhausted' | 'retry-after' | 'deadline' | 'aborted';
  /** Attempts made, the failed one included. */
  attempts: number;
  /** With `retry-after` and `deadline`: the wait that was not taken. */
  waitMs?: number;
  /** With `deadline`: the time that was left. */
  leftMs?: number;
}

export interface WithRetriesOptions {
  decide: (error: unknown) => RetryDecision;
  policy: RetryPolicy;
  /** Stops the attempts and any wait between them at once. */
  signal?: AbortSignal;
  /** Epoch ms after which no attempt starts: a wait that would end later fails at once. */
  deadline?: number;
  /** Turns the last failure into what is thrown (a message that says why it stopped). @default rethrows it */
  giveUp?: (error: unknown, why: GiveUp) => unknown;
}

function nonNegativeInteger(where: string, name: string, value: number): number {
  if (!(Number.isInteger(value) && value >= 0)) {
    throw new ConfigError(
      `${where}: \`${name}\` must be an integer >= 0 (got ${value}): give a whole number of attempts or milliseconds, 0 or more.`,
    );
  }
  return value;
}

/**
 * Checks a client's retry options once and fills in its defaults. An old name (`maxRetries`, `retryBaseDelayMs`) is
 * a `ConfigError` naming the option that replaced it.
 *
 * @example
 * const policy = resolveRetryPolicy(options, { retries: 2, retryDelayMs: 250, maxRetryDelayMs: 4000, maxRetryAfterMs: 10_000 }, 'createHttpAdapter');
 */
export function resolveRetryPolicy(options: RetryOptions, defaults: RetryPolicy, where: string): RetryPolicy {
  for (const [old, name] of Object.entries(RENAMED_RETRY_OPTIONS)) {
    if ((options as Record<string, unknown>)[old] !== undefined) {
      throw new ConfigError(
        `${where}: \`${old}\` is not an option; it is called \`${name}\` (same meaning): rename it.`,
      );
    }
  }
  return Object.freeze({
    retries: nonNegativeInteger(where, 'retries', options.retries ?? defaults.retries),
    retryDelayMs: nonNegativeInteger(where, 'retryDelayMs', options.retryDelayMs ?? defaults.retryDelayMs),
    maxRetryDelayMs: nonNegativeInteger(where, 'maxRetryDelayMs', options.maxRetryDelayMs ?? defaults.maxRetryDelayMs),
    maxRetryAfterMs: nonNegativeInteger(where, 'maxRetryAfterMs', options.maxRetryAfterMs ?? defaults.maxRetryAfterMs),
  });
}

/** Resolves after `ms`, or rejects with the signal's reason as soon as it aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Backoff before retry number `attempt` (0-based): `retryDelayMs * 2^attempt` capped at `maxRetryDelayMs`, then
 * jittered into [50%, 100%] of that, so clients that failed together do not retry together.
 */
export function backoffDelay(attempt: number, policy: Pick<RetryPolicy, 'retryDelayMs' | 'maxRetryDelayMs'>): number {
  const delay = Math.min(policy.maxRetryDelayMs, policy.retryDelayMs * 2 ** attempt);
  return delay / 2 + (Math.random() * delay) / 2;
}

/** HTTP statuses the OpenAI API (and the openai SDK) treat as transient: 408, 409, 429 and every 5xx. */
export function isTransientStatus(status: number): boolean {
  return status === 408 || status === 409 || status === 429 || status >= 500;
}

/**
 * Runs `run(attempt)` (0-based, so messages can say "attempt 2 of 3") until it succeeds or a failure is the last:
 * not transient by `decide`, no retries left, a `Retry-After` over `maxRetryAfterMs`, a wait past `deadline`, or
 * `signal` aborted. Then throws `giveUp(error, why)` (by default the error itself).
 *
 * @example
 * const text = await withRetries((attempt) => fetchOnce(attempt), {
 *   decide: (error) => (isTransient(error) ? { retry: true, afterMs: retryAfterOf(error) } : { retry: false }),
 *   policy,
 *   signal,
 * });
 */
export async function withRetries<T>(run: (attempt: number) => Promise<T>, options: WithRetriesOptions): Promise<T> {
  const { decide, policy, signal, deadline } = options;
  const giveUp = options.giveUp ?? ((error: unknown) => error);
  for (let attempt = 0; ; attempt++) {
    if (signal?.aborted) throw giveUp(signal.reason, { reason: 'aborted', attempts: attempt });
    try {
      return await run(attempt);
    } catch (error) {
      const attempts = attempt + 1;
      if (signal?.aborted) throw giveUp(error, { reason: 'aborted', attempts });
      const decision = decide(error);
      if (!decision.retry) throw giveUp(error, { reason: 'final', attempts });
      if (attempt >= policy.retries) throw giveUp(error, { reason: 'exhausted', attempts });
      if (decision.afterMs !== undefined && decision.afterMs > policy.maxRetryAfterMs) {
        throw giveUp(error, { reason: 'retry-after', attempts, waitMs: decision.afterMs });
      }
      const waitMs = decision.afterMs ?? backoffDelay(attempt, policy);
      if (deadline !== undefined && waitMs >= deadline - Date.now()) {
        throw giveUp(error, { reason: 'deadline', attempts, waitMs, leftMs: Math.max(0, deadline - Date.now()) });
      }
      try {
        await sleep(waitMs, signal);
      } catch {
        throw giveUp(error, { reason: 'aborted', attempts });
      }
    }
  }
}
