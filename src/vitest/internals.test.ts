/**
 * The Vitest internals ragcheck uses (src/vitest/node/internals.ts, src/vitest/worker/internals.ts), checked against
 * the running Vitest: a child `vitest run` whose test and reporter call each one and write what they saw. CI runs
 * this file on the peer range's ends (scripts/ci/vitest-versions.mjs), so a Vitest that moves or reshapes one fails
 * here.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, test } from 'vitest';
import type { Vitest } from 'vitest/node';
import { ReportersMap, version as runningVersion } from 'vitest/node';
import { runVitest } from './__fixtures__/vitest-project.js';
import {
  isTestedVitestVersion,
  META_BLIND_REPORTERS,
  META_READING_REPORTERS,
  recorderOf,
  TESTED_VITEST_VERSIONS,
} from './node/internals.js';

const here = dirname(fileURLToPath(import.meta.url));
const WORKER_INTERNALS = join(here, 'worker/internals.ts');
const MAIN_INTERNALS = join(here, 'node/internals.ts');
const fakeVitest = (version: string | undefined, run: unknown = { recordArtifact: async () => undefined }) =>
  ({ version, _testRun: run }) as unknown as Vitest;

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('the internal annotation path', () => {
  test('is on for the Vitest versions CI tests: the ends of 4.x and 5.x, the newest 5.x being the one this repo pins', () => {
    expect(TESTED_VITEST_VERSIONS).toEqual(['4.1.0', '4.1.12', '5.0.0', '5.1.2']);
    // The versions .ci/run runs the harness tests with (scripts/ci/vitest-versions.mjs), and the one this repo pins.
    const ci = readFileSync(new URL('../../.ci/run', import.meta.url), 'utf8');
    const fromCi = [...ci.matchAll(/node scripts\/ci\/vitest-versions\.mjs ([^\n]+)/g)].flatMap((m) =>
      [...(m[1] ?? '').matchAll(/(\d+\.\d+\.\d+)@node\d+/g)].map((v) => v[1]),
    );
    const pinned = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')).devDependencies
      .vitest;
    expect([...new Set([...fromCi, pinned])].sort()).toEqual([...TESTED_VITEST_VERSIONS].sort());
    expect(isTestedVitestVersion(runningVersion)).toBe(true);
    for (const version of TESTED_VITEST_VERSIONS) expect(recorderOf(fakeVitest(version))).toBeDefined();
  });

  test('is off for every other version, so the tests annotate themselves', () => {
    for (const version of [
      '4.1.11',
      '4.1.1',
      '4.0.18',
      '4.2.0',
      '5.0.1',
      '5.1.1',
      '6.0.0',
      '4.1.12-beta.1',
      ' 4.1.12',
    ]) {
      expect(isTestedVitestVersion(version), version).toBe(false);
      expect(recorderOf(fakeVitest(version)), version).toBeUndefined();
    }
    expect(recorderOf(fakeVitest(undefined))).toBeUndefined();
    expect(recorderOf(undefined)).toBeUndefined();
  });

  test('is off on a tested version whose run has no recorder', () => {
    expect(recorderOf(fakeVitest('4.1.12', null))).toBeUndefined();
    expect(recorderOf(fakeVitest('4.1.12', {}))).toBeUndefined();
    expect(recorderOf(fakeVitest('4.1.12', { recordArtifact: 'not a function' }))).toBeUndefined();
  });
});

test('every built-in reporter of the running Vitest is classed as reading test meta or not (a new one fails here)', () => {
  const unknown = Object.keys(ReportersMap).filter(
    (n) => !META_BLIND_REPORTERS.has(n) && !META_READING_REPORTERS.has(n),
  );
  expect(unknown).toEqual([]);
  for (const reporter of Object.values(ReportersMap)) {
    const name = (reporter as { name?: string }).name ?? '';
    if (!/^(Json|Blob|HTML)/.test(name)) expect(META_BLIND_REPORTERS.has(name), name).toBe(true);
  }
});

/** A test that waits, then uses the worker internals; a reporter that uses the main-process ones. */
const PROBE_TEST = `import { test } from 'vitest';
import { annotateWithoutStack, assertionsRequired, timeFromCaseStart, workerState } from ${JSON.stringify(WORKER_INTERNALS)};
import { writeFileSync } from 'node:fs';
test('probe', async (ctx) => {
  const state = workerState();
  const startTime = ctx.task.result?.startTime;
  await new Promise((r) => setTimeout(r, 400));
  timeFromCaseStart(ctx);
  await annotateWithoutStack(ctx, 'from the test', 'probe');
  writeFileSync('worker.json', JSON.stringify({
    config: typeof state?.config, requireAssertions: assertionsRequired(), startTime: typeof startTime,
  }));
  ctx.expect(1).toBe(1);
});
`;
const PROBE_REPORTER = `import { writeFileSync } from 'node:fs';
import { fileFilters, recorderOf, reportersMade } from ${JSON.stringify(MAIN_INTERNALS)};
export default class Probe {
  onInit(vitest) { this.vitest = vitest; }
  async onTestCaseResult(testCase) {
    this.recorder = recorderOf(this.vitest);
    await this.recorder?.recordArtifact(testCase.id, { type: 'internal:annotation', annotation: { type: 'reporter', message: 'from the reporter' } });
  }
  onTestRunEnd(modules) {
    const tc = modules[0].children.allTests().next().value;
    writeFileSync('main.json', JSON.stringify({
      recorder: this.recorder !== undefined,
      annotations: tc.annotations().map((a) => a.type + ': ' + a.message),
      duration: tc.diagnostic()?.duration,
      filters: fileFilters(this.vitest),
      reporters: (reportersMade(this.vitest) ?? []).some((r) => r instanceof Probe),
    }));
  }
}
`;

test('each internal has the shape ragcheck expects in the running Vitest', { timeout: 120_000 }, async () => {
  const dir = mkdtempSync(join(tmpdir(), 'ragcheck-internals-'));
  dirs.push(dir);
  mkdirSync(join(dir, 'probe'));
  writeFileSync(join(dir, 'probe/probe.test.ts'), PROBE_TEST);
  writeFileSync(join(dir, 'probe-reporter.mjs'), PROBE_REPORTER);
  writeFileSync(
    join(dir, 'vitest.config.mjs'),
    `export default { test: { include: ['probe/*.test.ts'], expect: { requireAssertions: true }, reporters: ['default', './probe-reporter.mjs'] } };`,
  );
  const run = await runVitest(dir, ['run', 'probe']);
  expect(run.code, run.output).toBe(0);
  expect(JSON.parse(readFileSync(join(dir, 'worker.json'), 'utf8'))).toEqual({
    config: 'object',
    requireAssertions: true,
    startTime: 'number',
  });
  const main = JSON.parse(readFileSync(join(dir, 'main.json'), 'utf8'));
  expect(main).toMatchObject({
    recorder: true,
    annotations: ['probe: from the test', 'reporter: from the reporter'],
    filters: ['probe'],
    reporters: true,
  });
  // Timed from when the case called timeFromCaseStart, not from when the test started 400 ms before.
  expect(main.duration).toBeLessThan(300);
});
