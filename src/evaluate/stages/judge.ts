/**
 * Stage 4, the judge: the answer's faithfulness to its contexts and, for a judge that decides it, whether it
 * refuses. Asked for every answered case, so a retrieval failure still carries the generation evidence.
 */
import { classifyRefusal, refusalReading } from '../../refusal/index.js';
import { refusalDecisionInput } from '../case-inputs.js';
import { scoreFaithfulness } from '../faithfulness.js';
import { answerJudge, type CaseResponse, type CaseRun, type Findings, judgeFailureOf } from './case-run.js';

/** Adds the judge's faithfulness result, or the judge's failure. */
export async function askJudge(run: CaseRun, response: CaseResponse, found: Findings): Promise<Findings> {
  const { evalCase, history } = run;
  try {
    const faithfulness = await scoreFaithfulness(
      answerJudge(run),
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
    if (faithfulness.refusalDecidedBy !== 'lexical' || faithfulness.refused) return { ...found, faithfulness };
    if (refusalReading(response.answer, run.refusal) !== 'uncertain') return { ...found, faithfulness };
    // The grammar cannot settle it: a judge that reads refusals decides; otherwise it is reported, not guessed.
    const decided = await answerJudge(run).decideRefusal?.(refusalDecisionInput(evalCase, response), {
      signal: run.signal,
      deadline: run.deadline,
    });
    const lexicalReason = classifyRefusal(response.answer, run.refusal).reason;
    if (decided === undefined) {
      return {
        ...found,
        faithfulness,
        uncertainRefusal: { lexical: false, decidedBy: 'lexical', uncertain: true, lexicalReason },
      };
    }
    return {
      ...found,
      faithfulness: { ...faithfulness, refused: decided },
      uncertainRefusal: { lexical: false, judge: decided, decidedBy: 'judge', uncertain: true, lexicalReason },
    };
  } catch (error) {
    return { ...found, judgeFailure: judgeFailureOf(run, error) };
  }
}
