/**
 * Stage 5, correctness: the answer against the case's reference, for an in-scope case with a reference whose answer
 * the judge scored and that does not refuse.
 */
import { isJudgeError } from '../../errors.js';
import type { Correctness } from '../../types.js';
import { scoreCorrectnessWithUsage } from '../correctness.js';
import { answerJudge, type CaseResponse, type CaseRun, type Findings, judgeFailureOf } from './case-run.js';

const UNMEASURED_CORRECTNESS: Correctness = {
  score: null,
  claims: [],
  missing: [],
  contradicted: [],
  uncertain: [],
  numbers: [],
};

/** Whether the case has a reference to score correctness against (in scope, a reference that is not blank). */
export function hasReference(run: CaseRun): boolean {
  const { reference, golden } = run.evalCase;
  return golden.length > 0 && reference !== undefined && reference.trim() !== '';
}

/** Adds the answer's correctness, or the judge's failure; nothing when correctness does not apply. */
export async function askCorrectness(run: CaseRun, response: CaseResponse, found: Findings): Promise<Findings> {
  const { evalCase, history, explicit } = run;
  const reference = evalCase.reference;
  if (!hasReference(run) || reference === undefined) return found;
  if (!found.faithfulness || found.faithfulness.refused || found.judgeFailure) return found;
  try {
    const scored = await scoreCorrectnessWithUsage(
      answerJudge(run),
      {
        question: evalCase.question,
        reference,
        answer: response.answer,
        caseId: evalCase.id,
        ...(history ? { history } : {}),
      },
      { signal: run.signal, deadline: run.deadline },
    );
    if (!scored) {
      if (explicit.correctness === undefined) return found;
      throw new TypeError(
        `it does not score correctness, and \`thresholds.correctness\` is set: use a judge with correctness() (heuristic), or remove the threshold`,
      );
    }
    return { ...found, correctness: scored };
  } catch (error) {
    if (isJudgeError(error) && error.replayMiss && explicit.correctness === undefined && !run.overran()) {
      // No gate reads it: a missing recording of this call leaves the metric unmeasured and says how to record it,
      // so the faithfulness recordings committed before correctness existed keep the case's verdict.
      return { ...found, correctness: { correctness: { ...UNMEASURED_CORRECTNESS, unmeasured: error.message } } };
    }
    return { ...found, judgeFailure: judgeFailureOf(run, error) };
  }
}
