import { describe, expect, test } from 'vitest';
import { readRepoJsonl } from '../__fixtures__/jsonl.js';
import { createRecordedAdapter } from '../adapter/index.js';
import { createHeuristicJudge, type Judge } from '../judge/index.js';
import { checkDeadline, DEADLINE_CHECK_CHARS } from '../text/index.js';
import type { CaseResult, Chunk, EvalCase } from '../types.js';
import { evaluateCase } from './evaluate-case.js';
import { scoreResponse } from './score-response.js';

const corpus = readRepoJsonl<Chunk>('fixtures/store-policy/corpus.jsonl');
const cases = readRepoJsonl<EvalCase>('fixtures/store-policy/cases.jsonl');
const judge = createHeuristicJudge();
const ASK = { k: 3, signal: new AbortController().signal };
const withoutTime = ({ durationMs: _d, ...rest }: CaseResult) => rest;

describe('scoreResponse: every stage after asking the app', () => {
  test("scores the app's own response exactly as evaluateCase does", async () => {
    const adapter = createRecordedAdapter({ corpus });
    for (const evalCase of cases) {
      const response = await adapter.ask({ question: evalCase.question, case: evalCase }, ASK);
      const scored = await scoreResponse(evalCase, response, judge, { k: 3 });
      expect(withoutTime(scored), evalCase.id).toEqual(withoutTime(await evaluateCase(evalCase, adapter, judge)));
    }
  });

  test('a response changed on purpose is judged by the same rules: an invented number fails faithfulness', async () => {
    const evalCase = cases.find((c) => c.golden.length > 0) as EvalCase;
    const adapter = createRecordedAdapter({ corpus });
    const response = await adapter.ask({ question: evalCase.question, case: evalCase }, ASK);
    const mutated = { ...response, answer: `${response.answer} It costs 9999 dollars.` };
    const result = await scoreResponse(evalCase, mutated, judge);
    expect(result.verdict).toBe('FIX generation (faithfulness)');
    expect(result.metrics.unsupported).toEqual(['9999 dollars']);
    expect(result.outcome).toBe('fail');
  });

  test("the case's known failure decides the outcome of a scored response too", async () => {
    const evalCase: EvalCase = {
      id: 'known',
      question: 'How long do refunds take?',
      golden: ['doc_0'],
      knownFailure: { verdict: 'FIX retrieval', reason: 'the retriever misses it' },
    };
    const result = await scoreResponse(evalCase, { answer: 'I do not know.', contexts: [] }, judge);
    expect(result).toMatchObject({ verdict: 'FIX retrieval', outcome: 'known failure' });
    expect(result.outcomeMessage).toBe('known failure: the retriever misses it');
  });

  test('a judge still scanning at the deadline ends the case as ERROR (judge) with the timeout message', async () => {
    const slow: Judge = {
      name: 'slow',
      faithfulness: async () => {
        // Synchronous work no timer interrupts: the scans' own look at the clock stops it.
        const until = performance.now() + 100;
        while (performance.now() < until) checkDeadline(DEADLINE_CHECK_CHARS);
        return { score: 1, claims: [] };
      },
    };
    const evalCase = cases[0] as EvalCase;
    const result = await scoreResponse(evalCase, { answer: 'Yes.', contexts: [] }, slow, { timeoutMs: 30 });
    expect(result.verdict).toBe('ERROR (judge)');
    expect(result.error?.message).toBe(
      `judge "slow" did not finish case "${evalCase.id}" within 30 ms (timeoutMs). Speed it up or raise \`timeoutMs\`.`,
    );
  });
});
