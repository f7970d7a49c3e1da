/** What a case gives the judges besides its question and answer: the contexts as one text, its earlier turns. */
import type { Chunk, ConversationTurn, EvalCase } from '../types.js';

/** Joins context texts the way the judges read them. */
export function joinContexts(contexts: readonly Chunk[]): string {
  return contexts.map((c) => c.text).join('\n');
}

/** The case's earlier turns, or undefined for a single question (`history: []` included). */
export function historyOf(evalCase: EvalCase): readonly ConversationTurn[] | undefined {
  return evalCase.history && evalCase.history.length > 0 ? evalCase.history : undefined;
}
