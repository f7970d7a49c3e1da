/**
 * Cross-validation of the heuristic judge's tuned choices (support threshold, window, weights, rules kept or
 * dropped) on human-labelled dev sets. Each answer is analysed once per rule set and weighed once per setting, so
 * a grid of hundreds of candidates runs in seconds. Used by `scripts/measure/judge-cv.mjs` and the judge-agreement eval.
 */

import { isFaithful, scoreFaithfulness } from '../evaluate/index.js';
import {
  type ClaimEvidence,
  createOverlapJudge,
  HEURISTIC_DEFAULTS,
  type HeuristicJudgeOptions,
  isClaimSupported,
  type PreparedHeuristic,
  prepareHeuristic,
  weighHeuristic,
} from '../judge/index.js';
import { unsupportedTokens } from '../metrics/index.js';
import { answerInContext } from './agreement.js';
import { type KappaDifference, type LabelStats, labelStats, pairedBootstrap } from './agreement-stats.js';
import { type CrossValidationGroups, crossValidate } from './cross-validate.js';
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
export interface HeldOutReport {
  name: string;
  n: number;
  heldOut: LabelStats;
  overlap: LabelStats;
  substring: LabelStats;
  versusOverlap: KappaDifference;
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

/** The rows' faithful labels under one candidate (the same rule as a case's gates: `isFaithful`). */
export function labelRows(rows: readonly PreparedRow[], candidate: HeuristicJudgeOptions): (0 | 1)[] {
  const rulesKey = JSON.stringify(candidate.rules ?? {});
  const { minSupport: _support, minFound: _evidence, ...setting } = candidate;
  const weighKey = JSON.stringify(setting);
  return rows.map((r) => {
    let prepared = r.prepared.get(rulesKey);
    if (!prepared) {
      prepared = prepareHeuristic({ ...input(r.row), unsupported: r.unsupported }, candidate);
      r.prepared.set(rulesKey, prepared);
    }
    // A refusal or a claimless answer scores 1 (it asserts nothing); its numbers/codes still decide.
    if (prepared.refusal || prepared.claims.length === 0)
      return isFaithful({ score: 1, unsupported: r.unsupported }) ? 1 : 0;
    let weighed = r.weighed.get(weighKey);
    if (!weighed) {
      weighed = weighHeuristic(prepared, candidate);
      r.weighed.set(weighKey, weighed);
    }
    const thresholds = {
      minSupport: candidate.minSupport ?? HEURISTIC_DEFAULTS.minSupport,
      minFound: candidate.minFound ?? HEURISTIC_DEFAULTS.minFound,
    };
    const score = weighed.filter((e) => isClaimSupported(e, thresholds)).length / weighed.length;
    return isFaithful({ score, unsupported: r.unsupported }) ? 1 : 0;
  });
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
      overlap: labelStats(human, base),
      substring: labelStats(human, substring),
      versusOverlap: pairedBootstrap(human, heldOut, base, { samples: options.bootstrap ?? 1000 }),
    };
  });
  return {
    sets,
    chosen: cv.chosen.map(({ fold, candidate }) => ({ fold, candidate })),
    final: cv.final.candidate,
  };
}
