/**
 * Shared by the scripts that test ragcheck as a user installs it (init-pack, new-user, vitest-versions): checks that
 * are collected and printed, commands echoed with their output and timing, and the `npm pack` tarball.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The directory of a `node` binary of the given major version: this process's own when it is that major, else the
 * registry's `node` package (binary included) through `npx -y -p node@<major>` (cached by npm after the first time).
 */
export function nodeDir(major) {
  if (Number(process.versions.node.split('.')[0]) === Number(major)) return dirname(process.execPath);
  const found = spawnSync('npx', ['-y', '-p', `node@${major}`, '-c', 'command -v node'], { encoding: 'utf8' });
  const path = found.stdout.trim().split('\n').pop();
  if (found.status !== 0 || !path) throw new Error(`cannot get node@${major} from the registry: ${found.stderr}`);
  return dirname(path);
}

/**
 * The `<vitest version>@node<major>` arguments of `script` (scripts/ci/<script>.mjs) as `{ vitest, node }`; with
 * `latest`, `latest` may stand for the version. A word of another shape, or none at all, is a usage error: exit 2.
 */
export function parseVersionRuns(script, words, { latest = false, example, flags }) {
  const shape = `<vitest version${latest ? '|latest' : ''}>@node<major>`;
  const pattern = latest ? /^(latest|\d+\.\d+\.\d+)@node(\d+)$/ : /^(\d+\.\d+\.\d+)@node(\d+)$/;
  const runs = words.map((word) => {
    const m = pattern.exec(word);
    if (!m) {
      console.error(`${script}: "${word}" is not ${shape} (e.g. ${example})`);
      process.exit(2);
    }
    return { vitest: m[1], node: m[2] };
  });
  if (runs.length === 0) {
    console.error(`usage: node scripts/ci/${script}.mjs ${shape}... ${flags}`);
    process.exit(2);
  }
  return runs;
}

/**
 * The text of a tsconfig that type-checks `include` as a Vite-style project would (bundler resolution, strict, no
 * emit, Node's types), with `skipLibCheck` as given and `typeRoots` when given.
 */
export function bundlerTsconfig(include, { skipLibCheck, typeRoots }) {
  return JSON.stringify({
    compilerOptions: {
      target: 'ES2022',
      module: 'preserve',
      moduleResolution: 'bundler',
      strict: true,
      noEmit: true,
      skipLibCheck,
      types: ['node'],
      ...(typeRoots === undefined ? {} : { typeRoots }),
    },
    include,
  });
}

/** An environment whose `node` (and npm, npx) is the one in `dir`. */
export function pathWithNode(dir, env = process.env) {
  return { PATH: `${dir}${delimiter}${env.PATH ?? ''}` };
}

/** Thrown by `must`: the later steps depend on the check that failed. */
export class Stop extends Error {}

/** Checks and timings of one script run; `report()` prints them and returns the exit code. */
export function createRun(name) {
  const failures = [];
  const notes = [];
  const timings = [];
  /** A line for the end of the report that is not a failure (a test that failed once and passed on its rerun). */
  const note = (message) => {
    notes.push(message);
    console.log(`NOTE  ${message}`);
  };
  const check = (ok, message) => {
    if (!ok) failures.push(message);
    console.log(`${ok ? 'ok  ' : 'FAIL'}  ${message}`);
    return ok;
  };
  /** A check the later steps depend on: stop at the first one that fails. */
  const must = (ok, message) => {
    if (!check(ok, message)) throw new Stop(message);
  };

  /** The child's environment: `env` entries replace the inherited ones; an `undefined` value removes one. */
  function childEnv(env) {
    const merged = {
      ...process.env,
      NO_COLOR: '1',
      GITHUB_ACTIONS: '',
      GITHUB_STEP_SUMMARY: '',
      npm_config_update_notifier: 'false',
      ...env,
    };
    for (const [key, value] of Object.entries(merged)) if (value === undefined) delete merged[key];
    return merged;
  }

  function finish(where, command, commandArgs, started, code, out) {
    const seconds = (performance.now() - started) / 1000;
    process.stdout.write(out.length > 6000 ? `${out.slice(0, 2500)}\n[...]\n${out.slice(-3000)}` : out);
    console.log(`(exit ${code}, ${seconds.toFixed(1)} s)`);
    timings.push(`${seconds.toFixed(1).padStart(6)} s  ${where}: ${command} ${commandArgs.join(' ')}`);
    return { code, out };
  }

  /** Runs a command, echoing it and its output; returns { code, out }. */
  function sh(cwd, command, commandArgs, where, env = {}) {
    console.log(`\n$ (${where}) ${command} ${commandArgs.join(' ')}`);
    const started = performance.now();
    const run = spawnSync(command, commandArgs, {
      cwd,
      encoding: 'utf8',
      env: childEnv(env),
      maxBuffer: 64 * 1024 * 1024,
    });
    if (run.error) throw run.error;
    return finish(where, command, commandArgs, started, run.status, `${run.stdout}${run.stderr}`);
  }

  /** `sh` without blocking this process: for commands that talk to a server this script runs. */
  function shAsync(cwd, command, commandArgs, where, env = {}) {
    console.log(`\n$ (${where}) ${command} ${commandArgs.join(' ')}`);
    const started = performance.now();
    return new Promise((resolvePromise, reject) => {
      const child = spawn(command, commandArgs, { cwd, env: childEnv(env), stdio: ['ignore', 'pipe', 'pipe'] });
      let out = '';
      child.stdout.on('data', (chunk) => {
        out += chunk;
      });
      child.stderr.on('data', (chunk) => {
        out += chunk;
      });
      child.on('error', reject);
      child.on('close', (code) => resolvePromise(finish(where, command, commandArgs, started, code, out)));
    });
  }

  /** Builds this repo (unless `build` is false: dist/ is fresh) and packs it into `dir`; returns the tarball's path. */
  function packRepo(dir, { build = true } = {}) {
    if (build) must(sh(repo, 'npm', ['run', 'build'], 'repo').code === 0, 'npm run build');
    else must(existsSync(join(repo, 'dist/index.js')), 'dist/ is built (npm run build)');
    mkdirSync(dir, { recursive: true });
    const pack = sh(repo, 'npm', ['pack', '--ignore-scripts', '--pack-destination', dir], 'repo');
    const tarball = readdirSync(dir).find((f) => f.endsWith('.tgz'));
    must(pack.code === 0 && tarball !== undefined, 'npm pack made a tarball');
    return join(dir, tarball);
  }

  function report(stopped) {
    if (stopped) console.error(`\n${name}: stopped: "${stopped.message}" failed, and the later steps depend on it`);
    console.log(`\ntimings:\n${timings.join('\n')}`);
    if (notes.length > 0) console.log(`\n${name}: notes:\n${notes.map((n) => `  - ${n}`).join('\n')}`);
    if (failures.length > 0) {
      console.error(`\n${name}: ${failures.length} check(s) FAILED:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
      return 1;
    }
    console.log(`\n${name}: all checks passed`);
    return 0;
  }

  return { check, must, note, sh, shAsync, packRepo, report };
}

/**
 * Runs `body(root)` in a new temp directory (`<prefix>XXXXXX`), removed afterwards unless `keep`; a `Stop` ends the
 * body early. Exits with `report`'s code (createRun's `report`).
 */
export async function runInTemp(prefix, keep, report, body) {
  const root = mkdtempSync(join(tmpdir(), prefix));
  let stopped;
  try {
    await body(root);
  } catch (error) {
    if (!(error instanceof Stop)) throw error;
    stopped = error;
  } finally {
    if (keep) console.log(`\nkept: ${root}`);
    else rmSync(root, { recursive: true, force: true });
  }
  process.exit(report(stopped));
}
