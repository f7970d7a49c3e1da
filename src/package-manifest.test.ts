/**
 * What package.json promises a project that installs ragcheck: Vitest as a peer over the whole 4.x line that CI
 * runs (scripts/ci/vitest-versions.mjs runs both ends), dependencies as ranges (the lock file pins them here, a range
 * lets the project share its own copies), and the sources its source maps name.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';

const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  dependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  files: string[];
};
const ci = readFileSync(new URL('../.ci/run', import.meta.url), 'utf8');

describe('package.json', () => {
  test('declares Vitest >=4.1.0 <5 as its peer, and CI runs the evals at 4.1.0 and at a newer 4.x', () => {
    expect(manifest.peerDependencies.vitest).toBe('>=4.1.0 <5');
    const versions = /node scripts\/ci\/vitest-versions\.mjs ((?:\d+\.\d+\.\d+ ?)+)/.exec(ci)?.[1]?.trim().split(' ');
    expect(versions?.[0]).toBe('4.1.0');
    expect(versions?.length).toBeGreaterThanOrEqual(2);
    for (const version of versions ?? []) expect(version).toMatch(/^4\.\d+\.\d+$/);
  });

  test('every dependency is a range, not one pinned version', () => {
    for (const [name, spec] of Object.entries(manifest.dependencies)) {
      expect(spec, name).toMatch(/^(\^|~|>=)\d/);
    }
  });

  test('this repo keeps Vitest, its UI and Vite pinned exactly for its own runs', () => {
    expect(manifest.devDependencies.vitest).toMatch(/^\d+\.\d+\.\d+$/);
    expect(manifest.devDependencies['@vitest/ui']).toBe(manifest.devDependencies.vitest);
    expect(manifest.devDependencies.vite).toMatch(/^\d+\.\d+\.\d+$/);
  });

  test('ships the sources its source maps name, without the tests', () => {
    expect(manifest.files).toEqual(
      expect.arrayContaining(['dist', 'src', '!src/**/*.test.ts', '!src/**/__fixtures__']),
    );
  });
});
