/**
 * Mutation of one case: ask the app once (recorded or live), score the real response as the suite does, then plant
 * each operator's regression into that response and score it through the same `evaluateCase`, judge, thresholds,
 * gates and known-failure rules. A mutant is killed when the case stops passing, survived when it still passes.
 */
import { createHash } from 'node:crypto';
import type { RagAdapter } from '../adapter/index.js';
import { DEFAULT_K, type EvaluateOptions, evaluateCase } from '../evaluate/index.js';
import type { Judge } from '../judge/index.js';
import type { CaseResult, Chunk, EvalCase, RagResponse } from '../types.js';
import { OPERATORS } from './operators.js';
import type { CaseMutation, MutantResult, Operator, OperatorName } from './types.js';
import { whySurvived } from './why.js';

export interface MutateCaseOptions extends EvaluateOptions {
  /** The suite the case belongs to, for reports. @default 'eval' */
  suite?: string;
  /** The operators to apply. @default every operator */
  operators?: readonly OperatorName[];
  /** What the mutants' random choices are drawn from: the same seed gives the same mutants. @default 'ragcheck' */
  seed?: string;
}

/** A deterministic generator in [0, 1) for one seed, case and operator (mulberry32 over a hash of the three). */
function randomFor(seed: string, suite: string, id: string, operator: string): () => number {
  let state = createHash('sha256').update(`${seed}\u0000${suite}\u0000${id}\u0000${operator}`).digest().readUInt32LE(0);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An adapter that answers every case with one fixed response, keeping the real adapter's name and id mapping. */
function replaying(adapter: RagAdapter, response: RagResponse): RagAdapter {
  return {
    ...(adapter.name === undefined ? {} : { name: adapter.name }),
    ask: async () => structuredClone(response),
    retrieve: async () => structuredClone(response.contexts),
    ...(adapter.contextId ? { contextId: adapter.contextId.bind(adapter) } : {}),
  };
}

/** The adapter, with the response it returns kept (the last one asked). */
function capturing(adapter: RagAdapter): { adapter: RagAdapter; response: () => RagResponse | undefined } {
  let last: RagResponse | undefined;
  return {
    adapter: {
      ...(adapter.name === undefined ? {} : { name: adapter.name }),
      async ask(input, options) {
        const response = await adapter.ask(input, options);
        last = structuredClone(response);
        return response;
      },
      ...(adapter.retrieve
        ? {
            async retrieve(input, options) {
              const contexts = await (adapter.retrieve as NonNullable<RagAdapter['retrieve']>)(input, options);
              last = { answer: '', contexts: structuredClone(contexts) };
              return contexts;
            },
          }
        : {}),
      ...(adapter.contextId ? { contextId: adapter.contextId.bind(adapter) } : {}),
    },
    response: () => last,
  };
}

/** The operators that change only the contexts: the ones a retrieval-only suite (`mode: 'retrieval'`) can catch. */
const RETRIEVAL_OPERATORS: ReadonlySet<OperatorName> = new Set(['drop-golden', 'demote-golden']);

const passes = (result: CaseResult) => result.outcome === 'pass';

/**
 * Mutates one case. The unmutated case is evaluated first (one trial); when it does not pass, or carries a known
 * failure, no mutant can be killed and the case is returned as `alreadyFailing` with no mutants.
 */
export async function mutateCase(
  evalCase: EvalCase,
  adapter: RagAdapter,
  judge: Judge | undefined,
  options: MutateCaseOptions = {},
): Promise<{ original: CaseResult; mutation: CaseMutation }> {
  const suite = options.suite ?? 'eval';
  const evaluateOptions: EvaluateOptions = { ...options, runTrials: 1 };
  const capture = capturing(adapter);
  const original = await evaluateCase(evalCase, capture.adapter, judge, evaluateOptions);
  const response = capture.response();
  const mutation: CaseMutation = { suite, id: evalCase.id, verdict: original.verdict, mutants: [], skipped: [] };
  if (evalCase.knownFailure) {
    mutation.alreadyFailing = `known failure: ${evalCase.knownFailure.verdict}`;
    return { original, mutation };
  }
  if (!passes(original) || response === undefined) {
    mutation.alreadyFailing = original.verdict;
    return { original, mutation };
  }
  const wanted = new Set(options.operators ?? OPERATORS.map((o) => o.name));
  const idOf = (chunk: Chunk) => adapter.contextId?.(chunk.id, chunk) ?? chunk.id;
  for (const operator of OPERATORS) {
    if (!wanted.has(operator.name)) continue;
    const result = await runOperator(operator, evalCase, response, adapter, judge, {
      suite,
      idOf,
      refused: original.metrics.refused === true,
      retrievalOnly: options.mode === 'retrieval',
      k: options.k ?? DEFAULT_K,
      evaluateOptions,
      seed: options.seed ?? 'ragcheck',
      ...(options.corpus ? { corpus: options.corpus } : {}),
    });
    if ('skip' in result) mutation.skipped.push({ operator: operator.name, why: result.skip });
    else mutation.mutants.push(result);
  }
  return { original, mutation };
}

interface RunSettings {
  suite: string;
  idOf: (chunk: Chunk) => string;
  refused: boolean;
  retrievalOnly: boolean;
  k: number;
  corpus?: readonly Chunk[];
  evaluateOptions: EvaluateOptions;
  seed: string;
}

async function runOperator(
  operator: Operator,
  evalCase: EvalCase,
  response: RagResponse,
  adapter: RagAdapter,
  judge: Judge | undefined,
  settings: RunSettings,
): Promise<MutantResult | { skip: string }> {
  if (settings.retrievalOnly && !RETRIEVAL_OPERATORS.has(operator.name)) {
    return { skip: 'a retrieval-only suite: the app gives no answer to change' };
  }
  const planted = operator.apply({
    evalCase,
    response: structuredClone(response),
    idOf: settings.idOf,
    refused: settings.refused,
    k: settings.k,
    random: randomFor(settings.seed, settings.suite, evalCase.id, operator.name),
    ...(settings.corpus ? { corpus: settings.corpus } : {}),
  });
  if ('skip' in planted) return planted;
  const base = { suite: settings.suite, id: evalCase.id, operator: operator.name, change: planted.change };
  const equivalent =
    planted.equivalent ??
    (sameResponse(planted.response, response) ? 'the mutated response equals the original' : undefined);
  if (equivalent !== undefined) return { ...base, status: 'equivalent', verdict: 'pass', why: equivalent };
  const result = await evaluateCase(evalCase, replaying(adapter, planted.response), judge, settings.evaluateOptions);
  if (!passes(result)) {
    return { ...base, status: 'killed', verdict: result.verdict, expected: operator.expects.includes(result.verdict) };
  }
  return { ...base, status: 'survived', verdict: result.verdict, ...whySurvived(operator.name, evalCase, result) };
}

function sameResponse(a: RagResponse, b: RagResponse): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
