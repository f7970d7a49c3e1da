/**
 * The metric registry: every score a case is measured on, declared once. The thresholds schema, the gates, the
 * retrieval verdict, trial means, baselines, `ragcheck compare` and the docs table in docs/verdicts.md all derive
 * their lists from {@link METRICS}, so adding a metric is one entry here plus its scorer (docs/architecture.md,
 * "Adding a metric"). This file imports nothing: every layer may read it.
 */

/**
 * The tolerance of every threshold comparison. Scores such as 2/3 and thresholds computed as 1 - 1/3 or 0.1 + 0.2
 * differ from their decimal by rounding; a value that reaches its threshold up to this much reaches it.
 */
export const SCORE_EPSILON = 1e-9;

/** True when `value` reaches `threshold` (with {@link SCORE_EPSILON}); null never does. */
export function meetsThreshold(value: number | null, threshold: number): boolean {
  return value !== null && value + SCORE_EPSILON >= threshold;
}

/** True when `value` is above `than` by more than rounding ({@link SCORE_EPSILON}): a real rise. */
export function exceeds(value: number, than: number): boolean {
  return value > than + SCORE_EPSILON;
}

/** Which half of the pipeline a metric measures; a failed `retrieval` gate is the verdict `FIX retrieval`. */
export type MetricKind = 'retrieval' | 'faithfulness' | 'relevancy' | 'correctness' | 'citation';

/** When a metric's gate applies. */
export type MetricGate =
  /** Always (with the default threshold), for in-scope cases where the kind says so. */
  | 'always'
  /** With the default threshold, only when the case has keywords. */
  | 'with-keywords'
  /** Only when a threshold is set explicitly (suite or case). */
  | 'when-set';

/** One metric, declared once. */
export interface MetricSpec<K extends string = string> {
  /** The key in `metrics`, `thresholds`, trial means, baselines and compare outputs. */
  readonly key: K;
  /** Its name in people's outputs (compare tables, the PR comment). */
  readonly label: string;
  readonly kind: MetricKind;
  /** Every registry metric is a score in [0, 1] where higher is better. */
  readonly direction: 'higher';
  /** The threshold a suite starts from; absent for metrics that gate only when set. */
  readonly defaultThreshold?: number;
  readonly gate: MetricGate;
  /** `ragcheck compare` shows its mean per suite and tag (the @k metrics are not shown: recall summarises them). */
  readonly compared: boolean;
  /** The description cell of its row in docs/verdicts.md's Gates table (checked by a docs test). */
  readonly doc: string;
}

const atK = <K extends string>(key: K, what: string) =>
  ({
    key,
    label: key,
    kind: 'retrieval',
    direction: 'higher',
    gate: 'when-set',
    compared: false,
    doc: `${what} in the top \`k\` returned contexts; gates only when you set a threshold; \`k\` defaults to 3`,
  }) as const satisfies MetricSpec<K>;

/**
 * Every metric, in the order of the thresholds schema, the case result's trial means and the compare columns.
 */
export const METRICS = [
  {
    key: 'contextRecall',
    label: 'recall',
    direction: 'higher',
    kind: 'retrieval',
    defaultThreshold: 0.99,
    gate: 'always',
    compared: true,
    doc: 'share of golden entries matched by the returned contexts (in scope only; see [how golden entries match](writing-cases.md#how-golden-entries-match-retrieved-chunks))',
  },
  {
    key: 'faithfulness',
    label: 'faithfulness',
    direction: 'higher',
    kind: 'faithfulness',
    defaultThreshold: 0.6,
    gate: 'always',
    compared: true,
    doc: 'supported claims / claims, from the judge; a refusal scores 1 (one the statement model settled is judged); a question is no claim (see [questions](#questions))',
  },
  {
    key: 'keywordCoverage',
    label: 'keyword coverage',
    direction: 'higher',
    kind: 'relevancy',
    defaultThreshold: 0.5,
    gate: 'with-keywords',
    compared: true,
    doc: 'only when the case has `keywords`: whole words, singular or plural, through possessives and elisions, numbers by value ([numbers](numbers.md#keyword-coverage))',
  },
  {
    key: 'correctness',
    label: 'correctness',
    direction: 'higher',
    kind: 'correctness',
    gate: 'when-set',
    compared: true,
    doc: "share of the case's `reference` the answer states, when set and the case has a reference ([correctness.md](correctness.md))",
  },
  {
    key: 'citationValidity',
    label: 'citation validity',
    direction: 'higher',
    kind: 'citation',
    gate: 'when-set',
    compared: true,
    doc: "share of the answer's citation markers that resolve to a returned context; gates only when set and the answer has markers ([citations.md](citations.md))",
  },
  {
    key: 'citationSupport',
    label: 'citation support',
    direction: 'higher',
    kind: 'citation',
    gate: 'when-set',
    compared: true,
    doc: 'share of cited sentences their cited chunks support; gates only when set and the answer has markers ([citations.md](citations.md))',
  },
  atK('hitAtK', 'any golden entry'),
  atK('recallAtK', 'share of golden entries'),
  atK('precisionAtK', 'share of contexts that are golden'),
  atK('reciprocalRank', '1 / rank of the first golden context'),
  atK('ndcgAtK', 'discounted gain of golden contexts'),
] as const satisfies readonly MetricSpec[];

/** A metric's key. */
export type MetricKey = (typeof METRICS)[number]['key'];

/** Every metric key, in registry order. */
export const METRIC_KEYS: readonly MetricKey[] = METRICS.map((m) => m.key);

/** The metric with this key, or undefined for another name (`passRate`, `tokens`). */
export function metricSpec(key: string): MetricSpec<MetricKey> | undefined {
  return (METRICS as readonly MetricSpec<MetricKey>[]).find((m) => m.key === key);
}

/** Keys of the metrics of one kind, in registry order. */
export function metricsOfKind<T extends MetricKind>(kind: T): MetricKey[] {
  return METRICS.filter((m) => m.kind === kind).map((m) => m.key);
}

/** The metrics that gate with a default threshold. */
export type DefaultedMetric = Extract<(typeof METRICS)[number], { defaultThreshold: number }>['key'];

/** The defaults every suite starts from: each metric with a default threshold. */
export function defaultThresholds(): Readonly<Record<DefaultedMetric, number>> {
  const out: Partial<Record<MetricKey, number>> = {};
  for (const m of METRICS as readonly MetricSpec<MetricKey>[]) {
    if (m.defaultThreshold !== undefined) out[m.key] = m.defaultThreshold;
  }
  return Object.freeze(out) as Record<DefaultedMetric, number>;
}

/** The row of docs/verdicts.md's Gates table for a metric: `| \`key\` | >= 0.99 | description |`. */
export function metricDocRow(m: MetricSpec): string {
  const byDefault = m.defaultThreshold === undefined ? 'off' : `>= ${m.defaultThreshold}`;
  return `| \`${m.key}\` | ${byDefault} | ${m.doc} |`;
}
