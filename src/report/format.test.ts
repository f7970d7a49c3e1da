import { describe, expect, test } from 'vitest';
import { createRecordedAdapter } from '../adapter/index.js';
import { JudgeError } from '../errors.js';
import { evaluateCase, summarize } from '../evaluate/index.js';
import { createOverlapJudge, type Judge } from '../judge/index.js';
import type { CaseResult, Chunk, EvalCase } from '../types.js';
import { explainCounts, formatDiagnosis, formatMarkdown, formatOneLine, formatSummary } from './index.js';

const corpus: Chunk[] = [
  { id: 'doc_0', text: 'Refunds are accepted within 30 days of purchase with a receipt.' },
  { id: 'doc_1', text: 'Standard shipping takes 3 to 5 business days.' },
];
const adapter = createRecordedAdapter({ corpus });
const overlap = createOverlapJudge();
const evaluate = (c: EvalCase, judge: Judge = overlap) => evaluateCase(c, adapter, judge, { k: 3 });

const relevancy: EvalCase = {
  id: 'refund-docs',
  question: 'What do I need for a refund?',
  golden: ['doc_0'],
  keywords: ['30 days', 'receipt', 'original packaging'],
  answer: 'Refunds are accepted within 30 days of purchase.',
  contexts: ['doc_0'],
};
const everything: EvalCase = {
  id: 'wrong-doc',
  question: 'How long do refunds take?',
  golden: ['doc_0'],
  keywords: ['30 days'],
  answer: 'Refunds take 90 days and cost 15 dollars.',
  contexts: ['doc_1'],
};
const brokenJudge: Judge = {
  name: 'flaky',
  faithfulness: () => Promise.reject(new JudgeError('the judge returned malformed JSON', { raw: '{"claims": "one' })),
};

describe('the diagnosis of a failing case', () => {
  test('lists every failing gate in one block', async () => {
    const text = formatDiagnosis(await evaluate(everything));
    const block = text.slice(text.indexOf('  failing gates:'), text.indexOf('  golden:'));
    expect(block.split('\n').filter((l) => l.startsWith('    - '))).toEqual([
      '    - contextRecall 0.00, needs >= 0.99',
      '    - faithfulness 0.00, needs >= 0.60',
      '    - unsupported 2, needs <= 0',
      '    - keywordCoverage 0.00, needs >= 0.50  (missing keywords: "30 days")',
    ]);
    expect(text.match(/failing gates:/g)).toHaveLength(1);
  });

  test('names the keywords a relevancy failure lacks, in the diagnosis and the annotation line', async () => {
    const result = await evaluate(relevancy);
    expect(result.verdict).toBe('FIX generation (relevancy)');
    expect(result.metrics.missingKeywords).toEqual(['receipt', 'original packaging']);
    expect(formatDiagnosis(result)).toContain(
      '    - keywordCoverage 0.33, needs >= 0.50  (missing keywords: "receipt", "original packaging")',
    );
    expect(formatOneLine(result)).toContain('keywords 0.33 (missing "receipt", "original packaging")');
  });

  test('does not name missing keywords when the keyword gate passes', async () => {
    const result = await evaluate({ ...relevancy, keywords: ['30 days', 'receipt'] });
    expect(result.gates.find((g) => g.metric === 'keywordCoverage')?.passed).toBe(true);
    expect(formatOneLine(result)).toMatch(/keywords 0\.50$/);
    expect(formatOneLine(result)).not.toContain('missing');
  });

  test('an ERROR shows its cause, and the gate it could not measure as not measured, never as null', async () => {
    const result = await evaluate(relevancy, brokenJudge);
    expect(result.verdict).toBe('ERROR (judge)');
    const text = formatDiagnosis(result);
    expect(text).not.toMatch(/null/);
    const lines = text.split('\n');
    expect(lines[1]).toBe('  judge error: case "refund-docs": the judge returned malformed JSON');
    expect(text).toContain('  not measured: faithfulness (the judge failed: see the error above)');
    // The gates that were measured still fail in the list.
    expect(text).toContain('    - keywordCoverage 0.33, needs >= 0.50');
    expect(formatOneLine(result)).toMatch(
      /^ERROR \(judge\) \| judge error: case "refund-docs": the judge returned malformed JSON \| recall 1\.00 \| faith n\/a/,
    );
  });

  test('an adapter ERROR starts with its cause and lists no gate', async () => {
    const down = { name: 'down', ask: () => Promise.reject(new Error('Connection error.')) };
    const result = await evaluateCase(relevancy, down, overlap);
    const text = formatDiagnosis(result, { stack: false });
    expect(text.split('\n')[1]).toBe('  adapter error: adapter "down" failed on case "refund-docs": Connection error.');
    expect(text).not.toContain('failing gates');
    expect(text).not.toContain('not measured');
  });
});

describe('the counts of a run', () => {
  const run = (verdicts: [CaseResult['verdict'], CaseResult['outcome']][]) =>
    summarize(verdicts.map(([verdict, outcome]) => ({ verdict, outcome, judge: { name: 'x' } }) as CaseResult));

  test('say that passed counts both passing verdicts, and what known means when there are known cases', () => {
    const summary = run([
      ['pass', 'pass'],
      ['pass', 'pass'],
      ['correct refusal', 'pass'],
      ['FIX retrieval', 'known failure'],
      ['FIX retrieval', 'fail'],
    ]);
    const text = formatSummary(summary);
    expect(text.split('\n')).toEqual([
      '5 cases: 3 passed, 1 failed, 1 known, 0 errors',
      "  passed = verdict pass (2) or correct refusal (1); known = the verdict the case's knownFailure expects (its test passes, so Vitest counts it as passed)",
      'by verdict: 2 pass, 2 FIX retrieval, 1 correct refusal',
    ]);
    expect(formatMarkdown([], summary)).toContain(`_${explainCounts(summary)}._`);
  });

  test('leave known out when there is none, and count a known failure that now passes as failed', () => {
    expect(explainCounts(run([['pass', 'pass']]))).toBe('passed = verdict pass (1) or correct refusal (0)');
    expect(
      explainCounts(
        run([
          ['pass', 'pass'],
          ['pass', 'fail'],
        ]),
      ),
    ).toBe(
      'passed = verdict pass (2) or correct refusal (0), less 1 known failure(s) that now pass (counted as failed)',
    );
  });
});
