import { describe, expect, test } from 'vitest';
import { createRecordedAdapter } from '../adapter/index.js';
import { parseCases } from '../dataset/index.js';
import { createHeuristicJudge, createOverlapJudge } from '../judge/index.js';
import type { Chunk, EvalCase, GoldenRef } from '../types.js';
import { evaluateCase } from './evaluate-case.js';

const CORPUS: Chunk[] = [
  { id: 'ret-1', text: 'Return within 30 days if unused.', source: 'policy.md' },
  { id: 'ref-1', text: 'Refunds take 30 days.', source: 'policy.md' },
  { id: 'ship-1', text: 'Shipping is free over $50.', source: 'shipping.md' },
];
const ANSWER = 'Return within 30 days if unused. Refunds take 30 days.';
const A30 = { source: 'policy.md', contains: '30 days' };
const UNUSED = { source: 'policy.md', contains: 'unused' };

function recordedCase(golden: GoldenRef[], contexts: string[]): EvalCase {
  return { id: 'returns', question: 'How do returns and refunds work?', golden, answer: ANSWER, contexts };
}

describe("the issue's golden-matching example through evaluateCase", () => {
  const adapter = createRecordedAdapter({ corpus: CORPUS });
  test.for([
    ['golden [30 days, unused], chunks [return, refund]', [A30, UNUSED], ['ret-1', 'ref-1']],
    ['golden [unused, 30 days], chunks [return, refund]', [UNUSED, A30], ['ret-1', 'ref-1']],
    ['golden [30 days, unused], chunks [refund, return]', [A30, UNUSED], ['ref-1', 'ret-1']],
    ['golden [unused, 30 days], chunks [refund, return]', [UNUSED, A30], ['ref-1', 'ret-1']],
  ] as const)('%s: recall 1.00 and pass, not FIX retrieval', async ([, golden, contexts]) => {
    for (const judge of [createOverlapJudge(), createHeuristicJudge()]) {
      const r = await evaluateCase(recordedCase([...golden], [...contexts]), adapter, judge, {
        k: 2,
        thresholds: { precisionAtK: 1, ndcgAtK: 1, reciprocalRank: 1, recallAtK: 1, hitAtK: 1 },
      });
      expect(r.metrics).toMatchObject({
        contextRecall: 1,
        recallAtK: 1,
        precisionAtK: 1,
        reciprocalRank: 1,
        ndcgAtK: 1,
        hitAtK: 1,
      });
      expect(r.verdict, judge.name).toBe('pass');
    }
  });

  test('the case file that carries it validates against the corpus', () => {
    const text = JSON.stringify(recordedCase([A30, UNUSED], ['ret-1', 'ref-1']));
    expect(parseCases(text, { file: 'c.jsonl', format: 'jsonl', corpus: CORPUS })).toHaveLength(1);
  });
});

describe('repeats given in code, past validation', () => {
  const judge = createOverlapJudge();
  const adapter = createRecordedAdapter({ corpus: CORPUS });
  const shipCase = (golden: string[], contexts: string[]): EvalCase => ({
    id: 'ship',
    question: 'Is shipping free?',
    golden,
    answer: 'Shipping is free over $50.',
    contexts,
  });

  test('a golden id listed twice counts once: recall 1.00, not 0.50', async () => {
    const r = await evaluateCase(shipCase(['ship-1', 'ship-1'], ['ship-1']), adapter, judge);
    expect(r.metrics.contextRecall).toBe(1);
    expect(r.verdict).toBe('pass');
  });

  test('a retrieved id repeated in the list counts once for recall and is a non-relevant slot', async () => {
    const r = await evaluateCase(shipCase(['ship-1', 'ref-1'], ['ship-1', 'ship-1', 'ref-1']), adapter, judge, {
      k: 3,
    });
    expect(r.retrieved).toEqual(['ship-1', 'ship-1', 'ref-1']);
    expect(r.metrics.contextRecall).toBe(1);
    expect(r.metrics.precisionAtK).toBeCloseTo(2 / 3, 12);
    expect(r.metrics.ndcgAtK).toBeCloseTo((1 + 1 / Math.log2(4)) / (1 + 1 / Math.log2(3)), 12);
  });
});
