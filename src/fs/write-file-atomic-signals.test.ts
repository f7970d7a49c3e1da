/**
 * Temporary files of atomic writes when the writing process is stopped mid-write, with real child processes: SIGINT
 * and SIGTERM remove the ones it was writing (and it still ends by that signal); after SIGKILL, which nothing can
 * catch, `removeStaleTempFiles` removes them, as `ragcheck record` and `ragcheck cache prune` do, while the temporary
 * files of a process that still runs are kept.
 */
import { spawn } from 'node:child_process';
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { ROOT } from '../__fixtures__/spawn-source.js';
import { createTempDirs } from '../__fixtures__/temp-dirs.js';
import { removeStaleTempFiles } from './write-file-atomic.js';

const tempDir = createTempDirs('ragcheck-atomic-signals-');
const REGISTER = join(ROOT, 'src/__fixtures__/ts-register.mjs');

/**
 * A writer that says "writing" once its temporary file exists, then writes slowly (a piece every 20 ms) for about a
 * minute: the signal always arrives mid-write.
 */
const WRITER = `
import { writeFileAtomic } from ${JSON.stringify(join(ROOT, 'src/fs/write-file-atomic.ts'))};
const sleep = new Int32Array(new SharedArrayBuffer(4));
function* slowly() {
  process.stdout.write('writing\\n');
  for (let i = 0; i < 3000; i++) {
    Atomics.wait(sleep, 0, 0, 20);
    yield 'x'.repeat(100);
  }
}
await writeFileAtomic(process.argv[2], slowly());
`;

/** Starts the writer on `target`; resolves once it is mid-write, with a promise of how it ended. */
async function startWriter(dir: string, target: string) {
  const script = join(dir, 'writer.mjs');
  writeFileSync(script, WRITER);
  const child = spawn(process.execPath, ['--import', REGISTER, script, target], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const ended = new Promise<{ code: number | null; signal: NodeJS.Signals | null; stderr: string }>((resolve) =>
    child.on('close', (code, signal) => resolve({ code, signal, stderr })),
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('writing')) resolve();
    });
    child.on('close', () => reject(new Error(`the writer ended before writing: ${stderr}`)));
  });
  return { child, ended };
}

const temps = (dir: string) => readdirSync(dir).filter((name) => name.endsWith('.tmp'));

describe('temporary files of a process stopped mid-write', { timeout: 120_000 }, () => {
  test.for(['SIGINT', 'SIGTERM'] as const)(
    '%s removes them, and the process still ends by the signal',
    async (signal) => {
      const dir = tempDir();
      const cache = join(dir, 'judge-cache');
      const { child, ended } = await startWriter(dir, join(cache, 'ab', 'entry.json'));
      expect(temps(join(cache, 'ab'))).toHaveLength(1);
      child.kill(signal);
      const end = await ended;
      expect(end.signal, end.stderr).toBe(signal);
      expect(readdirSync(join(cache, 'ab'))).toEqual([]);
    },
  );

  test('after SIGKILL they stay, and removeStaleTempFiles removes them, but never those of a running process', async () => {
    const dir = tempDir();
    const cache = join(dir, 'judge-cache');
    const killed = await startWriter(dir, join(cache, 'ab', 'entry.json'));
    const running = await startWriter(dir, join(cache, 'cd', 'entry.json'));
    try {
      killed.child.kill('SIGKILL');
      await killed.ended;
      const left = temps(join(cache, 'ab'));
      expect(left).toHaveLength(1);
      expect(removeStaleTempFiles(cache)).toEqual([join(cache, 'ab', left[0] as string)]);
      expect(temps(join(cache, 'ab'))).toEqual([]);
      // The running writer's file is its own: kept.
      expect(temps(join(cache, 'cd'))).toHaveLength(1);
    } finally {
      running.child.kill('SIGTERM');
      await running.ended;
    }
    expect(removeStaleTempFiles(join(dir, 'missing'))).toEqual([]);
  });
});
