/**
 * What the two sides of a `ragcheck cache` run share: the variables `ragcheck cache` sets for the Vitest run it
 * starts, and the keys each test stores as its meta for the main process's cache-keys reporter to collect.
 */

/** Set to `1` by `ragcheck cache` in the Vitest run it starts. */
export const CACHE_KEYS_ENV = 'RAGCHECK_CACHE_KEYS';
/** Where the cache-keys reporter writes what the run collected. */
export const CACHE_KEYS_OUT_ENV = 'RAGCHECK_CACHE_KEYS_OUT';

/** The judge-cache entries one case needs, stored as its test's meta. */
export interface CaseCacheKeys {
  suite: string;
  caseId: string;
  /** The suite's judge (`none` for a retrieval-only suite). */
  judge: string;
  model?: string;
  /** The absolute cache folder of the suite's judge; absent when the judge keeps no cache. */
  dir?: string;
  /** One per sample; empty for a judge without a cache (or a refusal it does not decide). */
  keys: string[];
  /** The adapter failed, so this case's keys are unknown. */
  error?: string;
}
