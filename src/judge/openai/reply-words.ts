/**
 * How the checks of an LLM judge's reply read text: Unicode-normalised, lower-cased words, contractions and
 * possessives dropped, number words as digits, English words reduced to their Porter stem. Both sides of every
 * comparison (claim and answer, evidence and context) go through the same steps.
 */
import { stemmer } from 'stemmer';
import { cardinalValue } from '../../numbers/index.js';
import { expandContractions, foldCase, NEGATION_WORDS, SEARCH_STOP_WORDS } from '../../text/index.js';

/** The stems of the words that negate; a quote may not drop or add one (see `reply-evidence.ts`). */
export const NEGATIONS: ReadonlySet<string> = new Set([...NEGATION_WORDS].map((word) => stemmer(word)));

/**
 * Words about the answer or its sources rather than about the world ("Based on the provided documents", "The answer
 * states that", "Let me know if you have other questions"): not content on either side of the claim checks.
 */
const META_WORDS = new Set(
  [
    'answer answers assistant response according based provided provide context contexts document documents',
    'information info source sources passage passages text mention mentioned mentions state states stated says',
    'said hope help helps happy glad assist question questions note please thanks thank sure certainly feel ask',
    'anything else further additional details detail given know need',
  ]
    .join(' ')
    .split(' ')
    .map((word) => stemmer(word)),
);

const ASCII_WORD = /^[a-z]+$/;
// Chinese and Japanese write no spaces between words: each character is read as a word.
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu;
const DIGITS = /^\d+$/;

const FORM_CACHE_LIMIT = 50_000;
const forms = new Map<string, string>();

function wordForm(word: string): string {
  let form = forms.get(word);
  if (form !== undefined) return form;
  const number = cardinalValue(word);
  if (number !== undefined) form = String(number);
  else if (DIGITS.test(word)) form = word.length < 16 ? String(Number(word)) : word;
  else form = ASCII_WORD.test(word) ? stemmer(word) : word;
  if (forms.size < FORM_CACHE_LIMIT) forms.set(word, form);
  return form;
}

/** One word of a text: its stem, and whether it is a stop word. */
export interface ReplyWord {
  stem: string;
  stop: boolean;
}

/**
 * The words of `text` in order. "9am" is two words ("9", "am"), "30-day" too; "don't" and "cannot" read "do not" and "can not" (`expandContractions`), "p.m." "pm",
 * "1,200" "1200"; "five" and "5" are the same word, as are "refunds" and "refund"; a Chinese or Japanese character
 * is a word.
 */
export function replyWords(text: string): ReplyWord[] {
  const normal = expandContractions(foldCase(text))
    .replace(/\b([ap])\.\s?m\b\.?/g, '$1m')
    .replace(/(?<=\d),(?=\d{3}\b)/g, '')
    .replace(/'s\b/g, ' ')
    .replace(/(?<=\p{L})(?=\p{N})|(?<=\p{N})(?=\p{L})/gu, ' ')
    .replace(CJK, ' $& ');
  const out: ReplyWord[] = [];
  for (const word of normal.match(/[\p{L}\p{M}\p{N}]+/gu) ?? []) {
    out.push({ stem: wordForm(word), stop: SEARCH_STOP_WORDS.has(word) });
  }
  return out;
}

/** The stems of `text` that carry content: not stop words, not words about the answer or its sources. */
export function contentStems(text: string): Set<string> {
  const out = new Set<string>();
  for (const word of replyWords(text)) if (!word.stop && !META_WORDS.has(word.stem)) out.add(word.stem);
  return out;
}

/** The numbers of `text`, as digits ("five" is "5"). */
export function numberStems(text: string): Set<string> {
  const out = new Set<string>();
  for (const word of replyWords(text)) if (/^\d+$/.test(word.stem)) out.add(word.stem);
  return out;
}

/** Every stem of `text`, stop words included (for a claim with no content word, such as "Yes, it is."). */
export function allStems(text: string): Set<string> {
  return new Set(replyWords(text).map((word) => word.stem));
}
