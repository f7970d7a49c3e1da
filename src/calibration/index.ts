export {
  type AgreementItem,
  type AgreementItemResult,
  type AgreementOptions,
  type AgreementReport,
  answerInContext,
  type FoldAgreement,
  measureAgreement,
} from './agreement.js';
export {
  type AbstentionStats,
  abstentionStats,
  type KappaDifference,
  type LabelStats,
  labelStats,
  pairedBootstrap,
} from './agreement-stats.js';
export {
  type CrossValidationGroups,
  type CrossValidationItem,
  type CrossValidationOptions,
  type CrossValidationResult,
  crossValidate,
  requirementsObjective,
  type SelectionRequirements,
} from './cross-validate.js';
export { DEV_FOLDS, FOLD_COUNT, foldOf, HELD_OUT_FOLD } from './folds.js';
export {
  type BandHeldOut,
  type BandRequirements,
  bandLabels,
  crossValidateBand,
  crossValidateHeuristic,
  type DevRow,
  type DevSet,
  type HeldOutReport,
  type HeuristicCrossValidation,
  labelRows,
  type PreparedRow,
  prepareDevSets,
} from './heuristic-cv.js';
export { type Agreement, cohenKappa } from './kappa.js';
