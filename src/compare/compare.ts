/**
 * Run against run: a pure function from two runs (BASE, HEAD) to what changed. Per suite and per tag the deltas of
 * the compared metrics (one list, {@link COMPARED_METRICS}); per case its change; with trials, a one-sided Fisher
 * exact test on pass counts per case and per suite, Holm-corrected over all of them, decides what is a regression.
 * Without trials, a verdict flip gates as a single run does, and a suite's mean score may drop by the baseline
 * tolerance. Never re-runs or re-scores anything.
 */
import { ConfigError } from '../errors.js';
import { DEFAULT_BASELINE_TOLERANCE } from '../evaluate/baseline.js';
import { fisherLess, holm } from '../evaluate/significance.js';
import { formatOneLine } from '../report/format.js';
import { type CaseResult, isErrorVerdict, isPassingVerdict, type Verdict } from '../types.js';
import type { ComparedCase, Run } from './read-reports.js';

/** Every case change, in the order the outputs list them. */
export const CASE_CHANGES = [
  'error',
  'regressed',
  'changed',
  'fixed',
  'new',
  'removed',
  'not-sampled',
  'unchanged',
] as const satisfies readonly CaseChange[];

/** How a case changed from BASE to HEAD. */
export type CaseChange =
  | 'regressed'
  | 'fixed'
  | 'changed'
  | 'new'
  | 'removed'
  | 'error'
  | 'unchanged'
  /** In BASE, not in HEAD's sample: not run, so not removed. */
  | 'not-sampled';

/** A metric compared per suite and per tag: a mean over cases (scores), or a sum (tokens, cost). */
export interface ComparedMetric {
  key: string;
  label: string;
  /** `mean` over the cases that have a value; `sum` of the values. */
  aggregate: 'mean' | 'sum';
  /** A score in [0, 1] whose drop past the tolerance fails a single-run comparison (as the baseline does). */
  score: boolean;
  /** Whether a higher value is better (tokens and cost: lower). */
  higherIsBetter: boolean;
  /** The case's value, or null when it has none (not measured, out of scope, errored). */
  value(c: ComparedCase): number | null;
}

/** A case's score: its mean over trials when it ran several, else its metric; any metric key, known or later. */
function scoreValue(key: string): (c: ComparedCase) => number | null {
  return (c) => {
    const trials = c.trials?.metrics as Record<string, { mean: number | null } | undefined> | undefined;
    const fromTrials = trials?.[key]?.mean;
    if (typeof fromTrials === 'number') return fromTrials;
    const value = (c.metrics as Record<string, unknown>)[key];
    return typeof value === 'number' ? value : null;
  };
}

const score = (key: string, label: string): ComparedMetric => ({
  key,
  label,
  aggregate: 'mean',
  score: true,
  higherIsBetter: true,
  value: scoreValue(key),
});

/** A case's pass rate: its trials' share, else 1 or 0. */
export function passRateOfCase(c: ComparedCase): number {
  return c.trials ? c.trials.passRate : isPassingVerdict(c.verdict) ? 1 : 0;
}

/**
 * Every metric `ragcheck compare` shows, in column order. A metric added to the case results later (correctness,
 * citations) needs one entry here and nothing else; a metric no case of either run has is not shown.
 */
export const COMPARED_METRICS: readonly ComparedMetric[] = [
  { key: 'passRate', label: 'pass rate', aggregate: 'mean', score: false, higherIsBetter: true, value: passRateOfCase },
  score('contextRecall', 'recall'),
  score('faithfulness', 'faithfulness'),
  score('keywordCoverage', 'keyword coverage'),
  score('correctness', 'correctness'),
  score('citationValidity', 'citation validity'),
  score('citationSupport', 'citation support'),
  {
    key: 'refusalAccuracy',
    label: 'refusal accuracy',
    aggregate: 'mean',
    score: false,
    higherIsBetter: true,
    // Out of scope (no golden) must refuse, in scope must not; an errored case has no answer to read.
    value: (c) => (c.answer === null ? null : (c.golden.length === 0) === c.metrics.refused ? 1 : 0),
  },
  {
    key: 'tokens',
    label: 'tokens',
    aggregate: 'sum',
    score: false,
    higherIsBetter: false,
    value: (c) => c.judge.usage?.totalTokens ?? null,
  },
  {
    key: 'costUsd',
    label: 'cost (USD)',
    aggregate: 'sum',
    score: false,
    higherIsBetter: false,
    value: (c) => c.judge.usage?.costUsd ?? null,
  },
];

export interface MetricDelta {
  key: string;
  label: string;
  base: number | null;
  head: number | null;
  /** head - base, when both have a value. */
  delta: number | null;
  /** Set when a single-run score dropped by more than the tolerance: this fails the comparison. */
  beyondTolerance?: true;
}

/** A one-sided exact test of the pass counts (Fisher's, HEAD lower than BASE). */
export interface PassTest {
  base: { passed: number; n: number };
  head: { passed: number; n: number };
  p: number;
  /** Holm-adjusted over every test of the comparison. */
  adjusted: number;
  significant: boolean;
}

export interface CaseComparison {
  suite: string;
  id: string;
  change: CaseChange;
  base?: { verdict: Verdict; status: string; trials?: { passed: number; n: number } };
  head?: { verdict: Verdict; status: string; trials?: { passed: number; n: number } };
  /** The pass-count test, when both runs ran the case with trials. */
  test?: PassTest;
  /** The change fails the comparison (exit 1): a significant regression, a single-run flip, a new ERROR. */
  gating: boolean;
  /** Why it gates or not, for people: `single run: re-run with trials to confirm`, `within noise (p 0.31)`. */
  note?: string;
  /** For a newly failing case: HEAD's one-line diagnosis. */
  diagnosis?: string;
  /** Where the case is written (HEAD's, else BASE's). */
  source?: { file: string; line: number };
  /** A new case with the question of a removed one (or the removed one's new id). */
  renamedFrom?: string;
  renamedTo?: string;
}

export interface SuiteComparison {
  name: string;
  state: 'both' | 'new' | 'removed';
  /** Cases compared (in both runs), and in each run. */
  cases: { compared: number; base: number; head: number };
  metrics: MetricDelta[];
  test?: PassTest;
  sample?: { size: number; total: number; seed: string };
}

export interface TagComparison {
  tag: string;
  cases: number;
  metrics: MetricDelta[];
}

export interface Comparison {
  base: { path: string; files: string[]; schemaVersion: number };
  head: { path: string; files: string[]; schemaVersion: number };
  alpha: number;
  tolerance: number;
  /** The judge both runs were scored by, as `name model (version)`. */
  judge: string;
  /** Notes on what could not be checked (a v2 report has no judge version). */
  notes: string[];
  /** HEAD ran a sample: how many of the suites' cases. */
  sampled?: { size: number; total: number; seeds: string[] };
  suites: SuiteComparison[];
  tags: TagComparison[];
  cases: CaseComparison[];
  counts: Record<CaseChange, number>;
  /** With no base report (`--baselines`): cases whose score dropped past the tolerance against the baseline. */
  baselineRegressions?: BaselineRegression[];
  /** Changes that fail the comparison: gating cases, significant suite drops, scores beyond tolerance. */
  regressions: number;
}

/** A case whose score dropped past the tolerance against its committed baseline (`--baselines`). */
export interface BaselineRegression {
  suite: string;
  id: string;
  metric: string;
  accepted: number;
  /** Null: the case errored. */
  current: number | null;
  source?: { file: string; line: number };
}

export interface CompareOptions {
  /** Significance level of the Holm-corrected tests. @default 0.05 */
  alpha?: number;
  /** How far a single-run suite's mean score may drop. @default 0.05 (the baseline's) */
  tolerance?: number;
}

interface JudgeIdentity {
  names: Set<string>;
  models: Set<string>;
  versions: Set<string>;
  /** Cases that carry no version (a v2 report). */
  unversioned: number;
}

function judgeIdentity(run: Run): JudgeIdentity {
  const id: JudgeIdentity = { names: new Set(), models: new Set(), versions: new Set(), unversioned: 0 };
  for (const c of run.cases) {
    if (c.judge.name === 'none') continue;
    id.names.add(c.judge.name);
    if (c.judge.model) id.models.add(c.judge.model);
    if (c.judge.version) id.versions.add(c.judge.version);
    else id.unversioned++;
  }
  return id;
}

const listOf = (set: Set<string>) => [...set].sort().join(', ') || 'none';

function describeJudge(id: JudgeIdentity): string {
  const model = id.models.size > 0 ? ` ${listOf(id.models)}` : '';
  const version = id.versions.size > 0 ? ` (${listOf(id.versions)})` : '';
  return `${listOf(id.names)}${model}${version}`;
}

const sameSet = (a: Set<string>, b: Set<string>) => a.size === b.size && [...a].every((x) => b.has(x));

/**
 * Refuses two runs scored by different judges (name, model, or prompt/rules version): their faithfulness scores and
 * verdicts do not measure the same thing. A run without versions (schema 2) is compared by name and model, noted.
 */
function checkJudges(base: Run, head: Run, notes: string[]): string {
  const a = judgeIdentity(base);
  const b = judgeIdentity(head);
  const problems: string[] = [];
  if (!sameSet(a.names, b.names)) problems.push(`judge ${listOf(a.names)} vs ${listOf(b.names)}`);
  if (a.models.size > 0 && b.models.size > 0 && !sameSet(a.models, b.models)) {
    problems.push(`model ${listOf(a.models)} vs ${listOf(b.models)}`);
  }
  if (a.versions.size > 0 && b.versions.size > 0 && !sameSet(a.versions, b.versions)) {
    problems.push(`version ${listOf(a.versions)} vs ${listOf(b.versions)}`);
  }
  if (problems.length > 0) {
    throw new ConfigError(
      `${base.path} and ${head.path} were scored by different judges (${problems.join('; ')}): faithfulness scores and verdicts of different judges (or of another prompt or rules version) are not comparable, so they are not compared. Run both with the same judge (--judge, RAGCHECK_JUDGE, RAGCHECK_JUDGE_MODEL), e.g. re-run the base branch.`,
    );
  }
  for (const [run, id] of [
    [base, a],
    [head, b],
  ] as const) {
    if (id.unversioned > 0 && id.names.size > 0) {
      notes.push(
        `${run.path} does not say its judge's prompt or rules version (a schema ${run.schemaVersion} report): judges compared by name and model only`,
      );
    }
  }
  return describeJudge(b.names.size > 0 ? b : a);
}

function caseKey(c: { suite: string; id: string }): string {
  return `${c.suite}\0${c.id}`;
}

const trialCounts = (c: ComparedCase) => (c.trials ? { passed: c.trials.passed, n: c.trials.n } : undefined);
const side = (c: ComparedCase) => {
  const trials = trialCounts(c);
  return { verdict: c.verdict, status: c.status, ...(trials ? { trials } : {}) };
};

function changeOf(base: ComparedCase, head: ComparedCase): CaseChange {
  const wasError = isErrorVerdict(base.verdict);
  if (isErrorVerdict(head.verdict)) return wasError && base.verdict === head.verdict ? 'unchanged' : 'error';
  const before = isPassingVerdict(base.verdict);
  const now = isPassingVerdict(head.verdict);
  if (before && !now) return 'regressed';
  if (!before && now) return 'fixed';
  return base.verdict === head.verdict ? 'unchanged' : 'changed';
}

function aggregate(metric: ComparedMetric, cases: readonly ComparedCase[]): number | null {
  let sum = 0;
  let n = 0;
  for (const c of cases) {
    const value = metric.value(c);
    if (value === null) continue;
    sum += value;
    n++;
  }
  if (n === 0) return null;
  return metric.aggregate === 'sum' ? sum : sum / n;
}

/** The deltas of every metric either side has a value for. */
function metricDeltas(base: readonly ComparedCase[], head: readonly ComparedCase[]): MetricDelta[] {
  const out: MetricDelta[] = [];
  for (const metric of COMPARED_METRICS) {
    const a = aggregate(metric, base);
    const b = aggregate(metric, head);
    if (a === null && b === null) continue;
    out.push({
      key: metric.key,
      label: metric.label,
      base: a,
      head: b,
      delta: a !== null && b !== null ? b - a : null,
    });
  }
  return out;
}

const EPSILON = 1e-9;

/**
 * Compares two runs. Throws a ConfigError (bad input) when their judges differ. Cases are matched by suite and id;
 * metric deltas are over the cases both runs have, so a sampled HEAD is compared with the same cases of BASE.
 */
export function compareRuns(base: Run, head: Run, options: CompareOptions = {}): Comparison {
  const alpha = options.alpha ?? 0.05;
  const tolerance = options.tolerance ?? DEFAULT_BASELINE_TOLERANCE;
  if (!(alpha > 0 && alpha < 1)) throw new ConfigError(`--alpha must be between 0 and 1, e.g. 0.05 (got ${alpha})`);
  if (!(tolerance >= 0 && tolerance <= 1)) {
    throw new ConfigError(`--tolerance must be between 0 and 1, e.g. 0.05 (got ${tolerance})`);
  }
  const notes: string[] = [];
  const judge = checkJudges(base, head, notes);

  const baseByKey = new Map(base.cases.map((c) => [caseKey(c), c]));
  const headByKey = new Map(head.cases.map((c) => [caseKey(c), c]));
  const headSuites = new Map(head.suites.map((s) => [s.name, s]));
  const baseSuiteNames = new Set(base.suites.map((s) => s.name));

  const cases: CaseComparison[] = [];
  const pairs: { base: ComparedCase; head: ComparedCase; entry: CaseComparison }[] = [];
  for (const h of head.cases) {
    const b = baseByKey.get(caseKey(h));
    if (!b) {
      cases.push({ suite: h.suite, id: h.id, change: 'new', head: side(h), gating: false, ...sourceOf(h) });
      continue;
    }
    const entry: CaseComparison = {
      suite: h.suite,
      id: h.id,
      change: changeOf(b, h),
      base: side(b),
      head: side(h),
      gating: false,
      ...sourceOf(h, b),
    };
    cases.push(entry);
    pairs.push({ base: b, head: h, entry });
  }
  for (const b of base.cases) {
    if (headByKey.has(caseKey(b))) continue;
    const sampled = headSuites.get(b.suite)?.sample !== undefined;
    cases.push({
      suite: b.suite,
      id: b.id,
      change: sampled ? 'not-sampled' : 'removed',
      base: side(b),
      gating: false,
      ...sourceOf(b),
    });
  }
  pairRenames(cases, baseByKey, headByKey);

  // The tests: each case both runs ran with trials, and each suite over those cases' pooled trials.
  const tests: { p: number; apply: (t: PassTest) => void }[] = [];
  for (const { base: b, head: h, entry } of pairs) {
    const bt = trialCounts(b);
    const ht = trialCounts(h);
    if (!bt || !ht) continue;
    tests.push({
      p: fisherLess(bt.passed, bt.n, ht.passed, ht.n),
      apply: (t) => {
        entry.test = { ...t, base: bt, head: ht };
      },
    });
  }
  const suiteNames = [...new Set([...base.suites.map((s) => s.name), ...head.suites.map((s) => s.name)])];
  const suites: SuiteComparison[] = suiteNames.map((name) => {
    const inBase = baseSuiteNames.has(name) && base.cases.some((c) => c.suite === name);
    const inHead = headSuites.has(name) && head.cases.some((c) => c.suite === name);
    const mine = pairs.filter((p) => p.base.suite === name);
    const sample = headSuites.get(name)?.sample;
    const suite: SuiteComparison = {
      name,
      state: inBase && inHead ? 'both' : inBase ? 'removed' : 'new',
      cases: {
        compared: mine.length,
        base: base.cases.filter((c) => c.suite === name).length,
        head: head.cases.filter((c) => c.suite === name).length,
      },
      metrics:
        inBase && inHead
          ? metricDeltas(
              mine.map((p) => p.base),
              mine.map((p) => p.head),
            )
          : metricDeltas(
              base.cases.filter((c) => c.suite === name),
              head.cases.filter((c) => c.suite === name),
            ),
      ...(sample ? { sample } : {}),
    };
    const tested = mine.filter((p) => p.base.trials && p.head.trials);
    if (tested.length > 0) {
      const counts = (list: ComparedCase[]) => ({
        passed: list.reduce((sum, c) => sum + (c.trials?.passed ?? 0), 0),
        n: list.reduce((sum, c) => sum + (c.trials?.n ?? 0), 0),
      });
      const bc = counts(tested.map((p) => p.base));
      const hc = counts(tested.map((p) => p.head));
      tests.push({
        p: fisherLess(bc.passed, bc.n, hc.passed, hc.n),
        apply: (t) => {
          suite.test = { ...t, base: bc, head: hc };
        },
      });
    } else if (suite.state === 'both') {
      // A single run: a mean score may drop by the baseline's tolerance, as `npm test` allows against a baseline.
      for (const m of suite.metrics) {
        const metric = COMPARED_METRICS.find((x) => x.key === m.key);
        if (metric?.score && m.delta !== null && m.delta < -tolerance - EPSILON) m.beyondTolerance = true;
      }
    }
    return suite;
  });
  const { significant, adjusted } = holm(
    tests.map((t) => t.p),
    alpha,
  );
  tests.forEach((t, i) => {
    t.apply({
      p: t.p,
      adjusted: adjusted[i] as number,
      significant: significant[i] as boolean,
      base: { passed: 0, n: 0 },
      head: { passed: 0, n: 0 },
    });
  });

  for (const { head: h, entry } of pairs) decideGate(entry, h);

  const tags = compareTags(pairs);
  const counts = zeroCounts();
  for (const c of cases) counts[c.change]++;
  const regressions =
    cases.filter((c) => c.gating).length +
    suites.filter((s) => s.test?.significant).length +
    suites.reduce((sum, s) => sum + s.metrics.filter((m) => m.beyondTolerance).length, 0);
  const sampled = sampledOf(head);
  const order = (c: CaseChange) => CASE_CHANGES.indexOf(c);
  cases.sort((a, b) => order(a.change) - order(b.change) || Number(b.gating) - Number(a.gating));
  return {
    base: { path: base.path, files: base.files, schemaVersion: base.schemaVersion },
    head: { path: head.path, files: head.files, schemaVersion: head.schemaVersion },
    alpha,
    tolerance,
    judge,
    notes,
    ...(sampled ? { sampled } : {}),
    suites,
    tags,
    cases,
    counts,
    regressions,
  };
}

/** How many of its suites' cases a sampled run ran; undefined for a run that sampled nothing. */
export function sampledOf(head: Run): Comparison['sampled'] {
  const sampledSuites = head.suites.filter((s) => s.sample);
  if (sampledSuites.length === 0) return undefined;
  return {
    size: head.cases.length,
    total: head.suites.reduce(
      (sum, s) => sum + (s.sample?.total ?? head.cases.filter((c) => c.suite === s.name).length),
      0,
    ),
    seeds: [...new Set(sampledSuites.map((s) => s.sample?.seed as string))],
  };
}

/** Every change, each counted 0 times. */
export function zeroCounts(): Record<CaseChange, number> {
  return Object.fromEntries(CASE_CHANGES.map((c) => [c, 0])) as Record<CaseChange, number>;
}

function sourceOf(...from: ComparedCase[]): { source?: { file: string; line: number } } {
  const found = from.find((c) => c.source)?.source;
  return found ? { source: found } : {};
}

/** A new case whose question a removed case of the same suite had: most likely renamed. */
function pairRenames(
  cases: CaseComparison[],
  baseByKey: Map<string, ComparedCase>,
  headByKey: Map<string, ComparedCase>,
): void {
  const removed = new Map<string, CaseComparison>();
  for (const c of cases) {
    if (c.change !== 'removed') continue;
    const question = baseByKey.get(caseKey(c))?.question;
    if (question !== undefined) removed.set(`${c.suite}\0${question}`, c);
  }
  for (const c of cases) {
    if (c.change !== 'new') continue;
    const question = headByKey.get(caseKey(c))?.question;
    const old = question === undefined ? undefined : removed.get(`${c.suite}\0${question}`);
    if (!old || old.renamedTo !== undefined) continue;
    c.renamedFrom = old.id;
    old.renamedTo = c.id;
  }
}

function decideGate(entry: CaseComparison, head: ComparedCase): void {
  // An unreviewed draft's labels may be wrong: what it shows is reported, never a regression.
  if (head.status === 'draft') {
    entry.note = 'unreviewed draft: not gating';
    if (entry.change === 'regressed' || entry.change === 'error') entry.diagnosis = formatOneLine(head as CaseResult);
    return;
  }
  if (entry.change === 'error') {
    entry.gating = true;
    entry.note = `became ${head.verdict}`;
    entry.diagnosis = formatOneLine(head as CaseResult);
    return;
  }
  if (entry.change !== 'regressed') {
    if (entry.test?.significant) entry.note = `pass count dropped (p ${formatP(entry.test.adjusted)}, Holm)`;
    return;
  }
  entry.diagnosis = formatOneLine(head as CaseResult);
  if (head.status === 'known') {
    entry.note = 'now matches its knownFailure';
    return;
  }
  if (entry.test) {
    entry.gating = entry.test.significant;
    entry.note = entry.test.significant
      ? `significant (p ${formatP(entry.test.adjusted)}, Holm-adjusted)`
      : `within noise (p ${formatP(entry.test.adjusted)}, Holm-adjusted, alpha not reached)`;
    return;
  }
  entry.gating = true;
  entry.note = 'single run: re-run with trials to confirm';
}

/** `0.003`, `<0.001`. */
export function formatP(p: number): string {
  return p < 0.001 ? '<0.001' : p.toFixed(3);
}

function compareTags(pairs: readonly { base: ComparedCase; head: ComparedCase }[]): TagComparison[] {
  const byTag = new Map<string, { base: ComparedCase[]; head: ComparedCase[] }>();
  for (const { base, head } of pairs) {
    for (const tag of new Set([...base.tags, ...head.tags])) {
      const entry = byTag.get(tag) ?? { base: [], head: [] };
      entry.base.push(base);
      entry.head.push(head);
      byTag.set(tag, entry);
    }
  }
  return [...byTag.keys()].sort().map((tag) => {
    const entry = byTag.get(tag) as { base: ComparedCase[]; head: ComparedCase[] };
    return { tag, cases: entry.head.length, metrics: metricDeltas(entry.base, entry.head) };
  });
}
