export { caseSourceOf, setCaseSource } from './case-source.js';
export { collectCaseTagsSync } from './case-tags.js';
export {
  type LoadCasesOptions,
  loadCases,
  loadCasesSync,
  type ParseCasesOptions,
  parseCases,
  readCaseIdsSync,
  type ValidateCasesOptions,
  validateCases,
} from './cases.js';
export { throwIfIssues } from './check-records.js';
export {
  type LoadCorpusOptions,
  loadCorpus,
  loadCorpusSync,
  type ParseCorpusOptions,
  parseCorpus,
  type ValidateCorpusOptions,
  validateCorpus,
} from './corpus.js';
export type { CorpusInput } from './corpus-refs.js';
export {
  type LabelRow,
  LabelRowSchema,
  type LoadLabelsOptions,
  loadLabels,
  loadLabelsSync,
  type ParseLabelsOptions,
  parseLabels,
  type ValidateLabelsOptions,
  validateLabels,
} from './labels.js';
export { type DatasetFormat, formatFromPath } from './records.js';
export { readSourcesSync, type SourceText } from './sources.js';
