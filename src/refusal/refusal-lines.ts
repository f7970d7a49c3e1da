/**
 * The readers of a line beside a decline, shared by classifyRefusal and isRefusal (refusal.ts): a next step by its
 * form (a link, an address, a short exclamation), an item of a list that a next step or a decline opens, and the
 * readers of the other classes in their order (narrated sources, result titles, restated topics, paths, menus).
 */

import type { RefusalClauseKind } from './refusal.js';
import { VALUE } from './refusal-clauses.js';
import { docPathStep } from './refusal-field.js';
import { menuLine } from './refusal-menu.js';
import { narratedSourceItem } from './refusal-narration.js';
import { withoutPhones } from './refusal-phone.js';
import { resultTitleItem } from './refusal-search.js';
import { restatedTopic } from './refusal-topic.js';
import type { CompiledRefusalVocabulary } from './refusal-vocabulary.js';

// Where a redirect sends the user: a web address or an e-mail address.
// A bare domain needs a country or generic ending ("impots.gouv.fr", "example.com.br"), so "e.g" is none.
// "example" is the ending reserved for examples (RFC 2606), which documentation and test data write.
const DOMAIN_ENDING = String.raw`\.(?:com|org|net|gov|edu|info|eu|es|pt|br|it|fr|de|ch|be|at|uk|mx|ar|cl|co|pe|ca|us|cn|jp|io|app|example)\b`;
const LINK = new RegExp(
  String.raw`\bhttps?:\/\/\S+|\bwww\.\S+|[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}|\b[\p{L}\p{N}-]{2,}(?:\.[\p{L}\p{N}-]+)*${DOMAIN_ENDING}(?:\/\S*)?`,
  'gu',
);
const BARE_DOMAIN = new RegExp(DOMAIN_ENDING, 'u');
const SPACED = /\s/u;

/**
 * A next step by its form, in any language: a clause that gives a link or an address and, without them and phone
 * numbers, no number ("The details are at https://...", "write to office@example.org"); or a short exclamation
 * with no number ("Good question!"). In an answer that refuses neither is a claim about the question.
 */
export function nextStepByForm(clause: { text: string; exclamation: boolean }): string | undefined {
  const { text } = clause;
  if (
    (text.includes('@') || text.includes('http') || text.includes('www.') || BARE_DOMAIN.test(text)) &&
    LINK.test(text)
  ) {
    LINK.lastIndex = 0;
    if (!VALUE.test(withoutPhones(text.replace(LINK, '')))) return 'link-or-address';
  }
  LINK.lastIndex = 0;
  if (clause.exclamation && !VALUE.test(text)) {
    const short = SPACED.test(text) ? text.split(' ').length <= 3 : [...text].length <= 6;
    if (short) return 'exclamation';
  }
  return undefined;
}

// The rules whose clause opens a list of next steps ("Here are some things you could ask me about:").
const NEXT_STEP_RULES = new Set(['next-step', 'next-step-item']);
// The rules whose clause opens a list of findings ("Here's what we found:"): its items are what the sources say, each
// read on its own, never offers.
const FINDINGS_RULES = new Set(['findings-header']);

/**
 * An item of a list that a next step opens ("- how to request a new bin" after "You could ask me:") is one of the
 * questions or topics offered, in any language, unless it holds a number: a list of values after a decline answers.
 * The items of a list take the reading of the header that opens it ("I can help you with:", a line ending with ":"
 * before bullets): under a header that makes no claim (an offer, a suggestion) they make none either.
 */
function nextStepItem(
  text: string,
  item: boolean,
  previous: { kind: RefusalClauseKind; rule?: string } | undefined,
  previousOpensList: boolean,
  previousItem = false,
): string | undefined {
  if (!item || previous?.kind !== 'filler' || FINDINGS_RULES.has(previous.rule ?? '')) return undefined;
  // An item after an item another rule read as a next step ("- ask at the desk" then "- write to the secretary")
  // carries the list on.
  if (!NEXT_STEP_RULES.has(previous.rule ?? '') && !previousOpensList && !previousItem) return undefined;
  return VALUE.test(withoutPhones(text)) ? undefined : 'next-step-item';
}

const DECLINE_ITEM = 'decline-item';

/**
 * An item of a list that a decline opens ("We have no information on:" or "以下の項目については情報がございません。"
 * then "- one-way rentals", "- winter tyres") names what is declined, in any language: no claim, unless it holds a
 * number (a list of values after a decline answers). The items after it carry the same reading.
 */
function declineItem(
  text: string,
  item: boolean,
  previous: { kind: RefusalClauseKind; rule?: string } | undefined,
  previousOpensList: boolean,
): string | undefined {
  if (!item || previous === undefined) return undefined;
  const opens = previous.kind === 'refusal' && previousOpensList;
  if (!opens && !(previous.kind === 'filler' && previous.rule === DECLINE_ITEM)) return undefined;
  return VALUE.test(withoutPhones(text)) ? undefined : DECLINE_ITEM;
}

/**
 * The readers of a line beside a decline, in order, shared by classifyRefusal (explainRefusal) and isRefusal
 * (readsAsRefusal): a next step by its form, an item under a next step or a decline, a narrated source, a result
 * title, a restated topic, a path and a menu line. `earlier` holds the clauses read before `i` (index `i - 1` is the
 * one before), `previousLine` how the line before was split, `next` the clause after.
 */
export function lineReading(
  clause: { text: string; exclamation: boolean; item: boolean; continues?: boolean },
  i: number,
  around: {
    texts: readonly { text: string }[];
    items: readonly boolean[];
    earlier: readonly { kind: RefusalClauseKind; rule?: string }[];
    previousLine: { opensList?: boolean; item: boolean } | undefined;
    next: { kind: RefusalClauseKind } | undefined;
  },
  vocabulary: CompiledRefusalVocabulary,
): string | undefined {
  const previous = around.earlier[i - 1];
  const opensList = around.previousLine?.opensList === true;
  return (
    nextStepByForm(clause) ??
    nextStepItem(clause.text, clause.item, previous, opensList, around.previousLine?.item) ??
    declineItem(clause.text, clause.item, previous, opensList) ??
    narratedSourceItem(around.texts, around.items, i) ??
    resultTitleItem(clause.text, around.items, i, around.earlier) ??
    restatedTopic(clause, around.next, vocabulary) ??
    docPathStep(clause.text, vocabulary) ??
    menuLine(around.texts, i, vocabulary)
  );
}
