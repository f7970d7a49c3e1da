import { readFile } from 'node:fs/promises';
import { describe, expect, test } from 'vitest';
import { createRecordedAdapter } from '../adapter/index.js';
import { isConfigError } from '../errors.js';
import { evaluateCase } from '../evaluate/index.js';
import type { FakeOpenAIServer } from '../testing/index.js';
import { grounding, useJudgeServerKit } from './__fixtures__/judge-server-kit.js';
import { promptBlocks } from './__fixtures__/prompt-blocks.js';
import { listCacheEntries } from './cache.js';
import { createCascadeJudge } from './cascade.js';
import { chunkContext, createMiniCheckJudge, type MiniCheckJudgeOptions, readYesNo } from './minicheck.js';
import { createOpenAIJudge } from './openai/index.js';
import { resolveJudge } from './resolve.js';
import type { JudgeInput, JudgeResult } from './types.js';

const API_KEY = 'sk-ragcheck-fake-minicheck-31c7-do-not-leak';
const { seen, serve, fastOn, stopServer, failure, tempDir } = useJudgeServerKit(API_KEY, { minSeen: 10 });

const CONTEXT = 'The bakery opens at 9 am on weekdays. Its bread is baked each morning.';
// Claim 1 is in the context; claim 2 shares only "bakery" and "morning" with it: the heuristic judge is unsure.
const UNDECIDED = 'The bakery opens at 9 am on weekdays. The bakery sells fresh sourdough loaves each morning.';
const DECIDED = 'The bakery opens at 9 am on weekdays.';
function input(answer = UNDECIDED, context = CONTEXT): JudgeInput {
  return {
    caseId: 'bakery',
    question: 'When does the bakery open?',
    answer,
    contexts: [{ id: 'd', text: context }],
  };
}
function minicheckFor(s: FakeOpenAIServer, options: Partial<MiniCheckJudgeOptions> = {}) {
  return createMiniCheckJudge({
    ...fastOn(s),
    ...options,
  });
}
const keep = (r: JudgeResult) => {
  seen.push(r);
  return r;
};

describe('readYesNo and chunkContext', () => {
  test('reads Yes / No in any case with punctuation, scores by logprobs, and refuses anything else', () => {
    expect(readYesNo('Yes')).toEqual({ reply: 'Yes', score: 1 });
    expect(readYesNo(' no. ')).toEqual({ reply: 'No', score: 0 });
    const probs = [
      { token: 'Yes', logprob: Math.log(0.7) },
      { token: 'No', logprob: Math.log(0.1) },
      { token: 'Maybe', logprob: Math.log(0.2) },
    ];
    expect(readYesNo('Yes', probs)?.score).toBeCloseTo(0.875);
    for (const bad of ['Maybe', 'Yes, because it says so', '', null, 'Yes No']) expect(readYesNo(bad)).toBeUndefined();
  });

  test('chunks at sentence boundaries within the size, cuts a longer sentence, keeps every character of text', () => {
    const text = 'One two three. Four five six. Seven eight nine.';
    const chunks = chunkContext(text, 30);
    expect(chunks).toEqual(['One two three. Four five six.', 'Seven eight nine.']);
    expect(chunks.every((c) => c.length <= 30)).toBe(true);
    const long = chunkContext('x'.repeat(25), 10);
    expect(long.join('')).toBe('x'.repeat(25));
    expect(chunkContext('')).toEqual(['']);
  });
});

describe('createMiniCheckJudge against a real local server', () => {
  test('asks per claim and chunk with Document/Claim, supported when any chunk says Yes', async () => {
    const s = await serve(grounding);
    const result = keep(await minicheckFor(s, { chunkChars: 40 }).faithfulness(input()));
    const messages = s.requests.map((r) => r.body.messages[0].content as string);
    expect(s.requests).toHaveLength(4); // 2 claims x 2 chunks
    expect(messages).toContain(
      'Document: The bakery opens at 9 am on weekdays.\nClaim: The bakery opens at 9 am on weekdays.',
    );
    expect(s.requests[0]?.body).toMatchObject({ model: 'bespoke-minicheck', temperature: 0, logprobs: true });
    expect(result.claims.map((c) => c.supported)).toEqual([true, false]);
    expect(result.score).toBe(0.5);
    expect(result.usage?.totalTokens).toBe(480);
  });

  test('takes the score from logprobs when the server returns them', async () => {
    const s = await serve(() => ({
      json: {
        id: 'x',
        object: 'chat.completion',
        created: 0,
        model: 'bespoke-minicheck',
        choices: [
          {
            index: 0,
            finish_reason: 'stop',
            message: { role: 'assistant', content: 'Yes' },
            logprobs: {
              content: [
                {
                  token: 'Yes',
                  logprob: Math.log(0.6),
                  top_logprobs: [
                    { token: 'Yes', logprob: Math.log(0.6) },
                    { token: 'No', logprob: Math.log(0.4) },
                  ],
                },
              ],
            },
          },
        ],
      },
    }));
    const result = keep(await minicheckFor(s).faithfulness(input(DECIDED)));
    expect(result.claims[0]?.support).toBeCloseTo(0.6);
  });

  test('a reply that is neither Yes nor No is ERROR material with the raw reply, and nothing is cached', async () => {
    const dir = await tempDir();
    const s = await serve([{ content: 'Probably' }]);
    const error = await failure(minicheckFor(s, { cache: { mode: 'record', dir } }).faithfulness(input(DECIDED)));
    expect(error.message).toMatch(/neither Yes nor No \(got "Probably"\), no score given/);
    expect(error.raw).toContain('Probably');
    expect((await listCacheEntries(dir)).size).toBe(0);
  });

  test('honours a 429 Retry-After, then gives up on a 429 past the retries naming it', async () => {
    const s = await serve([{ status: 429, headers: { 'retry-after-ms': '150' } }, { content: 'Yes' }]);
    const started = Date.now();
    keep(await minicheckFor(s).faithfulness(input(DECIDED)));
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    expect(s.requests).toHaveLength(2);
    await s.close();
    const t = await serve(() => ({ status: 429, json: { error: { message: 'busy' } } }));
    const error = await failure(minicheckFor(t, { retries: 2 }).faithfulness(input(DECIDED)));
    expect(t.requests).toHaveLength(3);
    expect(error.message).toMatch(/after 3 attempt\(s\): HTTP 429 busy/);
  });

  test('times out a slow server promptly', async () => {
    const s = await serve([{ delayMs: 10_000, content: 'Yes' }]);
    const started = Date.now();
    const error = await failure(minicheckFor(s, { timeoutMs: 300 }).faithfulness(input(DECIDED)));
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(error.message).toContain('timed out after 300 ms');
    while (s.inFlight > 0) await new Promise((r) => setTimeout(r, 5));
  });

  test('records per claim, replays with no request and no server, and a replay miss is an error with no request', async () => {
    const dir = await tempDir();
    const s = await serve(grounding);
    const recorded = keep(await minicheckFor(s, { cache: { mode: 'record', dir } }).faithfulness(input()));
    expect(recorded.cache).toBe('recorded');
    expect((await listCacheEntries(dir)).size).toBe(2);
    const entry = await readFile([...(await listCacheEntries(dir)).values()][0] as string, 'utf8');
    expect(entry.toLowerCase()).not.toMatch(/authorization|bearer|api[-_]?key/);
    await stopServer();
    const replay = createMiniCheckJudge({ cache: { mode: 'replay', dir } });
    expect(replay.cacheKeys(input()).length).toBe(2);
    const replayed = keep(await replay.faithfulness(input()));
    expect(replayed).toMatchObject({ score: recorded.score, cache: 'hit' });
    const empty = await tempDir();
    const t = await serve(grounding);
    const error = await failure(minicheckFor(t, { cache: { mode: 'replay', dir: empty } }).faithfulness(input()));
    expect(t.requests).toHaveLength(0);
    expect(error.message).toContain('case "bakery"');
    expect(error.message).toContain('RAGCHECK_CACHE=record');
  });

  test('needs an endpoint outside replay (ConfigError), and is configured from the environment', async () => {
    expect(() => createMiniCheckJudge({ cache: { mode: 'record' } })).toThrow(/RAGCHECK_JUDGE_BASE_URL/);
    try {
      createMiniCheckJudge();
    } catch (error) {
      expect(isConfigError(error)).toBe(true);
    }
    const s = await serve(grounding);
    const env = {
      RAGCHECK_JUDGE: 'minicheck',
      RAGCHECK_JUDGE_BASE_URL: s.baseURL,
      OPENAI_BASE_URL: 'http://127.0.0.1:9/v1',
      RAGCHECK_CACHE: 'off',
    };
    const judge = resolveJudge(undefined, env);
    expect(judge.name).toBe('minicheck');
    keep(await judge.faithfulness(input(DECIDED)));
    expect(s.requests[0]?.body.model).toBe('bespoke-minicheck');
    // The same variable redirects the openai judge, and wins over OPENAI_BASE_URL.
    const openai = resolveJudge('openai', { ...env, RAGCHECK_JUDGE_MODEL: 'm' });
    expect(openai.name).toBe('openai');
  });
});

describe('createCascadeJudge', () => {
  test('decides clear answers offline with no request, escalates only the uncertain claims', async () => {
    const s = await serve(grounding);
    const judge = createCascadeJudge({ model: minicheckFor(s) });
    const clear = keep(await judge.faithfulness(input(DECIDED)));
    expect(s.requests).toHaveLength(0);
    expect(clear.abstention).toMatchObject({ undecided: false, escalated: false, modelCalls: 0 });
    const unsure = keep(await judge.faithfulness(input()));
    expect(s.requests).toHaveLength(1); // only the uncertain claim, one chunk
    expect(s.requests[0]?.body.messages[0].content).toContain('Claim: The bakery sells fresh sourdough');
    expect(unsure.abstention).toMatchObject({ uncertain: 1, undecided: true, escalated: true, modelCalls: 1 });
    expect(unsure.claims.map((c) => c.verdict)).toEqual(['supported', 'unsupported']);
    expect(unsure.score).toBe(0.5);
  });

  test('with an openai second stage, sends the uncertain claims as the answer (claims) or the whole answer', async () => {
    const good = (answer: string) => ({
      content: { refusal: false, claims: [{ claim: answer, verdict: 'supported', evidence: 'baked each morning' }] },
    });
    const s = await serve((body) => {
      const answer = promptBlocks(body.messages[1].content).blocks.ANSWER ?? '';
      return good(answer);
    });
    const openai = createOpenAIJudge({
      model: 'gpt-4o-mini',
      baseURL: s.baseURL,
      apiKey: API_KEY,
      checks: { claimOverlap: 0, answerCoverage: 0, evidenceMatch: 0, evidenceBearing: 0 },
    });
    const claims = keep(await createCascadeJudge({ model: openai }).faithfulness(input()));
    const sent = JSON.stringify(s.requests[0]?.body.messages);
    expect(sent).toContain('sourdough');
    expect(sent).not.toContain('The bakery opens at 9 am on weekdays. The bakery sells');
    expect(claims.abstention?.escalated).toBe(true);
    const whole = keep(await createCascadeJudge({ model: openai, escalate: 'answer' }).faithfulness(input()));
    expect(JSON.stringify(s.requests[1]?.body.messages)).toContain(
      'The bakery opens at 9 am on weekdays. The bakery sells',
    );
    expect(whole.abstention?.escalated).toBe(true);
  });

  test('cacheKeys names exactly the model entries a recording writes: none for a decided answer', async () => {
    const s = await serve(grounding);
    for (const escalate of ['claims', 'answer'] as const) {
      const dir = await tempDir();
      const judge = createCascadeJudge({ model: minicheckFor(s, { cache: { mode: 'record', dir } }), escalate });
      expect(judge.cache?.dir).toBe(dir);
      expect(judge.cacheKeys(input(DECIDED))).toEqual([]);
      const keys = judge.cacheKeys(input());
      expect(keys.length).toBe(escalate === 'claims' ? 1 : 2);
      keep(await judge.faithfulness(input()));
      expect([...(await listCacheEntries(dir)).keys()].sort()).toEqual([...keys].sort());
      // Not escalated: nothing is recorded, so nothing is needed.
      const offline = createCascadeJudge({
        model: minicheckFor(s, { cache: { mode: 'record', dir } }),
        uncertain: 'fail',
      });
      expect(offline.cacheKeys(input())).toEqual([]);
    }
    const dir = await tempDir();
    const t = await serve((body) => {
      const answer = promptBlocks(body.messages[1].content).blocks.ANSWER ?? '';
      return {
        content: { refusal: false, claims: [{ claim: answer, verdict: 'supported', evidence: 'baked each morning' }] },
      };
    });
    const openai = createOpenAIJudge({
      model: 'gpt-4o-mini',
      baseURL: t.baseURL,
      apiKey: API_KEY,
      cache: { mode: 'record', dir },
      checks: { claimOverlap: 0, answerCoverage: 0, evidenceMatch: 0, evidenceBearing: 0 },
    });
    const cascade = createCascadeJudge({ model: openai });
    const keys = cascade.cacheKeys(input());
    keep(await cascade.faithfulness(input()));
    expect(keys.length).toBeGreaterThan(0);
    expect([...(await listCacheEntries(dir)).keys()].sort()).toEqual([...keys].sort());
  });

  test('the model fails the case the way it fails alone: garbage, timeout, replay miss', async () => {
    const s = await serve([{ content: 'Perhaps' }]);
    await failure(createCascadeJudge({ model: minicheckFor(s) }).faithfulness(input()));
    await s.close();
    const slow = await serve([{ delayMs: 10_000, content: 'Yes' }]);
    const error = await failure(
      createCascadeJudge({ model: minicheckFor(slow, { timeoutMs: 300 }) }).faithfulness(input()),
    );
    expect(error.message).toContain('timed out after 300 ms');
    while (slow.inFlight > 0) await new Promise((r) => setTimeout(r, 5));
    const dir = await tempDir();
    const replay = createCascadeJudge({ model: createMiniCheckJudge({ cache: { mode: 'replay', dir } }) });
    keep(await replay.faithfulness(input(DECIDED))); // decided offline: no recording needed
    await failure(replay.faithfulness(input()));
  });

  test('an escalated answer with no recording is ERROR (judge) in a case; policies fail/pass make no call', async () => {
    const dir = await tempDir();
    const adapter = createRecordedAdapter();
    const evalCase = {
      id: 'bakery',
      question: 'When does the bakery open?',
      golden: ['d'],
      answer: UNDECIDED,
      contexts: [{ id: 'd', text: CONTEXT }],
    };
    const judge = createCascadeJudge({ model: createMiniCheckJudge({ cache: { mode: 'replay', dir } }) });
    const result = await evaluateCase(evalCase as never, adapter as never, judge);
    seen.push(result);
    expect(result.verdict).toBe('ERROR (judge)');
    const s = await serve(grounding);
    for (const [policy, score] of [
      ['fail', 0.5],
      ['pass', 1],
    ] as const) {
      const r = keep(await createCascadeJudge({ model: minicheckFor(s), uncertain: policy }).faithfulness(input()));
      expect(r.score).toBe(score);
      expect(r.abstention).toMatchObject({ policy, undecided: true, escalated: false });
    }
    expect(s.requests).toHaveLength(0);
  });

  test('resolveJudge: escalate needs a model judge; RAGCHECK_UNCERTAIN is checked', () => {
    expect(() => resolveJudge('heuristic', { RAGCHECK_UNCERTAIN: 'escalate' })).toThrow(/needs a model judge/);
    expect(() => resolveJudge('heuristic', { RAGCHECK_UNCERTAIN: 'maybe' })).toThrow(/RAGCHECK_UNCERTAIN="maybe"/);
    const cascade = resolveJudge('cascade', { RAGCHECK_CASCADE_JUDGE: 'minicheck', RAGCHECK_CACHE: 'replay' });
    expect(cascade.name).toBe('cascade');
    expect(() => resolveJudge('cascade', { RAGCHECK_CASCADE_JUDGE: 'gpt' })).toThrow(/RAGCHECK_CASCADE_JUDGE/);
  });
});
