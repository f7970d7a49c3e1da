import { afterAll, describe, inject, type TestContext, test } from 'vitest';
import { logRecordEvent } from '../adapter/record-log.js';
import { describeContextIdMismatch, evaluateCase, trialCountOf } from '../evaluate/index.js';
import { createLimit, type Limit } from '../judge/index.js';
import type { CaseResult, EvalCase } from '../types.js';
import { annotationsFor } from './annotations.js';
import { assertCaseResult } from './assert.js';
import { collectCaseCacheKeys, collectingCacheKeys } from './cache-keys.js';
import { limitHeapGrowth } from './heap.js';
import { type RagSuiteOptions, type ResolvedSuite, resolveSuite } from './options.js';
import { ResultsSpoolWriter } from './results-spool.js';

/** Vitest's default `maxConcurrency`, assumed when the project was not set up with `ragcheckProject()`. */
const VITEST_DEFAULT_MAX_CONCURRENCY = 5;
/** Room between a case's own deadline and Vitest's test timeout, so the case ends as an ERROR, not a timeout. */
export const TIMEOUT_MARGIN_MS = 2_000;
const NAME_WIDTH = 60;

/** The test name of a case: `<id>: <question, shortened>`; unique because ids are. */
export function caseTestName(evalCase: EvalCase): string {
  const question = evalCase.question.replace(/\s+/g, ' ').trim();
  const short = question.length <= NAME_WIDTH ? question : `${question.slice(0, NAME_WIDTH - 1)}…`;
  return `${evalCase.id}: ${short}`;
}

/**
 * Registers an eval suite: one `describe(name)` and one test per case. Each test evaluates its case (adapter,
 * metrics, judge, gates), stores the `CaseResult` as `task.meta.ragcheck` (or, when the ragcheck reporter asks for
 * it, appends it to the reporter's results file: see `RagcheckReporterOptions.results`), annotates the test with
 * the verdict and metrics (the ragcheck reporter does it from the main process when it is configured), and fails with the
 * plain-text diagnosis when a gate fails. A case whose verdict matches its `knownFailure` passes but stays visible
 * (annotation, meta, report). Files load once, at collection; a bad file or zero cases fails the file.
 *
 * @example
 * // evals/store-policy.eval.ts
 * import { defineRagSuite } from 'ragcheck/vitest';
 *
 * defineRagSuite({
 *   name: 'store-policy',
 *   cases: 'fixtures/store-policy/cases.jsonl',
 *   corpus: 'fixtures/store-policy/corpus.jsonl',
 *   gates: { minPassRate: 0.5 },
 * });
 */
export function defineRagSuite(options: RagSuiteOptions): void {
  limitHeapGrowth();
  const suite = resolveSuite(options);
  const maxConcurrency = inject('ragcheck')?.maxConcurrency;
  const cap = maxConcurrency ?? VITEST_DEFAULT_MAX_CONCURRENCY;
  if (suite.concurrency > cap) {
    console.warn(
      `ragcheck: suite "${suite.name}" asks for concurrency ${suite.concurrency}, but Vitest runs at most ${cap} tests at once${maxConcurrency === undefined ? ' (its default)' : ''}. Use ragcheckProject({ maxConcurrency: ${suite.concurrency} }) in your Vitest config.`,
    );
  }
  // Vitest's own limit starts a test's timer only when the test starts; ours runs inside the test, so the wait
  // for a slot is part of the test's time: size the Vitest timeout for the waves ahead of it.
  const limit = suite.concurrency < cap ? createLimit(suite.concurrency) : undefined;
  const annotate = inject('ragcheckAnnotations') !== 'reporter';
  const spoolDir = inject('ragcheckResults')?.dir;
  const spool = spoolDir === undefined ? undefined : new ResultsSpoolWriter(spoolDir);
  const waves = limit ? Math.ceil(cap / suite.concurrency) : 1;
  const timeout = suite.timeoutMs * waves + TIMEOUT_MARGIN_MS;

  const warnContextIds = once((result: CaseResult) => {
    if (!result.contextIdMismatch) return false;
    console.warn(
      `ragcheck: suite "${suite.name}", case "${result.id}" (and maybe others): ${describeContextIdMismatch(result.contextIdMismatch)}`,
    );
    return true;
  });

  describe(suite.name, {
    concurrent: suite.concurrency > 1,
    tags: suite.tags,
    meta: { ragcheckSuite: suite.meta, ragcheckSources: suite.sourceFiles },
  }, () => {
    if (spool) afterAll(() => spool.close());
    for (const evalCase of suite.cases) {
      // A case's trials run one after another in its slot, each within `timeoutMs`.
      const trials = trialCountOf(evalCase, {
        trials: suite.trials.n,
        ...(suite.trials.run ? { runTrials: suite.trials.run } : {}),
      });
      const caseTimeout = trials === 1 ? timeout : suite.timeoutMs * trials * waves + TIMEOUT_MARGIN_MS;
      test(caseTestName(evalCase), { timeout: caseTimeout, tags: evalCase.tags ?? [] }, (ctx) =>
        runCase(evalCase, suite, ctx, { limit, annotate, spool, onResult: warnContextIds }),
      );
    }
  });
}

interface CaseRunOptions {
  limit: Limit | undefined;
  /** Whether the test annotates itself (else the ragcheck reporter does, from the main process). */
  annotate: boolean;
  /** Where the result goes when the ragcheck reporter reads it from its results files, not from the meta. */
  spool: ResultsSpoolWriter | undefined;
  onResult: (result: CaseResult) => void;
}

async function runCase(
  evalCase: EvalCase,
  suite: ResolvedSuite,
  ctx: TestContext,
  { limit, annotate, spool, onResult }: CaseRunOptions,
) {
  if (collectingCacheKeys()) {
    const collect = () => collectCaseCacheKeys(evalCase, suite, ctx.signal);
    ctx.task.meta.ragcheckCacheKeys = limit ? await limit(collect, ctx.signal) : await collect();
    return;
  }
  logRecordEvent({ event: 'case', case: evalCase.id, suite: suite.name });
  const evaluate = () => {
    timeFromCaseStart(ctx);
    return evaluateCase(evalCase, suite.adapter, suite.judge, {
      k: suite.k,
      thresholds: suite.thresholds,
      timeoutMs: suite.timeoutMs,
      maxAnswerChars: suite.maxAnswerChars,
      maxContextChars: suite.maxContextChars,
      signal: ctx.signal,
      mode: suite.mode,
      ...(suite.corpus ? { corpus: suite.corpus } : {}),
      refusal: suite.refusal,
      trials: suite.trials.n,
      ...(suite.trials.run ? { runTrials: suite.trials.run } : {}),
      ...(suite.trials.minPassRate === undefined ? {} : { minPassRate: suite.trials.minPassRate }),
      allowTrialErrors: suite.trials.allowErrors,
    });
  };
  const result = limit ? await limit(evaluate, ctx.signal) : await evaluate();
  if (spool) {
    // Vitest keeps a test's meta until the run ends: the full result goes to the reporter's file instead.
    spool.write(ctx.task.id, result, ctx.task.file.id);
    ctx.task.meta.ragcheckSpooled = true;
    if (!annotate) ctx.task.meta.ragcheckAnnotate = annotationsFor(result);
  } else {
    ctx.task.meta.ragcheck = result;
  }
  onResult(result);
  if (annotate) for (const { message, type } of annotationsFor(result)) await annotateWithoutStack(ctx, message, type);
  assertCaseResult(() => ctx.expect, result, { assertPassing: assertionsRequired() });
}

/**
 * Whether Vitest fails a test that makes no assertion (`expect.requireAssertions`), read from the worker's config
 * (internal: Vitest has no public way to read it in a test); true when it cannot be read, so a passing case then
 * asserts as before.
 */
function assertionsRequired(): boolean {
  const worker = (globalThis as { __vitest_worker__?: { config?: { expect?: { requireAssertions?: unknown } } } })
    .__vitest_worker__;
  const expect = worker?.config?.expect;
  // Vitest leaves the option out of its resolved config unless it is set.
  return typeof expect === 'object' && expect !== null ? Boolean(expect.requireAssertions) : true;
}

/**
 * Makes the duration Vitest records for the test start when the case starts. Vitest times a concurrent test from
 * before it waits for a slot (its own `maxConcurrency`, then the suite's `concurrency`), so every queued case of a
 * long suite would carry the wait of the cases ahead of it and show as slow. Called when the case starts, this
 * subtracts the wait since the test's `startTime` from the duration Vitest sets when the test ends.
 */
function timeFromCaseStart(ctx: TestContext): void {
  const result = ctx.task.result;
  // Once per test: a retry keeps timing from the first attempt's start.
  if (!result || typeof result.startTime !== 'number' || Object.getOwnPropertyDescriptor(result, 'duration')?.get)
    return;
  const waited = Math.max(0, Date.now() - result.startTime);
  if (waited === 0) return;
  let duration = result.duration;
  Object.defineProperty(result, 'duration', {
    configurable: true,
    enumerable: true,
    get: () => duration,
    set: (value: number | undefined) => {
      duration = typeof value === 'number' ? Math.max(0, value - waited) : value;
    },
  });
}

/** Calls `fn` until it returns true, then never again (a warning printed once per suite). */
function once<T>(fn: (value: T) => boolean): (value: T) => void {
  let done = false;
  return (value) => {
    if (!done) done = fn(value);
  };
}

/**
 * `ctx.annotate`, minus the stack trace Vitest captures to locate the call in the test file: the call is in
 * ragcheck, not in the eval file, so no location is ever found and the capture is pure cost.
 */
function annotateWithoutStack(ctx: TestContext, message: string, type: string): Promise<unknown> {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    return ctx.annotate(message, type);
  } finally {
    Error.stackTraceLimit = limit;
  }
}
