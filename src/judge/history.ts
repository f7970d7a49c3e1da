/**
 * A conversation's earlier turns as evidence: what the USER said may be relied on (a number the user stated is not
 * invented), what the assistant said earlier never is (an answer that repeats an earlier hallucination is still
 * unsupported). Every judge reads user turns through these helpers, so they agree on what counts.
 */
import type { Chunk, ConversationTurn } from '../types.js';

/** The id a user turn gets as a context passage (1-based position in the history). */
const userTurnId = (position: number): string => `history:user#${position}`;

/** The user turns of a history as passages, in order; assistant turns are left out. */
export function userTurnPassages(history: readonly ConversationTurn[] | undefined): Chunk[] {
  if (!history) return [];
  return history.flatMap((turn, i) => (turn.role === 'user' ? [{ id: userTurnId(i + 1), text: turn.content }] : []));
}

/**
 * The text an answer may rely on: the retrieved context, then what the user said in earlier turns (the context
 * alone when there are none).
 */
export function evidenceText(context: string, history: readonly ConversationTurn[] | undefined): string {
  const turns = userTurnPassages(history);
  return turns.length === 0 ? context : [context, ...turns.map((t) => t.text)].join('\n');
}
