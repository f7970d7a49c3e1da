/**
 * Dates: "2025-03-15", "15/03/2025", "03/15/2025", "15.03.2025", "March 15, 2025", "15 March 2025", "the 15th of
 * March", "May 12" compare by the day they name. A numeric date whose day and month could be either way round
 * ("05/03/2025") has both readings, and either one in the context supports it; a date the context writes in a form
 * not read here is still supported when its day, month and year each appear in the context.
 */
import type { Mention, Span } from './mention.js';

// A Map, not an object literal: a word such as "constructor" must not find Object.prototype's members.
const MONTHS: ReadonlyMap<string, number> = new Map(
  Object.entries({
    january: 1,
    february: 2,
    march: 3,
    april: 4,
    may: 5,
    june: 6,
    july: 7,
    august: 8,
    september: 9,
    october: 10,
    november: 11,
    december: 12,
    jan: 1,
    feb: 2,
    mar: 3,
    apr: 4,
    jun: 6,
    jul: 7,
    aug: 8,
    sep: 9,
    sept: 9,
    oct: 10,
    nov: 11,
    dec: 12,
  }),
);
const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const MONTH =
  'January|February|March|April|May|June|July|August|September|October|November|December|Sept|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Oct|Nov|Dec';
const ORDINAL = '(?:st|nd|rd|th)?';
// "March 15", "Mar. 15th, 2025"; "15 March 2025", "15th of March"; a month name alone.
const NAMED = new RegExp(
  String.raw`\b(?:(${MONTH})\.?[ ](\d{1,2})${ORDINAL}(?![\d:.,]\d|[-/]\d|%)\b(?:,?[ ](\d{4})\b)?|(\d{1,2})${ORDINAL}[ ](?:of[ ])?(${MONTH})\b\.?(?:,?[ ](\d{4})\b)?|(${MONTH})\b)`,
  'gi',
);
const ISO = /^(\d{4})([-/])(\d{1,2})\2(\d{1,2})$/;
// Day and month either way round; "/" also with a two-digit year ("15/03/25").
const NUMERIC = /^(\d{1,2})([-/.])(\d{1,2})\2(\d{4}|\d{2})$/;

/** A day of a year: `year` undefined when the text gives none ("May 12"); `short` for a two-digit year. */
interface Reading {
  year?: number;
  month: number;
  day: number;
  short?: boolean;
}

const valid = (month: number, day: number): boolean =>
  month >= 1 && month <= 12 && day >= 1 && day <= (DAYS_IN_MONTH[month - 1] as number);

/** The month of a written name, or undefined: "May" and abbreviations count only capitalised ("you may 5"). */
function monthOf(written: string): number | undefined {
  const lower = written.toLowerCase();
  const month = MONTHS.get(lower);
  if (month === undefined) return undefined;
  const full = lower.length > 4 || lower === 'june' || lower === 'july';
  if ((lower === 'may' || !full) && !/^[A-Z]/.test(written)) return undefined;
  return month;
}

function yearKeys(r: Reading): string[] {
  if (r.year === undefined) return [];
  const short = `d2:${r.year % 100}-${r.month}-${r.day}`;
  return r.short ? [short] : [`d:${r.year}-${r.month}-${r.day}`, short];
}

/** The four-digit year a two-digit one most likely means ("25" -> 2025, "98" -> 1998). */
const century = (yy: number): number => (yy < 70 ? 2000 + yy : 1900 + yy);

/**
 * A date mention: its keys are each reading's day (`d:`, and `d2:` for a two-digit year), month and day (`md:`),
 * month (`mo:`) and numbers (the year, day and month as numbers, as the digits of a date always were). It wants
 * one of its readings' days, or leniently a reading's month, day and year each somewhere in the context.
 */
export function dateMention(span: Span, readings: readonly Reading[], numbers: readonly string[]): Mention {
  const keys: string[] = [];
  const wants: string[] = [];
  const alsoWantsAll: string[][] = [];
  for (const r of readings) {
    const md = `md:${r.month}-${r.day}`;
    const days = yearKeys(r);
    keys.push(...days, md, `mo:${r.month}`);
    wants.push(r.year === undefined ? md : (days[0] as string));
    const year = r.year === undefined ? [] : [`n:${r.short ? century(r.year) : r.year}`];
    alsoWantsAll.push([`mo:${r.month}`, `n:${r.day}`, ...year]);
  }
  for (const n of numbers) keys.push(`n:${n}`, `nb:${n}`);
  return {
    kind: 'date',
    ...span,
    value: readings.map((r) => `${r.year ?? ''}-${r.month}-${r.day}`).join('|'),
    units: [],
    keys: [...new Set(keys)],
    wants: [...new Set(wants)],
    alsoWants: [],
    alsoWantsAll,
  };
}

/** A month named alone ("in March"): it claims nothing, but offers its month for the lenient rule. */
function monthMention(span: Span, month: number): Mention {
  const key = `mo:${month}`;
  return {
    kind: 'date',
    ...span,
    checked: false,
    value: String(month),
    units: [],
    keys: [key],
    wants: [key],
    alsoWants: [],
  };
}

/** Dates written with month names, and month names alone, in order. */
export function scanNamedDates(text: string): Mention[] {
  const out: Mention[] = [];
  NAMED.lastIndex = 0;
  for (let m = NAMED.exec(text); m !== null; m = NAMED.exec(text)) {
    const start = m.index;
    const end = start + m[0].length;
    const span: Span = { start, end, text: m[0], core: m[0], checked: true };
    if (m[7] !== undefined) {
      const month = monthOf(m[7]);
      if (month !== undefined && m[7].length > 3) out.push(monthMention(span, month));
      continue;
    }
    const [name, day, year] = m[1] !== undefined ? [m[1], m[2], m[3]] : [m[5], m[4], m[6]];
    const month = monthOf(name as string);
    // "1-15 March": the day is the end of a range, read as numbers.
    if (month === undefined || (m[4] !== undefined && /\d[-–]$/.test(text.slice(0, start)))) continue;
    const d = Number(day);
    if (!valid(month, d)) continue;
    const reading: Reading = year === undefined ? { month, day: d } : { year: Number(year), month, day: d };
    out.push(dateMention(span, [reading], [String(d), ...(year === undefined ? [] : [String(Number(year))])]));
  }
  return out;
}

/**
 * A date written with digits only ("2025-03-15", "15/03/2025", "03/15/25", "15.03.2025"), or undefined. A "." or
 * "-" date needs a four-digit year (so "1.2.25" stays a version).
 */
export function numericDate(span: Span, piece: string): Mention | undefined {
  const iso = ISO.exec(piece);
  if (iso) {
    const [year, month, day] = [Number(iso[1]), Number(iso[3]), Number(iso[4])];
    if (!valid(month, day)) return undefined;
    return dateMention(
      span,
      [{ year, month, day }],
      [iso[1], iso[3], iso[4]].map((n) => String(Number(n))),
    );
  }
  const m = NUMERIC.exec(piece);
  if (!m || (m[2] !== '/' && (m[4] as string).length === 2)) return undefined;
  const [a, b, year, short] = [Number(m[1]), Number(m[3]), Number(m[4]), (m[4] as string).length === 2];
  const readings: Reading[] = [];
  if (valid(b, a)) readings.push({ year, month: b, day: a, short });
  if (a !== b && valid(a, b)) readings.push({ year, month: a, day: b, short });
  if (readings.length === 0) return undefined;
  return dateMention(
    span,
    readings,
    [m[1], m[3], m[4]].map((n) => String(Number(n))),
  );
}
