/**
 * Terse field declines (class U of the refusal rules): a field whose value is a terse decline ("Safari 15
 * compatibility: unknown.", "Argon2 parameters (desktop): Not documented.", "Inode limit (Starter): N/A in the current
 * docs.") declines whatever its label names, a version number or a plan included; an English terse decline inside
 * an answer in another language ("学割：Not found in knowledge base") is read by the English terse rules; a bare "N/A"
 * in a checklist is the field's value; and a path pointed to ("See: `/docs/privacy`", "参见：`/docs/plans/basic`，或在控制台
 * 提交工单") is a next step, while a path after other words ("Config: /etc/app.yml") is the value of the asked thing.
 */

import { VALUE } from './refusal-clauses.js';
import { ENGLISH_REFUSAL_VOCABULARY, REFUSAL_VOCABULARIES } from './refusal-languages.js';
import { labelTail } from './refusal-topic.js';
import {
  type CompiledRefusalVocabulary,
  type CompiledRule,
  compileRefusalVocabularies,
  matchesRule,
} from './refusal-vocabulary.js';

// The English rules that read a terse decline, a fragment with no verb of its own: "not found", "unknown", "N/A",
// "no information" (flagged `acrossLanguages` in en.json). Only these are read across languages: an English line inside an answer in another language (a
// "Not found in knowledge base" under a Japanese label) is a value copied from a template or a knowledge base, not a
// sentence. The other way round (a French "inconnu" read with the English vocabulary) is not read: an answer read
// with English is either English or forced to it (`language: 'en'`), and a field of another language there is no
// template's copy.
let englishTerse: readonly CompiledRule[] | undefined;

const englishTerseRules = (): readonly CompiledRule[] => {
  englishTerse ??= compileRefusalVocabularies([ENGLISH_REFUSAL_VOCABULARY]).refusals.filter((r) => r.acrossLanguages);
  return englishTerse;
};

/** A line in ASCII letters, as English writes: the lines read across languages with an English rule. */
export const ASCII_WORDS = /^[\x20-\x7e]*[a-z][\x20-\x7e]*$/u;
// A terse value is one to eight words, so a sentence is never read across languages.
const MAX_TERSE_WORDS = 8;

/**
 * Whether a vocabulary reads only shipped languages: a vocabulary of one's own says all that refuses in it, so the
 * shipped languages' rules are not read beside it.
 */
export const shippedOnly = (vocabulary: CompiledRefusalVocabulary): boolean =>
  vocabulary.languages.every((language) => Object.hasOwn(REFUSAL_VOCABULARIES, language));

let englishCue: RegExp | null | undefined;

/**
 * Whether a text holds a cue word of English when its vocabulary reads shipped languages other than English: a clause
 * or an answer with no cue of its own vocabulary may still hold an English terse decline ("学割：Not found").
 */
export function foreignCue(text: string, vocabulary: CompiledRefusalVocabulary): boolean {
  if (!shippedOnly(vocabulary) || vocabulary.languages.includes('en')) return false;
  englishCue ??= compileRefusalVocabularies([ENGLISH_REFUSAL_VOCABULARY]).cue;
  return englishCue?.test(text) === true;
}

/**
 * An English terse decline ("Not found in knowledge base", "N/A", "unknown") as a line or a field's value of an answer
 * that another shipped language's vocabulary reads: a decline, as it is in English. Undefined when the vocabulary
 * reads English already, is one of one's own, or the text is no English terse decline.
 */
export function codeSwitchedDecline(text: string, vocabulary: CompiledRefusalVocabulary): string | undefined {
  if (!shippedOnly(vocabulary) || vocabulary.languages.includes('en')) return undefined;
  if (!ASCII_WORDS.test(text) || text.split(' ').length > MAX_TERSE_WORDS) return undefined;
  return englishTerseRules().some((rule) => matchesRule(rule, text)) ? 'code-switched-decline' : undefined;
}

// A field's label that names a version, a plan or a model ("Safari 15 compatibility", "PDF/A export (Pro 2)",
// "Webhook 重试（API v3）"): a few words and a colon; the colon may have no space after it in Chinese and Japanese.
const NAMED_LABEL = /^([^:;!?。]{1,48}?) ?: ?(?=\S)/u;
const LETTER = /\p{L}/u;
const DIGITS = /\p{N}/gu;
const MAX_LABEL_WORDS = 6;

/**
 * The value of a field whose label holds a number ("Safari 15 compatibility: unknown"): read only for a decline, so
 * the number names the asked thing and is no value; a label of six words at most (sixteen characters without spaces),
 * with a letter, and no clause of its own (the vocabulary's `independent` words). `anyClause` reads any label (and a
 * vocabulary that cannot tell a clause): only an English value is then looked for, and the label's words
 * ("Export PDF/A", where French reads "a" as a verb) are not of that language.
 */
function namedLabelTail(text: string, vocabulary: CompiledRefusalVocabulary, anyClause = false): string | undefined {
  const m = NAMED_LABEL.exec(text);
  if (!m || (vocabulary.independent === null && !anyClause)) return undefined;
  const label = m[1]!;
  // The vocabulary's `independent` words count any number as a clause's value; here a number is part of a name.
  if (!LETTER.test(label) || (!anyClause && vocabulary.independent?.test(label.replace(DIGITS, '')))) return undefined;
  if (label.includes(' ') ? label.split(' ').length > MAX_LABEL_WORDS : [...label].length > 16) return undefined;
  return text.slice(m[0].length);
}

/**
 * The decline of a labelled field (`declines` reads a value with the vocabulary's own rules), or of a terse decline
 * in English inside another language, as a field or a line of its own. Undefined when the text declines in none of
 * these ways.
 */
export function fieldDecline(
  text: string,
  vocabulary: CompiledRefusalVocabulary,
  declines: (value: string) => string | undefined,
): string | undefined {
  const value = labelTail(text, vocabulary) ?? namedLabelTail(text, vocabulary);
  const rule = value === undefined ? undefined : declines(value);
  if (rule) return rule;
  // An English value after a label ("学割：Not found in knowledge base") is no clause of the label's language, so it is read even by a vocabulary that cannot tell a clause (Chinese, Japanese).
  const english = value ?? namedLabelTail(text, vocabulary, true);
  return (
    (english === undefined ? undefined : codeSwitchedDecline(english, vocabulary)) ??
    codeSwitchedDecline(text, vocabulary)
  );
}

// A path: two segments or more after a slash ("/docs/privacy/data-retention", "/v3/share" is one
// endpoint, so it needs a word of letters as its first segment and one more segment).
const DOC_PATH = /(?<![\p{L}\p{N}.])\/\p{L}[\p{L}\p{N}_.-]*(?:\/[\p{L}\p{N}_.-]+)+\/?/gu;
// A telephone number beside the path ("ou contactez le support au 01 84 60 22 17"): where the user is sent, no value;
// nine digits or more in groups (fewer are an amount).
const PHONE_LIKE = /\+?\d[\d .-]{7,}\d/gu;
// What may close the words before a path: a colon and a quote or backtick ("See: `", "参见：「").
const POINTER_END = /[\s:：\x22'`「『“‘(（]+$/u;
const POINTER_START = /^[\s\x22'`」』”’)）]+/u;

// The pointers of every shipped language, compiled once.
let allPointers: CompiledRefusalVocabulary | undefined;

const shippedPointers = (): CompiledRefusalVocabulary => {
  allPointers ??= compileRefusalVocabularies(Object.values(REFUSAL_VOCABULARIES));
  return allPointers;
};

/**
 * A pointer to a path ("see /docs/api/limits for the general limits", "Ver: `/docs/formatos` o abre un ticket desde
 * Ajustes", "参见：`/docs/plans/basic`，或在控制台提交工单", "詳しくは /help/billing をご覧ください"): in an answer that
 * refuses, a next step, in any language. Only when the path stands alone or the words before it are a pointer of the
 * vocabulary (`pointers`: "see", "siehe", "consulta", "参见"), or the words after it are (a verb after its object,
 * "をご覧ください"), and, without the path and a telephone number, the clause holds no number. A path after any other
 * words is the value of the asked thing ("Config: /etc/app/config.yml", "Die Datei liegt in /etc/app.yml"): a claim.
 */
export function docPathStep(text: string, vocabulary: CompiledRefusalVocabulary): string | undefined {
  if (!text.includes('/')) return undefined;
  const found = DOC_PATH.exec(text);
  DOC_PATH.lastIndex = 0;
  if (found === null) return undefined;
  const before = text.slice(0, found.index).replace(POINTER_END, '');
  const after = text.slice(found.index + found[0].length).replace(POINTER_START, '');
  // A shipped vocabulary reads the pointers of every shipped language: a pointer word names no value in any of them,
  // and an answer may be read in another language than its pointer's ("Vedi: `/docs/esporta`" read as Spanish).
  const pointers = shippedOnly(vocabulary) ? shippedPointers() : vocabulary;
  const pointed =
    before === '' || pointers.pointer?.test(before) === true || pointers.pointerAfter?.test(after) === true;
  if (!pointed) return undefined;
  const rest = text.replace(DOC_PATH, '').replace(PHONE_LIKE, (m) => (m.replace(/\D/gu, '').length >= 9 ? '' : m));
  return VALUE.test(rest) ? undefined : 'doc-path';
}

// A field of a list: a label of a few words, a colon, its value ("wi-fi: yes", "朝食:n/a").
const FIELD = /^([^:：]{1,48}?) ?[:：] ?(\S.*)$/u;
// "N/A" alone as a field's value, with no place after it ("N/A in the current docs" says where the value is missing).
const BARE_NA = /^n\/?a\.?$/u;
const HAN_OR_KANA = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/** A field's value that is a word or two with no number ("yes", "free", "nein", "あり", "有"): a checklist's value. */
function checklistValue(value: string): boolean {
  if (BARE_NA.test(value) || VALUE.test(value)) return false;
  return HAN_OR_KANA.test(value) ? [...value].length <= 4 : value.split(' ').length <= 2;
}

/**
 * Whether a clause is a field whose value is a bare "N/A" in a checklist: another field of the answer (not a decline)
 * gives a value of a word or two with no number ("- Wi-Fi: yes\n- Breakfast: N/A", "Haustiere: nein\nSauna: N/A").
 * There "N/A" is the field's value (not offered, does not apply), no decline of the information. Beside a number
 * ("- MySQL version: N/A\n- Pro price: €9.99/month") or alone ("Battery life: N/A") it still declines.
 */
export function checklistNotApplicable(texts: readonly string[], i: number, refusing: (j: number) => boolean): boolean {
  const field = FIELD.exec(texts[i]!);
  if (field === null || !BARE_NA.test(field[2]!.trim())) return false;
  return checklistValues(texts).some((j) => j !== i && !refusing(j));
}

// The fields of an answer whose value is a checklist's, found once per answer: an answer of many "N/A" fields would
// otherwise read every field again for each of them.
const CHECKLIST_VALUES = new WeakMap<readonly string[], readonly number[]>();

function checklistValues(texts: readonly string[]): readonly number[] {
  let found = CHECKLIST_VALUES.get(texts);
  if (found === undefined) {
    found = texts.flatMap((text, j) => {
      const field = FIELD.exec(text);
      return field !== null && checklistValue(field[2]!.trim()) ? [j] : [];
    });
    CHECKLIST_VALUES.set(texts, found);
  }
  return found;
}
