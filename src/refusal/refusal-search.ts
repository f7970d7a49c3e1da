/**
 * Search results (class T): an assistant that answers like a search engine lists what its search found ("3 results
 * found:" then the titles of the entries) before it says that none of them holds the asked thing. The titles name
 * entries of the help centre or FAQ; they say nothing about the question.
 */
import { VALUE } from './refusal-clauses.js';

/** The vocabulary rule (a filler) that reads the header of a list of search results ("3 results found"). */
export const RESULTS_HEADER = 'results-header';

/** How many items back the header of a list of results is looked for: a longer list is no list of search hits. */
const MAX_RESULTS = 12;

// A title in quotes ('...', "...", 「...」): a number inside it is part of the title ("「教習1回の時間は？」"), not a value.
// A single quote opens a title only after a space, a mark or the start, and closes it only before one: an apostrophe
// inside a word ("l'abonnement", "Children's menu", "Kids' corner") is no quote, so it hides no value after it.
const QUOTED = /"[^"\n]*"|(?<![\p{L}\p{N}])'(?:[^'\n]|'(?=\p{L}))*'(?!\p{L})|「[^」\n]*」/gu;

/**
 * `result-title` for the item `i` (its `text`; `earlier`: the readings of the clauses before it) of a list that a search-results header opens ("- 'Cancelling a lesson'" after "4 results
 * found:"), in any language: a title the search found, no claim, unless it holds a number outside its quotes (an
 * item that gives a value, "- 'Prices': adult swim £5.20", answers). The header is looked for over the items just
 * before this one only, at most a dozen, so the reading stays linear in the text's length.
 */
export function resultTitleItem(
  text: string,
  items: readonly boolean[],
  i: number,
  earlier: readonly { rule?: string }[],
): string | undefined {
  if (!items[i] || VALUE.test(text.replace(QUOTED, ''))) return undefined;
  for (let j = i - 1; j >= 0 && i - j <= MAX_RESULTS; j--) {
    if (!items[j]) return earlier[j]?.rule === RESULTS_HEADER ? 'result-title' : undefined;
  }
  return undefined;
}
