/**
 * ragcheck/vitest: eval suites as Vitest tests (`defineRagSuite`), matchers on case results, the reporter
 * (tables, JSON/markdown reports, suite gates, score baselines) and config helpers.
 */
import './meta.js';

export {
  acceptScores,
  BASELINE_METRICS,
  type BaselineChange,
  type BaselineComparison,
  type BaselineFile,
  type BaselineMetric,
  baselineFileName,
  compareBaseline,
  DEFAULT_BASELINE_TOLERANCE,
  readBaseline,
} from './baseline.js';
export { ragcheckMatchers } from './matchers.js';
export type { RagcheckProvided, RagSuiteMeta } from './meta.js';
export type { RagSuiteOptions } from './options.js';
export { type RagcheckProjectOptions, ragcheckProject, ragcheckReporters, readCaseTags } from './project.js';
export { RagcheckReporter, type RagcheckReporterOptions } from './reporter.js';
export { caseTestName, defineRagSuite } from './suite.js';
export { evaluateSuiteGates, type SuiteGateResult, type SuiteGates } from './suite-gates.js';
export type { SuiteReport, TagSummary } from './suite-report.js';
