/**
 * The citation check: scoreCitations with the heuristic judge (validity, support against the cited chunk alone,
 * the chunk that does support a sentence), and evaluateCase (null metrics without markers, gates off by default,
 * `thresholds.citationValidity` / `thresholds.citationSupport`, verdict order, judge failures).
 */
import { describe, expect, test } from 'vitest';
import { createRecordedAdapter, defineAdapter, type RagAdapter } from '../adapter/index.js';
import { parseCases } from '../dataset/index.js';
import { createHeuristicJudge, createOverlapJudge, type Judge } from '../judge/index.js';
import { formatDiagnosis, formatOneLine } from '../report/index.js';
import type { EvalCase } from '../types.js';
import { scoreCitations } from './citations.js';
import { evaluateCase } from './evaluate-case.js';
import { parseThresholds } from './thresholds.js';

const heuristic = createHeuristicJudge();
const question = 'What is the return policy?';
const REFUNDS = { id: 'doc-3', text: 'Refunds are issued within 30 days of the return.' };
const SHIPPING = { id: 'doc-7', text: 'Shipping is free for orders over $50.' };
const GIFTS = { id: 'doc_9', text: 'Gift cards cannot be exchanged for cash.' };
const contexts = [REFUNDS, SHIPPING, GIFTS];

describe('scoreCitations (heuristic judge)', () => {
  const rows: {
    name: string;
    answer: string;
    validity: number;
    support: number | null;
    verdicts: string[];
    supportedBy?: (string | undefined)[];
  }[] = [
    {
      name: 'each sentence cites the chunk that says it',
      answer: 'Refunds are issued within 30 days [1]. Shipping is free for orders over $50 [2].',
      validity: 1,
      support: 1,
      verdicts: ['supported', 'supported'],
    },
    {
      name: 'a sentence cites another chunk than the one that says it',
      answer: 'Refunds are issued within 30 days [2]. Shipping is free for orders over $50 [2].',
      validity: 1,
      support: 0.5,
      verdicts: ['unsupported', 'supported'],
      supportedBy: ['doc-3', undefined],
    },
    {
      name: 'a marker past the returned contexts resolves to none and supports nothing',
      answer: 'Refunds are issued within 30 days [5].',
      validity: 0,
      support: 0,
      verdicts: ['unsupported'],
      supportedBy: ['doc-3'],
    },
    {
      name: 'id markers, one of them no returned id',
      answer: 'Gift cards cannot be exchanged for cash [doc_9]. Refunds are issued within 30 days [doc_4].',
      validity: 0.5,
      support: 0.5,
      verdicts: ['supported', 'unsupported'],
      supportedBy: [undefined, 'doc-3'],
    },
    {
      name: 'two chunks cited together support a sentence neither supports alone',
      answer: 'Refunds are issued within 30 days and shipping is free for orders over $50 [1, 2].',
      validity: 1,
      support: 1,
      verdicts: ['supported'],
    },
    {
      name: 'a number the cited chunk lacks',
      answer: 'Refunds are issued within 14 days【1】.',
      validity: 1,
      support: 0,
      verdicts: ['unsupported'],
      supportedBy: [undefined],
    },
  ];
  test.for(rows.map((r) => [r.name, r] as const))('%s', async ([, row]) => {
    const result = await scoreCitations(heuristic, { question, answer: row.answer, contexts });
    expect(result?.validity).toBe(row.validity);
    expect(result?.support).toBe(row.support);
    expect(result?.citations.sentences.map((s) => s.verdict)).toEqual(row.verdicts);
    if (row.supportedBy) {
      expect(result?.citations.sentences.map((s) => s.supportedBy?.id)).toEqual(row.supportedBy);
    }
  });

  test('an answer without markers scores none', async () => {
    expect(await scoreCitations(heuristic, { question, answer: 'Refunds take 30 days.', contexts })).toBeUndefined();
  });

  test("the adapter's map resolves markers, and ids the app returned before contextId", async () => {
    const mapped = await scoreCitations(heuristic, {
      question,
      answer: 'Refunds are issued within 30 days [a].',
      contexts,
      citations: { a: 'doc-3' },
    });
    expect(mapped?.citations.markers).toEqual([{ marker: '[a]', ref: 'a', contextId: 'doc-3' }]);
    expect(mapped?.support).toBe(1);
    const raw = await scoreCitations(heuristic, {
      question,
      answer: 'Refunds are issued within 30 days [raw_1].',
      contexts,
      rawIds: ['raw_1', 'raw_2', 'raw_3'],
    });
    expect(raw?.citations.sentences[0]).toMatchObject({ cited: ['doc-3'], verdict: 'supported' });
  });

  test('a judge without citation() gets validity only, its sentences unjudged', async () => {
    const result = await scoreCitations(createOverlapJudge(), { question, answer: 'Refunds [9].', contexts });
    expect([result?.validity, result?.support, result?.citations.sentences[0]?.verdict]).toEqual([0, null, 'unjudged']);
  });

  test('uncertain sentences are out of the ratio; garbage from the judge throws', async () => {
    const uncertain: Judge = {
      name: 'uncertain',
      faithfulness: async () => ({ score: 1, claims: [] }),
      citation: async ({ answer }) => ({
        score: 0,
        claims: [{ text: answer, supported: false, verdict: 'uncertain', support: 0, missing: [] }],
      }),
    };
    const result = await scoreCitations(uncertain, { question, answer: 'Refunds [1].', contexts });
    expect([result?.support, result?.citations.sentences[0]?.verdict]).toEqual([null, 'uncertain']);
    const broken = { ...uncertain, citation: async () => null } as unknown as Judge;
    await expect(scoreCitations(broken, { question, answer: 'Refunds [1].', contexts })).rejects.toThrow(
      /invalid citation result/,
    );
  });
});

describe('citations through evaluateCase', () => {
  const adapter = createRecordedAdapter();
  const make = (answer: string, extra: Partial<EvalCase> = {}): EvalCase => ({
    id: 'refund',
    question: 'How long do refunds take?',
    golden: ['doc-3'],
    answer,
    contexts: contexts,
    ...extra,
  });
  // Faithful to the contexts as a whole, but citing the shipping chunk.
  const miscited = 'Refunds are issued within 30 days of the return [2].';

  test('an answer without markers has null metrics, no citations and no gate, even with thresholds set', async () => {
    const t = { thresholds: { citationValidity: 1, citationSupport: 1 } };
    const result = await evaluateCase(make('Refunds are issued within 30 days of the return.', t), adapter, heuristic);
    expect([result.metrics.citationValidity, result.metrics.citationSupport, result.citations]).toEqual([
      null,
      null,
      undefined,
    ]);
    expect(result.gates.map((g) => g.metric)).not.toContain('citationSupport');
    expect(result.verdict).toBe('pass');
  });

  test('markers are no numbers: an answer citing [doc_3], ^1 and 【1】 has no unsupported numbers', async () => {
    const result = await evaluateCase(
      make('Refunds are issued within 30 days [doc-3]. They are issued within 30 days ^1. Refunds take 30 days【1】.'),
      adapter,
      heuristic,
    );
    expect(result.metrics.unsupported).toEqual([]);
    expect(result.metrics.citationValidity).toBe(1);
  });

  test('the metrics are reported, the gates are off by default, the verdict unchanged', async () => {
    const result = await evaluateCase(make(miscited), adapter, heuristic);
    expect([result.metrics.citationValidity, result.metrics.citationSupport]).toEqual([1, 0]);
    expect(result.gates.map((g) => g.metric)).not.toContain('citationSupport');
    expect(result.verdict).toBe('pass');
    expect(formatOneLine(result)).toContain('citations valid 1.00 supported 0.00');
  });

  test('thresholds.citationSupport gates it: FIX generation (citation) naming the sentence, its chunk and the right one', async () => {
    const result = await evaluateCase(make(miscited, { thresholds: { citationSupport: 1 } }), adapter, heuristic);
    expect(result.gates.find((g) => g.metric === 'citationSupport')).toMatchObject({ value: 0, passed: false });
    expect(result.verdict).toBe('FIX generation (citation)');
    expect(result.citations?.sentences[0]).toMatchObject({
      text: 'Refunds are issued within 30 days of the return.',
      cited: ['doc-7'],
      supportedBy: { position: 1, id: 'doc-3' },
    });
    expect(formatDiagnosis(result)).toContain(
      '"Refunds are issued within 30 days of the return." cites [2] doc-7; supported by [1] doc-3',
    );
  });

  test('the suite threshold on validity gates a marker that resolves to none', async () => {
    const dangling = make('Refunds are issued within 30 days of the return [1][4].');
    const result = await evaluateCase(dangling, adapter, heuristic, { thresholds: { citationValidity: 1 } });
    expect(result.gates.find((g) => g.metric === 'citationValidity')).toMatchObject({ value: 0.5, passed: false });
    expect(result.verdict).toBe('FIX generation (citation)');
    expect(formatDiagnosis(result)).toMatch(/markers that resolve to no returned context:\n\s+- \[4\]: 3 contexts/);
    const right = await evaluateCase(make('Refunds are issued within 30 days [1].'), adapter, heuristic, {
      thresholds: { citationValidity: 1, citationSupport: 1 },
    });
    expect(right.verdict).toBe('pass');
  });

  test('faithfulness and correctness are decided before citations', async () => {
    const t = { thresholds: { citationSupport: 1, correctness: 0.8 } };
    const invented = await evaluateCase(make('Refunds are issued within 7 days [2].', t), adapter, heuristic);
    expect(invented.verdict).toBe('FIX generation (faithfulness)');
    const incorrect = await evaluateCase(
      make(miscited, { ...t, reference: 'Refunds are issued within 10 days.' }),
      adapter,
      heuristic,
    );
    expect(incorrect.verdict).toBe('FIX generation (incorrect)');
  });

  test("the adapter's citations map reaches the check", async () => {
    const mapped = defineAdapter({
      name: 'mapped',
      ask: async () => ({ answer: 'Refunds are issued within 30 days [a].', contexts, citations: { a: 'doc-3' } }),
    });
    const result = await evaluateCase(make(''), mapped, heuristic, { thresholds: { citationSupport: 1 } });
    expect([result.metrics.citationValidity, result.metrics.citationSupport, result.verdict]).toEqual([1, 1, 'pass']);
    // An app in plain JavaScript can return any shape: the response is checked at run time.
    const bad = { name: 'bad', ask: async () => ({ answer: 'A [1].', contexts, citations: { a: 3 } }) };
    const broken = await evaluateCase(make(''), bad as unknown as RagAdapter, heuristic);
    expect(broken.verdict).toBe('ERROR (adapter)');
    expect(broken.error?.message).toMatch(/citations\.a/);
  });

  test('a set citationSupport threshold with a judge that cannot score it is ERROR (judge), validity still scored without it', async () => {
    const gated = await evaluateCase(
      make(miscited, { thresholds: { citationSupport: 1 } }),
      adapter,
      createOverlapJudge(),
    );
    expect(gated.verdict).toBe('ERROR (judge)');
    expect(gated.error?.message).toMatch(/does not score citation support.*thresholds\.citationSupport/);
    const ungated = await evaluateCase(make(miscited), adapter, createOverlapJudge());
    expect([ungated.metrics.citationValidity, ungated.metrics.citationSupport, ungated.verdict]).toEqual([
      1,
      null,
      'pass',
    ]);
  });

  test('a citation call that throws is ERROR (judge)', async () => {
    const failing: Judge = {
      ...heuristic,
      name: 'failing',
      citation: async () => {
        throw new Error('boom');
      },
    };
    const result = await evaluateCase(make(miscited), adapter, failing);
    expect(result.verdict).toBe('ERROR (judge)');
    expect(result.error?.message).toContain('boom');
  });
});

describe('the citation thresholds', () => {
  test('a value outside [0, 1] is an error naming the key, in suite options and in a case file', () => {
    expect(parseThresholds({ citationSupport: 0.5, citationValidity: 1 })).toEqual({
      citationSupport: 0.5,
      citationValidity: 1,
    });
    expect(() => parseThresholds({ citationSupport: 2 })).toThrow(/"thresholds\.citationSupport"/);
    const row = { id: 'a', question: 'Q?', golden: ['doc-3'], thresholds: { citationValidity: 'high' } };
    expect(() => parseCases(`${JSON.stringify(row)}\n`, { file: 'cases.jsonl', format: 'jsonl' })).toThrow(
      /cases\.jsonl:1: .*thresholds\.citationValidity/,
    );
  });
});
