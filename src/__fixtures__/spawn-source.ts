/**
 * Spawns a TypeScript entry point of this repo (e.g. `src/cli/bin.ts`) in a real Node process, with the sources as
 * they are (no build), optionally under a file size limit (`ulimit -f`), which makes a write past the limit fail
 * with EFBIG exactly as a full disk does (the audit's "cut at 8,192 bytes").
 */
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
/** The repository root. */
export const ROOT = join(here, '../..');
const REGISTER = join(here, 'ts-register.mjs');

export interface SpawnOptions {
  cwd: string;
  env?: Record<string, string | undefined>;
  /** Largest file the process may write, in bytes, a multiple of 512 (`ulimit -f`); a bigger write fails with EFBIG. */
  fileSizeLimit?: number;
  /** Kills the process after this long; the result says so. @default 60000 */
  killAfterMs?: number;
  /** Text written to the process's stdin, then closed. */
  stdin?: string;
}

export interface SpawnResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  /** The process had to be killed at `killAfterMs`: it did not exit on its own. */
  killed: boolean;
  elapsedMs: number;
}

/** Runs `node <entry> ...args` where `entry` may be a `.ts` file of this repo. */
export function spawnSource(entry: string, args: readonly string[], options: SpawnOptions): Promise<SpawnResult> {
  const node = [process.execPath, '--import', REGISTER, entry, ...args];
  const quoted = node.map((part) => `'${part.replaceAll("'", "'\\''")}'`).join(' ');
  // POSIX sh counts `ulimit -f` in 512-byte blocks. SIGXFSZ would kill the process at the limit: ignored, the write fails with EFBIG instead.
  const [command, argv] =
    options.fileSizeLimit === undefined
      ? [node[0] as string, node.slice(1)]
      : ['/bin/sh', ['-c', `trap '' XFSZ; ulimit -f ${Math.ceil(options.fileSizeLimit / 512)}; exec ${quoted}`]];
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, argv, {
      cwd: options.cwd,
      env: { PATH: process.env.PATH, NO_COLOR: '1', ...options.env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    let killed = false;
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.stdin.end(options.stdin ?? '');
    const timer = setTimeout(() => {
      killed = true;
      child.kill('SIGKILL');
    }, options.killAfterMs ?? 60_000);
    child.on('error', reject);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, stdout, stderr, killed, elapsedMs: performance.now() - started });
    });
  });
}
