/**
 * Stage 4, the judge: the answer's faithfulness to its contexts and, for a judge that decides it, whether it
 * refuses. Asked for every answered case, so a retrieval failure still carries the generation evidence.
 */
import { scoreFaithfulness } from '../faithfulness.js';
import { type CaseResponse, type CaseRun, type Findings, judgeFailureOf } from './case-run.js';

/** Adds the judge's faithfulness result, or the judge's failure. */
export async function askJudge(run: CaseRun, response: CaseResponse, found: Findings): Promise<Findings> {
  const { evalCase, history } = run;
  try {
    const faithfulness = await scoreFaithfulness(
      run.judge,
      {
        question: evalCase.question,
        answer: response.answer,
        contexts: response.contexts,
        caseId: evalCase.id,
        unsupported: found.checks?.unsupported ?? [],
        refused: found.checks?.refused ?? false,
        ...(history ? { history } : {}),
      },
      { signal: run.signal, deadline: run.deadline, refusal: run.refusal, threshold: run.thresholds.faithfulness },
    );
    return { ...found, faithfulness };
  } catch (error) {
    return { ...found, judgeFailure: judgeFailureOf(run, error) };
  }
}
