/**
 * Stage 7, gates and verdict: the metrics the stages found, each compared to its threshold, the verdict decided in
 * the documented order, and the evidence the result carries (claims, correctness, citations, the judge's usage).
 */
import { addUsage, type JudgeResult } from '../../judge/index.js';
import { classifyRefusal } from '../../refusal/index.js';
import { DeadlineError } from '../../text/index.js';
import type { Metrics } from '../../types.js';
import { faithfulnessOf } from '../asks-only.js';
import { checkContextIds } from '../corpus-ids.js';
import { buildGates, decideVerdict, RETRIEVAL_GATES } from '../diagnose.js';
import {
  type CaseBody,
  type CaseResponse,
  type CaseRun,
  describeFailure,
  emptyMetrics,
  type Findings,
  judgeIdentity,
} from './case-run.js';
import { hasReference } from './correctness.js';

/** The result of the case from what the stages found. */
export function decideCase(run: CaseRun, response: CaseResponse, found: Findings): CaseBody {
  return run.mode === 'retrieval' ? decideRetrieval(run, response, found) : decideAnswer(run, response, found);
}

/** The returned ids, and the corpus ids they were likely meant to be when none of them is one. */
function retrievedOf(run: CaseRun, response: CaseResponse): Pick<CaseBody, 'retrieved' | 'contextIdMismatch'> {
  const contextIdMismatch = checkContextIds(run.evalCase.golden, response.contexts, run.corpus);
  return { retrieved: response.contexts.map((c) => c.id), ...(contextIdMismatch ? { contextIdMismatch } : {}) };
}

/** A retrieval-only case: the retrieval gates alone (none out of scope) decide between `pass` and `FIX retrieval`. */
function decideRetrieval(run: CaseRun, response: CaseResponse, found: Findings): CaseBody {
  const metrics: Metrics = { ...emptyMetrics(run.k), ...found.retrieval };
  const outOfScope = run.evalCase.golden.length === 0;
  const gates = outOfScope
    ? []
    : buildGates(metrics, run.thresholds, { outOfScope, hasKeywords: false, explicit: run.explicit }).filter((g) =>
        RETRIEVAL_GATES.has(g.metric),
      );
  return {
    verdict: gates.every((g) => g.passed) ? 'pass' : 'FIX retrieval',
    ...retrievedOf(run, response),
    answer: null,
    metrics,
    gates,
    claims: [],
    judge: { name: 'none' },
  };
}

/** The metrics of an answered case, in the order a result lists them. */
function metricsFound(run: CaseRun, found: Findings): Metrics {
  const { retrieval, checks, faithfulness } = found;
  const scored = faithfulness ? faithfulnessOf(faithfulness) : undefined;
  return {
    contextRecall: retrieval?.contextRecall ?? null,
    faithfulness: scored ? scored.faithfulness : null,
    unsupported: checks?.unsupported ?? [],
    refused: faithfulness?.refused ?? checks?.refused ?? false,
    hitAtK: retrieval?.hitAtK ?? null,
    recallAtK: retrieval?.recallAtK ?? null,
    precisionAtK: retrieval?.precisionAtK ?? null,
    reciprocalRank: retrieval?.reciprocalRank ?? null,
    ndcgAtK: retrieval?.ndcgAtK ?? null,
    k: run.k,
    ...(checks?.keywords
      ? { keywordCoverage: checks.keywords.coverage, missingKeywords: checks.keywords.missing }
      : {}),
    correctness: found.correctness?.correctness.score ?? null,
    citationValidity: found.citations?.validity ?? null,
    citationSupport: found.citations?.support ?? null,
    ...(scored?.questions ? { questions: scored.questions } : {}),
  };
}

/** An answered case: every gate, the verdict, and the evidence. */
function decideAnswer(run: CaseRun, response: CaseResponse, found: Findings): CaseBody {
  const { faithfulness: judged, judgeFailure } = found;
  const metrics = metricsFound(run, found);
  const outOfScope = run.evalCase.golden.length === 0;
  const gates = buildGates(metrics, run.thresholds, {
    outOfScope,
    hasKeywords: metrics.keywordCoverage != null,
    hasReference: hasReference(run),
    explicit: run.explicit,
  });
  const verdict = decideVerdict({
    gates,
    metrics,
    outOfScope,
    judgeFailed: judgeFailure !== undefined,
    thresholds: run.thresholds,
  });
  const correctness = found.correctness?.correctness;
  const citations = found.citations?.citations;
  return {
    verdict,
    ...retrievedOf(run, response),
    answer: response.answer,
    metrics,
    gates,
    claims: judged?.claims ?? [],
    ...(correctness ? { correctness } : {}),
    ...(citations ? { citations } : {}),
    judge: {
      ...judgeIdentity(run.judge),
      ...(judged?.model ? { model: judged.model } : {}),
      ...usageOf(judged?.usage, found.correctness?.usage, found.citations?.usage),
      ...(judged?.samples ? { samples: judged.samples } : {}),
      ...(judged?.refusal !== undefined ? { refusal: judged.refusal } : {}),
      ...(judged?.cache ? { cache: judged.cache } : {}),
      ...(judged?.abstention ? { abstention: judged.abstention } : {}),
    },
    ...(found.uncertainRefusal ? { refusal: found.uncertainRefusal } : {}),
    ...(judged?.refusalDecidedBy === 'judge'
      ? {
          refusal: {
            lexical: judged.lexicalRefusal,
            judge: judged.refused,
            decidedBy: 'judge' as const,
            lexicalReason: classifyRefusal(response.answer, run.refusal).reason,
          },
        }
      : {}),
    ...(judgeFailure ? { error: { kind: 'judge' as const, ...judgeFailure } } : {}),
  };
}

/**
 * The result of a case whose deadline passed while its judge-free metrics were being scored: `ERROR (judge)`, the
 * stage after it never ran, and no metric measured.
 */
export function scoringRanPast(run: CaseRun, response: CaseResponse): CaseBody {
  const { evalCase } = run;
  const name = run.judge?.name ?? 'none';
  return {
    verdict: 'ERROR (judge)',
    ...retrievedOf(run, response),
    answer: response.answer,
    metrics: emptyMetrics(run.k),
    gates: [],
    claims: [],
    judge: { name },
    error: {
      kind: 'judge',
      message: describeFailure('judge', name, evalCase.id, new DeadlineError('ran past'), run.timeoutMs),
    },
  };
}

/** The judge's tokens for the case: faithfulness, correctness and citation calls together (none when none reported any). */
function usageOf(
  faithfulness: JudgeResult['usage'],
  correctness: JudgeResult['usage'],
  citation: JudgeResult['usage'],
): { usage?: NonNullable<JudgeResult['usage']> } {
  const usage = correctness || citation ? addUsage([faithfulness, correctness, citation]) : faithfulness;
  return usage ? { usage } : {};
}
