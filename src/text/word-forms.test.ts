import { describe, expect, test } from 'vitest';
import { isUnspacedScript, sameWord, stripClitics } from './word-forms.js';

describe('stripClitics', () => {
  test.for([
    ["anna's", 'anna'],
    ["l'usine", 'usine'],
    ["d'accord", 'accord'],
    ["qu'il", 'il'],
    ["nell'acqua", 'acqua'],
    ["un'isola", 'isola'],
    ["o'neill", "o'neill"],
    ["don't", "don't"],
    ['plain', 'plain'],
  ])('%s -> %s', ([word, out]) => {
    expect(stripClitics(word as string)).toBe(out);
  });
});

describe('sameWord', () => {
  test.for([
    ['invoice', 'invoices', 'en', true],
    ['battery', 'batteries', 'en', true],
    ['dish', 'dishes', 'en', true],
    ['port', 'portable', 'en', false],
    ['car', 'cares', 'en', false],
    ['mes', 'meses', 'romance', true],
    ['lápiz', 'lápices', 'romance', true],
    ['canal', 'canaux', 'romance', true],
    ['bateau', 'bateaux', 'romance', true],
    ['libro', 'libri', 'romance', true],
    ['pizza', 'pizze', 'romance', true],
    ['banco', 'banchi', 'romance', true],
    ['pão', 'pães', 'romance', true],
    ['jornal', 'jornais', 'romance', true],
    ['mesa', 'mesero', 'romance', false],
    ['pan', 'panadería', 'romance', false],
  ] as const)('%s / %s (%s): %s', ([a, b, rules, same]) => {
    expect(sameWord(a, b, rules)).toBe(same);
    expect(sameWord(b, a, rules)).toBe(same);
  });
});

test('isUnspacedScript: Han, hiragana and katakana, not Latin or Hangul', () => {
  expect(isUnspacedScript('領収書')).toBe(true);
  expect(isUnspacedScript('レシート')).toBe(true);
  expect(isUnspacedScript('receipt')).toBe(false);
  expect(isUnspacedScript('영수증')).toBe(false);
});
