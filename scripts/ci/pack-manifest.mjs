#!/usr/bin/env node
/**
 * Keeps the `prepare` script out of the package.json that `npm pack` ships. `prepare` builds dist/ after this repo's
 * own `npm ci` (and in a git-URL install's clone), but a consumer installing the tarball gets dist/ prebuilt, and
 * npm 11 warns about every dependency with an install-time script ("1 package has install scripts not yet covered
 * by allowScripts"). Run by the `prepack` and `postpack` scripts:
 *
 *   node scripts/ci/pack-manifest.mjs build [DIR]     builds DIR/dist/ (what `prepare` does), or fails saying why
 *   node scripts/ci/pack-manifest.mjs strip [DIR]     saves DIR/package.json aside, writes it without scripts.prepare
 *   node scripts/ci/pack-manifest.mjs restore [DIR]   puts the saved package.json back (nothing to do without one)
 *
 * `prepack` builds before it strips: npm runs `prepare` after `prepack`, so once stripped it would not run, and a
 * fresh clone (no dist/, before `npm ci`) would pack a tarball with no dist/ at all. Without TypeScript installed
 * the build fails and so does the pack.
 *
 * A pack that fails between the two leaves the saved copy: the next `strip` or `restore` puts it back first.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Scripts npm runs when a package is installed as a dependency. */
export const INSTALL_SCRIPTS = ['preinstall', 'install', 'postinstall', 'prepare'];
const SAVED = '.package.json.prepack';

/** Builds dist/ as the `build` and `prepare` scripts do; returns an error message, or undefined when it built. */
export function build(dir) {
  const tsc = join(dir, 'node_modules', 'typescript', 'bin', 'tsc');
  if (!existsSync(tsc)) {
    return `npm pack: cannot build dist/ (TypeScript is not installed in ${dir}): run \`npm ci\` first, then pack again.`;
  }
  rmSync(join(dir, 'dist'), { recursive: true, force: true });
  const run = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], { cwd: dir, stdio: 'inherit' });
  if (run.status !== 0)
    return `npm pack: the build failed (tsc exited ${run.status ?? run.signal}): fix it, then pack again.`;
  const bin = join(dir, 'dist', 'cli', 'bin.js');
  if (!existsSync(bin)) return `npm pack: the build wrote no ${bin}.`;
  chmodSync(bin, 0o755);
  return undefined;
}

export function restore(dir) {
  const saved = join(dir, SAVED);
  if (!existsSync(saved)) return false;
  renameSync(saved, join(dir, 'package.json'));
  return true;
}

export function strip(dir) {
  restore(dir);
  const path = join(dir, 'package.json');
  const text = readFileSync(path, 'utf8');
  const manifest = JSON.parse(text);
  const scripts = { ...manifest.scripts };
  for (const name of INSTALL_SCRIPTS) delete scripts[name];
  writeFileSync(join(dir, SAVED), text);
  writeFileSync(path, `${JSON.stringify({ ...manifest, scripts }, null, 2)}\n`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [action, dir = process.cwd()] = process.argv.slice(2);
  if (action === 'build') {
    const problem = build(dir);
    if (problem) {
      console.error(problem);
      process.exit(1);
    }
  } else if (action === 'strip') strip(dir);
  else if (action === 'restore') restore(dir);
  else {
    console.error('usage: node scripts/ci/pack-manifest.mjs build|strip|restore [DIR]');
    process.exit(2);
  }
}
