import { describe, expect, test } from 'vitest';
import { foldOf } from './folds.js';
import { crossValidateHeuristic, labelRows, prepareDevSets } from './heuristic-cv.js';

const context = 'The harbour ferry leaves at 9:00 from pier 4. Tickets are sold on board. Bicycles travel free.';
const answers = [
  ['The harbour ferry leaves at 9:00 from pier 4.', 1],
  ['Tickets are sold on board.', 1],
  ['Bicycles travel free on the ferry.', 1],
  ['The harbour ferry serves hot meals to passengers.', 0],
  ['Tickets are sold online by the regional transport company.', 0],
  ['Dogs must wear muzzles during the crossing.', 0],
] as const;
// Ids spread over folds 1-4 (fold 0 is set aside and must be left out).
const rows = Array.from({ length: 48 }, (_, i) => {
  const [answer, human] = answers[i % answers.length] as (typeof answers)[number];
  return { id: `row-${i}`, context, answer, human: human as 0 | 1 };
});

describe('crossValidateHeuristic', () => {
  test('keeps only the dev folds and caches each analysis', () => {
    const prepared = prepareDevSets([{ name: 'ferry', rows }]);
    expect(prepared.map((r) => r.row.id)).toEqual(rows.filter((r) => foldOf(r.id) !== 0).map((r) => r.id));
    const first = labelRows(prepared, { minSupport: 0.5 });
    expect(prepared.every((r) => r.prepared.size === 1 && r.weighed.size === 1)).toBe(true);
    expect(labelRows(prepared, { minSupport: 0.9 })).toHaveLength(first.length);
    expect(prepared.every((r) => r.weighed.size === 1)).toBe(true);
  });

  test('reports held-out labels per set beside the overlap and substring baselines', async () => {
    const prepared = prepareDevSets([{ name: 'ferry', rows }]);
    const cv = await crossValidateHeuristic(prepared, [{ minSupport: 0.5 }, { minSupport: 0.9 }], { bootstrap: 50 });
    expect(cv.sets.map((s) => s.name)).toEqual(['ferry']);
    const [set] = cv.sets;
    expect(set?.n).toBe(prepared.length);
    expect(set?.heldOut.kappa).toBe(1);
    expect(set?.substring.n).toBe(prepared.length);
    expect(set?.versusOverlap.samples).toBe(50);
    expect(cv.chosen).toHaveLength(4);
  });
});
