/**
 * The words around a number that change what it means: a unit or currency after it ("5 business days",
 * "50 euros", "5 pm"), a currency code, sign word or version keyword before it ("EUR 50", "minus 5",
 * "version 3.10"). Reads at most a few words on the same line; no regex is built per call.
 */
import { UNIT_ADJECTIVES, unitsOfPhrase, unitsOfWord } from './units.js';

/** A word after a position: on the same line, separated by spaces, tabs or one hyphen ("m2" is a word). */
const NEXT_WORD = /(?:[ \t]+|-)([A-Za-z°μ][A-Za-z°μ.'/]*(?:(?<=m|ft)[23](?![\dA-Za-z]))?|%|[$€£¥₹₩₽₺₪])/y;
const AM_PM = /^([ap])\.?m\.?$/i;

export interface Word {
  word: string;
  start: number;
  end: number;
}

/** Up to `max` words after `at`. */
export function wordsAfter(text: string, at: number, max: number): Word[] {
  const out: Word[] = [];
  let pos = at;
  while (out.length < max) {
    NEXT_WORD.lastIndex = pos;
    const m = NEXT_WORD.exec(text);
    if (!m) break;
    const word = m[1] as string;
    out.push({ word, start: m.index + m[0].length - word.length, end: m.index + m[0].length });
    pos = NEXT_WORD.lastIndex;
  }
  return out;
}

// Words after a number that may need the words after them: "and a half", "per cent", "degrees Celsius",
// "1.5 million days", "5 business days".
const LEADS = new Set([
  'and',
  'per',
  'degree',
  'degrees',
  'percentage',
  'square',
  'cubic',
  'thousand',
  'million',
  'billion',
  'trillion',
  'bn',
  'mn',
  'dozen',
]);

/** The words after a number that can qualify it: one, or up to five when the first leads on ("and", "business"). */
export function wordsAfterNumber(text: string, at: number): Word[] {
  const words = wordsAfter(text, at, 1);
  const first = words[0];
  if (!first) return words;
  const lower = bare(first.word).toLowerCase();
  return LEADS.has(lower) || UNIT_ADJECTIVES.has(lower) ? wordsAfter(text, at, 5) : words;
}

/** The word just before `at` (spaces or tabs between), or undefined: letters with an optional "." ("Rs."), a
 * currency symbol, or "$" with up to three capitals before it ("US$"). Scans back from `at`, no regex. */
export function wordBefore(text: string, at: number): Word | undefined {
  let end = at;
  while (end > 0 && (text[end - 1] === ' ' || text[end - 1] === '\t')) end--;
  if (end === 0) return undefined;
  let start = end;
  const last = text[start - 1] as string;
  if (last === '$') {
    start--;
    while (start > 0 && end - start < 4 && isUpper(text.charCodeAt(start - 1))) start--;
  } else if (CURRENCY_SYMBOLS.includes(last)) start--;
  else {
    if (last === '.') start--;
    while (start > 0 && isLetter(text.charCodeAt(start - 1))) start--;
    if (start === end || (last === '.' && start === end - 1)) return undefined;
  }
  return { word: text.slice(start, end), start, end };
}

const CURRENCY_SYMBOLS = '€£¥₹₩₽₺₪';
const isUpper = (c: number) => c >= 65 && c <= 90;
const isLetter = (c: number) => isUpper(c) || (c >= 97 && c <= 122);

const SIGN_WORDS = new Set(['minus', 'negative']);

/** "minus" or "negative" (any case): a sign before a number. */
export function isSignWord(word: string): boolean {
  return SIGN_WORDS.has(word.toLowerCase());
}

/** "am" or "pm" for "am", "a.m.", "PM", "p.m"; undefined otherwise. */
export function meridiem(word: string | undefined): 'am' | 'pm' | undefined {
  if (word === undefined) return undefined;
  const m = AM_PM.exec(word);
  if (!m) return undefined;
  return (m[1] as string).toLowerCase() === 'a' ? 'am' : 'pm';
}

/** Strips one trailing "." (the end of a sentence, or an abbreviation such as "hrs."). */
export function bare(word: string): string {
  return word.endsWith('.') ? word.slice(0, -1) : word;
}

/** Where a word ends without a sentence's full stop: "pm." ends before the ".", "p.m." keeps its own. */
export function wordEnd(w: Word): number {
  return w.word.endsWith('.') && !/\..*\.$/.test(w.word) ? w.end - 1 : w.end;
}

/** A unit read after a number: its ids and the index after the last word it used. */
export interface UnitRead {
  units: readonly string[];
  /** How many of `words` it used (adjectives included). */
  used: number;
}

/**
 * The unit that `words` (the words after a number) start with, allowing up to two adjectives before it
 * ("5 business days", "3 more weeks"), or a two-word unit ("per cent", "degrees Celsius").
 */
export function readUnit(words: readonly Word[]): UnitRead | undefined {
  for (let skip = 0; skip <= 2 && skip < words.length; skip++) {
    const first = words[skip] as Word;
    const second = words[skip + 1];
    if (second) {
      const phrase = unitsOfPhrase(first.word, bare(second.word));
      if (phrase) return { units: phrase, used: skip + 2 };
    }
    const units = unitsOfWord(first.word) ?? unitsOfWord(bare(first.word)) ?? beforeSlash(first.word);
    if (units) return { units, used: skip + 1 };
    if (!UNIT_ADJECTIVES.has(bare(first.word).toLowerCase())) return undefined;
  }
  return undefined;
}

/** "days/week" reads as "days". */
function beforeSlash(word: string): readonly string[] | undefined {
  const slash = word.indexOf('/');
  return slash > 0 ? unitsOfWord(word.slice(0, slash)) : undefined;
}
