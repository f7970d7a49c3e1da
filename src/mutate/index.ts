export { negateSentence, REFUSALS } from './language.js';
export {
  MUTATE_LOG_ENV,
  MUTATE_OPERATORS_ENV,
  MUTATE_SEED_ENV,
  mutateAndLog,
  mutationRequested,
  parseOperatorList,
  readMutationLog,
} from './log.js';
export { type MutateCaseOptions, mutateCase } from './mutate-case.js';
export { type MutateCasesOptions, mutateCases } from './mutate-cases.js';
export { OPERATORS, operatorNamed } from './operators.js';
export {
  formatMutationMarkdown,
  formatMutationText,
  type MutationCounts,
  type MutationReport,
  type OperatorSummary,
  summarizeMutations,
} from './report.js';
export {
  type CaseMutation,
  type Mutant,
  type MutantResult,
  type MutantStatus,
  type MutationContext,
  OPERATOR_NAMES,
  type Operator,
  type OperatorName,
} from './types.js';
