/**
 * The package under test: the repo's TypeScript compiled into `<work>/node_modules/ragcheck` (a private copy nobody else's build
 * changes mid-run, and a real folder under node_modules, so Vitest externalises it as it does an installed
 * package instead of transforming it as source), beside a symlink to every entry of the repo's node_modules.
 * It runs tsc itself, not `npm run build`: that script first deletes the repo's own dist/, which a bench must not
 * touch (scripts that run on dist/ would find no build after a bench).
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { runProcess, tail } from './measure.mjs';

/** Files a scenario imports; the bench stops early when the build did not produce one. */
const REQUIRED = [
  'index.js',
  'evaluate/index.js',
  'adapter/index.js',
  'judge/index.js',
  'dataset/index.js',
  'testing/index.js',
  'text/index.js',
];

/**
 * Builds `repo` into `<work>/node_modules/ragcheck/dist` and links the rest of `<work>/node_modules`. Type errors do not
 * stop tsc from emitting; they are returned as warnings (the affected scenarios then fail with their own error).
 */
export async function buildPackage(repo, work) {
  const pkg = join(work, 'node_modules', 'ragcheck');
  mkdirSync(pkg, { recursive: true });
  const tsc = join(repo, 'node_modules', 'typescript', 'bin', 'tsc');
  const build = await runProcess(process.execPath, [tsc, '-p', 'tsconfig.build.json', '--outDir', join(pkg, 'dist')], {
    cwd: repo,
  });
  const missing = REQUIRED.filter((f) => !existsSync(join(pkg, 'dist', f)));
  if (missing.length > 0) {
    throw new Error(
      `tsc -p tsconfig.build.json produced no ${missing.join(', ')} in ${pkg}/dist (exit ${build.code}).\n${tail(build.stdout + build.stderr)}`,
    );
  }
  // The exports map is what makes `ragcheck/vitest` resolve.
  copyFileSync(join(repo, 'package.json'), join(pkg, 'package.json'));
  linkNodeModules(repo, work);
  const warnings = build.code === 0 ? [] : build.stdout.split('\n').filter((l) => l.includes('error TS'));
  return { dist: join(pkg, 'dist'), pkg, buildMs: build.ms, warnings };
}

/** `<work>/node_modules`: a symlink per entry of the repo's node_modules (the built `ragcheck` is a real folder). */
function linkNodeModules(repo, work) {
  const target = join(work, 'node_modules');
  mkdirSync(target, { recursive: true });
  const source = join(repo, 'node_modules');
  for (const entry of readdirSync(source)) {
    if (entry === 'ragcheck' || entry === '.vite' || entry === '.vitest') continue;
    const link = join(target, entry);
    if (!existsSync(link)) symlinkSync(join(source, entry), link);
  }
}
