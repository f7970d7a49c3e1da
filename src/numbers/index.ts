export { canonicalDecimal, scaleDecimal } from './decimal.js';
export type { Mention, MentionKind } from './mention.js';
export { contextKeys, indexMentions, isMentionIn, mentionsMatch } from './mention-keys.js';
export { cardinalValue, NUMBER_WORDS, parseNumberWords, type WordNumber } from './number-words.js';
export { containsPhrase, type PhraseText, readPhrase, type Term } from './phrase.js';
export { scanKeys, scanMentions, scanMentionsOnce } from './scan.js';
export { UNIT_ADJECTIVES } from './units.js';
