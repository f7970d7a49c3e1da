/**
 * Temporary folders for tests that are removed once the tests that made them are done, so a test run leaves nothing
 * behind in the OS temp folder.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';

/**
 * A function that makes a new folder `<os temp>/<prefix>XXXXXX` on each call. All of them are removed in an
 * `afterAll` of the file or `describe` this is called in (so call it there, not inside a test); `force`, so a
 * folder a test removed itself is no error.
 */
export function createTempDirs(prefix: string): () => string {
  const made: string[] = [];
  afterAll(() => {
    for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  return () => {
    const dir = mkdtempSync(join(tmpdir(), prefix));
    made.push(dir);
    return dir;
  };
}
