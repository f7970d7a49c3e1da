/**
 * Numbers written as words ("six business days", "twenty-five", "one hundred and twenty", "a dozen", "half",
 * "noon"), and which of them an answer must have supported. A number word is checked only where it states a
 * quantity, because "one", "first" and "second" are as often a pronoun, an adverb or a unit:
 * - followed by a unit, a percentage or a currency ("six business days", "two-year", "fifty percent");
 * - a time ("five pm", "noon", "midnight"), or after "minus"/"negative";
 * - a compound ("twenty-five", "one hundred", "two and a half") or a single word from eleven up ("fifteen");
 * - "twice"/"thrice" with a frequency ("twice daily", "twice a week").
 * Never checked: "one" to "ten" and the ordinals "first" to "tenth" standing alone ("the one you bought", "first,
 * log in", "a second opinion"), "once", fractions ("half", "a third"), "a dozen", "hundreds". A context's number
 * words always count.
 */

import { checkDeadline } from '../text/deadline.js';
import { clockTime } from './clock.js';
import { decimalOf } from './decimal.js';
import { type Mention, type MentionSink, numberMention, type Span, timeMention } from './mention.js';
import {
  bare,
  isSignWord,
  readUnit,
  type Word,
  wordBefore,
  wordEnd,
  wordsAfter,
  wordsAfterNumber,
} from './neighbours.js';
import { NUMBER_WORDS, parseNumberWords, type WordNumber } from './number-words.js';
import type { RegionCursor } from './regions.js';
import { unitsOfWord } from './units.js';

const ALTERNATIVES = [...NUMBER_WORDS].sort((x, y) => y.length - x.length).join('|');
// One pass finds: a clock word; "a week", "an hour" (the number one in a context: "within a week" supports
// "1 week" and "7 days"); a run of number words ("twenty-five", "one hundred and twenty", "two and a half").
const WORDS = new RegExp(
  String.raw`\b(?:(noon|midday|midnight)|an?[ ]+(?:(?:business|working|calendar|full|whole|single)[ ]+)?(minute|hour|day|night|week|month|year|decade)|(?:an?[ ]+)?(?:${ALTERNATIVES})(?:(?:[ ]+|-|[ ]+and[ ]+(?:a[ ]+)?)(?:${ALTERNATIVES}))*)\b`,
  'gi',
);
const WORD = /[A-Za-z]+/g;
const FREQUENCY = new Set(['daily', 'weekly', 'monthly', 'yearly', 'annually', 'nightly', 'hourly']);
const PER = new Set(['a', 'an', 'per', 'each', 'every']);
// "half a day", "twice a week", "three times a day": the article is not the number one.
const NOT_ONE_BEFORE = new Set(['half', 'once', 'twice', 'thrice', 'times', 'quarter']);

/** Numbers written as words, outside `skip` (the digit mentions and skipped regions), put into `out` in order. */
export function scanWords(text: string, skip: RegionCursor, out: MentionSink): void {
  const keep = (start: number, mention: Mention | undefined) => {
    if (mention && !skip.overlaps(start, mention.end)) out.push(mention);
  };
  // exec on the module's regex, not matchAll: matchAll copies (and recompiles) the regex on every call.
  WORDS.lastIndex = 0;
  let read = 0;
  for (let m = WORDS.exec(text); m !== null; m = WORDS.exec(text)) {
    const start = m.index;
    const end = start + m[0].length;
    checkDeadline(end - read);
    read = end;
    const span: Span = { start, end, text: m[0], core: m[0], checked: true };
    if (m[1] !== undefined) {
      keep(start, timeMention(span, [m[1].toLowerCase() === 'midnight' ? 0 : 720]));
    } else if (m[2] !== undefined) {
      const before = wordBefore(text, start);
      if (before && NOT_ONE_BEFORE.has(before.word.toLowerCase())) continue;
      keep(start, numberMention({ ...span, checked: false }, '1', unitsOfWord(m[2].toLowerCase()) ?? []));
    } else {
      const words: Word[] = [];
      WORD.lastIndex = 0;
      for (let w = WORD.exec(m[0]); w !== null; w = WORD.exec(m[0])) {
        const at = start + w.index;
        words.push({ word: w[0].toLowerCase(), start: at, end: at + w[0].length });
      }
      for (const number of parseNumberWords(words.map((w) => w.word))) {
        const first = (words[number.from] as Word).start;
        keep(first, wordMention(text, first, (words[number.to - 1] as Word).end, number));
      }
    }
  }
}

function wordMention(text: string, start: number, end: number, number: WordNumber): Mention | undefined {
  const core = text.slice(start, end);
  const after = number.times ? wordsAfter(text, end, 2) : wordsAfterNumber(text, end);
  const next = after[0];
  const integer = Number.isInteger(number.value) && !number.fraction && !number.ordinal && !number.times;

  const time = integer && next ? clockTime(text, start, number.value, next) : undefined;
  if (time) return time;

  let value = decimalOf(number.value);
  let spanStart = start;
  let signed = false;
  const before = wordBefore(text, start);
  if (before && isSignWord(before.word) && !number.ordinal && !number.fraction) {
    value = decimalOf(-number.value);
    spanStart = before.start;
    signed = true;
  }

  if (number.times) {
    const frequency = next && (FREQUENCY.has(bare(next.word).toLowerCase()) || perUnit(after));
    const span = { start: spanStart, end, text: text.slice(spanStart, end), core: text.slice(spanStart, end) };
    return numberMention({ ...span, checked: number.value >= 2 && Boolean(frequency) }, value, ['times']);
  }

  const unit = number.ordinal || number.fraction ? undefined : readUnit(after);
  let stop = end;
  if (unit) {
    const lastWord = after[unit.used - 1] as Word;
    stop = wordEnd(lastWord);
  }
  const checked =
    signed ||
    (!number.ordinal && !number.fraction && unit !== undefined) ||
    (number.ordinal
      ? number.value >= 11
      : !number.fraction && !number.vague && (number.words >= 2 || number.value >= 11));
  const span: Span = { start: spanStart, end: stop, text: text.slice(spanStart, stop), core, checked };
  // A fraction is also a percentage: "half" = "50%".
  const extra = number.fraction ? [`nu:${decimalOf(number.value * 100)}:%`] : [];
  return numberMention(span, value, unit?.units ?? [], extra);
}

/** "a day", "per week", "every month": a frequency after "twice" or "three times". */
function perUnit(words: readonly Word[]): boolean {
  const [first, second] = words;
  if (!first || !second || !PER.has(first.word.toLowerCase())) return false;
  return unitsOfWord(bare(second.word).toLowerCase()) !== undefined;
}
