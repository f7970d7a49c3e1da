/**
 * What package.json promises a project that installs ragcheck: Vitest as a peer over the whole 4.x line that CI
 * runs (scripts/ci/vitest-versions.mjs runs both ends), dependencies as ranges (the lock file pins them here, a range
 * lets the project share its own copies), and the sources its source maps name.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { createTempDirs } from './__fixtures__/temp-dirs.js';

const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  dependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  files: string[];
  scripts: Record<string, string>;
};
const tempDir = createTempDirs('ragcheck-pack-manifest-');
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

  test('the packed package.json has no install-time script (npm warns about each), and the repo keeps its own', () => {
    const dir = tempDir();
    const original = fileURLToPath(new URL('../package.json', import.meta.url));
    copyFileSync(original, join(dir, 'package.json'));
    const script = fileURLToPath(new URL('../scripts/ci/pack-manifest.mjs', import.meta.url));
    // npm runs these around every `npm pack` (and publish): what is packed in between is the stripped file.
    expect(manifest.scripts.prepack).toBe('node scripts/ci/pack-manifest.mjs strip');
    expect(manifest.scripts.postpack).toBe('node scripts/ci/pack-manifest.mjs restore');
    execFileSync(process.execPath, [script, 'strip', dir]);
    const packed = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    for (const name of ['preinstall', 'install', 'postinstall', 'prepare'])
      expect(packed.scripts[name]).toBeUndefined();
    expect(packed.scripts.build).toBe(manifest.scripts.build);
    execFileSync(process.execPath, [script, 'restore', dir]);
    expect(readFileSync(join(dir, 'package.json'), 'utf8')).toBe(readFileSync(original, 'utf8'));
    expect(existsSync(join(dir, '.package.json.prepack'))).toBe(false);
  });
});
