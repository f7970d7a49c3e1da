/**
 * Phone numbers: several digit groups that make one value, compared by their digits ("(555) 123-4567" =
 * "555.123.4567" = "+1 555 123 4567").
 */
import { type Mention, phoneMention } from './mention.js';

// North American: optional +1 / 1, area code (in brackets or not), 3 + 4 digits: "(555) 123-4567",
// "555.123.4567", "+1 555 123 4567", "1-800-555-0199".
const NANP = /(?:\+?1[ .-]?)?(?:\(\d{3}\)[ ]?|\d{3}[ .-])\d{3}[ .-]\d{4}/y;
// International with a "+": "+44 20 7946 0958", "+33 1 23 45 67 89"; a trunk "0": "020 7946 0958".
const INTERNATIONAL = /\+\d{1,3}(?:[ .-]\(?\d{1,5}\)?){2,6}|0\d{2,4}[ .-]\d{3,4}[ .-]\d{3,4}/y;
const DIGIT_GROUP = /\d+/g;
// After a phone-shaped run, these show it is part of something else (a decimal, a code, a longer number).
const CONTINUES = /[\w%°$€£¥₹/-]/;

/** The phone number that starts at `at` (a digit, "+" or "("), or undefined. */
export function phoneAt(text: string, at: number): Mention | undefined {
  if (!mayStart(text, at)) return undefined;
  const end = stickyEnd(NANP, text, at) ?? stickyEnd(INTERNATIONAL, text, at);
  if (end === undefined) return undefined;
  const after = text[end];
  if (after !== undefined && (CONTINUES.test(after) || (after === '.' && /\d/.test(text[end + 1] ?? '')))) {
    return undefined;
  }
  const written = text.slice(at, end);
  const groups = written.match(DIGIT_GROUP) ?? [];
  const digits = groups.reduce((n, g) => n + g.length, 0);
  if (digits < 8 || digits > 15) return undefined;
  return phoneMention({ start: at, end, text: written, core: written, checked: true }, groups);
}

/** Whether `c` is an ASCII digit (undefined past the text's end is not). */
export const isDigit = (c: string | undefined): boolean => c !== undefined && c >= '0' && c <= '9';
const isSeparator = (c: string | undefined) => c === ' ' || c === '.' || c === '-';

/** A cheap look at the first characters: "+", "(", "1 ", three digits and a separator, or a trunk "0". */
function mayStart(text: string, at: number): boolean {
  const c = text[at];
  if (c === '+' || c === '(') return true;
  if (c === '1' && (isSeparator(text[at + 1]) || text[at + 1] === '(')) return true;
  let digits = 0;
  while (digits < 5 && isDigit(text[at + digits])) digits++;
  return (digits === 3 || (c === '0' && digits >= 3)) && isSeparator(text[at + digits]);
}

function stickyEnd(pattern: RegExp, text: string, at: number): number | undefined {
  pattern.lastIndex = at;
  return pattern.exec(text) ? pattern.lastIndex : undefined;
}
