/**
 * Small temporary Vitest projects for end-to-end tests of the harness: an evals project made by
 * `ragcheckProject()`, the ragcheck reporter by path and a reporter that dumps annotations, run by a child
 * `vitest` with a clean environment. A child Vitest costs seconds; the runs share a module cache.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isModuleCacheMiss, moduleCacheOption } from '../../__fixtures__/module-cache.js';
import { type RagcheckProjectOptions, ragcheckProject } from '../node/project.js';

const here = dirname(fileURLToPath(import.meta.url));
const VITEST = join(here, '../../../node_modules/vitest/vitest.mjs');
/** Written as `HARNESS` in a project's files: the path of `ragcheck/vitest` in this repo. */
export const HARNESS = join(here, '../index.ts');
/** The ragcheck reporter's module, for a config's `reporters`. */
export const REPORTER = join(here, '../reporter.ts');
// One module cache per checkout: checkouts of other versions (worktrees) running their tests at the same time
// must not read each other's half-written cache metadata.
const CACHE = join(
  tmpdir(),
  `ragcheck-harness-vitest-cache-${createHash('sha256').update(here).digest('hex').slice(0, 12)}`,
);

export interface Run {
  code: number | null;
  output: string;
  dir: string;
}

/**
 * A reporter that writes each test's annotations at run end, as Vitest's state holds them (what Vitest UI, the
 * HTML report and blob files show), to `$ANNOTATIONS_FILE` (default `annotations.json`): full name -> "type: message".
 */
const ANNOTATIONS_REPORTER = `import { writeFileSync } from 'node:fs';
export default class {
  onTestRunEnd(modules) {
    const out = {};
    for (const m of modules) for (const t of m.children.allTests()) out[t.fullName] = t.annotations().map((a) => a.type + ': ' + a.message);
    writeFileSync(process.env.ANNOTATIONS_FILE ?? 'annotations.json', JSON.stringify(out, null, 2));
  }
}
`;

/**
 * Writes a temporary project: an evals project made by `ragcheckProject()` (serialised here, so the child does
 * not have to bundle the harness into its config), the ragcheck reporter by path, the annotations reporter, plus
 * `files`.
 */
const created: string[] = [];

/** Removes every project created so far (call it in `afterAll`). */
export function removeVitestProjects(): void {
  for (const dir of created.splice(0)) rmSync(dir, { recursive: true, force: true });
}

export function createVitestProject(
  files: Record<string, string>,
  options: RagcheckProjectOptions = { maxConcurrency: 16 },
  reporters: { extra?: string[]; ragcheck?: string; ragcheckOptions?: string } = {},
) {
  const dir = mkdtempSync(join(tmpdir(), 'ragcheck-harness-'));
  created.push(dir);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), text.replaceAll('HARNESS', JSON.stringify(HARNESS)));
  }
  // Built once the files are written, as the child's own config would build it (tags found in its eval files).
  const evals = ragcheckProject({ include: ['*.eval.ts'], cwd: dir, ...options });
  const ragcheck = reporters.ragcheck ?? JSON.stringify(REPORTER);
  const config = `export default {
    test: {
      ${moduleCacheOption(CACHE)},
      isolate: false, // the files of a run share one import of the harness: each import costs about a second
      reporters: ['default', [${ragcheck}, { githubSummary: process.env.TEST_SUMMARY_FILE ?? false, ${reporters.ragcheckOptions ?? ''} }], './annotations.mjs', ${(reporters.extra ?? []).join(', ')}],
      projects: [${JSON.stringify(evals)}],
    },
  };`;
  writeFileSync(join(dir, 'vitest.config.mjs'), config);
  writeFileSync(join(dir, 'annotations.mjs'), ANNOTATIONS_REPORTER);
  return dir;
}

/**
 * Installs this checkout as `node_modules/ragcheck` of `dir`, its package.json `exports` pointing at the sources
 * (`./dist/x.js` -> `./src/x.ts`), so `ragcheck/...` resolves through the real exports map without a build.
 */
export function installPackage(dir: string): void {
  const manifest = JSON.parse(readFileSync(join(here, '../../../package.json'), 'utf8'));
  const toSource = (target: string) => target.replace(/^\.\/dist\//, './src/').replace(/(\.d)?\.js$/, '.ts');
  const exports = Object.fromEntries(
    Object.entries(manifest.exports as Record<string, string | Record<string, string>>).map(([key, target]) => [
      key,
      typeof target === 'string'
        ? target
        : Object.fromEntries(Object.entries(target).map(([condition, path]) => [condition, toSource(path)])),
    ]),
  );
  const target = join(dir, 'node_modules/ragcheck');
  mkdirSync(target, { recursive: true });
  writeFileSync(join(target, 'package.json'), JSON.stringify({ ...manifest, exports }));
  symlinkSync(join(here, '../..'), join(target, 'src'), 'dir');
}

/**
 * Runs Vitest in `dir` with a clean environment (no GitHub variables, no state of the parent Vitest). A run stopped
 * by the shared module cache's race (`isModuleCacheMiss`) runs once more, so a test sees the code's behaviour;
 * the retry is said on stderr.
 */
export async function runVitest(dir: string, args: string[], env: Record<string, string> = {}): Promise<Run> {
  const run = await runVitestOnce(dir, args, env);
  if (run.code === 0 || !isModuleCacheMiss(run.output, CACHE)) return run;
  process.stderr.write(`vitest-project: a child Vitest in ${dir} met the module cache's race (ENOENT); ran it again\n`);
  return runVitestOnce(dir, args, env);
}

function runVitestOnce(dir: string, args: string[], env: Record<string, string>): Promise<Run> {
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !/^(VITEST|GITHUB_|RAGCHECK_|TEST$|CI$)/.test(key)),
  );
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [VITEST, ...args], {
      cwd: dir,
      env: { ...clean, NO_COLOR: '1', FORCE_COLOR: '0', ...env },
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output, dir }));
  });
}
