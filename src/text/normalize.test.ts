import { describe, expect, test } from 'vitest';
import { foldCase, normalizeText } from './normalize.js';

describe('normalizeText', () => {
  test.for([
    ['plain ASCII is returned unchanged', 'Refunds within 30 days.', 'Refunds within 30 days.'],
    ['typographic quotes become ASCII', 'don’t “this”', 'don\'t "this"'],
    ['dashes and the minus sign become "-"', 'KH‑8842, 3–5 days, −5 °C', 'KH-8842, 3-5 days, -5 °C'],
    [
      'a no-break or thin space between digit groups is a thousands separator',
      '1\u00A0200 € and 12\u202F500',
      '1,200 € and 12,500',
    ],
    ['a no-break space elsewhere is a space', 'Section\u00A05', 'Section 5'],
    ['full-width digits and letters become ASCII (NFKC)', '３０ ｄａｙｓ', '30 days'],
    ['ligatures are split (NFKC)', 'ﬁnal', 'final'],
    ['a vulgar fraction becomes digits and a slash', '½ price', '1/2 price'],
    ['a decomposed accent is composed (NFC)', 'cafe\u0301', 'café'],
    [
      'superscript and subscript digits are dropped: footnote marks, not digits',
      'It costs $50.² CO₂ in m²',
      'It costs $50. CO in m',
    ],
  ] as const)('%s', ([, input, expected]) => {
    expect(normalizeText(input)).toBe(expected);
  });

  test('is idempotent', () => {
    const once = normalizeText('１\u00A0200 € – don’t');
    expect(normalizeText(once)).toBe(once);
  });
});

describe('foldCase', () => {
  test('normalises and lower-cases', () => {
    expect(foldCase('ＲＥＦＵＮＤＳ Don’t')).toBe("refunds don't");
  });
});
