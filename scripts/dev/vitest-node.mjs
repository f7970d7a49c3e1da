#!/usr/bin/env node
/**
 * Runs this repo's Vitest (`node_modules/vitest/vitest.mjs`) with the given arguments under a Node it supports. The
 * repo pins Vitest 5, which needs Node ^22.12.0 || ^24.0.0 || >=26.0.0 (its package.json `engines`). On an older
 * (or odd) Node, say so once and run it under Node 24 from the npm registry's `node` package (binary included,
 * cached by npx after the first time: `npx -y -p node@24`), so `npm test` works on a Node 20 machine too.
 *
 *   node scripts/dev/vitest-node.mjs run --project unit       (package.json's scripts call it)
 */
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = join(dirname(fileURLToPath(import.meta.url)), '../..');
const vitest = join(repo, 'node_modules/vitest/vitest.mjs');

/** Whether `version` (x.y.z) satisfies an engines range made of `^a.b.c` and `>=a.b.c` alternatives. */
export function satisfiesEngines(version, range) {
  const [major, minor, patch] = version.split('.').map(Number);
  const atLeast = (m, n, p) => major > m || (major === m && (minor > n || (minor === n && patch >= p)));
  return range.split('||').some((part) => {
    const m = /^\s*(\^|>=)(\d+)\.(\d+)\.(\d+)\s*$/.exec(part);
    if (!m) return false;
    const [a, b, c] = [Number(m[2]), Number(m[3]), Number(m[4])];
    return m[1] === '>=' ? atLeast(a, b, c) : major === a && atLeast(a, b, c);
  });
}

function main() {
  const args = process.argv.slice(2);
  const range = JSON.parse(readFileSync(join(repo, 'node_modules/vitest/package.json'), 'utf8')).engines?.node ?? '';
  let env = process.env;
  let node = process.execPath;
  if (range && !satisfiesEngines(process.versions.node, range)) {
    console.error(
      `vitest-node: Node ${process.versions.node} is not one Vitest supports (${range}); running Vitest under Node 24 from the npm registry (npx -y -p node@24).`,
    );
    const found = spawnSync('npx', ['-y', '-p', 'node@24', '-c', 'command -v node'], { encoding: 'utf8' });
    const path = found.stdout.trim().split('\n').pop();
    if (found.status !== 0 || !path) {
      console.error(`vitest-node: could not get node@24 from the npm registry:\n${found.stderr}`);
      process.exit(1);
    }
    node = path;
    // Children that run `node` (Vitest's own, the harness tests' child runs) get the same one.
    env = { ...process.env, PATH: `${dirname(path)}${delimiter}${process.env.PATH ?? ''}` };
  }
  const child = spawn(node, [vitest, ...args], { stdio: 'inherit', env });
  // Ctrl-C reaches the child from the terminal (same process group): wait for it to stop. SIGTERM is passed on.
  process.on('SIGINT', () => {});
  process.on('SIGTERM', () => child.kill('SIGTERM'));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
