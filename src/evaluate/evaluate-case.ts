import { isAbsolute, relative, sep } from 'node:path';
import type { RagAdapter } from '../adapter/index.js';
import { caseSourceOf } from '../dataset/case-source.js';
import { ConfigError, errorMessage, isJudgeError } from '../errors.js';
import { addUsage, evidenceText, type Judge, type JudgeResult, userTurnPassages } from '../judge/index.js';
import { formatGolden, unsupportedTokens } from '../metrics/index.js';
import { matchKeywords } from '../metrics/keywords.js';
import { retrievalMetrics } from '../metrics/retrieval.js';
import { checkPositiveInteger } from '../option-checks.js';
import { classifyRefusal, isRefusal, type RefusalOptions } from '../refusal/index.js';
import { withDeadline } from '../text/index.js';
import {
  type CaseResult,
  type Chunk,
  type Citations,
  type ContextIdMismatch,
  type ConversationTurn,
  type Correctness,
  type EvalCase,
  isPassingVerdict,
  type Metrics,
  RagResponseSchema,
  SCHEMA_VERSION,
  type Thresholds,
} from '../types.js';
import { type CitationInput, citationCacheKeys, scoreCitations } from './citations.js';
import { checkContextIds } from './corpus-ids.js';
import { scoreCorrectnessWithUsage } from './correctness.js';
import { DeadlineError, raceSignal } from './deadline.js';
import { buildGates, decideStatus, decideVerdict, RETRIEVAL_GATES } from './diagnose.js';
import { resolveThresholds } from './thresholds.js';
import { checkMinPassRate, checkTrialCount, combineTrials } from './trials.js';

/** The judge as a result names it: name and, when it has one, its prompt or rules version. */
function judgeIdentity(judge: Judge): { name: string; version?: string } {
  return judge.version === undefined ? { name: judge.name } : { name: judge.name, version: judge.version };
}

export interface EvaluateOptions {
  /**
   * How many chunks the app retrieves; the @k metrics cut at k.
   * @default 3
   */
  k?: number;
  /** Suite-level threshold overrides (the case's own `thresholds` win over these). */
  thresholds?: Thresholds;
  /**
   * Time budget for the whole case (adapter + judge) in ms. When it passes, the phase running becomes
   * `ERROR (adapter)` or `ERROR (judge)`. Keep it below the test runner's own timeout.
   * @default 30000
   */
  timeoutMs?: number;
  /** Aborts the case (e.g. the test runner gave up). */
  signal?: AbortSignal;
  /** How the lexical refusal rule (`isRefusal`) reads answers: its vocabulary (docs/refusals.md). */
  refusal?: RefusalOptions;
  /**
   * The corpus the golden ids refer to. When given, a case whose returned context ids are none of them (while its
   * golden ids are) carries a `contextIdMismatch` with a "did you mean" per id.
   */
  corpus?: readonly Chunk[];
  /**
   * `answer` asks the app and judges the answer; `retrieval` calls the adapter's `retrieve()` only and gates the
   * retrieval metrics (context recall and any @k threshold set), for retrieval-only suites.
   * @default 'answer'
   */
  mode?: 'answer' | 'retrieval';
  /**
   * Longest answer accepted, in characters. A longer one makes the case `ERROR (adapter)` naming its size; it is
   * never cut (a hallucination after the cut would pass), and judging it could outrun any timeout.
   * @default 100000
   */
  maxAnswerChars?: number;
  /**
   * Most context accepted, in characters over all the chunks of a response; more makes the case `ERROR (adapter)`
   * naming the size, never a cut.
   * @default 1000000
   */
  maxContextChars?: number;
  /**
   * How many times each case is asked, for an app whose answers vary (a case's own `trials` win). Each trial gets
   * its verdict; the case passes when at least `minPassRate` of its trials pass (docs/trials.md).
   * @default 1
   */
  trials?: number;
  /**
   * The trials of this run, over every case's own and `trials` (`--trials`, `RAGCHECK_TRIALS`): e.g. 20 in a
   * nightly job, or 1 for a quick local check.
   */
  runTrials?: number;
  /**
   * The share of a case's trials that must pass, in (0, 1] (a case's own `minPassRate` wins). The default, 1, makes
   * every trial pass, so `trials` alone never loosens a gate.
   * @default 1
   */
  minPassRate?: number;
  /**
   * An ERROR trial (the app or the judge failed) counts as a failing trial instead of making the case an ERROR;
   * a case all of whose trials errored is still an ERROR.
   * @default false
   */
  allowTrialErrors?: boolean;
}

export const DEFAULT_K = 3;
export const DEFAULT_CASE_TIMEOUT_MS = 30_000;
export const DEFAULT_MAX_ANSWER_CHARS = 100_000;
export const DEFAULT_MAX_CONTEXT_CHARS = 1_000_000;

const count = (n: number) => n.toLocaleString('en-US');

/** Why a response is too large to evaluate (answer first, then contexts), or undefined when it fits. */
function oversize(answer: string, contexts: readonly Chunk[], maxAnswer: number, maxContext: number) {
  if (answer.length > maxAnswer) {
    return `it returned an answer of ${count(answer.length)} characters, over the limit of ${count(maxAnswer)} (\`maxAnswerChars\`). The answer is never cut, since a hallucination after the cut would pass: make the app answer shorter, or raise \`maxAnswerChars\` (--max-answer-chars).`;
  }
  const total = contexts.reduce((n, c) => n + c.text.length, 0);
  if (total > maxContext) {
    const chunks = `${contexts.length} chunk${contexts.length === 1 ? '' : 's'}`;
    return `it returned ${count(total)} characters of context in ${chunks}, over the limit of ${count(maxContext)} (\`maxContextChars\`). Contexts are never cut, since the cut could drop what the answer relies on: return fewer or shorter chunks, or raise \`maxContextChars\` (--max-context-chars).`;
  }
  return undefined;
}

function positiveLimit(name: string, value: number | undefined, fallback: number): number {
  return value === undefined ? fallback : checkPositiveInteger(value, name, 'evaluateCase');
}

/** Joins context texts the way the judges read them. */
export function joinContexts(contexts: readonly Chunk[]): string {
  return contexts.map((c) => c.text).join('\n');
}

/** Faithfulness plus the refusal decision: who decided it, and what the lexical rule said. */
export type FaithfulnessResult = JudgeResult & {
  /** The answer refuses (decides `metrics.refused`). */
  refused: boolean;
  /** `isRefusal(answer)`: the lexical rule's reading, whoever decided. */
  lexicalRefusal: boolean;
  /** `judge` when the judge has `decidesRefusal` and was asked; `lexical` otherwise. */
  refusalDecidedBy: 'judge' | 'lexical';
};

/**
 * Scores an answer's faithfulness and decides whether it refuses. A judge with `decidesRefusal` (an LLM judge) is
 * asked about every answer and its `refusal` decides; any other judge is skipped for an answer the lexical rule
 * (`isRefusal`) calls a refusal, which invents nothing and scores 1. The judge's output is checked.
 */
export async function scoreFaithfulness(
  judge: Judge,
  input: {
    question: string;
    answer: string;
    contexts: readonly Chunk[];
    caseId?: string;
    unsupported?: readonly string[];
    /** `isRefusal(answer)`, when the caller has decided it already. */
    refused?: boolean;
    /** The conversation's earlier turns: the user's are given to the judge as passages after the contexts. */
    history?: readonly ConversationTurn[];
  },
  options: { signal?: AbortSignal; refusal?: RefusalOptions; deadline?: number; threshold?: number } = {},
): Promise<FaithfulnessResult> {
  const lexicalRefusal = input.refused ?? isRefusal(input.answer, options.refusal);
  const decides = judge.decidesRefusal === true;
  if (lexicalRefusal && !decides) {
    return { score: 1, claims: [], refused: true, lexicalRefusal, refusalDecidedBy: 'lexical' };
  }
  const history = input.history && input.history.length > 0 ? input.history : undefined;
  const contexts = [...input.contexts, ...userTurnPassages(history)];
  const call = withDeadline(options.deadline, () =>
    judge.judge(
      {
        question: input.question,
        answer: input.answer,
        contexts,
        context: joinContexts(contexts),
        caseId: input.caseId,
        ...(input.unsupported ? { unsupported: input.unsupported } : {}),
        ...(history ? { history } : {}),
      },
      {
        signal: options.signal,
        ...(options.deadline !== undefined ? { deadline: options.deadline } : {}),
        ...(options.threshold !== undefined ? { threshold: options.threshold } : {}),
      },
    ),
  );
  const result = options.signal ? await raceSignal(call, options.signal) : await call;
  if (
    typeof result !== 'object' ||
    result === null ||
    typeof result.score !== 'number' ||
    !Number.isFinite(result.score) ||
    result.score < 0 ||
    result.score > 1 ||
    !Array.isArray(result.claims)
  ) {
    throw new TypeError(
      `judge "${judge.name}" returned an invalid result (score ${JSON.stringify((result as { score?: unknown } | null)?.score)}); a judge must return { score in [0, 1], claims: [] }`,
    );
  }
  if (!decides) return { ...result, refused: false, lexicalRefusal, refusalDecidedBy: 'lexical' };
  if (typeof result.refusal !== 'boolean') {
    throw new TypeError(
      `judge "${judge.name}" has \`decidesRefusal\` but returned no boolean \`refusal\` (got ${JSON.stringify(result.refusal)}); return { refusal: true | false, ... } or drop \`decidesRefusal\``,
    );
  }
  return { ...result, refused: result.refusal, lexicalRefusal, refusalDecidedBy: 'judge' };
}

function describeFailure(
  phase: 'adapter' | 'judge',
  name: string | undefined,
  caseId: string,
  error: unknown,
  timeoutMs: number,
) {
  // An adapter without a name is "the adapter", never `adapter "adapter"`.
  const who = name ? `${phase} "${name}"` : `the ${phase}`;
  if (error instanceof DeadlineError) {
    return `${who} did not finish case "${caseId}" within ${timeoutMs} ms (timeoutMs). Speed it up or raise \`timeoutMs\`.`;
  }
  if (phase === 'judge' && isJudgeError(error)) return `case "${caseId}": ${error.message}`;
  return `${who} failed on case "${caseId}": ${errorMessage(error)}`;
}

/** `{ source: { file, line } }` for a case loaded from a file (the file relative to the working directory). */
function sourceField(evalCase: EvalCase): { source?: { file: string; line: number } } {
  const source = caseSourceOf(evalCase);
  if (!source) return {};
  const file = isAbsolute(source.file) ? relative(process.cwd(), source.file) : source.file;
  return { source: { file: file.split(sep).join('/'), line: source.line } };
}

/** The trials a case runs: the run's, else the case's own, else the suite's, else 1. */
export function trialCountOf(evalCase: EvalCase, options: Pick<EvaluateOptions, 'trials' | 'runTrials'>): number {
  return options.runTrials ?? evalCase.trials ?? options.trials ?? 1;
}

/**
 * Evaluates one case: asks the app, computes every metric, runs the judge, applies the gates and decides the
 * verdict. Never throws for a broken adapter or judge: those become `ERROR (adapter)` / `ERROR (judge)` results.
 * Every surface (Vitest harness, CLI, reports) calls this one function. With several trials (`trials`, the case's
 * own `trials`), the app is asked that many times, one trial after another, and the result carries every trial's
 * verdict, the pass rate and the mean / min of each score (`result.trials`).
 *
 * @example
 * const result = await evaluateCase(evalCase, createRecordedAdapter({ corpus }), createHeuristicJudge(), { k: 3 });
 * if (!result.passed) console.log(result.verdict); // e.g. "FIX retrieval"
 */
export async function evaluateCase(
  evalCase: EvalCase,
  adapter: RagAdapter,
  judge: Judge,
  options: EvaluateOptions = {},
): Promise<CaseResult> {
  if (options.trials !== undefined) checkTrialCount(options.trials, 'trials');
  if (options.runTrials !== undefined) checkTrialCount(options.runTrials, 'runTrials');
  if (options.minPassRate !== undefined) checkMinPassRate(options.minPassRate, 'minPassRate');
  const n = trialCountOf(evalCase, options);
  if (n === 1) return evaluateTrial(evalCase, adapter, judge, options, 0);
  const started = performance.now();
  const results: CaseResult[] = [];
  for (let trial = 0; trial < n; trial++) results.push(await evaluateTrial(evalCase, adapter, judge, options, trial));
  const gate = {
    minPassRate: evalCase.minPassRate ?? options.minPassRate ?? 1,
    allowErrors: options.allowTrialErrors === true,
  };
  return combineTrials(results, gate, performance.now() - started);
}

/** One trial of a case: the app asked once (told which trial it is), scored and judged. */
async function evaluateTrial(
  evalCase: EvalCase,
  adapter: RagAdapter,
  judge: Judge,
  options: EvaluateOptions,
  trial: number,
): Promise<CaseResult> {
  const started = performance.now();
  const k = options.k ?? DEFAULT_K;
  const timeoutMs = options.timeoutMs ?? DEFAULT_CASE_TIMEOUT_MS;
  checkPositiveInteger(k, 'k', 'evaluateCase');
  if (!(timeoutMs > 0)) {
    throw new ConfigError(`evaluateCase: \`timeoutMs\` must be a positive number of milliseconds (got ${timeoutMs})`);
  }
  const maxAnswerChars = positiveLimit('maxAnswerChars', options.maxAnswerChars, DEFAULT_MAX_ANSWER_CHARS);
  const maxContextChars = positiveLimit('maxContextChars', options.maxContextChars, DEFAULT_MAX_CONTEXT_CHARS);
  // The timer below cannot fire while an adapter or judge computes synchronously: each phase also checks the clock.
  const deadline = started + timeoutMs;
  const overran = () => performance.now() > deadline;

  const thresholds = resolveThresholds(options.thresholds, evalCase.thresholds);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DeadlineError(`timed out after ${timeoutMs} ms`)), timeoutMs);
  const onOuterAbort = () => controller.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', onOuterAbort, { once: true });
  const signal = controller.signal;
  const adapterName = adapter.name;
  const history = historyOf(evalCase);

  // A retrieval-only run cannot reach a generation verdict, so only a known retrieval failure applies to it.
  const knownFailure =
    options.mode === 'retrieval' && evalCase.knownFailure?.verdict !== 'FIX retrieval'
      ? undefined
      : evalCase.knownFailure;
  const base = {
    schemaVersion: SCHEMA_VERSION,
    id: evalCase.id,
    question: evalCase.question,
    tags: evalCase.tags ?? [],
    golden: evalCase.golden.map(formatGolden),
    ...(knownFailure ? { knownFailure } : {}),
    ...(evalCase.draft ? { draft: true } : {}),
    ...sourceField(evalCase),
  };
  const finish = (
    partial: Omit<CaseResult, keyof typeof base | 'status' | 'known' | 'passed' | 'durationMs' | 'statusMessage'>,
  ): CaseResult => {
    const { status, message } = decideStatus(partial.verdict, knownFailure, evalCase.draft === true);
    return {
      ...base,
      ...partial,
      passed: isPassingVerdict(partial.verdict),
      known: status === 'known',
      status,
      ...(message ? { statusMessage: message } : {}),
      durationMs: performance.now() - started,
    };
  };

  try {
    // 1. The app.
    const retrievalOnly = options.mode === 'retrieval';
    let answer: string;
    let contexts: Chunk[];
    let rawIds: string[] | undefined;
    let citationMap: Record<string, string> | undefined;
    // Set once the adapter has answered: a later error is ours (a malformed response), not the app's.
    let answered = false;
    let contextIdMismatch: ContextIdMismatch | undefined;
    try {
      const input = { question: evalCase.question, case: evalCase, ...(history ? { history } : {}) };
      let raw: unknown;
      if (retrievalOnly) {
        if (typeof adapter.retrieve !== 'function') {
          throw new TypeError(
            'it has no retrieve() method, which a retrieval-only evaluation (mode "retrieval") calls',
          );
        }
        raw = { answer: '', contexts: await raceSignal(adapter.retrieve(input, { k, signal, trial }), signal) };
      } else {
        raw = await raceSignal(adapter.ask(input, { k, signal, trial }), signal);
      }
      if (overran()) throw new DeadlineError(`ran past ${timeoutMs} ms`);
      answered = true;
      const parsed = RagResponseSchema.safeParse(raw);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const where = issue && issue.path.length > 0 ? `at "${issue.path.join('.')}" ` : '';
        const shape = retrievalOnly
          ? 'retrieve() must resolve to { id, text }[]'
          : 'ask() must resolve to { answer: string, contexts: { id, text }[] }';
        throw new TypeError(`malformed response ${where}(${issue?.message ?? 'invalid'}): ${shape}`);
      }
      const tooLarge = oversize(parsed.data.answer, parsed.data.contexts, maxAnswerChars, maxContextChars);
      if (tooLarge) throw new RangeError(tooLarge);
      answer = parsed.data.answer;
      contexts = mapContextIds(adapter, parsed.data.contexts as Chunk[]);
      if (contexts !== parsed.data.contexts) rawIds = parsed.data.contexts.map((c) => c.id);
      citationMap = parsed.data.citations;
      contextIdMismatch = checkContextIds(evalCase.golden, contexts, options.corpus);
    } catch (error) {
      const stack = signal.aborted || (answered && !isContextIdError(error)) ? undefined : stackFrames(error);
      return finish({
        verdict: 'ERROR (adapter)',
        retrieved: [],
        answer: null,
        metrics: emptyMetrics(k),
        gates: [],
        claims: [],
        judge: retrievalOnly ? { name: 'none' } : judgeIdentity(judge),
        error: {
          kind: 'adapter',
          message: describeFailure(
            'adapter',
            adapterName,
            evalCase.id,
            signal.aborted ? signal.reason : error,
            timeoutMs,
          ),
          ...(stack ? { stack } : {}),
        },
      });
    }

    // 2. Metrics that need no judge, under the case's deadline like the judge (checked inside the scans): a case
    // still scoring at its deadline is ERROR (judge), whatever the answer.
    const golden = evalCase.golden;
    const context = joinContexts(contexts);
    const retrieved = contexts.map((c) => c.id);
    let metrics: Metrics;
    try {
      metrics = withDeadline(deadline, () => scoreWithoutJudge(evalCase, answer, contexts, context, k, options));
      if (overran()) throw new DeadlineError(`ran past ${timeoutMs} ms`);
    } catch (error) {
      if (!overran()) throw error;
      return finish({
        verdict: 'ERROR (judge)',
        retrieved,
        ...(contextIdMismatch ? { contextIdMismatch } : {}),
        answer,
        metrics: emptyMetrics(k),
        gates: [],
        claims: [],
        judge: { name: judge.name },
        error: {
          kind: 'judge',
          message: describeFailure('judge', judge.name, evalCase.id, new DeadlineError('ran past'), timeoutMs),
        },
      });
    }
    const refused = metrics.refused;

    const outOfScope = golden.length === 0;
    const explicit = { ...options.thresholds, ...evalCase.thresholds };
    if (retrievalOnly) {
      const gates = outOfScope
        ? []
        : buildGates(metrics, thresholds, { outOfScope, hasKeywords: false, explicit }).filter((g) =>
            RETRIEVAL_GATES.has(g.metric),
          );
      return finish({
        verdict: gates.every((g) => g.passed) ? 'pass' : 'FIX retrieval',
        retrieved,
        ...(contextIdMismatch ? { contextIdMismatch } : {}),
        answer: null,
        metrics: { ...emptyMetrics(k), ...pickRetrieval(metrics) },
        gates,
        claims: [],
        judge: { name: 'none' },
      });
    }

    // 3. The judge, for every answered case, so a retrieval failure still carries the generation evidence.
    let judged: FaithfulnessResult | undefined;
    let judgeFailure: { message: string; raw?: string } | undefined;
    try {
      judged = await scoreFaithfulness(
        judge,
        {
          question: evalCase.question,
          answer,
          contexts,
          caseId: evalCase.id,
          unsupported: metrics.unsupported,
          refused,
          ...(history ? { history } : {}),
        },
        { signal, deadline, refusal: options.refusal, threshold: thresholds.faithfulness },
      );
      if (overran()) throw new DeadlineError(`ran past ${timeoutMs} ms`);
      metrics.faithfulness = judged.score;
      metrics.refused = judged.refused;
    } catch (error) {
      // A judge that overran (checked its deadline and threw, or returned late) gets the timeout message.
      const reason = signal.aborted ? signal.reason : overran() ? new DeadlineError(`ran past ${timeoutMs} ms`) : error;
      if (overran()) judged = undefined;
      judgeFailure = { message: describeFailure('judge', judge.name, evalCase.id, reason, timeoutMs) };
      if (isJudgeError(error) && error.raw !== undefined) judgeFailure.raw = error.raw;
    }

    // A judge call after faithfulness (correctness, citations) that failed: its message, the timeout's when it overran.
    const laterJudgeFailure = (error: unknown): { message: string; raw?: string } => {
      const reason = signal.aborted ? signal.reason : overran() ? new DeadlineError(`ran past ${timeoutMs} ms`) : error;
      const failure: { message: string; raw?: string } = {
        message: describeFailure('judge', judge.name, evalCase.id, reason, timeoutMs),
      };
      if (isJudgeError(error) && error.raw !== undefined) failure.raw = error.raw;
      return failure;
    };

    // 4. Correctness against the reference: in scope, answered, not a refusal, and the judge did not fail.
    const reference = evalCase.reference;
    const hasReference = !outOfScope && reference !== undefined && reference.trim() !== '';
    let correctness: Correctness | undefined;
    let correctnessUsage: JudgeResult['usage'];
    metrics.correctness = null;
    if (hasReference && judged && !metrics.refused && !judgeFailure) {
      try {
        const scored = await scoreCorrectnessWithUsage(
          judge,
          { question: evalCase.question, reference, answer, caseId: evalCase.id, ...(history ? { history } : {}) },
          { signal, deadline },
        );
        correctness = scored?.correctness;
        correctnessUsage = scored?.usage;
        if (overran()) throw new DeadlineError(`ran past ${timeoutMs} ms`);
        if (!correctness && explicit.correctness !== undefined) {
          throw new TypeError(
            `it does not score correctness, and \`thresholds.correctness\` is set: use a judge with correctness() (heuristic), or remove the threshold`,
          );
        }
        metrics.correctness = correctness?.score ?? null;
      } catch (error) {
        correctness = undefined;
        if (isJudgeError(error) && error.replayMiss && explicit.correctness === undefined && !overran()) {
          // No gate reads it: a missing recording of this call leaves the metric unmeasured and says how to record
          // it, so the faithfulness recordings committed before correctness existed keep the case's verdict.
          correctness = { ...UNMEASURED_CORRECTNESS, unmeasured: error.message };
        } else {
          judgeFailure = laterJudgeFailure(error);
        }
      }
    }

    // 5. Citations: only for an answer with markers; validity needs no judge, support the judge's citation().
    let citations: Citations | undefined;
    let citationUsage: JudgeResult['usage'];
    metrics.citationValidity = null;
    metrics.citationSupport = null;
    if (judged && !judgeFailure) {
      const citationInput = citationInputOf(evalCase, answer, contexts, rawIds, citationMap);
      try {
        const scored = await scoreCitations(judge, citationInput, { signal, deadline });
        if (overran()) throw new DeadlineError(`ran past ${timeoutMs} ms`);
        if (scored && typeof judge.citation !== 'function' && explicit.citationSupport !== undefined) {
          throw new TypeError(
            'it does not score citation support, and `thresholds.citationSupport` is set: use a judge with citation() (heuristic, cascade, openai, minicheck), or remove the threshold',
          );
        }
        citations = scored?.citations;
        citationUsage = scored?.usage;
        metrics.citationValidity = scored?.validity ?? null;
        metrics.citationSupport = scored?.support ?? null;
      } catch (error) {
        citations = undefined;
        metrics.citationValidity = null;
        metrics.citationSupport = null;
        if (isJudgeError(error) && error.replayMiss && explicit.citationSupport === undefined && !overran()) {
          // As for correctness: no gate reads citationSupport, so a missing recording of a citation call leaves it
          // unmeasured (validity needs no judge) and says how to record it; the committed recordings keep the verdict.
          const checked = await scoreCitations({ name: judge.name, judge: judge.judge }, citationInput);
          citations = checked ? { ...checked.citations, unmeasured: error.message } : undefined;
          metrics.citationValidity = checked?.validity ?? null;
        } else {
          judgeFailure = laterJudgeFailure(error);
        }
      }
    }

    const gates = buildGates(metrics, thresholds, {
      outOfScope,
      hasKeywords: metrics.keywordCoverage != null,
      hasReference,
      explicit,
    });
    const verdict = decideVerdict({ gates, metrics, outOfScope, judgeFailed: judgeFailure !== undefined, thresholds });
    return finish({
      verdict,
      retrieved,
      ...(contextIdMismatch ? { contextIdMismatch } : {}),
      answer,
      metrics,
      gates,
      claims: judged?.claims ?? [],
      ...(correctness ? { correctness } : {}),
      ...(citations ? { citations } : {}),
      judge: {
        ...judgeIdentity(judge),
        ...(judged?.model ? { model: judged.model } : {}),
        ...usageOf(judged?.usage, correctnessUsage, citationUsage),
        ...(judged?.samples ? { samples: judged.samples } : {}),
        ...(judged?.refusal !== undefined ? { refusal: judged.refusal } : {}),
        ...(judged?.cache ? { cache: judged.cache } : {}),
        ...(judged?.abstention ? { abstention: judged.abstention } : {}),
      },
      ...(judged?.refusalDecidedBy === 'judge'
        ? {
            refusal: {
              lexical: judged.lexicalRefusal,
              judge: judged.refused,
              decidedBy: 'judge' as const,
              lexicalReason: classifyRefusal(answer, options.refusal).reason,
            },
          }
        : {}),
      ...(judgeFailure ? { error: { kind: 'judge' as const, ...judgeFailure } } : {}),
    });
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onOuterAbort);
  }
}

/** The metrics of an answered case that need no judge (retrieval, unsupported numbers, refusal, keywords). */
function scoreWithoutJudge(
  evalCase: EvalCase,
  answer: string,
  contexts: readonly Chunk[],
  context: string,
  k: number,
  options: EvaluateOptions,
): Metrics {
  const golden = evalCase.golden;
  // Out of scope, an answer that claims nothing ("Please contact billing.") invents nothing: a refusal too. One
  // classification decides both (isRefusal is its `kind === 'refusal'`, read faster).
  const refused = golden.length === 0 ? refusesOutOfScope(answer, options.refusal) : isRefusal(answer, options.refusal);
  // Retrieval is scored on what the app returned for the last question; a number the user stated is not invented.
  const retrieval = retrievalMetrics(golden, contexts, k);
  const metrics: Metrics = {
    contextRecall: retrieval.contextRecall,
    faithfulness: null,
    unsupported: unsupportedTokens(answer, evidenceText(context, historyOf(evalCase))),
    refused,
    hitAtK: retrieval.hitAtK,
    recallAtK: retrieval.recallAtK,
    precisionAtK: retrieval.precisionAtK,
    reciprocalRank: retrieval.reciprocalRank,
    ndcgAtK: retrieval.ndcgAtK,
    k,
  };
  if (evalCase.keywords && evalCase.keywords.length > 0) {
    const { coverage, missing } = matchKeywords(answer, evalCase.keywords);
    metrics.keywordCoverage = coverage;
    metrics.missingKeywords = missing;
  }
  return metrics;
}

/**
 * What a recording judge is asked about a case's answer, for listing its cache keys (`judge.cacheKeys`): the
 * question, the answer, the context as the judge reads it (the user's earlier turns after the contexts), the
 * history, and the reference when correctness will be scored (in scope, a reference, an answer the lexical rule
 * does not call a refusal).
 */
export function judgeKeyInput(
  evalCase: EvalCase,
  response: { answer: string; contexts: readonly Chunk[] },
  refusal?: RefusalOptions,
): {
  question: string;
  answer: string;
  contexts: Chunk[];
  context: string;
  history?: readonly ConversationTurn[];
  reference?: string;
} {
  const history = historyOf(evalCase);
  const reference = evalCase.reference;
  const scored =
    evalCase.golden.length > 0 &&
    reference !== undefined &&
    reference.trim() !== '' &&
    !isRefusal(response.answer, refusal);
  const contexts = [...response.contexts, ...userTurnPassages(history)];
  return {
    question: evalCase.question,
    answer: response.answer,
    contexts,
    context: joinContexts(contexts),
    ...(history ? { history } : {}),
    ...(scored ? { reference } : {}),
  };
}

/**
 * Every judge-cache key judging a case's answer needs (`ragcheck cache status|prune`): the judge's own
 * (`cacheKeys`: faithfulness, correctness) then its citation calls' ({@link citationCacheKeys}), for an answer with
 * markers. The adapter's `contextId` hook is applied as a run applies it, so id markers resolve the same way.
 */
export async function answerCacheKeys(
  judge: Judge & { cacheKeys(input: ReturnType<typeof judgeKeyInput>): string[] },
  evalCase: EvalCase,
  response: { answer: string; contexts: Chunk[]; citations?: Record<string, string> | undefined },
  options: { adapter?: RagAdapter; refusal?: RefusalOptions; signal?: AbortSignal } = {},
): Promise<string[]> {
  const keys = judge.cacheKeys(judgeKeyInput(evalCase, response, options.refusal));
  const contexts = options.adapter ? mapContextIds(options.adapter, response.contexts) : response.contexts;
  const rawIds = contexts !== response.contexts ? response.contexts.map((c) => c.id) : undefined;
  const cited = await citationCacheKeys(
    judge,
    citationInputOf(evalCase, response.answer, contexts, rawIds, response.citations),
    options.signal ? { signal: options.signal } : {},
  );
  return [...keys, ...cited];
}

/** What the citation check reads of a case's answer: a run's check and `answerCacheKeys` build it the same way. */
function citationInputOf(
  evalCase: EvalCase,
  answer: string,
  contexts: readonly Chunk[],
  rawIds: readonly string[] | undefined,
  citations: Record<string, string> | undefined,
): CitationInput {
  return {
    question: evalCase.question,
    answer,
    contexts,
    caseId: evalCase.id,
    ...(rawIds ? { rawIds } : {}),
    ...(citations ? { citations } : {}),
  };
}

const UNMEASURED_CORRECTNESS: Correctness = {
  score: null,
  claims: [],
  missing: [],
  contradicted: [],
  uncertain: [],
  numbers: [],
};

/** The judge's tokens for the case: faithfulness, correctness and citation calls together (none when none reported any). */
function usageOf(
  faithfulness: JudgeResult['usage'],
  correctness: JudgeResult['usage'],
  citation: JudgeResult['usage'],
): { usage?: NonNullable<JudgeResult['usage']> } {
  const usage = correctness || citation ? addUsage([faithfulness, correctness, citation]) : faithfulness;
  return usage ? { usage } : {};
}

/** The case's earlier turns, or undefined for a single question (`history: []` included). */
export function historyOf(evalCase: EvalCase): readonly ConversationTurn[] | undefined {
  return evalCase.history && evalCase.history.length > 0 ? evalCase.history : undefined;
}

function refusesOutOfScope(answer: string, options: RefusalOptions | undefined): boolean {
  const decision = classifyRefusal(answer, options);
  return decision.kind === 'refusal' || decision.claimless;
}

/** An error of the adapter's `contextId` hook: the app's code, so its frames are kept. */
class ContextIdError extends Error {
  override name = 'ContextIdError' as const;
}
const isContextIdError = (error: unknown): boolean => (error as Error | undefined)?.name === 'ContextIdError';

/** The returned contexts with the adapter's `contextId` applied to each id. */
function mapContextIds(adapter: RagAdapter, contexts: Chunk[]): Chunk[] {
  const { contextId } = adapter;
  if (typeof contextId !== 'function') return contexts;
  return contexts.map((chunk) => {
    let id: unknown;
    try {
      id = contextId.call(adapter, chunk.id, chunk);
    } catch (error) {
      const wrapped = new ContextIdError(`contextId(${JSON.stringify(chunk.id)}) threw: ${errorMessage(error)}`);
      if (error instanceof Error && error.stack) wrapped.stack = error.stack;
      throw wrapped;
    }
    if (typeof id !== 'string' || id === '') {
      throw new TypeError(
        `contextId(${JSON.stringify(chunk.id)}) returned ${JSON.stringify(id)}: it must return the chunk's corpus id, a non-empty string`,
      );
    }
    return id === chunk.id ? chunk : { ...chunk, id };
  });
}

/** At most this many frames of an adapter's stack are kept in a result. */
const MAX_STACK_FRAMES = 20;

/**
 * The `at ...` lines of an error's stack, without its first line: that repeats the message, which the result
 * carries already (and which may be redacted there).
 */
export function stackFrames(error: unknown): string | undefined {
  const stack = error instanceof Error && typeof error.stack === 'string' ? error.stack : undefined;
  if (!stack) return undefined;
  const frames = stack
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .slice(0, MAX_STACK_FRAMES)
    .map((line) => `    ${line.trim()}`);
  return frames.length > 0 ? frames.join('\n') : undefined;
}

function emptyMetrics(k: number): Metrics {
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

function pickRetrieval(m: Metrics): Partial<Metrics> {
  const { contextRecall, hitAtK, recallAtK, precisionAtK, reciprocalRank, ndcgAtK } = m;
  return { contextRecall, hitAtK, recallAtK, precisionAtK, reciprocalRank, ndcgAtK };
}
