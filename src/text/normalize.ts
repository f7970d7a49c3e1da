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
// glue them to the number before ("$50.2"), so they are dropped first.
const SUPERSCRIPTS = /[\u00B2\u00B3\u00B9\u2070-\u209C]/g;
// NFKC turns "½" into "1⁄2": the fraction slash reads as "/".
const FRACTION_SLASH = /\u2044/g;

/**
 * Normalises `text` for comparison: superscript and subscript digits dropped (footnote marks, exponents), digit
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
