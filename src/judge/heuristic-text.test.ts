import { describe, expect, test } from 'vitest';
import { analyzeSentence, analyzeText } from './heuristic-text.js';
import { opposites, prepareText, termKey } from './heuristic-words.js';

describe('analyzeText', () => {
  test('ends sentences at punctuation before a capital, at a full stop glued to a capital and at line breaks', () => {
    const text =
      'It was founded in 1987.Hot Rod is a magazine. It costs $5.50 a copy\nSee page 2. U.S. readers like it.';
    expect(analyzeText(text).map((s) => s.text)).toEqual([
      'It was founded in 1987.',
      'Hot Rod is a magazine.',
      'It costs $5.50 a copy',
      'See page 2.',
      'U.S. readers like it.',
    ]);
  });

  test('splits non-ASCII text by the same rules (the Unicode tokeniser)', () => {
    const text = 'Café Müller was founded in 1987.Hot Rod is a magazine. It costs €5.50 a copy\nSee page 2.';
    expect(analyzeText(text).map((s) => s.text)).toEqual([
      'Café Müller was founded in 1987.',
      'Hot Rod is a magazine.',
      'It costs €5.50 a copy',
      'See page 2.',
    ]);
    expect(analyzeText(text)[0]?.terms.map((t) => t.surface)).toEqual(['Café', 'Müller', 'founded', '1987']);
  });

  test('does not end a sentence before a digit or a lower-case word ("No. 1", "approx. five")', () => {
    expect(analyzeText('It reached No. 1 in approx. five weeks.')).toHaveLength(1);
  });

  test('marks sentences with a pronoun as referring back', () => {
    expect(analyzeText('The bridge opened in 1932. It replaced a ferry.').map((s) => s.anaphoric)).toEqual([
      false,
      true,
    ]);
  });
});

describe('analyzeSentence', () => {
  test('keeps content terms with names marked and splits clauses with their own negations', () => {
    const { terms, clauses } = analyzeSentence(
      prepareText('Shipping fees are non-refundable, and items from Winter Clearance cannot be returned.'),
    );
    expect(terms.map((t) => [t.surface, t.name])).toEqual([
      ['Shipping', false],
      ['fees', false],
      ['non-refundable', false],
      ['items', false],
      ['Winter', true],
      ['Clearance', true],
      ['returned', false],
    ]);
    expect(clauses.map((c) => c.negations)).toEqual([0, 0, 1]);
    expect(terms.find((t) => t.surface === 'Clearance')?.joined).toBe(true);
  });

  test('treats a capitalised first word as a name only when a name follows or it stands alone', () => {
    expect(analyzeSentence('Saturday Night Live').terms.map((t) => t.name)).toEqual([true, true, true]);
    expect(analyzeSentence('Dogs are welcome').terms.map((t) => t.name)).toEqual([false, false]);
    expect(analyzeSentence('Cataloochee').terms[0]?.name).toBe(true);
  });
});

describe('word keys and opposites', () => {
  test('keys stem words, canonicalise numbers and number words, and join synonyms', () => {
    expect(termKey('located')).toBe(termKey('location'));
    expect(termKey('07:45')).toBe('7:45');
    expect(termKey('1,200')).toBe('1200');
    expect(termKey('five')).toBe('5');
    expect(termKey('two-year')).toBe(termKey('2-year'));
    expect(termKey('charged')).toBe(termKey('costs'));
  });

  test('derives opposites from negative prefixes and the antonym list, both ways', () => {
    expect(opposites('worn')).toContain(termKey('unworn'));
    expect(opposites('unworn')).toContain(termKey('worn'));
    expect(opposites('refundable')).toContain(termKey('non-refundable'));
    expect(opposites('non-refundable')).toContain(termKey('refundable'));
    expect(opposites('valid')).toContain(termKey('invalid'));
    expect(opposites('before')).toContain(termKey('after'));
    expect(opposites('closed')).toContain(termKey('open'));
    expect(opposites('inform')).not.toContain(termKey('form'));
    expect(opposites('KH-8842')).toEqual([]);
  });

  test('expands contractions so every negation is a word of its own', () => {
    expect(prepareText("It can't, won't and doesn't. It cannot.")).toBe(
      'It can not, will not and does not. It can not.',
    );
  });
});
