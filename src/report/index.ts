export {
  type DiagnosisOptions,
  explainCounts,
  formatDiagnosis,
  formatGate,
  formatMarkdown,
  formatOneLine,
  formatPassRate,
  formatScore,
  formatSummary,
  formatTrialRate,
  formatTrialVerdicts,
  wrapLine,
} from './format.js';
export {
  buildJsonReport,
  jsonReportChunks,
  type RagcheckReport,
  RagcheckReportSchema,
  REPORT_SCHEMA_FILE,
  type ReportCase,
  ReportCaseSchema,
  reportJsonSchema,
  reportJsonSchemaText,
  type SuiteReportEntry,
  SuiteReportEntrySchema,
  writeJsonReport,
} from './json-report.js';
export { createProgressLog, PROGRESS_INTERVAL_MS, type ProgressLog, type ProgressLogOptions } from './progress.js';
export { type RunProvenance, runProvenance } from './provenance.js';
export { recordingNotices } from './recording-notices.js';
export {
  formatBaselineChange,
  formatSuiteMarkdown,
  formatSuiteText,
  type SuiteTextOptions,
  suiteRan,
  type TableMode,
  VITEST_ACCEPT_HINT,
} from './suite-report.js';
export { formatTable, LOG_WIDTH, type TableOptions, terminalWidth } from './table.js';
