/**
 * Splits an answer into the claims the heuristic judge checks: its sentences, with openers stripped ("Based on the
 * provided context,", "Yes,"). A fragment with no content word is not a claim, nor is a sentence that only refuses
 * (`isRefusal`). A question asserts nothing: it is no claim (kept apart as `kind: 'question'`, shown as evidence),
 * whatever its language's question marks ("?", "？", "¿...?").
 */
import { grammarOnly, isRefusal, type RefusalOptions } from '../../refusal/index.js';
import { checkDeadline, isQuestion, splitSentences } from '../../text/index.js';
import { PARTICLE_OPENERS, SOURCE_OPENERS } from './heuristic-lexicon.js';
import { prepareText, type Term, termsOf } from './heuristic-words.js';
import { isKnownWord } from './word-frequency.js';

/** The claim-level rules, each switchable for the ablation (all on by default). */
export interface ClaimRules {
  /** Strip openers that point at the sources ("Based on the provided context,") and list marks. */
  sources: boolean;
  /** Strip answer particles ("Yes,", "Well,"). */
  particles: boolean;
  /** A question asserts nothing: it is kept apart from the claims (off: read as a statement). */
  questions: boolean;
}

export interface AnswerClaim {
  text: string;
  terms: readonly Term[];
  /** The content words, one per key. */
  content: readonly Term[];
  kind: 'statement' | 'question';
}

function stripOpeners(sentence: string, rules: ClaimRules): string {
  const openers = [...(rules.sources ? SOURCE_OPENERS : []), ...(rules.particles ? PARTICLE_OPENERS : [])];
  let text = sentence;
  for (let previous = ''; previous !== text; ) {
    previous = text;
    for (const opener of openers) text = text.replace(opener, '');
  }
  return text.trim();
}

/**
 * The claims of `answer`, in order.
 *
 * @example
 * splitAnswerClaims('Based on the context, refunds take 5 days. Thanks!', rules).map((c) => c.text)
 * // => ['refunds take 5 days.']
 */
export function splitAnswerClaims(answer: string, rules: ClaimRules, refusal: RefusalOptions = {}): AnswerClaim[] {
  const claims: AnswerClaim[] = [];
  const grammar = grammarOnly(refusal);
  for (const sentence of splitSentences(prepareText(answer), { boundary: 'claims' })) {
    checkDeadline(sentence.length);
    // A sentence that only refuses ("I don't know the rules for children.") claims nothing.
    if (isRefusal(sentence, grammar)) continue;
    const text = stripOpeners(sentence, rules);
    const terms = termsOf(text);
    const [first, second] = terms;
    // A capitalised first word is a name when general English does not know it ("Milira"), or a name follows it
    // ("John Hancock"); "Drake" or "Pink" could be ordinary words.
    if (first?.content && /^\p{Lu}/u.test(first.surface) && (second?.name || !isKnownWord(first.lower))) {
      terms[0] = { ...first, name: true };
    }
    const seen = new Set<string>();
    const content = terms.filter((t) => t.content && !seen.has(t.key) && seen.add(t.key));
    if (content.length === 0) continue;
    const kind = rules.questions && isQuestion(text) ? 'question' : 'statement';
    claims.push({ text, terms, content, kind });
  }
  return claims;
}
