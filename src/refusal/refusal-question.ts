/**
 * The question-aware reading of an answer that refuses (classifyRefusal with `question`): the statements beside a
 * decline are read against the question, as a claim, a claim that answers part of it, about its subject, or off it.
 */
import type { RefusalClause } from './refusal.js';
import { ANSWERS_THE_QUESTION, VALUE } from './refusal-clauses.js';
import { isRefusalStopWord } from './refusal-languages.js';
import { withoutPhones } from './refusal-phone.js';
import type { CompiledRefusalVocabulary } from './refusal-vocabulary.js';

/** What the question-aware reading needs of the question and the answer. */
export interface QuestionView {
  /** The question's runs of digits and its words, lower-cased (NFKC): a value or name among them is not new. */
  tokens: ReadonlySet<string>;
  /** The question's content words (four letters or more, no stop word). */
  words: readonly string[];
  /** The question's pairs of adjacent Han or katakana characters (Chinese and Japanese have no spaces). */
  pairs: ReadonlySet<string>;
  /** Words the answer writes capitalised inside a sentence: names. */
  names: ReadonlySet<string>;
}

const IDEOGRAPHIC = /[\p{Script=Han}\p{Script=Katakana}]/u;
const LETTERS_RUN = /\p{L}+/gu;

function contentWords(text: string): string[] {
  const words: string[] = [];
  for (const [word] of text.toLowerCase().matchAll(LETTERS_RUN)) {
    if (word.length >= 4 && !IDEOGRAPHIC.test(word) && !isRefusalStopWord(word)) words.push(word);
  }
  return words;
}

/** The pairs of adjacent Han or katakana characters of `text` (words, where a script writes no spaces). */
export function ideographicPairs(text: string): Set<string> {
  const pairs = new Set<string>();
  const chars = [...text];
  for (let i = 0; i + 1 < chars.length; i++) {
    const pair = chars[i]! + chars[i + 1]!;
    if (IDEOGRAPHIC.test(chars[i]!) && IDEOGRAPHIC.test(chars[i + 1]!)) pairs.add(pair);
  }
  return pairs;
}

/** Two words are one when the shorter starts the longer ("fee", "fees") or they share their first five letters. */
const sharesStem = (a: string, b: string) => {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return long.startsWith(short) || (short.length >= 5 && long.startsWith(short.slice(0, 5)));
};

// A capitalised word after a word of the same sentence: a name ("the Hartley Foundation"). Not read for German,
// which capitalises every noun.
const CAPITALISED = /(?<=[\p{L}\p{N},] )\p{Lu}[\p{L}'-]+/gu;

export function questionView(question: string, answer: string, vocabulary: CompiledRefusalVocabulary): QuestionView {
  const names = new Set<string>();
  if (!vocabulary.languages.includes('de')) {
    for (const [name] of answer.normalize('NFKC').matchAll(CAPITALISED)) names.add(name.toLowerCase());
  }
  return {
    tokens: new Set(question.normalize('NFKC').toLowerCase().match(TOKENS) ?? []),
    words: contentWords(question),
    pairs: ideographicPairs(question),
    names,
  };
}

// A bracketed stretch (parentheses, square, curly or CJK brackets, to the end of the clause when unclosed): a citation,
// a reference or a contact code, not the fact asked for.
const BRACKETED = /[([{（【〔][^)\]}）】〕]*(?:[)\]}）】〕]|$)/gu;
const DIGITS = /\p{N}+/gu;
const TOKENS = /\p{N}+|\p{L}+/gu;

/** A claim after or before a decline that answers part of the question (ANSWERS_THE_QUESTION). */
function answersTheQuestion(text: string, view: QuestionView): boolean {
  const open = withoutPhones(text).replace(BRACKETED, ' ');
  const words = contentWords(open);
  const brings =
    [...open.matchAll(DIGITS)].some(([digits]) => !view.tokens.has(digits)) ||
    words.some((w) => view.names.has(w) && !view.tokens.has(w));
  return (
    brings &&
    sharesQuestionWord(
      words.filter((w) => !view.names.has(w)),
      open,
      view,
    )
  );
}

/** Whether `words` (content words of `text`) or a Han or katakana pair of `text` is one of the question's. */
function sharesQuestionWord(words: readonly string[], text: string, view: QuestionView): boolean {
  if (words.some((w) => view.words.some((q) => sharesStem(w, q)))) return true;
  for (const pair of ideographicPairs(text)) if (view.pairs.has(pair)) return true;
  return false;
}

/** What a statement after a decline is to the question: a claim (a number or a name), about it, or off it. */
function statementAbout(text: string, view: QuestionView): 'claim' | 'about' | 'off' {
  if (VALUE.test(withoutPhones(text))) return 'claim';
  const words = contentWords(text);
  if (words.some((w) => view.names.has(w))) return 'claim';
  return sharesQuestionWord(words, text, view) ? 'about' : 'off';
}

/**
 * With the question known, the claims of an answer that refuses are read again: one with a number or a name stays a
 * claim (marked ANSWERS_THE_QUESTION when it answers part of the question); one that shares a content word of the
 * question, or none, becomes `uncertain` (`about-the-question`, `off-question`): the grammar can read it neither as a
 * redirect (those are next steps) nor as an answer. Reading an off-question statement as no claim at all made declines
 * with an unsupported aside refusals, which score 1: on the BEGIN dialogue labels (fold 0, set aside) that dropped the
 * judge's kappa from 0.76 to 0.68. Nor is one no claim after a next step or a greeting: "Please ask at the front desk.
 * Small pets are welcome in the cabins." answers with no word of the question (rules 19 tried it, and withdrew it).
 * Changes `clauses` in place.
 */
export function readAgainstQuestion(clauses: RefusalClause[], view: QuestionView): void {
  clauses.forEach((clause, i) => {
    if (clause.kind !== 'claim') return;
    const about = statementAbout(clause.text, view);
    if (about === 'claim' && answersTheQuestion(clause.text, view)) {
      clauses[i] = { text: clause.text, kind: 'claim', rule: ANSWERS_THE_QUESTION };
    } else if (about === 'about') clauses[i] = { text: clause.text, kind: 'uncertain', rule: 'about-the-question' };
    else if (about === 'off') clauses[i] = { text: clause.text, kind: 'uncertain', rule: 'off-question' };
  });
}
