import { describe, expect, test } from 'vitest';
import { createOverlapJudge, type Judge } from '../judge/index.js';
import { answerInContext, measureAgreement } from './agreement.js';
import { foldOf } from './folds.js';

const context = 'Refunds are issued within 7 days. Orders ship from Oslo using code KH-8842.';
const rows = [
  { id: 'r1', context, answer: 'Refunds are issued within 7 days.', human: 1 },
  { id: 'r2', context, answer: 'Refunds are issued within 9 days.', human: 0 },
  { id: 'r3', context, answer: 'Orders ship from Oslo.', human: 1 },
  { id: 'r4', context, answer: 'Orders ship by air from Bergen with tracking included.', human: 0 },
  { id: 'r5', context, answer: 'Refunds arrive quickly.', human: 1 },
  { id: 'r6', context, answer: 'Refunds are issued within 7 days.', human: 0 },
] as const;

/** A judge that says every answer is fully supported: a flag only comes from the number scan. */
const trusting: Judge = { name: 'trusting', faithfulness: async () => ({ score: 1, claims: [] }) };

describe('measureAgreement', () => {
  test('reports the judge beside the overlap and substring baselines on the same rows', async () => {
    const report = await measureAgreement(rows, trusting, { bootstrap: 200 });
    // trusting flags only r2 (9 days is not in the context).
    expect(report.items.map((i) => i.judge)).toEqual([1, 0, 1, 1, 1, 1]);
    expect(report.flagRate).toBeCloseTo(1 / 6);
    expect(report.humanFlagRate).toBeCloseTo(3 / 6);
    expect(report.unsupported.precision).toBe(1);
    // overlap also flags r4 (mostly new words) and r5 ("arrive", "quickly" are not in the context).
    expect(report.items.map((i) => i.overlap)).toEqual([1, 0, 1, 0, 0, 1]);
    expect(report.items.map((i) => i.substring)).toEqual([1, 0, 1, 0, 0, 1]);
    expect(report.baselines?.overlap.kappa).toBeCloseTo(report.baselines?.substring.kappa ?? Number.NaN);
    expect(report.versusOverlap?.difference).toBeCloseTo(report.kappa - (report.baselines?.overlap.kappa ?? 0));
    expect(report.versusOverlap?.samples).toBe(200);
  });

  test('the overlap judge measured against itself differs by exactly 0', async () => {
    const report = await measureAgreement(rows, createOverlapJudge(), { bootstrap: 50 });
    expect(report.versusOverlap).toEqual({ difference: 0, low: 0, high: 0, samples: 50 });
  });

  test('`folds` keeps only the rows of those hash folds and reports each fold', async () => {
    const folds = [...new Set(rows.map((r) => foldOf(r.id)))].slice(0, 2);
    const report = await measureAgreement(rows, trusting, { folds, bootstrap: 10 });
    const kept = rows.filter((r) => folds.includes(foldOf(r.id)));
    expect(report.items.map((i) => i.id)).toEqual(kept.map((r) => r.id));
    expect(report.byFold?.map((f) => f.fold)).toEqual([...folds].sort());
    expect(report.byFold?.reduce((n, f) => n + f.n, 0)).toBe(kept.length);
  });

  test('selecting folds needs an id on every row, and a fold number in 0-4', async () => {
    await expect(measureAgreement([{ context, answer: 'x', human: 1 }], trusting, { folds: [1] })).rejects.toThrow(
      /item 1 has no "id"/,
    );
    await expect(measureAgreement(rows, trusting, { folds: [5] })).rejects.toThrow(/integers 0-4/);
  });

  test('recorded labels without contexts are used as they are, with no baselines', async () => {
    const report = await measureAgreement(
      [
        { human: 1, judge: 1 },
        { human: 0, judge: 1 },
      ],
      undefined,
    );
    expect(report.judge).toBe('labels');
    expect(report.baselines).toBeUndefined();
    expect(report.rawAgreement).toBe(0.5);
  });

  test('a judge that fails on an item fails the measurement, naming the item', async () => {
    const broken: Judge = {
      name: 'broken',
      faithfulness: async () => {
        throw new Error('boom');
      },
    };
    await expect(measureAgreement(rows, broken)).rejects.toThrow(/judge "broken" failed on label item r1: boom/);
  });
});

describe('answerInContext', () => {
  test.for([
    ['refunds are ISSUED within 7 days', true],
    ['Refunds are issued within 7 days!', true],
    ['Orders ship from Oslo using code KH 8842', true],
    ['ship from Osl', false],
    ['Refunds are issued within 70 days', false],
    ['...', false],
  ] as const)('%s -> %s', ([answer, expected]) => {
    expect(answerInContext(answer, context)).toBe(expected);
  });
});
