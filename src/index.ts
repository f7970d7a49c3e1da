/**
 * ragcheck: regression tests for RAG apps. Every eval case becomes a test whose failure says whether to fix
 * retrieval or generation. The Vitest harness (`defineRagSuite`, matchers, reporter) is in `ragcheck/vitest`; judge
 * calibration against human labels (agreement, kappa, cross-validation) in `ragcheck/calibration`.
 *
 * This list is explicit: a name is public only when it is here (and in docs/api.md, which src/api.test.ts keeps in
 * step). Everything else is internal and may change.
 */

// Plugging in an app: adapters.
export { type Bm25Index, type Bm25Options, createBm25Index } from './adapter/bm25.js';
export { defineAdapter } from './adapter/define-adapter.js';
export { createHttpAdapter, type HttpAdapterOptions } from './adapter/http.js';
export { createLexicalAdapter, type LexicalAdapterOptions } from './adapter/lexical.js';
export {
  ANSWER_ONLY_FROM_CONTEXT_PROMPT,
  createOpenAIAdapter,
  type OpenAIAdapterOptions,
  type RetrieveFunction,
  type Retriever,
} from './adapter/openai.js';
export { createRecordedAdapter, type RecordedAdapterOptions } from './adapter/recorded.js';
export type { AskInput, AskOptions, RagAdapter } from './adapter/types.js';
export { type RecordingMode, type RecordingOptions, withRecording } from './adapter/with-recording.js';

// Eval sets: one loader per data kind (cases, corpus, judge labels).
export { type LoadCasesOptions, loadCases } from './dataset/cases.js';
export { type LoadCorpusOptions, loadCorpus } from './dataset/corpus.js';
export { type LabelRow, type LoadLabelsOptions, loadLabels } from './dataset/labels.js';

// Errors: every failure ragcheck reports is one of these, each with its guard.
export {
  AdapterError,
  ConfigError,
  DatasetError,
  type DatasetIssue,
  FileWriteError,
  isAdapterError,
  isConfigError,
  isDatasetError,
  isFileWriteError,
  isJudgeError,
  isRagcheckError,
  JudgeError,
  RagcheckError,
} from './errors.js';

// Evaluating cases and suites, suite gates and baselines.
export {
  acceptScores,
  type BaselineComparison,
  type BaselineFile,
  compareBaseline,
  DEFAULT_BASELINE_TOLERANCE,
  readBaseline,
} from './evaluate/baseline.js';
export { type EvaluateOptions, evaluateCase } from './evaluate/evaluate-case.js';
export { type EvaluateCasesOptions, evaluateCases } from './evaluate/evaluate-cases.js';
export { checkSuite, type SuiteReport, type SuiteRun, type TagSummary } from './evaluate/suite-check.js';
export type { SuiteGateResult, SuiteGates } from './evaluate/suite-gates.js';
export { exitCodeFor, summarize } from './evaluate/summary.js';

// Judges: heuristic (offline default), overlap (baseline), openai and minicheck (OpenAI-compatible endpoints), cascade.
export { type CacheMode, type CacheStatus, cachePrune, cacheStatus } from './judge/cache.js';
export { type CascadeJudge, type CascadeJudgeOptions, createCascadeJudge } from './judge/cascade.js';
export { createMiniCheckJudgeFromEnv, createOpenAIJudgeFromEnv, DEFAULT_JUDGE_MODEL } from './judge/env.js';
export { UNCERTAIN_POLICIES, type UncertainPolicy } from './judge/heuristic/abstention.js';
export { createHeuristicJudge, type HeuristicJudgeOptions } from './judge/heuristic/heuristic.js';
export { createMiniCheckJudge, type MiniCheckJudge, type MiniCheckJudgeOptions } from './judge/minicheck.js';
export { createOpenAIJudge, type OpenAIJudge, type OpenAIJudgeOptions } from './judge/openai/openai.js';
export { DEFAULT_PRICES, type ModelPrice, type PriceTable } from './judge/openai/pricing.js';
export { JUDGE_PROMPT_VERSION } from './judge/openai/prompt.js';
export { createOverlapJudge, type OverlapJudgeOptions } from './judge/overlap.js';
export { JUDGE_NAMES, type JudgeName, resolveJudge } from './judge/resolve.js';
export type { Judge, JudgeCallOptions, JudgeInput, JudgeResult } from './judge/types.js';

// Metrics: pure functions, usable alone.
export { splitClaims } from './metrics/claims.js';
export { keywordCoverage, missingKeywords } from './metrics/keywords.js';
export { contextRecall, hitAtK, ndcgAtK, precisionAtK, recallAtK, reciprocalRank } from './metrics/retrieval.js';
export { unsupportedTokens } from './metrics/unsupported.js';

// Refusals: the rule that decides whether an answer declines, in English, German, Spanish, French, Portuguese,
// Italian, Japanese and Chinese.
export {
  CHINESE_REFUSAL_VOCABULARY,
  checkRefusalVocabulary,
  classifyRefusal,
  defineRefusalVocabulary,
  detectRefusalLanguage,
  ENGLISH_REFUSAL_VOCABULARY,
  FRENCH_REFUSAL_VOCABULARY,
  GERMAN_REFUSAL_VOCABULARY,
  ITALIAN_REFUSAL_VOCABULARY,
  isRefusal,
  JAPANESE_REFUSAL_VOCABULARY,
  PORTUGUESE_REFUSAL_VOCABULARY,
  REFUSAL_VOCABULARIES,
  type RefusalDecision,
  type RefusalLanguage,
  type RefusalOptions,
  type RefusalRule,
  type RefusalVocabulary,
  SPANISH_REFUSAL_VOCABULARY,
} from './refusal/index.js';

// Reports.
export { formatDiagnosis, formatMarkdown, formatSummary } from './report/format.js';
export {
  buildJsonReport,
  type RagcheckReport,
  RagcheckReportSchema,
  type ReportCase,
  writeJsonReport,
} from './report/json-report.js';

// Data types and their schemas.
export {
  type CaseResult,
  type Chunk,
  ChunkSchema,
  type Claim,
  type ClaimVerdict,
  DEFAULT_THRESHOLDS,
  type EvalCase,
  EvalCaseSchema,
  type Gate,
  type GoldenRef,
  isErrorVerdict,
  isPassingVerdict,
  type KnownFailure,
  type Metrics,
  type RagResponse,
  type Summary,
  type Thresholds,
  type TokenUsage,
  type Trials,
  VERDICTS,
  type Verdict,
} from './types.js';
