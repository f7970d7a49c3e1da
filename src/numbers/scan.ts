/**
 * The number scan: every number, time, version, code and phone number of a text, each with the keys that make
 * equal forms compare equal. See the equivalence table of docs/numbers.md.
 */

import { normalizeText } from '../text/normalize.js';
import { scanNamedDates } from './dates.js';
import type { Mention } from './mention.js';
import { RegionCursor } from './regions.js';
import { scanDigits } from './scan-digits.js';
import { scanWords } from './scan-words.js';

const DIGIT = /\d/;
const MONTH_LETTERS = /[A-Za-z]{3}/;

/**
 * The mentions of `text` in order of position. Offsets refer to `normalizeText(text)`. Dates with month names
 * are read first ("March 15, 2025"), then digits (phone numbers, dates, versions, times, ranges, numbers,
 * fractions, codes; list numbers at the start of a line and citation markers such as "[1]" or "Source 2" are
 * skipped), then number words outside them.
 *
 * @example
 * scanMentions('Refunds take 5 business days; call (555) 123-4567.').map((m) => [m.kind, m.text])
 * // => [['number', '5 business days'], ['phone', '(555) 123-4567']]
 */
export function scanMentions(text: string): Mention[] {
  const normalized = normalizeText(text);
  const dates = MONTH_LETTERS.test(normalized) ? scanNamedDates(normalized) : [];
  const digits: Mention[] = [];
  if (DIGIT.test(normalized)) scanDigits(normalized, dates, digits);
  const words: Mention[] = [];
  scanWords(normalized, new RegionCursor([...dates, ...digits]), words);
  return merge(dates, digits, words);
}

/**
 * Adds the keys of `scanMentions(text)`'s mentions to `keys`, without keeping the mentions: a context is only
 * asked whether it holds a key, and a context of 1,000,000 characters may hold 500,000 numbers ("1 " x 500,000),
 * whose mentions kept at once cost 300 MB and most of the scan's time in garbage collection. Each mention is read
 * as `scanMentions` reads it, its keys taken and its place kept (two numbers) for the number-word scan to skip.
 * With `wanted`, only those of its keys are added (a text of 150,000 distinct numbers offers 300,000 keys).
 */
export function scanKeys(text: string, keys: Set<string>, wanted?: ReadonlySet<string>): void {
  const normalized = normalizeText(text);
  const dates = MONTH_LETTERS.test(normalized) ? scanNamedDates(normalized) : [];
  const taken = new RegionCursor(dates);
  const take = (mention: Mention) => {
    for (const key of mention.keys) if (wanted === undefined || wanted.has(key)) keys.add(key);
  };
  dates.forEach(take);
  if (DIGIT.test(normalized)) {
    scanDigits(normalized, dates, {
      push(mention: Mention) {
        take(mention);
        taken.add(mention.start, mention.end);
      },
      bareNumber(start: number, end: number, value: string) {
        const n = `n:${value}`;
        const nb = `nb:${value}`;
        if (wanted === undefined || wanted.has(n)) keys.add(n);
        if (wanted === undefined || wanted.has(nb)) keys.add(nb);
        taken.add(start, end);
      },
    });
  }
  scanWords(normalized, taken, { push: take });
}

let lastScan: { text: string; mentions: readonly Mention[] } | undefined;

/**
 * {@link scanMentions}, remembered for the last text it was given: a case scans its answer twice in a row (its
 * unsupported numbers, then its keywords). Read-only: a repeated text gets the same array.
 */
export function scanMentionsOnce(text: string): readonly Mention[] {
  if (lastScan?.text !== text) lastScan = { text, mentions: scanMentions(text) };
  return lastScan.mentions;
}

function merge(...lists: Mention[][]): Mention[] {
  const present = lists.filter((l) => l.length > 0);
  if (present.length <= 1) return present[0] ?? [];
  return present.flat().sort((a, b) => a.start - b.start);
}
