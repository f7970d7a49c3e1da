/**
 * Runs the project's own Vitest from a `ragcheck` command, with variables set in the child's environment: the
 * cross-platform way to say `RAGCHECK_UPDATE_BASELINE=1 vitest run --project evals` (a `VAR=1 cmd` prefix is
 * POSIX shell only). Vitest is the project's, resolved from the working directory, and started with this Node.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { CliIO } from './command.js';
import { UsageError } from './command.js';

/** The project Vitest runs unless the arguments name one (`init` scaffolds it as `evals`). */
export const DEFAULT_EVALS_PROJECT = 'evals';

/** The path of the project's `vitest` binary (`node_modules/vitest/vitest.mjs`), or a UsageError saying to install it. */
export function resolveVitestBin(cwd: string): string {
  let manifest: string;
  try {
    manifest = createRequire(join(cwd, 'package.json')).resolve('vitest/package.json');
  } catch {
    throw new UsageError(
      `Vitest is not installed here (${cwd}): \`npm i -D vitest@4\`, then run this from the project's root.`,
    );
  }
  const bin = (JSON.parse(readFileSync(manifest, 'utf8')) as { bin?: string | Record<string, string> }).bin;
  const path = typeof bin === 'string' ? bin : bin?.vitest;
  if (!path) throw new UsageError(`${manifest} names no vitest binary: reinstall vitest.`);
  return join(dirname(manifest), path);
}

/**
 * The config `ragcheck init` writes for ragcheck when the repo already has a Vitest or Vite config
 * (`vitest.ragcheck.config.ts`, or `.mts` outside an ESM package), in the order init could have written them.
 */
export const OWN_CONFIGS = ['ts', 'mts', 'js', 'mjs'].map((ext) => `vitest.ragcheck.config.${ext}`);

/** ragcheck's own config in `cwd`, when there is one (the repo's config does not set up ragcheck yet). */
export function findOwnConfig(cwd: string): string | undefined {
  return OWN_CONFIGS.find((name) => existsSync(join(cwd, name)));
}

const choosesConfig = (args: readonly string[]) =>
  args.some((a) => a === '--config' || a === '-c' || a.startsWith('--config=') || a.startsWith('-c='));

/**
 * `vitest run` arguments: `--project evals` unless the caller chose a project, `--config vitest.ragcheck.config.*`
 * when that file is in `cwd` and the caller chose no config, then the caller's own arguments. So the same command
 * works in both layouts init leaves: ragcheck's own config file, or its snippet merged into the repo's config
 * (and the file deleted).
 */
export function evalsRunArgs(args: readonly string[], cwd?: string): string[] {
  const choosesProject = args.some((a) => a === '--project' || a.startsWith('--project='));
  const own = cwd === undefined || choosesConfig(args) ? undefined : findOwnConfig(cwd);
  return [
    'run',
    ...(choosesProject ? [] : ['--project', DEFAULT_EVALS_PROJECT]),
    ...(own ? ['--config', own] : []),
    ...args,
  ];
}

/**
 * Runs `vitest <args>` in `io.cwd` with `env` added to `io.env`, forwarding its output to `io`; resolves with its
 * exit code.
 */
export function runVitest(args: readonly string[], env: Record<string, string>, io: CliIO): Promise<number> {
  const bin = resolveVitestBin(io.cwd);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, ...args], {
      cwd: io.cwd,
      env: { ...io.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.setEncoding('utf8').on('data', (text: string) => io.stdout(text));
    child.stderr.setEncoding('utf8').on('data', (text: string) => io.stderr(text));
    child.on('error', reject);
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** `--help` among a pass-through command's arguments (before any `--`). */
export function asksForHelp(args: readonly string[]): boolean {
  const end = args.indexOf('--');
  return (end === -1 ? args : args.slice(0, end)).some((a) => a === '--help' || a === '-h');
}
