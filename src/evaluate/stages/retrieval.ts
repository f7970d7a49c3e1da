/**
 * Stage 2, the retrieval metrics: context recall and the @k metrics of the returned contexts against the case's
 * golden refs. Scored under the case's deadline (the golden text matching scans the contexts).
 */
import { retrievalMetrics } from '../../metrics/retrieval.js';
import { withDeadline } from '../../text/index.js';
import type { CaseResponse, CaseRun, Findings } from './case-run.js';

/** Adds the retrieval metrics of the response. */
export function scoreRetrieval(run: CaseRun, response: CaseResponse, found: Findings): Findings {
  const scores = withDeadline(run.deadline, () => retrievalMetrics(run.evalCase.golden, response.contexts, run.k));
  return {
    ...found,
    retrieval: {
      contextRecall: scores.contextRecall,
      hitAtK: scores.hitAtK,
      recallAtK: scores.recallAtK,
      precisionAtK: scores.precisionAtK,
      reciprocalRank: scores.reciprocalRank,
      ndcgAtK: scores.ndcgAtK,
    },
  };
}
