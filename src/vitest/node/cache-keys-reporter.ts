/**
 * The reporter `ragcheck cache` gives the Vitest run it starts: writes every case's needed judge-cache keys (the
 * tests' `ragcheckCacheKeys` meta) and every eval file that failed to load to `$RAGCHECK_CACHE_KEYS_OUT`.
 */
import { writeFileSync } from 'node:fs';
import type { Reporter, TestModule } from 'vitest/node';
import { CACHE_KEYS_OUT_ENV, type CaseCacheKeys } from '../shared/cache-keys.js';

/** What the run collected, as `ragcheck cache` reads it. */
export interface CollectedCacheKeys {
  cases: CaseCacheKeys[];
  /** Eval files that failed (a bad dataset, an import that threw): their suites' keys are unknown. */
  failedFiles: Array<{ file: string; error: string }>;
}

export default class CacheKeysReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>, errors: ReadonlyArray<unknown>): void {
    const out = process.env[CACHE_KEYS_OUT_ENV];
    if (!out) return;
    const collected: CollectedCacheKeys = { cases: [], failedFiles: [] };
    for (const module of modules) {
      for (const test of module.children.allTests()) {
        const keys = test.meta().ragcheckCacheKeys;
        if (keys) collected.cases.push(keys);
      }
      for (const error of module.errors()) {
        collected.failedFiles.push({ file: module.relativeModuleId, error: error.message ?? String(error) });
      }
    }
    for (const error of errors) {
      collected.failedFiles.push({ file: '(run)', error: (error as Error | undefined)?.message ?? String(error) });
    }
    writeFileSync(out, JSON.stringify(collected));
  }
}
