/**
 * The course's number/code scan: every number and code in the answer must appear in the context. Catches the
 * usual hallucinated digits ("8 days" for "7 days", "KH-0001" for "KH-8842") with no model.
 */
import { normalizeText } from './tokens.js';

// A code: letters and digits joined by hyphens or mixed in one word (KH-8842, X1, 1-800-RETURNS, SKU12A).
// Checked before numbers so the digits inside a code are not also reported as numbers.
const CODE = /(?<![\w.-])(?:[A-Za-z]+\d[A-Za-z\d]*|\d+[A-Za-z][A-Za-z\d]*|[A-Za-z\d]+(?:-[A-Za-z\d]+)+)(?![\w-])/g;
// A number: money, thousands separators, decimals, percentages, times (9:30), ordinals (3rd), ranges (3-5).
const NUMBER = /(?<![\w.])[$€£¥]?\d+(?:,\d{3})*(?:\.\d+)?(?::\d{2})?(?:st|nd|rd|th)?%?(?![\w])/g;
const HAS_DIGIT = /\d/;
const HAS_LETTER = /[A-Za-z]/;
const DIGIT_RANGE = /^\d{1,4}-\d{1,4}$/;
const NUMBER_WORD =
  /\b(?:zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|single|a dozen|once|twice|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|half)\b/gi;
const WORD_VALUES: Record<string, string[]> = {
  zero: ['0'],
  one: ['1'],
  single: ['1'],
  once: ['1'],
  first: ['1'],
  two: ['2'],
  twice: ['2'],
  second: ['2'],
  three: ['3'],
  third: ['3'],
  four: ['4'],
  fourth: ['4'],
  five: ['5'],
  fifth: ['5'],
  six: ['6'],
  sixth: ['6'],
  seven: ['7'],
  seventh: ['7'],
  eight: ['8'],
  eighth: ['8'],
  nine: ['9'],
  ninth: ['9'],
  ten: ['10'],
  tenth: ['10'],
  eleven: ['11'],
  twelve: ['12'],
  'a dozen': ['12'],
  thirteen: ['13'],
  fourteen: ['14'],
  fifteen: ['15'],
  sixteen: ['16'],
  seventeen: ['17'],
  eighteen: ['18'],
  nineteen: ['19'],
  twenty: ['20'],
  thirty: ['30'],
  forty: ['40'],
  fifty: ['50'],
  sixty: ['60'],
  seventy: ['70'],
  eighty: ['80'],
  ninety: ['90'],
  hundred: ['100'],
  thousand: ['1000'],
  half: ['0.5', '50%'],
};

/** Canonical form of a number so "1,200", "1200" and "$1,200.00" compare equal. */
function canonicalNumber(surface: string): string {
  let s = surface
    .replace(/^[$€£¥]/, '')
    .replace(/%$/, '')
    .replace(/(?:st|nd|rd|th)$/, '')
    .replace(/,/g, '');
  if (s.includes(':')) {
    const [h, m] = s.split(':');
    return `${Number(h)}:${m}`;
  }
  if (s.includes('.')) s = s.replace(/0+$/, '').replace(/\.$/, '');
  const n = Number(s);
  return Number.isFinite(n) ? String(n) : s;
}

function canonicalCode(surface: string): string {
  return surface.toUpperCase();
}

interface ScannedToken {
  surface: string;
  keys: string[];
  index: number;
}

/** Numbers and codes of `text`, each with the canonical keys it is known by. */
function scan(text: string): ScannedToken[] {
  const out: ScannedToken[] = [];
  const source = normalizeText(text);
  const masked = source.replace(CODE, (code: string, index: number) => {
    if (!HAS_DIGIT.test(code)) return code; // a plain hyphenated word such as "non-refundable"
    if (!HAS_LETTER.test(code) && DIGIT_RANGE.test(code)) return code; // 3-5, 1844-1846: a range of numbers
    out.push({ surface: code, keys: [canonicalCode(code)], index });
    return ' '.repeat(code.length);
  });
  for (const m of masked.matchAll(NUMBER)) {
    const surface = m[0];
    out.push({ surface, keys: [canonicalNumber(surface)], index: m.index });
  }
  return out.sort((a, b) => a.index - b.index);
}

/** Every key the context knows: its numbers and codes, the parts of its codes, and numbers written as words. */
function contextKeys(context: string): Set<string> {
  const keys = new Set<string>();
  for (const token of scan(context)) {
    for (const key of token.keys) keys.add(key);
    if (token.surface.includes('-')) {
      for (const part of token.surface.split('-')) {
        if (HAS_DIGIT.test(part)) keys.add(HAS_LETTER.test(part) ? canonicalCode(part) : canonicalNumber(part));
      }
    }
  }
  for (const m of context.matchAll(NUMBER_WORD)) {
    for (const v of WORD_VALUES[m[0].toLowerCase()] ?? []) keys.add(v);
  }
  return keys;
}

/**
 * Numbers (integers, decimals, money, percentages, times) and codes/ids in `answer` that `context` lacks, in the
 * order they first appear. Numbers compare by value ("1,200" = "1200", "5" = "five"); codes case-insensitively.
 *
 * @example
 * unsupportedTokens('Please apply within 8 days with KH-0001.', 'Refunds must be requested within 7 days using order KH-8842.')
 * // => ['8', 'KH-0001']
 */
export function unsupportedTokens(answer: string, context: string): string[] {
  const answerTokens = scan(answer);
  if (answerTokens.length === 0) return [];
  const known = contextKeys(context);
  const seen = new Set<string>();
  const out: string[] = [];
  for (const token of answerTokens) {
    if (token.keys.some((k) => known.has(k))) continue;
    if (seen.has(token.surface)) continue;
    seen.add(token.surface);
    out.push(token.surface);
  }
  return out;
}
