/**
 * Text normalisation shared by every comparison in ragcheck (number scan, keywords, judges, BM25): two texts that
 * differ only in Unicode form, typographic punctuation or space characters normalise to the same string.
 */

const NON_ASCII = /[^\t\n\r\x20-\x7E]/;
// A digit group separated by a no-break or thin space is a thousands group ("1 200 €" in French typography).
const GROUP_SPACE = /(\d)[\u00A0\u202F\u2009\u2007](?=\d{3}(?!\d))/g;
const SINGLE_QUOTES = /[\u2018\u2019\u201A\u201B\u2032\u02BC]/g;
const DOUBLE_QUOTES = /[\u201C\u201D\u201E\u201F\u2033\u00AB\u00BB]/g;
// Hyphens, dashes and the minus sign all read as "-" (a range "3–5", a sign "−5", a code "KH‑8842").
const DASHES = /[\u2010-\u2015\u2212\uFE58\uFE63\uFF0D]/g;
// Superscript and subscript digits are footnote marks and exponents ("$50.²", "Z²", "CO₂"), not digits: NFKC would
// glue them to the number before ("$50.2"), so they are dropped before it runs. After a unit of length they are
// the unit's power: "m²" is "m2", "cm³" is "cm3".
const SUPERSCRIPTS = /[\u00B2\u00B3\u00B9\u2070-\u209C]/g;
const UNIT_POWER = /(?<=\d ?(?:mm|cm|km|m|ft))([\u00B2\u00B3])(?![\p{L}\p{N}])/gu;
// A whole number and a vulgar fraction are one number: "1½" is 1.5 (NFKC would make it "11⁄2").
const MIXED = /(?<![\d.,])(\d+)[ \u00A0\u202F\u2009]?([\u00BC-\u00BE\u2150-\u215E])/g;
const VULGAR: Readonly<Record<string, number>> = {
  '\u00BC': 1 / 4,
  '\u00BD': 1 / 2,
  '\u00BE': 3 / 4,
  '\u2150': 1 / 7,
  '\u2151': 1 / 9,
  '\u2152': 1 / 10,
  '\u2153': 1 / 3,
  '\u2154': 2 / 3,
  '\u2155': 1 / 5,
  '\u2156': 2 / 5,
  '\u2157': 3 / 5,
  '\u2158': 4 / 5,
  '\u2159': 1 / 6,
  '\u215A': 5 / 6,
  '\u215B': 1 / 8,
  '\u215C': 3 / 8,
  '\u215D': 5 / 8,
  '\u215E': 7 / 8,
};

/** "1½" -> "1.5", "2⅓" -> "2.333333" (six places, as every computed value). */
function mixedNumber(_: string, whole: string, fraction: string): string {
  const part = VULGAR[fraction] as number;
  const digits = (Math.round(part * 1e6) / 1e6).toFixed(6).replace(/0+$/, '').slice(1);
  return `${whole}${digits}`;
}
// NFKC turns "½" into "1⁄2": the fraction slash reads as "/".
const FRACTION_SLASH = /\u2044/g;

/**
 * Normalises `text` for comparison, in this order: "²"/"³" after a unit of length become "2"/"3" ("m²" -> "m2"),
 * a whole number with a vulgar fraction becomes a decimal ("1½" -> "1.5"), other superscript and subscript digits
 * are dropped (footnote marks, exponents: "$50.²" -> "$50."), digit
 * groups split by a no-break or thin space joined with "," ("1 200" -> "1,200"), Unicode NFKC (full-width digits, ligatures, "½" -> "1/2", "µ" -> "μ", no-break spaces ->
 * spaces), typographic quotes -> ASCII quotes, hyphens, dashes and minus signs -> "-". Case is kept. ASCII text
 * comes back unchanged.
 *
 * @example
 * normalizeText('Don’t pay €1 200 – call −5')  // => "Don't pay €1,200 - call -5"
 */
export function normalizeText(text: string): string {
  if (!NON_ASCII.test(text)) return text;
  return text
    .replace(UNIT_POWER, (power: string) => (power === '\u00B2' ? '2' : '3'))
    .replace(MIXED, mixedNumber)
    .replace(SUPERSCRIPTS, '')
    .replace(GROUP_SPACE, '$1,')
    .normalize('NFKC')
    .replace(SINGLE_QUOTES, "'")
    .replace(DOUBLE_QUOTES, '"')
    .replace(DASHES, '-')
    .replace(FRACTION_SLASH, '/');
}

/** `normalizeText` and lower case: the form keywords and words are compared in. */
export function foldCase(text: string): string {
  return normalizeText(text).toLowerCase();
}

const NOT_WORD = /[^\p{L}\p{N}]+/gu;

/**
 * `foldCase`, then every run of characters other than letters and digits as one space, trimmed: the form in which
 * two texts compare as the same words whatever their punctuation and spacing.
 *
 * @example
 * foldWords('Refunds: within “30-day” window!') // => 'refunds within 30 day window'
 */
export function foldWords(text: string): string {
  return foldCase(text).replace(NOT_WORD, ' ').trim();
}

/**
 * Contractions written out so a negation is always its own word ("can't", "cannot" -> "can not", "won't" ->
 * "will not", "isn't" -> "is not"), and the clitics "'re", "'ve", "'ll", "'d", "'m" dropped (they only carry tense
 * or person). Case is kept; run after `normalizeText` so typographic apostrophes are ASCII.
 *
 * @example
 * expandContractions("We can't ship, it isn't ready and we'll wait") // => 'We can not ship, it is not ready and we wait'
 */
export function expandContractions(text: string): string {
  return text
    .replace(/\bcannot\b/gi, 'can not')
    .replace(/\bwon't\b/gi, 'will not')
    .replace(/\bcan't\b/gi, 'can not')
    .replace(/n't\b/gi, ' not')
    .replace(/'(?:re|ve|ll|d|m)\b/gi, '');
}
