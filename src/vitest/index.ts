/**
 * ragcheck/vitest: eval suites as Vitest tests (`defineRagSuite`), matchers on case results, the reporter
 * (tables, JSON/markdown reports, suite gates, score baselines) and config helpers.
 */
import './shared/meta.js';

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
export { type RagcheckProjectOptions, ragcheckProject, ragcheckReporters, readCaseTags } from './node/project.js';
export { RagcheckReporter, type RagcheckReporterOptions } from './reporter.js';
export type { RagcheckProvided, RagSuiteMeta } from './shared/meta.js';
export { ragcheckMatchers } from './worker/matchers.js';
export type { RagSuiteOptions } from './worker/options.js';
export { caseTestName, defineRagSuite } from './worker/suite.js';
