/**
 * Cross-validation of the heuristic judge's tuned choices (support threshold, window, weights, rules kept or
 * dropped) on human-labelled dev sets. Each answer is analysed once per rule set and weighed once per setting, so
 * a grid of hundreds of candidates runs in seconds. Used by `scripts/measure/judge-cv.mjs` and the judge-agreement eval.
 */

import { ConfigError } from '../errors.js';
import { isFaithful, scoreFaithfulness } from '../evaluate/index.js';
import {
  type AbstentionBand,
  answerDecision,
  type ClaimEvidence,
  claimStatuses,
  countStatuses,
  createOverlapJudge,
  HEURISTIC_DEFAULTS,
  type HeuristicJudgeOptions,
  isClaimSupported,
  type PreparedHeuristic,
  prepareHeuristic,
  weighHeuristic,
} from '../judge/index.js';
import { unsupportedTokens } from '../metrics/index.js';
import { DEFAULT_THRESHOLDS } from '../types.js';
import { answerInContext } from './agreement.js';
import {
  type AbstentionStats,
  abstentionStats,
  type BaselineComparison,
  compareWithSimpleBaselines,
  labelStats,
} from './agreement-stats.js';
import { bestIndex, type CrossValidationGroups, crossValidate } from './cross-validate.js';
import { DEV_FOLDS, foldOf } from './folds.js';

/** A labelled row of a dev set. */
export interface DevRow {
  id: string;
  question?: string;
  context: string;
  answer: string;
  human: 0 | 1;
}

export interface DevSet {
  name: string;
  rows: readonly DevRow[];
}

/** The held-out figures of one dev set, beside the baselines on the same rows. */
export interface HeldOutReport extends BaselineComparison {
  name: string;
  n: number;
  heldOut: BaselineComparison['overlap'];
}

export interface HeuristicCrossValidation {
  sets: HeldOutReport[];
  /** Per held-out fold, the candidate selected on the other folds. */
  chosen: { fold: number; candidate: HeuristicJudgeOptions }[];
  /** The candidate selected on all folds. */
  final: HeuristicJudgeOptions;
}

/** A dev row with its fold and cached analyses. */
export interface PreparedRow {
  row: DevRow;
  human: 0 | 1;
  fold: number;
  group: string;
  unsupported: readonly string[];
  prepared: Map<string, PreparedHeuristic>;
  weighed: Map<string, ClaimEvidence[]>;
}

/** Keeps the rows of `folds` and analyses nothing yet; per-row work is cached across calls on the same object. */
export function prepareDevSets(sets: readonly DevSet[], folds: readonly number[] = DEV_FOLDS): PreparedRow[] {
  const wanted = new Set(folds);
  return sets.flatMap((set) =>
    set.rows
      .map((row) => ({ row, human: row.human, fold: foldOf(row.id), group: set.name }))
      .filter(({ fold }) => wanted.has(fold))
      .map((r) => ({
        ...r,
        unsupported: unsupportedTokens(r.row.answer, r.row.context),
        prepared: new Map(),
        weighed: new Map(),
      })),
  );
}

const input = (row: DevRow) => ({
  question: row.question ?? '',
  answer: row.answer,
  contexts: [{ id: 'context', text: row.context }],
  context: row.context,
});

/** The row's analysis under one candidate's rules, cached on the row. */
function preparedOf(r: PreparedRow, candidate: HeuristicJudgeOptions) {
  const rulesKey = JSON.stringify(candidate.rules ?? {});
  let prepared = r.prepared.get(rulesKey);
  if (!prepared) {
    prepared = prepareHeuristic({ ...input(r.row), unsupported: r.unsupported }, candidate);
    r.prepared.set(rulesKey, prepared);
  }
  return prepared;
}

/**
 * The label of a row with no claims to weigh: 0 for an answer of questions only (it answers nothing: a case fails
 * it, docs/verdicts.md), else what a claimless answer scores (1, its numbers/codes still deciding).
 */
function claimlessLabel(r: PreparedRow, candidate: HeuristicJudgeOptions, threshold?: number): 0 | 1 {
  const prepared = preparedOf(r, candidate);
  if (!prepared.refusal && prepared.questions.length > 0) return 0;
  return isFaithful({ score: 1, unsupported: r.unsupported }, threshold) ? 1 : 0;
}

/** The row's analysis and weighed claims under one candidate, cached on the row. */
function weighedOf(r: PreparedRow, candidate: HeuristicJudgeOptions) {
  const prepared = preparedOf(r, candidate);
  if (prepared.refusal || prepared.claims.length === 0) return undefined;
  const { minSupport: _support, minFound: _evidence, band: _band, uncertain: _policy, ...setting } = candidate;
  const weighKey = JSON.stringify(setting);
  let weighed = r.weighed.get(weighKey);
  if (!weighed) {
    weighed = weighHeuristic(prepared, candidate);
    r.weighed.set(weighKey, weighed);
  }
  return weighed;
}

/** The rows' faithful labels under one candidate (the same rule as a case's gates: `isFaithful`). */
export function labelRows(rows: readonly PreparedRow[], candidate: HeuristicJudgeOptions): (0 | 1)[] {
  const thresholds = {
    minSupport: candidate.minSupport ?? HEURISTIC_DEFAULTS.minSupport,
    minFound: candidate.minFound ?? HEURISTIC_DEFAULTS.minFound,
  };
  return rows.map((r) => {
    const weighed = weighedOf(r, candidate);
    // A refusal or a claimless answer scores 1 (it asserts nothing); its numbers/codes still decide.
    if (!weighed) return claimlessLabel(r, candidate);
    const score = weighed.filter((e) => isClaimSupported(e, thresholds)).length / weighed.length;
    return isFaithful({ score, unsupported: r.unsupported }) ? 1 : 0;
  });
}

/**
 * The rows' labels under an abstention band: 1 or 0 when the verdict is the same whichever way the uncertain
 * claims go, null when they decide it (the row would be escalated to a model judge).
 */
export function bandLabels(
  rows: readonly PreparedRow[],
  band: AbstentionBand,
  candidate: HeuristicJudgeOptions = HEURISTIC_DEFAULTS,
  threshold = DEFAULT_THRESHOLDS.faithfulness,
): (0 | 1 | null)[] {
  return rows.map((r) => {
    const weighed = weighedOf(r, candidate);
    if (!weighed) return claimlessLabel(r, candidate, threshold);
    const counts = countStatuses(claimStatuses(weighed, { ...candidate, band }));
    const decision = answerDecision(counts, { threshold, invented: r.unsupported.length });
    return decision === 'uncertain' ? null : decision === 'faithful' ? 1 : 0;
  });
}

/** What the band selection requires on every dev set of the training folds. */
export interface BandRequirements {
  /** Precision of confident "unsupported" (undecided rows excluded). @default 0.8 */
  minPrecision?: number;
  /** Share of rows decided without a model. @default 0.5 */
  minCoverage?: number;
}

/** The held-out figures of a band selection on one dev set. */
export interface BandHeldOut extends AbstentionStats {
  name: string;
  /** Kappa when the undecided rows fail (`uncertain: 'fail'`) and when they pass (`'pass'`). */
  kappaFail: number;
  kappaPass: number;
}

/**
 * The figures of a band's labels (null: undecided) against the humans': {@link abstentionStats}, and the kappa when
 * the undecided rows fail and when they pass.
 */
export function bandStats(human: readonly number[], labels: readonly (0 | 1 | null)[]): Omit<BandHeldOut, 'name'> {
  return {
    ...abstentionStats(human, labels),
    kappaFail: labelStats(
      human,
      labels.map((l) => l ?? 0),
    ).kappa,
    kappaPass: labelStats(
      human,
      labels.map((l) => l ?? 1),
    ).kappa,
  };
}

/**
 * k-fold cross-validation of the abstention band: for each fold, among the candidates that reach `minPrecision`
 * and `minCoverage` on every dev set of the other folds, the one with the highest mean coverage (weighted by the
 * square root of each set's size) labels the held-out fold; when none does, the one whose worst set comes closest.
 */
export function crossValidateBand(
  rows: readonly PreparedRow[],
  bands: readonly AbstentionBand[],
  options: BandRequirements & { folds?: readonly number[]; candidate?: HeuristicJudgeOptions } = {},
): { sets: BandHeldOut[]; chosen: { fold: number; band: AbstentionBand }[]; final: AbstentionBand } {
  const { minPrecision = 0.8, minCoverage = 0.5 } = options;
  const folds = options.folds ?? DEV_FOLDS;
  if (bands.length === 0)
    throw new ConfigError('crossValidateBand: `bands` must not be empty: give at least one abstention band');
  const labels = bands.map((band) => bandLabels(rows, band, options.candidate));
  const groups = [...new Set(rows.map((r) => r.group))];
  const value = (index: number, train: ReadonlySet<number>) => {
    let met = true;
    let sum = 0;
    let weights = 0;
    let worst = Number.POSITIVE_INFINITY;
    for (const group of groups) {
      const at = rows.flatMap((r, i) => (r.group === group && train.has(r.fold) ? [i] : []));
      const stats = abstentionStats(
        at.map((i) => (rows[i] as PreparedRow).human),
        at.map((i) => labels[index]?.[i] ?? null),
      );
      const precision = stats.precisionUnsupportedDecided ?? 0;
      met &&= precision >= minPrecision && stats.coverage >= minCoverage;
      worst = Math.min(worst, precision - minPrecision, stats.coverage - minCoverage);
      sum += Math.sqrt(at.length) * stats.coverage;
      weights += Math.sqrt(at.length);
    }
    return met ? 3 + sum / weights : worst;
  };
  const select = (train: ReadonlySet<number>) => bestIndex(bands.length, (index) => value(index, train));
  const heldOut: (0 | 1 | null)[] = rows.map(() => null);
  const chosen = folds.map((fold) => {
    const index = select(new Set(folds.filter((f) => f !== fold)));
    rows.forEach((r, i) => {
      if (r.fold === fold) heldOut[i] = labels[index]?.[i] ?? null;
    });
    return { fold, band: bands[index] as AbstentionBand };
  });
  const final = bands[select(new Set(folds))] as AbstentionBand;
  const sets = groups.map((name) => {
    const at = rows.flatMap((r, i) => (r.group === name && folds.includes(r.fold) ? [i] : []));
    return {
      name,
      ...bandStats(
        at.map((i) => (rows[i] as PreparedRow).human),
        at.map((i) => heldOut[i] ?? null),
      ),
    };
  });
  return { sets, chosen, final };
}

/** The overlap judge's labels of the rows, through the same path as `measureAgreement`. */
async function overlapLabels(rows: readonly PreparedRow[]): Promise<(0 | 1)[]> {
  const judge = createOverlapJudge();
  const out: (0 | 1)[] = [];
  for (const r of rows) {
    const { score } = await scoreFaithfulness(judge, input(r.row));
    out.push(isFaithful({ score, unsupported: r.unsupported }) ? 1 : 0);
  }
  return out;
}

/**
 * k-fold cross-validation over the dev folds: for each fold, the candidate with the best mean kappa over the dev
 * sets on the other folds labels that fold; the pooled held-out labels are reported per set next to the overlap and
 * substring baselines on the same rows, with a paired bootstrap interval of kappa(held out) - kappa(overlap).
 */
export async function crossValidateHeuristic(
  rows: readonly PreparedRow[],
  candidates: readonly HeuristicJudgeOptions[],
  options: {
    folds?: readonly number[];
    bootstrap?: number;
    /** What selection maximises on the training folds (`crossValidate`'s objective). @default mean kappa */
    objective?: (groups: CrossValidationGroups) => number;
  } = {},
): Promise<HeuristicCrossValidation> {
  const cv = crossValidate(rows, {
    candidates,
    labels: (candidate) => labelRows(rows, candidate),
    folds: options.folds ?? DEV_FOLDS,
    objective: options.objective,
  });
  const overlap = await overlapLabels(rows);
  const groups = [...new Set(rows.map((r) => r.group))];
  const sets = groups.map((name) => {
    const at = rows.flatMap((r, i) => (r.group === name && cv.heldOut[i] !== null ? [i] : []));
    const human = at.map((i) => (rows[i] as PreparedRow).row.human);
    const heldOut = at.map((i) => cv.heldOut[i] as 0 | 1);
    const base = at.map((i) => overlap[i] as 0 | 1);
    const substring = at.map((i) => {
      const { answer, context } = (rows[i] as PreparedRow).row;
      return answerInContext(answer, context) ? 1 : 0;
    });
    return {
      name,
      n: at.length,
      heldOut: labelStats(human, heldOut),
      ...compareWithSimpleBaselines(human, heldOut, { overlap: base, substring }, options.bootstrap),
    };
  });
  return {
    sets,
    chosen: cv.chosen.map(({ fold, candidate }) => ({ fold, candidate })),
    final: cv.final.candidate,
  };
}
