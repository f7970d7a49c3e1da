/**
 * docs/pull-requests.md shows a PR comment PRODUCED by `ragcheck compare --format markdown` on real runs of the
 * example suites (src/compare/__fixtures__/scenario.ts). This test produces it again and compares it with the docs,
 * so the example stays true. After a deliberate change of the output: RAGCHECK_UPDATE_DOCS=1 npx vitest run
 * src/compare/docs-example.test.ts rewrites the block.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { createTempDirs } from '../__fixtures__/temp-dirs.js';
import { runCli } from '../cli/run-cli.js';
import { writeScenario } from './__fixtures__/scenario.js';

const docs = join(fileURLToPath(new URL('../..', import.meta.url)), 'docs/pull-requests.md');
const tempDir = createTempDirs('ragcheck-docs-example-');
const START = '<!-- example comment: start (generated, see src/compare/docs-example.test.ts) -->\n';
const END = '<!-- example comment: end -->';

test('the example comment in docs/pull-requests.md is what ragcheck compare prints', async () => {
  const dir = tempDir();
  await writeScenario(dir, 8);
  const run = await runCli(['compare', 'base', 'head', '--format', 'markdown'], { cwd: dir, env: {} });
  expect(run.code).toBe(1);
  const block = `${START}\n${run.stdout.trimEnd()}\n\n${END}`;
  const text = readFileSync(docs, 'utf8');
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  expect(start, `${docs} lacks the example block markers`).toBeGreaterThanOrEqual(0);
  const current = text.slice(start, end + END.length);
  if (process.env.RAGCHECK_UPDATE_DOCS === '1' && current !== block) {
    writeFileSync(docs, text.replace(current, block));
    return;
  }
  expect(current, 'run with RAGCHECK_UPDATE_DOCS=1 to regenerate the example').toBe(block);
});
