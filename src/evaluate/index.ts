export {
  type AgreementItem,
  type AgreementItemResult,
  type AgreementOptions,
  type AgreementReport,
  measureAgreement,
} from './agreement.js';
export { buildGates, decideStatus, decideVerdict, RETRIEVAL_GATES } from './diagnose.js';
export {
  DEFAULT_CASE_TIMEOUT_MS,
  DEFAULT_K,
  type EvaluateOptions,
  evaluateCase,
  joinContexts,
  scoreFaithfulness,
} from './evaluate-case.js';
export { type EvaluateCasesOptions, evaluateCases } from './evaluate-cases.js';
export { exitCodeFor, summarize } from './summary.js';
export { parseThresholds, type ResolvedThresholds, resolveThresholds } from './thresholds.js';
