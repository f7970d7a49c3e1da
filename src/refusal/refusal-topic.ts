/**
 * The topic a decline is put after (class C of the refusal rules): "Regarding whether X: this is not covered",
 * "La durée de X, nos documents ne l'abordent pas", "关于X，资料中并未涉及". The topic restates what was asked, so it
 * is no claim, and the clause after it is read alone for a decline. The same holds for a field's label in a templated
 * answer ("Cost: the programme does not say"): the text after the label is read alone.
 */

import type { RefusalClauseKind } from './refusal.js';
import { VALUE } from './refusal-clauses.js';
import type { CompiledRefusalVocabulary } from './refusal-vocabulary.js';

/**
 * A topic put before a decline and cut off by a comma or a colon ("Quanto à data de encerramento, não consegui
 * encontrá-la", "Zur Kaution, da habe ich nichts gefunden"): it restates what was asked, so the clause after it is read
 * alone for a decline too, when the topic is short (ten words at most), holds no number and is no clause of its own
 * (the vocabulary's `independent` words: "Dogs are welcome, I don't know about cats" keeps its claim). Not read for a
 * vocabulary that cannot tell a clause.
 */
export function topicTail(text: string, vocabulary: CompiledRefusalVocabulary): string | undefined {
  const cut = TOPIC_CUT.exec(text);
  if (cut === null || vocabulary.independent === null) return undefined;
  const head = text.slice(0, cut.index);
  if (
    !markedTopic(head, vocabulary) &&
    (head.split(' ').length > MAX_TOPIC_WORDS || VALUE.test(head) || vocabulary.independent.test(head))
  ) {
    return undefined;
  }
  return text.slice(cut.index + cut[0].length);
}

// An unmarked topic is a noun phrase: as long as the question's subject ("La durée de conservation des échantillons
// avant analyse, ..."), ten words at most.
const MAX_TOPIC_WORDS = 10;
// The first comma or colon of a clause: where a topic put before it ends.
const TOPIC_CUT = /[,:] /u;

/**
 * A topic that opens with a word that marks it as one ("regarding", "as for", "whether", "en cuanto a", "se", "ob",
 * "关于"): a restatement of what was asked, however long, even with a verb or a number of its own ("Regarding whether
 * children may join the tour after 6 pm: this is not covered"). Sixteen words at most: a longer head is a sentence.
 */
function markedTopic(head: string, vocabulary: CompiledRefusalVocabulary): boolean {
  return vocabulary.topicMarker?.test(head) === true && head.split(' ').length <= 16;
}

/**
 * A clause that is only a marked topic, cut off from the decline right after it ("On the question of whether prints
 * can be framed, | our price list says nothing", "焚き火の可否についてのお問い合わせですが、| …触れられておりません"):
 * it restates what was asked, so it is no claim. Only a clause the same sentence carries on from, with no number and
 * no cut of its own ("Regarding late arrivals: the gate closes at 10" says what follows the cut; "Zum Gassigehen
 * müssen Sie 16 sein!" is a sentence of its own).
 */
export function restatedTopic(
  clause: { text: string; continues?: boolean },
  next: { kind: RefusalClauseKind } | undefined,
  vocabulary: CompiledRefusalVocabulary,
): string | undefined {
  const { text } = clause;
  if (next?.kind !== 'refusal' || clause.continues !== true || TOPIC_CUT.test(text) || VALUE.test(text)) {
    return undefined;
  }
  return markedTopic(text, vocabulary) ? 'restated-topic' : undefined;
}

// A field's label before its text: a few words and a colon, as a templated answer writes one field per part of the
// question ("cost: the programme does not say", "tarif : ...", "门票: 资料未列明价格"). No number: "open: 9 to 5".
const LABEL = /^([^\d:;.!?]{1,48}?) ?: (?=\S)/u;
// A label names a part of the question: "Opening hours of the sauna on holidays: unknown" is six words.
const MAX_LABEL_WORDS = 6;

/**
 * The text of a labelled field, read alone for a decline: its label names the part of the question it answers and
 * says nothing itself, so "- **Cost:** the programme doesn't say" declines as "the programme doesn't say" does. The
 * label is six words at most (a dozen characters of a script without spaces) and no clause of its own (the
 * vocabulary's `independent` words); the field's text is read with its own lead-ins stripped. Not read for a vocabulary
 * that cannot tell a clause.
 */
export function labelTail(text: string, vocabulary: CompiledRefusalVocabulary): string | undefined {
  const m = LABEL.exec(text);
  if (!m || vocabulary.independent === null) return undefined;
  const label = m[1]!;
  // A clause before the colon ("El museo es gratis: no sé ...") is a claim of its own, no label.
  if (vocabulary.independent.test(label)) return undefined;
  const spaced = label.includes(' ');
  if (spaced ? label.split(' ').length > MAX_LABEL_WORDS : [...label].length > 12) return undefined;
  return text.slice(m[0].length);
}
