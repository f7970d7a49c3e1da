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
export { type CitationInput, type CitationScore, citationCacheKeys, scoreCitations } from './citations.js';
export {
  checkContextIds,
  describeContextIdMismatch,
  inferContextIdHook,
  suggestCorpusId,
} from './corpus-ids.js';
export { scoreCorrectness } from './correctness.js';
export { buildGates, decideStatus, decideVerdict, RETRIEVAL_GATES } from './diagnose.js';
export {
  answerCacheKeys,
  DEFAULT_CASE_TIMEOUT_MS,
  DEFAULT_K,
  DEFAULT_MAX_ANSWER_CHARS,
  DEFAULT_MAX_CONTEXT_CHARS,
  type EvaluateOptions,
  evaluateCase,
  type FaithfulnessResult,
  historyOf,
  joinContexts,
  judgeKeyInput,
  scoreFaithfulness,
  trialCountOf,
} from './evaluate-case.js';
export { DEFAULT_CONCURRENCY, type EvaluateCasesOptions, evaluateCases } from './evaluate-cases.js';
export { isFaithful, meetsThreshold } from './faithful.js';
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
export { fisherLess, holm } from './significance.js';
export {
  buildSuiteReport,
  checkSuite,
  listIds,
  runsInCi,
  type SuiteBaselineOptions,
  type SuiteReport,
  type SuiteRun,
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
