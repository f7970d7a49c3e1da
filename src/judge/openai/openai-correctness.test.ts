import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { evaluateCase } from '../../evaluate/index.js';
import { formatDiagnosis } from '../../report/index.js';
import type { FakeHandler, FakeResponse } from '../../testing/index.js';
import type { ConversationTurn, EvalCase } from '../../types.js';
import { useJudgeServerKit } from '../__fixtures__/judge-server-kit.js';
import { promptBlocks } from '../__fixtures__/prompt-blocks.js';
import { judgeCacheKey, listCacheEntries } from '../cache.js';
import type { CorrectnessInput } from '../types.js';
import { CORRECTNESS_PROMPT_VERSION, type CorrectnessJudgement } from './correctness-prompt.js';
import { createOpenAIJudge, type OpenAIJudgeOptions } from './openai.js';
import type { Judgement } from './prompt.js';

// A unique fake key: every error and cache file of this file is searched for it at the end.
const API_KEY = 'sk-ragcheck-fake-5d1e8b42-do-not-leak';
const { serve, failure, tempDir, onceOn } = useJudgeServerKit(API_KEY, { minSeen: 5 });

const REFERENCE =
  'Refunds are accepted within 30 days. Shipping is free over $50. Gift cards cannot be refunded. Refunds go back to the original card.';
const ANSWER = 'You can get a refund within 30 days. Shipping costs $5 on all orders.';
const CONTEXT = 'Refunds are accepted within 30 days of delivery. Shipping is free over $50, otherwise $5.';
const HISTORY: ConversationTurn[] = [
  { role: 'user', content: 'I bought boots for $80 last week.' },
  { role: 'assistant', content: 'Thanks, how can I help with the boots?' },
];

const c = (claim: string, verdict: CorrectnessJudgement['claims'][number]['verdict'], evidence: string) => ({
  claim,
  verdict,
  evidence,
});
const GRADED: CorrectnessJudgement = {
  claims: [
    c('Refunds are accepted within 30 days.', 'supported', 'You can get a refund within 30 days'),
    c('Shipping is free over $50.', 'contradicted', 'Shipping costs $5 on all orders'),
    c('Gift cards cannot be refunded.', 'unsupported', 'the answer does not mention gift cards'),
    c('Refunds go back to the original card.', 'uncertain', 'the answer does not say where refunds go'),
  ],
};
const FAITHFUL: Judgement = {
  refusal: false,
  claims: [
    {
      claim: 'You can get a refund within 30 days.',
      verdict: 'supported',
      evidence: 'Refunds are accepted within 30 days',
    },
    { claim: 'Shipping costs $5 on all orders.', verdict: 'contradicted', evidence: 'Shipping is free over $50' },
  ],
};

function correctnessInput(over: Partial<CorrectnessInput> = {}): CorrectnessInput {
  return { caseId: 'refunds', question: 'What is the refund policy?', reference: REFERENCE, answer: ANSWER, ...over };
}
/** Answers each request by its kind: the correctness call (its own response format) or the faithfulness call. */
const byKind =
  (correctness: FakeResponse, faithfulness: FakeResponse = { content: FAITHFUL }): FakeHandler =>
  (body) =>
    body.response_format?.json_schema?.name === 'correctness_judgement' ? correctness : faithfulness;
const judgeFor = (s: { baseURL: string }, options: Partial<OpenAIJudgeOptions> = {}) =>
  createOpenAIJudge({ model: 'gpt-4o-mini', ...onceOn(s), ...options });
/** The refunds case, evaluated with `ANSWER` over `CONTEXT` (its reference: `REFERENCE`). */
const REFUNDS: EvalCase = {
  id: 'refunds',
  question: 'What is the refund policy?',
  golden: ['p'],
  reference: REFERENCE,
};
const refundsApp = { ask: async () => ({ answer: ANSWER, contexts: [{ id: 'p', text: CONTEXT }] }) };

describe('the openai judge scores correctness in a call of its own', () => {
  test('grades the reference claims against the answer; uncertain claims stay out of the ratio', async () => {
    const s = await serve([{ content: GRADED }]);
    const result = await judgeFor(s).correctness!(correctnessInput());
    expect(result.claims.map((claim) => [claim.verdict, claim.supported])).toEqual([
      ['supported', true],
      ['contradicted', false],
      ['unsupported', false],
      ['uncertain', false],
    ]);
    expect(result.score).toBeCloseTo(1 / 3);
    expect(result.claims[1]?.missing).toEqual(['$50']);
    const body = s.requests[0]!.body;
    expect(body.response_format.json_schema.name).toBe('correctness_judgement');
    expect(body.response_format.json_schema.strict).toBe(true);
    const user = body.messages[1].content as string;
    expect(promptBlocks(user).blocks).toMatchObject({ REFERENCE, ANSWER });
  });

  test('evaluateCase asks faithfulness and correctness in two requests and reports the uncertain claims apart', async () => {
    const s = await serve(byKind({ content: GRADED }));
    const result = await evaluateCase(REFUNDS, refundsApp, judgeFor(s), { thresholds: { correctness: 0.8 } });
    expect(s.requests.map((r) => r.body.response_format.json_schema.name).sort()).toEqual([
      'correctness_judgement',
      'faithfulness_judgement',
    ]);
    expect(result.metrics.faithfulness).toBe(0.5);
    expect(result.metrics.correctness).toBeCloseTo(1 / 3);
    expect(result.correctness?.uncertain).toEqual(['Refunds go back to the original card.']);
    expect(result.correctness?.contradicted).toEqual(['Shipping is free over $50.']);
    expect(result.verdict).toBe('FIX generation (faithfulness)');
    // Both calls' tokens (the fake server's default usage: 100 + 20 each).
    expect(result.judge.usage).toMatchObject({ promptTokens: 200, completionTokens: 40, totalTokens: 240 });
  });

  test.each<[string, FakeResponse]>([
    ['a reply that is not JSON', { content: 'The answer is mostly right.' }],
    ['a key of its own', { content: { ...GRADED, score: 0.9 } }],
    ['no claims', { content: { claims: [] } }],
    [
      'an unknown verdict',
      { content: { claims: [c('Refunds are accepted within 30 days.', 'partly' as never, 'x')] } },
    ],
    [
      'evidence that is not in the answer',
      {
        content: {
          claims: [
            c('Refunds are accepted within 30 days.', 'supported', 'Refunds are processed by the warehouse team'),
          ],
        },
      },
    ],
  ])('%s twice is ERROR (judge), never a default score', async (_name, reply) => {
    const s = await serve([reply, reply]);
    const error = await failure(judgeFor(s).correctness!(correctnessInput()));
    expect(error.message).toMatch(/invalid output twice/);
    expect(s.requests).toHaveLength(2);
  });

  test('a server error and a timeout are JudgeErrors naming the case', async () => {
    const s = await serve([
      { status: 500, json: { error: { message: 'boom' } } },
      { delayMs: 3_000, content: GRADED },
    ]);
    const judge = judgeFor(s, { timeoutMs: 300 });
    expect((await failure(judge.correctness!(correctnessInput()))).message).toMatch(/refunds/);
    expect((await failure(judge.correctness!(correctnessInput()))).message).toMatch(/refunds/);
  });

  test('an evaluated case whose correctness call fails is ERROR (judge)', async () => {
    const s = await serve(byKind({ content: 'not json' }));
    const result = await evaluateCase(REFUNDS, refundsApp, judgeFor(s));
    expect(result.verdict).toBe('ERROR (judge)');
    expect(result.metrics.correctness).toBeNull();
    expect(result.error?.message).toMatch(/invalid output twice/);
  });

  test('`correctness: false` makes a judge without correctness()', async () => {
    const s = await serve([]);
    expect(judgeFor(s, { correctness: false }).correctness).toBeUndefined();
  });
});

describe('correctness recordings', () => {
  test('record stores its own entry, apart from the faithfulness entries; replay reads it without a request', async () => {
    const dir = await tempDir();
    const s = await serve(byKind({ content: GRADED }));
    const recorder = judgeFor(s, { cache: { mode: 'record', dir } });
    const judgeInput = {
      question: 'What is the refund policy?',
      answer: ANSWER,
      contexts: [{ id: 'c', text: CONTEXT }],
    };
    await recorder.faithfulness(judgeInput);
    await recorder.correctness!(correctnessInput());
    const entries = await listCacheEntries(dir);
    expect(entries.size).toBe(2);
    const keys = recorder.cacheKeys({ ...judgeInput, reference: REFERENCE });
    expect(new Set(keys)).toEqual(new Set(entries.keys()));
    const stored = JSON.parse(await readFile(entries.get(keys[1]!)!, 'utf8'));
    expect(stored).toMatchObject({ kind: 'correctness', promptVersion: CORRECTNESS_PROMPT_VERSION });
    expect(stored.inputs.reference).toBe(REFERENCE);

    const before = s.requests.length;
    const replayed = await judgeFor(s, { cache: { mode: 'replay', dir } }).correctness!(correctnessInput());
    expect(replayed.cache).toBe('hit');
    expect(replayed.score).toBeCloseTo(1 / 3);
    expect(s.requests.length).toBe(before);
  });

  test('a replay miss (a changed reference) is a JudgeError naming the command that records it', async () => {
    const dir = await tempDir();
    const s = await serve([{ content: GRADED }]);
    await judgeFor(s, { cache: { mode: 'record', dir } }).correctness!(correctnessInput());
    const replay = judgeFor(s, { cache: { mode: 'replay', dir } });
    const error = await failure(replay.correctness!(correctnessInput({ reference: `${REFERENCE} Returns are free.` })));
    expect(error.message).toContain('no recorded correctness answer');
    expect(error.message).toContain('npx ragcheck record --judge');
    expect(error.message).toContain('RAGCHECK_CACHE=record');
    expect(error.message).toContain(dir);
    expect(s.requests).toHaveLength(1);
  });

  test('in replay, a correctness never recorded leaves it unmeasured (naming the record command) unless a gate reads it: then ERROR (judge)', async () => {
    const dir = await tempDir();
    const s = await serve(byKind({ content: GRADED }));
    const evalCase: EvalCase = { id: 'refunds', question: 'What is the refund policy?', golden: ['p'] };
    // Recorded before the case had a reference: only the faithfulness entry exists.
    await evaluateCase(evalCase, refundsApp, judgeFor(s, { cache: { mode: 'record', dir } }));
    const replay = judgeFor(s, { cache: { mode: 'replay', dir } });
    const without = await evaluateCase(evalCase, refundsApp, replay);
    expect(without.judge.cache).toBe('hit');
    expect(without.verdict).toBe('FIX generation (faithfulness)');
    // No gate on correctness: the committed faithfulness recording still decides the verdict.
    const withReference = await evaluateCase({ ...evalCase, reference: REFERENCE }, refundsApp, replay);
    expect(withReference.verdict).toBe('FIX generation (faithfulness)');
    expect(withReference.metrics.correctness).toBeNull();
    expect(withReference.correctness?.unmeasured).toContain('npx ragcheck record --judge');
    expect(formatDiagnosis(withReference)).toContain('correctness not measured (no gate reads it):');
    const gated = await evaluateCase(
      { ...evalCase, reference: REFERENCE, thresholds: { correctness: 0.5 } },
      refundsApp,
      replay,
    );
    expect(gated.verdict).toBe('ERROR (judge)');
    expect(gated.error?.message).toContain('npx ragcheck record --judge');
  });
});

describe('cache keys and conversations', () => {
  const parts = { model: 'gpt-4o-mini', question: 'Q?', context: CONTEXT, answer: ANSWER, sample: 0 };

  test('a faithfulness key without history is the key recorded before conversations existed', () => {
    // The key formula of entries users have committed: prompt 2, schema 2, no history part.
    const committed = createHash('sha256')
      .update(JSON.stringify(['ragcheck-judge', 2, 2, parts.model, parts.question, parts.context, parts.answer, 0]))
      .digest('hex');
    expect(judgeCacheKey(parts)).toBe(committed);
    expect(judgeCacheKey({ ...parts, history: [] })).toBe(committed);
  });

  test('a changed history changes the faithfulness and the correctness keys; the reference changes only correctness', async () => {
    const s = await serve([]);
    const judge = judgeFor(s);
    const input = { question: 'Q?', answer: ANSWER, contexts: [{ id: 'c', text: CONTEXT }], reference: REFERENCE };
    const [faith, correct] = judge.cacheKeys(input);
    const [faithH, correctH] = judge.cacheKeys({ ...input, history: HISTORY });
    const [faithH2, correctH2] = judge.cacheKeys({
      ...input,
      history: [HISTORY[0]!, { role: 'assistant', content: 'Something else.' }],
    });
    expect(new Set([faith, faithH, faithH2]).size).toBe(3);
    expect(new Set([correct, correctH, correctH2]).size).toBe(3);
    const [faithR, correctR] = judge.cacheKeys({ ...input, reference: 'Refunds take 30 days.' });
    expect(faithR).toBe(faith);
    expect(correctR).not.toBe(correct);
    expect(judge.cacheKeys({ question: 'Q?', answer: ANSWER, contexts: [{ id: 'c', text: CONTEXT }] })).toEqual([
      faith,
    ]);
  });

  test('the prompt shows the earlier turns and says the assistant turns are not evidence; a single question gets none', async () => {
    const s = await serve([{ content: FAITHFUL }, { content: FAITHFUL }]);
    const judge = judgeFor(s);
    const base = { question: 'And for those?', answer: ANSWER, contexts: [{ id: 'c', text: CONTEXT }] };
    await judge.faithfulness(base);
    await judge.faithfulness({ ...base, history: HISTORY });
    const [plain, conversation] = s.requests.map((r) => r.body.messages[1].content as string);
    expect(plain).not.toContain('CONVERSATION');
    expect(promptBlocks(plain!).names).toEqual(['QUESTION', 'CONTEXT', 'ANSWER']);
    const turns = promptBlocks(conversation!)
      .blocks.CONVERSATION!.split('\n')
      .map((line) => JSON.parse(line));
    expect(turns.slice(0, 2)).toMatchObject([
      { role: 'user', content: 'I bought boots for $80 last week.' },
      { role: 'assistant' },
    ]);
    expect(conversation).toMatch(/ASSISTANT said in them is NOT evidence/);
  });
});

test('a correctness entry file holds no faithfulness shape (the two kinds never read each other)', async () => {
  const dir = await tempDir();
  const s = await serve([{ content: GRADED }]);
  await judgeFor(s, { cache: { mode: 'record', dir } }).correctness!(correctnessInput());
  const [prefix] = await readdir(dir);
  const [file] = await readdir(join(dir, prefix!));
  const stored = JSON.parse(await readFile(join(dir, prefix!, file!), 'utf8'));
  expect(stored.output.refusal).toBeUndefined();
  expect(stored.output.claims).toHaveLength(4);
});

describe('conversations through evaluateCase and the openai judge', () => {
  const TURNS: ConversationTurn[] = [{ role: 'user', content: 'I bought boots for $80 last week.' }];
  const followUp = (history: ConversationTurn[]): EvalCase => ({
    id: 'boots',
    question: 'Can I get a refund for them?',
    golden: ['p'],
    history,
  });
  const answer = 'Your $80 boots can be refunded within 30 days.';
  const adapter = { ask: async () => ({ answer, contexts: [{ id: 'p', text: CONTEXT }] }) };
  // Quotes the user's turn as evidence for the price: it is in the CONTEXT the judge is shown.
  const reply: Judgement = {
    refusal: false,
    claims: [
      { claim: 'The boots cost $80.', verdict: 'supported', evidence: 'I bought boots for $80 last week.' },
      {
        claim: 'The boots can be refunded within 30 days.',
        verdict: 'supported',
        evidence: 'Refunds are accepted within 30 days',
      },
    ],
  };

  test("evidence quoted from the user's turn passes the reply checks; the turn is in the judge's CONTEXT", async () => {
    const s = await serve([{ content: reply }]);
    const result = await evaluateCase(followUp(TURNS), adapter, judgeFor(s));
    expect(result.verdict).toBe('pass');
    expect(s.requests).toHaveLength(1);
    const user = s.requests[0]!.body.messages[1].content as string;
    expect(promptBlocks(user).blocks.CONTEXT).toBe(`${CONTEXT}\nI bought boots for $80 last week.`);
  });

  test('a changed history is a replay miss (ERROR (judge)), never the verdict recorded for the old one', async () => {
    const dir = await tempDir();
    const s = await serve([{ content: reply }]);
    await evaluateCase(followUp(TURNS), adapter, judgeFor(s, { cache: { mode: 'record', dir } }));
    const replay = judgeFor(s, { cache: { mode: 'replay', dir } });
    expect((await evaluateCase(followUp(TURNS), adapter, replay)).judge.cache).toBe('hit');
    const changed = [...TURNS, { role: 'assistant' as const, content: 'They were on sale for $60.' }];
    const miss = await evaluateCase(followUp(changed), adapter, replay);
    expect(miss.verdict).toBe('ERROR (judge)');
    expect(miss.error?.message).toContain('conversation history');
    expect(miss.error?.message).toContain('npx ragcheck record --judge');
    expect(s.requests).toHaveLength(1);
  });
});
