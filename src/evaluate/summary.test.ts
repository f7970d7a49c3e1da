import { describe, expect, test } from 'vitest';
import { formatMarkdown, formatSummary } from '../report/index.js';
import type { CaseResult } from '../types.js';
import { exitCodeFor, summarize } from './summary.js';

const result = (over: Partial<CaseResult>): CaseResult =>
  ({
    schemaVersion: 1,
    id: 'x',
    question: 'q',
    tags: [],
    verdict: 'pass',
    outcome: 'pass',
    golden: [],
    retrieved: [],
    answer: 'a',
    metrics: {} as CaseResult['metrics'],
    gates: [],
    claims: [],
    judge: { name: 'openai' },
    durationMs: 1,
    ...over,
  }) as CaseResult;

describe('summarize', () => {
  test('counts outcomes and verdicts and picks the exit code: errors first, then failures', () => {
    const results = [
      result({}),
      result({ verdict: 'FIX retrieval', outcome: 'known failure' }),
      result({ verdict: 'FIX retrieval', outcome: 'fail' }),
    ];
    const summary = summarize(results);
    expect(summary).toMatchObject({ total: 3, passed: 1, known: 1, failed: 1, errors: 0 });
    expect(summary.byVerdict).toEqual({ pass: 1, 'FIX retrieval': 2 });
    expect(exitCodeFor(summary)).toBe(1);
    expect(exitCodeFor(summarize([...results, result({ verdict: 'ERROR (judge)', outcome: 'error' })]))).toBe(3);
    expect(exitCodeFor(summarize(results.slice(0, 2)))).toBe(0);
  });

  test('adds up the judge token usage and cost over the run, and prints it', () => {
    const usage = (p: number, c: number, costUsd?: number) => ({
      promptTokens: p,
      completionTokens: c,
      totalTokens: p + c,
      ...(costUsd === undefined ? {} : { costUsd }),
    });
    const summary = summarize([
      result({ judge: { name: 'openai', usage: usage(100, 20, 0.001) } }),
      result({ judge: { name: 'openai', usage: usage(50, 10, 0.0005) } }),
      result({ judge: { name: 'openai', cache: 'hit' } }),
    ]);
    expect(summary.usage).toEqual({
      promptTokens: 150,
      completionTokens: 30,
      totalTokens: 180,
      calls: 2,
      costUsd: 0.0015,
    });
    expect(formatSummary(summary)).toContain(
      'judge usage: 180 tokens (150 prompt + 30 completion) over 2 case(s), estimated $0.0015',
    );
    expect(formatMarkdown([], summary)).toContain('Judge usage: 180 tokens over 2 case(s) (estimated $0.0015).');
    expect(summarize([result({})]).usage).toBeUndefined();
  });
});
