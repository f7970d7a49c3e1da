/**
 * The case deadline as a judge meets it. The scans below the judges throw a neutral `DeadlineError` once the
 * deadline passes; a judge's failures are `JudgeError`s (the `Judge` contract), so a judge runs its synchronous work
 * through {@link judgeWithDeadline}, which says the same thing as a `JudgeError`.
 */
import { JudgeError } from '../errors.js';
import { DeadlineError, withDeadline } from '../text/index.js';

/** `error`, or a `JudgeError` with its message when it is the deadline passing. */
function asJudgeError(error: unknown): unknown {
  return error instanceof DeadlineError ? new JudgeError(error.message) : error;
}

/**
 * Runs `run` with `at` (a `performance.now()` time) as the scoring deadline, as {@link withDeadline} does; a scan that
 * passes the deadline throws (or, for a promise `run` returns, rejects with) a `JudgeError` instead of the
 * `DeadlineError`.
 */
export function judgeWithDeadline<T>(at: number | undefined, run: () => T): T {
  let result: T;
  try {
    result = withDeadline(at, run);
  } catch (error) {
    throw asJudgeError(error);
  }
  if (result instanceof Promise) {
    return result.catch((error: unknown) => {
      throw asJudgeError(error);
    }) as T;
  }
  return result;
}
