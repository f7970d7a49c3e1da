import { RagcheckError } from '../errors.js';

/** Thrown inside a phase when the case's deadline passes. */
export class DeadlineError extends RagcheckError {
  override name = 'DeadlineError' as const;
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
