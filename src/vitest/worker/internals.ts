/**
 * Every use ragcheck makes of a Vitest internal in a test worker (where the eval tests run), here and in its twin
 * (src/vitest/node/internals.ts for the main process): what is not public API, why no public API does it (checked
 * against Vitest 5.1's reporter, artifact and annotation APIs), and what happens when it is missing.
 * src/vitest/internals.test.ts checks each shape against the running Vitest; CI runs that file on the peer range's
 * ends (scripts/ci/vitest-versions.mjs: 4.1.0, the newest 4.x, 5.0.0, the newest 5.x), so a Vitest that changes one
 * fails there, not in a user's run. The numbers run across both files.
 *
 * 2. `globalThis.__vitest_worker__.config.expect.requireAssertions`: whether Vitest fails a test with no
 *    assertion. No public way to read the resolved config in a test. Unreadable: ragcheck asserts, as before.
 * 3. `task.result.duration` redefined from when the case starts: Vitest times a concurrent test from before
 *    it waits for a slot. Vitest sets the duration by assignment; if it ever stops, the duration is Vitest's own.
 * 4. `Error.stackTraceLimit` set to 0 around `ctx.annotate`: public API (V8's), but it leans on Vitest
 *    capturing a stack in `annotate` to find the test file's line, which for ragcheck's call is never found.
 */
import type { TestContext } from 'vitest';

/** The worker state Vitest keeps on `globalThis` (internal), as far as ragcheck reads it. */
interface WorkerState {
  config?: { expect?: { requireAssertions?: unknown } };
}

/** Vitest's worker state in this process, if this is a Vitest worker. */
export function workerState(): WorkerState | undefined {
  return (globalThis as { __vitest_worker__?: WorkerState }).__vitest_worker__;
}

/**
 * (2) Whether Vitest fails a test that makes no assertion (`expect.requireAssertions`), read from the worker's
 * config; true when it cannot be read, so a passing case then asserts as before.
 */
export function assertionsRequired(): boolean {
  const expect = workerState()?.config?.expect;
  // Vitest leaves the option out of its resolved config unless it is set.
  return typeof expect === 'object' && expect !== null ? Boolean(expect.requireAssertions) : true;
}

/**
 * (3) Makes the duration Vitest records for the test start when the case starts. Vitest times a concurrent test
 * from before it waits for a slot (its own `maxConcurrency`, then the suite's `concurrency`), so every queued case
 * of a long suite would carry the wait of the cases ahead of it and show as slow. Called when the case starts, this
 * subtracts the wait since the test's `startTime` from the duration Vitest sets when the test ends.
 */
export function timeFromCaseStart(ctx: TestContext): void {
  const result = ctx.task.result;
  // Once per test: a retry keeps timing from the first attempt's start.
  if (!result || typeof result.startTime !== 'number' || Object.getOwnPropertyDescriptor(result, 'duration')?.get)
    return;
  const waited = Math.max(0, Date.now() - result.startTime);
  if (waited === 0) return;
  let duration = result.duration;
  Object.defineProperty(result, 'duration', {
    configurable: true,
    enumerable: true,
    get: () => duration,
    set: (value: number | undefined) => {
      duration = typeof value === 'number' ? Math.max(0, value - waited) : value;
    },
  });
}

/**
 * (4) `ctx.annotate`, minus the stack trace Vitest captures to locate the call in the test file: the call is in
 * ragcheck, not in the eval file, so no location is ever found and the capture is pure cost.
 */
export function annotateWithoutStack(ctx: TestContext, message: string, type: string): Promise<unknown> {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    return ctx.annotate(message, type);
  } finally {
    Error.stackTraceLimit = limit;
  }
}
