/**
 * How a case's result becomes a test outcome: one assertion per case, whose message is the diagnosis.
 */
import { dirname, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ExpectStatic } from 'vitest';
import { RagcheckError } from '../../errors.js';
import { formatDiagnosis } from '../../report/index.js';
import { type CaseResult, isPassingVerdict } from '../../types.js';
import { DIAGNOSIS_WIDTH } from './matchers.js';

/** Thrown for a case that fails as a whole (ERROR, known failure now passing): the message is the diagnosis. */
export class RagcheckCaseFailure extends RagcheckError {
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
  if (result.outcome === 'known failure' || result.outcome === 'draft') {
    if (assertPassing) expectOf()(result.outcome).toBe(result.outcome);
    return;
  }
  const passed = isPassingVerdict(result.verdict);
  if (result.outcome === 'error' || (result.outcome === 'fail' && passed)) {
    const failure = new RagcheckCaseFailure(formatDiagnosis(result, { stack: false, width: DIAGNOSIS_WIDTH }));
    // The adapter's own frames as the failure's stack: Vitest then shows the app's code where it threw.
    failure.stack = `${failure.name}: ${failure.message}${result.error?.stack ? `\n${result.error.stack}` : ''}`;
    // The app's frames stay; the calls into it from ragcheck (evaluateCase, the suite) would be links to nowhere useful.
    throw withoutOwnFrames(failure);
  }
  if (passed && !assertPassing) return;
  try {
    expectOf()(result).toPassGates();
  } catch (error) {
    throw withoutOwnFrames(error);
  }
}

/** ragcheck's code (src, or dist once built: node_modules/ragcheck/dist in a user's repo): its frames are in it. */
const OWN_DIR = `${dirname(dirname(dirname(fileURLToPath(import.meta.url))))}${sep}`;
const FRAME = /^\s+at /;

/**
 * The error without ragcheck's own stack frames (the harness's, and evaluateCase's under an app's error): they
 * point into node_modules/ragcheck, never at anything the user wrote, and Vitest (terminal and UI) lists each as a link under every failed case. The message
 * (the diagnosis) is unchanged; other frames are kept. When no other frame is left the stack stays as it is: Vitest UI
 * renders no error at all for an error without frames (the e2e test saw the diagnosis vanish).
 */
export function withoutOwnFrames<E>(error: E): E {
  if (!(error instanceof Error) || typeof error.stack !== 'string') return error;
  const lines = error.stack.split('\n');
  const kept = lines.filter((line) => !(FRAME.test(line) && line.includes(OWN_DIR)));
  // Vitest UI shows no error block at all for an error whose stack has no frame left: then the frames stay.
  if (!kept.some((line) => FRAME.test(line))) return error;
  error.stack = kept.join('\n');
  return error;
}
