import { DEFAULT_THRESHOLDS } from '../types.js';

// Scores such as 2/3 are compared with a tolerance so a threshold computed as 1 - 1/3 or 0.1 + 0.2 behaves.
const EPSILON = 1e-9;

/** True when `value` reaches `threshold` (with a tolerance for scores such as 2/3); null never does. */
export function meetsThreshold(value: number | null, threshold: number): boolean {
  return value !== null && value + EPSILON >= threshold;
}

/**
 * The faithfulness decision, the one rule shared by a case's verdict, `measureAgreement` and the judge-agreement
 * evals: an answer is faithful when its judge score reaches the faithfulness threshold and it has no number or code
 * the context lacks.
 *
 * @example
 * isFaithful({ score: 0.75, unsupported: [] }) // true (default threshold 0.6)
 * isFaithful({ score: 1, unsupported: ['KH-0001'] }) // false
 */
export function isFaithful(
  result: { score: number | null; unsupported: readonly string[] },
  threshold: number = DEFAULT_THRESHOLDS.faithfulness,
): boolean {
  return meetsThreshold(result.score, threshold) && result.unsupported.length === 0;
}
