/**
 * Sentence splitting. Two rules, chosen by `boundary`, because two callers need different ones on purpose:
 *
 * - `'prose'` (default) reads real text: a sentence ends at `.`, `!` or `?` (optionally closed by a quote or bracket)
 *   followed by white space and a capital, a digit, a currency sign or an opening quote, or at a line break.
 *   "support@example.com", "$1.50" and "e.g. the" end nothing. Sentences come back trimmed, punctuation kept. The
 *   extractive answerer quotes these.
 * - `'seed'` is the seed's claim splitter, kept exactly so the `overlap` judge reproduces the seed's numbers: a
 *   sentence ends at `.`, `!` or `?` followed by white space, whatever comes next; the mark and the space are
 *   dropped and nothing else is trimmed.
 *
 * The heuristic judge splits on its own abbreviation-aware rule (`judge/heuristic-words.ts`).
 */

export type SentenceBoundary = 'prose' | 'seed';

export interface SplitSentencesOptions {
  /** @default 'prose' */
  boundary?: SentenceBoundary;
}

const PROSE_END = /(?<=[.!?]["')\]]?)\s+(?=["'([]?[A-Z0-9$€£])|\s*\n+\s*/;
const SEED_END = /[.!?]\s+/;

/**
 * The non-empty sentences of `text`, in order (see the module comment for the two boundaries).
 *
 * @example
 * splitSentences('It costs $1.50, e.g. the small box. Call us.') // => ['It costs $1.50, e.g. the small box.', 'Call us.']
 * splitSentences('Refunds take 5 days. Call us.', { boundary: 'seed' }) // => ['Refunds take 5 days', 'Call us.']
 */
export function splitSentences(text: string, options: SplitSentencesOptions = {}): string[] {
  const boundary = options.boundary ?? 'prose';
  if (boundary === 'seed') return text.split(SEED_END).filter((s) => s.trim().length > 0);
  if (boundary !== 'prose') {
    throw new RangeError(`splitSentences: \`boundary\` must be 'prose' or 'seed' (got ${JSON.stringify(boundary)}).`);
  }
  return text
    .split(PROSE_END)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}
