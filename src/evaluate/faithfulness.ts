/** An answer's faithfulness as the judge scores it, and whether the answer refuses. */

import { judgeWithDeadline } from '../judge/deadline.js';
import { type Judge, type JudgeResult, userTurnPassages } from '../judge/index.js';
import { isRefusal, type RefusalOptions, settledByStatementModel } from '../refusal/index.js';
import { raceSignal } from '../text/index.js';
import type { Chunk, ConversationTurn } from '../types.js';

/** Faithfulness plus the refusal decision: who decided it, and what the lexical rule said. */
export type FaithfulnessResult = JudgeResult & {
  /** The answer refuses (decides `metrics.refused`). */
  refused: boolean;
  /** `isRefusal(answer)`: the lexical rule's reading, whoever decided. */
  lexicalRefusal: boolean;
  /** `judge` when the judge has `decidesRefusal` and was asked; `lexical` otherwise. */
  refusalDecidedBy: 'judge' | 'lexical';
};

/**
 * Scores an answer's faithfulness and decides whether it refuses. A judge with `decidesRefusal` (an LLM judge) is
 * asked about every answer and its `refusal` decides; any other judge is skipped for an answer the lexical rule
 * (`isRefusal`) calls a refusal, which invents nothing and scores 1, except a decline the statement model settled
 * (`statementModel`, on by default): it is a refusal, and its statements are judged. The judge's output is checked.
 */
export async function scoreFaithfulness(
  judge: Judge,
  input: {
    question: string;
    answer: string;
    contexts: readonly Chunk[];
    caseId?: string;
    unsupported?: readonly string[];
    /** `isRefusal(answer)`, when the caller has decided it already. */
    refused?: boolean;
    /** The conversation's earlier turns: the user's are given to the judge as passages after the contexts. */
    history?: readonly ConversationTurn[];
  },
  options: { signal?: AbortSignal; refusal?: RefusalOptions; deadline?: number; threshold?: number } = {},
): Promise<FaithfulnessResult> {
  const reading = { question: input.question, ...options.refusal };
  const lexicalRefusal = input.refused ?? isRefusal(input.answer, reading);
  const decides = judge.decidesRefusal === true;
  // A decline the statement model settled is a refusal, but its statements are judged: they answer nothing about the
  // question, yet may state what the contexts do not support (BEGIN's human labels judge such asides).
  if (lexicalRefusal && !decides && !settledByStatementModel(input.answer, reading)) {
    return { score: 1, claims: [], refused: true, lexicalRefusal, refusalDecidedBy: 'lexical' };
  }
  const history = input.history && input.history.length > 0 ? input.history : undefined;
  const contexts = [...input.contexts, ...userTurnPassages(history)];
  const call = judgeWithDeadline(options.deadline, () =>
    judge.faithfulness(
      {
        question: input.question,
        answer: input.answer,
        contexts,
        caseId: input.caseId,
        ...(input.unsupported ? { unsupported: input.unsupported } : {}),
        ...(history ? { history } : {}),
      },
      {
        signal: options.signal,
        ...(options.deadline !== undefined ? { deadline: options.deadline } : {}),
        ...(options.threshold !== undefined ? { threshold: options.threshold } : {}),
      },
    ),
  );
  const result = options.signal ? await raceSignal(call, options.signal) : await call;
  if (
    typeof result !== 'object' ||
    result === null ||
    typeof result.score !== 'number' ||
    !Number.isFinite(result.score) ||
    result.score < 0 ||
    result.score > 1 ||
    !Array.isArray(result.claims)
  ) {
    throw new TypeError(
      `judge "${judge.name}" returned an invalid result (score ${JSON.stringify((result as { score?: unknown } | null)?.score)}); a judge must return { score in [0, 1], claims: [] }`,
    );
  }
  if (!decides) return { ...result, refused: lexicalRefusal, lexicalRefusal, refusalDecidedBy: 'lexical' };
  if (typeof result.refusal !== 'boolean') {
    throw new TypeError(
      `judge "${judge.name}" has \`decidesRefusal\` but returned no boolean \`refusal\` (got ${JSON.stringify(result.refusal)}); return { refusal: true | false, ... } or drop \`decidesRefusal\``,
    );
  }
  return { ...result, refused: result.refusal, lexicalRefusal, refusalDecidedBy: 'judge' };
}
