/**
 * scripts/dev/vitest-node.mjs (what `npm test` runs): Vitest under the running Node when Vitest's `engines` allow it,
 * else under Node 24 from the registry. Here: the range check, and that a supported Node runs Vitest directly.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, test } from 'vitest';

const root = join(import.meta.dirname, '..');
const script = join(root, 'scripts/dev/vitest-node.mjs');

test("reads an engines range as npm does for Vitest's: ^ keeps the major, >= does not", () => {
  const range = '^22.12.0 || ^24.0.0 || >=26.0.0';
  const probe = `import { satisfiesEngines } from ${JSON.stringify(script)};
    const versions = ['20.20.2', '22.11.0', '22.12.0', '22.23.3', '23.1.0', '24.0.0', '24.21.0', '25.0.0', '26.0.0', '27.1.0'];
    console.log(JSON.stringify(versions.filter((v) => satisfiesEngines(v, ${JSON.stringify(range)}))));`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', probe], { encoding: 'utf8' });
  expect(run.stderr).toBe('');
  expect(JSON.parse(run.stdout)).toEqual(['22.12.0', '22.23.3', '24.0.0', '24.21.0', '26.0.0', '27.1.0']);
});

test('on a Node Vitest supports, runs the repo’s Vitest directly, saying nothing', () => {
  const run = spawnSync(process.execPath, [script, '--version'], { cwd: root, encoding: 'utf8' });
  const { version } = JSON.parse(
    spawnSync(process.execPath, ['-p', 'JSON.stringify(require("./node_modules/vitest/package.json"))'], {
      cwd: root,
      encoding: 'utf8',
    }).stdout,
  );
  expect(run.status).toBe(0);
  expect(run.stdout).toContain(version);
  expect(run.stderr).not.toContain('vitest-node:');
});
