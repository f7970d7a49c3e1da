import { afterAll, describe, inject, type TaskMeta, type TestContext, test } from 'vitest';
import { caseRecording, withRecordingContext } from '../../adapter/fingerprint.js';
import { logRecordEvent } from '../../adapter/record-log.js';
import {
  describeContextIdMismatch,
  describeMissingSources,
  evaluateCase,
  lacksSources,
  trialCountOf,
} from '../../evaluate/index.js';
import { createLimit, type Limit } from '../../judge/index.js';
import { mutateAndLog, mutationRequested } from '../../mutate/index.js';
import type { CaseResult, EvalCase } from '../../types.js';
import { annotationsFor, caseView } from '../shared/annotations.js';
import { type CodeHashes, codeOf } from '../shared/code-graph.js';
import { ResultsSpoolWriter } from '../shared/results-spool.js';
import { assertCaseResult } from './assert.js';
import { collectCaseCacheKeys, collectingCacheKeys } from './cache-keys.js';
import { limitHeapGrowth } from './heap.js';
import { annotateWithoutStack, assertionsRequired, timeFromCaseStart } from './internals.js';
import { type RagSuiteOptions, type ResolvedSuite, resolveSuite } from './options.js';

/** Judges whose answers `ragcheck record` stores in the judge cache (the others need no recording). */
const MODEL_JUDGES: ReadonlySet<string> = new Set(['openai', 'minicheck', 'cascade']);

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

  const warnSources = once((evalCase: EvalCase) => {
    if (!lacksSources(evalCase)) return false;
    console.warn(describeMissingSources(suite.name, evalCase.id));
    return true;
  });

  // The code fingerprint of the eval file the suite is in, computed in the main process (ragcheckProject()).
  const code = new Map<string, CodeHashes | undefined>();
  const codeOfFile = (file: string): CodeHashes | undefined => {
    if (!code.has(file)) code.set(file, codeOf(inject('ragcheckCode'), file));
    return code.get(file);
  };

  // Vitest copies a describe's meta into each test it registers, and Vitest UI's Test Meta shows every key of a
  // test's meta: the data files are added to the describe's own meta once its tests exist, so only the describe
  // (watch mode, the reporter's removed-case check) carries them.
  // Inside a user's describe that sets meta of its own, Vitest gives this describe a merged copy of the meta passed
  // here: the sources go on the meta of the collector `describe` returns, which is the suite's own.
  const describeMeta: TaskMeta = { ragcheckSuite: suite.meta };
  let collector: { options?: { meta?: TaskMeta } } | undefined;
  let registered = false;
  const addSources = () => {
    const meta = collector?.options?.meta ?? describeMeta;
    meta.ragcheckSources = suite.sources;
  };
  collector = describe(suite.name, { concurrent: suite.concurrency > 1, tags: suite.tags, meta: describeMeta }, () => {
    if (spool) afterAll(() => spool.close());
    for (const evalCase of suite.cases) {
      // A case's trials run one after another in its slot, each within `timeoutMs`.
      const trials = trialCountOf(evalCase, {
        trials: suite.trials.n,
        ...(suite.trials.run ? { runTrials: suite.trials.run } : {}),
      });
      const caseTimeout = trials === 1 ? timeout : suite.timeoutMs * trials * waves + TIMEOUT_MARGIN_MS;
      test(caseTestName(evalCase), { timeout: caseTimeout, tags: evalCase.tags ?? [] }, (ctx) =>
        runCase(evalCase, suite, ctx, {
          limit,
          annotate,
          spool,
          onResult: (result) => {
            warnContextIds(result);
            warnSources(evalCase);
          },
          codeOf: codeOfFile,
        }),
      );
    }
    registered = true;
    if (collector) addSources();
  });
  // A factory Vitest ran before `describe` returned had no collector to read yet.
  if (registered) addSources();
}

interface CaseRunOptions {
  limit: Limit | undefined;
  /** Whether the test annotates itself (else the ragcheck reporter does, from the main process). */
  annotate: boolean;
  /** Where the result goes when the ragcheck reporter reads it from its results files, not from the meta. */
  spool: ResultsSpoolWriter | undefined;
  onResult: (result: CaseResult) => void;
  /** The code fingerprint of an eval file (recordings compare theirs with it). */
  codeOf: (file: string) => CodeHashes | undefined;
}

async function runCase(
  evalCase: EvalCase,
  suite: ResolvedSuite,
  ctx: TestContext,
  { limit, annotate, spool, onResult, codeOf }: CaseRunOptions,
) {
  if (collectingCacheKeys()) {
    const collect = () => collectCaseCacheKeys(evalCase, suite, ctx.signal);
    ctx.task.meta.ragcheckCacheKeys = limit ? await limit(collect, ctx.signal) : await collect();
    return;
  }
  const judge = suite.judge && MODEL_JUDGES.has(suite.judge.name) ? { judge: suite.judge.name } : {};
  logRecordEvent({ event: 'case', case: evalCase.id, suite: suite.name, ...judge });
  const recording = caseRecording(codeOf(ctx.task.file.filepath), suite.corpus);
  const evaluate = () => {
    timeFromCaseStart(ctx);
    const adapter = withRecordingContext(suite.adapter, recording.context);
    const options = {
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
    };
    // Under `ragcheck mutate` the case also plants each regression into its response and logs what the suite caught.
    return mutationRequested()
      ? mutateAndLog(evalCase, adapter, suite.judge, { ...options, suite: suite.name })
      : evaluateCase(evalCase, adapter, suite.judge, options);
  };
  const result = limit ? await limit(evaluate, ctx.signal) : await evaluate();
  const outcome = recording.outcome();
  if (outcome) result.recording = outcome;
  if (spool) {
    // Vitest keeps a test's meta until the run ends: the full result goes to the reporter's file instead.
    spool.write(ctx.task.id, result, ctx.task.file.id);
    ctx.task.meta.ragcheckCase = caseView(result);
  } else {
    ctx.task.meta.ragcheck = result;
  }
  onResult(result);
  if (annotate) for (const { message, type } of annotationsFor(result)) await annotateWithoutStack(ctx, message, type);
  assertCaseResult(() => ctx.expect, result, { assertPassing: assertionsRequired() });
}

/** Calls `fn` until it returns true, then never again (a warning printed once per suite). */
function once<T>(fn: (value: T) => boolean): (value: T) => void {
  let done = false;
  return (value) => {
    if (!done) done = fn(value);
  };
}
