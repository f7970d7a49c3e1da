import { afterEach, describe, expect, test } from 'vitest';
import type { RagAdapter } from '../../adapter/index.js';
import { createOverlapJudge } from '../../judge/index.js';
import type { EvalCase, RagResponse } from '../../types.js';
import { ask, oversize } from './ask.js';
import { type CaseRun, openCaseRun } from './case-run.js';

const evalCase: EvalCase = { id: 'r1', question: 'How long do refunds take?', golden: ['doc_0'] };
const judge = createOverlapJudge();
const runs: CaseRun[] = [];
const open = (options: Parameters<typeof openCaseRun>[2] = {}) => {
  const run = openCaseRun(evalCase, judge, options);
  runs.push(run);
  return run;
};
afterEach(() => {
  for (const run of runs.splice(0)) run.close();
});
const answering = (response: unknown, more: Partial<RagAdapter> = {}): RagAdapter => ({
  name: 'app',
  ask: async () => response as RagResponse,
  ...more,
});

describe('ask, the first stage', () => {
  test('gives the checked response, ids mapped by the contextId hook and the returned ids kept for markers', async () => {
    const app = answering(
      { answer: 'Refunds take 5 days [1].', contexts: [{ id: 'doc_0#2', text: 'Refunds take 5 days.' }] },
      { contextId: (id: string) => id.split('#')[0] as string },
    );
    const asked = await ask(open(), app, 0);
    expect(asked).toEqual({
      response: {
        answer: 'Refunds take 5 days [1].',
        contexts: [{ id: 'doc_0', text: 'Refunds take 5 days.' }],
        rawIds: ['doc_0#2'],
      },
    });
  });

  test('tells the app which trial it is, and asks retrieve() alone in a retrieval-only run', async () => {
    const seen: unknown[] = [];
    const app: RagAdapter = {
      ask: async () => {
        throw new Error('ask() must not be called');
      },
      retrieve: async (_input, options) => {
        seen.push(options?.trial);
        return [{ id: 'doc_0', text: 'Refunds take 5 days.' }];
      },
    };
    const asked = await ask(open({ mode: 'retrieval' }), app, 2);
    expect(asked).toEqual({ response: { answer: '', contexts: [{ id: 'doc_0', text: 'Refunds take 5 days.' }] } });
    expect(seen).toEqual([2]);
  });

  test("an adapter that throws is ERROR (adapter) naming it and the case, with the app's frames", async () => {
    const asked = await ask(open(), { name: 'boom', ask: async () => Promise.reject(new Error('ECONNREFUSED')) }, 0);
    if (!('failure' in asked)) throw new Error('expected a failure');
    expect(asked.failure.verdict).toBe('ERROR (adapter)');
    expect(asked.failure.error?.message).toBe('adapter "boom" failed on case "r1": ECONNREFUSED');
    expect(asked.failure.error?.stack).toMatch(/^ {4}at /);
    expect(asked.failure.judge).toEqual({ name: 'overlap', version: judge.version });
  });

  test('a malformed or oversized response is ERROR (adapter) saying what to fix, without a stack', async () => {
    const malformed = await ask(open(), answering({ answer: 42, contexts: [] }), 0);
    if (!('failure' in malformed)) throw new Error('expected a failure');
    expect(malformed.failure.error?.message).toMatch(/malformed response at "answer"/);
    expect(malformed.failure.error?.stack).toBeUndefined();
    const long = await ask(open({ maxAnswerChars: 5 }), answering({ answer: 'Too long.', contexts: [] }), 0);
    if (!('failure' in long)) throw new Error('expected a failure');
    expect(long.failure.error?.message).toContain('an answer of 9 characters, over the limit of 5 (`maxAnswerChars`)');
  });

  test('an adapter still working at the deadline is the timeout, whatever it does after', async () => {
    const asked = await ask(open({ timeoutMs: 20 }), { name: 'hung', ask: () => new Promise(() => {}) }, 0);
    if (!('failure' in asked)) throw new Error('expected a failure');
    expect(asked.failure.error?.message).toBe(
      'adapter "hung" did not finish case "r1" within 20 ms (timeoutMs). Speed it up or raise `timeoutMs`.',
    );
  });

  test('oversize checks the answer first, then the contexts over all chunks', () => {
    const chunk = { id: 'a', text: 'x'.repeat(6) };
    expect(oversize('short', [chunk, chunk], 10, 20)).toBeUndefined();
    expect(oversize('short', [chunk, chunk], 10, 11)).toContain('12 characters of context in 2 chunks');
    expect(oversize('far too long', [chunk, chunk], 10, 11)).toContain('an answer of 12 characters');
  });
});
