/**
 * When two written words are the same word for keyword matching: through clitics and possessives ("Pierre's" is
 * "Pierre", "l'hôpital" is "hôpital"), case, and the plural of the text's language (English "boxes" / "box",
 * Spanish "ciudades" / "ciudad", French "journaux" / "journal", Italian "treni" / "treno", Portuguese "hotéis" /
 * "hotel"), never inside a longer word ("store" is not in "storekeeper"). One rule for every language that ships a
 * vocabulary; Chinese and Japanese, written without spaces, match by characters instead (`isUnspacedScript`).
 */
import { singular } from './singular.js';

/** How plurals are undone: English endings, or the Romance ones (es, fr, it, pt). */
export type PluralRules = 'en' | 'romance';

// An elided article, pronoun or preposition before an apostrophe: one consonant (l', d', j', n', s', c', m', t'),
// "qu'", "un'", or an Italian preposition fused with the article (dell', all', nell', dall', sull', quell').
// A vowel before the apostrophe is a name's part ("O'Brien"), kept whole.
const ELISION = /^(?:[bcdfghjklmnpqrstvwxz]|qu|un|[a-z]*ll)'(?=\p{L})/u;
// The possessive or the contracted "is" ("Pierre's", "it's"); a plural possessive ("pilots'") has no letter after.
const POSSESSIVE = /'s$/;

/**
 * A lower-case word without its clitics: a leading elision and a trailing "'s". Apostrophes must be ASCII
 * (`normalizeText` first).
 *
 * @example
 * stripClitics("l'hôpital") // => 'hôpital'
 * stripClitics("pierre's")  // => 'pierre'
 * stripClitics("o'brien")   // => "o'brien"
 */
export function stripClitics(word: string): string {
  return word.replace(ELISION, '').replace(POSSESSIVE, '');
}

const MARKS = /\p{M}+/gu;

/** Lower case without accents, for comparing Romance plurals that move an accent ("hotel" / "hotéis"). */
function stripMarks(word: string): string {
  return word.normalize('NFD').replace(MARKS, '');
}

/** The plurals a Romance singular can take (accents removed). */
function romancePlurals(word: string): string[] {
  const out = [`${word}s`, `${word}es`];
  const last = word.at(-1) ?? '';
  const stem = word.slice(0, -1);
  if (last === 'z') out.push(`${stem}ces`); // luz -> luces
  if (last === 'l') out.push(`${stem}is`, `${stem}es`); // hotel -> hoteis (pt), papel -> papeis
  if (word.endsWith('al')) out.push(`${word.slice(0, -2)}aux`); // journal -> journaux
  if (word.endsWith('au') || word.endsWith('eu')) out.push(`${word}x`); // gateau -> gateaux
  if (word.endsWith('ao')) out.push(`${word.slice(0, -2)}oes`, `${word.slice(0, -2)}aes`); // estacao -> estacoes
  if (last === 'o' || last === 'e') out.push(`${stem}i`); // treno -> treni, ordine -> ordini
  if (last === 'a') out.push(`${stem}e`); // camera -> camere
  if (word.endsWith('co') || word.endsWith('go')) out.push(`${stem}hi`); // pacco -> pacchi
  if (word.endsWith('ca') || word.endsWith('ga')) out.push(`${stem}he`); // barca -> barche
  return out;
}

/**
 * Whether the text's word `actual` is the keyword's word `expected`: equal after clitics and case, or one the other's
 * plural by the language's rules. Both are lower case, clitics already stripped (`stripClitics`).
 *
 * @example
 * sameWord('refund', 'refunds', 'en')       // => true
 * sameWord('ciudad', 'ciudades', 'romance') // => true
 * sameWord('store', 'storekeeper', 'en')    // => false
 */
export function sameWord(expected: string, actual: string, plurals: PluralRules): boolean {
  if (expected === actual) return true;
  if (plurals === 'en') return singular(expected) === singular(actual);
  const a = stripMarks(expected);
  const b = stripMarks(actual);
  return a === b || romancePlurals(a).includes(b) || romancePlurals(b).includes(a);
}

const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/**
 * Whether `text` is written in a script without spaces between words (Chinese, Japanese): a keyword in it is found
 * as a run of characters, since there is no word boundary to respect.
 */
export function isUnspacedScript(text: string): boolean {
  return UNSPACED.test(text);
}
