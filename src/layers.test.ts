/**
 * The layer rules of .dependency-cruiser.cjs (run on src/ by `npm run lint`) catch what they are for: planted
 * violations in a small tree of their own fail `depcruise`, each naming its rule, and the same tree without them
 * passes. The package's entry points only re-export.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, test } from 'vitest';
import { createTempDirs } from './__fixtures__/temp-dirs.js';

const ROOT = join(import.meta.dirname, '..');
const DEPCRUISE = join(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruiser.mjs');
const CONFIG = join(ROOT, '.dependency-cruiser.cjs');
const tempDir = createTempDirs('ragcheck-layers-');

/** Runs depcruise with the repository's config on a tree of `files` (path -> source); exit code and output. */
async function cruise(files: Record<string, string>): Promise<{ code: number; output: string }> {
  const dir = tempDir();
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: { module: 'NodeNext' } }));
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), source);
  }
  try {
    const { stdout } = await promisify(execFile)(process.execPath, [DEPCRUISE, 'src', '--config', CONFIG], {
      cwd: dir,
    });
    return { code: 0, output: stdout };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

/** A tree that keeps the layers: numbers on text, the worker on the shared part of the Vitest integration. */
const CLEAN = {
  'src/errors.ts': 'export class RagcheckError extends Error {}\n',
  'src/text/normalize.ts':
    "import { RagcheckError } from '../errors.js';\nexport const normalize = (s: string) => { if (!s) throw new RagcheckError('empty'); return s; };\n",
  'src/numbers/scan.ts':
    "import { normalize } from '../text/normalize.js';\nexport const scan = (s: string) => normalize(s);\n",
  'src/vitest/shared/meta.ts': 'export const META = 1;\n',
  'src/vitest/node/reporter.ts': "import { META } from '../shared/meta.js';\nexport const reporter = META;\n",
  'src/vitest/worker/suite.ts':
    "import { META } from '../shared/meta.js';\nimport type { Options } from '../node/options.js';\nexport const suite = (o: Options) => META + o.n;\n",
  'src/vitest/node/options.ts': 'export interface Options { n: number }\n',
};

describe('.dependency-cruiser.cjs', () => {
  test('a tree that keeps the layers passes', { timeout: 60_000 }, async () => {
    const run = await cruise(CLEAN);
    expect(run.output).toContain('no dependency violations found');
    expect(run.code).toBe(0);
  });

  test('a bottom folder that imports a higher one fails, naming the rule and both files', {
    timeout: 60_000,
  }, async () => {
    const run = await cruise({
      ...CLEAN,
      'src/text/phrase.ts':
        "import { scan } from '../numbers/scan.js';\nexport const phrase = (s: string) => scan(s);\n",
    });
    expect(run.code).not.toBe(0);
    expect(run.output).toMatch(/layer-text: src\/text\/phrase\.ts → src\/numbers\/scan\.ts/);
  });

  test('a root file counts as its own node: errors.ts may import nothing above it', { timeout: 60_000 }, async () => {
    const run = await cruise({
      ...CLEAN,
      'src/types.ts': 'export type Verdict = string;\n',
      'src/errors.ts':
        "import type { Verdict } from './types.js';\nexport class RagcheckError extends Error { v?: Verdict }\n",
    });
    expect(run.code).not.toBe(0);
    expect(run.output).toMatch(/layer-errors: src\/errors\.ts → src\/types\.ts/);
  });

  test('worker code that loads main-process code fails; a folder on no layer fails', { timeout: 60_000 }, async () => {
    const run = await cruise({
      ...CLEAN,
      'src/vitest/worker/suite.ts': "import { reporter } from '../node/reporter.js';\nexport const suite = reporter;\n",
      'src/plugins/extra.ts': 'export const extra = 1;\n',
      'src/plugins/more.ts': "import { RagcheckError } from '../errors.js';\nexport const more = RagcheckError;\n",
    });
    expect(run.code).not.toBe(0);
    expect(run.output).toMatch(
      /vitest-worker-not-main: src\/vitest\/worker\/suite\.ts → src\/vitest\/node\/reporter\.ts/,
    );
    expect(run.output).toMatch(/no-unknown-node: src\/plugins\/extra\.ts/);
    expect(run.output).toMatch(/no-unknown-node: src\/plugins\/more\.ts → src\/errors\.ts/);
  });
});

describe('package entry points', () => {
  const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
    exports: Record<string, { default?: string } | string>;
  };
  const entries = Object.values(manifest.exports)
    .map((target) => (typeof target === 'string' ? target : target.default))
    .filter((target): target is string => typeof target === 'string' && target.startsWith('./dist/'))
    .map((target) => target.replace(/^\.\/dist\//, 'src/').replace(/\.js$/, '.ts'));

  test('are the five documented ones', () => {
    expect(entries.sort()).toEqual([
      'src/calibration/index.ts',
      'src/index.ts',
      'src/testing/index.ts',
      'src/vitest/index.ts',
      'src/vitest/reporter.ts',
    ]);
  });

  test.each(entries)('%s only re-exports', (entry) => {
    const code = readFileSync(join(ROOT, entry), 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/^\s*\/\/.*$/gm, '');
    // Statements: `export ... from '...'`, or an import for its side effect on types (Vitest's meta augmentation).
    const statements = code
      .split(';')
      .map((s) => s.trim())
      .filter(Boolean);
    const other = statements.filter(
      (s) => !/^export (type )?(\*|\{[^}]*\}) from '[^']+'$/.test(s) && !/^import '[^']+'$/.test(s),
    );
    expect(other).toEqual([]);
  });
});
