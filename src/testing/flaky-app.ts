/**
 * A nondeterministic RAG app for tests of trials: it answers right with a given probability, seeded per
 * (seed, case, trial) so every run gives the same answers in any order of execution. It logs what it did, so a test
 * can compare ragcheck's count of passing trials with what the app actually answered.
 */
import { createHash } from 'node:crypto';
import type { AskOptions, RagAdapter } from '../adapter/index.js';
import type { Chunk, RagResponse } from '../types.js';
import { createRandom } from './random.js';

/** What the app did on one call. `right`: the golden chunk, quoted (or a refusal out of scope). */
export type FlakyOutcome = 'right' | 'invented' | 'wrong-chunk';

/**
 * Options of `createFlakyApp`: its corpus, how often it answers right and the seed that makes its runs repeatable.
 */
export interface FlakyAppOptions {
  /** Chunks it retrieves from; golden ids of the cases must be among them. */
  corpus: readonly Chunk[];
  /** Probability of a right answer, in [0, 1]. */
  rightRate: number;
  /** @default 1 */
  seed?: number;
}

/** An app whose answers vary, right only part of the time, for testing trials; it records every call. */
export interface FlakyApp extends RagAdapter {
  /** Every call, in call order. */
  readonly calls: { caseId: string; trial: number; outcome: FlakyOutcome }[];
}

const REFUSAL = "I don't know based on the provided documents.";

/** The outcome of a (seed, case, trial): right with `rightRate`, else an invented number or a wrong chunk, half each. */
export function flakyOutcome(seed: number, caseId: string, trial: number, rightRate: number): FlakyOutcome {
  const digest = createHash('sha256').update(`${seed}\u0000${caseId}\u0000${trial}`).digest();
  const draw = createRandom(digest.readUInt32BE(0)).next();
  if (draw < rightRate) return 'right';
  return draw < rightRate + (1 - rightRate) / 2 ? 'invented' : 'wrong-chunk';
}

/**
 * The app: a right answer quotes the case's first golden chunk and returns the golden chunks (out of scope: it
 * refuses); an invented one adds a phone number no chunk has (`FIX generation (faithfulness)`, or `should refuse`
 * out of scope); a wrong-chunk one quotes and returns a chunk that is not golden (`FIX retrieval`).
 */
export function createFlakyApp(options: FlakyAppOptions): FlakyApp {
  const seed = options.seed ?? 1;
  const byId = new Map(options.corpus.map((chunk) => [chunk.id, chunk]));
  const calls: FlakyApp['calls'] = [];
  return {
    name: 'flaky-app',
    calls,
    async ask({ case: evalCase }, { trial = 0 }: AskOptions): Promise<RagResponse> {
      const outcome = flakyOutcome(seed, evalCase.id, trial, options.rightRate);
      calls.push({ caseId: evalCase.id, trial, outcome });
      const golden = evalCase.golden.flatMap((g) =>
        typeof g === 'string' && byId.has(g) ? [byId.get(g) as Chunk] : [],
      );
      const other = options.corpus.find((chunk) => !evalCase.golden.includes(chunk.id)) as Chunk;
      const first = golden[0];
      if (outcome === 'wrong-chunk' || (outcome === 'invented' && !first)) {
        return { answer: other.text, contexts: [other] };
      }
      if (!first) return { answer: REFUSAL, contexts: [] };
      const answer = outcome === 'right' ? first.text : `${first.text} Call 1-800-555-0199 to confirm.`;
      return { answer, contexts: golden };
    },
  };
}
