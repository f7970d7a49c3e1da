import { describe, expect, test } from 'vitest';
import { citationCacheKeys, evaluateCase, scoreCitations } from '../evaluate/index.js';
import type { FakeOpenAIServer } from '../testing/index.js';
import type { EvalCase } from '../types.js';
import { grounding, useJudgeServerKit } from './__fixtures__/judge-server-kit.js';
import { promptBlocks } from './__fixtures__/prompt-blocks.js';
import { listCacheEntries } from './cache.js';
import { createCascadeJudge } from './cascade.js';
import { createMiniCheckJudge, type MiniCheckJudgeOptions } from './minicheck.js';
import { createOpenAIJudge } from './openai/index.js';

const API_KEY = 'sk-ragcheck-fake-cite-cascade-84f2-do-not-leak';
const { seen, serve, fastOn, stopServer, failure, tempDir } = useJudgeServerKit(API_KEY, { minSeen: 4 });

const HOURS = 'The bakery opens at 9 am on weekdays. Its bread is baked each morning.';
const SOURDOUGH = 'The bakery sells fresh sourdough loaves each morning.';
const CONTEXTS = [
  { id: 'd0', text: HOURS },
  { id: 'd1', text: SOURDOUGH },
];
// Sentence 1 is in d0, which it cites; sentence 2 cites d0 too, which shares only "bakery" and "morning" with it
// (the heuristic judge is unsure), while d1 states it.
const ANSWER = 'The bakery opens at 9 am on weekdays [1]. The bakery sells fresh sourdough loaves each morning [1].';
const citing = (answer = ANSWER) => ({
  caseId: 'bakery',
  question: 'When does the bakery open?',
  answer,
  contexts: CONTEXTS,
});

const minicheckFor = (s: FakeOpenAIServer, options: Partial<MiniCheckJudgeOptions> = {}) =>
  createMiniCheckJudge({ ...fastOn(s), ...options });
const documents = (s: FakeOpenAIServer) => s.requests.map((r) => r.body.messages[0].content as string);

describe('minicheck scores citations: each claim of the sentence against the cited chunks alone', () => {
  test('supported by its chunk; unsupported by a chunk that lacks it, with the chunk that supports it', async () => {
    const s = await serve(grounding);
    const scored = await scoreCitations(minicheckFor(s), citing());
    seen.push(scored);
    expect(scored?.support).toBe(0.5);
    expect(scored?.citations.sentences.map((x) => [x.verdict, x.supportedBy?.id])).toEqual([
      ['supported', undefined],
      ['unsupported', 'd1'],
    ]);
    // One call per claim and cited chunk: never the other chunk's text with it.
    expect(documents(s)).toEqual([
      `Document: ${HOURS}\nClaim: The bakery opens at 9 am on weekdays.`,
      `Document: ${HOURS}\nClaim: The bakery sells fresh sourdough loaves each morning.`,
      `Document: ${SOURDOUGH}\nClaim: The bakery sells fresh sourdough loaves each morning.`,
    ]);
  });

  test('a reply that is neither Yes nor No is ERROR (judge) with a gate on citationSupport', async () => {
    // Garbage for sentence 2 against its cited chunk only: the faithfulness calls (the whole context) get answers.
    const s = await serve((body, i, request) =>
      body.messages[0].content === `Document: ${HOURS}\nClaim: ${SOURDOUGH}`
        ? { content: 'Probably.' }
        : grounding(body, i, request),
    );
    const evalCase: EvalCase = { id: 'bakery', question: 'When?', golden: ['d0'], thresholds: { citationSupport: 1 } };
    const result = await evaluateCase(
      evalCase,
      { ask: async () => ({ answer: ANSWER, contexts: CONTEXTS }) },
      minicheckFor(s),
    );
    seen.push(result);
    expect(result.verdict).toBe('ERROR (judge)');
    expect(result.error?.message).toContain('neither Yes nor No');
  });

  test('record, then replay with the server down; the keys ragcheck cache lists are the entries recorded', async () => {
    const dir = await tempDir();
    const s = await serve(grounding);
    const recorded = await scoreCitations(minicheckFor(s, { cache: { mode: 'record', dir } }), citing());
    await stopServer();
    const replay = createMiniCheckJudge({ cache: { mode: 'replay', dir } });
    expect(new Set(await citationCacheKeys(replay, citing()))).toEqual(new Set((await listCacheEntries(dir)).keys()));
    expect(await scoreCitations(replay, citing())).toEqual({ ...recorded, usage: undefined });
    // Not recorded: a replay miss names how to record it.
    const error = await failure(
      replay.citation!({
        question: 'q',
        answer: 'The bakery has a cafe.',
        contexts: [{ id: 'hours', text: HOURS }],
        caseId: 'bakery',
      }),
    );
    expect(error.replayMiss).toBe(true);
    expect(error.message).toContain('RAGCHECK_CACHE=record');
  });
});

describe('cascade citations: offline first, a sentence the heuristic judge is unsure of escalated', () => {
  test('with minicheck: only the uncertain sentence goes to the model, against its cited chunk', async () => {
    const s = await serve(grounding);
    const judge = createCascadeJudge({ model: minicheckFor(s) });
    const scored = await scoreCitations(judge, citing());
    seen.push(scored);
    expect(scored?.citations.sentences.map((x) => [x.verdict, x.supportedBy?.id])).toEqual([
      ['supported', undefined],
      ['unsupported', 'd1'],
    ]);
    // Sentence 1 and the search on d1 decided offline; sentence 2 against d0 is the one call.
    expect(documents(s)).toEqual([`Document: ${HOURS}\nClaim: The bakery sells fresh sourdough loaves each morning.`]);
    const one = (answer: string) => ({ question: 'q', answer, context: HOURS, contexts: [CONTEXTS[0]!] });
    expect(judge.citationCacheKeys(one('The bakery opens at 9 am on weekdays.'))).toEqual([]);
    expect(judge.citationCacheKeys(one(SOURDOUGH))).toHaveLength(1);
  });

  test('a sentence the offline judge decides costs no call and needs no recording', async () => {
    const s = await serve(grounding);
    const judge = createCascadeJudge({ model: minicheckFor(s, { cache: { mode: 'record', dir: await tempDir() } }) });
    const only = citing('The bakery opens at 9 am on weekdays [1].');
    expect((await scoreCitations(judge, only))?.support).toBe(1);
    expect(s.requests).toHaveLength(0);
    expect(await citationCacheKeys(judge, only)).toEqual([]);
  });

  test('with openai: the uncertain claims are the ANSWER of its citation call, the cited chunk its CONTEXT', async () => {
    const s = await serve(() => ({
      content: {
        refusal: false,
        claims: [
          {
            claim: 'The bakery sells fresh sourdough loaves each morning.',
            verdict: 'supported',
            evidence: 'Its bread is baked each morning.',
          },
        ],
      },
    }));
    // The evidence check is off: this test is about what the call is sent (the check has tests of its own).
    const openai = createOpenAIJudge({
      model: 'gpt-4o-mini',
      ...fastOn(s),
      retries: 0,
      checks: { evidenceBearing: 0 },
    });
    const scored = await scoreCitations(createCascadeJudge({ model: openai }), citing());
    seen.push(scored);
    expect(scored?.support).toBe(1);
    expect(s.requests).toHaveLength(1);
    const body = s.requests[0]!.body;
    expect(body.response_format.json_schema.name).toBe('citation_judgement');
    const user = body.messages[1].content as string;
    expect(promptBlocks(user).blocks).toMatchObject({
      CONTEXT: HOURS,
      ANSWER: 'The bakery sells fresh sourdough loaves each morning.',
    });
  });

  test('a model without citation(), or the fail policy: the sentence stays uncertain (out of the ratio), no call', async () => {
    const s = await serve(grounding);
    const judges = [
      createCascadeJudge({ model: createOpenAIJudge({ model: 'm', ...fastOn(s), citation: false }) }),
      createCascadeJudge({ model: minicheckFor(s), uncertain: 'fail' }),
    ];
    for (const judge of judges) {
      const scored = await scoreCitations(judge, citing());
      expect(scored?.citations.sentences.map((x) => x.verdict)).toEqual(['supported', 'uncertain']);
      expect(scored?.support).toBe(1);
    }
    expect(s.requests).toHaveLength(0);
  });

  test('the model failing on an escalated sentence is a JudgeError (ERROR (judge) in a case), never a guess', async () => {
    const s = await serve(() => ({ content: 'garbage' }));
    const openai = createOpenAIJudge({ model: 'm', ...fastOn(s), retries: 0 });
    const error = await failure(scoreCitations(createCascadeJudge({ model: openai }), citing()));
    expect(error.message).toMatch(/invalid output twice/);
    expect(error.message).toContain('bakery');
  });

  test('cascade record/replay: the listed keys are the model entries recorded; replay needs no server', async () => {
    const dir = await tempDir();
    const s = await serve(grounding);
    const recorded = await scoreCitations(
      createCascadeJudge({ model: minicheckFor(s, { cache: { mode: 'record', dir } }) }),
      citing(),
    );
    await stopServer();
    const replay = createCascadeJudge({ model: createMiniCheckJudge({ cache: { mode: 'replay', dir } }) });
    const keys = await citationCacheKeys(replay, citing());
    expect(keys).toHaveLength(1);
    expect(new Set(keys)).toEqual(new Set((await listCacheEntries(dir)).keys()));
    expect(await scoreCitations(replay, citing())).toEqual({ ...recorded, usage: undefined });
  });
});
