/**
 * Temporary projects for tests of the commands that run Vitest (`record`, `baseline accept`, `cache`): this
 * repo's node_modules, an `evals` project over `*.eval.ts` (and a `unit` one over `*.test.mjs`), the files given.
 * Eval files import the harness from this checkout's sources: `ROOT/src/...`.
 */
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { moduleCacheOption } from '../../__fixtures__/module-cache.js';

/** This checkout's root. */
export const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
/** A module of this checkout's sources, as a quoted import specifier: `src(vitest/index.ts)`. */
export const src = (path: string) => JSON.stringify(join(ROOT, 'src', path));

const created: string[] = [];

/** Removes every project created so far (call it in `afterAll`). */
export function removeEvalProjects(): void {
  for (const dir of created.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/** Writes a project; `reporters` are the config's (Vitest's default when omitted). */
export function createEvalProject(files: Record<string, string>, reporters?: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'ragcheck-eval-project-'));
  created.push(dir);
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
  writeFileSync(join(dir, 'package.json'), '{ "type": "module" }\n');
  writeFileSync(
    join(dir, 'vitest.config.mjs'),
    `export default { test: {
      // The project's runs share transformed modules: each transform of the harness costs seconds.
      ${moduleCacheOption(join(dir, '.module-cache'))},
      isolate: false,${reporters ? `\n      reporters: ${reporters},` : ''}
      projects: [
        { extends: true, test: { name: 'unit', include: ['*.test.mjs'] } },
        { extends: true, test: { name: 'evals', include: ['*.eval.ts'] } },
      ],
    } };\n`,
  );
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}
