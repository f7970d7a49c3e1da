export { type ChunkDocumentOptions, chunkDocument, isCorpusFile, loadCorpusInputsSync } from './corpus-files.js';
export { type Fact, type FactKind, findFacts } from './facts.js';
export { contentWordShare, type DraftFigures, goldenRank, summarizeFigures } from './figures.js';
export {
  type DraftRow,
  type GenerateOptions,
  type GenerateReport,
  type GenerateResult,
  generateDrafts,
  SKIP_REASONS,
} from './generate.js';
export { draftOutOfScope, noChunkAnswers, subjectsOf } from './out-of-scope.js';
