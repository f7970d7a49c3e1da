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
  referenceAsAnswer,
  weighHeuristic,
} from './heuristic.js';
export type { ClaimEvidence } from './heuristic-support.js';
