/**
 * What package.json promises a project that installs ragcheck: Vitest as a peer over the whole 4.x line that CI
 * runs (scripts/ci/vitest-versions.mjs runs both ends), dependencies as ranges (the lock file pins them here, a range
 * lets the project share its own copies), and the sources its source maps name.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
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
  engines: { node: string };
};
const tempDir = createTempDirs('ragcheck-pack-manifest-');
const ci = readFileSync(new URL('../.ci/run', import.meta.url), 'utf8');

describe('package.json', () => {
  test('declares Vitest 4.1 to 5.x as its peer; CI runs the Vitest tests at both ends of each major and on each Node line', () => {
    expect(manifest.peerDependencies.vitest).toBe('>=4.1.0 <6');
    // The runs on the command line (`<version>@node<major>`; its options, like `--jobs 2`, left out).
    const line = /node scripts\/ci\/vitest-versions\.mjs ([^\n]+)/.exec(ci)?.[1] ?? '';
    const runs = line.split(' ').filter((r) => /^\d+\.\d+\.\d+@node\d+$/.test(r));
    const versions = [...new Set(runs.map((r) => r.split('@')[0] as string))];
    const nodes = new Set(runs.map((r) => r.split('@node')[1]));
    // The floor of each major, and a newer one of each: the newer 5.x is the pin, which `npm test` runs under Node 24.
    expect(versions).toContain('4.1.0');
    expect(versions).toContain('5.0.0');
    expect(versions.filter((v) => v.startsWith('4.')).length).toBeGreaterThanOrEqual(2);
    const pinned = manifest.devDependencies.vitest ?? '';
    expect(pinned).toMatch(/^5\.\d+\.\d+$/);
    expect(new Set([...versions, pinned].filter((v) => v.startsWith('5.'))).size).toBeGreaterThanOrEqual(2);
    // The oldest Vitest under the oldest Node these machines run; Vitest 5 only on Nodes it supports.
    expect(runs).toContain('4.1.0@node20');
    for (const r of runs.filter((run) => run.startsWith('5.'))) expect(r).not.toMatch(/@node20$/);
    // Node 20 and 22 here; Node 24 is the Node `.ci/run` runs everything else under.
    expect([...nodes].sort()).toEqual(['20', '22']);
    expect(ci).toContain('npx -y -p node@24');
  });

  test('engines names the Node versions CI runs: 20 (Vitest 4 only), 22 and 24', () => {
    expect(manifest.engines.node).toBe('^20.19.0 || ^22.12.0 || >=24.0.0');
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
    // prepack builds first: npm runs `prepare` after it, which the stripped file no longer has.
    expect(manifest.scripts.prepack).toBe(
      'node scripts/ci/pack-manifest.mjs build && node scripts/ci/pack-manifest.mjs strip',
    );
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

  test('npm pack in a fresh clone (no dist/, no node_modules) fails instead of packing no dist/', () => {
    const dir = tempDir();
    copyFileSync(fileURLToPath(new URL('../package.json', import.meta.url)), join(dir, 'package.json'));
    const script = fileURLToPath(new URL('../scripts/ci/pack-manifest.mjs', import.meta.url));
    const run = spawnSync(process.execPath, [script, 'build', dir], { encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('cannot build dist/ (TypeScript is not installed');
    expect(run.stderr).toContain('run `npm ci` first');
    // And through npm itself: prepack fails, so no tarball is written.
    mkdirSync(join(dir, 'scripts/ci'), { recursive: true });
    copyFileSync(script, join(dir, 'scripts/ci/pack-manifest.mjs'));
    const pack = spawnSync('npm', ['pack', '--pack-destination', dir], {
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, npm_config_loglevel: 'error' },
    });
    expect(pack.status).not.toBe(0);
    expect(pack.stderr).toContain('TypeScript is not installed');
    expect(readdirSync(dir).filter((f) => f.endsWith('.tgz'))).toEqual([]);
  });
});
