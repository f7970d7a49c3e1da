/**
 * An answer made only of questions ("Which order do you mean?") asserts nothing, so no judge can call it supported,
 * and it declines nothing, so it is no refusal: its faithfulness is not measured (null) and, in scope, the case fails
 * as not answering (`FIX generation (relevancy)`); out of scope it is not the refusal the case needs.
 */
import type { JudgeResult } from '../judge/index.js';
import type { Metrics } from '../types.js';

/** Whether a judged, non-refusing answer has questions and nothing else to check. */
export function asksOnly(metrics: Pick<Metrics, 'faithfulness' | 'questions' | 'refused'>): boolean {
  return !metrics.refused && metrics.faithfulness === null && (metrics.questions?.length ?? 0) > 0;
}

/** The faithfulness metrics of a judge result: its score, and its questions (the score null when it has only them). */
export function faithfulnessOf(
  judged: Pick<JudgeResult, 'score' | 'claims' | 'questions'> & { refused: boolean },
): Pick<Metrics, 'faithfulness' | 'questions'> {
  const questions = judged.questions ?? [];
  if (questions.length === 0) return { faithfulness: judged.score };
  const only = !judged.refused && judged.claims.length === 0;
  return { faithfulness: only ? null : judged.score, questions: [...questions] };
}
