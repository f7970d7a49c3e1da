export {
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
  weighHeuristic,
} from './heuristic.js';
export type { ClaimEvidence } from './heuristic-support.js';
export {
  type AbstentionBand,
  answerDecision,
  type ClaimCounts,
  type ClaimStatus,
  claimStatus,
  countStatuses,
  DEFAULT_UNCERTAIN_POLICY,
  HARD_EVIDENCE_KINDS,
  HEURISTIC_BAND,
  HEURISTIC_JUDGE_VERSION,
  scoreByPolicy,
  UNCERTAIN_POLICIES,
  type UncertainPolicy,
} from './abstention.js';
