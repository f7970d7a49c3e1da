import { describe, expect, test } from 'vitest';
import { readRepoJsonl } from '../__fixtures__/jsonl.js';
import { createRecordedAdapter, type RagAdapter } from '../adapter/index.js';
import { ConfigError, JudgeError } from '../errors.js';
import { createOverlapJudge, type Judge } from '../judge/index.js';
import { formatDiagnosis } from '../report/index.js';
import { CaseResultSchema, type Chunk, type EvalCase, type RagResponse } from '../types.js';
import { evaluateCase } from './evaluate-case.js';

const corpus = readRepoJsonl<Chunk>('fixtures/store-policy/corpus.jsonl');
const cases = readRepoJsonl<EvalCase>('fixtures/store-policy/cases.jsonl');
const byId = (id: string) => cases.find((c) => c.id === id) as EvalCase;
const adapter = createRecordedAdapter({ corpus });
const overlap = createOverlapJudge();

describe('the seed demo with the overlap judge', () => {
  test('reproduces the seed table: recall, faithfulness and verdict per row', async () => {
    const results = await Promise.all(cases.map((c) => evaluateCase(c, adapter, overlap, { k: 3 })));
    expect(results.map((r) => r.metrics.contextRecall)).toEqual([1, 1, 0, null]);
    expect(results.map((r) => r.metrics.faithfulness)).toEqual([1, 0, 1, 1]);
    expect(results.map((r) => r.verdict)).toEqual([
      'pass',
      'FIX generation (faithfulness)',
      'FIX retrieval',
      'correct refusal',
    ]);
    for (const r of results) expect(CaseResultSchema.parse(r)).toEqual(r);
  });

  test('marks cases whose verdict matches their knownFailure as known, not failed', async () => {
    const results = await Promise.all(cases.map((c) => evaluateCase(c, adapter, overlap)));
    expect(results.map((r) => r.outcome)).toEqual(['pass', 'known failure', 'known failure', 'pass']);
  });

  test('keeps the generation evidence on a retrieval failure: the judge still ran', async () => {
    const r = await evaluateCase(byId('start-return'), adapter, overlap);
    expect(r.retrieved).toEqual(['doc_1']);
    expect(r.claims.map((c) => c.supported)).toEqual([false, false]);
    expect(r.claims[0]?.missing).toContain('hotline');
    expect(r.metrics.unsupported).toEqual(['1-800-RETURNS']);
  });
});

describe('verdicts', () => {
  const inScope: EvalCase = { id: 'c1', question: 'How many days for a refund?', golden: ['doc_0'] };
  const answering = (answer: string, contexts: Chunk[] = [corpus[0] as Chunk]): RagAdapter => ({
    name: 'fake',
    ask: async () => ({ answer, contexts }),
  });

  test('an in-scope refusal is an unwarranted refusal, not a pass', async () => {
    const r = await evaluateCase(inScope, answering("I don't know."), overlap);
    expect(r.verdict).toBe('FIX generation (unwarranted refusal)');
  });

  test('an out-of-scope answer that does not refuse should refuse', async () => {
    const r = await evaluateCase(
      { ...inScope, golden: [] },
      answering('Refunds are accepted within 30 days.'),
      overlap,
    );
    expect(r.verdict).toBe('FIX generation (should refuse)');
    expect(r.metrics.contextRecall).toBeNull();
  });

  test('an out-of-scope refusal that leaks an invented number should refuse cleanly', async () => {
    const r = await evaluateCase({ ...inScope, golden: [] }, answering("I don't know. It may be 45 days."), overlap);
    expect(r.verdict).toBe('FIX generation (should refuse)');
  });

  test('an invented number fails faithfulness even when the words are supported', async () => {
    const r = await evaluateCase(inScope, answering('Refunds are accepted within 45 days of purchase.'), overlap);
    expect(r.metrics.faithfulness).toBe(1);
    expect(r.metrics.unsupported).toEqual(['45']);
    expect(r.verdict).toBe('FIX generation (faithfulness)');
  });

  test('keyword coverage below its gate is a relevancy failure', async () => {
    const c = { ...inScope, keywords: ['30 days', 'original packaging'] };
    const r = await evaluateCase(c, answering('Refunds are accepted within 30 days of purchase.'), overlap, {
      thresholds: { keywordCoverage: 0.9 },
    });
    expect(r.metrics.keywordCoverage).toBe(0.5);
    expect(r.verdict).toBe('FIX generation (relevancy)');
  });

  test('an @k gate set by threshold turns a low rank into a retrieval failure', async () => {
    const contexts = [corpus[2], corpus[3], corpus[1], corpus[0]] as Chunk[];
    const r = await evaluateCase(
      inScope,
      answering('Refunds are accepted within 30 days of purchase.', contexts),
      overlap,
      {
        k: 3,
        thresholds: { hitAtK: 1 },
      },
    );
    expect(r.metrics.contextRecall).toBe(1);
    expect(r.metrics.hitAtK).toBe(0);
    expect(r.metrics.reciprocalRank).toBe(0.25);
    expect(r.verdict).toBe('FIX retrieval');
    expect(r.gates.find((g) => g.metric === 'hitAtK')).toMatchObject({ value: 0, threshold: 1, passed: false });
  });

  test('a known failure that now passes fails and says to remove the marker', async () => {
    const c: EvalCase = { ...inScope, knownFailure: { verdict: 'FIX retrieval', reason: 'bm25 miss' } };
    const r = await evaluateCase(c, answering('Refunds are accepted within 30 days of purchase.'), overlap);
    expect(r.verdict).toBe('pass');
    expect(r.outcome).toBe('fail');
    expect(r.outcomeMessage).toMatch(/remove its "knownFailure" marker/);
  });

  test('a known failure with another verdict fails', async () => {
    const c: EvalCase = { ...inScope, knownFailure: { verdict: 'FIX retrieval', reason: 'bm25 miss' } };
    const r = await evaluateCase(c, answering('Refunds take 90 days.'), overlap);
    expect(r.verdict).toBe('FIX generation (faithfulness)');
    expect(r.outcome).toBe('fail');
  });
});

describe('errors are verdicts, never scores', () => {
  const c: EvalCase = { id: 'e1', question: 'How many days for a refund?', golden: ['doc_0'] };

  test('the judge gets the case deadline; a synchronous judge past it ends as ERROR (judge)', async () => {
    let deadline: number | undefined;
    const late: Judge = {
      name: 'late',
      faithfulness: async (_input, options) => {
        deadline = options?.deadline;
        throw new JudgeError('the heuristic judge ran past the case deadline (checked between claims)');
      },
    };
    const before = performance.now();
    const r = await evaluateCase(cases[0] as EvalCase, adapter, late, { timeoutMs: 2000 });
    expect(deadline).toBeGreaterThanOrEqual(before + 2000 - 50);
    expect(deadline).toBeLessThanOrEqual(performance.now() + 2000);
    expect(r.verdict).toBe('ERROR (judge)');
    expect(r.error?.message).toContain('past the case deadline');
  });

  test('an adapter that throws is ERROR (adapter) with the case id and the cause', async () => {
    const r = await evaluateCase(
      c,
      { name: 'boom', ask: async () => Promise.reject(new Error('ECONNREFUSED')) },
      overlap,
    );
    expect(r.verdict).toBe('ERROR (adapter)');
    expect(r.outcome).toBe('error');
    expect(r.error?.message).toBe('adapter "boom" failed on case "e1": ECONNREFUSED');
    expect(r.metrics.faithfulness).toBeNull();
  });

  test('an adapter without a name is "the adapter", never `adapter "adapter"`', async () => {
    const r = await evaluateCase(c, { ask: async () => Promise.reject(new Error('ECONNREFUSED')) }, overlap);
    expect(r.error?.message).toBe('the adapter failed on case "e1": ECONNREFUSED');
  });

  test("an adapter's error keeps the adapter's own frames, without the message line", async () => {
    async function callTheModel(): Promise<never> {
      await new Promise((resolve) => setTimeout(resolve, 1));
      throw new Error('Connection error. key=sk-not-in-the-stack');
    }
    const r = await evaluateCase(c, { name: 'app', ask: () => callTheModel() }, overlap);
    expect(r.verdict).toBe('ERROR (adapter)');
    const frames = r.error?.stack?.split('\n') ?? [];
    expect(frames[0]).toMatch(/^ {4}at callTheModel \(.*evaluate-case\.test\.ts:\d+:\d+\)$/);
    expect(frames.every((line) => line.startsWith('    at '))).toBe(true);
    expect(r.error?.stack).not.toContain('Connection error');
    const diagnosis = formatDiagnosis(r);
    expect(diagnosis).toContain(`  adapter error: adapter "app" failed on case "e1": Connection error.`);
    expect(diagnosis).toContain(`  adapter stack:\n${r.error?.stack}`);
    expect(formatDiagnosis(r, { stack: false })).not.toContain('adapter stack:');
  });

  test('a stack is kept only for what the adapter threw: not for a malformed response, a timeout or a non-Error', async () => {
    const cases: RagAdapter[] = [
      { name: 'malformed', ask: async () => ({ answer: 1, contexts: [] }) as unknown as RagResponse },
      { name: 'hung', ask: () => new Promise(() => {}) },
      { name: 'string', ask: () => Promise.reject('just a string') },
    ];
    for (const adapter of cases) {
      const r = await evaluateCase(c, adapter, overlap, { timeoutMs: 30 });
      expect(r.verdict, adapter.name).toBe('ERROR (adapter)');
      expect(r.error?.stack, adapter.name).toBeUndefined();
      expect(formatDiagnosis(r), adapter.name).not.toContain('stack:');
    }
  });

  test('an adapter that returns a malformed response is ERROR (adapter) naming the field', async () => {
    const bad = { name: 'bad', ask: async () => ({ answer: 42, contexts: [] }) } as unknown as RagAdapter;
    const r = await evaluateCase(c, bad, overlap);
    expect(r.verdict).toBe('ERROR (adapter)');
    expect(r.error?.message).toMatch(/malformed response at "answer"/);
  });

  test('an adapter that ignores the deadline still ends the case on time', async () => {
    const slow: RagAdapter = { name: 'slow', ask: () => new Promise(() => {}) };
    const r = await evaluateCase(c, slow, overlap, { timeoutMs: 50 });
    expect(r.verdict).toBe('ERROR (adapter)');
    expect(r.error?.message).toMatch(/did not finish case "e1" within 50 ms/);
  });

  test('a judge that throws is ERROR (judge) with its raw output kept', async () => {
    const judge: Judge = {
      name: 'flaky',
      faithfulness: async () => {
        throw new JudgeError('output failed the schema', { raw: '{"claims": 3}' });
      },
    };
    const r = await evaluateCase(
      c,
      { ask: async () => ({ answer: 'Within 30 days.', contexts: [corpus[0] as Chunk] }) },
      judge,
    );
    expect(r.verdict).toBe('ERROR (judge)');
    expect(r.error).toEqual({ kind: 'judge', message: 'case "e1": output failed the schema', raw: '{"claims": 3}' });
    expect(r.metrics.faithfulness).toBeNull();
    expect(r.metrics.contextRecall).toBe(1);
  });

  test('a judge that returns NaN is ERROR (judge), never a score', async () => {
    const judge: Judge = { name: 'nan', faithfulness: async () => ({ score: Number.NaN, claims: [] }) };
    const r = await evaluateCase(c, { ask: async () => ({ answer: 'Within 30 days.', contexts: [] }) }, judge);
    expect(r.verdict).toBe('ERROR (judge)');
    expect(r.error?.message).toMatch(/invalid result/);
  });

  test('rejects a bad k with a ConfigError naming the option', async () => {
    await expect(evaluateCase(c, adapter, overlap, { k: 0 })).rejects.toThrow(/`k` must be a positive integer/);
    await expect(evaluateCase(c, adapter, overlap, { k: 0 })).rejects.toThrow(ConfigError);
  });
});

describe('retrieval-only mode', () => {
  const c: EvalCase = { id: 'r1', question: 'How many days for a refund?', golden: ['doc_0'] };
  const retriever = (ids: string[]): RagAdapter => ({
    name: 'retriever',
    ask: async () => {
      throw new Error('ask() must not be called in retrieval mode');
    },
    retrieve: async () => ids.map((id) => corpus.find((ch) => ch.id === id) as Chunk),
  });

  test('gates only retrieval metrics and never calls ask() or the judge', async () => {
    const judge: Judge = {
      name: 'never',
      faithfulness: async () => {
        throw new Error('judge must not be called');
      },
    };
    const r = await evaluateCase(c, retriever(['doc_2', 'doc_0']), judge, {
      mode: 'retrieval',
      thresholds: { reciprocalRank: 0.5, ndcgAtK: 0.9 },
    });
    expect(r.metrics.reciprocalRank).toBe(0.5);
    expect(r.gates.map((g) => [g.metric, g.passed])).toEqual([
      ['contextRecall', true],
      ['reciprocalRank', true],
      ['ndcgAtK', false],
    ]);
    expect(r.verdict).toBe('FIX retrieval');
    expect(r.answer).toBeNull();
    expect(r.metrics.faithfulness).toBeNull();
  });

  test('an adapter without retrieve() is ERROR (adapter) saying why', async () => {
    const r = await evaluateCase(c, { name: 'ask-only', ask: async () => ({ answer: '', contexts: [] }) }, overlap, {
      mode: 'retrieval',
    });
    expect(r.verdict).toBe('ERROR (adapter)');
    expect(r.error?.message).toMatch(/has no retrieve\(\) method/);
  });
});

describe('known failures in retrieval-only mode', () => {
  const adapter: RagAdapter = {
    ask: async () => ({ answer: '', contexts: [] }),
    retrieve: async () => [corpus[0] as Chunk],
  };
  // [what, id, golden, known verdict, reason, status]: the known failure applies only when the case reaches its verdict.
  test.for([
    [
      'a known generation failure does not apply: retrieval cannot reach that verdict',
      'k1',
      'doc_0',
      'FIX generation (faithfulness)',
      'invents a hotline',
      'pass',
    ],
    ['a known retrieval failure still applies', 'k2', 'doc_4', 'FIX retrieval', 'paraphrase', 'known failure'],
  ] as const)('%s', async ([, id, golden, verdict, reason, outcome]) => {
    const c: EvalCase = { id, question: 'q', golden: [golden], knownFailure: { verdict, reason } };
    const r = await evaluateCase(c, adapter, overlap, { mode: 'retrieval' });
    expect(r.outcome).toBe(outcome);
    expect(r.knownFailure).toEqual(outcome === 'known failure' ? { verdict, reason } : undefined);
  });
});

describe('context ids that do not meet the corpus', () => {
  const c = byId('refund-window');
  // The app numbers its chunks: doc_0 comes back as doc_0#chunk0.
  const chunked = (contextId?: RagAdapter['contextId']): RagAdapter => ({
    name: 'chunked',
    ask: async () => ({
      answer: 'You have 30 days from purchase to return an item for a refund.',
      contexts: corpus.slice(0, 2).map((chunk) => ({ ...chunk, id: `${chunk.id}#chunk0` })),
    }),
    ...(contextId ? { contextId } : {}),
  });

  test('with the corpus, a case says its ids never met it, with a did-you-mean and the hook that fixes it', async () => {
    const r = await evaluateCase(c, chunked(), overlap, { corpus });
    expect(r.verdict).toBe('FIX retrieval');
    expect(r.contextIdMismatch).toEqual({
      returned: ['doc_0#chunk0', 'doc_1#chunk0'],
      didYouMean: { 'doc_0#chunk0': 'doc_0', 'doc_1#chunk0': 'doc_1' },
      contextId: '(id) => id.split("#")[0]',
    });
    expect(formatDiagnosis(r)).toContain(
      '  context ids: none of the returned context ids (doc_0#chunk0, doc_1#chunk0) is a corpus id, while the golden ids are. Did you mean doc_0#chunk0 -> doc_0, doc_1#chunk0 -> doc_1?',
    );
    expect(CaseResultSchema.parse(r)).toEqual(r);
    // Without the corpus (the old call), nothing changes.
    const old = await evaluateCase(c, chunked(), overlap);
    expect(old.contextIdMismatch).toBeUndefined();
    expect(old.verdict).toBe('FIX retrieval');
  });

  test("the adapter's contextId hook maps the ids before scoring, in answer and retrieval mode", async () => {
    const fixed = chunked((id) => id.split('#')[0] as string);
    const r = await evaluateCase(c, fixed, overlap, { corpus });
    expect(r.retrieved).toEqual(['doc_0', 'doc_1']);
    expect(r.metrics.contextRecall).toBe(1);
    expect(r.contextIdMismatch).toBeUndefined();
    expect(r.verdict).toBe('pass');
    const retrieval = await evaluateCase(
      c,
      { ...fixed, retrieve: async () => [{ id: 'doc_0#7', text: 'x' }] },
      overlap,
      { corpus, mode: 'retrieval' },
    );
    expect(retrieval.retrieved).toEqual(['doc_0']);
    expect(retrieval.verdict).toBe('pass');
    const unmapped = await evaluateCase(
      c,
      { ...chunked(), retrieve: async () => [{ id: 'doc_0#7', text: 'x' }] },
      overlap,
      {
        corpus,
        mode: 'retrieval',
      },
    );
    expect(unmapped.contextIdMismatch?.didYouMean).toEqual({ 'doc_0#7': 'doc_0' });
  });

  test('a contextId hook that throws or returns no id makes the case ERROR (adapter), keeping the hook frames', async () => {
    function badHook(id: string): string {
      throw new Error(`cannot map ${id}`);
    }
    const thrown = await evaluateCase(c, chunked(badHook), overlap, { corpus });
    expect(thrown.verdict).toBe('ERROR (adapter)');
    expect(thrown.error?.message).toBe(
      'adapter "chunked" failed on case "refund-window": contextId("doc_0#chunk0") threw: cannot map doc_0#chunk0',
    );
    expect(thrown.error?.stack).toMatch(/^ {4}at .*badHook.*evaluate-case\.test\.ts:\d+/);
    const empty = await evaluateCase(
      c,
      chunked(() => ''),
      overlap,
      { corpus },
    );
    expect(empty.verdict).toBe('ERROR (adapter)');
    expect(empty.error?.message).toContain(
      'contextId("doc_0#chunk0") returned "": it must return the chunk\'s corpus id',
    );
  });
});
