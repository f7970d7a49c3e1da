export {
  type DiagnosisOptions,
  explainCounts,
  formatDiagnosis,
  formatGate,
  formatMarkdown,
  formatOneLine,
  formatScore,
  formatSummary,
} from './format.js';
export { createProgressLog, PROGRESS_INTERVAL_MS, type ProgressLog, type ProgressLogOptions } from './progress.js';
export { formatTable, LOG_WIDTH, type TableOptions, terminalWidth } from './table.js';
