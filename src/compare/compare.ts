/**
 * Run against run: a pure function from two runs (BASE, HEAD) to what changed. Per suite and per tag the deltas of
 * the compared metrics (one list, {@link COMPARED_METRICS}); per case its change; which changes are regressions is
 * decided by the one rule the baseline check also applies (src/evaluate/regression.ts): with trials the pass counts
 * (one-sided Fisher exact tests per case and per suite, Holm with Tarone's modification), without trials a verdict
 * flip or a gated score's drop past the tolerance. Never re-runs or re-scores anything.
 */

import { ConfigError } from '../errors.js';
import { DEFAULT_BASELINE_TOLERANCE } from '../evaluate/baseline.js';
import { type CaseRuling, type PassTest, type RuleCase, type Ruling, ruleRegressions } from '../evaluate/regression.js';
import { METRIC_KEYS, METRICS } from '../metric-registry.js';
import { formatOneLine } from '../report/format.js';
import { type CaseResult, caseResultFromJson, isErrorVerdict, isPassingVerdict, type Verdict } from '../types.js';
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
  /** A score in [0, 1] of the metric registry (the others are counts, sums or the pass rate). */
  score: boolean;
  /** Whether a higher value is better (tokens and cost: lower). */
  higherIsBetter: boolean;
  /** The case's value, or null when it has none (not measured, out of scope, errored). */
  value(c: ComparedCase): number | null;
}

/** A case's score: its mean over trials when it ran several, else its metric; any metric key, known or later. */
export function scoreValue(key: string): (c: ComparedCase) => number | null {
  return (c) => {
    const trials = c.trials?.metrics as Record<string, { mean: number | null } | undefined> | undefined;
    const fromTrials = trials?.[key]?.mean;
    if (typeof fromTrials === 'number') return fromTrials;
    const value = (c.metrics as Record<string, unknown>)[key];
    return typeof value === 'number' ? value : null;
  };
}

const scoreMetric = (key: string, label: string): ComparedMetric => ({
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
 * Every metric `ragcheck compare` shows, in column order: the pass rate, the registry's compared metrics, then what
 * is not a score. A metric no case of either run has is not shown.
 */
export const COMPARED_METRICS: readonly ComparedMetric[] = [
  { key: 'passRate', label: 'pass rate', aggregate: 'mean', score: false, higherIsBetter: true, value: passRateOfCase },
  ...METRICS.filter((m) => m.compared).map((m) => scoreMetric(m.key, m.label)),
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
}

export type { PassTest };

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
  /** The case got worse (pass count or verdict) but not significantly: a change, not a regression. */
  withinNoise?: true;
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
  /** The runs were scored by different judges: what differs. Still compared; differences may come from the judge. */
  judgeChanged?: string;
  /** The trials cannot show even a full flip of one case: said at the top of every output. */
  underpowered?: string;
  /** The regressed cases' ids, each once (what the headline names). */
  regressedIds: string[];
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
  /** Changes that fail the comparison, one per case (gating cases) plus one per suite whose pass count dropped. */
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
  /** Significance level of the tests (Holm with Tarone's modification). @default 0.05 */
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

function judgesOfRun(run: Run): JudgeIdentity {
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
 * Notes two runs scored by different judges (name, model, or prompt/rules version): they are still compared, but
 * their differences may come from the judge (a ragcheck upgrade changes the rules version). A run without versions
 * (schema 2) is compared by name and model, noted.
 */
function checkJudges(base: Run, head: Run, notes: string[]): { judge: string; changed?: string } {
  const a = judgesOfRun(base);
  const b = judgesOfRun(head);
  const problems: string[] = [];
  if (!sameSet(a.names, b.names)) problems.push(`judge ${listOf(a.names)} vs ${listOf(b.names)}`);
  if (a.models.size > 0 && b.models.size > 0 && !sameSet(a.models, b.models)) {
    problems.push(`model ${listOf(a.models)} vs ${listOf(b.models)}`);
  }
  if (a.versions.size > 0 && b.versions.size > 0 && !sameSet(a.versions, b.versions)) {
    problems.push(`version ${listOf(a.versions)} vs ${listOf(b.versions)}`);
  }
  if (problems.length > 0) {
    notes.push(
      `judge changed (${problems.join('; ')}): differences below may come from the judge (another judge, model or prompt/rules version scores differently), not from the app`,
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
  const judge = describeJudge(b.names.size > 0 ? b : a);
  return problems.length > 0 ? { judge, changed: problems.join('; ') } : { judge };
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

/** A case both runs have, with its entry in the comparison. */
interface Pair {
  base: ComparedCase;
  head: ComparedCase;
  entry: CaseComparison;
}

function checkCompareOptions(options: CompareOptions): { alpha: number; tolerance: number } {
  const alpha = options.alpha ?? 0.05;
  const tolerance = options.tolerance ?? DEFAULT_BASELINE_TOLERANCE;
  if (!(alpha > 0 && alpha < 1)) throw new ConfigError(`--alpha must be between 0 and 1, e.g. 0.05 (got ${alpha})`);
  if (!(tolerance >= 0 && tolerance <= 1)) {
    throw new ConfigError(`--tolerance must be between 0 and 1, e.g. 0.05 (got ${tolerance})`);
  }
  return { alpha, tolerance };
}

/** Every case of either run, matched by suite and id: the pairs both runs have, new, removed and not sampled. */
function matchCases(base: Run, head: Run): { cases: CaseComparison[]; pairs: Pair[] } {
  const baseByKey = new Map(base.cases.map((c) => [caseKey(c), c]));
  const headByKey = new Map(head.cases.map((c) => [caseKey(c), c]));
  const headSuites = new Map(head.suites.map((s) => [s.name, s]));
  const cases: CaseComparison[] = [];
  const pairs: Pair[] = [];
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
  return { cases, pairs };
}

/**
 * One suite: its metric deltas (over the cases both runs have, or every case of a new or removed suite) and its
 * pooled pass-count test, when the rule made one. Suite means are changes, never regressions.
 */
function compareSuite(
  name: string,
  runs: { base: Run; head: Run },
  pairs: readonly Pair[],
  ruling: Ruling,
): SuiteComparison {
  const { base, head } = runs;
  const headSuite = head.suites.find((s) => s.name === name);
  const baseCases = base.cases.filter((c) => c.suite === name);
  const headCases = head.cases.filter((c) => c.suite === name);
  const inBase = base.suites.some((s) => s.name === name) && baseCases.length > 0;
  const inHead = headSuite !== undefined && headCases.length > 0;
  const mine = pairs.filter((p) => p.base.suite === name);
  const sample = headSuite?.sample;
  const both = inBase && inHead;
  const suite: SuiteComparison = {
    name,
    state: both ? 'both' : inBase ? 'removed' : 'new',
    cases: { compared: mine.length, base: baseCases.length, head: headCases.length },
    metrics: both
      ? metricDeltas(
          mine.map((p) => p.base),
          mine.map((p) => p.head),
        )
      : metricDeltas(baseCases, headCases),
    ...(sample ? { sample } : {}),
  };
  const test = ruling.suites.find((x) => x.suite === name)?.test;
  if (test && both) suite.test = test;
  return suite;
}

/**
 * Compares two runs. Throws a ConfigError (bad input) when their judges differ. Cases are matched by suite and id;
 * metric deltas are over the cases both runs have, so a sampled HEAD is compared with the same cases of BASE.
 */
export function compareRuns(base: Run, head: Run, options: CompareOptions = {}): Comparison {
  const { alpha, tolerance } = checkCompareOptions(options);
  const notes: string[] = [];
  const { judge, changed } = checkJudges(base, head, notes);
  const { cases, pairs: all } = matchCases(base, head);
  // An unreviewed draft's labels may be wrong: what it shows is reported, never a regression, and it is no part of
  // the family of tests the rule corrects for.
  const pairs = all.filter((pair) => pair.head.status !== 'draft');
  for (const pair of all) if (pair.head.status === 'draft') decideDraft(pair.entry, pair.head);
  const ruling = ruleRegressions(pairs.map(ruleCaseOf), { alpha, tolerance });
  pairs.forEach((pair, i) => {
    decideGate(pair.entry, pair.head, ruling.cases[i] as CaseRuling);
  });
  const suiteNames = [...new Set([...base.suites.map((s) => s.name), ...head.suites.map((s) => s.name)])];
  const suites = suiteNames.map((name) => compareSuite(name, { base, head }, pairs, ruling));

  const counts = zeroCounts();
  for (const c of cases) counts[c.change]++;
  const regressions = cases.filter((c) => c.gating).length + suites.filter((s) => s.test?.significant).length;
  const sampled = sampledOf(head);
  const order = (c: CaseChange) => CASE_CHANGES.indexOf(c);
  cases.sort((a, b) => order(a.change) - order(b.change) || Number(b.gating) - Number(a.gating));
  const regressedIds = [...new Set(cases.filter((c) => c.gating).map((c) => c.id))];
  return {
    base: { path: base.path, files: base.files, schemaVersion: base.schemaVersion },
    head: { path: head.path, files: head.files, schemaVersion: head.schemaVersion },
    alpha,
    tolerance,
    judge,
    ...(changed ? { judgeChanged: changed } : {}),
    ...(ruling.underpowered ? { underpowered: ruling.underpowered } : {}),
    notes,
    ...(sampled ? { sampled } : {}),
    suites,
    regressedIds,
    tags: compareTags(pairs),
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

/** The rule's view of a compared case (src/evaluate/regression.ts, as the baseline check builds it). */
function ruleCaseOf({ base, head }: Pair): RuleCase {
  const side = (c: ComparedCase) => ({
    passing: isPassingVerdict(c.verdict),
    ...(c.trials ? { counts: { passed: c.trials.passed, n: c.trials.n } } : {}),
    scores: Object.fromEntries(METRIC_KEYS.map((key) => [key, scoreValue(key)(c)])),
  });
  return {
    suite: head.suite,
    id: head.id,
    base: side(base),
    head: side(head),
    gated: new Set(head.gates.map((g) => g.metric)),
    known: head.status === 'known',
  };
}

/** A draft's entry: noted, and its diagnosis shown when it got worse; never gating. */
function decideDraft(entry: CaseComparison, head: ComparedCase): void {
  entry.note = 'unreviewed draft: not gating';
  if (entry.change === 'regressed' || entry.change === 'error') {
    entry.diagnosis = formatOneLine(caseResultFromJson(head) as unknown as CaseResult);
  }
}

function decideGate(entry: CaseComparison, head: ComparedCase, ruling: CaseRuling): void {
  if (ruling.test) entry.test = ruling.test;
  if (entry.change === 'error') {
    entry.gating = true;
    entry.note = `became ${head.verdict}`;
    entry.diagnosis = formatOneLine(caseResultFromJson(head) as unknown as CaseResult);
    return;
  }
  if (entry.change === 'regressed' || ruling.regression) {
    entry.diagnosis = formatOneLine(caseResultFromJson(head) as unknown as CaseResult);
  }
  if (head.status === 'known' && entry.change === 'regressed') {
    entry.note = 'now matches its knownFailure';
    return;
  }
  const t = ruling.test;
  if (ruling.regression) {
    entry.gating = true;
    entry.change = 'regressed';
    entry.note =
      ruling.reason === 'significant' && t
        ? `significant: passed ${t.base.passed}/${t.base.n} -> ${t.head.passed}/${t.head.n} trials (p ${formatP(t.adjusted)}, Holm-Tarone)`
        : ruling.reason === 'metric'
          ? `single run: ${ruling.drops
              .filter((d) => d.counted)
              .map((d) => `${d.metric} ${d.base.toFixed(2)} -> ${d.head === null ? 'n/a' : d.head.toFixed(2)}`)
              .join(', ')} (beyond tolerance)`
          : 'single run: re-run with trials to confirm';
    return;
  }
  if (ruling.withinNoise) {
    entry.withinNoise = true;
    entry.note = t
      ? `within noise: passed ${t.base.passed}/${t.base.n} -> ${t.head.passed}/${t.head.n} trials (p ${formatP(t.adjusted)}, Holm-Tarone, alpha not reached)`
      : 'within noise';
  }
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
