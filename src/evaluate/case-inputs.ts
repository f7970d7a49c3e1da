/** What a case gives the judges besides its question, answer and contexts: its earlier turns. */
import type { ConversationTurn, EvalCase } from '../types.js';

/** The case's earlier turns, or undefined for a single question (`history: []` included). */
export function historyOf(evalCase: EvalCase): readonly ConversationTurn[] | undefined {
  return evalCase.history && evalCase.history.length > 0 ? evalCase.history : undefined;
}
