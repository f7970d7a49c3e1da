/**
 * Shared by the scripts that test ragcheck as a user installs it (init-pack.mjs, vitest-versions.mjs): checks that
 * are collected and printed, commands echoed with their output and timing, and the `npm pack` tarball.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Thrown by `must`: the later steps depend on the check that failed. */
export class Stop extends Error {}

/** Checks and timings of one script run; `report()` prints them and returns the exit code. */
export function createRun(name) {
  const failures = [];
  const timings = [];
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

  /** Builds this repo and packs it into `dir`; returns the tarball's path. */
  function packRepo(dir) {
    must(sh(repo, 'npm', ['run', 'build'], 'repo').code === 0, 'npm run build');
    mkdirSync(dir, { recursive: true });
    const pack = sh(repo, 'npm', ['pack', '--ignore-scripts', '--pack-destination', dir], 'repo');
    const tarball = readdirSync(dir).find((f) => f.endsWith('.tgz'));
    must(pack.code === 0 && tarball !== undefined, 'npm pack made a tarball');
    return join(dir, tarball);
  }

  function report(stopped) {
    if (stopped) console.error(`\n${name}: stopped: "${stopped.message}" failed, and the later steps depend on it`);
    console.log(`\ntimings:\n${timings.join('\n')}`);
    if (failures.length > 0) {
      console.error(`\n${name}: ${failures.length} check(s) FAILED:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
      return 1;
    }
    console.log(`\n${name}: all checks passed`);
    return 0;
  }

  return { check, must, sh, shAsync, packRepo, report };
}
