/**
 * What a suite's run comes to once its cases are done, decided before anything is rendered: its summary, per-tag
 * summaries, suite gates and the baseline comparison (compared, or accepted when asked: this writes the baseline
 * file). The Vitest reporter and `ragcheck eval` both decide it with {@link checkSuite}, so both apply the same gates
 * and baselines; src/report/ only renders the result.
 */
import { z } from 'zod';
import type { CaseResult, Summary } from '../types.js';
import { applyBaseline, type BaselineOutcome, baselineRegressionCount } from './baseline.js';
import type { SampleInfo } from './sample.js';
import { evaluateSuiteGates, formatSuiteGate, meanOf, type SuiteGateResult, type SuiteGates } from './suite-gates.js';
import { summarize } from './summary.js';

/** A suite's settings that matter once its cases are done (the Vitest harness keeps them in the suite's meta). */
export interface SuiteSettings {
  name: string;
  /** Tags of every case of the suite (counted per tag with the cases' own). */
  tags: string[];
  gates?: SuiteGates;
  /** `false` turns the score baseline off. */
  baseline: { tolerance: number } | false;
  /** Set when the run sampled the suite's cases (`--sample`, RAGCHECK_SAMPLE): `size` of `total` ran. */
  sample?: SampleInfo;
}

/** A suite whose cases are done, as {@link checkSuite} takes it: its settings, where its cases came from, their results. */
export interface FinishedSuite {
  settings: SuiteSettings;
  /** Where its cases came from: eval files (Vitest) or case files (`ragcheck eval`). */
  files: string[];
  results: CaseResult[];
  /** Tests of the suite that failed without a result (a Vitest timeout, a crash outside evaluateCase). */
  failedWithoutResult?: string[];
  /** Tests of the suite that did not run: filtered out (`-t`, tags, files) or skipped. @default 0 */
  skipped?: number;
  /**
   * Every case id in the suite's case files, read from the files (not this run's cases: those may be filtered,
   * sharded or sampled). An accepted case not among them is a removed case. Undefined when unknown (cases given
   * in code, a run of only some eval files): removed cases are then not looked for.
   */
  caseIds?: readonly string[];
}

export const TagSummarySchema = z.object({
  tag: z.string(),
  total: z.number().int().nonnegative(),
  passed: z.number().int().nonnegative(),
  failed: z.number().int().nonnegative(),
  known: z.number().int().nonnegative(),
  errors: z.number().int().nonnegative(),
  meanContextRecall: z.number().nullable(),
  meanFaithfulness: z.number().nullable(),
});
/** A tag's counts and mean scores in a suite's report (the table's per-tag rows). */
export type TagSummary = z.infer<typeof TagSummarySchema>;

/**
 * One suite's finished run as the reporter and `ragcheck eval` print and write it: the case results, the per-tag
 * summary, the suite gates, the baseline outcome and what fails the suite on top of its cases.
 */
export interface SuiteReport {
  name: string;
  files: string[];
  results: CaseResult[];
  summary: Summary;
  tags: TagSummary[];
  gates: SuiteGateResult[];
  baseline: BaselineOutcome;
  failedWithoutResult: string[];
  /** Tests that did not run (filtered out or skipped). */
  skipped: number;
  /** Why the suite fails the run on top of its cases: failing suite gates, baseline regressions, a baseline not saved. */
  problems: string[];
  /** Set when the run sampled the suite's cases. */
  sample?: SampleInfo;
}

/** Where a suite's baseline is and what to do with it. */
export interface SuiteBaselineOptions {
  /** The baseline file. */
  file: string;
  /** The file as shown to the user. @default file */
  shownAs?: string;
  /** Accept this run's scores instead of comparing. */
  update?: boolean;
  /** Cases removed from the case files but still in the baseline fail the suite until accepted (in CI). */
  failOnRemoved?: boolean;
  /** How to accept, as the failure names it, e.g. `npx ragcheck baseline accept`. */
  acceptHint?: string;
}

/**
 * Checks a suite once its cases are done: its suite gates, and its baseline (compared, or accepted when `update`),
 * into its report. The baseline is off when the suite's settings say so or no `baseline` file is given.
 */
export function checkSuite(run: FinishedSuite, baseline?: SuiteBaselineOptions): SuiteReport {
  const { settings } = run;
  const outcome: BaselineOutcome =
    settings.baseline === false || baseline === undefined
      ? { state: 'off' }
      : applyBaseline(run.results, {
          suite: settings.name,
          file: baseline.file,
          ...(baseline.shownAs === undefined ? {} : { shownAs: baseline.shownAs }),
          tolerance: settings.baseline.tolerance,
          update: baseline.update ?? false,
          ...(run.caseIds === undefined ? {} : { caseIds: run.caseIds }),
        });
  return buildSuiteReport(run, outcome, {
    failOnRemoved: baseline?.failOnRemoved ?? false,
    ...(baseline?.acceptHint === undefined ? {} : { acceptHint: baseline.acceptHint }),
  });
}

/** Per-tag counts and means, tags in alphabetical order. */
export function summarizeTags(results: readonly CaseResult[], suiteTags: readonly string[] = []): TagSummary[] {
  const byTag = new Map<string, CaseResult[]>();
  for (const r of results) {
    for (const tag of new Set([...suiteTags, ...r.tags])) {
      const list = byTag.get(tag);
      if (list) list.push(r);
      else byTag.set(tag, [r]);
    }
  }
  return [...byTag.keys()].sort().map((tag) => {
    const list = byTag.get(tag) as CaseResult[];
    const s = summarize(list);
    return {
      tag,
      total: s.total,
      passed: s.passed,
      failed: s.failed,
      known: s.known,
      errors: s.errors,
      meanContextRecall: meanOf(list, 'contextRecall').mean,
      meanFaithfulness: meanOf(list, 'faithfulness').mean,
    };
  });
}

/** Whether the environment says this is a CI run (`CI` set to anything but empty, `0` or `false`). */
export function runsInCi(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.CI !== undefined && !/^(|0|false)$/i.test(env.CI.trim());
}

/** `old-a, old-b and 3 more`: the first few ids of a list. */
export function listIds(ids: readonly string[], limit = 5): string {
  const shown = ids.slice(0, limit).join(', ');
  return ids.length > limit ? `${shown} and ${ids.length - limit} more` : shown;
}

/**
 * Builds a suite's report; `baseline` is what was done with its baseline file. With `failOnRemoved`, cases gone
 * from the case files but still in the baseline are a problem of the suite.
 */
export function buildSuiteReport(
  run: FinishedSuite,
  baseline: BaselineOutcome,
  options: Pick<SuiteBaselineOptions, 'failOnRemoved' | 'acceptHint'> = {},
): SuiteReport {
  const gates = evaluateSuiteGates(run.results, run.settings.gates);
  const problems = gates.filter((g) => !g.passed).map((g) => `suite gate ${formatSuiteGate(g)}`);
  if (baseline.state === 'not-saved') problems.push(`baseline not saved: ${baseline.error}`);
  if (baseline.state === 'compared' && baselineRegressionCount(baseline.comparison) > 0) {
    const { comparison } = baseline;
    const cases = comparison.regressedCases ?? [...new Set(comparison.regressions.map((r) => r.id))];
    const n = cases.length;
    if (n > 0) {
      problems.push(
        `${n} regression${n === 1 ? '' : 's'} (${listIds(cases)}) against ${baseline.path} (tolerance ${comparison.tolerance})`,
      );
    }
    const drop = comparison.suiteDrop;
    if (drop) {
      problems.push(
        `suite pass count dropped ${drop.accepted.passed}/${drop.accepted.n} -> ${drop.current.passed}/${drop.current.n} against ${baseline.path}`,
      );
    }
  }
  if (options.failOnRemoved && baseline.state === 'compared' && baseline.comparison.removed.length > 0) {
    const { removed } = baseline.comparison;
    problems.push(
      `${removed.length} removed case(s) still in ${baseline.path}: ${listIds(removed)} (accept with ${options.acceptHint ?? '`npx ragcheck baseline accept`'})`,
    );
  }
  return {
    name: run.settings.name,
    files: run.files,
    results: run.results,
    summary: summarize(run.results),
    tags: summarizeTags(run.results, run.settings.tags),
    gates,
    baseline,
    failedWithoutResult: run.failedWithoutResult ?? [],
    skipped: run.skipped ?? 0,
    problems,
    ...(run.settings.sample ? { sample: run.settings.sample } : {}),
  };
}
