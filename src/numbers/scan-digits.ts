/**
 * Numbers written with digits: each run of characters that holds a digit is read as a version, a time, a range, a
 * number (with its sign, currency, glued or spaced unit, multiplier), a fraction or a code, in that order, so that
 * the code pattern never eats an ordinal ("3rd"), a unit ("5kg"), a time ("9am") or a version ("v2.4.0").
 */

import { checkDeadline } from '../text/deadline.js';
import { clockTime, readings } from './clock.js';
import { numericDate } from './dates.js';
import { canonicalDecimal, decimalOf, negateDecimal, scaleDecimal } from './decimal.js';
import { isMarker, newBracketStretch } from './markers.js';
import { codeMention, type MentionSink, numberMention, type Span, timeMention, versionMention } from './mention.js';
import {
  bare,
  isSignWord,
  meridiem,
  readUnit,
  type Word,
  wordBefore,
  wordEnd,
  wordsAfter,
  wordsAfterNumber,
} from './neighbours.js';
import { isDigit, phoneAt } from './phones.js';
import { type Region, RegionCursor } from './regions.js';
import { currenciesBefore, unitsOfSuffix, unitsOfWord } from './units.js';

// The characters of a run around a digit that is read as one piece of text: "$1,200.00", "KH-8842", "5kg", "9:30am".
const RUN_ASCII = new Uint8Array(128);
for (const c of 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789$%.,:/+-')
  RUN_ASCII[c.charCodeAt(0)] = 1;
const RUN_OTHER = '€£¥₹₩₽₺₪°×μ';
const inRun = (c: number): boolean => (c < 128 ? RUN_ASCII[c] === 1 : RUN_OTHER.includes(String.fromCharCode(c)));
const CURRENCY_PREFIX = String.raw`(?:CAN\$|[A-Z]{1,2}\$|Rs\.?|[$€£¥₹₩₽₺₪])`;
const NUMERIC = new RegExp(
  String.raw`^([-+])?(${CURRENCY_PREFIX})?(-)?(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?|\.\d+)(.*)$`,
);
const ATOM = new RegExp(String.raw`^[-+]?${CURRENCY_PREFIX}?\d[\d,.:]*(?:%|°[CFcf]?|[A-Za-zμ.]{1,4})?$`);
const VERSION_V = /^[vV](\d+(?:\.(?:\d+|x))*)((?:-[0-9A-Za-z.]+)?)$/;
const VERSION_DOTS = /^(\d+(?:\.\d+){2,}(?:\.x)?|\d+(?:\.\d+)*\.x)((?:-[0-9A-Za-z.]+)?)$/;
const VERSION_AFTER_KEYWORD = /^(\d+(?:\.\d+)*(?:\.x)?)((?:-[0-9A-Za-z.]+)?)$/;
const VERSION_KEYWORDS = new Set(['version', 'versions', 'release', 'ver', 'v', 'build', 'patch', 'revision', 'rev']);
const TIME_COLON = /^(\d{1,2}):(\d{2})(?::\d{2})?((?:[aApP]\.?[mM]\.?)?)$/;
const ORDINAL = /^(?:st|nd|rd|th)$/i;
const GLUED_MERIDIEM = /^[aApP]\.?[mM]\.?$/;
const HYPHEN_WORDS = /^-([A-Za-z][a-z]+)(?:-[a-z]+)*$/;
const FRACTION = /^(\d+)\/(\d+)$/;
const SPACED_GROUPS = /(?: \d{3})+(?![\d,.]?\d)/y;
// Maps, not object literals: the word after a number ("5 constructor") must not find Object.prototype's members.
const SCALES: ReadonlyMap<string, number> = new Map(
  Object.entries({ thousand: 3, million: 6, billion: 9, trillion: 12, bn: 9, mn: 6 }),
);
const GLUED_SCALES: ReadonlyMap<string, number> = new Map(
  Object.entries({ k: 3, K: 3, m: 6, M: 6, mn: 6, bn: 9, b: 9, B: 9 }),
);
const LEADING_PUNCTUATION = '.,:/×+-';
const TRAILING_PUNCTUATION = '.,:/+-';
const SIGN_FOLLOWERS = '$€£¥₹₩₽₺₪.';
const HAS_DIGIT = /\d/;
const CODE_LETTERS = /^(?=.*[A-Z])[A-Za-z]{1,6}$/;
const DATE_SHAPE = /^\d{1,4}[-/.]\d{1,2}[-/.]\d{2,4}$/;

/**
 * Numbers, times, dates, versions, codes and phone numbers written with digits, put into `out` in order. List
 * numbers, citation markers and runs inside `skip` (dates already read with their month names) are skipped.
 */
export function scanDigits(text: string, skip: readonly Region[], out: MentionSink): void {
  const skipped = new RegionCursor(skip);
  const stretch = newBracketStretch();
  const length = text.length;
  let consumed = 0;
  let read = 0;
  // The next digit is looked for from `next` (a character loop: no match object per number of a long list).
  for (let next = 0; ; ) {
    while (next < length && !isDigitCode(text.charCodeAt(next))) next++;
    if (next >= length) return;
    let start = next;
    let end = start + 1;
    while (start > 0 && inRun(text.charCodeAt(start - 1))) start--;
    while (end < length && inRun(text.charCodeAt(end))) end++;
    checkDeadline(end - read);
    read = end;
    next = end;
    if (start < consumed || skipped.overlaps(start, end)) continue;
    const phone = phoneAt(text, text[start - 1] === '(' ? start - 1 : start);
    if (phone) {
      out.push(phone);
      consumed = next = phone.end;
      continue;
    }
    if (isMarker(text, start, end, stretch)) {
      // A list number or citation marker claims nothing, but a context still offers its number.
      const digits = /\d+/.exec(text.slice(start, end))?.[0] ?? '0';
      const value = canonicalDecimal(digits) ?? digits;
      if (out.bareNumber) out.bareNumber(start, end, value);
      else out.push(numberMention({ start, end, text: digits, core: digits, checked: false }, value, []));
      continue;
    }
    const separated = hasSeparator(text, start, end);
    while (start < end && LEADING_PUNCTUATION.includes(text[start] as string) && !signed(text, start)) start++;
    while (end > start && TRAILING_PUNCTUATION.includes(text[end - 1] as string) && !meridiemDot(text, end)) end--;
    if (!separated) {
      consumed = Math.max(consumed, readPiece(text, start, end, true, true, out));
      continue;
    }
    const pieces = splitPieces(text, start, end);
    pieces.forEach(([ps, pe], i) => {
      consumed = Math.max(consumed, readPiece(text, ps, pe, i === 0, i === pieces.length - 1, out));
    });
  }
}

const isDigitCode = (c: number): boolean => c >= 48 && c <= 57;

/** Whether text[start, end) holds a ",", ":" or "/". */
function hasSeparator(text: string, start: number, end: number): boolean {
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === 44 || c === 58 || c === 47) return true;
  }
  return false;
}

/**
 * A "-" or "+" that is a sign (right before a digit, a currency symbol or a point), or a "." that starts a decimal
 * (".5" after a space), not the end of a sentence glued to a number.
 */
function signed(text: string, at: number): boolean {
  const c = text[at];
  const next = text[at + 1] ?? '';
  if (c === '.') return isDigit(next) && (at === 0 || /[\s(]/.test(text[at - 1] as string));
  return (c === '-' || c === '+') && (isDigit(next) || SIGN_FOLLOWERS.includes(next));
}

/** The "." that ends "a.m." or "p.m." glued to a time ("9a.m."). */
function meridiemDot(text: string, end: number): boolean {
  return text[end - 1] === '.' && text[end - 3] === '.' && /[aApP]/.test(text[end - 4] ?? '');
}

function allDigits(s: string): boolean {
  for (let i = 0; i < s.length; i++) if (!isDigit(s[i])) return false;
  return s.length > 0;
}

/** Splits a chunk at ",", ":" and "/" unless digits stand on both sides ("1,200", "9:30", "24/7" stay whole). */
function splitPieces(text: string, start: number, end: number): [number, number][] {
  const out: [number, number][] = [];
  let from = start;
  for (let i = start; i < end; i++) {
    const c = text[i];
    if (c !== ',' && c !== ':' && c !== '/') continue;
    if (isDigit(text[i - 1]) && isDigit(text[i + 1]) && i > start && i + 1 < end) continue;
    if (i > from) out.push([from, i]);
    from = i + 1;
  }
  if (end > from) out.push([from, end]);
  return out.filter(([s, e]) => HAS_DIGIT.test(text.slice(s, e)));
}

/** Reads one piece into `out`; returns the offset up to which it consumed the text (words after it included). */
function readPiece(text: string, start: number, end: number, first: boolean, last: boolean, out: MentionSink): number {
  const piece = text.slice(start, end);
  if (allDigits(piece)) {
    // The commonest piece, a bare integer ("30", "2025"): only a version keyword before it ("version 3") or the
    // words around it change what it is, so the patterns below are not tried.
    const v = keywordVersion(text, start, piece, first);
    if (v) {
      out.push(versionMention(spanOf(text, start, end), (v[1] as string).split('.'), v[2] ?? ''));
      return end;
    }
    const read = readNumber(text, start, end, { digits: piece, rest: '' }, first, last, out);
    if (read !== undefined) return read;
  }
  const span = (s: number, e: number): Span => spanOf(text, s, e);

  const date = DATE_SHAPE.test(piece) ? numericDate(span(start, end), piece) : undefined;
  if (date) {
    out.push(date);
    return end;
  }

  const dotted = piece.indexOf('.') !== piece.lastIndexOf('.') || piece.endsWith('.x');
  const v =
    (piece[0] === 'v' || piece[0] === 'V' ? VERSION_V.exec(piece) : null) ??
    (dotted ? VERSION_DOTS.exec(piece) : null) ??
    keywordVersion(text, start, piece, first);
  if (v) {
    out.push(versionMention(span(start, end), (v[1] as string).split('.'), v[2] ?? ''));
    return end;
  }

  const colon = piece.includes(':') ? TIME_COLON.exec(piece) : null;
  if (colon) return readTime(text, start, end, colon[1] as string, Number(colon[2]), colon[3] ?? '', last, out);

  const dash = piece.indexOf('-', 1);
  if (dash > 0 && !/[$€£¥₹₩₽₺₪+-]/.test(piece[dash - 1] as string)) {
    const parts = piece.split('-');
    if (parts.length === 2 && parts.every((p) => ATOM.test(p) && !/[,:.]$/.test(p))) {
      readPiece(text, start, start + dash, first, false, out);
      return readPiece(text, start + dash + 1, end, false, last, out);
    }
  }

  const n = NUMERIC.exec(piece);
  if (n) {
    const [, sign, symbol, sign2, digits = '', rest = ''] = n;
    const read = readNumber(text, start, end, { sign, symbol, sign2, digits, rest }, first, last, out);
    if (read !== undefined) return read;
  }

  const f = FRACTION.exec(piece);
  if (f) {
    const [a, b] = [Number(f[1]), Number(f[2])];
    if (a < b && b <= 10) {
      const value = decimalOf(a / b);
      out.push(numberMention(span(start, end), value, [], [`nu:${decimalOf((100 * a) / b)}:%`, `c:${a}/${b}`]));
      return end;
    }
    if (piece === '24/7') {
      // "24/7" means "always", not a count: a context's "24 hours a day, seven days a week" need not write it.
      out.push(codeMention({ ...span(start, end), checked: false }, piece));
      return end;
    }
  }
  if (piece.includes(',')) {
    // "1,5" or "3,4,5": not a thousands grouping, so a list of numbers.
    let at = start;
    let read = end;
    for (const part of piece.split(',')) {
      if (/\d/.test(part)) read = readPiece(text, at, at + part.length, at === start && first, false, out);
      at += part.length + 1;
    }
    return read;
  }
  out.push(codeMention(span(start, end), piece));
  return end;
}

/** "version 3.10", "release 2.4", "v 2": a number after a version keyword is a version. */
function keywordVersion(text: string, start: number, piece: string, first: boolean): RegExpExecArray | null {
  if (!first) return null;
  const before = wordBefore(text, start);
  if (!before || !VERSION_KEYWORDS.has(bare(before.word).toLowerCase())) return null;
  return VERSION_AFTER_KEYWORD.exec(piece);
}

function readTime(
  text: string,
  start: number,
  end: number,
  written: string,
  minute: number,
  glued: string,
  last: boolean,
  out: MentionSink,
): number {
  const hour = Number(written);
  if (hour > 24 || minute > 59) {
    out.push(codeMention(spanOf(text, start, end), text.slice(start, end)));
    return end;
  }
  let half = meridiem(glued || undefined);
  let stop = end;
  if (!half && last) {
    const next = wordsAfter(text, end, 1)[0];
    const spaced = next && text[end] !== '-' ? meridiem(next.word) : undefined;
    if (next && spaced) {
      half = spaced;
      stop = wordEnd(next);
    }
  }
  // "09:00" is a 24-hour clock: one reading.
  const clock = !half && written.length === 2 && written.startsWith('0') ? [hour * 60 + minute] : undefined;
  out.push(timeMention(spanOf(text, start, stop), clock ?? readings(hour, minute, half)));
  return stop;
}

function spanOf(text: string, start: number, end: number, coreEnd = end): Span {
  return { start, end, text: text.slice(start, end), core: text.slice(start, coreEnd), checked: true };
}

/** A number being read: what the piece says, then what the words around it add. */
interface Draft {
  value: string;
  units: readonly string[];
  start: number;
  /** End of the whole mention, and of its value (a spaced unit is outside the value, a currency inside). */
  end: number;
  coreEnd: number;
  /** Letters written just before, with a space, that may make a code with the digits ("ISO" of "ISO 9001"). */
  prefix?: string;
  /** The digit groups of "2 500" read as one number: a context also offers each as a number of its own. */
  groups?: readonly string[];
}

/** A piece read as a number: its sign, currency symbol, sign after the symbol ("$-5"), digits and what follows. */
interface NumberParts {
  sign?: string | undefined;
  symbol?: string | undefined;
  sign2?: string | undefined;
  digits: string;
  rest: string;
}

function readNumber(
  text: string,
  start: number,
  end: number,
  { sign, symbol, sign2, digits, rest }: NumberParts,
  first: boolean,
  last: boolean,
  out: MentionSink,
): number | undefined {
  const canonical = canonicalDecimal(digits);
  if (canonical === undefined) return undefined;
  const integer = allDigits(digits);
  const draft: Draft = {
    value: canonical,
    units: symbol ? (currenciesBefore(symbol) ?? []) : [],
    start,
    end,
    coreEnd: end,
  };
  let ordinal = false;
  let unitGlued = false;
  // "3d", "100k", "5kg" may also be a code ("3D", "100K"): they get that key too.
  let asCode = false;

  if (rest !== '') {
    if (GLUED_MERIDIEM.test(rest) && (integer || /^\d{1,2}\.\d{2}$/.test(digits))) {
      const [h, m = '0'] = digits.split('.');
      out.push(timeMention(spanOf(text, start, end), readings(Number(h), Number(m), meridiem(rest))));
      return end;
    }
    if (ORDINAL.test(rest) && integer) ordinal = true;
    else if (rest === 's' && integer) {
      // "1990s", "in your 30s": the number, no unit
    } else if ((draft.units.length > 0 || rest === 'k' || rest === 'K') && GLUED_SCALES.has(rest)) {
      draft.value = scaleDecimal(draft.value, GLUED_SCALES.get(rest) as number);
      asCode = true;
    } else if (SCALES.has(rest)) draft.value = scaleDecimal(draft.value, SCALES.get(rest) as number);
    else {
      const hyphen = HYPHEN_WORDS.exec(rest);
      const glued = hyphen ? unitsOfWord((hyphen[1] as string).toLowerCase()) : unitsOfSuffix(rest);
      if (glued) {
        draft.units = [...draft.units, ...glued];
        unitGlued = true;
        asCode = !hyphen;
      } else if (!hyphen) return undefined; // letters that are no unit: a code such as "2FA" or "5G"
    }
  }
  if (sign === '-' || sign2 === '-') draft.value = negateDecimal(draft.value);
  if (first) readBefore(text, draft, sign !== undefined);

  if (last && rest === '' && !ordinal) {
    let words = wordsAfterNumber(text, end);
    if (integer && draft.units.length === 0 && words[0] && text[end] !== '-') {
      const time = clockTime(text, draft.start, Number(digits), words[0]);
      if (time) {
        out.push(time);
        return time.end;
      }
    }
    if (digits.length <= 3 && integer && sign === undefined && text[end] === ' ' && isDigit(text[end + 1])) {
      words = spacedThousands(text, draft, digits, words);
    }
    readAfter(words, draft, integer, unitGlued);
  }
  const extra = asCode ? [`c:${text.slice(start, end).toUpperCase()}`] : undefined;
  let offers: string[] | undefined;
  if (draft.prefix !== undefined || draft.groups !== undefined) {
    offers = draft.prefix !== undefined ? [`c:${draft.prefix.toUpperCase()}${text.slice(start, end)}`] : [];
    for (const g of draft.groups ?? []) offers.push(`n:${g}`, `nb:${g}`);
  }
  const units = ordinal ? [] : draft.units;
  if (out.bareNumber && units.length === 0 && extra === undefined && offers === undefined) {
    out.bareNumber(draft.start, draft.end, draft.value);
    return draft.end;
  }
  const span = spanOf(text, draft.start, draft.end, draft.coreEnd);
  out.push(numberMention(span, draft.value, units, extra, offers));
  return draft.end;
}

/**
 * A currency code or symbol before the number ("EUR 50", "$ 50"); a sign word ("minus 5"); a short word with a
 * capital, which may be the code's letters written apart ("TiO 2", "ISO 9001", "KH 8842").
 */
function readBefore(text: string, draft: Draft, signed: boolean): void {
  const before = wordBefore(text, draft.start);
  if (!before) return;
  if (before.end === draft.start - 1 && CODE_LETTERS.test(before.word)) draft.prefix = before.word;
  const currency = draft.units.length === 0 && !signed ? currenciesBefore(before.word) : undefined;
  if (currency) {
    draft.units = currency;
    draft.start = before.start;
  }
  const signWord = currency ? wordBefore(text, draft.start) : before;
  if (signWord && !signed && isSignWord(signWord.word) && !afterQuantity(text, signWord.start)) {
    draft.value = negateDecimal(draft.value);
    draft.start = signWord.start;
  }
}

/**
 * "2 500 members", "1 200 000 €": groups of exactly three digits after a single space join the number before, as a
 * comma would. A context also offers each group as a number of its own (a table row "120 130 140" still has 130).
 */
function spacedThousands(text: string, draft: Draft, digits: string, words: Word[]): Word[] {
  SPACED_GROUPS.lastIndex = draft.end;
  const groups = SPACED_GROUPS.exec(text);
  if (!groups) return words;
  const parts = groups[0].trim().split(' ');
  draft.value = canonicalDecimal(digits + parts.join('')) ?? draft.value;
  draft.groups = [digits, ...parts].map((g) => canonicalDecimal(g) ?? g);
  draft.end = draft.coreEnd = SPACED_GROUPS.lastIndex;
  return wordsAfterNumber(text, draft.end);
}

/** What follows a number: "and a half", a scale ("1.5 million", "3 dozen"), a unit or currency. */
function readAfter(words: readonly Word[], draft: Draft, integer: boolean, unitGlued: boolean): void {
  let ws = words;
  if (integer && ws[0]?.word === 'and' && ws[1]?.word === 'a' && bare(ws[2]?.word ?? '') === 'half') {
    draft.value = decimalOf(Number(draft.value) + (draft.value.startsWith('-') ? -0.5 : 0.5));
    draft.end = draft.coreEnd = wordEnd(ws[2] as Word);
    ws = ws.slice(3);
  }
  const scaleWord = ws[0] ? bare(ws[0].word).toLowerCase() : '';
  if (SCALES.has(scaleWord) || scaleWord === 'dozen') {
    draft.value =
      scaleWord === 'dozen'
        ? decimalOf(Number(draft.value) * 12)
        : scaleDecimal(draft.value, SCALES.get(scaleWord) as number);
    draft.end = draft.coreEnd = wordEnd(ws[0] as Word);
    ws = ws.slice(1);
  }
  if (unitGlued) return;
  const unit = readUnit(ws);
  if (!unit) return;
  const currency = unit.units.every(isMoney);
  if (currency && draft.units.length > 0) return;
  const lastWord = ws[unit.used - 1] as Word;
  draft.end = wordEnd(lastWord);
  if (currency) draft.coreEnd = draft.end;
  draft.units = [...draft.units, ...unit.units];
}

function isMoney(unit: string): boolean {
  return unit === 'cent' || currenciesBefore(unit) !== undefined;
}

/** Whether the word at `at` follows a number or a unit ("$100 minus 5%"): then "minus" is an operator. */
function afterQuantity(text: string, at: number): boolean {
  const before = wordBefore(text, at);
  if (before) return unitsOfWord(bare(before.word)) !== undefined;
  return /[\d%][ \t]*$/.test(text.slice(Math.max(0, at - 4), at));
}
