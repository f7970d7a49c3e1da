/**
 * Why a mutant survived, in words a user acts on: which gate would have caught it and why it did not.
 */
import type { CaseResult, EvalCase } from '../types.js';
import type { OperatorName } from './types.js';

/** The gates each operator is aimed at, in the order they are named. */
const TARGETS: Readonly<Record<OperatorName, readonly string[]>> = {
  'drop-golden': ['contextRecall'],
  'demote-golden': ['recallAtK', 'hitAtK', 'precisionAtK', 'reciprocalRank', 'ndcgAtK'],
  'swap-number': ['unsupported'],
  'add-claim': ['faithfulness'],
  negate: ['faithfulness', 'correctness'],
  refuse: ['refused'],
  'answer-out-of-scope': ['refused'],
  'drop-fact': ['keywordCoverage', 'correctness'],
  miscite: ['citationSupport', 'citationValidity'],
};

const shownValue = (value: unknown) => (typeof value === 'number' ? value.toFixed(2) : String(value));

/** Why `mutant` (the mutated case's result) still passes, and a key that groups survivors of one cause. */
export function whySurvived(
  operator: OperatorName,
  evalCase: EvalCase,
  mutant: CaseResult,
): { why: string; cause: string } {
  const targets = TARGETS[operator];
  const gates = mutant.gates.filter((g) => targets.includes(g.metric));
  if (operator === 'drop-fact' && !evalCase.keywords?.length && evalCase.reference === undefined) {
    return { why: 'no keyword or reference: a dropped fact is invisible', cause: 'no-keywords-or-reference' };
  }
  if (operator === 'drop-fact' && gates.length === 0) {
    return {
      why: evalCase.keywords?.length
        ? 'no keywordCoverage gate: the dropped keyword is not checked (set thresholds.keywordCoverage)'
        : 'no keywords, and correctness is not gated: the reference fact is dropped unchecked (add keywords, or set thresholds.correctness)',
      cause: evalCase.keywords?.length ? 'no-keywordCoverage-gate' : 'reference-not-gated',
    };
  }
  if (operator === 'miscite' && !gates.some((g) => g.metric === 'citationSupport')) {
    if (gates.length > 0) {
      return {
        why: 'citationValidity only checks that a marker points at a returned chunk; the citationSupport gate, which checks that the chunk says it, is off (set thresholds.citationSupport)',
        cause: 'citation-support-off',
      };
    }
    return {
      why: 'citation gates are off: set thresholds.citationSupport (or citationValidity) to check citations',
      cause: 'citation-gates-off',
    };
  }
  if (operator === 'demote-golden' && gates.length === 0) {
    return {
      why: `no @k retrieval gate: contextRecall counts every returned chunk, so a golden chunk below rank ${mutant.metrics.k} still counts (set thresholds.recallAtK)`,
      cause: 'no-at-k-gate',
    };
  }
  // The gate aimed at most directly first: for a miscite the support gate, not the validity one.
  const loose = targets
    .map((metric) => gates.find((g) => g.metric === metric))
    .find((g) => g?.passed && typeof g.threshold === 'number');
  if (loose) {
    const value = mutant.metrics[loose.metric as keyof typeof mutant.metrics];
    if (operator === 'miscite' && loose.metric === 'citationSupport' && value === 1) {
      return {
        why: 'the chunk the marker now points at supports the sentence too (citationSupport still 1.00): a near-equivalent mutant',
        cause: 'miscite-still-supported',
      };
    }
    const claims = mutant.claims.length;
    const invented = mutant.claims.filter((c) => !c.supported).length;
    const share =
      loose.metric === 'faithfulness' && claims > 0
        ? `${invented} unsupported claim(s) of ${claims} leave ${shownValue(value)}`
        : `the mutant still scores ${shownValue(value)}`;
    return {
      why: `the ${loose.metric} gate is ${shownValue(loose.threshold)}: ${share}`,
      cause: `${loose.metric}-threshold`,
    };
  }
  if (gates.length === 0 && targets[0] !== 'refused' && targets[0] !== 'unsupported') {
    return { why: `no ${targets.join(' or ')} gate in this suite`, cause: `no-${targets[0]}-gate` };
  }
  switch (operator) {
    case 'negate':
      return {
        why: `the judge (${mutant.judge.name}) read the negated sentence as supported (faithfulness ${shownValue(mutant.metrics.faithfulness)}): a reference with the fact, or a model judge, would catch it`,
        cause: 'negation-unseen',
      };
    case 'add-claim':
      return {
        why: `the judge (${mutant.judge.name}) found the invented sentence supported by the contexts`,
        cause: 'invented-claim-supported',
      };
    case 'refuse':
      return { why: 'the refusal was not read as a refusal', cause: 'refusal-unseen' };
    case 'answer-out-of-scope':
      return { why: 'the confident answer was read as a refusal', cause: 'answer-read-as-refusal' };
    default:
      return { why: `verdict ${mutant.verdict}: no gate failed`, cause: 'no-gate-failed' };
  }
}
