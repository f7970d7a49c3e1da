import { describe, expect, test } from 'vitest';
import { type CrossValidationItem, crossValidate, requirementsObjective } from './cross-validate.js';

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

  test('the requirements objective prefers a candidate that meets them over a higher kappa', () => {
    // Humans flag scores below 0.5. Flagging below 0.55 agrees best, but 1 flag in 11 is wrong; flagging below 0.3
    // agrees less and every flag is right.
    const rows = items({ 1: 0.5, 2: 0.5, 3: 0.5, 4: 0.5 });
    const candidates = [0.55, 0.3];
    const byKappa = crossValidate(rows, { candidates, labels: labelsAt(rows) });
    expect(byKappa.chosen.map((c) => c.candidate)).toEqual([0.55, 0.55, 0.55, 0.55]);
    const objective = requirementsObjective({ maxFlagGap: 0.25, minPrecision: 0.95 });
    const byRequirements = crossValidate(rows, { candidates, labels: labelsAt(rows), objective });
    expect(byRequirements.chosen.map((c) => c.candidate)).toEqual([0.3, 0.3, 0.3, 0.3]);
    // A flag rate too far from the humans' misses the requirements too.
    const tight = requirementsObjective({ maxFlagGap: 0.1, minPrecision: 0.95 });
    expect(crossValidate(rows, { candidates, labels: labelsAt(rows), objective: tight }).final.candidate).toBe(0.55);
  });

  test('the requirements objective selects by kappa when no candidate meets them', () => {
    const rows = items({ 1: 0.5, 2: 0.5, 3: 0.5, 4: 0.8 });
    const candidates = [0.2, 0.8, 0.6, 0.4];
    const objective = requirementsObjective({ maxFlagGap: 0, minPrecision: 1 });
    const byRequirements = crossValidate(rows, { candidates, labels: labelsAt(rows), objective });
    const byKappa = crossValidate(rows, { candidates, labels: labelsAt(rows) });
    expect(byRequirements.chosen).toEqual(byKappa.chosen);
    expect(byRequirements.final).toEqual(byKappa.final);
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
