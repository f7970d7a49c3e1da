import { afterEach, describe, expect, test } from 'vitest';
import { scoreCorrectness } from '../evaluate/index.js';
import { type FakeOpenAIServer, startFakeOpenAIServer } from '../testing/index.js';
import { promptBlocks } from './__fixtures__/prompt-blocks.js';
import { createCascadeJudge } from './cascade.js';
import { createOpenAIJudge } from './openai/index.js';

let server: FakeOpenAIServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

// The heuristic judge decides the opening hours and leaves the parking claim uncertain (support 0.6).
const INPUT = {
  caseId: 'store',
  question: 'When does the store open, and where can I park?',
  reference: 'The store opens at 9am. Parking is available behind the building for customers.',
  answer: 'The store opens at 9am. Customers can park behind it.',
};
const PARKING = 'Parking is available behind the building for customers.';

async function model(verdict: 'supported' | 'unsupported', options: { correctness?: boolean } = {}) {
  server = await startFakeOpenAIServer(() => ({
    content: {
      claims: [
        { claim: PARKING, verdict, evidence: verdict === 'supported' ? 'Customers can park behind it' : 'not said' },
      ],
    },
  }));
  return createOpenAIJudge({ model: 'gpt-4o-mini', baseURL: server.baseURL, retries: 0, timeoutMs: 2_000, ...options });
}

describe('cascade correctness: offline first, the uncertain reference claims escalated', () => {
  test('only the uncertain claims go to the model, whose verdicts replace them', async () => {
    const judge = createCascadeJudge({ model: await model('supported') });
    const result = await scoreCorrectness(judge, INPUT);
    expect(server!.requests).toHaveLength(1);
    const user = server!.requests[0]!.body.messages[1].content as string;
    expect(promptBlocks(user).blocks.REFERENCE).toBe(PARKING);
    expect(result?.score).toBe(1);
    expect(result?.uncertain).toEqual([]);
    expect(result?.claims.map((c) => c.verdict)).toEqual(['supported', 'supported']);
  });

  test('a model that finds the claim missing makes it missing', async () => {
    const judge = createCascadeJudge({ model: await model('unsupported') });
    const result = await scoreCorrectness(judge, INPUT);
    expect(result?.score).toBe(0.5);
    expect(result?.missing).toEqual([PARKING]);
  });

  test('without a model correctness call, or with the fail policy, the claim stays uncertain: reported, out of the ratio', async () => {
    const makers = [
      async () => createCascadeJudge({ model: await model('supported', { correctness: false }) }),
      async () => createCascadeJudge({ model: await model('supported'), uncertain: 'fail' }),
    ];
    for (const make of makers) {
      const result = await scoreCorrectness(await make(), INPUT);
      expect(result?.score).toBe(1);
      expect(result?.uncertain).toEqual([PARKING]);
      expect(server!.requests).toHaveLength(0);
      await server?.close();
      server = undefined;
    }
  });

  test('a reference the heuristic judge decides whole costs no call', async () => {
    const judge = createCascadeJudge({ model: await model('supported') });
    const result = await scoreCorrectness(judge, { ...INPUT, reference: 'The store opens at 9am.' });
    expect(result?.score).toBe(1);
    expect(server!.requests).toHaveLength(0);
  });

  test('a model failure on the escalated claims is a JudgeError, not a guess', async () => {
    server = await startFakeOpenAIServer(() => ({ content: 'garbage' }));
    const openai = createOpenAIJudge({ model: 'm', baseURL: server.baseURL, retries: 0, timeoutMs: 2_000 });
    await expect(scoreCorrectness(createCascadeJudge({ model: openai }), INPUT)).rejects.toThrow(
      /invalid output twice/,
    );
  });
});
