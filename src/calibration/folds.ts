import { createHash } from 'node:crypto';
import { ConfigError } from '../errors.js';

/** How many hash folds label rows are split into. */
export const FOLD_COUNT = 5;
/** The fold set aside: it is read once, for the final figure of a tuned judge, never while tuning. */
export const HELD_OUT_FOLD = 0;
/** The folds a judge is tuned and cross-validated on. */
export const DEV_FOLDS: readonly number[] = [1, 2, 3, 4];

/**
 * The hash fold of a label row: the first 8 hex digits of sha256(id) as an integer, modulo `folds`. Stable across
 * files and machines, so a row keeps its fold when a data set grows or is re-ordered.
 *
 * @example
 * foldOf('handwritten-01') // an integer in 0..4
 */
export function foldOf(id: string, folds: number = FOLD_COUNT): number {
  if (!Number.isInteger(folds) || folds < 2) {
    throw new ConfigError(`foldOf: \`folds\` must be an integer >= 2 (got ${folds})`);
  }
  return Number.parseInt(createHash('sha256').update(id).digest('hex').slice(0, 8), 16) % folds;
}
