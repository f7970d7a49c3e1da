export { canonicalDecimal, scaleDecimal } from './decimal.js';
export type { Mention, MentionKind } from './mention.js';
export { foldCase, foldWords, normalizeText } from './normalize.js';
export { NUMBER_WORDS, parseNumberWords, type WordNumber } from './number-words.js';
export { containsPhrase, type PhraseText, readPhrase, type Term } from './phrase.js';
export { scanMentions } from './scan.js';
export { singular } from './singular.js';
export { contextKeys, indexMentions, isSupported, mentionsMatch } from './support.js';
