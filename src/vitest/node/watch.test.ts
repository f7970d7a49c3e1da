/**
 * Watch mode with a real `vitest --watch` process on a temporary project: editing a suite's case file re-runs that
 * suite's eval file only; editing a corpus two suites share re-runs both.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { appendFileSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { ROOT } from '../../__fixtures__/spawn-source.js';
import { createTempDirs } from '../../__fixtures__/temp-dirs.js';

const tempDir = createTempDirs('ragcheck-watch-');
const src = (path: string) => JSON.stringify(join(ROOT, 'src', path));

const CORPUS =
  '{"id":"d0","text":"Refunds are accepted within 30 days."}\n{"id":"d1","text":"Shipping takes 3 days."}\n';
const line = (id: string, doc: string, answer: string) =>
  `${JSON.stringify({ id, question: `What about ${id}?`, golden: [doc], answer, contexts: [doc] })}\n`;

function project(): string {
  const dir = tempDir();
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
  mkdirSync(join(dir, 'fixtures'));
  writeFileSync(join(dir, 'package.json'), '{ "type": "module" }\n');
  writeFileSync(
    join(dir, 'vitest.config.ts'),
    `import { ragcheckProject } from ${src('vitest/node/project.ts')};
export default { test: { projects: [ragcheckProject({ name: 'evals', include: ['*.eval.ts'] })] } };\n`,
  );
  writeFileSync(join(dir, 'fixtures/corpus.jsonl'), CORPUS);
  for (const [name, doc, answer] of [
    ['alpha', 'd0', 'Refunds are accepted within 30 days.'],
    ['beta', 'd1', 'Shipping takes 3 days.'],
  ] as const) {
    writeFileSync(join(dir, `fixtures/${name}.jsonl`), line(`${name}-1`, doc, answer));
    writeFileSync(
      join(dir, `${name}.eval.ts`),
      `import { defineRagSuite } from ${src('vitest/index.ts')};
defineRagSuite({ name: '${name}', judge: 'overlap', baseline: false, cases: 'fixtures/${name}.jsonl', corpus: 'fixtures/corpus.jsonl' });\n`,
    );
  }
  return dir;
}

let child: ChildProcess | undefined;
afterEach(() => {
  child?.kill('SIGKILL');
  child = undefined;
});

describe('vitest --watch', { timeout: 240_000 }, () => {
  test('re-runs the suites whose case or corpus files change, and only those', async () => {
    const dir = project();
    const watcher = spawn(process.execPath, [join(ROOT, 'node_modules/vitest/vitest.mjs'), '--watch'], {
      cwd: dir,
      env: { PATH: process.env.PATH, NO_COLOR: '1', CI: '', GITHUB_ACTIONS: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = watcher;
    let out = '';
    watcher.stdout?.on('data', (chunk) => (out += chunk));
    watcher.stderr?.on('data', (chunk) => (out += chunk));
    /** Waits until the output since `from` has had `count` runs end (Vitest's "Waiting for file changes"). */
    const runsEnded = async (from: number, count = 1) => {
      for (let waited = 0; waited < 180_000; waited += 200) {
        if (out.slice(from).split('Waiting for file changes').length > count) return out.slice(from);
        await new Promise((r) => setTimeout(r, 200));
      }
      throw new Error(`no re-run seen. Output:\n${out}`);
    };
    const first = await runsEnded(0);
    expect(first).toContain('alpha.eval.ts');
    expect(first).toContain('beta.eval.ts');

    // A case added to alpha's case file: alpha runs again with 2 cases, beta does not run.
    let at = out.length;
    appendFileSync(join(dir, 'fixtures/alpha.jsonl'), line('alpha-2', 'd0', 'Refunds are accepted within 30 days.'));
    const rerun = await runsEnded(at);
    expect(rerun).toMatch(/alpha\.eval\.ts \(2 tests/);
    expect(rerun).not.toContain('beta.eval.ts');

    // The corpus both suites load: both run again.
    at = out.length;
    appendFileSync(join(dir, 'fixtures/corpus.jsonl'), '{"id":"d2","text":"Gift cards never expire."}\n');
    const both = await runsEnded(at);
    expect(both).toContain('alpha.eval.ts');
    expect(both).toContain('beta.eval.ts');
  });
});
