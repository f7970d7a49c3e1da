/**
 * A temp project for running what `ragcheck init` scaffolds for real: its node_modules holds this repo's packages
 * and ragcheck itself (this checkout: its built harness, and a `ragcheck` binary running the CLI from the sources).
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './spawn-source.js';

/** Makes the project in a new folder from `tempDir()`, with `files` (path -> text) written into it. */
export function initProject(tempDir: () => string, files: Record<string, string>): string {
  const dir = tempDir();
  const modules = join(dir, 'node_modules');
  mkdirSync(join(modules, '.bin'), { recursive: true });
  for (const name of readdirSync(join(ROOT, 'node_modules'))) {
    if (name !== '.bin') symlinkSync(join(ROOT, 'node_modules', name), join(modules, name));
  }
  for (const name of readdirSync(join(ROOT, 'node_modules/.bin'))) {
    symlinkSync(join(ROOT, 'node_modules/.bin', name), join(modules, '.bin', name));
  }
  symlinkSync(ROOT, join(modules, 'ragcheck'), 'dir');
  const bin = join(modules, '.bin/ragcheck');
  const register = join(ROOT, 'src/__fixtures__/ts-register.mjs');
  writeFileSync(
    bin,
    `#!/bin/sh\nexec "${process.execPath}" --import "${register}" "${join(ROOT, 'src/cli/bin.ts')}" "$@"\n`,
  );
  chmodSync(bin, 0o755);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

/** Runs a shell command line in the project, as npm scripts and workflow steps run. */
export function shIn(dir: string, line: string): { code: number | null; out: string } {
  const run = spawnSync('/bin/sh', ['-c', line], {
    cwd: dir,
    encoding: 'utf8',
    env: { PATH: `${join(dir, 'node_modules/.bin')}:${process.env.PATH}`, NO_COLOR: '1', HOME: dir, CI: '1' },
    timeout: 120_000,
  });
  return { code: run.status, out: `${run.stdout}${run.stderr}` };
}
