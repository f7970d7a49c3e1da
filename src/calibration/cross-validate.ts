import { ConfigError } from '../errors.js';
import { SCORE_EPSILON } from '../metric-registry.js';
import { labelStats } from './agreement-stats.js';
import { DEV_FOLDS } from './folds.js';

/** One labelled item of a cross-validation: its hash fold, its group (data set) and the human label. */
export interface CrossValidationItem {
  fold: number;
  /** The data set the item belongs to; the objective averages over groups so a large set does not drown a small one. */
  group: string;
  human: 0 | 1;
}

/**
 * How `crossValidate` selects among candidate settings: the candidates, the labels each gives, the folds and the
 * objective.
 */
export interface CrossValidationOptions<C> {
  /** The choices to select from, in order of preference: a tie goes to the earlier one. */
  candidates: readonly C[];
  /** The judge's labels of every item under one candidate (called once per candidate, cached). */
  labels: (candidate: C) => readonly (0 | 1)[];
  /** The folds to rotate through: each is held out once while the others select. @default DEV_FOLDS (1-4) */
  folds?: readonly number[];
  /**
   * What selection maximises on the training folds, from each group's labels.
   * @default the mean of the groups' Cohen's kappa weighted by the square root of their size: a large set counts
   * more, without drowning a small one
   */
  objective?: (groups: CrossValidationGroups) => number;
}

/**
 * What `crossValidate` chose on each held-out fold and the held-out labels it gives, so a tuned figure is never read
 * on the rows it was tuned on.
 */
export interface CrossValidationResult<C> {
  /** Per held-out fold: the candidate chosen on the other folds. */
  chosen: { fold: number; candidate: C; index: number }[];
  /** Every item's held-out label (from the candidate chosen without its fold); null for items outside `folds`. */
  heldOut: (0 | 1 | null)[];
  /** The candidate chosen on all `folds` together: the one to ship. */
  final: { candidate: C; index: number };
}

/** Each group's human and judge labels on the training folds, as an objective receives them. */
export type CrossValidationGroups = readonly { human: number[]; judge: number[] }[];

function meanKappa(groups: CrossValidationGroups): number {
  let sum = 0;
  let weights = 0;
  for (const g of groups) {
    const weight = Math.sqrt(g.human.length);
    sum += weight * labelStats(g.human, g.judge).kappa;
    weights += weight;
  }
  return sum / weights;
}

/** What a judge must reach on every group for {@link requirementsObjective}. */
export interface SelectionRequirements {
  /** Largest distance allowed between the judge's flag rate and the humans'. @default 0.10 */
  maxFlagGap?: number;
  /** Smallest precision allowed of the "unsupported" class (no flag: fails). @default 0.68 */
  minPrecision?: number;
}

/**
 * An objective that encodes requirements on the training folds: a candidate whose flag rate is within `maxFlagGap`
 * of the humans' and whose precision of "unsupported" is at least `minPrecision` on every group beats any candidate
 * that misses one; among the candidates that meet them (or, when none does, among all) the mean kappa decides, as
 * in the default objective.
 *
 * @example
 * crossValidate(items, { candidates, labels, objective: requirementsObjective({ maxFlagGap: 0.1, minPrecision: 0.68 }) })
 */
export function requirementsObjective(
  requirements: SelectionRequirements = {},
): (groups: CrossValidationGroups) => number {
  const { maxFlagGap = 0.1, minPrecision = 0.68 } = requirements;
  return (groups) => {
    const met = groups.every((g) => {
      const stats = labelStats(g.human, g.judge);
      const precision = stats.unsupported.precision;
      return (
        Math.abs(stats.flagRate - stats.humanFlagRate) <= maxFlagGap + SCORE_EPSILON &&
        precision !== null &&
        precision >= minPrecision
      );
    });
    // Kappa is in [-1, 1]: an offset of 3 ranks every candidate that meets the requirements first.
    return (met ? 3 : 0) + meanKappa(groups);
  };
}

/**
 * k-fold cross-validation of a tuned choice (a threshold, a weight, a rule kept or dropped) over hash folds: for
 * each fold, the candidate that maximises the objective on the other folds labels the held-out fold. The held-out
 * labels, pooled, are what a tuned judge is reported by; `final` is the candidate selected on all folds.
 *
 * @example
 * const cv = crossValidate(items, { candidates: [0.4, 0.5, 0.6], labels: (t) => items.map((i) => (i.score >= t ? 1 : 0)) });
 * labelStats(items.map((i) => i.human), cv.heldOut.map((l) => l ?? 0)).kappa
 */
export function crossValidate<C>(
  items: readonly CrossValidationItem[],
  options: CrossValidationOptions<C>,
): CrossValidationResult<C> {
  const folds = options.folds ?? DEV_FOLDS;
  const objective = options.objective ?? meanKappa;
  if (options.candidates.length === 0)
    throw new ConfigError('crossValidate: `candidates` must not be empty: give at least one candidate setting');
  if (folds.length < 2) throw new ConfigError(`crossValidate: \`folds\` needs at least 2 folds (got ${folds.length})`);
  const cache = new Map<number, readonly (0 | 1)[]>();
  const labelsOf = (index: number) => {
    let labels = cache.get(index);
    if (!labels) {
      labels = options.labels(options.candidates[index] as C);
      if (labels.length !== items.length) {
        throw new RangeError(`crossValidate: \`labels\` returned ${labels.length} labels for ${items.length} items`);
      }
      cache.set(index, labels);
    }
    return labels;
  };
  const select = (train: ReadonlySet<number>) =>
    bestIndex(options.candidates.length, (index) => {
      const labels = labelsOf(index);
      const groups = new Map<string, { human: number[]; judge: number[] }>();
      items.forEach((item, i) => {
        if (!train.has(item.fold)) return;
        let group = groups.get(item.group);
        if (!group) {
          group = { human: [], judge: [] };
          groups.set(item.group, group);
        }
        group.human.push(item.human);
        group.judge.push(labels[i] as number);
      });
      return objective([...groups.values()]);
    });
  const heldOut: (0 | 1 | null)[] = items.map(() => null);
  const chosen = folds.map((fold) => {
    const index = select(new Set(folds.filter((f) => f !== fold)));
    const labels = labelsOf(index);
    items.forEach((item, i) => {
      if (item.fold === fold) heldOut[i] = labels[i] as 0 | 1;
    });
    return { fold, candidate: options.candidates[index] as C, index };
  });
  const index = select(new Set(folds));
  return { chosen, heldOut, final: { candidate: options.candidates[index] as C, index } };
}

/** The index in `0..count-1` whose `value` is highest (the first one on ties). */
export function bestIndex(count: number, value: (index: number) => number): number {
  let best = 0;
  let bestValue = Number.NEGATIVE_INFINITY;
  for (let index = 0; index < count; index++) {
    const v = value(index);
    if (v > bestValue) {
      bestValue = v;
      best = index;
    }
  }
  return best;
}
