/**
 * A decline and a value in one unpunctuated run (class J): a voice transcript or a chat line writes no comma before
 * its join, so the decline read whole would swallow the value beside it ("die gebühr weiß ich nicht aber die führung
 * dauert so ungefähr vierzig minuten", "el aula tiene doce mesas y lo de la pizarra no lo sé"). The vocabulary's
 * `valueContrasts` and `valueJoins` cut such a run where one side is a decline on its own and the other holds a value.
 */

import { type RefusalClauseText, splitRefusalClauses, VALUE } from './refusal-clauses.js';
import type { CompiledRefusalVocabulary } from './refusal-vocabulary.js';

/** The longest clause read as one run a join may cut, in characters. */
const MAX_JOINED_RUN = 500;

type RuleOf = (candidates: readonly string[], vocabulary: CompiledRefusalVocabulary) => string | undefined;
type LeadIns = (text: string, vocabulary: CompiledRefusalVocabulary) => string[];

/** A digit, a currency sign or a number written as a word (`valueWords`): a value, whichever way it is written. */
function holdsValue(text: string, vocabulary: CompiledRefusalVocabulary): boolean {
  return VALUE.test(text) || vocabulary.valueWord?.test(text) === true;
}

/**
 * A clause cut at the first join (`valueContrasts`: the decline before it; `valueJoins`: the decline after it) where
 * the decline side is read as a decline by itself (`declines`) and the other side holds a value and is no decline;
 * the rest is read again for a further cut. Any other clause is returned whole.
 */
function cutAtValueJoin(
  clause: RefusalClauseText,
  vocabulary: CompiledRefusalVocabulary,
  declines: (text: string) => boolean,
): RefusalClauseText[] {
  const { text } = clause;
  // A spoken run is a clause of a few hundred characters: a longer one is kept whole, so that trying each join of a
  // long clause (each try reads both sides again, and a join's look-behind reads back to the line's start) costs no
  // more than a bounded amount per clause.
  if (text.length > MAX_JOINED_RUN || !holdsValue(text, vocabulary)) return [clause];
  const joins: [RegExp | null, boolean][] = [
    [vocabulary.valueContrast, true],
    [vocabulary.valueJoin, false],
  ];
  for (const [re, declineFirst] of joins) {
    if (re === null) continue;
    for (const m of text.matchAll(re)) {
      const head = text.slice(0, m.index).trim();
      const tail = text.slice(m.index + m[0].length).trim();
      if (head === '' || tail === '' || m[0].length === 0) continue;
      const [decline, value] = declineFirst ? [head, tail] : [tail, head];
      if (holdsValue(value, vocabulary) && !declines(value) && declines(decline)) {
        const first: RefusalClauseText = {
          ...clause,
          text: head,
          question: false,
          exclamation: false,
          continues: true,
        };
        return [first, ...cutAtValueJoin({ ...clause, text: tail }, vocabulary, declines)];
      }
    }
  }
  return [clause];
}

/**
 * `splitRefusalClauses`, then each clause cut at a join written without a comma between a decline and a value
 * (see `cutAtValueJoin`), a decline read with the classifier's own `rule` after its lead-ins (`leadIns`).
 */
export function joinedClauses(
  answer: string,
  vocabulary: CompiledRefusalVocabulary,
  rule: RuleOf,
  leadIns: LeadIns,
): RefusalClauseText[] {
  const clauses = splitRefusalClauses(answer, vocabulary);
  if (vocabulary.valueContrast === null && vocabulary.valueJoin === null) return clauses;
  const declines = (text: string) => rule(leadIns(text, vocabulary), vocabulary) !== undefined;
  return clauses.flatMap((clause) => cutAtValueJoin(clause, vocabulary, declines));
}
