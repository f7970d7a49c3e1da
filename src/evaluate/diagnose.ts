import { METRICS, metricSpec, metricsOfKind } from '../metric-registry.js';
import {
  type CaseOutcome,
  type Gate,
  isErrorVerdict,
  isPassingVerdict,
  type KnownFailure,
  type Metrics,
  type Thresholds,
  type Verdict,
} from '../types.js';
import { asksOnly } from './asks-only.js';
import { isFaithful, meetsThreshold } from './faithful.js';
import type { ResolvedThresholds } from './thresholds.js';

const CITATION_GATES: readonly string[] = metricsOfKind('citation');
/** The retrieval metrics that gate only when their threshold is set (the @k metrics). */
const OPTIONAL_RETRIEVAL_GATES = METRICS.filter((m) => m.kind === 'retrieval' && m.gate === 'when-set').map(
  (m) => m.key,
);
/** Metric names whose gates are about retrieval: failing one means `FIX retrieval`. */
export const RETRIEVAL_GATES: ReadonlySet<string> = new Set(metricsOfKind('retrieval'));
function atLeast(metric: string, value: number | null, threshold: number): Gate {
  return { metric, value, threshold, op: '>=', passed: meetsThreshold(value, threshold) };
}

/**
 * The gates of a case: context recall (in scope), any @k gate whose threshold was set explicitly, refusal exactly
 * when out of scope, faithfulness, no unsupported numbers/codes, correctness when its threshold is set and the case
 * has a reference, the citation gates when set and the answer has markers, keyword coverage when the case has
 * keywords.
 */
export function buildGates(
  metrics: Metrics,
  thresholds: ResolvedThresholds,
  context: { outOfScope: boolean; hasKeywords: boolean; explicit: Thresholds; hasReference?: boolean },
): Gate[] {
  const gates: Gate[] = [];
  if (!context.outOfScope) {
    gates.push(atLeast('contextRecall', metrics.contextRecall, thresholds.contextRecall));
    for (const key of OPTIONAL_RETRIEVAL_GATES) {
      const threshold = context.explicit[key];
      if (threshold !== undefined) gates.push(atLeast(key, metrics[key], threshold));
    }
  }
  gates.push({
    metric: 'refused',
    value: metrics.refused,
    threshold: context.outOfScope,
    op: '==',
    passed: metrics.refused === context.outOfScope,
  });
  // An answer of questions only has no faithfulness to gate: it fails as not answering (`answers`).
  if (asksOnly(metrics)) gates.push({ metric: 'answers', value: false, threshold: true, op: '==', passed: false });
  else gates.push(atLeast('faithfulness', metrics.faithfulness, thresholds.faithfulness));
  gates.push({
    metric: 'unsupported',
    value: metrics.unsupported.length,
    threshold: 0,
    op: '<=',
    passed: metrics.unsupported.length === 0,
  });
  if (context.hasReference && !context.outOfScope && context.explicit.correctness !== undefined) {
    gates.push(atLeast('correctness', metrics.correctness ?? null, context.explicit.correctness));
  }
  // The citation gates apply to an answer with markers (citationValidity is null without any).
  if (!context.outOfScope && metrics.citationValidity != null) {
    for (const key of metricsOfKind('citation')) {
      const threshold = context.explicit[key];
      if (threshold !== undefined) gates.push(atLeast(key, metrics[key] ?? null, threshold));
    }
  }
  if (context.hasKeywords && !context.outOfScope) {
    gates.push(atLeast('keywordCoverage', metrics.keywordCoverage ?? null, thresholds.keywordCoverage));
  }
  return gates;
}

/**
 * The verdict, decided in the documented order (errors, retrieval, scope, refusal, faithfulness, correctness,
 * citation, relevancy). A citation comes after the content: a wrong pointer to a right fact is a smaller defect
 * than an invented or wrong fact, and an answer its chunks do not support fails faithfulness before its markers. Correctness comes after faithfulness: an answer that invents is fixed first; a faithful answer that
 * misses or contradicts the reference either left out what its chunks say (generation) or was faithful to chunks
 * that do not say it: with the golden chunks retrieved (retrieval gates passed), that is the corpus or the reference.
 */
export function decideVerdict(input: {
  gates: readonly Gate[];
  metrics: Metrics;
  outOfScope: boolean;
  judgeFailed: boolean;
  thresholds: ResolvedThresholds;
}): Verdict {
  const { gates, metrics, outOfScope } = input;
  if (input.judgeFailed) return 'ERROR (judge)';
  if (!outOfScope && gates.some((g) => RETRIEVAL_GATES.has(g.metric) && !g.passed)) return 'FIX retrieval';
  if (outOfScope) {
    return metrics.refused && metrics.unsupported.length === 0 ? 'correct refusal' : 'FIX generation (should refuse)';
  }
  if (metrics.refused) return 'FIX generation (unwarranted refusal)';
  // It asks back instead of answering: nothing in it answers the question.
  if (asksOnly(metrics)) return 'FIX generation (relevancy)';
  if (!isFaithful({ score: metrics.faithfulness, unsupported: metrics.unsupported }, input.thresholds.faithfulness)) {
    return 'FIX generation (faithfulness)';
  }
  if (gates.some((g) => metricSpec(g.metric)?.kind === 'correctness' && !g.passed)) return 'FIX generation (incorrect)';
  if (gates.some((g) => CITATION_GATES.includes(g.metric) && !g.passed)) {
    return 'FIX generation (citation)';
  }
  if (gates.some((g) => metricSpec(g.metric)?.kind === 'relevancy' && !g.passed)) return 'FIX generation (relevancy)';
  return 'pass';
}

/**
 * How the case's test ends. An unreviewed draft is `draft` whatever its verdict. A verdict equal to
 * `knownFailure.verdict` is a `known failure` (not a failure); a known failure that now passes fails, telling the user
 * to remove the marker; any other verdict, ERROR included, fails.
 */
export function decideOutcome(
  verdict: Verdict,
  knownFailure: KnownFailure | undefined,
  draft = false,
): { outcome: CaseOutcome; message?: string } {
  // A draft's labels are not reviewed yet: its verdict says as much about the draft as about the app.
  if (draft) {
    return {
      outcome: 'draft',
      message: `unreviewed draft ("${verdict}"): reported apart, never failing the run; review the case, then delete its "draft" field`,
    };
  }
  const passed = isPassingVerdict(verdict);
  if (isErrorVerdict(verdict)) {
    return knownFailure
      ? { outcome: 'error', message: `known failure "${knownFailure.verdict}" expected, but the case errored` }
      : { outcome: 'error' };
  }
  if (!knownFailure) return { outcome: passed ? 'pass' : 'fail' };
  if (verdict === knownFailure.verdict) {
    return { outcome: 'known failure', message: `known failure: ${knownFailure.reason}` };
  }
  if (passed) {
    return {
      outcome: 'fail',
      message: `this case now passes ("${verdict}") but is marked knownFailure "${knownFailure.verdict}": remove its "knownFailure" marker`,
    };
  }
  return {
    outcome: 'fail',
    message: `expected the known failure "${knownFailure.verdict}" but got "${verdict}": fix the regression, or update "knownFailure.verdict" if this is the new accepted state`,
  };
}
