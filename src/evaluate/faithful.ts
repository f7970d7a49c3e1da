import { meetsThreshold } from '../metric-registry.js';
import { DEFAULT_THRESHOLDS } from '../types.js';

export { meetsThreshold };

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
