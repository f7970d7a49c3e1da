/**
 * The layout `ragcheck init` leaves in a repo that already has a Vitest config, run for real: ragcheck's own
 * `vitest.ragcheck.config.mjs` beside the repo's config, then the snippet merged into the repo's config and that file
 * deleted, as init's output says. In both, every command init wrote (package.json scripts, the workflow's `run:`
 * steps, the eval file's header) runs the evals, and `npm test` runs them with the repo's own tests.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { initProject, shIn } from '../../__fixtures__/init-project.js';
import { createTempDirs } from '../../__fixtures__/temp-dirs.js';
import { runCli } from '../run-cli.js';

const tempDir = createTempDirs('ragcheck-init-layout-');

const project = (files: Record<string, string>) => initProject(tempDir, files);
const sh = shIn;

const UNIT_TEST = "import { test } from 'vitest';\ntest('my own unit test', () => {});\n";
const REPO_CONFIG =
  "export default { test: { projects: [{ test: { name: 'unit', include: ['src/**/*.test.mjs'] } }] } };\n";
const MERGED_CONFIG = `import { ragcheckProject, ragcheckReporters } from 'ragcheck/vitest';
export default { test: {
  reporters: ragcheckReporters(),
  projects: [
    { extends: true, test: { name: 'unit', include: ['src/**/*.test.mjs'] } },
    ragcheckProject({ name: 'evals', include: ['evals/**/*.eval.ts'] }),
  ],
} };
`;

/** Every command init wrote that runs the evals: the scripts, the workflow's steps, the eval file's "Run it" line. */
function commandsInitWrote(dir: string): string[] {
  const scripts = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).scripts as Record<string, string>;
  const workflow = readFileSync(join(dir, '.github/workflows/ragcheck.yml'), 'utf8');
  // The steps that run the evals: not `npm ci`, nor the pull-request job's steps that compare reports and comment
  // (`ragcheck base-report`, `compare`, `pr-comment`), nor the first line of a multi-line script (`|`).
  const steps = [...workflow.matchAll(/^\s+run: (.+)$/gm)]
    .map((m) => m[1] as string)
    .filter((c) => c !== 'npm ci' && c !== '|' && !/^(npx )?ragcheck (base-report|compare|pr-comment)\b/.test(c));
  const header = /Run it: (.+)$/m.exec(readFileSync(join(dir, 'evals/rag.eval.ts'), 'utf8'))?.[1];
  return ['npm test', 'npm run eval', scripts.eval ?? '', ...steps, ...(header ? [header.trim()] : [])];
}

describe('init in a repo with a Vitest config of its own', { timeout: 600_000 }, () => {
  test('every command init wrote runs the evals, with ragcheck’s own config and after the snippet is merged and it is deleted', async () => {
    const dir = project({
      'package.json': '{ "name": "app", "type": "module", "scripts": { "test": "vitest run" } }\n',
      'vitest.config.mjs': REPO_CONFIG,
      'src/a.test.mjs': UNIT_TEST,
    });
    const init = await runCli(['init'], { cwd: dir });
    expect(init.code).toBe(0);
    expect(init.stdout).toMatch(/changed\s+"test"\s+vitest run && npm run eval {2}\(was: vitest run/);
    // One command runs the evals wherever init wrote one: `ragcheck run` (npx in the workflow and the eval file).
    const commands = commandsInitWrote(dir);
    expect(new Set(commands.map((c) => c.replace(/^npx /, '')))).toEqual(
      new Set(['npm test', 'npm run eval', 'ragcheck run']),
    );
    const scripts = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).scripts;
    expect(scripts.eval).toBe('ragcheck run');
    for (const layout of ['own config', 'merged']) {
      if (layout === 'merged') {
        writeFileSync(join(dir, 'vitest.config.mjs'), MERGED_CONFIG);
        rmSync(join(dir, 'vitest.ragcheck.config.ts'));
      }
      // npm test runs the repo's tests, then `npm run eval`, i.e. `ragcheck run`: every command above.
      const { code, out } = sh(dir, 'npm test');
      expect(out, layout).toContain('src/a.test.mjs');
      expect(out, layout).toMatch(/4 cases: 3 passed, 0 failed, 1 known, 0 errors/);
      expect(code, `${layout}\n${out}`).toBe(0);
    }
  });
});
