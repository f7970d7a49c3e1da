import { checkPositiveInteger } from '../option-checks.js';
import { createRandom } from '../testing/random.js';
import { type Agreement, cohenKappa } from './kappa.js';

/**
 * Agreement of a judge with human labels (1 = faithful) read the way a merge gate needs it: kappa and raw
 * agreement, and how well the judge finds the "unsupported" class (0), which is what fails a build.
 */
export interface LabelStats extends Agreement {
  /**
   * The "unsupported" class (label 0). precision: of the items the judge flags, the share humans flag; recall: of
   * the items humans flag, the share the judge flags. null when undefined (nothing flagged).
   */
  unsupported: { precision: number | null; recall: number | null; f1: number | null };
  /** Share of items the judge labels unsupported. */
  flagRate: number;
  /** Share of items the humans label unsupported. */
  humanFlagRate: number;
}

/**
 * {@link LabelStats} of two label lists.
 *
 * @example
 * labelStats([1, 0, 0, 1], [1, 0, 1, 1]).unsupported.precision // 1 (the one flag is right)
 */
export function labelStats(human: readonly number[], judge: readonly number[]): LabelStats {
  const agreement = cohenKappa(human, judge);
  const { fp, fn, tn } = agreement.confusion;
  const precision = ratio(tn, tn + fn);
  const recall = ratio(tn, tn + fp);
  const f1 =
    precision === null || recall === null || precision + recall === 0
      ? null
      : (2 * precision * recall) / (precision + recall);
  return {
    ...agreement,
    unsupported: { precision, recall, f1 },
    flagRate: (tn + fn) / agreement.n,
    humanFlagRate: (tn + fp) / agreement.n,
  };
}

function ratio(a: number, b: number): number | null {
  return b === 0 ? null : a / b;
}

/** Kappa of the items at `indices` (repeats allowed), without allocating label lists. */
function kappaAt(human: readonly number[], judge: readonly number[], indices: ArrayLike<number>): number {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  const n = indices.length;
  for (let k = 0; k < n; k++) {
    const i = indices[k] as number;
    if (judge[i] === 1) {
      if (human[i] === 1) tp++;
      else fp++;
    } else if (human[i] === 1) fn++;
  }
  const tn = n - tp - fp - fn;
  const observed = (tp + tn) / n;
  const ph = (tp + fn) / n;
  const pj = (tp + fp) / n;
  const chance = ph * pj + (1 - ph) * (1 - pj);
  return chance === 1 ? 1 : (observed - chance) / (1 - chance);
}

/** The kappa difference of two judges on the same items, with a paired bootstrap 95% interval. */
export interface KappaDifference {
  /** kappa(a) - kappa(b) on all items. */
  difference: number;
  /** 2.5th and 97.5th percentiles of the difference over the resamples. */
  low: number;
  high: number;
  samples: number;
}

/**
 * Paired bootstrap of kappa(a) - kappa(b): resamples the items with replacement (the same items for both judges)
 * `samples` times. Deterministic: the resampling uses a fixed-seed generator.
 *
 * @example
 * const { low } = pairedBootstrap(human, judge, overlap);
 * // low > 0: the judge agrees with humans better than the overlap rule, beyond resampling noise
 */
export function pairedBootstrap(
  human: readonly number[],
  a: readonly number[],
  b: readonly number[],
  options: { samples?: number; seed?: number } = {},
): KappaDifference {
  const samples = options.samples ?? 1000;
  const n = human.length;
  if (n === 0 || a.length !== n || b.length !== n) {
    throw new RangeError(
      `pairedBootstrap: label lists must be non-empty and of equal length (got ${n}, ${a.length}, ${b.length})`,
    );
  }
  checkPositiveInteger(samples, 'samples', 'pairedBootstrap');
  const all = Array.from({ length: n }, (_, i) => i);
  const difference = kappaAt(human, a, all) - kappaAt(human, b, all);
  const random = createRandom(options.seed ?? 1).next;
  const indices = new Uint32Array(n);
  const differences: number[] = [];
  for (let s = 0; s < samples; s++) {
    for (let k = 0; k < n; k++) indices[k] = Math.floor(random() * n);
    differences.push(kappaAt(human, a, indices) - kappaAt(human, b, indices));
  }
  differences.sort((x, y) => x - y);
  const at = (q: number) => differences[Math.min(samples - 1, Math.max(0, Math.round(q * (samples - 1))))] as number;
  return { difference, low: at(0.025), high: at(0.975), samples };
}

/**
 * Agreement of a judge that abstains: `judge` holds null for an item it left undecided (its verdict depends on
 * claims it could not decide). Coverage is the share decided without a model; on the decided items, kappa and the
 * precision and recall of "unsupported"; the oracle kappa is that of a cascade whose model decided every undecided
 * item as the humans did (the ceiling a perfect model gives at this escalation rate).
 */
export interface AbstentionStats {
  n: number;
  /** Items decided without a model / all items. */
  coverage: number;
  /** Decided items. */
  decided: number;
  kappaDecided: number | null;
  precisionUnsupportedDecided: number | null;
  recallUnsupportedDecided: number | null;
  /** Kappa on all items with every undecided one labelled as the humans did. */
  kappaOracle: number;
}

/**
 * {@link AbstentionStats} of human labels and a judge's labels with null for undecided items.
 *
 * @example
 * abstentionStats([1, 0, 0, 1], [1, 0, null, 1]).coverage // 0.75
 */
export function abstentionStats(human: readonly number[], judge: readonly (number | null)[]): AbstentionStats {
  if (human.length === 0 || judge.length !== human.length) {
    throw new RangeError(
      `abstentionStats: label lists must be non-empty and of equal length (got ${human.length}, ${judge.length})`,
    );
  }
  const at = judge.flatMap((label, i) => (label === null ? [] : [i]));
  const decided =
    at.length > 0
      ? labelStats(
          at.map((i) => human[i] as number),
          at.map((i) => judge[i] as number),
        )
      : null;
  const oracle = judge.map((label, i) => label ?? (human[i] as number));
  return {
    n: human.length,
    coverage: at.length / human.length,
    decided: at.length,
    kappaDecided: decided?.kappa ?? null,
    precisionUnsupportedDecided: decided?.unsupported.precision ?? null,
    recallUnsupportedDecided: decided?.unsupported.recall ?? null,
    kappaOracle: labelStats(human, oracle).kappa,
  };
}

/** The baselines beside a judge on the same items: their {@link LabelStats} and the judge's kappa lead over overlap. */
export interface BaselineComparison {
  overlap: LabelStats;
  substring: LabelStats;
  /** kappa(judge) - kappa(overlap) with its paired bootstrap 95% interval. */
  versusOverlap: KappaDifference;
}

/**
 * {@link BaselineComparison} of a judge's labels against the overlap and substring baselines' labels on the same
 * items, with `samples` bootstrap resamples.
 */
export function compareWithSimpleBaselines(
  human: readonly number[],
  judge: readonly number[],
  baselines: { overlap: readonly number[]; substring: readonly number[] },
  samples = 1000,
): BaselineComparison {
  return {
    overlap: labelStats(human, baselines.overlap),
    substring: labelStats(human, baselines.substring),
    versusOverlap: pairedBootstrap(human, judge, baselines.overlap, { samples }),
  };
}
