/**
 * Chat-bot frames (class S of the refusal rules): a numbered reply menu ("1️⃣ Call the box office", "1 – Kasse
 * anrufen", "Reply 1 to book", "Type MENU to go back") offers next steps, in any language, so none of its lines is a
 * claim about the asked thing. The menu lines a language writes with a verb ("Antworte mit 2 für Öffnungszeiten",
 * "回复1 联系门店") are the vocabulary's `menu-reply` fillers; an English one inside another language ("Type MENU to
 * go back" under a German answer) is read with the English rule.
 */

import { VALUE } from './refusal-clauses.js';
import { ASCII_WORDS, shippedOnly } from './refusal-field.js';
import { ENGLISH_REFUSAL_VOCABULARY } from './refusal-languages.js';
import {
  type CompiledRefusalVocabulary,
  type CompiledRule,
  compileRefusalVocabularies,
  matchesRule,
} from './refusal-vocabulary.js';

// An option marker that opens a menu line: a keycap digit ("1️⃣", "#️⃣") or a number of one or two digits and a dash
// ("1 - Kasse anrufen", "2 – 演出日程"). Not "1." or "1)": those number the steps of an answer.
const OPTION = /^(?:[0-9#*]\ufe0f?\u20e3 ?|\d{1,2} ?[-–—] ?)(?=\S)/u;
// An option names an action or a topic: six words at most, or sixteen characters of a script without spaces.
const MAX_OPTION_WORDS = 6;

const MENU_RULE = 'menu-reply';
let englishMenu: CompiledRule | undefined | null;

const englishMenuRule = (): CompiledRule | undefined => {
  if (englishMenu === undefined) {
    englishMenu =
      compileRefusalVocabularies([ENGLISH_REFUSAL_VOCABULARY]).fillers.find((r) => r.id === MENU_RULE) ?? null;
  }
  return englishMenu ?? undefined;
};

/** An option line of a menu: a marker, then a short action or topic with no number. */
function optionLine(text: string | undefined): boolean {
  if (text === undefined) return false;
  const m = OPTION.exec(text);
  if (!m) return false;
  const rest = text.slice(m[0].length).trim();
  if (rest === '' || VALUE.test(rest.replace(/[0-9#*]\ufe0f?\u20e3/gu, ''))) return false;
  return rest.includes(' ') ? rest.split(' ').length <= MAX_OPTION_WORDS : [...rest].length <= 16;
}

/** A menu line with a verb ("Reply 1 to book a cab", "Type MENU to go back"), read by the vocabulary or in English. */
function replyLine(text: string | undefined, vocabulary: CompiledRefusalVocabulary): boolean {
  if (text === undefined) return false;
  if (vocabulary.fillers.some((r) => r.id === MENU_RULE && matchesRule(r, text))) return true;
  const english = ASCII_WORDS.test(text) && shippedOnly(vocabulary) ? englishMenuRule() : undefined;
  return english !== undefined && matchesRule(english, text);
}

/**
 * A line of a reply menu (`menu-option`): an option line ("1️⃣ Call the box office") next to another option line or a
 * reply line, or a reply line written in English inside another language. Reads the clause and its neighbours only.
 */
export function menuLine(
  texts: readonly { text: string }[],
  i: number,
  vocabulary: CompiledRefusalVocabulary,
): string | undefined {
  const text = texts[i]?.text;
  if (optionLine(text)) {
    const near = [texts[i - 1]?.text, texts[i + 1]?.text];
    if (near.some((t) => optionLine(t) || replyLine(t, vocabulary))) return 'menu-option';
    return undefined;
  }
  return replyLine(text, vocabulary) ? MENU_RULE : undefined;
}
