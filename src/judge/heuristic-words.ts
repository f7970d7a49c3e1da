/**
 * Words for the heuristic judge: what each distinct spelling is (a term, a stop word, a negator...), its key
 * (stem, canonical number, synonym group) and its opposites. Everything is worked out once per spelling and cached,
 * because every context runs through here.
 */
import { stemmer } from 'stemmer';
import { normalizeText, STOP_WORDS } from '../metrics/index.js';
import {
  ANAPHORS,
  ANTONYM_PAIRS,
  CLAUSE_BREAKS,
  EXTRA_STOP_WORDS,
  NEGATIVE_PREFIXES,
  NEGATORS,
  NUMBER_WORDS,
  SYNONYM_GROUPS,
} from './heuristic-lexicon.js';

const STOP: ReadonlySet<string> = new Set([...STOP_WORDS, ...EXTRA_STOP_WORDS]);
const NEGATOR_SET: ReadonlySet<string> = new Set(NEGATORS);
const BREAK_SET: ReadonlySet<string> = new Set(CLAUSE_BREAKS);
const ANAPHOR_SET: ReadonlySet<string> = new Set(ANAPHORS);
const PUNCTUATION: ReadonlySet<string> = new Set([',', ';', ':', '(', ')']);

const SENTENCE_END_TOKEN = /^(?:[.!?]+|\n)$/;
const HAS_DIGIT = /\d/;
export const UPPER_START = /^\p{Lu}/u;
const LIST_ITEM = /^(?:\p{Lu}|\d)/u;
const INNER_UPPER = /^.+\p{Lu}/u;
const ORDINAL = /^(\d+)(?:st|nd|rd|th)$/;
const PLAIN_NUMBER = /^\d+(?:[.,:]\d+)*$/;
// Contractions, expanded so that negation is always a separate word.
const CANNOT = /\bcannot\b/gi;
const WONT = /\bwon't\b/gi;
const CANT = /\bcan't\b/gi;
const NT = /n't\b/gi;
const CACHE_LIMIT = 200_000;
const STEMS = new Map<string, string>();

function stem(word: string): string {
  let s = STEMS.get(word);
  if (s === undefined) {
    s = stemmer(word);
    if (STEMS.size >= CACHE_LIMIT) STEMS.clear();
    STEMS.set(word, s);
  }
  return s;
}

function canonicalNumber(word: string): string {
  const ordinal = ORDINAL.exec(word);
  if (ordinal) return String(Number(ordinal[1]));
  if (word.includes(':')) {
    const [h, m] = word.split(':');
    return `${Number(h)}:${m}`;
  }
  const n = Number(word.replaceAll(',', ''));
  return Number.isFinite(n) ? String(n) : word;
}

const SYNONYMS = new Map<string, string>();
for (const group of SYNONYM_GROUPS) {
  const canonical = stem(group[0] ?? '');
  for (const word of group) SYNONYMS.set(stem(word), canonical);
}

/** Key of one lower-cased word without hyphens: number words and numbers canonical, other words stemmed. */
function wordKey(word: string): string {
  const digits = NUMBER_WORDS[word];
  if (digits !== undefined) return digits;
  if (PLAIN_NUMBER.test(word) || ORDINAL.test(word)) return canonicalNumber(word);
  if (HAS_DIGIT.test(word)) return word;
  const stemmed = stem(word);
  return SYNONYMS.get(stemmed) ?? stemmed;
}

/** Key of a lower-cased token; a hyphenated word keys each part. */
export function termKey(lower: string): string {
  if (!lower.includes('-')) return wordKey(lower);
  return lower.split('-').map(wordKey).join('-');
}

function startsWithNegativePrefix(lower: string): boolean {
  return NEGATIVE_PREFIXES.some(([p, min]) => lower.startsWith(p) && lower.length - p.length >= min);
}

const ANTONYMS = new Map<string, string[]>();
export const ANTONYM_KEYS = new Set<string>();
for (const [a, b] of ANTONYM_PAIRS) {
  const ka = termKey(a);
  const kb = termKey(b);
  ANTONYM_KEYS.add(ka);
  ANTONYM_KEYS.add(kb);
  ANTONYMS.set(ka, [...(ANTONYMS.get(ka) ?? []), kb]);
  ANTONYMS.set(kb, [...(ANTONYMS.get(kb) ?? []), ka]);
}

const OPPOSITES = new Map<string, readonly string[]>();

/**
 * Keys of the words that say the opposite of `lower`: the word with a negative prefix added or removed
 * (`worn` <-> `unworn`, `refundable` <-> `non-refundable`) and its listed antonyms.
 */
export function opposites(lower: string): readonly string[] {
  let cached = OPPOSITES.get(lower);
  if (!cached) {
    cached = computeOpposites(lower);
    if (OPPOSITES.size >= CACHE_LIMIT) OPPOSITES.clear();
    OPPOSITES.set(lower, cached);
  }
  return cached;
}

function computeOpposites(lower: string): string[] {
  if (HAS_DIGIT.test(lower)) return [];
  const out: string[] = [];
  for (const [prefix, min] of NEGATIVE_PREFIXES) {
    if (lower.startsWith(prefix) && lower.length - prefix.length >= min) out.push(termKey(lower.slice(prefix.length)));
    if (lower.length >= min) out.push(termKey(prefix + lower));
  }
  const listed = ANTONYMS.get(termKey(lower));
  if (listed) out.push(...listed);
  return out;
}

/** Text with typographic quotes normalised and contractions expanded. */
export function prepareText(text: string): string {
  return normalizeText(text)
    .replace(CANNOT, 'can not')
    .replace(WONT, 'will not')
    .replace(CANT, 'can not')
    .replace(NT, ' not');
}

/** What a token is, worked out once per distinct spelling. */
type Role = 'end' | 'punctuation' | 'negator' | 'break' | 'and' | 'anaphor' | 'stop' | 'term';

export interface Word {
  role: Role;
  lower: string;
  capital: boolean;
  /** Starts with a capital or a digit: may be an item of a list of names or numbers. */
  listItem: boolean;
  /** Only for terms. */
  key: string;
  parts: readonly string[];
  alias: string;
  /** A name wherever it stands (digit or inner capital: "VX-204", "McClellan"). */
  alwaysName: boolean;
}

const WORDS = new Map<string, Word>();

function roleOf(lower: string): Role {
  if (SENTENCE_END_TOKEN.test(lower)) return 'end';
  if (PUNCTUATION.has(lower)) return 'punctuation';
  if (NEGATOR_SET.has(lower)) return 'negator';
  if (lower === 'and') return 'and';
  if (BREAK_SET.has(lower)) return 'break';
  if (ANAPHOR_SET.has(lower)) return 'anaphor';
  if (STOP.has(lower) || (lower.length === 1 && !HAS_DIGIT.test(lower))) return 'stop';
  return 'term';
}

/** What `surface` is, from the cache when it was seen before. */
export function wordOf(surface: string): Word {
  let word = WORDS.get(surface);
  if (word) return word;
  const lower = surface.toLowerCase();
  const role = roleOf(lower);
  const term = role === 'term';
  const hyphenParts = term && lower.includes('-') && !startsWithNegativePrefix(lower);
  word = {
    role,
    lower,
    capital: UPPER_START.test(surface),
    listItem: LIST_ITEM.test(surface),
    key: term ? termKey(lower) : '',
    parts: hyphenParts
      ? lower
          .split('-')
          .filter((p) => !STOP.has(p))
          .map(wordKey)
      : [],
    alias: hyphenParts ? termKey(lower.replaceAll('-', '')) : '',
    alwaysName: HAS_DIGIT.test(surface) || INNER_UPPER.test(surface),
  };
  if (WORDS.size >= CACHE_LIMIT) WORDS.clear();
  // A long token can be a view into the whole context it came from; cache a copy so the cache holds no context.
  WORDS.set(surface.length > 12 ? [...surface].join('') : surface, word);
  return word;
}
