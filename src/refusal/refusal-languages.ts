/**
 * The shipped refusal vocabularies, each a data file (src/refusal/languages/*.json) read by one loader, and the
 * per-answer language detection the `language` option uses (docs/refusals.md, "Languages").
 */

import { ConfigError } from '../errors.js';
import de from './languages/de.json' with { type: 'json' };
import en from './languages/en.json' with { type: 'json' };
import es from './languages/es.json' with { type: 'json' };
import fr from './languages/fr.json' with { type: 'json' };
import it from './languages/it.json' with { type: 'json' };
import ja from './languages/ja.json' with { type: 'json' };
import pt from './languages/pt.json' with { type: 'json' };
import zh from './languages/zh.json' with { type: 'json' };
import { defineRefusalVocabulary, type RefusalVocabulary } from './refusal-vocabulary.js';

/** A language a shipped refusal vocabulary reads. */
export type RefusalLanguage = 'en' | 'de' | 'es' | 'fr' | 'pt' | 'it' | 'ja' | 'zh';

/**
 * A data file: a vocabulary plus, for a Latin-script language, what detects it: its stop words and the letters it
 * writes that English does not (each occurrence counts like a stop word). JSON has no comments, so a file says why
 * in `description` (the whole vocabulary) and `notes` (one entry each, keyed by its place: `words.neg`,
 * `refusals.<id>`, `joins[3]`, `strayClaims`); a note whose key names nothing in the file is an error, so notes
 * cannot outlive what they explain.
 */
type LanguageFile = RefusalVocabulary & {
  readonly description?: string;
  readonly notes?: Readonly<Record<string, string>>;
  readonly stopWords?: readonly string[];
  readonly letters?: string;
};

const RULE_LISTS = new Set(['refusals', 'fillers', 'justifications']);

/** Whether `key` (`words.neg`, `refusals.<id>`, `joins[3]`, `words.ethics[2]`) names an entry of `vocabulary`. */
function notePlaceExists(vocabulary: RefusalVocabulary, key: string): boolean {
  const match = /^([A-Za-z]+)(?:\.([^[\]]+))?(?:\[(\d+)\])?$/.exec(key);
  if (!match) return false;
  const [, field = '', name, index] = match;
  if (!Object.hasOwn(vocabulary, field)) return false;
  let place: unknown = (vocabulary as unknown as Record<string, unknown>)[field];
  if (name !== undefined) {
    if (RULE_LISTS.has(field)) place = (place as readonly { id: string }[]).find((rule) => rule.id === name);
    else if (field === 'words') place = Object.hasOwn(vocabulary.words, name) ? vocabulary.words[name] : undefined;
    else return false;
  }
  if (index !== undefined) place = Array.isArray(place) ? place[Number(index)] : undefined;
  return place !== undefined;
}

/**
 * Reads one language file (`name` is its tag, for the error message): checks the vocabulary as
 * `defineRefusalVocabulary` does and every note's key, and returns the vocabulary with what detects the language.
 */
export function readRefusalLanguageFile(
  name: string,
  file: unknown,
): { vocabulary: RefusalVocabulary; stopWords: readonly string[]; letters: string } {
  const { description: _, notes = {}, stopWords = [], letters = '', ...vocabulary } = file as LanguageFile;
  const defined = defineRefusalVocabulary(vocabulary);
  for (const key of Object.keys(notes)) {
    if (!notePlaceExists(defined, key)) {
      throw new ConfigError(
        `refusal vocabulary "${defined.language}" (src/refusal/languages/${name}.json): notes."${key}" names no entry of the file; key a note by the place it explains (words.<list>, refusals.<id>, joins[<n>]) or remove it.`,
      );
    }
  }
  return { vocabulary: defined, stopWords, letters };
}

const files = {
  en: readRefusalLanguageFile('en', en),
  de: readRefusalLanguageFile('de', de),
  es: readRefusalLanguageFile('es', es),
  fr: readRefusalLanguageFile('fr', fr),
  pt: readRefusalLanguageFile('pt', pt),
  it: readRefusalLanguageFile('it', it),
  ja: readRefusalLanguageFile('ja', ja),
  zh: readRefusalLanguageFile('zh', zh),
};

/**
 * English refusals, the default vocabulary (src/refusal/languages/en.json): a clause refuses when its subject is
 * the assistant or the sources and its verb, negated, is one of knowing, finding, saying, containing or providing;
 * or when it is an impersonal statement about what can be known; or an explicit decline. A negative about anything
 * else ("accidental damage is not covered") is a claim.
 */
export const ENGLISH_REFUSAL_VOCABULARY: RefusalVocabulary = files.en.vocabulary;
/**
 * German refusals (src/refusal/languages/de.json), e.g. `{ vocabulary: GERMAN_REFUSAL_VOCABULARY }` or with English
 * `[ENGLISH_REFUSAL_VOCABULARY, GERMAN_REFUSAL_VOCABULARY]`. `ß` is rewritten to `ss` first.
 */
export const GERMAN_REFUSAL_VOCABULARY: RefusalVocabulary = files.de.vocabulary;
/** Spanish refusals (src/refusal/languages/es.json), e.g. `{ vocabulary: SPANISH_REFUSAL_VOCABULARY }` or `language: 'es'`. */
export const SPANISH_REFUSAL_VOCABULARY: RefusalVocabulary = files.es.vocabulary;
/** French refusals (src/refusal/languages/fr.json), e.g. `{ vocabulary: FRENCH_REFUSAL_VOCABULARY }` or `language: 'fr'`. */
export const FRENCH_REFUSAL_VOCABULARY: RefusalVocabulary = files.fr.vocabulary;
/** Portuguese (European and Brazilian) refusals (src/refusal/languages/pt.json), e.g. `{ vocabulary: PORTUGUESE_REFUSAL_VOCABULARY }` or `language: 'pt'`. */
export const PORTUGUESE_REFUSAL_VOCABULARY: RefusalVocabulary = files.pt.vocabulary;
/** Italian refusals (src/refusal/languages/it.json), e.g. `{ vocabulary: ITALIAN_REFUSAL_VOCABULARY }` or `language: 'it'`. */
export const ITALIAN_REFUSAL_VOCABULARY: RefusalVocabulary = files.it.vocabulary;
/** Japanese (read by script; no spaces between words) refusals (src/refusal/languages/ja.json), e.g. `{ vocabulary: JAPANESE_REFUSAL_VOCABULARY }` or `language: 'ja'`. */
export const JAPANESE_REFUSAL_VOCABULARY: RefusalVocabulary = files.ja.vocabulary;
/** Chinese (simplified and traditional, read by script) refusals (src/refusal/languages/zh.json), e.g. `{ vocabulary: CHINESE_REFUSAL_VOCABULARY }` or `language: 'zh'`. */
export const CHINESE_REFUSAL_VOCABULARY: RefusalVocabulary = files.zh.vocabulary;

/** Every shipped vocabulary by its language tag. */
export const REFUSAL_VOCABULARIES: Readonly<Record<RefusalLanguage, RefusalVocabulary>> = {
  en: ENGLISH_REFUSAL_VOCABULARY,
  de: GERMAN_REFUSAL_VOCABULARY,
  es: SPANISH_REFUSAL_VOCABULARY,
  fr: FRENCH_REFUSAL_VOCABULARY,
  pt: PORTUGUESE_REFUSAL_VOCABULARY,
  it: ITALIAN_REFUSAL_VOCABULARY,
  ja: JAPANESE_REFUSAL_VOCABULARY,
  zh: CHINESE_REFUSAL_VOCABULARY,
};

// Words frequent in the language and rare in the others; shared spellings ("de", "la", "que") are left out of the
// files. English comes first: ties go to it.
const LATIN = ['en', 'de', 'es', 'fr', 'pt', 'it'] as const;
const LATIN_STOP_WORDS: readonly (readonly [RefusalLanguage, readonly string[]])[] = LATIN.map(
  (l) => [l, files[l].stopWords] as const,
);
const LETTERS = new Map<string, RefusalLanguage[]>();
for (const language of LATIN) {
  for (const letter of files[language].letters) LETTERS.set(letter, [...(LETTERS.get(letter) ?? []), language]);
}
const STOP_WORDS = new Map<string, RefusalLanguage[]>();
for (const [language, words] of LATIN_STOP_WORDS) {
  for (const word of words) STOP_WORDS.set(word, [...(STOP_WORDS.get(word) ?? []), language]);
}

/** Whether `word` (lower-case) is a stop word of a shipped Latin-script language: no content word of a question. */
export function isRefusalStopWord(word: string): boolean {
  return STOP_WORDS.has(word);
}

const escapeWord = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// A stop word English shares ("no", "a") counts for English too, so it alone never makes another language win: the
// one search looks only for the letters and the stop words English does not have.
const OTHER_LANGUAGE = new RegExp(
  `[${[...LETTERS.keys()].join('')}]|(?<![\\p{L}'])(?:${[...STOP_WORDS]
    .filter(([, languages]) => !languages.includes('en'))
    .map(([word]) => escapeWord(word))
    .sort((a, b) => b.length - a.length)
    .join('|')})(?![\\p{L}'])`,
  'iu',
);
// A refusal opens the answer: its first 600 characters say which language it is in.
const DETECT_CHARS = 600;
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
const HAN = /\p{Script=Han}/u;
const WORD = /[\p{L}']+/gu;

/**
 * The language of an answer, for the `language: 'auto'` default: Japanese when it holds kana, Chinese when it holds
 * Han characters and no kana, otherwise the Latin-script language whose stop words and letters (ñ, ã, è...) it holds
 * most of, counted over its first 600 characters; English when no other language has more.
 */
export function detectRefusalLanguage(text: string): RefusalLanguage {
  const answer = text.length > DETECT_CHARS ? text.slice(0, DETECT_CHARS) : text;
  if (KANA.test(answer)) return 'ja';
  if (HAN.test(answer)) return 'zh';
  // Most answers are English: one search for any other language's stop word or letter decides that at once.
  if (!OTHER_LANGUAGE.test(answer)) return 'en';
  const counts = new Map<RefusalLanguage, number>();
  for (const [word] of answer.toLowerCase().matchAll(WORD)) {
    for (const language of STOP_WORDS.get(word) ?? []) counts.set(language, (counts.get(language) ?? 0) + 1);
    if (word.length > 1 || !/^[a-z]$/.test(word)) {
      for (const letter of word) {
        if (letter < '\u00c0' && letter !== '¿' && letter !== '¡') continue;
        for (const language of LETTERS.get(letter) ?? []) counts.set(language, (counts.get(language) ?? 0) + 1);
      }
    }
  }
  // Ties go to the earlier language of LATIN_STOP_WORDS (English first).
  let best: RefusalLanguage = 'en';
  let bestCount = counts.get('en') ?? 0;
  for (const [language] of LATIN_STOP_WORDS) {
    const count = counts.get(language) ?? 0;
    if (count > bestCount) {
      best = language;
      bestCount = count;
    }
  }
  return best;
}
