/**
 * The refusal vocabularies that ship as data (src/refusal/languages/*.json: Spanish, French, Portuguese, Italian,
 * Japanese, Chinese), beside the English and German ones written in TypeScript, and the per-answer language
 * detection the `language` option uses (docs/refusals.md, "Languages").
 */
import es from './languages/es.json' with { type: 'json' };
import fr from './languages/fr.json' with { type: 'json' };
import it from './languages/it.json' with { type: 'json' };
import ja from './languages/ja.json' with { type: 'json' };
import pt from './languages/pt.json' with { type: 'json' };
import zh from './languages/zh.json' with { type: 'json' };
import { ENGLISH_REFUSAL_VOCABULARY } from './refusal-english.js';
import { GERMAN_REFUSAL_VOCABULARY } from './refusal-german.js';
import { defineRefusalVocabulary, type RefusalVocabulary } from './refusal-vocabulary.js';

/** A language a shipped refusal vocabulary reads. */
export type RefusalLanguage = 'en' | 'de' | 'es' | 'fr' | 'pt' | 'it' | 'ja' | 'zh';

/**
 * A data file: a vocabulary plus, for a Latin-script language, what detects it: its stop words and the letters it
 * writes that English does not (each occurrence counts like a stop word).
 */
type LanguageFile = RefusalVocabulary & { readonly stopWords?: readonly string[]; readonly letters?: string };

function fromFile(file: unknown): { vocabulary: RefusalVocabulary; stopWords: readonly string[]; letters: string } {
  const { stopWords = [], letters = '', ...vocabulary } = file as LanguageFile;
  return { vocabulary: defineRefusalVocabulary(vocabulary), stopWords, letters };
}

const files = {
  es: fromFile(es),
  fr: fromFile(fr),
  pt: fromFile(pt),
  it: fromFile(it),
  ja: fromFile(ja),
  zh: fromFile(zh),
};

export const SPANISH_REFUSAL_VOCABULARY: RefusalVocabulary = files.es.vocabulary;
export const FRENCH_REFUSAL_VOCABULARY: RefusalVocabulary = files.fr.vocabulary;
export const PORTUGUESE_REFUSAL_VOCABULARY: RefusalVocabulary = files.pt.vocabulary;
export const ITALIAN_REFUSAL_VOCABULARY: RefusalVocabulary = files.it.vocabulary;
export const JAPANESE_REFUSAL_VOCABULARY: RefusalVocabulary = files.ja.vocabulary;
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

// English and German have no data file: their stop words live here. Words frequent in the language and rare in
// the others; shared spellings ("de", "la", "que") are left out.
const LATIN_STOP_WORDS: readonly (readonly [RefusalLanguage, readonly string[]])[] = [
  [
    'en',
    [
      'the',
      'is',
      'are',
      'was',
      'were',
      'and',
      'not',
      'no',
      'to',
      'of',
      'in',
      'on',
      'you',
      'your',
      'it',
      'that',
      'with',
      'for',
      'this',
      'there',
      'any',
      'i',
      "don't",
      "doesn't",
      "i'm",
      'does',
      'do',
      'have',
      'has',
      'had',
      'been',
      'about',
      'mention',
      'found',
      'context',
      'information',
      'know',
      'can',
      'cannot',
      "can't",
      'could',
      'would',
      'will',
      'please',
      'sorry',
      'we',
      'our',
      'be',
      'what',
      'which',
    ],
  ],
  [
    'de',
    [
      'der',
      'die',
      'das',
      'und',
      'ist',
      'nicht',
      'ich',
      'es',
      'zu',
      'den',
      'mit',
      'sich',
      'auch',
      'ein',
      'eine',
      'wir',
      'keine',
      'kein',
      'dem',
      'leider',
      'weiß',
      'weiss',
      'kann',
      'sind',
      'im',
      'zur',
      'zum',
    ],
  ],
  ...(['es', 'fr', 'pt', 'it'] as const).map((l) => [l, files[l].stopWords] as const),
];
const LETTERS = new Map<string, RefusalLanguage[]>();
for (const language of ['es', 'fr', 'pt', 'it'] as const) {
  for (const letter of files[language].letters) LETTERS.set(letter, [...(LETTERS.get(letter) ?? []), language]);
}
for (const letter of 'äöüß') LETTERS.set(letter, ['de']);
const STOP_WORDS = new Map<string, RefusalLanguage[]>();
for (const [language, words] of LATIN_STOP_WORDS) {
  for (const word of words) STOP_WORDS.set(word, [...(STOP_WORDS.get(word) ?? []), language]);
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
