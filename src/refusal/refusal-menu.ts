/**
 * Chat-bot frames (class S of the refusal rules): a numbered reply menu ("1️⃣ Call the box office", "1 – Kasse
 * anrufen", "Reply 1 to book", "Type MENU to go back") offers next steps, in any language, so none of its lines is a
 * claim about the asked thing. The menu lines a language writes with a verb ("Antworte mit 2 für Öffnungszeiten",
 * "回复1 联系门店") are the vocabulary's `menu-reply` fillers; an English one inside another language ("Type MENU to
 * go back" under a German answer) is read with the English rule.
 *
 * A key-press line ("Press 0 to open the gate", "Pulse 2 para ...", "按2进入解冻模式", the vocabulary's `menu-key`
 * rule) is a menu line only in a menu: beside another option, reply or key-press line. Alone it is an instruction,
 * which may be the answer, so `menu-key` is never read as a filler on its own (the key-press lines that send the user
 * to a person or back to the menu are `menu-reply` lines).
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
/** The vocabulary rule (a filler only in a menu) that reads a key-press line ("Press 2 for the defrost programme"). */
export const MENU_KEY = 'menu-key';
const englishRules = new Map<string, CompiledRule | null>();

const englishRule = (id: string): CompiledRule | undefined => {
  let rule = englishRules.get(id);
  if (rule === undefined) {
    rule = compileRefusalVocabularies([ENGLISH_REFUSAL_VOCABULARY]).fillers.find((r) => r.id === id) ?? null;
    englishRules.set(id, rule);
  }
  return rule ?? undefined;
};

const contextFree = new WeakMap<CompiledRefusalVocabulary, readonly CompiledRule[]>();

/** The fillers read clause by clause: all but `menu-key`, a filler only beside another menu line ({@link menuLine}). */
export function contextFreeFillers(vocabulary: CompiledRefusalVocabulary): readonly CompiledRule[] {
  let rules = contextFree.get(vocabulary);
  if (rules === undefined) {
    rules = vocabulary.fillers.some((r) => r.id === MENU_KEY)
      ? vocabulary.fillers.filter((r) => r.id !== MENU_KEY)
      : vocabulary.fillers;
    contextFree.set(vocabulary, rules);
  }
  return rules;
}

/** An option line of a menu: a marker, then a short action or topic with no number. */
function optionLine(text: string | undefined): boolean {
  if (text === undefined) return false;
  const m = OPTION.exec(text);
  if (!m) return false;
  const rest = text.slice(m[0].length).trim();
  if (rest === '' || VALUE.test(rest.replace(/[0-9#*]\ufe0f?\u20e3/gu, ''))) return false;
  return rest.includes(' ') ? rest.split(' ').length <= MAX_OPTION_WORDS : [...rest].length <= 16;
}

/**
 * A menu line with a verb (rule `id`: `menu-reply`, "Reply 1 to book a cab", "Type MENU to go back"; `menu-key`,
 * "Press 2 for prices"), read by the vocabulary or in English.
 */
function verbLine(text: string | undefined, vocabulary: CompiledRefusalVocabulary, id: string): boolean {
  if (text === undefined) return false;
  if (vocabulary.fillers.some((r) => r.id === id && matchesRule(r, text))) return true;
  const english = ASCII_WORDS.test(text) && shippedOnly(vocabulary) ? englishRule(id) : undefined;
  return english !== undefined && matchesRule(english, text);
}

const replyLine = (text: string | undefined, vocabulary: CompiledRefusalVocabulary) =>
  verbLine(text, vocabulary, MENU_RULE);
const keyLine = (text: string | undefined, vocabulary: CompiledRefusalVocabulary) =>
  verbLine(text, vocabulary, MENU_KEY);

/**
 * A line of a reply menu: an option line ("1️⃣ Call the box office", `menu-option`) or a key-press line ("Press 1 for
 * prices", `menu-key`) next to another option, reply or key-press line, or a reply line written in English inside
 * another language. Reads the clause and its neighbours only.
 */
export function menuLine(
  texts: readonly { text: string }[],
  i: number,
  vocabulary: CompiledRefusalVocabulary,
): string | undefined {
  const text = texts[i]?.text;
  const option = optionLine(text);
  if (option || keyLine(text, vocabulary)) {
    const near = [texts[i - 1]?.text, texts[i + 1]?.text];
    if (near.some((t) => optionLine(t) || replyLine(t, vocabulary) || keyLine(t, vocabulary))) {
      return option ? 'menu-option' : MENU_KEY;
    }
    return undefined;
  }
  return replyLine(text, vocabulary) ? MENU_RULE : undefined;
}
