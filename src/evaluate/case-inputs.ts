/** What a case gives the judges besides its question, answer and contexts: its earlier turns. */
import type { Chunk, ConversationTurn, EvalCase } from '../types.js';

/** The case's earlier turns, or undefined for a single question (`history: []` included). */
export function historyOf(evalCase: EvalCase): readonly ConversationTurn[] | undefined {
  return evalCase.history && evalCase.history.length > 0 ? evalCase.history : undefined;
}

/**
 * What a judge that reads refusals is asked to settle a refusal the grammar leaves `uncertain` (`decideRefusal`):
 * the question, the answer and the retrieved contexts. The run and `answerCacheKeys` build it the same way, so the
 * recorded call is listed as needed.
 */
export function refusalDecisionInput(
  evalCase: EvalCase,
  response: { answer: string; contexts: readonly Chunk[] },
): { question: string; answer: string; contexts: Chunk[]; caseId: string } {
  return {
    question: evalCase.question,
    answer: response.answer,
    contexts: [...response.contexts],
    caseId: evalCase.id,
  };
}
