/**
 * A mention of a number, time, date, version, code or phone number in a text, and the comparison keys that make equal
 * forms equal: "30-day" and "30 days", "5 pm" and "17:00", "€50" and "50 euros" get a key in common; "EUR 50" and
 * "$50", "v2.4.0" and "v2.3.1" do not.
 */
import { decimalOf } from './decimal.js';
import { baseQuantity } from './units.js';

export type MentionKind = 'number' | 'time' | 'version' | 'code' | 'phone' | 'date';

/** One number, time, version, code or phone number found in a text. */
export interface Mention {
  kind: MentionKind;
  /** Offsets in the normalised text (`normalizeText`): the value and the words it took (unit, currency, am/pm). */
  start: number;
  end: number;
  /** The whole mention as written ("5 business days", "EUR 50", "5:00 PM"). */
  text: string;
  /** The value as written, without a spaced unit ("5" of "5 business days", "EUR 50", "5:00 PM", "1.5kg"). */
  core: string;
  /**
   * A number's canonical decimal ("1200", "-5", "0.5"); a version's parts ("2.4", trailing ".0" dropped); a code's
   * upper-case letters and digits ("KH8842"); a phone number's digits; a time's minutes after midnight ("1020").
   */
  value: string;
  /** A number's unit ids ("day", "kg", "%", "USD"); empty for a bare number and for the other kinds. */
  units: readonly string[];
  /** Whether an answer's mention must be supported by the context: digits always, number words in a quantity. */
  checked: boolean;
  /** What this mention is, as keys a context offers. */
  keys: readonly string[];
  /** Keys of which any one, in the context, supports this mention exactly. */
  wants: readonly string[];
  /** Keys that support it leniently: a context's bare "30" supports "30 days", a bare "5" supports "5 pm". */
  alsoWants: readonly string[];
  /**
   * Groups of keys of which any one group, all in the context, supports it leniently: a date's month, day and
   * year each written somewhere ("March 1-15, 2025" supports "March 15, 2025").
   */
  alsoWantsAll?: readonly (readonly string[])[];
}

/**
 * Where a scan puts the mentions it reads: an array (`scanMentions`), or a reader that keeps only their keys
 * (`scanKeys`, for a context, which is only asked whether it holds a key).
 */
export interface MentionSink {
  push(mention: Mention): unknown;
  /**
   * A bare number (no unit, no extra key, no offer), whose keys are `n:value` and `nb:value`: a sink that keeps
   * only keys takes it here, without a {@link Mention} made for it (a list of 500,000 numbers makes none). Without
   * it, the scan pushes `numberMention` of it.
   */
  bareNumber?(start: number, end: number, value: string): void;
}

/** Where a mention is and how it was written: the part every kind shares. */
export interface Span {
  start: number;
  end: number;
  text: string;
  core: string;
  checked: boolean;
}

const NONE: readonly string[] = [];
const CODE_SEPARATORS = /[-.]/g;
const PART_SEPARATORS = /[-/.:]/;
const DIGIT_RUNS = /\d+/g;
const HAS_DIGIT = /\d/;

/**
 * A number with its units (none for a bare number). `extra` are keys it also is, both ways (a fraction is a
 * percentage); `offers` are keys only a context offers (the digits of "ISO 9001" as the code "ISO9001").
 */
export function numberMention(
  span: Span,
  value: string,
  units: readonly string[],
  extra: readonly string[] = NONE,
  offers: readonly string[] = NONE,
): Mention {
  if (units.length === 0 && extra.length === 0 && offers.length === 0) return bareNumber(span, value);
  const keys = [`n:${value}`, ...offers];
  const wants: string[] = [];
  if (units.length === 0) {
    keys.push(`nb:${value}`);
    wants.push(`n:${value}`);
  }
  for (const unit of units) {
    const key = `nu:${value}:${unit}`;
    keys.push(key);
    wants.push(key);
    const base = baseQuantity(value, unit);
    if (base) {
      const quantity = `q:${base.dimension}:${decimalOf(base.value)}`;
      keys.push(quantity);
      wants.push(quantity);
    }
  }
  for (const key of extra) {
    keys.push(key);
    wants.push(key);
  }
  return ofNumber(span, value, units, keys, wants, units.length > 0 ? [`nb:${value}`] : NONE);
}

function ofNumber(
  span: Span,
  value: string,
  units: readonly string[],
  keys: readonly string[],
  wants: readonly string[],
  alsoWants: readonly string[],
): Mention {
  return {
    kind: 'number',
    start: span.start,
    end: span.end,
    text: span.text,
    core: span.core,
    checked: span.checked,
    value,
    units,
    keys,
    wants,
    alsoWants,
  };
}

/** The keys of bare numbers lately read, shared (read-only): a list of 500,000 numbers repeats a few values. */
const BARE_KEYS = new Map<string, { keys: readonly string[]; wants: readonly string[] }>();
const BARE_KEYS_MAX = 1_024;

/** A number with no unit, extra key or offer: `numberMention`'s commonest case, its keys built once per value. */
function bareNumber(span: Span, value: string): Mention {
  let known = BARE_KEYS.get(value);
  if (known === undefined) {
    if (BARE_KEYS.size >= BARE_KEYS_MAX) BARE_KEYS.clear();
    known = { keys: [`n:${value}`, `nb:${value}`], wants: [`n:${value}`] };
    BARE_KEYS.set(value, known);
  }
  return ofNumber(span, value, NONE, known.keys, known.wants, NONE);
}

/**
 * A time of day: `minutes` after midnight, two readings when the text does not say am or pm ("5:00" is 05:00 or
 * 17:00). A context's time also offers its hour as a number; an answer's full hour is supported by a bare hour.
 */
export function timeMention(span: Span, minutes: readonly number[]): Mention {
  const keys: string[] = [];
  const alsoWants: string[] = [];
  for (const m of minutes) {
    keys.push(`t:${m}`);
    if (m % 60 === 0) {
      const hour = m / 60;
      const twelve = hour % 12 === 0 ? 12 : hour % 12;
      for (const h of new Set([hour, twelve])) {
        keys.push(`n:${h}`);
        alsoWants.push(`nb:${h}`);
      }
    }
  }
  return {
    kind: 'time',
    ...span,
    value: minutes.join('|'),
    units: NONE,
    keys,
    wants: minutes.map((m) => `t:${m}`),
    alsoWants,
  };
}

/** A context's version offers its prefixes up to this many parts (and itself whole). */
export const VERSION_PREFIXES = 16;

/**
 * A version: `parts` as integers, trailing zero parts dropped ("2.4.0" = "2.4"), `suffix` a pre-release
 * ("-beta.1"). A context's version supports every shorter prefix of up to {@link VERSION_PREFIXES} parts ("v2" and
 * "2.4" are supported by "2.4.1").
 */
export function versionMention(span: Span, parts: readonly string[], suffix: string): Mention {
  const numeric = parts.map((p) => (/^\d+$/.test(p) ? String(Number(p)) : p.toLowerCase()));
  while (numeric.length > 1 && numeric[numeric.length - 1] === '0') numeric.pop();
  const value = numeric.join('.') + suffix.toLowerCase();
  const keys = [`v:${value}`];
  // Prefixes up to VERSION_PREFIXES parts: all of them would cost the square of a looping "1.2.3.1.2.3..." run.
  let prefix = '';
  for (let i = 0; i < Math.min(numeric.length, VERSION_PREFIXES); i++) {
    prefix = i === 0 ? (numeric[0] as string) : `${prefix}.${numeric[i]}`;
    keys.push(`v:${prefix}`);
  }
  if (numeric.length > VERSION_PREFIXES) keys.push(`v:${numeric.join('.')}`);
  // "version 2.4" also reads as the number 2.4, but "version 3.10" is not the number 3.1.
  const decimal = numeric.join('.');
  if (numeric.length <= 2 && suffix === '' && /^\d+(?:\.\d*[1-9])?$/.test(decimal)) keys.push(`n:${decimal}`);
  return { kind: 'version', ...span, value, units: NONE, keys, wants: [`v:${value}`], alsoWants: NONE };
}

/**
 * A code such as "KH-8842", "SKU12A" or "1-800-RETURNS": compared by its letters and digits in upper case
 * ("kh-8842" = "KH8842"). A context's code also offers its parts: each run of two or more digits, or a digit part
 * on its own, as a number ("8842", "19" of "mid-19th", "9001" of "ISO9001", "1" of "1-800"), and each
 * hyphen-separated part with a digit as a code.
 */
export function codeMention(span: Span, written: string, extra: readonly string[] = NONE): Mention {
  const value = written.toUpperCase().replace(CODE_SEPARATORS, '');
  const keys = [`c:${value}`, ...extra];
  const parts = written.split(PART_SEPARATORS);
  const partSet = new Set(parts);
  for (const digits of written.match(DIGIT_RUNS) ?? []) {
    // One digit glued to letters is part of a name ("UT1", "X1"); a digit part on its own is a number ("1-800").
    if (digits.length === 1 && !partSet.has(digits)) continue;
    const n = String(Number(digits));
    keys.push(`n:${n}`, `nb:${n}`);
  }
  if (parts.length > 1) for (const part of parts) if (HAS_DIGIT.test(part)) keys.push(`c:${part.toUpperCase()}`);
  return { kind: 'code', ...span, value, units: NONE, keys, wants: [`c:${value}`], alsoWants: NONE };
}

/**
 * A phone number, compared by its digits: "(555) 123-4567" = "555.123.4567" = "+1 555 123 4567". A number with a
 * country code or trunk prefix also matches by its last ten digits ("+44 20 7946 0958" = "020 7946 0958").
 */
export function phoneMention(span: Span, groups: readonly string[]): Mention {
  const digits = groups.join('');
  const wants = [`p:${digits}`];
  if (digits.length > 10) wants.push(`p:${digits.slice(-10)}`);
  const keys = [...wants];
  if (digits.length >= 10) keys.push(`p:${digits.slice(-10)}`);
  for (const g of groups) keys.push(`n:${String(Number(g))}`, `nb:${String(Number(g))}`);
  return { kind: 'phone', ...span, value: digits, units: NONE, keys, wants, alsoWants: NONE };
}
