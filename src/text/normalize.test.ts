import { describe, expect, test } from 'vitest';
import { foldCase, foldWords, normalizeText } from './normalize.js';

/** [what, input, expected] */
type Row = readonly [string, string, string];

describe('normalizeText', () => {
  test('is idempotent', () => {
    const once = normalizeText('１\u00A0200 € – don’t');
    expect(normalizeText(once)).toBe(once);
  });

  test.for<Row>([
    ['plain ASCII is returned unchanged', 'Refunds within 30 days.', 'Refunds within 30 days.'],
    ['typographic quotes become ASCII', 'don’t “this”', 'don\'t "this"'],
    ['dashes and the minus sign become "-"', 'KH‑8842, 3–5 days, −5 °C', 'KH-8842, 3-5 days, -5 °C'],
    ['a no-break/thin space between digit groups: thousands', '1\u00A0200 € and 12\u202F500', '1,200 € and 12,500'],
    ['a no-break space elsewhere is a space', 'Section\u00A05', 'Section 5'],
    ['full-width digits and letters become ASCII (NFKC)', '３０ ｄａｙｓ', '30 days'],
    ['ligatures are split (NFKC)', 'ﬁnal', 'final'],
    ['a vulgar fraction becomes digits and a slash', '½ price', '1/2 price'],
    ['a decomposed accent is composed (NFC)', 'cafe\u0301', 'café'],
    ['footnote super/subscripts are dropped', 'It costs $50.² CO₂, x² and 7³', 'It costs $50. CO, x and 7'],
    ['"²" and "³" after a unit of length are its power', '12 m², 3 cm³ and 40 ft²', '12 m2, 3 cm3 and 40 ft2'],
    ['a superscript after a word that is no unit is dropped', 'see Form²', 'see Form'],
    ['a whole number and a vulgar fraction are one decimal', '1½ cups, 2 ¼ ml, 10¾ h', '1.5 cups, 2.25 ml, 10.75 h'],
    ['a fraction that does not end is written to six places', '1⅓ days', '1.333333 days'],
    ['a fraction after a decimal is left alone', '1.5½', '1.51/2'],
  ])('%s', ([, input, expected]) => {
    expect(normalizeText(input)).toBe(expected);
  });
});

describe('foldCase', () => {
  test('normalises and lower-cases', () => {
    expect(foldCase('ＲＥＦＵＮＤＳ Don’t')).toBe("refunds don't");
  });
});

describe('foldWords', () => {
  test.for<Row>([
    ['punctuation and spacing: one space', 'Refunds:  within “30-day” window!', 'refunds within 30 day window'],
    ['typographic forms fold like their ASCII ones', 'Don’t pay ＥＵＲ 1\u00A0200', 'don t pay eur 1 200'],
    ['letters of any script are words', 'Größe: 5 cm — café', 'größe 5 cm café'],
    ['a text with no letter or digit folds to nothing', ' -- !? ', ''],
  ])('%s', ([, input, expected]) => expect(foldWords(input)).toBe(expected));
});
