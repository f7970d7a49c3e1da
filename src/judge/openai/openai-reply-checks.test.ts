import { afterEach, describe, expect, test } from 'vitest';
import { createRecordedAdapter } from '../../adapter/index.js';
import { isJudgeError } from '../../errors.js';
import { evaluateCase } from '../../evaluate/index.js';
import { createRandom, type FakeHandler, type FakeOpenAIServer, startFakeOpenAIServer } from '../../testing/index.js';
import { splitSentences } from '../../text/index.js';
import type { EvalCase } from '../../types.js';
import { SMALL_MODEL_REPLIES, type SmallModelReply } from './__fixtures__/small-model-replies.js';
import { createOpenAIJudge } from './openai.js';
import type { Judgement } from './prompt.js';

let server: FakeOpenAIServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function serve(handler: FakeHandler) {
  server = await startFakeOpenAIServer(handler);
  return server;
}
// The faithfulness call alone: each row's reply is written for its whole answer, not for a cited sentence's own
// call (citation calls: openai-citation.test.ts).
const judgeFor = (s: FakeOpenAIServer) =>
  createOpenAIJudge({ model: 'gpt-4o-mini', baseURL: s.baseURL, retryDelayMs: 5, timeoutMs: 5_000, citation: false });

/** A case whose recorded answer was generated from `context`, as one retrieved chunk that is its golden chunk. */
function caseOf(row: Pick<SmallModelReply, 'id' | 'question' | 'answer' | 'context'>): EvalCase {
  return {
    id: row.id,
    question: row.question,
    golden: ['chunk-1'],
    answer: row.answer,
    contexts: [{ id: 'chunk-1', text: row.context }],
  };
}
const adapter = createRecordedAdapter();

const RETURNS = {
  id: 'returns',
  question: 'How long do I have to return an item?',
  context:
    'Items can be returned within 30 days of delivery if unused. Refunds are issued within 5 business days. Shipping is free over $50.',
  // An invented answer: nothing in the context says so.
  answer: 'Call our hotline at 1-800-RETURNS and we will issue an instant refund by courier.',
};
const claim = (text: string, evidence: string, verdict: Judgement['claims'][number]['verdict'] = 'supported') => ({
  claim: text,
  verdict,
  evidence,
});

const BAD_REPLIES: Array<[string, unknown, RegExp]> = [
  [
    '"supported" claims that appear nowhere in the answer',
    {
      refusal: false,
      claims: [
        claim('Items can be returned within 30 days of delivery.', 'Items can be returned within 30 days of delivery'),
        claim('Refunds are issued within 5 business days.', 'Refunds are issued within 5 business days.'),
      ],
    },
    /is not a statement of the ANSWER/,
  ],
  [
    'refusal true together with claims',
    { refusal: true, claims: [claim('We will issue an instant refund by courier.', 'Refunds are issued')] },
    /"refusal" is true but "claims" lists 1 claim/,
  ],
  [
    'an extra key ("score": 7.5)',
    {
      refusal: false,
      score: 7.5,
      claims: [
        claim('Call the hotline at 1-800-RETURNS.', 'no hotline', 'unsupported'),
        claim('An instant refund is issued by courier.', 'no courier', 'unsupported'),
      ],
    },
    /Unrecognized key: "score"/,
  ],
  [
    'evidence that is not in the context',
    {
      refusal: false,
      claims: [
        claim('Call our hotline at 1-800-RETURNS.', 'Call our hotline at 1-800-RETURNS for returns.'),
        claim('We will issue an instant refund by courier.', 'Instant refunds are sent by courier.'),
      ],
    },
    /evidence .* is not in the CONTEXT/,
  ],
  [
    'claims that cover little of the answer',
    { refusal: false, claims: [claim('We will issue a refund.', 'Refunds are issued within 5 business days.')] },
    /the claims cover \d+% of the ANSWER/,
  ],
];

describe('a judge reply that fails the checks gets one repair request, then ERROR (judge), never pass', () => {
  test.for(BAD_REPLIES)('%s', async ([, reply, problem]) => {
    const s = await serve(() => ({ content: reply as object }));
    const result = await evaluateCase(caseOf(RETURNS), adapter, judgeFor(s));
    expect(s.requests).toHaveLength(2);
    const repair = s.requests[1]!.body.messages;
    expect(repair.at(-2)).toEqual({ role: 'assistant', content: JSON.stringify(reply) });
    expect(repair.at(-1).content).toMatch(problem);
    expect(result.verdict).toBe('ERROR (judge)');
    expect(result.outcome).toBe('error');
    expect(result.metrics.faithfulness).toBeNull();
    expect(result.error?.message).toContain('invalid output twice');
    expect(result.error?.message).toMatch(problem);
    expect(result.error?.raw).toContain(JSON.stringify(reply));
  });

  test('a repaired reply is scored: the invented answer fails on faithfulness', async () => {
    const good = {
      refusal: false,
      claims: [
        claim('Call our hotline at 1-800-RETURNS.', 'the context has no hotline', 'unsupported'),
        claim(
          'We will issue an instant refund by courier.',
          'Refunds are issued within 5 business days',
          'contradicted',
        ),
      ],
    };
    const s = await serve((_body, i) => ({ content: i === 0 ? (BAD_REPLIES[0]![1] as object) : good }));
    const result = await evaluateCase(caseOf(RETURNS), adapter, judgeFor(s));
    expect(s.requests).toHaveLength(2);
    expect(result.metrics.faithfulness).toBe(0);
    expect(result.verdict).toBe('FIX generation (faithfulness)');
  });

  test('the judge itself throws a JudgeError carrying both raw replies', async () => {
    const reply = BAD_REPLIES[0]![1] as object;
    const s = await serve(() => ({ content: reply }));
    const { context, ...rest } = RETURNS;
    const error = await judgeFor(s)
      .faithfulness({ ...rest, contexts: [{ id: 'chunk-1', text: context }] })
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(isJudgeError(error)).toBe(true);
    expect((error as { raw?: string }).raw).toMatch(/^first reply:\n.*\n\nafter repair:\n/s);
  });
});

describe('no judge reply whose claims are unrelated to the answer can produce pass', () => {
  const rows = SMALL_MODEL_REPLIES;
  const random = createRandom(2024);
  // Each answer judged with the reply written for an answer of another domain, all claims "supported" and the
  // evidence a real sentence of this context: only the claims give it away.
  const pairs = Array.from({ length: 40 }, () => {
    const row = random.pick(rows);
    const other = random.pick(rows.filter((r) => r.domain !== row.domain));
    const evidence = splitSentences(row.context)[0]!;
    const reply = { refusal: false, claims: other.reply.claims.map((c) => claim(c.claim, evidence)) };
    return [`${other.id} for ${row.id}`, row, reply] as const;
  });

  test.for(pairs)('%s', async ([, row, reply]) => {
    const s = await serve(() => ({ content: reply }));
    const result = await evaluateCase(caseOf(row), adapter, judgeFor(s));
    expect(result.verdict).toBe('ERROR (judge)');
    expect(s.requests).toHaveLength(2);
  });
});

describe('replies in the style of a small chat model pass through the real client (no false ERROR)', () => {
  test.for(SMALL_MODEL_REPLIES.map((row) => [row.id, row] as const))('%s', async ([, row]) => {
    const s = await serve(() => ({ content: row.reply }));
    const result = await evaluateCase(caseOf(row), adapter, judgeFor(s));
    expect(result.verdict).not.toBe('ERROR (judge)');
    if (!result.metrics.refused) {
      expect(s.requests).toHaveLength(1);
      const supported = row.reply.claims.filter((c) => c.verdict === 'supported').length;
      expect(result.metrics.faithfulness).toBe(supported / row.reply.claims.length);
    }
  });
});
