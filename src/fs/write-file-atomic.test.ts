import {
  chmodSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { ROOT, spawnSource } from '../__fixtures__/spawn-source.js';
import { createTempDirs } from '../__fixtures__/temp-dirs.js';
import { ConfigError, isFileWriteError } from '../errors.js';
import { writeFileAtomic, writeFileAtomicSync } from './write-file-atomic.js';

const tmp = createTempDirs('ragcheck-atomic-');

function* failingAfter(text: string): Generator<string> {
  yield text;
  throw new Error('the report could not be serialised');
}

const variants = [
  ['writeFileAtomicSync', async (...args: Parameters<typeof writeFileAtomicSync>) => writeFileAtomicSync(...args)],
  ['writeFileAtomic', writeFileAtomic],
] as const;

describe.each(variants)('%s', (_, write) => {
  test('writes a new file from a string or from pieces, creating its folders', async () => {
    const dir = tmp();
    await write(join(dir, 'a/b/one.json'), '{"x": 1}\n');
    await write(join(dir, 'two.json'), ['{', '"y": ', '2', '}\n']);
    expect(readFileSync(join(dir, 'a/b/one.json'), 'utf8')).toBe('{"x": 1}\n');
    expect(readFileSync(join(dir, 'two.json'), 'utf8')).toBe('{"y": 2}\n');
  });

  test('replaces an existing file, keeps its permissions and leaves no temporary file', async () => {
    const dir = tmp();
    const file = join(dir, 'baseline.json');
    writeFileSync(file, 'old');
    chmodSync(file, 0o640);
    await write(file, 'new');
    expect(readFileSync(file, 'utf8')).toBe('new');
    expect(statSync(file).mode & 0o777).toBe(0o640);
    expect(readdirSync(dir)).toEqual(['baseline.json']);
  });

  test('a write that fails half-way leaves the previous file whole, removes the temporary file and names both', async () => {
    const dir = tmp();
    const file = join(dir, 'ragcheck.json');
    writeFileSync(file, 'the previous report');
    const error = await write(file, failingAfter('{"cases": [')).catch((e: unknown) => e);
    expect(isFileWriteError(error)).toBe(true);
    expect((error as Error).message).toBe(
      `cannot write ${file}: the report could not be serialised. The previous ragcheck.json is unchanged.`,
    );
    expect(readFileSync(file, 'utf8')).toBe('the previous report');
    expect(readdirSync(dir)).toEqual(['ragcheck.json']);
  });

  test("a ragcheck error from the content is the reason, without its code taken for the system's", async () => {
    const dir = tmp();
    const file = join(dir, 'ragcheck.json');
    function* refusing(): Generator<string> {
      yield '{';
      throw new ConfigError('RAGCHECK_TABLE=wide is not a table mode');
    }
    const error = await write(file, refusing()).catch((e: unknown) => e);
    expect(isFileWriteError(error) && [error.message, error.systemCode]).toEqual([
      `cannot write ${file}: RAGCHECK_TABLE=wide is not a table mode. Nothing was written.`,
      undefined,
    ]);
  });

  test('a folder where the file should be, or a file where a folder should be, is an error saying so', async () => {
    const dir = tmp();
    mkdirSync(join(dir, 'summary.md'));
    writeFileSync(join(dir, 'workflows'), 'a file');
    await expect(write(join(dir, 'summary.md'), 'x')).rejects.toThrow(
      `cannot write ${join(dir, 'summary.md')}: a folder is in the way: the path names a directory (EISDIR). Nothing was written.`,
    );
    await expect(write(join(dir, 'workflows/ci.yml'), 'x', { hint: 'Rename the file.' })).rejects.toThrow(
      `cannot write ${join(dir, 'workflows/ci.yml')}: ${join(dir, 'workflows')} is a file, not a folder (EEXIST). Nothing was written. Rename the file.`,
    );
    expect(readdirSync(dir).sort()).toEqual(['summary.md', 'workflows']);
  });

  test('overwrite: false creates a missing file and never replaces an existing one', async () => {
    const dir = tmp();
    await write(join(dir, 'new.ts'), 'created', { overwrite: false });
    expect(readFileSync(join(dir, 'new.ts'), 'utf8')).toBe('created');
    const error = await write(join(dir, 'new.ts'), 'again', { overwrite: false }).catch((e: unknown) => e);
    expect(isFileWriteError(error) && error.systemCode).toBe('EEXIST');
    expect(readFileSync(join(dir, 'new.ts'), 'utf8')).toBe('created');
    expect(readdirSync(dir)).toEqual(['new.ts']);
  });

  test('writes through a symlink to its target, keeping the link', async () => {
    const dir = tmp();
    writeFileSync(join(dir, 'real.json'), 'old');
    symlinkSync(join(dir, 'real.json'), join(dir, 'link.json'));
    await write(join(dir, 'link.json'), 'new');
    expect(readFileSync(join(dir, 'real.json'), 'utf8')).toBe('new');
    expect(readdirSync(dir).sort()).toEqual(['link.json', 'real.json']);
  });
});

describe('on a full disk', () => {
  // A process under `ulimit -f 8` fails any write past 8 KiB with EFBIG, as a full disk fails it with ENOSPC.
  const script = (dir: string) => {
    const file = join(dir, 'writer.mjs');
    writeFileSync(
      file,
      `import { writeFileAtomicSync, writeFileAtomic } from ${JSON.stringify(join(ROOT, 'src/fs/index.ts'))};
const big = 'x'.repeat(64 * 1024);
for (const [name, write] of [['sync.json', writeFileAtomicSync], ['async.json', writeFileAtomic]]) {
  try { await write(name, big); console.log(name, 'written'); }
  catch (error) { console.log(error.name, error.systemCode, error.message); }
}
`,
    );
    return file;
  };

  test('a write cut by the disk leaves the previous file whole and says which file and why', async () => {
    const dir = tmp();
    const previous = JSON.stringify({ schemaVersion: 1, cases: { a: { faithfulness: 1 } } });
    writeFileSync(join(dir, 'sync.json'), previous);
    writeFileSync(join(dir, 'async.json'), previous);
    const run = await spawnSource(script(dir), [], { cwd: dir, fileSizeLimit: 8192 });
    expect(run.stderr).toBe('');
    const lines = run.stdout.trim().split('\n');
    expect(lines).toHaveLength(2);
    for (const [i, name] of ['sync.json', 'async.json'].entries()) {
      expect(lines[i]).toBe(
        `FileWriteError EFBIG cannot write ${name}: the file is larger than this process may write (a file size limit, \`ulimit -f\`) (EFBIG). The previous ${name} is unchanged.`,
      );
      expect(readFileSync(join(dir, name), 'utf8')).toBe(previous);
    }
    expect(readdirSync(dir).sort()).toEqual(['async.json', 'sync.json', 'writer.mjs']);
    expect(existsSync(join(dir, 'sync.json'))).toBe(true);
  });
});
