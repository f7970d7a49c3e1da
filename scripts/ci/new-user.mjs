#!/usr/bin/env node
/**
 * A new user's first minutes, exactly as docs/install.md tells them, from an `npm pack` tarball and the registry's
 * Vitest, under a given Node (the registry's `node` package when it is not this process's):
 *
 *   npm init -y && npm i -D vitest @vitest/ui        (or vitest@<v> @vitest/ui@<v> when a version is given)
 *   npm i -D <ragcheck tarball>                       no ERESOLVE, no peer warning
 *   npx ragcheck init && npm test                     green, and the example evals ran (reports/ragcheck.json)
 *   npm run test:ui (or npx vitest --ui)              Vitest UI answers over HTTP
 *   tsc with skipLibCheck: false                      ragcheck's types (its matchers) against that Vitest's
 *
 *   node scripts/ci/new-user.mjs latest@node24 4.1.0@node20     (.ci/run: the newest Vitest, and the peer range's floor)
 *   --no-build                                               pack dist/ as it is (.ci/run: `npm ci` built it)
 *   --keep                                                   keep the temp directory
 *
 * Exit codes: 0 every check passed, 1 a check failed (each failure is printed), 2 usage.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { bundlerTsconfig, createRun, nodeDir, parseVersionRuns, pathWithNode, repo, runInTemp } from './pack-lib.mjs';

const args = process.argv.slice(2);
const runs = parseVersionRuns(
  'new-user',
  args.filter((a) => !a.startsWith('--')),
  { latest: true, example: 'latest@node24', flags: '[--keep]' },
);
const { check, must, sh, packRepo, report } = createRun('new-user');
const TYPESCRIPT = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')).devDependencies.typescript;

/** npm's complaints a user must never see when adding ragcheck beside the Vitest they installed. */
const PEER_TROUBLE = /ERESOLVE|peer dep|Conflicting peer|Could not resolve dependency|overriding peer/i;

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Starts the UI the way the user would, waits until it answers over HTTP (Vitest 5: with its token), stops it. */
async function uiAnswers(app, command, commandArgs, env, where) {
  const port = await freePort();
  const flags = ['--watch', '--open=false', '--api.host=127.0.0.1', `--api.port=${port}`, '--api.strictPort'];
  console.log(`\n$ (${where}) ${command} ${[...commandArgs, ...flags].join(' ')}`);
  const child = spawn(command, [...commandArgs, ...flags], {
    cwd: app,
    env: { ...process.env, ...env, NO_COLOR: '1' },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (c) => {
    out += c;
  });
  child.stderr.on('data', (c) => {
    out += c;
  });
  const bare = `http://127.0.0.1:${port}/__vitest__/`;
  let status;
  const deadline = Date.now() + 120_000;
  try {
    while (Date.now() < deadline && child.exitCode === null) {
      const url = /UI started at (\S+\?token=\S+)/.exec(out)?.[1] ?? bare;
      try {
        status = (await fetch(url, { redirect: 'manual' })).status;
        if (status < 400) break;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 500));
    }
  } finally {
    if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
  }
  process.stdout.write(out.slice(-1500));
  return status !== undefined && status < 400;
}

await runInTemp('ragcheck-new-user-', args.includes('--keep'), report, async (root) => {
  const tarball = packRepo(join(root, 'pack'), { build: !args.includes('--no-build') });
  for (const { vitest, node } of runs) {
    const where = `vitest ${vitest}, node ${node}`;
    const app = join(root, `${vitest}-node${node}`);
    mkdirSync(app);
    const env = pathWithNode(nodeDir(node));
    const said = sh(app, 'node', ['--version'], where, env).out.trim();
    must(said.startsWith(`v${node}.`), `${where}: node is ${said}`);
    sh(app, 'npm', ['init', '-y'], where, env);
    const specs = vitest === 'latest' ? ['vitest', '@vitest/ui'] : [`vitest@${vitest}`, `@vitest/ui@${vitest}`];
    const vitestInstall = sh(app, 'npm', ['i', '-D', '--no-audit', '--no-fund', ...specs], where, env);
    must(vitestInstall.code === 0, `${where}: npm i -D ${specs.join(' ')}`);
    const installed = JSON.parse(readFileSync(join(app, 'node_modules/vitest/package.json'), 'utf8')).version;
    if (vitest !== 'latest') must(installed === vitest, `${where}: vitest ${installed} installed`);
    else console.log(`(newest vitest on the registry: ${installed})`);

    const add = sh(app, 'npm', ['i', '-D', '--no-audit', '--no-fund', tarball], where, env);
    must(add.code === 0, `${where}: npm i -D <ragcheck tarball> beside vitest ${installed} exits 0`);
    const trouble = add.out.split('\n').filter((line) => PEER_TROUBLE.test(line));
    check(trouble.length === 0, `${where}: no ERESOLVE or peer warning (${trouble.slice(0, 2).join(' / ') || 'none'})`);

    must(sh(app, 'npx', ['ragcheck', 'init'], where, env).code === 0, `${where}: npx ragcheck init exits 0`);
    const test = sh(app, 'npm', ['test'], where, env);
    check(test.code === 0, `${where}: npm test exits 0 (got ${test.code})`);
    check(test.out.includes(`v${installed}`), `${where}: npm test ran Vitest ${installed}`);
    const reportFile = join(app, 'reports/ragcheck.json');
    const cases = existsSync(reportFile) ? JSON.parse(readFileSync(reportFile, 'utf8')).cases.length : 0;
    check(cases > 0, `${where}: npm test ran the example evals (${cases} cases in reports/ragcheck.json)`);

    const scripts = JSON.parse(readFileSync(join(app, 'package.json'), 'utf8')).scripts ?? {};
    const ui = scripts['test:ui']
      ? ['npm', ['run', 'test:ui', '--']]
      : ['npx', ['vitest', '--ui', ...(scripts.eval?.includes('--project evals') ? ['--project', 'evals'] : [])]];
    check(
      await uiAnswers(app, ui[0], ui[1], env, where),
      `${where}: ${ui[0]} ${ui[1].join(' ')} starts Vitest UI and it answers`,
    );

    // A user's own typecheck, strict and with skipLibCheck off: ragcheck's declarations (its matchers merge
    // into Vitest's `Matchers`, whose type parameters differ between 4 and 5) against this Vitest's.
    const ts = sh(
      app,
      'npm',
      ['i', '-D', '--no-audit', '--no-fund', `typescript@${TYPESCRIPT}`, '@types/node@24'],
      where,
      env,
    );
    must(ts.code === 0, `${where}: npm i -D typescript@${TYPESCRIPT} @types/node@24`);
    writeFileSync(
      join(app, 'matchers-check.ts'),
      [
        "import { expect, test } from 'vitest';",
        "import type { CaseResult } from 'ragcheck';",
        "import 'ragcheck/vitest';",
        'declare const result: CaseResult;',
        "test('typed', async () => {",
        '  expect(result).toPassGates();',
        "  expect(result).not.toHaveVerdict('FIX retrieval');",
        '  expect.soft(result).toHaveContextRecall(0.8);',
        '  await expect(Promise.resolve(result)).resolves.toPassGates();',
        '  // @ts-expect-error a verdict is one of the exact strings',
        "  expect(result).toHaveVerdict('passed');",
        '});',
        '',
      ].join('\n'),
    );
    writeFileSync(
      join(app, 'tsconfig.check.json'),
      bundlerTsconfig(['evals', 'matchers-check.ts'], { skipLibCheck: false }),
    );
    const tsc = sh(app, 'npx', ['tsc', '-p', 'tsconfig.check.json'], where, env);
    check(tsc.code === 0, `${where}: tsc (skipLibCheck: false) passes on the scaffold and ragcheck's matchers`);
  }
});
