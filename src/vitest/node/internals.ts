/**
 * Every use ragcheck makes of a Vitest internal in Vitest's main process (the reporter, the config helpers), here
 * and in its twin (src/vitest/worker/internals.ts for the test workers): what is not public API, why no public API
 * does it (checked against Vitest 5.1's reporter, artifact and annotation APIs), and what happens when it is
 * missing. src/vitest/internals.test.ts checks each shape against the running Vitest; CI runs that file on the peer
 * range's ends (scripts/ci/vitest-versions.mjs: 4.1.0, the newest 4.x, 5.0.0, the newest 5.x), so a Vitest that
 * changes one fails there, not in a user's run. The numbers run across both files.
 *
 * 1. `vitest._testRun.recordArtifact(testId, { type: 'internal:annotation', annotation })`: how the
 *    ragcheck reporter annotates a case. Vitest's worker RPC handler calls it for `ctx.annotate`; a reporter has no
 *    public way to annotate (Vitest 5's `recordArtifact` export runs in the test, and costs the same round trip per
 *    case that this saves). Used only on TESTED_VITEST_VERSIONS; elsewhere the tests annotate themselves.
 * 5. `vitest.filenamePattern`: the positional file filters of `vitest run <filter>`, to word a
 *    message, and to know a run left eval files out (a suite's cases in those files cannot be read, so removed cases
 *    are not looked for: src/vitest/node/case-ids.ts). Missing: the message does not name them, and a filtered run of a
 *    suite that spans eval files may list the other files' cases as removed.
 * 6. `vitest.reporters`: the reporter instances Vitest made, including those a config names by
 *    path, to find the `results` option of every ragcheck reporter. Missing: the config's entries are read instead.
 * 7. The names of Vitest's built-in reporters that read no test meta (META_BLIND_REPORTERS): public names, but the
 *    list is Vitest's; the test compares it with the running Vitest's `ReportersMap`.

 */
import type { TestAnnotation } from 'vitest';
import type { Vitest } from 'vitest/node';

/**
 * The Vitest versions whose annotation recorder ragcheck's CI tests: the ends of the peer range's two majors (4.1.0
 * and the newest 4.x, 5.0.0 and the newest 5.x on the registry when this list was last checked; the newest 5.x is
 * the version this repo pins). Add a version here only together with a CI run on it (scripts/ci/vitest-versions.mjs).
 */
export const TESTED_VITEST_VERSIONS: readonly string[] = ['4.1.0', '4.1.12', '5.0.0', '5.1.2'];

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
 * (1) Vitest's current test run, when the running Vitest (its own `version`) is one ragcheck tests and the run has
 * the recorder; undefined otherwise, and then the tests annotate themselves.
 */
export function recorderOf(vitest: Vitest | undefined): AnnotationRecorder | undefined {
  if (!vitest || !isTestedVitestVersion(vitest.version)) return undefined;
  const run = (vitest as unknown as { _testRun?: Partial<AnnotationRecorder> })._testRun;
  return typeof run?.recordArtifact === 'function' ? (run as AnnotationRecorder) : undefined;
}

/** (5) The positional file filters of `vitest run <filter>`, when this Vitest keeps them where ragcheck looks. */
export function fileFilters(vitest: Vitest | undefined): string[] {
  const files = (vitest as unknown as { filenamePattern?: unknown } | undefined)?.filenamePattern;
  return Array.isArray(files) ? files.filter((f): f is string => typeof f === 'string') : [];
}

/** (6) The reporter instances Vitest made for this run, or undefined when this Vitest keeps them elsewhere. */
export function reportersMade(vitest: Vitest): unknown[] | undefined {
  const made = (vitest as unknown as { reporters?: unknown }).reporters;
  return Array.isArray(made) && made.length > 0 ? made : undefined;
}

/**
 * (7) Vitest's built-in reporters that read no test meta, by name and class: beside them, results can skip the
 * meta. The others (`json`, `html`, `blob`) carry it.
 */
export const META_BLIND_REPORTERS: ReadonlySet<string> = new Set([
  ...['default', 'verbose', 'dot', 'tree', 'minimal', 'agent', 'tap', 'tap-flat', 'junit', 'github-actions'],
  'hanging-process',
  ...['DefaultReporter', 'VerboseReporter', 'DotReporter', 'TreeReporter', 'MinimalReporter', 'AgentReporter'],
  'TapReporter',
  ...['TapFlatReporter', 'JUnitReporter', 'GithubActionsReporter', 'HangingProcessReporter'],
]);

/** Vitest's built-in reporters that carry test meta to their output. */
export const META_READING_REPORTERS: ReadonlySet<string> = new Set(['json', 'html', 'blob']);
