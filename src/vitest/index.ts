/**
 * ragcheck/vitest: eval suites as Vitest tests (`defineRagSuite`), matchers on case results, the reporter
 * (tables, JSON/markdown reports, suite gates, score baselines) and config helpers.
 */
import './meta.js';

export type { SuiteReport, TagSummary } from '../evaluate/index.js';
// Suite gates, baselines and the report live below the harness (the CLI applies them too); re-exported here.
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
  evaluateSuiteGates,
  readBaseline,
  type SuiteGateResult,
  type SuiteGates,
} from '../evaluate/index.js';
export { ragcheckMatchers } from './matchers.js';
export type { RagcheckProvided, RagSuiteMeta } from './meta.js';
export type { RagSuiteOptions } from './options.js';
export { type RagcheckProjectOptions, ragcheckProject, ragcheckReporters, readCaseTags } from './project.js';
export { RagcheckReporter, type RagcheckReporterOptions } from './reporter.js';
export { caseTestName, defineRagSuite } from './suite.js';
