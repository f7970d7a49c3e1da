import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ConfigError } from '../../errors.js';
import { createOverlapJudge } from '../../judge/index.js';
import { GERMAN_REFUSAL_VOCABULARY } from '../../refusal/index.js';
import { resolveSuite } from './options.js';

const store = { cases: 'fixtures/store-policy/cases.jsonl', corpus: 'fixtures/store-policy/corpus.jsonl' };

describe('resolveSuite', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  test('loads cases and corpus from paths relative to the working directory, with the defaults', () => {
    vi.stubEnv('RAGCHECK_JUDGE', '');
    const suite = resolveSuite({ name: 'store', ...store });
    expect(suite.cases.map((c) => c.id)).toEqual(['refund-window', 'start-return', 'earbud-repair', 'battery-life']);
    expect(suite).toMatchObject({ k: 3, concurrency: 5, timeoutMs: 30_000, tags: [] });
    expect(suite.adapter.name).toBe('recorded');
    expect(suite.judge.name).toBe('heuristic');
    expect(suite.meta).toEqual({ name: 'store', tags: [], baseline: { tolerance: 0.05 } });
  });

  test('a judge object wins over RAGCHECK_JUDGE, and the baseline can be turned off', () => {
    vi.stubEnv('RAGCHECK_JUDGE', 'overlap');
    const judge = { ...createOverlapJudge(), name: 'mine' };
    const suite = resolveSuite({ name: 's', ...store, judge, baseline: false, gates: { minPassRate: 0.5 } });
    expect(suite.judge).toBe(judge);
    expect(suite.meta).toEqual({ name: 's', tags: [], gates: { minPassRate: 0.5 }, baseline: false });
  });

  test('suites naming the same corpus files share one load of it until a file changes', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ragcheck-corpus-'));
    try {
      const corpus = join(dir, 'corpus.jsonl');
      const chunk = (id: string, text: string) => `${JSON.stringify({ id, text })}\n`;
      writeFileSync(corpus, chunk('doc_0', 'Refunds within 30 days.'));
      const cases = [
        { id: 'q', question: 'Refunds?', golden: ['doc_0'], answer: 'Within 30 days.', contexts: ['doc_0'] },
      ];
      const first = resolveSuite({ name: 'a', cases, corpus });
      const second = resolveSuite({ name: 'b', cases, corpus: [corpus] });
      expect(second.corpus).not.toBe(first.corpus); // another list of paths is another key
      expect(resolveSuite({ name: 'c', cases, corpus }).corpus).toBe(first.corpus);
      writeFileSync(corpus, chunk('doc_0', 'Refunds within 60 days.') + chunk('doc_1', 'Shipping is free.'));
      const changed = resolveSuite({ name: 'd', cases, corpus });
      expect(changed.corpus?.map((c) => c.text)).toEqual(['Refunds within 60 days.', 'Shipping is free.']);
      // A broken file is reported every time, never served from an earlier load.
      writeFileSync(corpus, '{"id": "doc_0"}\n');
      expect(() => resolveSuite({ name: 'e', cases, corpus })).toThrow(/corpus\.jsonl:1/);
      expect(() => resolveSuite({ name: 'f', cases, corpus })).toThrow(/corpus\.jsonl:1/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('zero cases is an error, never an empty suite', () => {
    expect(() => resolveSuite({ name: 'empty', cases: [] })).toThrow(/no cases: the array is empty/);
    expect(() => resolveSuite({ name: 'none', cases: 'fixtures/nowhere/*.jsonl' })).toThrow(
      /fixtures\/nowhere\/\*\.jsonl: no file matches this pattern/,
    );
  });

  test('inline cases are validated like files, against the corpus', () => {
    const corpus = [{ id: 'doc_0', text: 'Refunds within 30 days.' }];
    expect(() =>
      resolveSuite({ name: 'inline', corpus, cases: [{ id: 'a', question: 'Q?', golden: ['doc_9'] }] }),
    ).toThrow(/doc_9/);
  });

  test('rejects bad options with the suite name and the option in backticks', () => {
    expect(() => resolveSuite({ name: 's', ...store, k: 0 })).toThrow(
      'defineRagSuite("s"): `k` must be a positive integer (got 0)',
    );
    expect(() => resolveSuite({ name: 's', ...store, concurrency: 2.5 })).toThrow(
      /`concurrency` must be a positive integer/,
    );
    expect(() => resolveSuite({ name: 's', ...store, timeoutMs: -1 })).toThrow(/`timeoutMs` must be a positive number/);
    expect(() => resolveSuite({ name: 's', ...store, baseline: { tolerance: 5 } })).toThrow(/`baseline.tolerance`/);
    expect(() => resolveSuite({ name: ' ', ...store })).toThrow(/`name` must be a non-empty string/);
    expect(() => resolveSuite({ name: 's', ...store, judge: 'gpt' })).toThrow(/unknown judge "gpt"/);
    expect(() => resolveSuite({ name: 's', ...store, refusal: { markers: ['x'] } as never })).toThrow(
      /defineRagSuite\("s"\): `refusal`: refusal option `markers` is not an option/,
    );
  });

  test('passes a refusal vocabulary to every case', () => {
    const suite = resolveSuite({ name: 's', ...store, refusal: { vocabulary: GERMAN_REFUSAL_VOCABULARY } });
    expect(suite.refusal).toEqual({ vocabulary: GERMAN_REFUSAL_VOCABULARY });
    expect(resolveSuite({ name: 's', ...store }).refusal).toEqual({});
  });

  test('a retrieval-only suite leaves out-of-scope cases out, needs retrieve(), and resolves no judge', () => {
    vi.stubEnv('RAGCHECK_JUDGE', 'openai');
    const retriever = { ask: async () => ({ answer: '', contexts: [] }), retrieve: async () => [] };
    const suite = resolveSuite({ name: 'r', ...store, mode: 'retrieval', adapter: retriever });
    expect(suite.mode).toBe('retrieval');
    expect(suite.cases.map((c) => c.id)).toEqual(['refund-window', 'start-return', 'earbud-repair']);
    expect(suite.judge.name).toBe('none');
    const askOnly = { ask: async () => ({ answer: '', contexts: [] }) };
    expect(() => resolveSuite({ name: 'r', ...store, mode: 'retrieval', adapter: askOnly })).toThrow(
      /calls `adapter.retrieve/,
    );
    const outOfScope = [{ id: 'x', question: 'Q?', golden: [] }];
    expect(() => resolveSuite({ name: 'r', cases: outOfScope, mode: 'retrieval', adapter: retriever })).toThrow(
      /every case is out of scope/,
    );
  });

  test('trials: a number or { n, minPassRate, allowErrors }; RAGCHECK_TRIALS overrides n for the run', () => {
    vi.stubEnv('RAGCHECK_TRIALS', '');
    expect(resolveSuite({ name: 's', ...store }).trials).toEqual({ n: 1, allowErrors: false });
    expect(resolveSuite({ name: 's', ...store, trials: 5 }).trials).toEqual({ n: 5, allowErrors: false });
    const full = resolveSuite({ name: 's', ...store, trials: { n: 4, minPassRate: 0.75, allowErrors: true } });
    expect(full.trials).toEqual({ n: 4, minPassRate: 0.75, allowErrors: true });
    vi.stubEnv('RAGCHECK_TRIALS', '12');
    expect(resolveSuite({ name: 's', ...store, trials: 5 }).trials).toEqual({ n: 5, run: 12, allowErrors: false });
  });

  test.for([
    [{ trials: 0 }, ConfigError, 'defineRagSuite("s"): `trials` must be at least 1'],
    [{ trials: 1.5 }, ConfigError, 'defineRagSuite("s"): `trials` must be a whole number of trials'],
    [
      { trials: '5' },
      ConfigError,
      'defineRagSuite("s"): `trials` must be a number of trials or { n, minPassRate?, allowErrors? }',
    ],
    [{ trials: { n: 3, minPassRate: 0 } }, ConfigError, 'defineRagSuite("s"): `trials.minPassRate` must be above 0'],
    [{ trials: { n: 3, minPassRate: 90 } }, ConfigError, '`trials.minPassRate` must be between 0 and 1'],
    [{ trials: { minPassRate: 0.5 } }, ConfigError, '`trials.n` must be a whole number of trials'],
    [{ trials: { n: 3, min: 0.5 } }, ConfigError, '`trials` has unknown key(s) "min": use n, minPassRate, allowErrors'],
    [{ trials: { n: 3, allowErrors: 'yes' } }, ConfigError, '`trials.allowErrors` must be true or false (got "yes")'],
  ] as [Record<string, unknown>, typeof ConfigError, string][])(
    'refuses %j naming the suite and field',
    ([options, type, message]) => {
      vi.stubEnv('RAGCHECK_TRIALS', '');
      const run = () => resolveSuite({ name: 's', ...store, ...(options as object) });
      expect(run).toThrow(type);
      expect(run).toThrow(message);
    },
  );

  test.for(['0', 'ten', '1e1', '-2', '2.0'])('refuses RAGCHECK_TRIALS=%s naming the variable', (value) => {
    vi.stubEnv('RAGCHECK_TRIALS', value);
    expect(() => resolveSuite({ name: 's', ...store })).toThrow(
      `RAGCHECK_TRIALS must be a whole number of trials, at least 1, in digits (got ${JSON.stringify(value)})`,
    );
  });
});
