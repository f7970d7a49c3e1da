import type { Chunk, ConversationTurn, EvalCase, RagResponse } from '../types.js';

/** What the app is asked. `case` is there for adapters that need it (recorded answers); apps use `question`. */
export interface AskInput {
  question: string;
  case: EvalCase;
  /**
   * The earlier turns of the conversation, oldest first, when the case has `history`: `question` is the user's
   * next turn. Absent for a single question.
   */
  history?: readonly ConversationTurn[];
}

/**
 * What the harness passes to an adapter's `ask` besides the question: how many chunks to retrieve and when to stop.
 */
export interface AskOptions {
  /** How many chunks to retrieve. */
  k: number;
  /** Aborted when the case's time is up. */
  signal: AbortSignal;
  /**
   * Which trial of the case this is, from 0, when the case is asked several times (`trials: n`); 0 (or absent) for
   * a case asked once. `withRecording` keeps each trial's response apart by it.
   */
  trial?: number;
}

/**
 * Your RAG app, as ragcheck sees it. `ask` returns the answer and the chunks the answer was generated from, in
 * rank order. Throwing, timing out or returning a malformed response makes the case `ERROR (adapter)`.
 */
export interface RagAdapter {
  /** Shown in reports. */
  readonly name?: string;
  ask(input: AskInput, options: AskOptions): Promise<RagResponse>;
  /** Optional: retrieval only, for suites that gate hit@k / MRR / nDCG without generating. */
  retrieve?(input: AskInput, options: AskOptions): Promise<Chunk[]>;
  /**
   * Optional: maps the id your app gives a chunk to the corpus id that golden ids use, when the two differ (an
   * app that splits `pets` into `pets#chunk0`, `pets#chunk1`...). Applied to every returned context before
   * scoring; `retrieved` in results shows the mapped ids.
   *
   * @example
   * defineAdapter({ ask, contextId: (id) => id.split('#')[0] });
   */
  contextId?(id: string, chunk: Chunk): string;
}
