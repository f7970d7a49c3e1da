/** Messages between a Vitest worker (`thread-scoring.ts`) and its scoring thread (`scoring-thread.ts`). */
import type { CaseResult, Chunk, EvalCase, Thresholds } from '../types.js';

/** A suite's scoring settings: everything `evaluateCase` is given inline, as plain data. */
export interface ThreadSuite {
  id: number;
  /** `none` for a retrieval-only suite, which never judges. */
  judge: 'heuristic' | 'overlap' | 'none';
  /** Id of a corpus sent before (`corpus` message). */
  corpus?: number;
  k: number;
  thresholds: Thresholds;
  timeoutMs: number;
  maxAnswerChars: number;
  maxContextChars: number;
  mode: 'answer' | 'retrieval';
  /** The suite's `RefusalOptions` as JSON (plain data: checked before a suite is sent). */
  refusal: string;
  trials: { n: number; run?: number; minPassRate?: number; allowErrors: boolean };
}

export type ThreadRequest =
  | { type: 'corpus'; id: number; chunks: readonly Chunk[] }
  | { type: 'drop'; id: number }
  | { type: 'suite'; suite: ThreadSuite }
  /** Cases to score, in this order, each with its index in the suite's cases. */
  | { type: 'score'; suite: number; cases: [number, EvalCase][] }
  | { type: 'close'; suite: number };

export type ThreadReply =
  | { type: 'result'; suite: number; index: number; result: CaseResult }
  /** `evaluateCase` itself threw (a bug: adapter and judge failures are ERROR results). */
  | { type: 'thrown'; suite: number; index: number; name: string; message: string; stack?: string };
