/**
 * Numbers that make no claim: list numbers at the start of a line ("1. ", "2) ", "(3) ") and citation markers
 * ("[1]", "[2, 3]", "[^4]", "^4", "【1】", "【3†source】", "[doc_3]", "Source 2", "Document #3"). The scan skips
 * them; the citation check (docs/citations.md) reads the same shapes.
 */
import { wordBefore } from './neighbours.js';

const LIST_NUMBER = /^\d{1,2}\.?$/;
const CITED_NUMBER = /^\d{1,3}[.,;:]?$/;
const SOURCE_WORDS = new Set(
  'source sources document documents doc docs passage passages chunk chunks context contexts ref refs reference references excerpt excerpts snippet snippets'.split(
    ' ',
  ),
);
const IN_BRACKETS = '0123456789,;-^ ';
// "Passage ID 3", "Document No. 5", "Source number 2".
const NUMBER_WORDS = new Set(['id', 'no', 'no.', 'nr', 'nr.', 'number', 'num', 'num.']);

/**
 * The stretch of bracket characters (digits, commas, dashes, spaces) last read around a run: a scan passes one per
 * text, so a long stretch ("1 1 1 ..." x 50,000) is read once, not once per number in it.
 */
export interface BracketStretch {
  /** Offsets of the stretch: text[from, to) are all bracket characters; -1, -1 before the first read. */
  from: number;
  to: number;
}

export const newBracketStretch = (): BracketStretch => ({ from: -1, to: -1 });

/** Whether the digit run text[start, end) is a list number or a citation marker. */
export function isMarker(text: string, start: number, end: number, stretch = newBracketStretch()): boolean {
  if (idInBrackets(text, start, end)) return true;
  if (end - start > 4) return false;
  const run = text.slice(start, end);
  return (
    listNumber(text, start, end, run) ||
    bracketed(text, start, end, stretch) ||
    namedSource(text, start, run) ||
    footnoteMark(text, start, run)
  );
}

const ID_CHARS = /[\w.:#/-]/;
const ID_MARKER = /^[A-Za-z][\w.:#/-]*$/;
/** Longest id read as a marker: the look-around per digit run stays bounded, so the scan stays linear. */
const MAX_ID = 80;

/** "[doc_3]", "[chunk-7]", "[kb:12]": an id alone in square brackets (a letter first, not a version "v2.1"). */
function idInBrackets(text: string, start: number, end: number): boolean {
  let from = start;
  while (from > 0 && start - from < MAX_ID && ID_CHARS.test(text[from - 1] as string)) from--;
  if (text[from - 1] !== '[') return false;
  let to = end;
  while (to < text.length && to - end < MAX_ID && ID_CHARS.test(text[to] as string)) to++;
  if (text[to] !== ']' || text[to + 1] === '(') return false;
  const id = text.slice(from, to);
  return ID_MARKER.test(id) && !/^v?\d+(?:\.\d+)+$/i.test(id);
}

/** "^1" after a space or punctuation, and "【1】" / "【3†source】"; "m^2" and "2^10" are exponents. */
function footnoteMark(text: string, start: number, run: string): boolean {
  if (!/^\d{1,3}[.,;:!?]?$/.test(run)) return false;
  const before = text[start - 1];
  if (before === '【') return true;
  if (before !== '^') return false;
  const sign = text[start - 2];
  return sign === undefined || /[\s.,;:!?)"'”’]/.test(sign);
}

/**
 * "1. Open Settings", "2) Click", "(3) Save": one or two digits and "." or ")" opening a line, or opening a list
 * inline after ":" or ";" ("these steps: 1. Open", "options: 1) mail, 2) store").
 */
function listNumber(text: string, start: number, end: number, run: string): boolean {
  if (!LIST_NUMBER.test(run)) return false;
  let after = end;
  const bracket = !run.endsWith('.');
  if (bracket) {
    if (text[after] !== ')') return false;
    after++;
  }
  if (after < text.length && !/\s/.test(text[after] as string)) return false;
  let i = start - 1;
  if (text[i] === '(') i--;
  while (i >= 0 && (text[i] === ' ' || text[i] === '\t')) i--;
  const opener = text[i];
  return i < 0 || opener === '\n' || opener === '\r' || opener === ':' || opener === ';' || (bracket && opener === ',');
}

/** "[1]", "[2, 3]", "[^4]": digits in square brackets with only digits, commas, dashes and spaces. */
function bracketed(text: string, start: number, end: number, stretch: BracketStretch): boolean {
  const before = stretchAround(text, start - 1, stretch).from - 1;
  if (text[before] !== '[') return false;
  return text[stretchAround(text, end, stretch).to] === ']';
}

/** The stretch of bracket characters around `at` (empty, at `at`, when text[at] is none), read once per stretch. */
function stretchAround(text: string, at: number, stretch: BracketStretch): BracketStretch {
  if (at >= stretch.from && at < stretch.to) return stretch;
  if (at < 0 || at >= text.length || !IN_BRACKETS.includes(text[at] as string)) return { from: at + 1, to: at };
  let from = at;
  while (from > 0 && IN_BRACKETS.includes(text[from - 1] as string)) from--;
  let to = at + 1;
  while (to < text.length && IN_BRACKETS.includes(text[to] as string)) to++;
  stretch.from = from;
  stretch.to = to;
  return stretch;
}

/** "Source 2", "document #3", "(Doc 4)", "Passage ID 3", "Document No. 5". */
function namedSource(text: string, start: number, run: string): boolean {
  if (!CITED_NUMBER.test(run)) return false;
  let at = start;
  if (text[at - 1] === '#') at--;
  let before = wordBefore(text, at);
  if (before && NUMBER_WORDS.has(before.word.toLowerCase())) before = wordBefore(text, before.start);
  return before !== undefined && SOURCE_WORDS.has(before.word.toLowerCase().replace(/\.$/, ''));
}
