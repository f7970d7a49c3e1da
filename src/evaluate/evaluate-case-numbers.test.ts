/**
 * The number/code scan through evaluateCase: forms of one value pass, a different value is a faithfulness failure,
 * whatever the judge says about the words. Rows: fixtures/probes/number-scan-issue12.jsonl (the examples).
 * Keyword coverage through evaluateCase too: fixtures/probes/keywords-issue12.jsonl and the keyword table.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { createRecordedAdapter } from '../adapter/index.js';
import { createHeuristicJudge, createOverlapJudge, type Judge } from '../judge/index.js';
import { loadKeywordProbes } from '../metrics/__fixtures__/keyword-probes.js';
import type { EvalCase } from '../types.js';
import { evaluateCase } from './evaluate-case.js';

interface ScanProbe {
  id: string;
  rule: string;
  answer: string;
  context: string;
  unsupported: string[];
}

const probes = readFileSync(new URL('../../fixtures/probes/number-scan-issue12.jsonl', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line) as ScanProbe);

const recorded = (p: ScanProbe, answer = p.answer, context = p.context): EvalCase => ({
  id: p.id,
  question: 'What does the policy say?',
  golden: ['policy'],
  answer,
  contexts: [{ id: 'policy', text: context }],
});

// A judge that finds every claim supported: the verdict then depends on the number scan alone.
const trusting: Judge = { name: 'trusting', faithfulness: async () => ({ score: 1, claims: [] }) };
const adapter = createRecordedAdapter();

describe('the reported number examples through evaluateCase', () => {
  test.for(probes.map((p) => [p.rule, p] as const))('%s', async ([, p]) => {
    const r = await evaluateCase(recorded(p), adapter, trusting);
    expect(r.metrics.unsupported).toEqual(p.unsupported);
    expect(r.verdict).toBe(p.unsupported.length === 0 ? 'pass' : 'FIX generation (faithfulness)');
  });
});

describe('the two examples of the brief with the offline judges', () => {
  const window = recorded(probes[0] as ScanProbe, 'You have a 30-day return window.', 'Returns within 30 days.');
  const six = recorded(probes[0] as ScanProbe, 'Refunds take six business days.', 'Refunds take 5 business days.');

  test.for([
    ['heuristic', createHeuristicJudge()],
    ['overlap', createOverlapJudge()],
  ] as const)(
    '%s judge: six business days is a faithfulness failure, a 30-day window leaks no number',
    async ([, judge]) => {
      const failing = await evaluateCase(six, adapter, judge);
      expect(failing.metrics.unsupported).toEqual(['six']);
      expect(failing.verdict).toBe('FIX generation (faithfulness)');
      // Whether "window" is supported is the judge's call; the scan finds nothing invented.
      expect((await evaluateCase(window, adapter, judge)).metrics.unsupported).toEqual([]);
    },
  );
});

const keywordProbes = ['keywords-issue12.jsonl', 'keywords.jsonl'].flatMap(loadKeywordProbes);

describe('the reported keyword examples and the keyword table through evaluateCase', () => {
  // The context is the answer itself, so the number scan finds nothing invented: the keyword gate alone decides.
  test.for(keywordProbes.map((k) => [`${k.id} ${k.rule}: ${JSON.stringify(k.keyword)}`, k] as const))(
    '%s',
    async ([, k]) => {
      const c: EvalCase = {
        id: k.id,
        question: 'What does the policy say?',
        golden: ['policy'],
        answer: k.answer,
        contexts: [{ id: 'policy', text: k.answer }],
        keywords: [k.keyword],
      };
      const r = await evaluateCase(c, adapter, trusting, { thresholds: { keywordCoverage: 1 } });
      expect(r.metrics.keywordCoverage).toBe(k.found ? 1 : 0);
      expect(r.verdict).toBe(k.found ? 'pass' : 'FIX generation (relevancy)');
    },
  );
});
