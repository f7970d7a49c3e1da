/**
 * Scoring off the Vitest worker's thread. A suite whose scoring needs nothing from the test file (the recorded
 * adapter replaying the case files, a built-in CPU judge by name, plain-data options) hands the cases Vitest will run
 * to one scoring thread per Vitest worker process (`scoring-thread.ts`), shared by every eval file the worker runs,
 * and each test awaits its case's result, then spools, annotates and asserts as a test that scored inline. Vitest's
 * own per-test work and the scoring then run on two cores at once: on 2 cores a run takes about the longer of the
 * two instead of their sum (BENCHMARKS.md, issue 15, finding 12).
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { CaseResult, Chunk } from '../types.js';
import type { ResolvedSuite } from './options.js';
import type { ThreadReply, ThreadRequest, ThreadSuite } from './thread-protocol.js';

/** What a test gets: its case's result, or why there is none (it fails the test). */
export type Outcome = { result: CaseResult; error?: undefined } | { error: Error; result?: undefined };

/** The built thread script beside this module; absent when ragcheck runs from its TypeScript sources. */
export function scoringThreadScript(): string | undefined {
  try {
    const path = fileURLToPath(new URL('./scoring-thread.js', import.meta.url));
    return existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

/** Whether `value` survives JSON unchanged: strings, finite numbers, booleans, null, arrays and plain objects. */
function isPlainData(value: unknown, depth = 0): boolean {
  if (depth > 64) return false;
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every((item) => isPlainData(item, depth + 1));
  if (typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return false;
  return Object.values(value).every((item) => item !== undefined && isPlainData(item, depth + 1));
}

/** Why a suite cannot be scored on the thread, or undefined when it can. */
export function threadScoringObstacle(suite: ResolvedSuite): string | undefined {
  if (!suite.recordedAdapter) return 'it has its own `adapter` (the thread only replays the recorded answers)';
  if (suite.mode === 'answer' && suite.builtInJudge === undefined) {
    return suite.judgeGiven
      ? 'its `judge` is an object (the thread only runs the built-in judges named heuristic or overlap)'
      : `its judge "${suite.judge.name}" calls a model (the thread only runs the heuristic and overlap judges)`;
  }
  if (!isPlainData(suite.refusal)) return 'its `refusal` options hold more than plain data';
  if (!scoringThreadScript()) {
    return 'ragcheck runs from its TypeScript sources here; the scoring thread is the built dist/vitest/scoring-thread.js';
  }
  return undefined;
}

interface Waiting {
  promise: Promise<Outcome>;
  resolve: (outcome: Outcome) => void;
  settled: boolean;
  /** A test awaits it: dropped once settled. */
  taken: boolean;
}

/** The cases of one `defineRagSuite` on the scoring thread. */
export interface ThreadScoredSuite {
  /** Sends these cases (indexes into the suite's cases) to be scored, in this order. */
  submit(indexes: readonly number[]): void;
  /**
   * The outcome of a case: the one submitted for it, else it is submitted now (a retry scores again); undefined
   * when the case cannot be copied to the thread (not plain data), so the test scores it inline.
   */
  take(index: number): Promise<Outcome> | undefined;
  /** The suite is done: the thread drops what it still holds for it. */
  close(): void;
}

const MAX_CORPORA = 4;
const MAX_REFUSALS = 16;

class ScoringThread {
  readonly worker: Worker;
  private stopped: string | undefined;
  private nextSuite = 1;
  private nextCorpus = 1;
  /** Corpora the thread holds, least recently used first. */
  private readonly corpora = new Map<readonly Chunk[], number>();
  private readonly refusals = new Map<RefusalKey, string>();
  private readonly suites = new Map<number, SuiteOnThread>();
  private pending = 0;

  constructor(script: string) {
    this.worker = new Worker(script, { stdout: false, stderr: false });
    // The thread never keeps the Vitest worker alive on its own: while a test waits for a result it is kept
    // referenced (below); idle, a finished run exits without stopping it.
    this.worker.unref();
    this.worker.on('message', (reply: ThreadReply) => this.receive(reply));
    this.worker.on('error', (error: Error) => this.stop(`threw ${error.name}: ${error.message}`));
    this.worker.on('messageerror', (error: Error) =>
      this.stop(`sent a message that could not be read (${error.message})`),
    );
    this.worker.on('exit', (code) => this.stop(`exited (code ${code})`));
  }

  get stoppedBecause(): string | undefined {
    return this.stopped;
  }

  post(message: ThreadRequest): void {
    this.worker.postMessage(message);
  }

  /** Sends the suite's settings (and its corpus, unless the thread holds it); returns its id on the thread. */
  open(handle: SuiteOnThread, suite: ResolvedSuite): number {
    const spec: ThreadSuite = {
      id: this.nextSuite++,
      judge: suite.builtInJudge ?? 'none',
      k: suite.k,
      thresholds: suite.thresholds,
      timeoutMs: suite.timeoutMs,
      maxAnswerChars: suite.maxAnswerChars,
      maxContextChars: suite.maxContextChars,
      mode: suite.mode,
      refusal: this.refusalJson(suite.refusal),
      trials: suite.trials,
    };
    if (suite.corpus) spec.corpus = this.corpusId(suite.corpus);
    this.post({ type: 'suite', suite: spec });
    this.suites.set(spec.id, handle);
    return spec.id;
  }

  /** The id the thread knows the corpus by, sending it first if it does not hold it. */
  private corpusId(chunks: readonly Chunk[]): number {
    const known = this.corpora.get(chunks);
    if (known !== undefined) {
      this.corpora.delete(chunks);
      this.corpora.set(chunks, known);
      return known;
    }
    const id = this.nextCorpus++;
    this.post({ type: 'corpus', id, chunks });
    this.corpora.set(chunks, id);
    if (this.corpora.size > MAX_CORPORA) {
      const [oldest, oldId] = this.corpora.entries().next().value as [readonly Chunk[], number];
      this.corpora.delete(oldest);
      // A suite the thread opened keeps its corpus until it closes; only the thread's lookup entry goes.
      this.post({ type: 'drop', id: oldId });
    }
    return id;
  }

  /** JSON of the refusal options, the same string for the same object (the thread compiles a vocabulary once). */
  private refusalJson(refusal: RefusalKey): string {
    let json = this.refusals.get(refusal);
    if (json === undefined) {
      json = JSON.stringify(refusal);
      if (this.refusals.size >= MAX_REFUSALS) this.refusals.clear();
      this.refusals.set(refusal, json);
    }
    return json;
  }

  waiting(delta: number): void {
    const before = this.pending;
    this.pending += delta;
    if (before === 0 && this.pending > 0) this.worker.ref();
    else if (before > 0 && this.pending === 0) this.worker.unref();
  }

  forget(id: number): void {
    this.suites.delete(id);
  }

  private receive(reply: ThreadReply): void {
    const suite = this.suites.get(reply.suite);
    if (!suite) return; // closed: its tests are done
    if (reply.type === 'result') {
      suite.settle(reply.index, { result: reply.result });
      return;
    }
    const error = new Error(
      `ragcheck: suite "${suite.name}", case "${suite.caseId(reply.index)}": scoring threw on ragcheck's scoring thread: ${reply.message}`,
    );
    error.name = reply.name;
    if (reply.stack !== undefined) error.stack = `${error.name}: ${error.message}\n${stackFramesOf(reply.stack)}`;
    suite.settle(reply.index, { error });
  }

  private stop(reason: string): void {
    if (this.stopped !== undefined) return;
    this.stopped = reason;
    if (current === this) current = undefined;
    for (const suite of [...this.suites.values()]) suite.failAll(reason);
    this.suites.clear();
  }
}

type RefusalKey = ResolvedSuite['refusal'];

const stackFramesOf = (stack: string) =>
  stack
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');

class SuiteOnThread implements ThreadScoredSuite {
  private readonly waits = new Map<number, Waiting>();
  /** The thread and the suite's id there, from the first submission (a suite Vitest skips never opens). */
  private thread: ScoringThread | undefined;
  private id = 0;
  private closed = false;
  private uncopyable = false;
  readonly name: string;

  constructor(private readonly suite: ResolvedSuite) {
    this.name = suite.name;
  }

  caseId(index: number): string {
    return this.suite.cases[index]?.id ?? `#${index}`;
  }

  submit(indexes: readonly number[]): void {
    if (this.uncopyable) return;
    const fresh = indexes.filter((index) => !this.waits.has(index) && this.suite.cases[index] !== undefined);
    if (fresh.length === 0) return;
    let thread = this.thread;
    try {
      if (!thread && !this.closed) {
        thread = startedThread();
        this.id = thread.open(this, this.suite);
        this.thread = thread;
      }
      if (thread && thread.stoppedBecause === undefined && !this.closed) {
        thread.post({
          type: 'score',
          suite: this.id,
          cases: fresh.map((index) => [index, this.suite.cases[index] as ResolvedSuite['cases'][number]]),
        });
      }
    } catch (error) {
      // The corpus, settings or a case cannot be copied to the thread (not plain data): the suite scores inline.
      if ((error as Error)?.name !== 'DataCloneError') throw error;
      this.uncopyable = true;
      return;
    }
    for (const index of fresh) {
      let resolve!: (outcome: Outcome) => void;
      const promise = new Promise<Outcome>((r) => {
        resolve = r;
      });
      this.waits.set(index, { promise, resolve, settled: false, taken: false });
    }
    thread?.waiting(fresh.length);
    if (this.closed) this.failAll('had finished the suite');
    else if (thread?.stoppedBecause !== undefined) this.failAll(thread.stoppedBecause);
  }

  take(index: number): Promise<Outcome> | undefined {
    let wait = this.waits.get(index);
    if (!wait) {
      this.submit([index]);
      wait = this.waits.get(index);
      if (!wait) return undefined;
    }
    // A result taken is dropped: a retry of the test scores the case again instead of reusing it.
    wait.taken = true;
    if (wait.settled) this.waits.delete(index);
    return wait.promise;
  }

  settle(index: number, outcome: Outcome): void {
    const wait = this.waits.get(index);
    if (!wait || wait.settled) return;
    // Kept until its test takes it.
    wait.settled = true;
    if (wait.taken) this.waits.delete(index);
    wait.resolve(outcome);
    this.thread?.waiting(-1);
  }

  failAll(reason: string): void {
    for (const [index, wait] of [...this.waits]) {
      if (!wait.settled) this.settle(index, { error: this.failure(index, reason) });
    }
  }

  private failure(index: number, reason: string): Error {
    return new Error(
      `ragcheck: suite "${this.name}", case "${this.caseId(index)}": ragcheck's scoring thread ${reason} before this case had a result. Set \`scoring: 'inline'\` in defineRagSuite to score in the test instead.`,
    );
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    const thread = this.thread;
    let unsettled = 0;
    for (const wait of this.waits.values()) if (!wait.settled) unsettled++;
    this.waits.clear();
    if (!thread) return;
    if (unsettled > 0) thread.waiting(-unsettled);
    thread.forget(this.id);
    if (thread.stoppedBecause === undefined) thread.post({ type: 'close', suite: this.id });
  }
}

let current: ScoringThread | undefined;

/** This process's scoring thread, started on first use (and again after one stopped). */
function startedThread(): ScoringThread {
  current ??= new ScoringThread(scoringThreadScript() as string);
  return current;
}

/**
 * The suite's cases on this process's scoring thread. The thread starts now, so its start-up overlaps the
 * collection of the eval file; the suite is sent when its cases are (`submit`). The caller has checked
 * `threadScoringObstacle(suite)`.
 */
export function scoreOnThread(suite: ResolvedSuite): ThreadScoredSuite {
  startedThread();
  return new SuiteOnThread(suite);
}

/** This process's scoring thread, if one runs (internal: tests stop it to check how its tests fail). */
export function scoringThreadOfThisProcess(): Worker | undefined {
  return current?.worker;
}
