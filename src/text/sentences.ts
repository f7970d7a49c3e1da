/**
 * Sentence splitting. Four rules, chosen by `boundary`, because callers need different ones on purpose:
 *
 * - `'prose'` (default) reads real text: a sentence ends at `.`, `!` or `?` (optionally closed by a quote or bracket)
 *   followed by white space and a capital, a digit, a currency sign or an opening quote, or at a line break.
 *   "support@example.com", "$1.50" and "e.g. the" end nothing. Sentences come back trimmed, punctuation kept. The
 *   extractive answerer quotes these.
 * - `'seed'` is the seed's claim splitter, kept exactly so the `overlap` judge reproduces the seed's numbers: a
 *   sentence ends at `.`, `!` or `?` followed by white space, whatever comes next; the mark and the space are
 *   dropped and nothing else is trimmed.
 * - `'claims'` (the heuristic judge's claims and context sentences) is `'prose'` that also goes on after a full stop
 *   ending an initial ("J. Smith"), an initialism ("T.L.O."), one of {@link ABBREVIATIONS} ("Dr. Lee") or a list
 *   number ("1. Call"), where a capital follows that does not start a sentence. A full stop glued to the next
 *   sentence ("in 1987.Hot Rod is") ends nothing until {@link separateGluedStops} has put the space back.
 * - `'refusal'` (the refusal rule's sentences, before it splits them into clauses) reads LLM answers in any
 *   language: a sentence ends at `.`, `!`, `?` or `…` followed by white space and anything but a lower-case letter
 *   (a capital of any script, a digit, a sign, a character of a script without case), or at a line break. "5 p.m.
 *   on weekdays", "e.g. the fee" and "z. B. Preise" stay whole, "Désolé. Ça" splits where `'prose'` (Latin capitals only) would
 *   not. Closing quotes and brackets after the mark go with the space, so a quoted question still ends in "?". As
 *   with `'seed'`, a sentence comes back as written, white space kept: the refusal rule's joins read a leading
 *   space ("  however, ...").
 */

import { ConfigError } from '../errors.js';
import { checkDeadline } from './deadline.js';

export type SentenceBoundary = 'prose' | 'seed' | 'claims' | 'refusal';

export interface SplitSentencesOptions {
  /** @default 'prose' */
  boundary?: SentenceBoundary;
}

// What may open a sentence after white space: a capital, a digit, a currency sign, maybe after an opening quote.
const STARTS = String.raw`\s+(?=["'([]?[A-Z0-9$€£])`;
// Each pattern starts a match only where a run of white space or marks starts ("(?<!\s)", "(?<![.!?])"): tried at
// every character of a long run, "\s*\n" or "[.!?]+" would read the rest of the run each time (quadratic).
const PROSE_END = new RegExp(String.raw`(?<=[.!?]["')\]]?)${STARTS}|(?<!\s)\s*\n+\s*`);
const SEED_END = /[.!?]\s+/;
const CLAIM_END = new RegExp(String.raw`(?<![.!?])[.!?]+["')\]]*(?=${STARTS})|\n+`, 'g');
// Not after an initial: "John F. Kennedy" (a capital alone after a space, then a capitalised word), nor inside an
// abbreviation of single letters: "z. B. nach", "d. h. Sie" (a lower-case letter alone and a stop, next to another).
const REFUSAL_END =
  /(?<!\s)\s*\n+\s*|(?<=[.!?…])(?<!(?:^|\s)\p{Lu}\.|(?:^|\s)\p{L}\.\s+\p{Ll}\.)(?!(?<=(?:^|\s)\p{Ll}\.)\s+\p{L}\.)["'”’)\]]*\s+(?=[^\p{Ll}])/u;
const WORD_BEFORE = /([\p{L}\d.]+)$/u;
const LIST_NUMBER = /^\s*\d{1,2}\.$/;

/** Abbreviations after which a full stop ends no sentence (the `'claims'` boundary), lower case, without the stop. */
export const ABBREVIATIONS: ReadonlySet<string> = new Set(
  'mr mrs ms dr st vs etc e.g i.e no jr sr inc ltd co fig approx u.s u.k'.split(' '),
);

const GLUED_AT = /\.\p{Lu}/u;
const GLUED_STOP = /([\p{Ll}\p{N})\]"']{2,})\.(?=\p{Lu}\p{Ll})/gu;

/**
 * Puts a space back after a full stop glued to the next sentence, so that the `'claims'` boundary (and a tokenizer)
 * sees two sentences: "in 1987.Hot Rod is" -> "in 1987. Hot Rod is"; "U.S." and "Node.js" stay whole.
 *
 * @example
 * separateGluedStops('Released in 1987.Hot Rod is next.') // => 'Released in 1987. Hot Rod is next.'
 */
export function separateGluedStops(text: string): string {
  return GLUED_AT.test(text) ? text.replace(GLUED_STOP, '$1. ') : text;
}

function splitAtClaimEnds(text: string): string[] {
  const out: string[] = [];
  let start = 0;
  let read = 0;
  for (const m of text.matchAll(CLAIM_END)) {
    const end = m.index + m[0].length;
    checkDeadline(end - read);
    read = end;
    if (m[0][0] === '.') {
      const word = WORD_BEFORE.exec(text.slice(Math.max(start, m.index - 12), m.index))?.[1] ?? '';
      const kept = word.length === 1 || word.includes('.') || ABBREVIATIONS.has(word.toLowerCase());
      if (kept || LIST_NUMBER.test(text.slice(start, end))) continue;
    }
    out.push(text.slice(start, end));
    start = end;
  }
  out.push(text.slice(start));
  return out.map((s) => s.trim()).filter((s) => s.length > 0);
}

/**
 * The non-empty sentences of `text`, in order (see the module comment for the boundaries).
 *
 * @example
 * splitSentences('It costs $1.50, e.g. the small box. Call us.') // => ['It costs $1.50, e.g. the small box.', 'Call us.']
 * splitSentences('Refunds take 5 days. Call us.', { boundary: 'seed' }) // => ['Refunds take 5 days', 'Call us.']
 * splitSentences('Dr. J. Smith wrote it. then left.', { boundary: 'claims' }) // => ['Dr. J. Smith wrote it.', 'then left.']
 * splitSentences('Open at 5 p.m. on weekdays. "Why?" Ask us.', { boundary: 'refusal' }) // => ['Open at 5 p.m. on weekdays.', '"Why?', 'Ask us.']
 */
export function splitSentences(text: string, options: SplitSentencesOptions = {}): string[] {
  const boundary = options.boundary ?? 'prose';
  if (boundary === 'seed') return text.split(SEED_END).filter((s) => s.trim().length > 0);
  if (boundary === 'claims') return splitAtClaimEnds(text);
  if (boundary === 'refusal') return text.split(REFUSAL_END).filter((s) => s.trim().length > 0);
  if (boundary !== 'prose') {
    throw new ConfigError(
      `splitSentences: \`boundary\` must be 'prose', 'seed', 'claims' or 'refusal' (got ${JSON.stringify(boundary)}).`,
    );
  }
  return text
    .split(PROSE_END)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}
