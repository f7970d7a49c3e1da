/**
 * Questions: a sentence that ends with a question mark asserts nothing. One reading for every language ragcheck
 * ships: "?" ("¿...?" ends with it too) and the full-width "？" of Chinese and Japanese.
 */
import { normalizeText } from './normalize.js';
import { splitSentences } from './sentences.js';

// A question mark, then only closing quotes and brackets ("？" is "?" after NFKC, but callers need not normalise).
const QUESTION = /[?？]["'”’)\]」』]*\s*$/u;

/**
 * Whether one sentence is a question.
 *
 * @example
 * isQuestion('¿Quiere la guía?') // => true
 * isQuestion('It opens at 9.')   // => false
 */
export function isQuestion(sentence: string): boolean {
  return QUESTION.test(sentence);
}

/**
 * Whether every sentence of `text` is a question (and it has one): an answer that only asks back.
 *
 * @example
 * onlyQuestions('Which store? The one on Elm Road?') // => true
 */
export function onlyQuestions(text: string): boolean {
  const sentences = splitSentences(normalizeText(text), { boundary: 'claims' }).filter((s) => s.trim());
  return sentences.length > 0 && sentences.every(isQuestion);
}
