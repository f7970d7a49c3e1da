/**
 * The number scan: every number, time, version, code and phone number of a text, each with the keys that make
 * equal forms compare equal. See the README's equivalence table.
 */
import type { Mention } from './mention.js';
import { normalizeText } from './normalize.js';
import { RegionCursor } from './regions.js';
import { scanDigits } from './scan-digits.js';
import { scanWords } from './scan-words.js';

const DIGIT = /\d/;

/**
 * The mentions of `text` in order of position. Offsets refer to `normalizeText(text)`. Digits are read first (phone
 * numbers, versions, times, ranges, numbers, fractions, codes; list numbers at the start of a line and citation
 * markers such as "[1]" or "Source 2" are skipped), then number words outside them.
 *
 * @example
 * scanMentions('Refunds take 5 business days; call (555) 123-4567.').map((m) => [m.kind, m.text])
 * // => [['number', '5 business days'], ['phone', '(555) 123-4567']]
 */
export function scanMentions(text: string): Mention[] {
  const normalized = normalizeText(text);
  if (!DIGIT.test(normalized)) return scanWords(normalized, new RegionCursor([]));
  const digits = scanDigits(normalized);
  const words = scanWords(normalized, new RegionCursor(digits));
  if (words.length === 0) return digits;
  return [...digits, ...words].sort((a, b) => a.start - b.start);
}
