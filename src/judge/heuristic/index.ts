// Everything abstention.ts exports: the claim statuses, the uncertain-claim policies and the abstention band.
export * from './abstention.js';
export {
  claimStatuses,
  createHeuristicJudge,
  HEURISTIC_DEFAULTS,
  HEURISTIC_RULES,
  type HeuristicJudgeOptions,
  type HeuristicRule,
  type HeuristicRules,
  isClaimSupported,
  judgeHeuristically,
  type PreparedHeuristic,
  prepareHeuristic,
  referenceAsAnswer,
  splitAnswerClaimTexts,
  weighHeuristic,
} from './heuristic.js';
export type { ClaimEvidence, HardEvidenceKind } from './heuristic-support.js';
export { isKnownWord } from './word-frequency.js';
