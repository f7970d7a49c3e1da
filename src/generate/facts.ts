/**
 * The specific facts of a chunk: the things a question can ask for and a test can check verbatim. Numbers with units,
 * money, percentages, dates, times, codes and phone numbers come from the same scanner the judge checks answers with;
 * e-mail addresses, URLs, quoted names, and names and terms general English does not know (the judge's word list) are
 * read here. Trivia the web knows cannot test retrieval; these can.
 */
import { isKnownWord } from '../judge/heuristic/index.js';
import { scanMentions } from '../numbers/index.js';
import { splitSentences } from '../text/index.js';

/** What kind of fact: it decides how the question asks for it. */
export type FactKind =
  | 'duration'
  | 'money'
  | 'percent'
  | 'quantity'
  | 'count'
  | 'year'
  | 'date'
  | 'time'
  | 'code'
  | 'phone'
  | 'email'
  | 'url'
  | 'quoted'
  | 'name'
  | 'term';

/** One fact found in a sentence of a chunk. */
export interface Fact {
  kind: FactKind;
  /** The fact exactly as the chunk writes it: the draft's keyword. */
  text: string;
  /** The sentence it is in, exactly as the chunk writes it: the draft's reference. */
  sentence: string;
  /** Where the fact starts and ends in `sentence`. */
  start: number;
  end: number;
  /** For a count: the word after the number ("640 people"), which the question asks "how many" of. */
  noun?: string;
}

const DURATION_UNITS = new Set(['second', 'minute', 'hour', 'day', 'week', 'month', 'year', 'decade']);
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+/g;
const URL = /\bhttps?:\/\/[^\s<>"')\]]+|\bwww\.[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+(?:\/[^\s<>"')\]]*)?/g;
const QUOTED = /["“]([^"”\n]{2,60})["”]|‘([^’\n]{2,60})’/g;
// A run of capitalised words (hyphenated parts allowed), joined by single spaces.
const CAPITALISED_RUN = /\p{Lu}[\p{L}'’]*(?:-\p{L}[\p{L}'’]*)*(?: \p{Lu}[\p{L}'’]*(?:-\p{L}[\p{L}'’]*)*)*/gu;
const WORD = /\p{L}[\p{L}'’]*(?:-\p{L}[\p{L}'’]*)*/gu;
// A range written out: "3 to 5 business days", "10-15 minutes".
const RANGE_JOIN = /^\s*(?:to|-|–|—|or|and)\s*$/;

function kindOfNumber(units: readonly string[], text: string): FactKind | undefined {
  if (units.some((u) => DURATION_UNITS.has(u))) return 'duration';
  if (units.includes('%')) return 'percent';
  if (units.some((u) => /^[A-Z]{3}$/.test(u))) return 'money';
  if (units.length > 0) return 'quantity';
  if (/^(?:1[89]|20)\d\d$/.test(text)) return 'year';
  return undefined;
}

/** A word general English does not know: every part of it unknown to the word list, letters only. */
function isRare(word: string): boolean {
  const parts = word
    .toLowerCase()
    .replace(/['’]s$/, '')
    .split('-');
  return parts.some((p) => p.length >= 3 && /^\p{L}+$/u.test(p) && !isKnownWord(p));
}

function overlaps(a: { start: number; end: number }, taken: readonly { start: number; end: number }[]): boolean {
  return taken.some((b) => a.start < b.end && b.start < a.end);
}

/** The numbers, dates, codes... of a sentence, from the judge's scanner, located verbatim. */
function mentionFacts(sentence: string): Fact[] {
  const facts: Fact[] = [];
  const mentions = scanMentions(sentence);
  let from = 0;
  for (let i = 0; i < mentions.length; i++) {
    const m = mentions[i]!;
    const at = sentence.indexOf(m.text, from);
    if (at < 0) continue;
    let start = at;
    const end = at + m.text.length;
    from = end;
    const last = facts.at(-1);
    // "3 to 5 business days": the bare number before the range word belongs to the fact after it.
    if (last && last.kind === 'count' && RANGE_JOIN.test(sentence.slice(last.end, start))) {
      facts.pop();
      start = last.start;
    } else if (m.kind === 'number' && m.units.length === 0 && !/^(?:1[89]|20)\d\d$/.test(m.text)) {
      const next = /^\s+(?:-\s+|to\s+|or\s+)?(\d)/.exec(sentence.slice(end));
      const noun = /^\s+(\p{Ll}{3,})/u.exec(sentence.slice(end))?.[1];
      if (next || /^\d{1,3}(?:,\d{3})*$/.test(m.text)) {
        facts.push({ kind: 'count', text: m.text, sentence, start, end, ...(noun ? { noun } : {}) });
      }
      continue;
    }
    const text = sentence.slice(start, end);
    const kind =
      m.kind === 'number'
        ? kindOfNumber(m.units, m.text)
        : m.kind === 'version'
          ? 'code'
          : (m.kind as 'time' | 'code' | 'phone' | 'date');
    if (kind) facts.push({ kind, text, sentence, start, end });
  }
  // A bare number is a fact only with the noun it counts ("640 people"); a street number alone is not.
  return facts.filter((f) => f.kind !== 'count' || f.noun !== undefined);
}

function patternFacts(sentence: string, pattern: RegExp, kind: FactKind, taken: Fact[]): Fact[] {
  const facts: Fact[] = [];
  for (const match of sentence.matchAll(pattern)) {
    const inner = match[1] ?? match[2];
    const text = (inner ?? match[0]).replace(/[.,;:!?]+$/, '');
    const start = (match.index ?? 0) + (inner ? match[0].indexOf(inner) : 0);
    const fact = { kind, text, sentence, start, end: start + text.length };
    if (!overlaps(fact, [...taken, ...facts])) facts.push(fact);
  }
  return facts;
}

/** Capitalised runs with a word general English does not know ("Bayhollow Distribution Center"). */
function nameFacts(sentence: string, taken: Fact[]): Fact[] {
  const facts: Fact[] = [];
  for (const match of sentence.matchAll(CAPITALISED_RUN)) {
    const text = match[0];
    const start = match.index ?? 0;
    const fact: Fact = { kind: 'name', text, sentence, start, end: start + text.length };
    if (overlaps(fact, taken)) continue;
    if (!text.split(' ').some(isRare)) continue;
    facts.push(fact);
  }
  for (const match of sentence.matchAll(WORD)) {
    const text = match[0];
    const start = match.index ?? 0;
    const fact: Fact = { kind: 'term', text, sentence, start, end: start + text.length };
    if (text.length < 6 || !/^\p{Ll}/u.test(text) || overlaps(fact, [...taken, ...facts])) continue;
    if (isRare(text)) facts.push(fact);
  }
  return facts;
}

/**
 * Every specific fact of a text, sentence by sentence, each located verbatim (its `text` is a substring of its
 * `sentence`, which is a substring of the text).
 *
 * @example
 * findFacts('Refunds are processed within five business days.');
 * // [{ kind: 'duration', text: 'five business days', sentence: 'Refunds are processed within ...', ... }]
 */
export function findFacts(text: string): Fact[] {
  const facts: Fact[] = [];
  for (const sentence of splitSentences(text)) {
    if (!text.includes(sentence)) continue;
    const found: Fact[] = [];
    found.push(...patternFacts(sentence, EMAIL, 'email', found));
    found.push(...patternFacts(sentence, URL, 'url', found));
    for (const fact of mentionFacts(sentence)) if (!overlaps(fact, found)) found.push(fact);
    found.push(...patternFacts(sentence, QUOTED, 'quoted', found));
    found.push(...nameFacts(sentence, found));
    facts.push(...found.sort((a, b) => a.start - b.start));
  }
  return facts;
}
