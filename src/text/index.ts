export { type Analyzer, type AnalyzerOptions, createAnalyzer } from './analyzer.js';
export { createBoundedCache } from './bounded-cache.js';
export { containedTokens } from './contained.js';
export { checkDeadline, DEADLINE_CHECK_CHARS, withDeadline } from './deadline.js';
export { NEGATION_WORDS } from './negations.js';
export { expandContractions, foldCase, foldWords, normalizeText } from './normalize.js';
export {
  ABBREVIATIONS,
  type SentenceBoundary,
  type SplitSentencesOptions,
  separateGluedStops,
  splitSentences,
} from './sentences.js';
export { singular } from './singular.js';
export { stem } from './stem.js';
export { CLAIM_STOP_WORDS, SEARCH_STOP_WORDS, STOP_WORDS } from './stop-words.js';
export { contentTokens, tokenize } from './tokens.js';
