/**
 * How a case's result becomes a test outcome: one assertion per case, whose message is the diagnosis.
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
 * Asserts a case's result with the test's own `expect` (required inside concurrent tests), asked for through
 * `expectOf` only when an assertion is made: a `known` case passes, an `error` case or a known failure that now
 * passes fails with the diagnosis; a case with a failing gate is one `toPassGates()`, whose failure message is the
 * diagnosis listing every failing gate: one error per failing case, not one per gate. A passing or known case
 * asserts only when `assertPassing` (Vitest's `expect.requireAssertions` needs one assertion per test):
 * a test's own `expect` is built on first use, re-registering every custom matcher, and the finished test keeps
 * it alive: otherwise the largest per-case cost of a run (docs/research/benchmarks.md, "Findings").
 */
export function assertCaseResult(
  expectOf: () => ExpectStatic,
  result: CaseResult,
  { assertPassing = true }: { assertPassing?: boolean } = {},
): void {
  if (result.status === 'known') {
    if (assertPassing) expectOf()(result.status).toBe('known');
    return;
  }
  if (result.status === 'error' || (result.status === 'failed' && result.passed)) {
    const failure = new RagcheckCaseFailure(formatDiagnosis(result, { stack: false }));
    // The adapter's own frames as the failure's stack: Vitest then shows the app's code where it threw.
    if (result.error?.stack) failure.stack = `${failure.name}: ${failure.message}\n${result.error.stack}`;
    throw failure;
  }
  if (result.passed && !assertPassing) return;
  expectOf()(result).toPassGates();
}
