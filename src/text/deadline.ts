/**
 * The deadline of the scoring that is running now, checked inside long scans. Scoring is synchronous, so no timer
 * can stop it: `withDeadline` sets the case's deadline around a synchronous call, and the scans (number scan, number
 * words, context lines, sentences, clauses, claims, the judges' loops) report the characters they read to
 * `checkDeadline`, which reads the clock once every {@link DEADLINE_CHECK_CHARS} characters and throws once the
 * deadline has passed. With no deadline set it costs one comparison.
 */
import { JudgeError } from '../errors.js';

/** Characters read between two looks at the clock. */
export const DEADLINE_CHECK_CHARS = 4_096;

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
 * Counts `chars` more characters read; every {@link DEADLINE_CHECK_CHARS} of them, throws a `JudgeError` when the
 * deadline set by {@link withDeadline} has passed.
 */
export function checkDeadline(chars: number): void {
  if (deadline === Number.POSITIVE_INFINITY) return;
  unchecked += chars;
  if (unchecked < DEADLINE_CHECK_CHARS) return;
  unchecked = 0;
  if (performance.now() > deadline) {
    throw new JudgeError(
      `scoring ran past the case deadline (checked every ${DEADLINE_CHECK_CHARS.toLocaleString('en-US')} characters of a scan)`,
    );
  }
}
