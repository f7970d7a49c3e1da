/**
 * Stage 6, citations: for an answer with markers, each marker resolved to a returned context (validity, no judge)
 * and each cited sentence checked against the chunks it cites (support, the judge's `citation()`).
 */
import { isJudgeError } from '../../errors.js';
import { citationInputOf } from '../cache-keys.js';
import { scoreCitations } from '../citations.js';
import { answerJudge, type CaseResponse, type CaseRun, type Findings, judgeFailureOf } from './case-run.js';

/** Adds the citation check of an answer with markers (null scores without any), or the judge's failure. */
export async function checkCitations(run: CaseRun, response: CaseResponse, found: Findings): Promise<Findings> {
  if (!found.faithfulness || found.judgeFailure) return found;
  const { evalCase, explicit } = run;
  const judge = answerJudge(run);
  const input = citationInputOf(evalCase, response.answer, response.contexts, response.rawIds, response.citations);
  try {
    const scored = await scoreCitations(judge, input, { signal: run.signal, deadline: run.deadline });
    if (scored && typeof judge.citation !== 'function' && explicit.citationSupport !== undefined) {
      throw new TypeError(
        'it does not score citation support, and `thresholds.citationSupport` is set: use a judge with citation() (heuristic, cascade, openai, minicheck), or remove the threshold',
      );
    }
    if (!scored) return { ...found, citations: { validity: null, support: null } };
    const { citations, validity, support, usage } = scored;
    return { ...found, citations: { citations, validity, support, ...(usage ? { usage } : {}) } };
  } catch (error) {
    if (isJudgeError(error) && error.replayMiss && explicit.citationSupport === undefined && !run.overran()) {
      // As for correctness: no gate reads citationSupport, so a missing recording of a citation call leaves it
      // unmeasured (validity needs no judge) and says how to record it; the committed recordings keep the verdict.
      const checked = await scoreCitations({ name: judge.name, faithfulness: judge.faithfulness }, input);
      return {
        ...found,
        citations: {
          ...(checked ? { citations: { ...checked.citations, unmeasured: error.message } } : {}),
          validity: checked?.validity ?? null,
          support: null,
        },
      };
    }
    return { ...found, judgeFailure: judgeFailureOf(run, error) };
  }
}
