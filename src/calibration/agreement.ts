import { ConfigError, errorMessage } from '../errors.js';
import { faithfulnessOf, isFaithful, scoreFaithfulness } from '../evaluate/index.js';
import { createOverlapJudge, type Judge } from '../judge/index.js';
import { unsupportedTokens } from '../metrics/index.js';
import type { RefusalOptions } from '../refusal/index.js';
import { foldWords } from '../text/index.js';
import { DEFAULT_THRESHOLDS } from '../types.js';
import {
  type AbstentionStats,
  abstentionStats,
  type BaselineComparison,
  compareWithSimpleBaselines,
  type LabelStats,
  labelStats,
} from './agreement-stats.js';
import { FOLD_COUNT, foldOf } from './folds.js';

/** One human-labelled item: `human` 1 = faithful. `judge` may carry a precomputed judge label. */
export interface AgreementItem {
  id?: string;
  question?: string;
  context?: string;
  answer?: string;
  human: 0 | 1;
  judge?: 0 | 1;
}

export interface AgreementOptions {
  /** Faithfulness score a "faithful" answer reaches. @default 0.6 */
  threshold?: number;
  /** Items judged at once. @default 8 */
  concurrency?: number;
  refusal?: RefusalOptions;
  signal?: AbortSignal;
  /**
   * Only the items whose id falls in these hash folds (`foldOf(id)`, 0-4): e.g. `[1, 2, 3, 4]` for the folds a
   * judge is tuned on. Every item then needs an id.
   */
  folds?: readonly number[];
  /**
   * Also label the same items with the two baselines, the `overlap` judge and "the answer is a substring of the
   * context", and bootstrap the kappa difference judge - overlap. Needs every item's context and answer.
   * @default true
   */
  baselines?: boolean;
  /** Resamples of the paired bootstrap (judge - overlap). @default 1000 */
  bootstrap?: number;
}

export interface AgreementItemResult {
  id?: string;
  /** The item's hash fold, when it has an id. */
  fold?: number;
  human: 0 | 1;
  judge: 0 | 1;
  score: number | null;
  unsupported: string[];
  /**
   * False when the judge abstained on this item: its verdict depends on claims the judge left uncertain (a
   * cascade would escalate it to a model). Absent for a judge that never abstains.
   */
  decided?: boolean;
  /** The baselines' labels, when they ran. */
  overlap?: 0 | 1;
  substring?: 0 | 1;
  question?: string;
  answer?: string;
}

/** The figures of one hash fold. */
export interface FoldAgreement {
  fold: number;
  n: number;
  kappa: number;
  rawAgreement: number;
  flagRate: number;
  humanFlagRate: number;
}

export interface AgreementReport extends LabelStats {
  judge: string;
  items: AgreementItemResult[];
  /** Items where the judge and the human disagree. */
  disagreements: AgreementItemResult[];
  /** The baselines on the same items (absent when `baselines: false` or an item has no context). */
  baselines?: Omit<BaselineComparison, 'versusOverlap'>;
  /** kappa(judge) - kappa(overlap) with its paired bootstrap 95% interval. */
  versusOverlap?: BaselineComparison['versusOverlap'];
  /** Per hash fold, when every item has an id. */
  byFold?: FoldAgreement[];
  /**
   * For a judge that abstains (`heuristic`): coverage (items decided without a model), kappa, precision and recall
   * of "unsupported" on the decided items, and the oracle kappa (undecided items labelled as the humans did).
   */
  abstention?: AbstentionStats;
}

/**
 * The substring baseline: faithful when the whole answer occurs in the context, both read as {@link foldWords}
 * (normalised, lower case, punctuation and spacing ignored) and matched on word boundaries.
 */
export function answerInContext(answer: string, context: string): boolean {
  const needle = foldWords(answer);
  return needle.length > 0 && ` ${foldWords(context)} `.includes(` ${needle} `);
}

function selectFolds(items: readonly AgreementItem[], folds: readonly number[] | undefined): readonly AgreementItem[] {
  if (!folds) return items;
  for (const fold of folds) {
    if (!Number.isInteger(fold) || fold < 0 || fold >= FOLD_COUNT) {
      throw new ConfigError(`measureAgreement: \`folds\` must hold integers 0-${FOLD_COUNT - 1} (got ${fold})`);
    }
  }
  const wanted = new Set(folds);
  return items.filter((item, index) => {
    if (item.id === undefined) {
      throw new RangeError(
        `measureAgreement: item ${index + 1} has no "id": selecting folds needs an id on every item`,
      );
    }
    return wanted.has(foldOf(item.id));
  });
}

/**
 * Measures a judge against human labels: kappa, raw agreement, precision / recall / F1 of the "unsupported" class,
 * the judge's flag rate beside the humans', and (by default) the same figures for the `overlap` judge and the
 * substring rule on the same items, with a paired bootstrap interval of the kappa difference judge - overlap.
 * An item is faithful for a judge by {@link isFaithful}, the rule of a case's gates. The judge never sees an item's
 * `id`. A judge that fails on an item throws (a failure is never scored as a default label).
 *
 * @example
 * const report = await measureAgreement(loadLabelsSync('labels.jsonl'), createHeuristicJudge(), { folds: [1, 2, 3, 4] });
 * console.log(report.kappa, report.baselines?.overlap.kappa, report.versusOverlap?.low);
 */
export async function measureAgreement(
  all: readonly AgreementItem[],
  judge: Judge | undefined,
  options: AgreementOptions = {},
): Promise<AgreementReport> {
  const items = selectFolds(all, options.folds);
  if (items.length === 0) throw new RangeError('measureAgreement: no items to measure (check `folds`)');
  const threshold = options.threshold ?? DEFAULT_THRESHOLDS.faithfulness;
  const results = await labelItems(items, judge, threshold, options);
  const human = results.map((r) => r.human);
  const labels = results.map((r) => r.judge);
  const report: AgreementReport = {
    ...labelStats(human, labels),
    judge: judge?.name ?? 'labels',
    items: results,
    disagreements: results.filter((r) => r.human !== r.judge),
  };
  const withContext = items.every((item) => item.context !== undefined && item.answer !== undefined);
  if ((options.baselines ?? true) && withContext) {
    const overlapJudge = judge?.name === 'overlap' ? judge : createOverlapJudge();
    const overlap =
      overlapJudge === judge ? labels : (await labelItems(items, overlapJudge, threshold, options)).map((r) => r.judge);
    results.forEach((result, i) => {
      const item = items[i] as AgreementItem;
      result.overlap = overlap[i] as 0 | 1;
      result.substring = answerInContext(item.answer ?? '', item.context ?? '') ? 1 : 0;
    });
    const substring = results.map((r) => r.substring ?? 0);
    const { versusOverlap, ...baselines } = compareWithSimpleBaselines(
      human,
      labels,
      { overlap, substring },
      options.bootstrap,
    );
    report.baselines = baselines;
    report.versusOverlap = versusOverlap;
  }
  if (results.every((r) => r.fold !== undefined)) report.byFold = byFold(results);
  if (results.some((r) => r.decided !== undefined)) {
    report.abstention = abstentionStats(
      human,
      results.map((r) => (r.decided === false ? null : r.judge)),
    );
  }
  return report;
}

async function labelItems(
  items: readonly AgreementItem[],
  judge: Judge | undefined,
  threshold: number,
  options: AgreementOptions,
): Promise<AgreementItemResult[]> {
  const concurrency = options.concurrency ?? 8;
  const results: AgreementItemResult[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      const item = items[index] as AgreementItem;
      const base = {
        ...(item.id !== undefined ? { id: item.id, fold: foldOf(item.id) } : {}),
        human: item.human,
      };
      if (item.judge !== undefined && (judge === undefined || item.context === undefined)) {
        results[index] = { ...base, judge: item.judge, score: null, unsupported: [] };
        continue;
      }
      if (!judge) throw new TypeError(`measureAgreement: item ${index} has no "judge" label and no judge was given`);
      const context = item.context ?? '';
      const answer = item.answer ?? '';
      let score: number | null;
      let decided: boolean | undefined;
      try {
        const judged = await scoreFaithfulness(
          judge,
          { question: item.question ?? '', answer, contexts: [{ id: 'context', text: context }] },
          { signal: options.signal, refusal: options.refusal, threshold },
        );
        // An answer of questions only asserts nothing and is no refusal: not measured (null), never faithful.
        score = faithfulnessOf(judged).faithfulness;
        // Undecided: the uncertain claims decide the verdict (a cascade escalates it: not decided without a model).
        if (judged.abstention) decided = !judged.abstention.undecided;
      } catch (error) {
        throw new Error(`judge "${judge.name}" failed on label item ${item.id ?? index + 1}: ${errorMessage(error)}`, {
          cause: error,
        });
      }
      const unsupported = unsupportedTokens(answer, context);
      results[index] = {
        ...base,
        judge: score !== null && isFaithful({ score, unsupported }, threshold) ? 1 : 0,
        score,
        unsupported,
        ...(decided !== undefined ? { decided } : {}),
        ...(item.question !== undefined ? { question: item.question } : {}),
        answer,
      };
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}

function byFold(results: readonly AgreementItemResult[]): FoldAgreement[] {
  const folds = [...new Set(results.map((r) => r.fold as number))].sort((a, b) => a - b);
  return folds.map((fold) => {
    const inFold = results.filter((r) => r.fold === fold);
    const stats = labelStats(
      inFold.map((r) => r.human),
      inFold.map((r) => r.judge),
    );
    const { n, kappa, rawAgreement, flagRate, humanFlagRate } = stats;
    return { fold, n, kappa, rawAgreement, flagRate, humanFlagRate };
  });
}
