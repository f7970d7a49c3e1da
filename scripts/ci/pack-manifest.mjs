#!/usr/bin/env node
/**
 * Keeps the `prepare` script out of the package.json that `npm pack` ships. `prepare` builds dist/ after this repo's
 * own `npm ci` (and in a git-URL install's clone), but a consumer installing the tarball gets dist/ prebuilt, and
 * npm 11 warns about every dependency with an install-time script ("1 package has install scripts not yet covered
 * by allowScripts"). Run by the `prepack` and `postpack` scripts:
 *
 *   node scripts/ci/pack-manifest.mjs strip [DIR]     saves DIR/package.json aside, writes it without scripts.prepare
 *   node scripts/ci/pack-manifest.mjs restore [DIR]   puts the saved package.json back (nothing to do without one)
 *
 * A pack that fails between the two leaves the saved copy: the next `strip` or `restore` puts it back first.
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Scripts npm runs when a package is installed as a dependency. */
export const INSTALL_SCRIPTS = ['preinstall', 'install', 'postinstall', 'prepare'];
const SAVED = '.package.json.prepack';

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
  if (action === 'strip') strip(dir);
  else if (action === 'restore') restore(dir);
  else {
    console.error('usage: node scripts/ci/pack-manifest.mjs strip|restore [DIR]');
    process.exit(2);
  }
}
