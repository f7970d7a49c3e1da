/**
 * Telephone numbers in a clause: where a redirect sends the user, not a value the answer states. Read by refusal.ts
 * (justifications, continuations, stray claims) and by what follows a who-will-know line's colon.
 */
import { VALUE } from './refusal-clauses.js';

// A telephone number ("1-800-273-TALK (8255)", "(555) 010-7788", "(11) 4000-1234", a hotline after a verb of dialling:
// "call 988", "拨打12366"): where a redirect sends the user, not a value the answer states, so it neither blocks a
// continuation or a next step nor counts as a number of a stray claim. Never the tail of a longer run of digits: in
// "0621 293-4410" or "0800 555 0123" the first group has four, and the whole is one number for GROUPED_PHONE.
// After a verb of dialling, only a whole number ("call 555-123-4567" is left to the first pattern whole, so the verb
// stays; "热线 021-5555 6789" is left to GROUPED_PHONE whole).
// A trunk prefix and one long block ("030 5550123", "089/1234567") is a national number too.
const PHONE =
  /(?<!\d)(?:\+?\d{1,3}[ -])?\(?\d{3}\)?[ .-]\d{3}[ .-][\p{L}\d]{4}\b(?: ?\(\d{3,4}\)?)?|\(\d{2,3}\) ?\d{4,5}[ .-]\d{4}\b|\b(?:call|text|dial)(?:ing)?(?: \p{L}+)?(?: to| at)? \d{3,6}\b(?![ .-]?\d)|(?<=拨打|致电|热线|電話|ダイヤル)[:：]? ?\d{3,11}(?![ .-]?\d)|(?<![\d.,])\b0\d{1,4}[ /-]\d{5,8}\b/gu;
// A national number in groups of two to four digits, nine digits or more in all ("(21) 3000-4567", "06 1234 5678",
// "01 23 45 67 89", "900 123 456", a French service number "0 809 401 401"), or after the trunk prefix 0 and an area
// code of four or five digits ("04931 9870"): fewer digits in groups are an amount ("12 500 000"), and an amount never
// starts with 0.
const GROUPED_PHONE =
  /(?:\+\d{1,3}[ .-]?|\b0 (?=\d{3} ))?(?:\(\d{2,3}\)[ .-]?\d{2,5}|\b0\d{4,5}|\b\d{2,4})(?:[ .-]\d{2,4}){1,4}\b/gu;
export const withoutPhones = (text: string) =>
  /\d\d/.test(text)
    ? text.replace(PHONE, '').replace(GROUPED_PHONE, (m) => (m.replace(/\D/g, '').length >= 9 ? '' : m))
    : text;

// What is left of a clause once its phone number is gone, when that is only a frame for the number ("he's on",
// "it's", "だよ"): at most three words, or four letters without spaces, and no other number.
export const phoneOnly = (rest: string) => {
  const bare = rest.replace(/[\s,.;:!?…。、，：！？-]+$/u, '').trim();
  if (VALUE.test(bare)) return false;
  return /\s/u.test(bare) ? bare.split(/\s+/).length <= 3 : [...bare].length <= 4;
};
