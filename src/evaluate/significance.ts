/**
 * Regression or noise: exact tests on pass counts and a multiple-comparison correction. Pure functions: no I/O, no
 * randomness. Their error rates are shown by `scripts/measure/pr-compare-sim.mjs` (docs/research/pr-compare.md).
 */

const logFactorials: number[] = [0];

function logFactorial(n: number): number {
  for (let i = logFactorials.length; i <= n; i++) logFactorials[i] = (logFactorials[i - 1] as number) + Math.log(i);
  return logFactorials[n] as number;
}

function logChoose(n: number, k: number): number {
  return logFactorial(n) - logFactorial(k) - logFactorial(n - k);
}

function checkCount(passed: number, n: number, name: string): void {
  if (!Number.isInteger(n) || n < 1 || !Number.isInteger(passed) || passed < 0 || passed > n) {
    throw new RangeError(`${name}: ${passed} of ${n} is not a pass count (0 <= passed <= n, n >= 1, integers)`);
  }
}

/**
 * One-sided Fisher's exact test that the head's pass rate is LOWER than the base's: the probability, with both
 * runs drawn from one pass rate and the total passes fixed, of the head passing `headPassed` times or fewer.
 * Small p = unlikely to be noise. Conservative (the discrete test rejects at most `alpha` of the time).
 *
 * @example
 * fisherLess(10, 10, 3, 10); // 0.0015: 10/10 -> 3/10 is a drop
 * fisherLess(8, 10, 7, 10); // 0.5: noise
 */
export function fisherLess(basePassed: number, baseN: number, headPassed: number, headN: number): number {
  checkCount(basePassed, baseN, 'fisherLess (base)');
  checkCount(headPassed, headN, 'fisherLess (head)');
  const total = baseN + headN;
  const passes = basePassed + headPassed;
  // headPassed ~ Hypergeometric(total, passes, headN): P(X <= headPassed).
  const lo = Math.max(0, passes - baseN);
  const denominator = logChoose(total, headN);
  let p = 0;
  for (let x = lo; x <= headPassed; x++) {
    p += Math.exp(logChoose(passes, x) + logChoose(total - passes, headN - x) - denominator);
  }
  return Math.min(1, p);
}

/**
 * Holm's step-down correction: which of `pValues` are significant at family-wise error rate `alpha` (the chance
 * that ANY true null is flagged stays at most `alpha`, whatever the dependence between the tests). Returns one
 * boolean per p-value, in input order, and the adjusted p-values.
 */
export function holm(pValues: readonly number[], alpha: number): { significant: boolean[]; adjusted: number[] } {
  if (!(alpha > 0 && alpha < 1)) throw new RangeError(`holm: alpha must be in (0, 1) (got ${alpha})`);
  const m = pValues.length;
  const order = pValues.map((p, i) => ({ p, i })).sort((a, b) => a.p - b.p || a.i - b.i);
  const significant = new Array<boolean>(m).fill(false);
  const adjusted = new Array<number>(m).fill(1);
  let running = 0;
  let rejecting = true;
  order.forEach(({ p, i }, rank) => {
    running = Math.max(running, Math.min(1, (m - rank) * p));
    adjusted[i] = running;
    if (rejecting && p <= alpha / (m - rank)) significant[i] = true;
    else rejecting = false;
  });
  return { significant, adjusted };
}

/**
 * The smallest p {@link fisherLess} can give for these pass counts' margins (the same total passes, every head trial
 * that can fail failing): a case whose margins cannot reach a level is no evidence at that level, however it moved.
 *
 * @example
 * fisherLessMin(5, 5, 0, 5); // 1/252: a full flip of 5 trials
 * fisherLessMin(5, 5, 5, 5); // 1: ten passes in ten trials can show no drop
 */
export function fisherLessMin(basePassed: number, baseN: number, headPassed: number, headN: number): number {
  checkCount(basePassed, baseN, 'fisherLessMin (base)');
  checkCount(headPassed, headN, 'fisherLessMin (head)');
  const passes = basePassed + headPassed;
  const least = Math.max(0, passes - baseN);
  return fisherLess(passes - least, baseN, least, headN);
}

/** How many of the ascending `sorted` are at most `x`. */
function countAtMost(sorted: readonly number[], x: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((sorted[mid] as number) <= x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Tarone's count: the smallest K whose level alpha / K at most K of the tests' smallest p-values (ascending) can
 * reach.
 */
function taroneCount(sortedMinPs: readonly number[], alpha: number): number {
  for (let k = 1; k < sortedMinPs.length; k++) {
    if (countAtMost(sortedMinPs, alpha / k) <= k) return k;
  }
  return Math.max(1, sortedMinPs.length);
}

/**
 * Holm's step-down correction with Tarone's modification for discrete tests (Hommel and Krummenauer): at each step
 * the level is alpha / K, where K counts only the remaining tests whose smallest attainable p (`minP`, e.g.
 * {@link fisherLessMin}) could reach that level. A case whose pass counts cannot be significant (10/10 -> 10/10,
 * 4/5 -> 5/5) spends no alpha, so a full flip among many unchanged cases is found; the family-wise error rate stays
 * at most `alpha`. Returns one boolean per test, in input order, and adjusted p-values (K times p, monotone).
 */
export function taroneHolm(
  tests: readonly { p: number; minP: number }[],
  alpha: number,
): { significant: boolean[]; adjusted: number[] } {
  if (!(alpha > 0 && alpha < 1)) throw new RangeError(`taroneHolm: alpha must be in (0, 1) (got ${alpha})`);
  const order = tests.map((t, i) => ({ ...t, i })).sort((a, b) => a.p - b.p || a.i - b.i);
  const significant = new Array<boolean>(tests.length).fill(false);
  const adjusted = new Array<number>(tests.length).fill(1);
  let running = 0;
  let rejecting = true;
  const remaining = tests.map((t) => t.minP).sort((x, y) => x - y);
  order.forEach(({ p, i, minP }) => {
    const k = taroneCount(remaining, alpha);
    remaining.splice(countAtMost(remaining, minP) - 1, 1);
    running = Math.max(running, Math.min(1, k * p));
    adjusted[i] = running;
    if (rejecting && p <= alpha / k) significant[i] = true;
    else rejecting = false;
  });
  return { significant, adjusted };
}
