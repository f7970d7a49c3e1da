/**
 * A case's deadline, the one mechanism every layer uses. Scoring is synchronous, so no timer can stop it:
 * `withDeadline` sets the case's deadline around a synchronous call, and the scans (number scan, number words,
 * context lines, sentences, clauses, claims, the judges' loops) report the characters they read to `checkDeadline`,
 * which reads the clock once every {@link DEADLINE_CHECK_CHARS} characters and throws a {@link DeadlineError} once
 * the deadline has passed. With no deadline set it costs one comparison. Awaited work (an adapter, a model judge)
 * is raced against the case's abort signal with {@link raceSignal}.
 *
 * The error names no adapter or judge: this layer knows neither. The layer that started the work says whose time ran
 * out (a judge turns it into a `JudgeError`, `evaluateCase` into `ERROR (adapter)` or `ERROR (judge)`).
 */

import { RagcheckError } from '../errors.js';

/** Characters read between two looks at the clock. */
export const DEADLINE_CHECK_CHARS = 4_096;

/** Thrown when a case's deadline has passed: inside a scan, or between the stages of a case. */
export class DeadlineError extends RagcheckError {
  override name = 'DeadlineError' as const;
}

let deadline = Number.POSITIVE_INFINITY;
let unchecked = 0;

/**
 * Runs `run` (synchronous) with `at` (a `performance.now()` time) as the scoring deadline; an earlier deadline
 * already set stays. Undefined: no deadline of its own.
 */
export function withDeadline<T>(at: number | undefined, run: () => T): T {
  if (at === undefined || at >= deadline) return run();
  const outer = deadline;
  deadline = at;
  unchecked = DEADLINE_CHECK_CHARS; // look at the clock at the first check
  try {
    return run();
  } finally {
    deadline = outer;
  }
}

/**
 * Counts `chars` more characters read; every {@link DEADLINE_CHECK_CHARS} of them, throws a {@link DeadlineError}
 * when the deadline set by {@link withDeadline} has passed.
 */
export function checkDeadline(chars: number): void {
  if (deadline === Number.POSITIVE_INFINITY) return;
  unchecked += chars;
  if (unchecked < DEADLINE_CHECK_CHARS) return;
  unchecked = 0;
  if (performance.now() > deadline) {
    throw new DeadlineError(
      `scoring ran past the case deadline (checked every ${DEADLINE_CHECK_CHARS.toLocaleString('en-US')} characters of a scan)`,
    );
  }
}

/**
 * Resolves with `promise`, or rejects when `signal` aborts, even if the work behind `promise` ignores the signal
 * (a user adapter may not honour it): the case must end on time either way.
 */
export function raceSignal<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) {
    promise.catch(() => {});
    return Promise.reject(signal.reason);
  }
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}
