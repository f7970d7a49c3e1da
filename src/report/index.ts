export {
  type DiagnosisOptions,
  formatDiagnosis,
  formatGate,
  formatMarkdown,
  formatOneLine,
  formatScore,
  formatSummary,
  formatTable,
  type TableOptions,
} from './format.js';
