/**
 * The one rule for "regression or noise", shared by the baseline check of `npm test` / `ragcheck eval --baseline`
 * and by `ragcheck compare`, so both name the same cases for the same pair of runs:
 *
 * - a case run once (no trials on either side): a passing -> failing flip is a regression ("single run"), and so is
 *   a gated metric that dropped more than the tolerance on a still-passing case;
 * - a case with trials on both sides: its pass counts decide (one-sided Fisher exact test, Holm with Tarone's
 *   modification over every case and suite test); its metric means are changes, never regressions;
 * - each suite's pooled pass count is a test in the same family: a significant drop is a regression of its own;
 * - a metric the case has no gate for is a change, never a regression; fixes never offset regressions.
 */
import { meetsThreshold, metricSpec } from '../metric-registry.js';
import { fisherLess, fisherLessMin, taroneHolm } from './significance.js';

/** Passes out of trials. */
export interface PassCounts {
  passed: number;
  n: number;
}

/** A one-sided exact test of the pass counts (Fisher's, HEAD lower than BASE). */
export interface PassTest {
  base: PassCounts;
  head: PassCounts;
  p: number;
  /** Adjusted over every test of the comparison (Holm with Tarone's modification). */
  adjusted: number;
  significant: boolean;
}

/** One side of a case, as the rule needs it. */
export interface RuleSide {
  /** The verdict passes; undefined when the side does not say (a version 1 baseline). */
  passing?: boolean;
  /** Pass counts of its trials, when it ran at least 2. */
  counts?: PassCounts;
  /** Registry metric values (a mean over trials when it ran several); null: not measured. */
  scores: Readonly<Record<string, number | null | undefined>>;
}

/** A case both sides have. */
export interface RuleCase {
  suite: string;
  id: string;
  base: RuleSide;
  head: RuleSide;
  /** The metrics HEAD's case has a gate for: only their drops can be regressions. */
  gated: ReadonlySet<string>;
  /** HEAD's verdict is the case's known failure: not a regression. */
  known?: boolean;
}

/** A metric that moved past the tolerance (down) or rose. */
export interface MetricMove {
  metric: string;
  base: number;
  /** Null: HEAD has no value (it errored). */
  head: number | null;
  /** Counted as (part of) the case's regression; false: listed as a change. */
  counted: boolean;
}

/** What the rule decided for one case. */
export interface CaseRuling {
  regression: boolean;
  /** Why it is a regression: the pass counts, a single-run flip, or a gated metric's drop. */
  reason?: 'significant' | 'single run' | 'metric';
  /** The pass counts dropped (or the verdict flipped) but not significantly. */
  withinNoise?: boolean;
  fixed: boolean;
  test?: PassTest;
  drops: MetricMove[];
  rises: MetricMove[];
}

/** A suite's pooled pass-count test. */
export interface SuiteRuling {
  suite: string;
  test: PassTest;
}

export interface Ruling {
  cases: CaseRuling[];
  suites: SuiteRuling[];
  /** Set when the design cannot detect even a full flip of one case: said at the top of every output. */
  underpowered?: string;
}

export interface RuleOptions {
  /** Family-wise significance level. @default 0.05 */
  alpha?: number;
  /** How far a gated metric may drop on a single run. @default 0.05 */
  tolerance?: number;
}

/** A score or rate to four decimals, as baselines store it and moves report it. */
export const round4 = (value: number) => Math.round(value * 1e4) / 1e4;
const withTrials = (c: RuleCase) => c.base.counts !== undefined && c.head.counts !== undefined;

function metricMoves(c: RuleCase, tolerance: number): { drops: MetricMove[]; rises: MetricMove[] } {
  const drops: MetricMove[] = [];
  const rises: MetricMove[] = [];
  // A mean over trials (on either side) is a change: with trials only pass counts decide.
  const single = c.base.counts === undefined && c.head.counts === undefined;
  for (const [metric, before] of Object.entries(c.base.scores)) {
    if (typeof before !== 'number' || !metricSpec(metric)) continue;
    const base = round4(before);
    const value = c.head.scores[metric];
    const head = typeof value === 'number' ? round4(value) : null;
    // Compared at the precision a baseline stores, so 1/3 against its stored 0.3333 is no change.
    if (!meetsThreshold(head, base - tolerance)) {
      drops.push({ metric, base, head, counted: single && c.gated.has(metric) && c.head.passing !== false });
    } else if (head !== null && !meetsThreshold(base, head)) {
      rises.push({ metric, base, head, counted: false });
    }
  }
  return { drops, rises };
}

/** The fewest trials per case whose full flip reaches `level`. */
function trialsFor(level: number): number {
  let n = 1;
  while (fisherLess(n, n, 0, n) > level) n++;
  return n;
}

/**
 * Whether the design can see a full flip: a case that went n/n -> 0/n is tested beside at least its suite's pooled
 * test, so it must reach alpha / 2. The advice asks for enough trials to find a few such cases at once (alpha / 5:
 * two breaks, two fixes and the suite).
 */
export function underpoweredNote(trials: number, alpha: number): string | undefined {
  if (fisherLess(trials, trials, 0, trials) <= alpha / 2) return undefined;
  return `with ${trials} trials per case no single case can reach alpha ${alpha}; use ${trialsFor(alpha / 5)} or more`;
}

function pooled(list: readonly PassCounts[]): PassCounts {
  return { passed: list.reduce((s, c) => s + c.passed, 0), n: list.reduce((s, c) => s + c.n, 0) };
}

/** A one-sided Fisher test of a pass-count drop, waiting for the family's correction to say whether it counts. */
interface PendingTest {
  p: number;
  minP: number;
  base: PassCounts;
  head: PassCounts;
  apply: (t: PassTest) => void;
}

function passTest(base: PassCounts, head: PassCounts, apply: (t: PassTest) => void): PendingTest {
  return {
    p: fisherLess(base.passed, base.n, head.passed, head.n),
    minP: fisherLessMin(base.passed, base.n, head.passed, head.n),
    base,
    head,
    apply,
  };
}

/** Decides every case and suite of a comparison with the one rule (see the file's comment). */
export function ruleRegressions(cases: readonly RuleCase[], options: RuleOptions = {}): Ruling {
  const alpha = options.alpha ?? 0.05;
  const tolerance = options.tolerance ?? 0.05;
  const pending: PendingTest[] = [];
  const rulings: CaseRuling[] = cases.map((c) => {
    const ruling: CaseRuling = { regression: false, fixed: false, ...metricMoves(c, tolerance) };
    const { counts: b } = c.base;
    const { counts: h } = c.head;
    if (b && h) {
      pending.push(
        passTest(b, h, (t) => {
          ruling.test = t;
        }),
      );
    }
    return ruling;
  });
  const suites: SuiteRuling[] = [];
  const suiteNames = [...new Set(cases.filter(withTrials).map((c) => c.suite))];
  for (const suite of suiteNames) {
    const mine = cases.filter((c) => c.suite === suite && withTrials(c));
    const b = pooled(mine.map((c) => c.base.counts as PassCounts));
    const h = pooled(mine.map((c) => c.head.counts as PassCounts));
    const ruling = { suite } as SuiteRuling;
    pending.push(
      passTest(b, h, (t) => {
        ruling.test = t;
      }),
    );
    suites.push(ruling);
  }
  const { significant, adjusted } = taroneHolm(pending, alpha);
  pending.forEach((t, i) => {
    t.apply({
      base: t.base,
      head: t.head,
      p: t.p,
      adjusted: adjusted[i] as number,
      significant: significant[i] as boolean,
    });
  });
  cases.forEach((c, i) => {
    ruleOnCase(c, rulings[i] as CaseRuling);
  });
  const trials = Math.min(
    ...cases.filter(withTrials).flatMap((c) => [c.base.counts?.n as number, c.head.counts?.n as number]),
  );
  const underpowered = Number.isFinite(trials) ? underpoweredNote(trials, alpha) : undefined;
  return { cases: rulings, suites, ...(underpowered ? { underpowered } : {}) };
}

function ruleOnCase(c: RuleCase, ruling: CaseRuling): void {
  const { test } = ruling;
  if (test) {
    const dropped = test.head.passed / test.head.n < test.base.passed / test.base.n;
    ruling.fixed = test.head.passed / test.head.n > test.base.passed / test.base.n && c.head.passing === true;
    if (c.known) return;
    if (dropped && test.significant) {
      ruling.regression = true;
      ruling.reason = 'significant';
    } else if (dropped || (c.base.passing === true && c.head.passing === false)) {
      ruling.withinNoise = true;
    }
    return;
  }
  ruling.fixed = c.base.passing === false && c.head.passing === true;
  if (c.known) return;
  if (c.base.passing === true && c.head.passing === false) {
    ruling.regression = true;
    ruling.reason = 'single run';
  } else if (ruling.drops.some((d) => d.counted)) {
    ruling.regression = true;
    ruling.reason = 'metric';
  }
}
