/**
 * Phrase search by words and values: a text becomes a sequence of terms (lower-case words without their clitics, and
 * one term per number mention), and a phrase is found where its terms appear in a row, words compared by
 * `sameWord` (plural, possessive, elision). So "refund" finds "Refunds", "Pierre" finds "Pierre's", "hôpital" finds
 * "l'hôpital", "30 days" finds "a 30-day window" and "thirty days" but not "130 days", "$60" does not find "$600".
 * A phrase in Chinese or Japanese is found as a run of characters (those scripts put no space between words).
 */
import { isUnspacedScript, normalizeText, type PluralRules, sameWord, stripClitics } from '../text/index.js';
import type { Mention } from './mention.js';
import { mentionsMatch } from './mention-keys.js';
import { scanMentionsOnce } from './scan.js';
import { UNIT_ADJECTIVES } from './units.js';

const WORD = /[\p{L}\p{N}]+(?:'\p{L}+)*/gu;

/** A word (lower case, singular) or a number mention. */
export type Term = string | Mention;

/** A text read for phrase search. */
export interface PhraseText {
  /** Every word, lower case without clitics ("l'hôpital" is "hôpital"), numbers as written ("1,200" is "1", "200"). */
  words: readonly string[];
  /** Words with each mention as one term; inside a mention only adjectives stay ("5 business days"). */
  terms: readonly Term[];
  /** Whether the text has a number, time, version, code or phone mention. */
  hasMentions: boolean;
  /** The text normalised and lower case, for a phrase written in a script without spaces. */
  folded: string;
}

/** Reads `text` for {@link containsPhrase}. */
export function readPhrase(text: string): PhraseText {
  const normalized = normalizeText(text);
  const mentions = scanMentionsOnce(normalized);
  const words: string[] = [];
  const terms: Term[] = [];
  let next = 0;
  let current: Mention | undefined;
  WORD.lastIndex = 0;
  for (let m = WORD.exec(normalized); m !== null; m = WORD.exec(normalized)) {
    const word = stripClitics(m[0].toLowerCase());
    words.push(word);
    while (current && m.index >= current.end) current = undefined;
    while (!current && next < mentions.length && (mentions[next] as Mention).end <= m.index) next++;
    const mention = mentions[next];
    if (!current && mention && mention.start <= m.index) {
      current = mention;
      next++;
      terms.push(mention);
    }
    if (!current || UNIT_ADJECTIVES.has(word)) terms.push(word);
  }
  return { words, terms, hasMentions: mentions.length > 0, folded: normalized.toLowerCase() };
}

/**
 * Whether `phrase` occurs in `text` as a run of whole terms. A phrase without numbers is matched word by word
 * (`sameWord` under `plurals`, the text's language: English by default); one with numbers, term by term, where
 * mentions match by value ({@link mentionsMatch}). A phrase in Chinese or Japanese is a run of characters.
 */
export function containsPhrase(text: PhraseText, phrase: PhraseText, plurals: PluralRules = 'en'): boolean {
  if (isUnspacedScript(phrase.folded)) return text.folded.includes(phrase.folded.trim());
  const same = (a: string, b: string) => sameWord(a, b, plurals);
  if (phrase.hasMentions) {
    return findRun(text.terms, phrase.terms, (expected, actual) =>
      typeof expected === 'string' || typeof actual === 'string'
        ? typeof expected === 'string' && typeof actual === 'string' && same(expected, actual)
        : mentionsMatch(expected, actual),
    );
  }
  return findRun(text.words, phrase.words, same);
}

function findRun<T>(haystack: readonly T[], needle: readonly T[], same: (expected: T, actual: T) => boolean): boolean {
  if (needle.length === 0) return true;
  outer: for (let i = 0; i + needle.length <= haystack.length; i++) {
    for (let j = 0; j < needle.length; j++) if (!same(needle[j] as T, haystack[i + j] as T)) continue outer;
    return true;
  }
  return false;
}
