/**
 * The options of the measurement scripts (scripts/measure/judge-cv.mjs, heldout-probes.mjs, number-probes.mjs, through
 * scripts/measure/script-args.mjs): `--help` prints the usage, a bad option or a missing build is one line on stderr and
 * exit 2, never a stack trace. Every run here stops before the script reads a build or a data row.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';

const scripts = join(import.meta.dirname, '../scripts/measure');
const SCRIPTS = ['judge-cv', 'heldout-probes', 'number-probes', 'citation-support'];

function run(file: string, args: string[]) {
  const r = spawnSync(process.execPath, [file, ...args], { encoding: 'utf8', timeout: 30_000 });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}
const script = (name: string, ...args: string[]) => run(join(scripts, `${name}.mjs`), args);

/** Exit 2 and one line on stderr, starting with the script's name. */
function expectUsageError(result: ReturnType<typeof run>, name: string, says: RegExp): void {
  expect(result.stderr.trimEnd().split('\n'), result.stderr).toHaveLength(1);
  expect(result.stderr).toMatch(new RegExp(`^${name}: `));
  expect(result.stderr).toMatch(says);
  expect(result.stderr).not.toMatch(/\n\s+at /);
  expect(result.status).toBe(2);
}

const work = mkdtempSync(join(tmpdir(), 'ragcheck-scripts-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('the measurement scripts', { timeout: 60_000 }, () => {
  test.for(SCRIPTS)('%s --help prints its usage and exits 0', (name) => {
    for (const flag of ['--help', '-h']) {
      const result = script(name, flag);
      expect(result.status).toBe(0);
      expect(result.stderr).toBe('');
      expect(result.stdout).toContain(`node scripts/measure/${name}.mjs`);
      expect(result.stdout).not.toMatch(/^\s*\/?\*/m);
    }
  });

  test.for(SCRIPTS)('%s: an unknown option or a missing value is one line naming the script, exit 2', (name) => {
    expectUsageError(script(name, '--nope'), name, /--nope.*--help/);
    expectUsageError(script(name, 'stray'), name, /stray.*--help/);
    const valued = name === 'judge-cv' ? '--objective' : '--dist';
    expectUsageError(script(name, valued), name, new RegExp(`${valued}.*--help`));
  });

  test('judge-cv: a --bootstrap that is not a positive whole number is a usage error before anything runs', () => {
    for (const value of ['abc', '0', '2.5', '-1']) {
      expectUsageError(script('judge-cv', '--bootstrap', value), 'judge-cv', /--bootstrap/);
    }
    expectUsageError(script('judge-cv', '--bootstrap=-1'), 'judge-cv', /--bootstrap must be/);
  });

  test('heldout-probes: a --min outside [0, 1] is a usage error', () => {
    expectUsageError(script('heldout-probes', '--min', '2'), 'heldout-probes', /--min/);
  });

  test.for(['heldout-probes', 'number-probes', 'citation-support'])(
    '%s: a --dist with no build is named, exit 2',
    (name) => {
      expectUsageError(script(name, '--dist', join(work, 'nowhere')), name, /no build at .*nowhere/);
    },
  );

  test('judge-cv with no build next to it names the missing build, exit 2', () => {
    mkdirSync(join(work, 'scripts/measure'), { recursive: true });
    for (const file of ['judge-cv.mjs', 'script-args.mjs'])
      copyFileSync(join(scripts, file), join(work, 'scripts/measure', file));
    expectUsageError(run(join(work, 'scripts/measure/judge-cv.mjs'), []), 'judge-cv', /no build at .*npm run build/);
  });
});
