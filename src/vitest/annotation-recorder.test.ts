import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import type { Vitest } from 'vitest/node';
import { version as runningVersion } from 'vitest/node';
import { isTestedVitestVersion, recorderOf, TESTED_VITEST_VERSIONS } from './annotation-recorder.js';

const fakeVitest = (version: string | undefined, run: unknown = { recordArtifact: async () => undefined }) =>
  ({ version, _testRun: run }) as unknown as Vitest;

describe('the internal annotation path', () => {
  test('is on for the Vitest versions CI tests: 4.1.0, the newest 4.x (4.1.12) and the one this repo runs', () => {
    expect(TESTED_VITEST_VERSIONS).toEqual(['4.1.0', '4.1.12']);
    // The versions .ci/run runs the evals with (scripts/ci/vitest-versions.mjs), and the one this repo pins.
    const ci = readFileSync(new URL('../../.ci/run', import.meta.url), 'utf8');
    const fromCi =
      /node scripts\/ci\/vitest-versions\.mjs ((?:\d+\.\d+\.\d+ ?)+)/.exec(ci)?.[1]?.trim().split(' ') ?? [];
    const pinned = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')).devDependencies
      .vitest;
    expect([...new Set([...fromCi, pinned])].sort()).toEqual([...TESTED_VITEST_VERSIONS].sort());
    expect(isTestedVitestVersion(runningVersion)).toBe(true);
    for (const version of TESTED_VITEST_VERSIONS) expect(recorderOf(fakeVitest(version))).toBeDefined();
  });

  test('is off for every other version, so the tests annotate themselves', () => {
    for (const version of ['4.1.11', '4.1.1', '4.0.18', '4.2.0', '5.0.0', '4.1.12-beta.1', '4.1.0-beta.6', ' 4.1.12']) {
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
