import { describe, expect, test } from 'vitest';
import { type CrossValidationItem, crossValidate } from './cross-validate.js';

interface Item extends CrossValidationItem {
  score: number;
}

/** Items whose human label is 1 exactly when score >= cut. */
function items(cutByFold: Record<number, number>, perFold = 40): Item[] {
  const out: Item[] = [];
  for (const [fold, cut] of Object.entries(cutByFold)) {
    for (let i = 0; i < perFold; i++) {
      const score = i / perFold;
      out.push({ fold: Number(fold), group: i % 2 === 0 ? 'a' : 'b', human: score >= cut ? 1 : 0, score });
    }
  }
  return out;
}

const thresholds = [0.2, 0.4, 0.5, 0.6, 0.8];
const labelsAt = (rows: readonly Item[]) => (t: number) => rows.map((r) => (r.score >= t ? 1 : 0) as 0 | 1);

describe('crossValidate', () => {
  test('selects on the other folds: a fold never picks the threshold only it would prefer', () => {
    // Folds 1-3 are cut at 0.5; fold 4 alone at 0.8.
    const rows = items({ 1: 0.5, 2: 0.5, 3: 0.5, 4: 0.8 });
    const cv = crossValidate(rows, { candidates: thresholds, labels: labelsAt(rows) });
    expect(cv.chosen.map((c) => c.candidate)).toEqual([0.5, 0.5, 0.5, 0.5]);
    // Held out, fold 4 is labelled with 0.5 and so disagrees with its humans on scores 0.5-0.775.
    const wrong = rows.filter((r, i) => r.fold === 4 && cv.heldOut[i] !== r.human);
    expect(wrong).toHaveLength(12);
    expect(cv.final.candidate).toBe(0.5);
  });

  test('items outside the folds get no held-out label', () => {
    const rows = items({ 0: 0.5, 1: 0.5, 2: 0.5 });
    const cv = crossValidate(rows, { candidates: thresholds, labels: labelsAt(rows), folds: [1, 2] });
    rows.forEach((r, i) => {
      expect(cv.heldOut[i] === null).toBe(r.fold === 0);
    });
  });

  test('a tie goes to the earlier candidate, and each candidate is labelled once', () => {
    const rows = items({ 1: 0.5, 2: 0.5 });
    let calls = 0;
    const cv = crossValidate(rows, {
      candidates: ['first', 'second'],
      labels: () => {
        calls++;
        return rows.map((r) => r.human);
      },
      folds: [1, 2],
    });
    expect(cv.chosen.map((c) => c.candidate)).toEqual(['first', 'first']);
    expect(calls).toBe(2);
  });

  test('rejects empty candidates, a single fold and a label list of the wrong length', () => {
    const rows = items({ 1: 0.5, 2: 0.5 });
    expect(() => crossValidate(rows, { candidates: [], labels: () => [] })).toThrow(/`candidates`/);
    expect(() => crossValidate(rows, { candidates: [1], labels: () => [], folds: [1] })).toThrow(/at least 2 folds/);
    expect(() => crossValidate(rows, { candidates: [1], labels: () => [1], folds: [1, 2] })).toThrow(
      /returned 1 labels/,
    );
  });
});
