/**
 * Judge-cache helpers for the `ragcheck cache` tests (cache.test.ts, cache-suites.test.ts): a cache entry written
 * by hand, and the answer a judge request asks about.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { promptBlocks } from '../../judge/__fixtures__/prompt-blocks.js';
import { cacheEntryPath, judgeCacheKey } from '../../judge/index.js';

/** Writes an entry under `cacheDir` for a question no suite asks, so it is stale for every suite; returns its path. */
export async function writeStaleEntry(cacheDir: string, answer: string): Promise<string> {
  const key = judgeCacheKey({ model: 'gpt-4o-mini', question: 'q', context: 'c', answer, sample: 0 });
  const path = cacheEntryPath(cacheDir, key);
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, `${JSON.stringify({ key, answer }, null, 2)}\n`);
  return path;
}

/** The ANSWER block of a fake server's request body (its user message). */
// biome-ignore lint/suspicious/noExplicitAny: a fake server's request body, as its handler receives it
export function answerOf(body: any): string {
  return promptBlocks(String(body.messages[1].content)).blocks.ANSWER ?? '';
}
