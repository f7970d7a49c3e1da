export { compareWithBaselines } from './baselines.js';
export {
  type BaselineRegression,
  CASE_CHANGES,
  type CaseChange,
  type CaseComparison,
  COMPARED_METRICS,
  type ComparedMetric,
  type CompareOptions,
  type Comparison,
  compareRuns,
  formatP,
  type MetricDelta,
  type PassTest,
  passRateOfCase,
  type SuiteComparison,
  scoreValue,
  type TagComparison,
} from './compare.js';
export { compareDrift, DRIFT_LABELS, type Drift, type DriftInput, type DriftVerdict, renderDrift } from './drift.js';
export {
  type ComparedCase,
  type ComparedSuite,
  OLDEST_READABLE_SCHEMA,
  type Run,
  readRun,
  statInput,
} from './read-reports.js';
export {
  COMMENT_MARKER,
  type ComparisonLabels,
  formatAnnotations,
  formatComparisonJson,
  formatComparisonMarkdown,
  formatComparisonText,
  formatMetricDelta,
  renderComparison,
} from './render.js';
