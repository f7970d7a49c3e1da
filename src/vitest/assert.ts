/**
 * How a case's result becomes a test outcome: soft assertions so every failing gate is reported, or the diagnosis
 * for a case that fails as a whole.
 */
import type { ExpectStatic } from 'vitest';
import { formatDiagnosis } from '../report/index.js';
import type { CaseResult } from '../types.js';
import './matchers.js';

/** Thrown for a case that fails as a whole (ERROR, known failure now passing): the message is the diagnosis. */
export class RagcheckCaseFailure extends Error {
  override name = 'RagcheckCaseFailure' as const;
}

/**
 * Asserts a case's result with the test's own `expect` (required inside concurrent tests): a `known` case passes,
 * an `error` case or a known failure that now passes fails with the diagnosis; a passing case is one
 * `toPassGates()` (every gate in one matcher); a failing case asserts every gate softly, so every failing metric
 * is listed (the first failing gate's message is the full diagnosis). One matcher instead of one per gate on the
 * passing path is about 0.3 s of the 5,000-case benchmark (BENCHMARKS.md).
 */
export function assertCaseResult(expect: ExpectStatic, result: CaseResult): void {
  if (result.status === 'known') return;
  if (result.status === 'error' || (result.status === 'failed' && result.passed)) {
    const failure = new RagcheckCaseFailure(formatDiagnosis(result, { stack: false }));
    // The adapter's own frames as the failure's stack: Vitest then shows the app's code where it threw.
    if (result.error?.stack) failure.stack = `${failure.name}: ${failure.message}\n${result.error.stack}`;
    throw failure;
  }
  if (result.status === 'passed') {
    expect(result).toPassGates();
    return;
  }
  for (const gate of result.gates) expect.soft(result).toPassGate(gate.metric);
}
