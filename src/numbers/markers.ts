/**
 * Numbers that make no claim: list numbers at the start of a line ("1. ", "2) ", "(3) ") and citation markers
 * ("[1]", "[2, 3]", "[^4]", "Source 2", "Document #3"). The scan skips them.
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

/** Whether the digit run text[start, end) is a list number or a citation marker. */
export function isMarker(text: string, start: number, end: number): boolean {
  if (end - start > 4) return false;
  const run = text.slice(start, end);
  return listNumber(text, start, end, run) || bracketed(text, start, end) || namedSource(text, start, run);
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
function bracketed(text: string, start: number, end: number): boolean {
  let i = start - 1;
  while (i >= 0 && IN_BRACKETS.includes(text[i] as string)) i--;
  if (text[i] !== '[') return false;
  let j = end;
  while (j < text.length && IN_BRACKETS.includes(text[j] as string)) j++;
  return text[j] === ']';
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
