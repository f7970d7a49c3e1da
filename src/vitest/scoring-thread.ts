/**
 * The scoring thread: a `worker_threads` thread beside a Vitest worker that scores the cases of `defineRagSuite`
 * suites whose scoring needs nothing from the test file (the recorded adapter, a built-in CPU judge by name), so the
 * tests' own Vitest work and the scoring run on two cores at once (BENCHMARKS.md, issue 15). It calls the same
 * `evaluateCase` with the same options as a test that scores inline, one case after another in the order they
 * arrive, and posts each `CaseResult` back. Started by `thread-scoring.ts`; never imported by anything else.
 */
import { parentPort } from 'node:worker_threads';
import { createRecordedAdapter, type RagAdapter } from '../adapter/index.js';
import { evaluateCase } from '../evaluate/evaluate-case.js';
import { createHeuristicJudge } from '../judge/heuristic.js';
import { createOverlapJudge } from '../judge/overlap.js';
import type { Judge } from '../judge/types.js';
import type { RefusalOptions } from '../metrics/index.js';
import type { Chunk, EvalCase } from '../types.js';
import type { ThreadReply, ThreadRequest, ThreadSuite } from './thread-protocol.js';

const port = parentPort;
if (!port) throw new Error('ragcheck: scoring-thread.js runs as a worker thread of the Vitest worker, not on its own.');

const corpora = new Map<number, Chunk[]>();
/** Refusal options by their JSON: the same vocabulary object for every suite that names it, compiled once. */
const refusals = new Map<string, RefusalOptions>();
/** Open suites: each keeps its corpus until it closes, even once the corpus is dropped from `corpora`. */
const suites = new Map<
  number,
  { spec: ThreadSuite; corpus: Chunk[] | undefined; adapter: RagAdapter; judge: Judge; refusal: RefusalOptions }
>();
const queue: { suite: number; index: number; case: EvalCase }[] = [];
let head = 0;
let draining = false;

function refusalOf(json: string): RefusalOptions {
  let refusal = refusals.get(json);
  if (!refusal) {
    refusal = JSON.parse(json) as RefusalOptions;
    refusals.set(json, refusal);
  }
  return refusal;
}

function judgeOf(name: ThreadSuite['judge']): Judge {
  if (name === 'heuristic') return createHeuristicJudge();
  if (name === 'overlap') return createOverlapJudge();
  // As `resolveSuite`'s judge of a retrieval-only suite: never called.
  return { name: 'none', judge: () => Promise.reject(new Error('a retrieval-only suite does not judge answers')) };
}

function open(spec: ThreadSuite): void {
  const corpus = spec.corpus === undefined ? undefined : corpora.get(spec.corpus);
  if (spec.corpus !== undefined && !corpus) throw new Error(`corpus ${spec.corpus} was never sent`);
  suites.set(spec.id, {
    spec,
    corpus,
    // As `resolveSuite` makes them for a suite with neither `adapter` nor a judge object.
    adapter: createRecordedAdapter(corpus ? { corpus } : {}),
    judge: judgeOf(spec.judge),
    refusal: refusalOf(spec.refusal),
  });
}

async function drain(): Promise<void> {
  if (draining) return;
  draining = true;
  try {
    while (head < queue.length) {
      const item = queue[head] as (typeof queue)[number];
      queue[head++] = undefined as never;
      const suite = suites.get(item.suite);
      if (!suite) continue; // closed before its turn: no test waits for it any more
      const { spec, corpus } = suite;
      let reply: ThreadReply;
      try {
        // The options of `runCase` in suite.ts, minus the test's abort signal.
        const result = await evaluateCase(item.case, suite.adapter, suite.judge, {
          k: spec.k,
          thresholds: spec.thresholds,
          timeoutMs: spec.timeoutMs,
          maxAnswerChars: spec.maxAnswerChars,
          maxContextChars: spec.maxContextChars,
          mode: spec.mode,
          ...(corpus ? { corpus } : {}),
          refusal: suite.refusal,
          trials: spec.trials.n,
          ...(spec.trials.run ? { runTrials: spec.trials.run } : {}),
          ...(spec.trials.minPassRate === undefined ? {} : { minPassRate: spec.trials.minPassRate }),
          allowTrialErrors: spec.trials.allowErrors,
        });
        reply = { type: 'result', suite: item.suite, index: item.index, result };
      } catch (error) {
        const e = error instanceof Error ? error : new Error(String(error));
        reply = { type: 'thrown', suite: item.suite, index: item.index, name: e.name, message: e.message };
        if (e.stack !== undefined) reply.stack = e.stack;
      }
      port?.postMessage(reply);
    }
    queue.length = 0;
    head = 0;
  } finally {
    draining = false;
  }
}

port.on('message', (message: ThreadRequest) => {
  switch (message.type) {
    case 'corpus':
      corpora.set(message.id, message.chunks as Chunk[]);
      return;
    case 'drop':
      corpora.delete(message.id);
      return;
    case 'suite':
      open(message.suite);
      return;
    case 'score':
      for (const [index, evalCase] of message.cases) queue.push({ suite: message.suite, index, case: evalCase });
      void drain();
      return;
    case 'close':
      suites.delete(message.suite);
      return;
  }
});
