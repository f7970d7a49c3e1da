import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { createRecordedAdapter } from '../../adapter/index.js';
import { evaluateCase } from '../../evaluate/index.js';
import { createOverlapJudge } from '../../judge/index.js';
import { type CaseResult, type Chunk, DEFAULT_THRESHOLDS, type EvalCase } from '../../types.js';
import { annotationsFor, annotationsOfView, caseView } from '../shared/annotations.js';
import { assertCaseResult } from './assert.js';
import './matchers.js';

const corpus: Chunk[] = [
  { id: 'doc_0', text: 'Refunds are accepted within 30 days of purchase.' },
  { id: 'doc_1', text: 'Standard shipping takes 3 to 5 business days.' },
];
const adapter = createRecordedAdapter({ corpus });
const judge = createOverlapJudge();
const evaluate = (c: Partial<EvalCase>) =>
  evaluateCase(
    { id: 'c1', question: 'How long do refunds take?', golden: ['doc_0'], ...c } as EvalCase,
    adapter,
    judge,
  );

const failureOf = (fn: () => void): string => {
  try {
    fn();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected the assertion to fail');
};

const passing = await evaluate({ answer: 'Refunds are accepted within 30 days of purchase.', contexts: ['doc_0'] });
const invented = await evaluate({ answer: 'Refunds are accepted within 45 days by drone.', contexts: ['doc_0'] });
const missed = await evaluate({ answer: 'Refunds are accepted within 30 days of purchase.', contexts: ['doc_1'] });
const refusal = await evaluate({ golden: [], answer: "I don't know based on the provided documents.", contexts: [] });
/** The missed case, marked as a known retrieval failure. */
const knownMiss: CaseResult = {
  ...missed,
  status: 'known',
  known: true,
  knownFailure: { verdict: 'FIX retrieval', reason: 'lexical miss' },
};

describe('matchers', () => {
  test('pass on a result that clears each bar', () => {
    expect(passing).toHaveContextRecall(0.99);
    expect(passing).toBeFaithful(0.6);
    expect(passing).toPassGates();
    expect(passing).toHaveVerdict('pass');
    expect(refusal).toRefuse();
    expect(passing).not.toRefuse();
  });

  test('toHaveContextRecall says which golden ids were not retrieved', () => {
    const message = failureOf(() => expect(missed).toHaveContextRecall(0.99));
    expect(message).toBe(
      [
        'FIX retrieval  [c1] How long do refunds take?',
        '  contextRecall 0.00 < 0.99',
        '  golden:    doc_0',
        '  retrieved: doc_1',
        '  not retrieved: doc_0',
      ].join('\n'),
    );
  });

  test('toHaveContextRecall calls an out-of-scope case n/a instead of passing it', () => {
    expect(failureOf(() => expect(refusal).toHaveContextRecall(0))).toMatch(/contextRecall is n\/a: the case is out/);
  });

  test('toBeFaithful fails on an invented number and lists the unsupported claims and tokens', () => {
    const message = failureOf(() => expect(invented).toBeFaithful(0.5));
    expect(message).toContain('faithfulness 0.00 (min 0.50)');
    expect(message).toContain('[unsupported] Refunds are accepted within 45 days by drone.');
    expect(message).toContain('unsupported numbers/codes: 45');
  });

  test('toBeFaithful without a bar uses the default faithfulness threshold, the one the generated tests gate on', () => {
    const at = (faithfulness: number) => ({ ...passing, metrics: { ...passing.metrics, faithfulness } });
    const bar = DEFAULT_THRESHOLDS.faithfulness;
    expect(at(bar)).toBeFaithful();
    expect(failureOf(() => expect(at(bar - 0.05)).toBeFaithful())).toContain(`(min ${bar.toFixed(2)})`);
  });

  test('toPassGates fails with the plain-text diagnosis, verdict first and no colour codes', () => {
    const message = failureOf(() => expect(invented).toPassGates());
    expect(message.split('\n')[0]).toBe('FIX generation (faithfulness)  [c1] How long do refunds take?');
    expect(message).toContain('faithfulness 0.00 < 0.60');
    // biome-ignore lint/suspicious/noControlCharactersInRegex: checking for ANSI escapes
    expect(message).not.toMatch(/\u001b\[/);
  });

  test('toPassGate gives the diagnosis for the first failing gate and one line for the others', () => {
    const gates = invented.gates.filter((g) => !g.passed).map((g) => g.metric);
    expect(gates).toEqual(['faithfulness', 'unsupported']);
    expect(failureOf(() => expect(invented).toPassGate('faithfulness'))).toMatch(/^FIX generation \(faithfulness\)/);
    expect(failureOf(() => expect(invented).toPassGate('unsupported'))).toBe('[c1] also failing: unsupported 1 > 0');
    expect(failureOf(() => expect(invented).toPassGate('keywordCoverage'))).toMatch(/no "keywordCoverage" gate/);
  });

  test('toRefuse quotes the answer it got', () => {
    expect(failureOf(() => expect(passing).toRefuse())).toContain(
      'expected a refusal, but it answers: Refunds are accepted within 30 days of purchase.',
    );
  });

  test('toHaveVerdict rejects a verdict string that does not exist', () => {
    expect(() => expect(passing).toHaveVerdict('passed' as 'pass')).toThrow(/unknown verdict "passed"/);
  });

  test('a matcher given something other than a CaseResult throws a TypeError, even under .not', () => {
    expect(() => expect({ score: 1 }).not.toPassGates()).toThrow(/expects a CaseResult/);
    expect(() => expect(passing).toBeFaithful(60)).toThrow(/`min` must be a score between 0 and 1/);
  });
});

describe('assertCaseResult', () => {
  const known: CaseResult = { ...invented, status: 'known', known: true };
  const erroredResult = (kind: 'adapter' | 'judge', message: string): CaseResult => ({
    ...invented,
    verdict: `ERROR (${kind})`,
    status: 'error',
    gates: [],
    error: { kind, message },
  });

  test('lets a known failure pass', () => {
    expect(() => assertCaseResult(() => expect, known)).not.toThrow();
  });

  test('fails an ERROR case with its own message', () => {
    const errored = erroredResult('adapter', 'adapter "app" failed on case "c1": ECONNREFUSED');
    expect(failureOf(() => assertCaseResult(() => expect, errored))).toContain(
      'adapter error: adapter "app" failed on case "c1": ECONNREFUSED',
    );
  });

  test('the failure carries no stack frame of the harness (they point into node_modules/ragcheck), only the diagnosis', () => {
    const own = fileURLToPath(new URL('..', import.meta.url));
    const errored = erroredResult('judge', 'judge "x" timed out');
    for (const result of [invented, errored]) {
      let stack = '';
      try {
        assertCaseResult(() => expect, result);
      } catch (error) {
        stack = (error as Error).stack ?? '';
      }
      expect(stack).toContain(result.verdict);
      const frames = stack.split('\n').filter((line) => /^\s+at /.test(line));
      expect(
        frames.filter((frame) => frame.includes(own.slice(0, -1))),
        stack,
      ).toEqual([]);
    }
  });

  test('fails a known failure that now passes, telling to remove the marker', () => {
    const nowPasses: CaseResult = { ...passing, status: 'failed', statusMessage: 'remove its "knownFailure" marker' };
    expect(failureOf(() => assertCaseResult(() => expect, nowPasses))).toContain('remove its "knownFailure" marker');
  });
});

describe('annotationsFor', () => {
  test('gives one line for a passing case', () => {
    expect(annotationsFor(passing)).toEqual([
      { message: 'pass | recall 1.00 | faith 1.00 | hit@3 1.00 | mrr 1.00', type: 'ragcheck' },
    ]);
  });

  test('puts all claims of a generation failure in a single annotation', () => {
    const [line, claims, ...rest] = annotationsFor(invented);
    expect(line?.message).toMatch(/^FIX generation \(faithfulness\) \| recall 1\.00 \| faith 0\.00/);
    expect(claims).toEqual({
      type: 'claims',
      message: expect.stringMatching(/^• \[unsupported 0\.\d\d\] Refunds are accepted within 45 days by drone\./),
    });
    expect(rest).toEqual([]);
  });

  test('shows the reason of a known failure', () => {
    expect(annotationsFor(knownMiss)[0]).toEqual({
      type: 'ragcheck (known failure)',
      message: expect.stringMatching(/^FIX retrieval \|.*\(known failure\) \| lexical miss$/),
    });
  });
});

describe('caseView (the Test Meta of a case whose result went to a results file)', () => {
  test('holds the verdict, the one-line metrics and each failing gate, and gives back the same annotations', () => {
    for (const result of [passing, invented, missed, refusal, knownMiss]) {
      const view = caseView(result);
      expect(view.verdict).toBe(result.verdict);
      expect(view.failingGates).toHaveLength(result.gates.filter((g) => !g.passed).length);
      expect(annotationsOfView(view)).toEqual(annotationsFor(result));
    }
    expect(caseView(passing)).toEqual({
      verdict: 'pass',
      status: 'passed',
      summary: 'pass | recall 1.00 | faith 1.00 | hit@3 1.00 | mrr 1.00',
      failingGates: [],
    });
    expect(caseView(missed).failingGates).toContain('contextRecall 0.00 >= 0.99');
    expect(caseView(invented).failingGates).toContain('faithfulness 0.00 >= 0.60');
    expect(caseView(invented).claims).toMatch(/^• \[unsupported/);
  });

  test('stays small whatever the answer and contexts weigh', () => {
    const long = { ...passing, answer: 'x'.repeat(100_000) };
    expect(JSON.stringify(caseView(long)).length).toBeLessThan(500);
  });
});
