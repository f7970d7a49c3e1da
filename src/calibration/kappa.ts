/** Agreement between human labels and a judge's, positive = faithful (1). */
export interface Agreement {
  n: number;
  rawAgreement: number;
  kappa: number;
  /** tp: human 1 judge 1; fp: human 0 judge 1; fn: human 1 judge 0; tn: human 0 judge 0. */
  confusion: { tp: number; fp: number; fn: number; tn: number };
}

/**
 * Cohen's kappa for two binary label lists (1 = faithful), with raw agreement and the confusion matrix.
 * kappa = (observed - chance) / (1 - chance); 1 when both raters are constant and identical (the seed's rule).
 *
 * @example
 * cohenKappa([1, 1, 0, 1, 1, 1, 0, 1, 1, 1], [1, 1, 0, 1, 1, 1, 1, 1, 1, 1]).kappa // 0.615...
 */
export function cohenKappa(human: readonly number[], judge: readonly number[]): Agreement {
  const n = human.length;
  if (n === 0 || n !== judge.length) {
    throw new RangeError(
      `cohenKappa: label lists must be non-empty and of equal length (got ${n} and ${judge.length})`,
    );
  }
  const confusion = { tp: 0, fp: 0, fn: 0, tn: 0 };
  for (let i = 0; i < n; i++) {
    const h = human[i];
    const j = judge[i];
    if ((h !== 0 && h !== 1) || (j !== 0 && j !== 1)) {
      throw new RangeError(`cohenKappa: labels must be 0 or 1 (item ${i}: human ${h}, judge ${j})`);
    }
    if (h === 1 && j === 1) confusion.tp++;
    else if (h === 0 && j === 1) confusion.fp++;
    else if (h === 1 && j === 0) confusion.fn++;
    else confusion.tn++;
  }
  const observed = (confusion.tp + confusion.tn) / n;
  const ph = (confusion.tp + confusion.fn) / n;
  const pj = (confusion.tp + confusion.fp) / n;
  const chance = ph * pj + (1 - ph) * (1 - pj);
  const kappa = chance === 1 ? 1 : (observed - chance) / (1 - chance);
  return { n, rawAgreement: observed, kappa, confusion };
}
