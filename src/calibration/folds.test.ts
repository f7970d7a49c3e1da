import { describe, expect, test } from 'vitest';
import { DEV_FOLDS, FOLD_COUNT, foldOf, HELD_OUT_FOLD } from './folds.js';

describe('foldOf', () => {
  test('is the first 8 hex digits of sha256(id) modulo the fold count', () => {
    // sha256("a") = ca978112...: 0xca978112 = 3398926610, which is 0 mod 5 and 2 mod 3.
    expect(foldOf('a')).toBe(0);
    expect(foldOf('a', 3)).toBe(2);
  });

  test('spreads ids evenly and gives the same id the same fold every time', () => {
    const counts = new Array(FOLD_COUNT).fill(0);
    for (let i = 0; i < 5000; i++) counts[foldOf(`row-${i}`)]++;
    for (const count of counts) expect(count).toBeGreaterThan(900);
    expect(foldOf('row-17')).toBe(foldOf('row-17'));
  });

  test('the held-out fold is not among the dev folds', () => {
    expect(DEV_FOLDS).not.toContain(HELD_OUT_FOLD);
    expect([...DEV_FOLDS, HELD_OUT_FOLD].sort()).toEqual([0, 1, 2, 3, 4]);
  });

  test('rejects a fold count below 2', () => {
    expect(() => foldOf('a', 1)).toThrow(/`folds` must be an integer >= 2/);
  });
});
