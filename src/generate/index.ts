export { type ChunkDocumentOptions, chunkDocument, isCorpusFile, loadCorpusInputsSync } from './corpus-files.js';
export { type Fact, type FactKind, findFacts } from './facts.js';
export { contentWordShare, type DraftFigures, goldenRank, summarizeFigures } from './figures.js';
export { formatGenerateReport, toJsonl } from './format.js';
export {
  type DraftRow,
  type GenerateOptions,
  type GenerateReport,
  type GenerateResult,
  generateDrafts,
  SKIP_REASONS,
} from './generate.js';
export {
  type AskModel,
  DROP_REASONS,
  draftWithModel,
  GENERATE_PROMPT_VERSION,
  MODEL_DRAFT_KINDS,
  type ModelDraftKind,
  type ModelDraftOptions,
  type ModelDraftPrompt,
  type ModelDraftReply,
  ModelDraftReplySchema,
  modelPrompt,
  modelPromptKey,
} from './model-drafts.js';
export { draftOutOfScope, noChunkAnswers, subjectsOf } from './out-of-scope.js';
