export { type Analyzer, type AnalyzerOptions, createAnalyzer } from './analyzer.js';
export { createBoundedCache } from './bounded-cache.js';
export { containedTokens } from './contained.js';
export { checkDeadline, DEADLINE_CHECK_CHARS, DeadlineError, raceSignal, withDeadline } from './deadline.js';
export { mdEscape } from './markdown.js';
export { NEGATION_WORDS } from './negations.js';
export { expandContractions, foldCase, foldWords, normalizeText } from './normalize.js';
export { isQuestion, onlyQuestions } from './questions.js';
export {
  ABBREVIATIONS,
  type SentenceBoundary,
  type SplitSentencesOptions,
  separateGluedStops,
  splitSentences,
} from './sentences.js';
export { sha256, sha256OfParts } from './sha256.js';
export { singular } from './singular.js';
export { stem } from './stem.js';
export { CLAIM_STOP_WORDS, SEARCH_STOP_WORDS, STOP_WORDS } from './stop-words.js';
export { contentTokens, tokenize } from './tokens.js';
export { isUnspacedScript, type PluralRules, sameWord, stripClitics } from './word-forms.js';
