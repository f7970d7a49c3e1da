/**
 * Score baselines: per case, the scores last accepted (`fixtures/baselines/<suite>.json`). A case whose score
 * drops below its accepted value by more than the tolerance is a regression, even if it still clears its gate.
 */

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { ConfigError, isFileWriteError } from '../errors.js';
import { writeFileAtomicSync } from '../fs/index.js';
import { type CaseResult, isPassingVerdict, SCORE_METRICS } from '../types.js';
import { type MetricMove, type PassTest, type RuleCase, type RuleSide, round4, ruleRegressions } from './regression.js';
import { passRateOf, scoreOf } from './trials.js';

/**
 * The scores a baseline keeps per case (those the case has a number for; a case with trials keeps the mean over
 * its trials, and its pass rate as `passRate`).
 */
export const BASELINE_METRICS = [...SCORE_METRICS, 'passRate'] as const;
export type BaselineMetric = (typeof BASELINE_METRICS)[number];

/** @default 0.05 */
export const DEFAULT_BASELINE_TOLERANCE = 0.05;

/** The version `baseline accept` writes; version 1 files (scores only, no pass counts) are still read. */
export const BASELINE_SCHEMA_VERSION = 2;

const score = z.number().min(0).max(1);
const ScoresSchema = z.partialRecord(z.enum(BASELINE_METRICS), score);
const PassCountsSchema = z.object({ passed: z.number().int().nonnegative(), n: z.number().int().min(2) });
/** A case's accepted entry: its scores, whether it passed (a single run) or its trials' pass counts. */
const CaseEntrySchema = z.strictObject({
  ...(Object.fromEntries(BASELINE_METRICS.map((key) => [key, score.optional()])) as Record<
    BaselineMetric,
    z.ZodOptional<typeof score>
  >),
  passed: z.boolean().optional(),
  trials: PassCountsSchema.optional(),
});
export const BaselineFileSchema = z.discriminatedUnion('schemaVersion', [
  z.object({
    schemaVersion: z.literal(1),
    suite: z.string(),
    judge: z.string().optional(),
    cases: z.record(z.string(), ScoresSchema),
  }),
  z.object({
    schemaVersion: z.literal(2),
    suite: z.string(),
    /** The judge the scores came from: scores of another judge are not comparable. */
    judge: z.string().optional(),
    cases: z.record(z.string(), CaseEntrySchema),
  }),
]);
export type BaselineFile = z.infer<typeof BaselineFileSchema>;
export type BaselineScores = z.infer<typeof ScoresSchema>;
/** A case's entry in a version 2 baseline. */
export type BaselineEntry = z.infer<typeof CaseEntrySchema>;

/** One metric of one case that moved past the tolerance (or vanished: `current` null means the case errored). */
export const BaselineChangeSchema = z.object({
  id: z.string(),
  metric: z.enum(BASELINE_METRICS),
  accepted: z.number(),
  current: z.number().nullable(),
  /** For `passRate` with trials: the pass counts and the test's adjusted p. */
  trials: z
    .object({ accepted: PassCountsSchema, current: PassCountsSchema, p: z.number(), significant: z.boolean() })
    .optional(),
});
export type BaselineChange = z.infer<typeof BaselineChangeSchema>;

export const BaselineComparisonSchema = z.object({
  tolerance: z.number(),
  /** What made each regressed case one: its pass counts, a single-run flip (`passRate` 1 -> 0), a gated metric. */
  regressions: z.array(BaselineChangeSchema),
  /** The regressed cases, each once, in run order: what the suite's regression count counts. */
  regressedCases: z.array(z.string()).optional(),
  improvements: z.array(BaselineChangeSchema),
  /** Moves that are not regressions: ungated metrics, metric means with trials, pass counts within noise. */
  changes: z.array(BaselineChangeSchema).optional(),
  /** The suite's pooled pass count dropped significantly: a regression of its own. */
  suiteDrop: z.object({ accepted: PassCountsSchema, current: PassCountsSchema, p: z.number() }).optional(),
  /** The trials cannot show even a full flip of one case (e.g. 2 per case). */
  underpowered: z.string().optional(),
  /** Cases of this run with no accepted scores yet. */
  added: z.array(z.string()),
  /**
   * Cases with accepted scores that are gone from the suite's case files (not merely left out of this run by a
   * filter, a shard or a sample), in id order; empty when the run could not tell (cases given in code, a run of
   * only some eval files). Accepting drops them from the baseline.
   */
  removed: z.array(z.string()),
});
export type BaselineComparison = z.infer<typeof BaselineComparisonSchema>;

/** What happened to a suite's baseline in a run; `path` is the file as shown to the user. */
export const BaselineOutcomeSchema = z.discriminatedUnion('state', [
  /** The suite has no baseline (`baseline: false`, or none asked for on the CLI). */
  z.object({ state: z.literal('off') }),
  /** No accepted scores yet. */
  z.object({ state: z.literal('missing'), path: z.string() }),
  z.object({ state: z.literal('compared'), path: z.string(), comparison: BaselineComparisonSchema }),
  /** Not compared: the accepted scores come from another judge. */
  z.object({ state: z.literal('other-judge'), path: z.string(), accepted: z.string(), current: z.string() }),
  /** This run's scores were accepted into the file (`accepted` cases); `removed`: cases gone from the case files, dropped. */
  z.object({
    state: z.literal('accepted'),
    path: z.string(),
    accepted: z.number().int().nonnegative(),
    removed: z.array(z.string()).optional(),
  }),
  /** Accepting failed: the file could not be written (the accepted baseline on disk is unchanged). */
  z.object({ state: z.literal('not-saved'), path: z.string(), error: z.string() }),
]);
export type BaselineOutcome = z.infer<typeof BaselineOutcomeSchema>;

/** The file name of a suite's baseline: its name in lower case, runs of other characters as `-`. */
export function baselineFileName(suite: string): string {
  const slug = suite
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${slug || 'suite'}.json`;
}

export function baselinePath(dir: string, suite: string): string {
  return join(dir, baselineFileName(suite));
}

/** A case's value of a baseline metric: a score (its mean over trials), or its pass rate. */
function baselineValue(result: CaseResult, metric: BaselineMetric): number | null {
  return metric === 'passRate' ? passRateOf(result) : scoreOf(result, metric);
}

/**
 * Scores of a result, rounded to 4 decimals so baseline diffs stay readable. The pass rate is kept only for a case
 * that ran several trials (a case run once passes or not: its verdict already gates that).
 */
export function baselineScores(result: CaseResult): BaselineEntry {
  const scores: BaselineEntry = {};
  for (const metric of BASELINE_METRICS) {
    if (metric === 'passRate' && !result.trials) continue;
    const value = baselineValue(result, metric);
    if (value !== null) scores[metric] = round4(value);
  }
  if (result.trials) scores.trials = { passed: result.trials.passed, n: result.trials.n };
  else scores.passed = isPassingVerdict(result.verdict);
  return scores;
}

/** Reads a baseline; undefined when the file does not exist. A malformed file is a ConfigError saying how to fix it. */
export function readBaseline(path: string): BaselineFile | undefined {
  if (!existsSync(path)) return undefined;
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new ConfigError(
      `${path}: the baseline is not valid JSON (${(error as Error).message}). Delete it and accept the current scores again (\`npx ragcheck baseline accept\`).`,
    );
  }
  const parsed = BaselineFileSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(
      `${path}: "${issue?.path.join('.') ?? ''}" ${issue?.message ?? 'is invalid'}. The file is written by ragcheck: delete it and accept the current scores again (\`npx ragcheck baseline accept\`).`,
    );
  }
  return parsed.data;
}

/**
 * The accepted cases that are in none of the suite's case files: `caseIds` is every id in those files, whether this
 * run ran it or not. Without it (unknown), none.
 */
export function removedCases(baseline: BaselineFile, caseIds: Iterable<string> | undefined): string[] {
  if (caseIds === undefined) return [];
  const present = new Set(caseIds);
  return Object.keys(baseline.cases)
    .filter((id) => !present.has(id))
    .sort();
}

/** The rule's view of an accepted entry; a version 1 entry's pass rate is read as counts of the current trials. */
function acceptedSide(entry: BaselineEntry, current: CaseResult): RuleSide {
  const scores = Object.fromEntries(Object.entries(entry).filter(([key]) => key !== 'passRate'));
  const counts =
    entry.trials ??
    (entry.passRate !== undefined && current.trials
      ? { passed: Math.round(entry.passRate * current.trials.n), n: current.trials.n }
      : undefined);
  return {
    ...(entry.passed === undefined ? {} : { passing: entry.passed }),
    ...(counts ? { counts } : {}),
    scores: scores as RuleSide['scores'],
  };
}

/** The rule's view of a case result: its verdict, its trials' pass counts, its registry scores and gates. */
export function currentSide(result: CaseResult): RuleSide {
  return {
    passing: isPassingVerdict(result.verdict),
    ...(result.trials ? { counts: { passed: result.trials.passed, n: result.trials.n } } : {}),
    scores: Object.fromEntries(SCORE_METRICS.map((metric) => [metric, scoreOf(result, metric)])),
  };
}

const change = (id: string, move: MetricMove): BaselineChange => ({
  id,
  metric: move.metric as BaselineMetric,
  accepted: move.base,
  current: move.head,
});

function passChange(id: string, test: PassTest): BaselineChange {
  return {
    id,
    metric: 'passRate',
    accepted: round4(test.base.passed / test.base.n),
    current: round4(test.head.passed / test.head.n),
    trials: { accepted: test.base, current: test.head, p: test.adjusted, significant: test.significant },
  };
}

/**
 * Compares a run's results with the accepted scores by the one regression rule (src/evaluate/regression.ts, the
 * rule `ragcheck compare` applies). Cases absent from the run (filtered, other shard, not in the sample) are
 * ignored; accepted cases absent from `caseIds` (every id in the suite's case files) are `removed`.
 */
export function compareBaseline(
  results: readonly CaseResult[],
  baseline: BaselineFile,
  tolerance: number,
  caseIds?: Iterable<string>,
  alpha = 0.05,
): BaselineComparison {
  const comparison = {
    tolerance,
    regressions: [] as BaselineChange[],
    regressedCases: [] as string[],
    improvements: [] as BaselineChange[],
    changes: [] as BaselineChange[],
    added: [] as string[],
    removed: removedCases(baseline, caseIds),
  } satisfies BaselineComparison;
  const compared: CaseResult[] = [];
  const rules: RuleCase[] = [];
  for (const result of results) {
    if (result.outcome === 'draft') continue;
    const accepted = baseline.cases[result.id] as BaselineEntry | undefined;
    if (!accepted) {
      comparison.added.push(result.id);
      continue;
    }
    compared.push(result);
    rules.push({
      suite: baseline.suite,
      id: result.id,
      base: acceptedSide(accepted, result),
      head: currentSide(result),
      gated: new Set(result.gates.map((g) => g.metric)),
      known: result.outcome === 'known failure',
    });
  }
  const ruling = ruleRegressions(rules, { alpha, tolerance });
  ruling.cases.forEach((r, i) => {
    const { id } = compared[i] as CaseResult;
    if (r.regression) comparison.regressedCases.push(id);
    const passes = r.test ? [passChange(id, r.test)] : [];
    if (r.reason === 'single run') comparison.regressions.push({ id, metric: 'passRate', accepted: 1, current: 0 });
    (r.regression ? comparison.regressions : comparison.changes).push(
      ...(r.test && r.test.head.passed * r.test.base.n < r.test.base.passed * r.test.head.n ? passes : []),
      ...r.drops.filter((d) => d.counted).map((d) => change(id, d)),
    );
    comparison.changes.push(...r.drops.filter((d) => !d.counted).map((d) => change(id, d)));
    comparison.improvements.push(...r.rises.map((d) => change(id, d)));
    if (r.test && r.test.head.passed * r.test.base.n > r.test.base.passed * r.test.head.n) {
      comparison.improvements.push(...passes);
    }
  });
  const drop = ruling.suites.find((s) => s.test.significant)?.test;
  return {
    ...comparison,
    ...(drop ? { suiteDrop: { accepted: drop.base, current: drop.head, p: drop.adjusted } } : {}),
    ...(ruling.underpowered ? { underpowered: ruling.underpowered } : {}),
  };
}

/** How many regressions a baseline comparison counts: one per case, and one for a significant drop of the suite. */
export function baselineRegressionCount(comparison: BaselineComparison): number {
  return (
    (comparison.regressedCases ?? [...new Set(comparison.regressions.map((r) => r.id))]).length +
    (comparison.suiteDrop ? 1 : 0)
  );
}

/** The judge that scored a run (errored cases may not say). */
export function judgeOf(results: readonly CaseResult[]): string | undefined {
  return (results.find((r) => r.outcome !== 'error') ?? results[0])?.judge.name;
}

/**
 * The baseline after accepting this run's scores: cases of the run replace their entries (an ERROR case keeps its
 * old scores), every other case is kept, so accepting a filtered or sharded run loses nothing, except cases gone
 * from the suite's case files (not in `caseIds`, when given), which are dropped and listed as `removed`. Scores
 * accepted with another judge are dropped, not mixed.
 */
export function acceptScores(
  previous: BaselineFile | undefined,
  suite: string,
  results: readonly CaseResult[],
  caseIds?: Iterable<string>,
) {
  const judge = judgeOf(results);
  const removed = previous ? removedCases(previous, caseIds) : [];
  const keep = previous && (previous.judge === undefined || previous.judge === judge) ? previous.cases : {};
  const cases: Record<string, BaselineEntry> = { ...keep };
  for (const id of removed) delete cases[id];
  let accepted = 0;
  for (const result of results) {
    // An unreviewed draft's labels may be wrong: its scores are no baseline yet.
    if (result.outcome === 'error' || result.outcome === 'draft') continue;
    cases[result.id] = baselineScores(result);
    accepted++;
  }
  const sorted = Object.fromEntries(
    Object.keys(cases)
      .sort()
      .map((id) => [id, cases[id] as BaselineEntry]),
  );
  const file: BaselineFile = {
    schemaVersion: BASELINE_SCHEMA_VERSION,
    suite,
    ...(judge ? { judge } : {}),
    cases: sorted,
  };
  return { file, accepted, removed };
}

/**
 * Writes a baseline atomically: a failed write (a full disk) leaves the accepted baseline whole and throws a
 * `FileWriteError` naming it (as `shownAs`, e.g. relative to the project root).
 */
export function writeBaseline(path: string, file: BaselineFile, shownAs?: string): void {
  writeFileAtomicSync(path, `${JSON.stringify(file, null, 2)}\n`, {
    hint: 'Free some space (or fix the permissions) and accept again.',
    ...(shownAs === undefined ? {} : { shownAs }),
  });
}

export interface ApplyBaselineOptions {
  /** The suite's name, kept in the file. */
  suite: string;
  /** The baseline file (`baselinePath(dir, suite)` for the default name). */
  file: string;
  /** The file as messages and reports name it (e.g. relative to the project root). @default file */
  shownAs?: string;
  /** How far a score may drop below its accepted value. @default 0.05 */
  tolerance?: number;
  /** Accept this run's scores into the file instead of comparing with it. */
  update?: boolean;
  /**
   * Every case id in the suite's case files, run or not: accepted cases not among them are removed cases
   * (reported, and dropped when accepting). Undefined: unknown, removed cases are not looked for.
   */
  caseIds?: Iterable<string>;
}

/**
 * Compares a suite's results with its baseline file, or accepts them into it: what the Vitest reporter and
 * `ragcheck eval` both do. A malformed baseline throws a ConfigError; a write that fails is the `not-saved` outcome
 * (the file on disk is unchanged).
 */
export function applyBaseline(results: readonly CaseResult[], options: ApplyBaselineOptions): BaselineOutcome {
  const path = options.shownAs ?? options.file;
  const previous = readBaseline(options.file);
  if (options.update) {
    const { file, accepted, removed } = acceptScores(previous, options.suite, results, options.caseIds);
    try {
      writeBaseline(options.file, file, path);
    } catch (error) {
      if (!isFileWriteError(error)) throw error;
      return { state: 'not-saved', path, error: error.message };
    }
    return { state: 'accepted', path, accepted, ...(removed.length > 0 ? { removed } : {}) };
  }
  if (!previous) return { state: 'missing', path };
  const judge = judgeOf(results);
  if (previous.judge !== undefined && judge !== undefined && previous.judge !== judge) {
    return { state: 'other-judge', path, accepted: previous.judge, current: judge };
  }
  return {
    state: 'compared',
    path,
    comparison: compareBaseline(results, previous, options.tolerance ?? DEFAULT_BASELINE_TOLERANCE, options.caseIds),
  };
}
