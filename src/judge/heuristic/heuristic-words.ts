/**
 * Words for the heuristic judge: the terms of a sentence with their keys (stem or canonical number), and the keys
 * that say the opposite of a word. Per-spelling results are cached: every context runs through here. Sentences
 * (boundary, glued full stops), stop words, stems and contractions come from `src/text`.
 */
import {
  CLAIM_STOP_WORDS,
  expandContractions,
  NEGATION_WORDS,
  normalizeText,
  separateGluedStops,
  stem,
  stripClitics,
} from '../../text/index.js';
import { ANTONYM_PAIRS, NEGATIVE_PREFIXES } from './heuristic-lexicon.js';

/** One word of a sentence. Shared: each spelling's two terms (a name or not) are made once, never changed. */
export interface Term {
  /** As written. */
  readonly surface: string;
  readonly lower: string;
  /** What claim and context words are compared by: the stem, or the canonical number. */
  readonly key: string;
  /** Keys of a hyphenated word's parts (`newton-john` -> `newton`, `john`); empty otherwise. */
  readonly parts: readonly string[];
  /** A content word (not a function word, not a negator). */
  readonly content: boolean;
  /** Written with a capital inside the sentence, outside quotes and not after a colon: a name. */
  readonly name: boolean;
  readonly negator: boolean;
}

/**
 * A word: letters and digits, joined by single apostrophes, points or hyphens ("don't", "e.g", "non-refundable"), as
 * `/[\p{L}\p{N}]+(?:['.-][\p{L}\p{N}]+)*\/gu` matches; read by {@link nextWordStart} and {@link wordEndAt} without
 * a match object per word (every context sentence runs through here).
 */
const WORD_CHAR = /^[\p{L}\p{N}]$/u;
// Whether each UTF-16 unit below 0x10000 (not a surrogate) is a letter or digit: 0 not yet known, 1 yes, 2 no.
const BMP_WORD = new Uint8Array(0x10000);

/** The length (1, or 2 for a surrogate pair) of the letter or digit at `at`, 0 when there is none. */
function wordCharAt(text: string, at: number): number {
  if (at >= text.length) return 0;
  const c = text.charCodeAt(at);
  if (c < 128) return (c >= 48 && c <= 57) || ((c | 32) >= 97 && (c | 32) <= 122) ? 1 : 0;
  if (c >= 0xd800 && c <= 0xdfff) {
    const point = text.codePointAt(at) as number;
    return point > 0xffff && WORD_CHAR.test(String.fromCodePoint(point)) ? 2 : 0;
  }
  let known = BMP_WORD[c] as number;
  if (known === 0) {
    known = WORD_CHAR.test(String.fromCharCode(c)) ? 1 : 2;
    BMP_WORD[c] = known;
  }
  return known === 1 ? 1 : 0;
}

/** Where the next word starts at or after `from`; `text.length` when none does. */
export function nextWordStart(text: string, from: number): number {
  let at = from;
  while (at < text.length && wordCharAt(text, at) === 0) at++;
  return at;
}

/** Where the word starting at `start` ends. */
export function wordEndAt(text: string, start: number): number {
  let at = start;
  for (let n = wordCharAt(text, at); n > 0; n = wordCharAt(text, at)) at += n;
  for (;;) {
    const joiner = text.charCodeAt(at);
    if (joiner !== 39 && joiner !== 46 && joiner !== 45) return at; // ' . -
    let next = at + 1;
    let n = wordCharAt(text, next);
    if (n === 0) return at;
    for (; n > 0; n = wordCharAt(text, next)) next += n;
    at = next;
  }
}
const HAS_DIGIT = /\d/;
const LETTERS = /^[\p{L}-]+$/u;
const NEGATED_COMPOUND = /^(?:non|un|in|im|il|ir|anti|dis)-/;
const UPPER = /^\p{Lu}/u;
const ROMAN = /^[ivxl]+$/;
const NUMBER = /^\d+(?:[.,]\d+)*(?:st|nd|rd|th)?$/;
const HAS_QUOTE = /["'\u201C\u201D]/;
const QUOTE = /["\u201C\u201D]|(?:^|\s)'|'(?=\s|$)/g;
const NAME_BREAK = /[:;(]\s*["']?$/;
const CACHE_LIMIT = 100_000;

/**
 * Typographic quotes normalised, contractions expanded (a negation is always its own word), and a space put back
 * after a full stop glued to the next sentence (`separateGluedStops`: "in 1987.Hot Rod is" -> "in 1987. Hot Rod is").
 */
export function prepareText(text: string): string {
  return expandContractions(separateGluedStops(normalizeText(text)));
}

function keyOf(lower: string): string {
  if (NUMBER.test(lower)) return lower.replace(/,/g, '').replace(/(?:st|nd|rd|th)$/, '');
  return HAS_DIGIT.test(lower) ? lower : stem(stripClitics(lower).replace(/'/g, ''));
}

/** What a spelling is, worked out once (every context runs through here): its term, as a name and not. */
interface Spelling {
  plain: Term;
  /** Made on first use: most spellings (numbers, lower-case words) never stand as a name. */
  named?: Term;
  /** Capitalised and not a roman numeral: a name where it stands inside a sentence. */
  capital: boolean;
}

const SPELLINGS = new Map<string, Spelling>();
const NO_PARTS: readonly string[] = [];

// Spellings that start with a digit are kept apart, fewer of them: a list of 150,000 distinct numbers would
// otherwise fill the word cache with spellings read once, and hold them in the heap (docs/guarantees.md).
const NUMBER_SPELLINGS = new Map<string, Spelling>();
const NUMBER_CACHE_LIMIT = 4_096;

function spellingOf(surface: string): Spelling {
  const code = surface.charCodeAt(0);
  const cache = code >= 48 && code <= 57 ? NUMBER_SPELLINGS : SPELLINGS;
  let spelling = cache.get(surface);
  if (spelling) return spelling;
  // A copy of a long token, so the cache never keeps the text it was matched in.
  const own = surface.length > 12 ? [...surface].join('') : surface;
  const lower = own.toLowerCase();
  const negator = NEGATION_WORDS.has(lower);
  const plain: Term = {
    surface: own,
    lower,
    key: keyOf(lower),
    // "non-refundable" is not "refundable": a negative prefix keeps the word whole.
    parts:
      lower.includes('-') && !NEGATED_COMPOUND.test(lower)
        ? lower
            .split('-')
            .filter((p) => p.length > 1)
            .map(keyOf)
        : NO_PARTS,
    // "it's", "that's": a function word with a clitic is a function word.
    content: !negator && !CLAIM_STOP_WORDS.has(lower.replace(/'s$/, '')) && (lower.length > 1 || HAS_DIGIT.test(lower)),
    name: false,
    negator,
  };
  spelling = { plain, capital: UPPER.test(own) && !ROMAN.test(lower) };
  if (cache.size >= (cache === SPELLINGS ? CACHE_LIMIT : NUMBER_CACHE_LIMIT)) cache.clear();
  cache.set(own, spelling);
  return spelling;
}

/** The terms of one prepared sentence, in order. */
export function termsOf(sentence: string): Term[] {
  // Quote marks toggle a title ('I Want to Go Outside'): capitals inside one are not names.
  const quotes = HAS_QUOTE.test(sentence) ? [...sentence.matchAll(QUOTE)].map((m) => m.index + m[0].length - 1) : [];
  const terms: Term[] = [];
  let breaks: number[] | undefined;
  let q = 0;
  let quoted = false;
  let previousEnd = 0;
  for (let start = nextWordStart(sentence, 0); start < sentence.length; ) {
    const end = wordEndAt(sentence, start);
    while (q < quotes.length && (quotes[q] as number) < start) {
      quoted = !quoted;
      q++;
    }
    const spelling = spellingOf(sentence.slice(start, end));
    const { plain, capital } = spelling;
    const gap = sentence.slice(previousEnd, start);
    const name = plain.content && capital && terms.length > 0 && !quoted && !NAME_BREAK.test(gap);
    if (terms.length > 0 && (CLAUSE_PUNCTUATION.test(gap) || CLAUSE_WORDS.has(plain.lower))) {
      breaks ??= [];
      breaks.push(terms.length);
    }
    previousEnd = end;
    start = nextWordStart(sentence, end);
    if (name) spelling.named ??= { ...plain, name: true };
    terms.push(name ? (spelling.named as Term) : plain);
  }
  if (breaks) CLAUSE_STARTS.set(terms, breaks);
  return terms;
}

// Punctuation between two words that ends a clause, and the conjunctions and relative pronouns that start one.
const CLAUSE_PUNCTUATION = /[,;:()[\]!?]|\s-\s/;
const CLAUSE_WORDS: ReadonlySet<string> = new Set(
  'but yet although though while whereas because since unless which who whom whose where'.split(' '),
);
// The terms arrays `termsOf` made, with the indexes of the terms that start a new clause (Terms are shared per
// spelling, so where a clause starts is kept beside the array, not on its terms).
const CLAUSE_STARTS = new WeakMap<readonly Term[], readonly number[]>();

/**
 * The indexes of the terms of a `termsOf` array that start a new clause (after a comma, semicolon, colon, bracket or
 * spaced dash, or at a conjunction such as "but" or "which"); empty for one clause.
 */
export function clauseStarts(terms: readonly Term[]): readonly number[] {
  return CLAUSE_STARTS.get(terms) ?? [];
}

const ANTONYMS = new Map<string, string[]>();
for (const [a, b] of ANTONYM_PAIRS) {
  const [ka, kb] = [keyOf(a), keyOf(b)];
  ANTONYMS.set(ka, [...(ANTONYMS.get(ka) ?? []), kb]);
  ANTONYMS.set(kb, [...(ANTONYMS.get(kb) ?? []), ka]);
}

/**
 * Keys of the words that say the opposite of `lower`: its listed antonyms, and the word with a negative prefix
 * added or removed (`worn` <-> `unworn`, `refundable` <-> `non-refundable`).
 */
export function oppositeKeys(lower: string, useAntonyms: boolean, usePrefixes: boolean): string[] {
  if (!LETTERS.test(lower)) return [];
  const out = useAntonyms ? [...(ANTONYMS.get(keyOf(lower)) ?? [])] : [];
  if (usePrefixes) {
    for (const [prefix, min] of NEGATIVE_PREFIXES) {
      if (lower.startsWith(prefix) && lower.length - prefix.length >= min) out.push(keyOf(lower.slice(prefix.length)));
      if (lower.length >= min) out.push(keyOf(prefix + lower));
    }
  }
  return out;
}
