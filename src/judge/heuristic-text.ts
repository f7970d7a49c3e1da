/**
 * Text analysis for the heuristic judge: sentences, terms (stemmed content words, canonical numbers and codes),
 * which terms sit inside a negation's scope, and each term's opposites. Regexes and word sets are built once at
 * module load; stems are cached.
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

/** One checkable word of a text. */
export interface Term {
  /** As written (case kept), for `missing` and evidence. */
  surface: string;
  /** Normalised form compared between claim and context: stem, canonical number, or lower-cased code. */
  key: string;
  /** Keys of a hyphenated word's parts (`dutch-belgian` -> `dutch`, `belgian`); empty otherwise. */
  parts: readonly string[];
  /** Capitalised inside its sentence, or contains a digit: a name, number or code. */
  name: boolean;
  /** Index of the clause the term is in (see {@link Analysis.clauses}). */
  clause: number;
  /** Capitalised and written right after another capitalised term: part of a multi-word name ("Lake Erie"). */
  joined: boolean;
}

const STOP: ReadonlySet<string> = new Set([...STOP_WORDS, ...EXTRA_STOP_WORDS]);
const NEGATOR_SET: ReadonlySet<string> = new Set(NEGATORS);
const BREAK_SET: ReadonlySet<string> = new Set(CLAUSE_BREAKS);
const ANAPHOR_SET: ReadonlySet<string> = new Set(ANAPHORS);
const PUNCTUATION: ReadonlySet<string> = new Set([',', ';', ':', '(', ')']);

// A number with separators (6.213, 1,200, 07:45), a word (letters/digits, hyphen-joined), or clause punctuation.
const TOKEN = /\d+(?:[.,:]\d+)+|[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*|[,;:()]/gu;
const HAS_DIGIT = /\d/;
const UPPER_START = /^\p{Lu}/u;
const LIST_ITEM = /^(?:\p{Lu}|\d)/u;
const INNER_UPPER = /^.+\p{Lu}/u;
const ORDINAL = /^(\d+)(?:st|nd|rd|th)$/;
const PLAIN_NUMBER = /^\d+(?:[.,:]\d+)*$/;
// Contractions, expanded so that negation is always a separate word.
const CANNOT = /\bcannot\b/gi;
const WONT = /\bwon't\b/gi;
const CANT = /\bcan't\b/gi;
const NT = /n't\b/gi;
// Sentence ends: punctuation then space before anything but a lower-case word or a digit ("No. 1" goes on), a
// full stop glued to a capital ("century.First", "1987.Hot"), or a line break.
const SENTENCE_END = /(?<=[.!?])\s+(?=[^\p{Ll}\d])|(?<=[\p{Ll}\d)"'][.!?])(?=["']?\p{Lu})|\s*\n+\s*/u;

const STEM_CACHE = new Map<string, string>();
const STEM_CACHE_LIMIT = 100_000;

function stem(word: string): string {
  let s = STEM_CACHE.get(word);
  if (s === undefined) {
    s = stemmer(word);
    if (STEM_CACHE.size >= STEM_CACHE_LIMIT) STEM_CACHE.clear();
    STEM_CACHE.set(word, s);
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
for (const [a, b] of ANTONYM_PAIRS) {
  const ka = termKey(a);
  const kb = termKey(b);
  ANTONYMS.set(ka, [...(ANTONYMS.get(ka) ?? []), kb]);
  ANTONYMS.set(kb, [...(ANTONYMS.get(kb) ?? []), ka]);
}

/**
 * Keys of the words that say the opposite of `lower`: the word with a negative prefix added or removed
 * (`worn` <-> `unworn`, `refundable` <-> `non-refundable`) and its listed antonyms.
 */
export function opposites(lower: string): string[] {
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

/** Sentences of a prepared text, trimmed, empty ones dropped. */
export function splitSentences(text: string): string[] {
  return text
    .split(SENTENCE_END)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/** A clause of a sentence: where it is and how many negators it has. */
export interface Clause {
  start: number;
  end: number;
  negations: number;
}

/** The analysis of one sentence (or claim). */
export interface Analysis {
  terms: Term[];
  clauses: Clause[];
  /** Has a pronoun ("it", "she", "their"...) that may refer to the sentence before. */
  anaphoric: boolean;
}

interface Token {
  surface: string;
  lower: string;
  at: number;
}

function makeTerm(token: Token, first: boolean, clause: number, joined: boolean): Term {
  const { surface, lower } = token;
  const parts =
    lower.includes('-') && !startsWithNegativePrefix(lower)
      ? lower
          .split('-')
          .filter((p) => !STOP.has(p))
          .map(wordKey)
      : [];
  const name = HAS_DIGIT.test(surface) || (!first && UPPER_START.test(surface)) || INNER_UPPER.test(surface);
  return { surface, key: termKey(lower), parts, name, clause, joined };
}

/**
 * The terms of one sentence (or claim), in order, split into clauses at `, ; : ( )` and clause-breaking words
 * ("and", "but", "which"...), with each clause's negators counted (`no longer` is one negator). "and" between two
 * names or numbers joins a list ("Arts and Sciences", "2 and 8"), not two clauses; a capitalised negator inside a
 * sentence belongs to a title ("Rebel Without a Cause").
 */
export function analyzeSentence(sentence: string): Analysis {
  const tokens: Token[] = [];
  for (const m of sentence.matchAll(TOKEN)) tokens.push({ surface: m[0], lower: m[0].toLowerCase(), at: m.index });
  const terms: Term[] = [];
  const clauses: Clause[] = [{ start: 0, end: sentence.length, negations: 0 }];
  let clause = clauses[0] as Clause;
  const breakClause = (at: number) => {
    clause.end = at;
    clause = { start: at, end: sentence.length, negations: 0 };
    clauses.push(clause);
  };
  let anaphoric = false;
  let lastTermToken = -2;
  const firstWord = tokens.findIndex((t) => !PUNCTUATION.has(t.lower));
  tokens.forEach((token, i) => {
    const { lower, surface } = token;
    const previous = tokens[i - 1];
    if (PUNCTUATION.has(lower)) breakClause(token.at);
    else if (lower === 'longer' && previous?.lower === 'no') return;
    else if (NEGATOR_SET.has(lower)) {
      if (i === firstWord || !UPPER_START.test(surface)) clause.negations++;
    } else if (
      lower === 'and' &&
      LIST_ITEM.test(previous?.surface ?? '') &&
      LIST_ITEM.test(tokens[i + 1]?.surface ?? '')
    ) {
      return;
    } else if (BREAK_SET.has(lower)) breakClause(token.at);
    else if (ANAPHOR_SET.has(lower)) anaphoric = true;
    else if (!STOP.has(lower) && (lower.length > 1 || HAS_DIGIT.test(lower))) {
      const joined = lastTermToken === i - 1 && UPPER_START.test(surface) && UPPER_START.test(previous?.surface ?? '');
      terms.push(makeTerm(token, i === firstWord, clauses.length - 1, joined));
      lastTermToken = i;
    }
  });
  // A capitalised first word is a name when the next term is one too ("Saturday Night Live") or it stands alone.
  const [head, next] = terms;
  if (head && !head.name && UPPER_START.test(head.surface) && (!next || next.name)) head.name = true;
  return { terms, clauses, anaphoric };
}
