import { expect, test } from 'vitest';
import { isModuleCacheMiss } from './module-cache.js';

const CACHE = '/tmp/ragcheck-harness-vitest-cache-abc';

test('a child stopped by a missing file in its module cache is the cache race; other failures are not', () => {
  const startup = `Error: Failed to load custom Reporter from /repo/src/vitest/reporter.ts
  [cause]: Error: ENOENT: no such file or directory, open '${CACHE}/70011a7e3fc9cef32c1c2419158858108cd806a9'`;
  expect(isModuleCacheMiss(startup, CACHE)).toBe(true);
  // A missing file elsewhere (the code under test reading a case file) is the code's failure, never retried.
  expect(isModuleCacheMiss("Error: ENOENT: no such file or directory, open '/tmp/p/cases.jsonl'", CACHE)).toBe(false);
  expect(isModuleCacheMiss('FIX retrieval  [a] Q?', CACHE)).toBe(false);
  // Another checkout's cache is not this run's.
  expect(isModuleCacheMiss(startup, '/tmp/ragcheck-harness-vitest-cache-def')).toBe(false);
});
