/**
 * The internal Vitest path the ragcheck reporter uses to annotate cases from the main process. Vitest has no public
 * way for a reporter to annotate a test, so the reporter calls the recorder Vitest's own worker RPC handler calls
 * (`vitest._testRun.recordArtifact` with an `internal:annotation` artifact), which Vitest's source says will change
 * in its next major. It is used only on the Vitest versions ragcheck's CI runs the evals with; on any other
 * version the tests annotate themselves through the public `ctx.annotate`.
 */
import type { TestAnnotation } from 'vitest';
import type { Vitest } from 'vitest/node';

/**
 * The Vitest versions whose annotation recorder ragcheck's CI tests: the oldest 4.x it supports (4.1.0), the newest
 * 4.x on the registry when this list was last checked, and the version this repo pins (both 4.1.12 today). Add a
 * version here only together with a CI run of the evals on it.
 */
export const TESTED_VITEST_VERSIONS: readonly string[] = ['4.1.0', '4.1.12'];

/** Whether the reporter may annotate through Vitest's internal recorder on this (running) Vitest version. */
export function isTestedVitestVersion(version: string | undefined): boolean {
  return version !== undefined && TESTED_VITEST_VERSIONS.includes(version);
}

/** The part of Vitest's (internal) test run that records a test's annotation, as its worker RPC handler does. */
export interface AnnotationRecorder {
  recordArtifact(
    testId: string,
    artifact: { type: 'internal:annotation'; annotation: TestAnnotation },
  ): Promise<unknown>;
  /** Set on the run by the one ragcheck reporter that annotates it, so a second instance does not annotate again. */
  [ANNOTATOR]?: object;
}

export const ANNOTATOR = Symbol.for('ragcheck.annotator');

/**
 * Vitest's current test run, when the running Vitest (its own `version`) is one ragcheck tests and the run has the
 * recorder; undefined otherwise, and then the tests annotate themselves.
 */
export function recorderOf(vitest: Vitest | undefined): AnnotationRecorder | undefined {
  if (!vitest || !isTestedVitestVersion(vitest.version)) return undefined;
  const run = (vitest as unknown as { _testRun?: Partial<AnnotationRecorder> })._testRun;
  return typeof run?.recordArtifact === 'function' ? (run as AnnotationRecorder) : undefined;
}
