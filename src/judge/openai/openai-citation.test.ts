import { readFile } from 'node:fs/promises';
import { describe, expect, test } from 'vitest';
import { answerCacheKeys, evaluateCase } from '../../evaluate/index.js';
import { formatDiagnosis } from '../../report/index.js';
import type { FakeHandler, FakeResponse } from '../../testing/index.js';
import type { EvalCase } from '../../types.js';
import { useJudgeServerKit } from '../__fixtures__/judge-server-kit.js';
import { promptBlocks } from '../__fixtures__/prompt-blocks.js';
import { cachePrune, cacheStatus, citationCacheKey, judgeCacheKey, listCacheEntries } from '../cache.js';
import type { JudgeInput } from '../types.js';
import { createOpenAIJudge, type OpenAIJudgeOptions } from './openai.js';
import type { Judgement } from './prompt.js';

// A unique fake key: every error and cache file of this file is searched for it at the end.
const API_KEY = 'sk-ragcheck-fake-c1a7e0d3-do-not-leak';
const { serve, failure, tempDir, stopServer, seen, onceOn } = useJudgeServerKit(API_KEY, { minSeen: 4 });

const WINDOW = 'Refunds are accepted within 30 days of delivery.';
const PROCESSING = 'Refunds are paid back to the original card.';
const QUESTION = 'How do refunds work?';
const CONTEXTS = [
  { id: 'doc_0', text: WINDOW },
  { id: 'doc_1', text: PROCESSING },
];
// Each fact of the answers below, with the chunk sentence that states it.
const FACTS = [
  { claim: 'You can return items within 30 days.', evidence: WINDOW },
  { claim: 'Refunds go back to the original card.', evidence: PROCESSING },
];
// The second sentence cites the refund-window chunk for where refunds go: doc_1 supports it, not doc_0.
const ANSWER = 'You can return items within 30 days [1]. Refunds go back to the original card [1].';

const block = (text: string, tag: string) => promptBlocks(text).blocks[tag] ?? '';

/**
 * A model that reads its request: each fact of the ANSWER is supported when the CONTEXT holds its sentence (quoted
 * as evidence), else unsupported. `citation` replaces the reply to citation calls only.
 */
function reader(citation?: FakeResponse): FakeHandler {
  return (body) => {
    const kind = body.response_format?.json_schema?.name;
    if (citation && kind === 'citation_judgement') return citation;
    const user = body.messages[1].content as string;
    const answer = block(user, 'ANSWER');
    const context = block(user, 'CONTEXT');
    const claims = FACTS.filter((f) => answer.includes(f.claim.slice(0, -1))).map((f) =>
      context.includes(f.evidence)
        ? { claim: f.claim, verdict: 'supported' as const, evidence: f.evidence }
        : { claim: f.claim, verdict: 'unsupported' as const, evidence: 'the context does not say it' },
    );
    const reply: Judgement = { refusal: false, claims };
    return { content: reply };
  };
}

const judgeFor = (s: { baseURL: string }, options: Partial<OpenAIJudgeOptions> = {}) =>
  createOpenAIJudge({ model: 'gpt-4o-mini', ...onceOn(s), ...options });

const REFUNDS: EvalCase = { id: 'refunds', question: QUESTION, golden: ['doc_0', 'doc_1'] };
const app = (answer = ANSWER) => ({ ask: async () => ({ answer, contexts: CONTEXTS }) });
const sentenceInput = (answer: string, chunks = [CONTEXTS[0]!]): JudgeInput => ({
  caseId: 'refunds',
  question: QUESTION,
  answer,
  contexts: chunks,
});
const kinds = (s: { requests: readonly { body: { response_format: { json_schema: { name: string } } } }[] }) =>
  s.requests.map((r) => r.body.response_format.json_schema.name);

describe('the openai judge scores a cited sentence against the chunks it cites, in a call of its own', () => {
  test('supported by its chunk, unsupported by another; the request shows the sentence and that chunk alone', async () => {
    const s = await serve(reader());
    const judge = judgeFor(s);
    const supported = await judge.citation!(sentenceInput(FACTS[0]!.claim));
    const unsupported = await judge.citation!(sentenceInput(FACTS[1]!.claim));
    seen.push(supported, unsupported);
    expect(supported.claims.map((c) => c.verdict)).toEqual(['supported']);
    expect(supported.score).toBe(1);
    expect(unsupported.claims.map((c) => c.verdict)).toEqual(['unsupported']);
    expect(unsupported.score).toBe(0);
    expect(kinds(s)).toEqual(['citation_judgement', 'citation_judgement']);
    const user = s.requests[1]!.body.messages[1].content as string;
    expect(block(user, 'ANSWER')).toBe(FACTS[1]!.claim);
    expect(block(user, 'CONTEXT')).toBe(WINDOW);
  });

  test('evaluateCase: citationSupport, the chunk that does support the sentence, and every call counted', async () => {
    const s = await serve(reader());
    const result = await evaluateCase(REFUNDS, app(), judgeFor(s), { thresholds: { citationSupport: 1 } });
    seen.push(result);
    expect(result.metrics.faithfulness).toBe(1);
    expect(result.metrics.citationValidity).toBe(1);
    expect(result.metrics.citationSupport).toBe(0.5);
    expect(result.citations?.sentences.map((x) => [x.verdict, x.supportedBy?.id])).toEqual([
      ['supported', undefined],
      ['unsupported', 'doc_1'],
    ]);
    expect(result.verdict).toBe('FIX generation (citation)');
    // Faithfulness, the two cited sentences, and the search that found doc_1.
    expect(kinds(s).sort()).toEqual([
      'citation_judgement',
      'citation_judgement',
      'citation_judgement',
      'faithfulness_judgement',
    ]);
    expect(result.judge.usage).toMatchObject({ promptTokens: 400, completionTokens: 80, totalTokens: 480 });
  });

  test('a sentence whose number the cited chunk lacks is unsupported with no call', async () => {
    const s = await serve(reader());
    const result = await evaluateCase(REFUNDS, app('You can return items within 30 days [2].'), judgeFor(s));
    expect(result.citations?.sentences[0]).toMatchObject({ verdict: 'unsupported', supportedBy: { id: 'doc_0' } });
    // Faithfulness and the search on doc_0; none for the cited doc_1, which lacks the 30.
    expect(kinds(s).sort()).toEqual(['citation_judgement', 'faithfulness_judgement']);
  });

  test.each<[string, FakeResponse]>([
    ['a reply that is not JSON', { content: 'The sentence is supported.' }],
    ['no claims and no refusal', { content: { refusal: false, claims: [] } }],
  ])('%s twice is ERROR (judge), never a default score', async (_name, reply) => {
    const s = await serve(reader(reply));
    const result = await evaluateCase(REFUNDS, app(), judgeFor(s));
    seen.push(result);
    expect(result.verdict).toBe('ERROR (judge)');
    expect(result.metrics.citationSupport).toBeNull();
    expect(result.error?.message).toMatch(/invalid output twice/);
    expect(result.error?.message).toContain('refunds');
  });

  test('evidence quoted from a chunk the sentence does not cite fails the reply check: the cited chunks alone count', async () => {
    const claim = { claim: FACTS[1]!.claim, verdict: 'supported', evidence: PROCESSING };
    const s = await serve(reader({ content: { refusal: false, claims: [claim] } }));
    const error = await failure(judgeFor(s).citation!(sentenceInput(FACTS[1]!.claim)));
    expect(error.message).toMatch(/invalid output twice/);
    expect(error.message).toContain('CONTEXT');
    expect(s.requests).toHaveLength(2);
    // The same reply passes when the sentence cites doc_1.
    expect((await judgeFor(s).citation!(sentenceInput(FACTS[1]!.claim, [CONTEXTS[1]!]))).score).toBe(1);
  });

  test('a citation call that times out is ERROR (judge) naming the case', async () => {
    const s = await serve(reader({ delayMs: 3_000, content: { refusal: false, claims: [] } }));
    const result = await evaluateCase(REFUNDS, app(), judgeFor(s, { timeoutMs: 300 }));
    seen.push(result);
    expect(result.verdict).toBe('ERROR (judge)');
    expect(result.error?.message).toContain('refunds');
    expect(result.metrics.citationSupport).toBeNull();
  });

  test('`citation: false` makes a judge without citation(): no call, citationSupport null', async () => {
    const s = await serve(reader());
    const judge = judgeFor(s, { citation: false });
    expect(judge.citation).toBeUndefined();
    expect(judge.citationCacheKeys(sentenceInput(FACTS[0]!.claim))).toEqual([]);
    const result = await evaluateCase(REFUNDS, app(), judge);
    expect(result.metrics.citationSupport).toBeNull();
    expect(kinds(s)).toEqual(['faithfulness_judgement']);
  });
});

describe('citation recordings', () => {
  test('record stores one entry per citation call apart from the faithfulness entry; replay needs no server', async () => {
    const dir = await tempDir();
    const s = await serve(reader());
    const recorded = await evaluateCase(REFUNDS, app(), judgeFor(s, { cache: { mode: 'record', dir } }));
    const entries = await listCacheEntries(dir);
    expect(entries.size).toBe(4);
    const stored = await Promise.all([...entries.values()].map(async (p) => JSON.parse(await readFile(p, 'utf8'))));
    expect(stored.filter((e) => e.kind === 'citation')).toHaveLength(3);
    // The faithfulness entry is keyed exactly as before citations were scored.
    const faithKey = judgeCacheKey({
      model: 'gpt-4o-mini',
      question: QUESTION,
      context: `${WINDOW}\n${PROCESSING}`,
      answer: ANSWER,
      sample: 0,
    });
    expect(entries.has(faithKey)).toBe(true);
    expect(stored.find((e) => e.key === faithKey).kind).toBeUndefined();

    await stopServer();
    const replayed = await evaluateCase(REFUNDS, app(), judgeFor(s, { cache: { mode: 'replay', dir } }));
    expect(replayed.verdict).toBe(recorded.verdict);
    expect(replayed.metrics.citationSupport).toBe(0.5);
    expect(replayed.citations).toEqual(recorded.citations);
  });

  test('a replay miss leaves citationSupport unmeasured (naming the record command) unless a gate reads it: then ERROR (judge)', async () => {
    const dir = await tempDir();
    const s = await serve(reader());
    // Recorded before the judge scored citations: the faithfulness entry alone.
    const before = await evaluateCase(REFUNDS, app(), judgeFor(s, { cache: { mode: 'record', dir }, citation: false }));
    await stopServer();
    const replay = judgeFor(s, { cache: { mode: 'replay', dir } });
    const ungated = await evaluateCase(REFUNDS, app(), replay);
    seen.push(ungated);
    expect(ungated.verdict).toBe(before.verdict);
    expect(ungated.metrics.citationValidity).toBe(1);
    expect(ungated.metrics.citationSupport).toBeNull();
    expect(ungated.citations?.unmeasured).toContain('no recorded citation answer');
    expect(ungated.citations?.unmeasured).toContain('npx ragcheck record --judge');
    expect(formatDiagnosis(ungated)).toMatch(
      /support n\/a \(not measured, no gate reads it: .*npx ragcheck record --judge/,
    );

    const gated = await evaluateCase(REFUNDS, app(), replay, { thresholds: { citationSupport: 1 } });
    seen.push(gated);
    expect(gated.verdict).toBe('ERROR (judge)');
    expect(gated.error?.message).toContain('no recorded citation answer');
    expect(gated.error?.message).toContain('npx ragcheck record --judge');
    expect(gated.error?.message).toContain(dir);
  });

  test('cache status lists the citation calls a case needs; prune keeps them', async () => {
    const dir = await tempDir();
    const s = await serve(reader());
    const replay = judgeFor(s, { cache: { mode: 'replay', dir } });
    const response = { answer: ANSWER, contexts: CONTEXTS };
    const citationKey = (sentence: string, chunk: string) =>
      citationCacheKey({ model: 'gpt-4o-mini', question: QUESTION, context: chunk, answer: sentence, sample: 0 });
    // Nothing recorded: faithfulness and each cited sentence's call; the search waits for the verdict it follows.
    const first = await answerCacheKeys(replay, REFUNDS, response);
    expect(first.slice(1)).toEqual([citationKey(FACTS[0]!.claim, WINDOW), citationKey(FACTS[1]!.claim, WINDOW)]);
    expect((await cacheStatus({ dir, keys: first })).misses).toEqual(first);

    await evaluateCase(REFUNDS, app(), judgeFor(s, { cache: { mode: 'record', dir } }));
    const keys = await answerCacheKeys(replay, REFUNDS, response);
    expect(keys).toContain(citationKey(FACTS[1]!.claim, PROCESSING));
    expect(new Set(keys)).toEqual(new Set((await listCacheEntries(dir)).keys()));
    const status = await cacheStatus({ dir, keys });
    expect([status.hits.length, status.misses, status.stale]).toEqual([4, [], []]);
    // The judge's own keys alone would call the citation entries stale.
    expect(
      (
        await cacheStatus({
          dir,
          keys: replay.cacheKeys({ ...response, question: QUESTION }),
        })
      ).stale,
    ).toHaveLength(3);
    expect(await cachePrune({ dir, keys })).toEqual({ removed: [], kept: 4 });
    expect((await listCacheEntries(dir)).size).toBe(4);
    expect(s.requests).toHaveLength(4);
  });
});

test('a citation entry is never read as a faithfulness entry: another key for the same texts', () => {
  const parts = { model: 'm', question: QUESTION, context: WINDOW, answer: FACTS[0]!.claim, sample: 0 };
  expect(citationCacheKey(parts)).not.toBe(judgeCacheKey(parts));
});

test('failure() keeps the error: a replay miss of a bare citation call is a JudgeError', async () => {
  const dir = await tempDir();
  const s = await serve(reader());
  const error = await failure(
    judgeFor(s, { cache: { mode: 'replay', dir } }).citation!(sentenceInput(FACTS[0]!.claim)),
  );
  expect(error.replayMiss).toBe(true);
  expect(error.message).toContain('RAGCHECK_CACHE=record');
  expect(s.requests).toHaveLength(0);
});
