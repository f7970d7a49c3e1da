/**
 * Fault class: `ragcheck init` cannot write some of its files (a file where a folder must go, a folder where a file
 * must go). Guarantee: every write it could not do is listed with its path and the reason, the others are still
 * made, nothing existing is touched, and it exits 3; "exists: left unchanged" is said only of files that exist.
 */
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { ROOT, spawnSource } from '../__fixtures__/spawn-source.js';
import { createTempDirs } from '../__fixtures__/temp-dirs.js';
import { runCli } from '../cli/run-cli.js';

/**
 * The file size limit the processes run under: above every file init writes from its templates (so those are written),
 * in whole 512-byte blocks as `ulimit -f` counts them, so a package.json just under it cannot grow by the scripts.
 */
const LIMIT =
  Math.ceil(
    Math.max(
      ...readdirSync(join(ROOT, 'templates/init'), { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => statSync(join(entry.parentPath, entry.name)).size),
    ) / 512,
  ) *
    512 +
  1024;
const tmp = createTempDirs('ragcheck-init-fault-');

test('init lists every write it could not do with the path and the reason, writes the rest and exits 3', async () => {
  const dir = tmp();
  mkdirSync(join(dir, '.github'));
  writeFileSync(join(dir, '.github/workflows'), 'a file where the workflows folder goes\n');
  writeFileSync(join(dir, 'fixtures'), 'a file where the fixtures folder goes\n');
  mkdirSync(join(dir, '.env.example'));
  const run = await runCli(['init'], { cwd: dir, env: {} });
  const out = run.stdout + run.stderr;
  expect(out).toContain(
    'could not write .github/workflows/ragcheck.yml: .github/workflows is a file, not a folder (EEXIST)',
  );
  expect(out).toContain('could not write fixtures/ragcheck/corpus.jsonl: fixtures is a file, not a folder');
  expect(out).toContain('could not write fixtures/ragcheck/cases.jsonl: fixtures is a file, not a folder');
  expect(out).toContain('could not write .env.example: a folder is in the way');
  expect(out).not.toMatch(/skipped\s+\.github\/workflows\/ragcheck\.yml/);
  expect(out).not.toMatch(/skipped\s+\.env\.example/);
  expect(out).toMatch(/created\s+evals\/rag\.eval\.ts/);
  expect(out).toMatch(/created\s+vitest\.config\.mts/);
  expect(out).toContain('4 of 6 files could not be written');
  expect(run.code).toBe(3);
  expect(readFileSync(join(dir, '.github/workflows'), 'utf8')).toBe('a file where the workflows folder goes\n');
  expect(readFileSync(join(dir, 'fixtures'), 'utf8')).toBe('a file where the fixtures folder goes\n');
  expect(readdirSync(join(dir, '.env.example'))).toEqual([]);
  expect(readdirSync(dir).filter((name) => name.endsWith('.tmp'))).toEqual([]);
});

test('init that cannot add its scripts to package.json says so, leaves the file whole, exits 3 and recommends no script', {
  timeout: 60_000,
}, async () => {
  const dir = tmp();
  // A package.json just under the size limit: the one with the scripts added cannot be written.
  const manifest = `${JSON.stringify({ name: 'big', description: 'x'.repeat(LIMIT - 200), scripts: {} }, null, 2)}\n`;
  writeFileSync(join(dir, 'package.json'), manifest);
  const run = await spawnSource(join(ROOT, 'src/cli/bin.ts'), ['init'], { cwd: dir, fileSizeLimit: LIMIT });
  expect(run.stderr).toContain(
    'could not write package.json: the file is larger than this process may write (a file size limit, `ulimit -f`) (EFBIG) (the scripts "test", "eval", "eval:record", "baseline:accept", "test:ui" were not added)',
  );
  expect(run.stdout).toMatch(/FAILED\s+"test"\s+vitest run/);
  expect(run.stdout).toContain('  1. npx vitest run --project evals\n');
  expect(run.stdout).not.toContain('npm run');
  expect(run.stderr).toContain('1 of 7 files could not be written');
  expect(run.code).toBe(3);
  expect(readFileSync(join(dir, 'package.json'), 'utf8')).toBe(manifest);
  expect(readdirSync(dir).filter((name) => name.endsWith('.tmp'))).toEqual([]);
});
