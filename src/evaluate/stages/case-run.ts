/**
 * What every stage of a case reads: the case and the rules it is scored by (judge, thresholds, known failure), fixed
 * before the app is asked, and the case's deadline. The stages after ask also read the app's response and what the
 * stages before them found ({@link Findings}).
 */
import { ConfigError, errorMessage, isJudgeError } from '../../errors.js';
import type { Judge, JudgeResult } from '../../judge/index.js';
import { checkPositiveInteger } from '../../option-checks.js';
import type { RefusalOptions } from '../../refusal/index.js';
import { DeadlineError } from '../../text/index.js';
import type {
  CaseResult,
  Chunk,
  Citations,
  ConversationTurn,
  Correctness,
  EvalCase,
  KnownFailure,
  Metrics,
  RagResponse,
  Thresholds,
} from '../../types.js';
import { historyOf } from '../case-inputs.js';
import {
  DEFAULT_CASE_TIMEOUT_MS,
  DEFAULT_K,
  DEFAULT_MAX_ANSWER_CHARS,
  DEFAULT_MAX_CONTEXT_CHARS,
  type EvaluateOptions,
} from '../evaluate-options.js';
import type { FaithfulnessResult } from '../faithfulness.js';
import { type ResolvedThresholds, resolveThresholds } from '../thresholds.js';

/** One case being evaluated: what it is scored by, and its deadline. */
export interface CaseRun {
  readonly evalCase: EvalCase;
  /** The judge; absent only in a retrieval-only run, which judges nothing. */
  readonly judge: Judge | undefined;
  /** `retrieval`: only the retrieval metrics are scored and gated (`EvaluateOptions.mode`). */
  readonly mode: 'answer' | 'retrieval';
  readonly k: number;
  readonly maxAnswerChars: number;
  readonly maxContextChars: number;
  /** The defaults, then the suite's thresholds, then the case's. */
  readonly thresholds: ResolvedThresholds;
  /** The thresholds set explicitly (the suite's, then the case's): an optional gate applies only when set. */
  readonly explicit: Thresholds;
  /** The case's known failure, when it applies to this mode (a retrieval-only run has only retrieval failures). */
  readonly knownFailure: KnownFailure | undefined;
  readonly history: readonly ConversationTurn[] | undefined;
  readonly refusal: RefusalOptions | undefined;
  readonly corpus: readonly Chunk[] | undefined;
  readonly timeoutMs: number;
  /** When the case started, a `performance.now()` time. */
  readonly started: number;
  /** When the case must end, a `performance.now()` time. */
  readonly deadline: number;
  /** Aborts when the deadline passes (its reason a `DeadlineError`) or the caller's signal aborts. */
  readonly signal: AbortSignal;
  /** The deadline has passed. */
  overran(): boolean;
  /** Stops the deadline's timer and lets go of the caller's signal. */
  close(): void;
}

/** An app's response as the stages after ask read it: checked, within the size limits, ids mapped by `contextId`. */
export interface CaseResponse extends RagResponse {
  contexts: Chunk[];
  /** The ids as the app returned them, when the adapter's `contextId` hook changed them (a marker may use them). */
  rawIds?: string[];
}

/** What a judge call that failed leaves in the result: its message, and the judge's raw output when it has one. */
export interface JudgeFailure {
  message: string;
  raw?: string;
}

/** The retrieval metrics of a response. */
export type RetrievalScores = Pick<
  Metrics,
  'contextRecall' | 'hitAtK' | 'recallAtK' | 'precisionAtK' | 'reciprocalRank' | 'ndcgAtK'
>;

/** What the judge-free checks found: invented numbers, whether the answer refuses, the keywords it covers. */
export interface JudgeFreeChecks {
  unsupported: string[];
  /** The lexical reading (the judge's decides instead when it has `decidesRefusal`). */
  refused: boolean;
  keywords?: { coverage: number | null; missing: string[] };
}

/** What the stages found so far; each stage adds its part. */
export interface Findings {
  retrieval?: RetrievalScores;
  checks?: JudgeFreeChecks;
  faithfulness?: FaithfulnessResult;
  /** Correctness against the reference (one `unmeasured` when the recording of its call is missing). */
  correctness?: { correctness: Correctness; usage?: JudgeResult['usage'] };
  /** The citation check of an answer with markers. */
  citations?: {
    citations?: Citations;
    validity: number | null;
    support: number | null;
    usage?: JudgeResult['usage'];
  };
  /** A judge call failed (or ran past the deadline): the verdict is `ERROR (judge)`, later judge stages skip. */
  judgeFailure?: JudgeFailure;
  /** Set when the refusal grammar could not settle the answer: who decided it then, or that nobody did. */
  uncertainRefusal?: CaseResult['refusal'];
}

/** A case result before the outcome is decided and the case's own fields are added ({@link finishCase}). */
export type CaseBody = Omit<
  CaseResult,
  | 'schemaVersion'
  | 'id'
  | 'question'
  | 'tags'
  | 'golden'
  | 'knownFailure'
  | 'source'
  | 'outcome'
  | 'outcomeMessage'
  | 'durationMs'
>;

function positiveLimit(name: string, value: number | undefined, fallback: number): number {
  return value === undefined ? fallback : checkPositiveInteger(value, name, 'evaluateCase');
}

/**
 * Starts a case: checks the options (a `ConfigError` naming a bad one), resolves the thresholds and the known
 * failure, and arms the deadline, `timeoutMs` after `started`. Call `close()` when the case is done.
 */
export function openCaseRun(
  evalCase: EvalCase,
  judge: Judge | undefined,
  options: EvaluateOptions,
  started = performance.now(),
): CaseRun {
  if (judge === undefined && options.mode !== 'retrieval') {
    throw new ConfigError('evaluateCase: `judge` is required unless `mode` is "retrieval" (which judges nothing)');
  }
  const k = options.k ?? DEFAULT_K;
  const timeoutMs = options.timeoutMs ?? DEFAULT_CASE_TIMEOUT_MS;
  checkPositiveInteger(k, 'k', 'evaluateCase');
  if (!(timeoutMs > 0)) {
    throw new ConfigError(`evaluateCase: \`timeoutMs\` must be a positive number of milliseconds (got ${timeoutMs})`);
  }
  const maxAnswerChars = positiveLimit('maxAnswerChars', options.maxAnswerChars, DEFAULT_MAX_ANSWER_CHARS);
  const maxContextChars = positiveLimit('maxContextChars', options.maxContextChars, DEFAULT_MAX_CONTEXT_CHARS);
  // The timer cannot fire while an adapter or judge computes synchronously: the stages also look at the clock.
  const deadline = started + timeoutMs;
  const mode = options.mode === 'retrieval' ? 'retrieval' : 'answer';
  const thresholds = resolveThresholds(options.thresholds, evalCase.thresholds);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DeadlineError(`timed out after ${timeoutMs} ms`)), timeoutMs);
  const outer = options.signal;
  const onOuterAbort = () => controller.abort(outer?.reason);
  outer?.addEventListener('abort', onOuterAbort, { once: true });
  return {
    evalCase,
    judge,
    mode,
    k,
    maxAnswerChars,
    maxContextChars,
    thresholds,
    explicit: { ...options.thresholds, ...evalCase.thresholds },
    // A retrieval-only run cannot reach a generation verdict, so only a known retrieval failure applies to it.
    knownFailure:
      mode === 'retrieval' && evalCase.knownFailure?.verdict !== 'FIX retrieval' ? undefined : evalCase.knownFailure,
    history: historyOf(evalCase),
    // Refusals are read with the question they answer: a statement beside a decline with no number or name is
    // `uncertain`, and a claim that answers part of the question is one the decline model cannot make a refusal.
    refusal: { ...options.refusal, question: evalCase.question },
    corpus: options.corpus,
    timeoutMs,
    started,
    deadline,
    signal: controller.signal,
    overran: () => performance.now() > deadline,
    close() {
      clearTimeout(timer);
      outer?.removeEventListener('abort', onOuterAbort);
    },
  };
}

/** The message of a failed phase: the timeout's for a `DeadlineError`, the judge's own for a `JudgeError`. */
export function describeFailure(
  phase: 'adapter' | 'judge',
  name: string | undefined,
  caseId: string,
  error: unknown,
  timeoutMs: number,
): string {
  // An adapter without a name is "the adapter", never `adapter "adapter"`.
  const who = name ? `${phase} "${name}"` : `the ${phase}`;
  if (error instanceof DeadlineError) {
    return `${who} did not finish case "${caseId}" within ${timeoutMs} ms (timeoutMs). Speed it up or raise \`timeoutMs\`.`;
  }
  if (phase === 'judge' && isJudgeError(error)) return `case "${caseId}": ${error.message}`;
  return `${who} failed on case "${caseId}": ${errorMessage(error)}`;
}

/**
 * A judge call that failed: its message (the caller's abort reason when the caller aborted, the timeout's when the
 * case ran past its deadline), and the judge's raw output when the error carries it.
 */
export function judgeFailureOf(run: CaseRun, error: unknown): JudgeFailure {
  const reason = run.signal.aborted
    ? run.signal.reason
    : run.overran()
      ? new DeadlineError(`ran past ${run.timeoutMs} ms`)
      : error;
  const failure: JudgeFailure = {
    message: describeFailure('judge', run.judge?.name ?? 'none', run.evalCase.id, reason, run.timeoutMs),
  };
  if (isJudgeError(error) && error.raw !== undefined) failure.raw = error.raw;
  return failure;
}

/** The judge as a result names it: name and, when it has one, its prompt or rules version; `none` for no judge. */
export function judgeIdentity(judge: Judge | undefined): { name: string; version?: string } {
  if (judge === undefined) return { name: 'none' };
  return judge.version === undefined ? { name: judge.name } : { name: judge.name, version: judge.version };
}

/** The judge of a run that answers (a retrieval-only run has none, and never reaches a judge stage). */
export function answerJudge(run: CaseRun): Judge {
  if (run.judge === undefined) throw new ConfigError('evaluateCase: a judge stage ran without a judge');
  return run.judge;
}

/** The metrics of a case that measured nothing (an error before scoring). */
export function emptyMetrics(k: number): Metrics {
  return {
    contextRecall: null,
    faithfulness: null,
    unsupported: [],
    refused: false,
    hitAtK: null,
    recallAtK: null,
    precisionAtK: null,
    reciprocalRank: null,
    ndcgAtK: null,
    correctness: null,
    citationValidity: null,
    citationSupport: null,
    k,
  };
}
