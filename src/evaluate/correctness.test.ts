/**
 * Correctness against `reference`: table tests of scoreCorrectness with the heuristic judge, and evaluateCase
 * (metric, gate off by default, `thresholds.correctness`, verdict order, judge failures).
 */
import { describe, expect, test } from 'vitest';
import { createRecordedAdapter } from '../adapter/index.js';
import { createHeuristicJudge, createOverlapJudge, type Judge } from '../judge/index.js';
import { formatDiagnosis } from '../report/index.js';
import type { Claim, EvalCase } from '../types.js';
import { scoreCorrectness } from './correctness.js';
import { evaluateCase } from './evaluate-case.js';

const heuristic = createHeuristicJudge();
const question = 'What does the policy say?';

describe('scoreCorrectness (heuristic judge)', () => {
  const rows: {
    name: string;
    reference: string;
    answer: string;
    score: number;
    numbers?: string[];
    contradicted?: number;
  }[] = [
    {
      name: 'the answer states the reference',
      reference: 'Refunds are issued within 5 business days.',
      answer: 'You get your refund within 5 business days of the return.',
      score: 1,
    },
    {
      name: 'another value for the reference number',
      reference: 'Refunds are issued within 5 business days.',
      answer: 'Refunds are issued within 10 business days.',
      score: 0,
      numbers: ['5'],
    },
    {
      name: 'the same value in another form',
      reference: 'Orders over $50 ship for free.',
      answer: 'Shipping is free for orders above 50 dollars.',
      score: 1,
    },
    {
      name: 'half of the reference left out',
      reference: 'Shoes can be returned within 30 days. Gift cards cannot be refunded.',
      answer: 'Shoes can be returned within 30 days.',
      score: 0.5,
    },
    {
      name: 'the answer contradicts the reference',
      reference: 'Worn shoes can be returned.',
      answer: 'Worn shoes cannot be returned.',
      score: 0,
      contradicted: 1,
    },
    {
      name: 'an answer on another subject',
      reference: 'Gift cards never expire.',
      answer: 'Our stores open at 9 am on weekdays.',
      score: 0,
    },
  ];
  test.for(rows.map((r) => [r.name, r] as const))('%s', async ([, row]) => {
    const result = await scoreCorrectness(heuristic, { question, reference: row.reference, answer: row.answer });
    expect(result?.score).toBe(row.score);
    expect(result?.numbers).toEqual(row.numbers ?? []);
    expect(result?.contradicted.length).toBe(row.contradicted ?? 0);
    const notStated = (result?.claims.length ?? 0) - Math.round(row.score * (result?.claims.length ?? 0));
    expect((result?.missing.length ?? 0) + (result?.contradicted.length ?? 0)).toBe(notStated);
  });

  test('a judge without correctness() scores none', async () => {
    expect(await scoreCorrectness(createOverlapJudge(), { question, reference: 'A.', answer: 'A.' })).toBeUndefined();
  });

  test('claims the judge leaves uncertain are reported apart and out of the ratio', async () => {
    const claim = (text: string, verdict: string): Claim =>
      ({ text, verdict, supported: verdict === 'supported', support: 0, missing: [] }) as unknown as Claim;
    const abstaining: Judge = {
      name: 'abstaining',
      faithfulness: async () => ({ score: 1, claims: [] }),
      correctness: async () => ({
        score: 0,
        claims: [claim('a', 'supported'), claim('b', 'uncertain'), claim('c', 'unsupported')],
      }),
    };
    const result = await scoreCorrectness(abstaining, { question, reference: 'a. b. c.', answer: 'a.' });
    expect(result).toMatchObject({ score: 0.5, uncertain: ['b'], missing: ['c'] });
    const allUncertain: Judge = {
      ...abstaining,
      correctness: async () => ({ score: 0, claims: [claim('b', 'uncertain')] }),
    };
    expect((await scoreCorrectness(allUncertain, { question, reference: 'b.', answer: 'a.' }))?.score).toBeNull();
  });

  test('garbage from a judge throws', async () => {
    const broken = {
      name: 'broken',
      faithfulness: async () => ({ score: 1, claims: [] }),
      correctness: async () => null,
    };
    await expect(
      scoreCorrectness(broken as unknown as Judge, { question, reference: 'a', answer: 'b' }),
    ).rejects.toThrow(/invalid correctness result/);
  });
});

describe('correctness through evaluateCase', () => {
  const adapter = createRecordedAdapter();
  const context = 'Refunds are issued within 10 business days. Shipping is free for orders over $50.';
  const make = (answer: string, extra: Partial<EvalCase> = {}): EvalCase => ({
    id: 'refund',
    question: 'How long do refunds take?',
    golden: ['policy'],
    reference: 'Refunds are issued within 5 business days.',
    answer,
    contexts: [{ id: 'policy', text: context }],
    ...extra,
  });
  // Faithful to a chunk that disagrees with the reference: only correctness sees it.
  const wrong = 'Refunds are issued within 10 business days.';

  test('the metric is reported, the gate is off by default, the verdict unchanged', async () => {
    const result = await evaluateCase(make(wrong), adapter, heuristic);
    expect(result.metrics.correctness).toBe(0);
    expect(result.correctness?.numbers).toEqual(['5']);
    expect(result.gates.map((g) => g.metric)).not.toContain('correctness');
    expect(result.verdict).toBe('pass');
  });

  test('thresholds.correctness on the case gates it: FIX generation (incorrect), with the missing facts', async () => {
    const result = await evaluateCase(make(wrong, { thresholds: { correctness: 0.8 } }), adapter, heuristic);
    expect(result.verdict).toBe('FIX generation (incorrect)');
    const text = formatDiagnosis(result);
    expect(text).toContain('reference facts missing from the answer');
    expect(text).toContain('Refunds are issued within 5 business days.');
    expect(text).toContain('reference numbers/dates/amounts missing: 5');
    expect(text).toMatch(/where: .*\(generation\).*\(corpus\)/);
  });

  test('the suite threshold gates it too; a correct answer passes it', async () => {
    const right = make('Refunds are issued within 5 business days.', {
      contexts: [{ id: 'policy', text: 'Refunds are issued within 5 business days.' }],
    });
    const result = await evaluateCase(right, adapter, heuristic, { thresholds: { correctness: 0.8 } });
    expect(result.gates.find((g) => g.metric === 'correctness')).toMatchObject({ value: 1, passed: true });
    expect(result.verdict).toBe('pass');
  });

  test('faithfulness is decided before correctness', async () => {
    const invented = make('Refunds are issued within 7 business days.', { thresholds: { correctness: 0.8 } });
    expect((await evaluateCase(invented, adapter, heuristic)).verdict).toBe('FIX generation (faithfulness)');
  });

  test('null for out-of-scope cases, refusals and cases without reference; no gate then', async () => {
    const t = { thresholds: { correctness: 0.8 } };
    const outOfScope = await evaluateCase(
      make("I don't know.", { golden: [], reference: 'Not in the documents; the system should refuse.', ...t }),
      adapter,
      heuristic,
    );
    expect([outOfScope.metrics.correctness, outOfScope.verdict]).toEqual([null, 'correct refusal']);
    const refusal = await evaluateCase(make("I don't know.", t), adapter, heuristic);
    expect([refusal.metrics.correctness, refusal.verdict]).toEqual([null, 'FIX generation (unwarranted refusal)']);
    const noReference = await evaluateCase(make(wrong, { reference: undefined, ...t }), adapter, heuristic);
    expect([noReference.metrics.correctness, noReference.verdict]).toEqual([null, 'pass']);
    expect(noReference.correctness).toBeUndefined();
  });

  test('a set threshold with a judge that cannot score correctness is ERROR (judge), not a silent pass', async () => {
    const result = await evaluateCase(make(wrong, { thresholds: { correctness: 0.8 } }), adapter, createOverlapJudge());
    expect(result.verdict).toBe('ERROR (judge)');
    expect(result.error?.message).toMatch(/does not score correctness.*thresholds\.correctness/);
    const ungated = await evaluateCase(make(wrong), adapter, createOverlapJudge());
    expect([ungated.metrics.correctness, ungated.verdict]).toEqual([null, 'pass']);
  });

  test('a correctness call that throws is ERROR (judge)', async () => {
    const failing: Judge = {
      name: 'failing',
      faithfulness: async () => ({ score: 1, claims: [] }),
      correctness: async () => {
        throw new Error('boom');
      },
    };
    const result = await evaluateCase(make(wrong), adapter, failing);
    expect(result.verdict).toBe('ERROR (judge)');
    expect(result.error?.message).toContain('boom');
  });
});
