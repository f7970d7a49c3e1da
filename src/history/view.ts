/**
 * The history of a suite over a series of runs, as every renderer of it reads it (the terminal table, markdown with a
 * Mermaid chart, JSON, the HTML page): one shape, built once from the reports by the history reader.
 */

/** One run of the series: a report (or a line of the JSONL history), labelled by what produced it. */
export interface HistoryRun {
  /** A short label for charts and tables: the commit's first 7 characters, else the date, else the file name. */
  label: string;
  /** Where the run came from: a report path, an artifact (`artifact 123 (ragcheck-report)`) or `history.jsonl:4`. */
  source: string;
  commit?: string;
  branch?: string;
  /** ISO 8601 date of the run, when the report carries one. */
  date?: string;
}

/** One metric of a suite over the series: one value per run, `null` where that run has no value for it. */
export interface HistoryMetric {
  /** `passRate`, or a gated metric's registry name (`contextRecall`, `faithfulness`, ...). */
  name: string;
  values: Array<number | null>;
  /** The gate the suite holds the metric to, when it gates (drawn as a line on charts). */
  threshold?: number;
}

/** A test over the series or a pair of runs, and whether it flags a drop. */
export interface HistoryTest {
  /** What was tested, in words: `trend: last 4 runs below the first 4`, `last two runs: 41 -> 42`. */
  description: string;
  pValue: number;
  alpha: number;
  /** True when the test flags a drop (p < alpha, in the direction of worse). */
  flagged: boolean;
}

/** One suite over the series. */
export interface SuiteHistory {
  suite: string;
  /** Indexes into `HistoryView.runs` of the runs where the suite ran (a suite can be new or dropped). */
  present: number[];
  metrics: HistoryMetric[];
  /** Indexes into `HistoryView.runs` where a regression was flagged against the previous run (shown on charts). */
  flaggedRuns: number[];
  trend: HistoryTest | undefined;
  lastPair: HistoryTest | undefined;
}

/** A series of runs and each suite's history over it: what `ragcheck history` renders and exits on. */
export interface HistoryView {
  runs: HistoryRun[];
  suites: SuiteHistory[];
  /** What the series could not include and why (an expired artifact, an unreadable report): said, never dropped silently. */
  notes: string[];
}
