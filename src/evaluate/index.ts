export { asksOnly, faithfulnessOf } from './asks-only.js';
export {
  type ApplyBaselineOptions,
  acceptScores,
  applyBaseline,
  BASELINE_METRICS,
  type BaselineChange,
  BaselineChangeSchema,
  type BaselineComparison,
  BaselineComparisonSchema,
  type BaselineFile,
  BaselineFileSchema,
  type BaselineMetric,
  type BaselineOutcome,
  BaselineOutcomeSchema,
  type BaselineScores,
  baselineFileName,
  baselinePath,
  baselineScores,
  compareBaseline,
  DEFAULT_BASELINE_TOLERANCE,
  judgeOf,
  readBaseline,
  writeBaseline,
} from './baseline.js';
export { answerCacheKeys, judgeKeyInput } from './cache-keys.js';
export { historyOf } from './case-inputs.js';
export { type CitationInput, type CitationScore, citationCacheKeys, scoreCitations } from './citations.js';
export {
  checkContextIds,
  describeContextIdMismatch,
  inferContextIdHook,
  suggestCorpusId,
} from './corpus-ids.js';
export { scoreCorrectness } from './correctness.js';
export { buildGates, decideOutcome, decideVerdict, RETRIEVAL_GATES } from './diagnose.js';
export { evaluateCase, trialCountOf } from './evaluate-case.js';
export { DEFAULT_CONCURRENCY, type EvaluateCasesOptions, evaluateCases } from './evaluate-cases.js';
export {
  DEFAULT_CASE_TIMEOUT_MS,
  DEFAULT_K,
  DEFAULT_MAX_ANSWER_CHARS,
  DEFAULT_MAX_CONTEXT_CHARS,
  type EvaluateOptions,
} from './evaluate-options.js';
export { isFaithful, meetsThreshold } from './faithful.js';
export { type FaithfulnessResult, scoreFaithfulness } from './faithfulness.js';
export { describeMissingSources, lacksSources, withCorpusSources } from './golden-sources.js';
export {
  DEFAULT_SAMPLE_SEED,
  parseSampleText,
  SAMPLE_ENV,
  SAMPLE_SEED_ENV,
  type SampleInfo,
  type SampleSpec,
  sampleCases,
  sampleFromEnv,
} from './sample.js';
export { scoreResponse } from './score-response.js';
export { fisherLess, holm } from './significance.js';
export type { CaseResponse } from './stages/case-run.js';
export {
  buildSuiteReport,
  checkSuite,
  type FinishedSuite,
  listIds,
  runsInCi,
  type SuiteBaselineOptions,
  type SuiteReport,
  type SuiteSettings,
  summarizeTags,
  type TagSummary,
  TagSummarySchema,
} from './suite-check.js';
export {
  evaluateSuiteGates,
  formatSuiteGate,
  meanOf,
  parseSuiteGates,
  type SuiteGateResult,
  SuiteGateResultSchema,
  type SuiteGates,
  SuiteGatesSchema,
} from './suite-gates.js';
export { exitCodeFor, summarize } from './summary.js';
export { parseThresholds, type ResolvedThresholds, resolveThresholds } from './thresholds.js';
export {
  checkMinPassRate,
  checkTrialCount,
  combineTrials,
  parseTrialsText,
  passRateOf,
  scoreOf,
  type TrialGate,
} from './trials.js';
