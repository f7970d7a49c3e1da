/**
 * Bounded retries with exponential backoff that honour `Retry-After` up to a cap, shared by the HTTP and OpenAI
 * adapters. The wait can be aborted, unlike the openai SDK's own.
 */

export interface RetryPolicy {
  /** Attempts after the first. */
  retries: number;
  /** First backoff; doubles per attempt, with jitter. */
  baseDelayMs: number;
  /** Longest backoff between two attempts. */
  maxDelayMs: number;
  /** Longest `Retry-After` honoured; a server asking for more fails at once instead of stalling the run. */
  maxRetryAfterMs: number;
}

/** Whether a failure is worth another attempt, and how long the server asked us to wait. */
export type RetryDecision = { retry: false } | { retry: true; afterMs?: number };

export const DEFAULT_RETRY_POLICY: RetryPolicy = Object.freeze({
  retries: 2,
  baseDelayMs: 250,
  maxDelayMs: 4000,
  maxRetryAfterMs: 10_000,
});

/** The timeout and retry options of the network adapters (each documents its own defaults). */
export interface CallOptions {
  timeoutMs?: number;
  retries?: number;
  retryDelayMs?: number;
  maxRetryAfterMs?: number;
}

/** Checks a caller's timeout and retry options once and fills in the defaults. */
export function resolveCallOptions(
  options: CallOptions,
  defaults: { timeoutMs: number; retryDelayMs: number },
): { timeoutMs: number; policy: RetryPolicy } {
  const timeoutMs = options.timeoutMs ?? defaults.timeoutMs;
  if (!(Number.isFinite(timeoutMs) && timeoutMs > 0)) {
    throw new RangeError(`\`timeoutMs\` must be a positive number of milliseconds (got ${timeoutMs}).`);
  }
  const policy: RetryPolicy = {
    ...DEFAULT_RETRY_POLICY,
    baseDelayMs: options.retryDelayMs ?? defaults.retryDelayMs,
    ...(options.retries !== undefined ? { retries: options.retries } : {}),
    ...(options.maxRetryAfterMs !== undefined ? { maxRetryAfterMs: options.maxRetryAfterMs } : {}),
  };
  if (!(Number.isInteger(policy.retries) && policy.retries >= 0)) {
    throw new RangeError(`\`retries\` must be an integer >= 0 (got ${policy.retries}).`);
  }
  return { timeoutMs, policy };
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

/** Backoff before retry number `attempt` (0-based): base * 2^attempt capped, then jittered into [50%, 100%]. */
export function backoffDelay(attempt: number, policy: RetryPolicy): number {
  const delay = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** attempt);
  return delay / 2 + (Math.random() * delay) / 2;
}

/**
 * Runs `run(attempt)` until it succeeds, `decide` says a failure is final, the server asks to wait longer than
 * `maxRetryAfterMs`, or `retries` are used up; then rethrows the last error. `run` receives the 0-based attempt
 * so its error messages can say "attempt 2 of 3".
 */
export async function withRetries<T>(
  run: (attempt: number) => Promise<T>,
  decide: (error: unknown) => RetryDecision,
  policy: RetryPolicy,
  signal?: AbortSignal,
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await run(attempt);
    } catch (error) {
      if (attempt >= policy.retries || signal?.aborted) throw error;
      const decision = decide(error);
      if (!decision.retry) throw error;
      if (decision.afterMs !== undefined && decision.afterMs > policy.maxRetryAfterMs) throw error;
      await sleep(decision.afterMs ?? backoffDelay(attempt, policy), signal);
    }
  }
}
