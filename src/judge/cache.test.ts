import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { isJudgeError } from '../errors.js';
import {
  type CacheKeyParts,
  cacheEntryPath,
  cachePrune,
  cacheStatus,
  createCacheEntry,
  judgeCacheKey,
  listCacheEntries,
  readCacheEntry,
  writeCacheEntry,
} from './cache.js';

const parts: CacheKeyParts = {
  model: 'gpt-4o-mini',
  question: 'How long do refunds take?',
  context: 'Refunds must be requested within 7 days.',
  answer: 'Within 7 days.',
  sample: 0,
};
const output = {
  refusal: false,
  claims: [{ claim: 'Within 7 days.', verdict: 'supported' as const, evidence: '7 days' }],
};

let dir: string;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});
async function freshDir() {
  dir = await mkdtemp(join(tmpdir(), 'ragcheck-cache-'));
  return dir;
}
async function store(p: CacheKeyParts) {
  return writeCacheEntry(dir, createCacheEntry(p, { output, finishReason: 'stop' }));
}

describe('judgeCacheKey', () => {
  test('is a stable sha256 of the inputs', () => {
    expect(judgeCacheKey(parts)).toMatch(/^[0-9a-f]{64}$/);
    expect(judgeCacheKey({ ...parts })).toBe(judgeCacheKey(parts));
  });

  test('changes when any part changes', () => {
    const keys = new Set([
      judgeCacheKey(parts),
      judgeCacheKey({ ...parts, model: 'gpt-4o' }),
      judgeCacheKey({ ...parts, question: `${parts.question}?` }),
      judgeCacheKey({ ...parts, context: `${parts.context} ` }),
      judgeCacheKey({ ...parts, answer: 'Within 8 days.' }),
      judgeCacheKey({ ...parts, sample: 1 }),
    ]);
    expect(keys.size).toBe(6);
  });
});

describe('cache entries', () => {
  test('are written pretty-printed under a two-character prefix folder and read back', async () => {
    await freshDir();
    const path = await store(parts);
    const key = judgeCacheKey(parts);
    expect(path).toBe(join(dir, key.slice(0, 2), `${key}.json`));
    const text = await readFile(path, 'utf8');
    expect(text.split('\n').length).toBeGreaterThan(10);
    expect(text.endsWith('}\n')).toBe(true);
    expect(await readCacheEntry(dir, key)).toMatchObject({ key, model: 'gpt-4o-mini', output });
  });

  test('keep a long context as a hash, its length and a short preview', async () => {
    await freshDir();
    const context = 'word '.repeat(10_000);
    const entry = createCacheEntry({ ...parts, context }, { output, finishReason: 'stop' });
    expect(entry.inputs.contextChars).toBe(50_000);
    expect(entry.inputs.contextPreview.length).toBeLessThan(300);
    expect(JSON.stringify(entry).length).toBeLessThan(2_000);
  });

  test('a missing entry reads as undefined, a malformed one is an error naming the file', async () => {
    await freshDir();
    const key = judgeCacheKey(parts);
    expect(await readCacheEntry(dir, key)).toBeUndefined();
    await mkdir(join(dir, key.slice(0, 2)), { recursive: true });
    await writeFile(cacheEntryPath(dir, key), JSON.stringify({ key, model: 1 }));
    const error = await readCacheEntry(dir, key).catch((e: unknown) => e);
    expect(isJudgeError(error)).toBe(true);
    expect(String(error)).toContain(cacheEntryPath(dir, key));
    expect(String(error)).toContain('RAGCHECK_CACHE=record');
  });
});

describe('cacheStatus and cachePrune', () => {
  test('count hits, misses and stale entries, ignoring files that are not entries', async () => {
    await freshDir();
    const used = { ...parts, answer: 'used' };
    const old = { ...parts, answer: 'old' };
    await store(used);
    const stalePath = await store(old);
    await writeFile(join(dir, 'README.md'), 'judge answers');
    const missing = judgeCacheKey({ ...parts, answer: 'never recorded' });
    const status = await cacheStatus({ dir, keys: [judgeCacheKey(used), missing] });
    expect(status).toEqual({ dir, hits: [judgeCacheKey(used)], misses: [missing], stale: [stalePath] });
  });

  test('prune removes only the stale entries, and a dry run removes nothing', async () => {
    await freshDir();
    const used = { ...parts, answer: 'used' };
    await store(used);
    const stalePath = await store({ ...parts, answer: 'old' });
    const keys = [judgeCacheKey(used)];
    expect(await cachePrune({ dir, keys, dryRun: true })).toEqual({ removed: [stalePath], kept: 1 });
    expect((await listCacheEntries(dir)).size).toBe(2);
    expect(await cachePrune({ dir, keys })).toEqual({ removed: [stalePath], kept: 1 });
    expect([...(await listCacheEntries(dir)).keys()]).toEqual(keys);
  });

  test('a cache folder that does not exist has no entries', async () => {
    expect(await cacheStatus({ dir: join(tmpdir(), 'ragcheck-no-such-dir'), keys: ['a'.repeat(64)] })).toMatchObject({
      hits: [],
      misses: ['a'.repeat(64)],
      stale: [],
    });
  });
});
