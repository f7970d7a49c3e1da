export { contentTokens, normalizeText, STOP_WORDS, tokenize } from '../text/index.js';
export {
  type CitationScan,
  type FoundMarker,
  type MarkedSentence,
  type ResolvedCitation,
  resolveCitation,
  type ScanCitationsOptions,
  scanCitations,
} from './citations.js';
export { splitClaims } from './claims.js';
export {
  formatGolden,
  type GoldenMatching,
  goldenKey,
  matchesGolden,
  matchGolden,
  type RetrievedChunk,
} from './golden-matching.js';
export { keywordCoverage, missingKeywords } from './keywords.js';
export { contextRecall, hitAtK, ndcgAtK, precisionAtK, recallAtK, reciprocalRank } from './retrieval.js';
export { unsupportedTokens } from './unsupported.js';
