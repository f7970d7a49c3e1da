/**
 * Conversations (`history`): the adapter receives the earlier turns; what the USER said counts as evidence, an
 * earlier ASSISTANT turn does not; retrieval is scored on the last question; a changed history is a new recording.
 */
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, test } from 'vitest';
import {
  type AskInput,
  createHttpAdapter,
  createOpenAIAdapter,
  createRecordedAdapter,
  defineAdapter,
  type RagAdapter,
  recordingFileName,
  withRecording,
} from '../adapter/index.js';
import { createHeuristicJudge, type Judge, type JudgeInput, joinedContext } from '../judge/index.js';
import { type FakeOpenAIServer, startFakeOpenAIServer } from '../testing/index.js';
import type { ConversationTurn, EvalCase } from '../types.js';
import { evaluateCase } from './index.js';

const POLICY = { id: 'returns', text: 'Orders can be returned within 30 days of delivery for a full refund.' };
const SHIPPING = { id: 'shipping', text: 'Standard shipping takes 3 to 5 business days.' };
const ANSWER = 'Your boots arrived on 3 May. Orders can be returned within 30 days of delivery for a full refund.';
const said = (role: ConversationTurn['role']): ConversationTurn[] => [
  { role, content: 'My boots arrived on 3 May.' },
  { role: role === 'user' ? 'assistant' : 'user', content: 'Noted.' },
];
const conversation = (history: ConversationTurn[] | undefined): EvalCase => ({
  id: 'boots-return',
  question: 'Can I still return them?',
  golden: ['returns'],
  ...(history ? { history } : {}),
});
const answering = (answer = ANSWER, contexts = [POLICY, SHIPPING]) =>
  defineAdapter({ name: 'app', ask: async () => ({ answer, contexts }) });

let server: FakeOpenAIServer | undefined;
const dirs: string[] = [];
afterEach(async () => {
  await server?.close();
  server = undefined;
});
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe('what counts as evidence', () => {
  test('a claim the user stated in an earlier turn is supported; the same claim from an assistant turn is not', async () => {
    const judge = createHeuristicJudge();
    const user = await evaluateCase(conversation(said('user')), answering(), judge);
    const assistant = await evaluateCase(conversation(said('assistant')), answering(), judge);
    const alone = await evaluateCase(conversation(undefined), answering(), judge);
    expect(user.metrics.faithfulness).toBe(1);
    expect(user.verdict).toBe('pass');
    expect(assistant.metrics.faithfulness).toBe(0.5);
    expect(assistant.verdict).toBe('FIX generation (faithfulness)');
    expect(assistant.claims.find((c) => !c.supported)?.text).toMatch(/3 May/);
    expect(alone.metrics.faithfulness).toBe(assistant.metrics.faithfulness);
  });

  test('a number the user stated is not invented; one only an assistant turn stated is', async () => {
    const judge = createHeuristicJudge();
    const user = await evaluateCase(conversation(said('user')), answering(), judge);
    const assistant = await evaluateCase(conversation(said('assistant')), answering(), judge);
    expect(user.metrics.unsupported).toEqual([]);
    expect(assistant.metrics.unsupported).toHaveLength(1);
    expect(assistant.metrics.unsupported[0]).toMatch(/^3 May/);
  });

  test('the judge gets the user turns after the contexts and the whole history beside them', async () => {
    const inputs: JudgeInput[] = [];
    const judge: Judge = {
      name: 'spy',
      faithfulness: async (input) => {
        inputs.push(input);
        return { score: 1, claims: [] };
      },
    };
    const history = said('user');
    await evaluateCase(conversation(history), answering(), judge);
    await evaluateCase(conversation(undefined), answering(), judge);
    expect(inputs[0]?.contexts.map((c) => c.id)).toEqual(['returns', 'shipping', 'history:user#1']);
    expect(joinedContext(inputs[0]?.contexts ?? []).endsWith('\nMy boots arrived on 3 May.')).toBe(true);
    expect(inputs[0]?.history).toEqual(history);
    expect(inputs[1]?.contexts.map((c) => c.id)).toEqual(['returns', 'shipping']);
    expect(inputs[1]).not.toHaveProperty('history');
  });

  test('retrieval metrics read only what the app returned for the last question', async () => {
    const history: ConversationTurn[] = [{ role: 'user', content: POLICY.text }];
    const missed = await evaluateCase(conversation(history), answering(ANSWER, [SHIPPING]), createHeuristicJudge());
    expect(missed.retrieved).toEqual(['shipping']);
    expect(missed.metrics.contextRecall).toBe(0);
    expect(missed.metrics.hitAtK).toBe(0);
    expect(missed.verdict).toBe('FIX retrieval');
  });

  test('a case without history gives the result it gave before (and `history: []` is the same)', async () => {
    const judge = createHeuristicJudge();
    const strip = ({ durationMs: _, ...rest }: { durationMs: number }) => rest;
    const without = await evaluateCase(conversation(undefined), answering(), judge);
    const empty = await evaluateCase(conversation([]), answering(), judge);
    expect(strip(empty)).toEqual(strip(without));
  });
});

describe('the adapter receives the history', () => {
  test('function and recorded adapters get it in their input; a single question gets none', async () => {
    const inputs: AskInput[] = [];
    const spy = defineAdapter({
      ask: async (input) => {
        inputs.push(input);
        return { answer: ANSWER, contexts: [POLICY] };
      },
    });
    const history = said('user');
    await evaluateCase(conversation(history), spy, createHeuristicJudge());
    await evaluateCase(conversation(undefined), spy, createHeuristicJudge());
    expect(inputs[0]?.history).toEqual(history);
    expect(inputs[1]).not.toHaveProperty('history');
    const recorded = createRecordedAdapter({ corpus: [POLICY] });
    const recordedCase = { ...conversation(history), answer: ANSWER, contexts: [POLICY] };
    const result = await evaluateCase(recordedCase, recorded, createHeuristicJudge());
    expect(result.metrics.faithfulness).toBe(1);
    expect(result.verdict).toBe('pass');
  });

  test('the http adapter sends it in the request body', async () => {
    server = await startFakeOpenAIServer(() => ({ json: { answer: ANSWER, contexts: [POLICY] } }));
    const adapter = createHttpAdapter({ url: `${server.baseURL}/ask`, retries: 0 });
    const history = said('user');
    await evaluateCase(conversation(history), adapter, createHeuristicJudge());
    await evaluateCase(conversation(undefined), adapter, createHeuristicJudge());
    expect(server.requests[0]?.body).toEqual({ question: 'Can I still return them?', k: 3, history });
    expect(server.requests[1]?.body).toEqual({ question: 'Can I still return them?', k: 3 });
  });

  test('the openai adapter sends the turns as chat messages before the question with its context', async () => {
    server = await startFakeOpenAIServer(() => ({ content: ANSWER }));
    const adapter = createOpenAIAdapter({
      model: 'gpt-4o-mini',
      baseURL: server.baseURL,
      retriever: () => [POLICY],
      retries: 0,
    });
    await evaluateCase(conversation(said('user')), adapter, createHeuristicJudge());
    const messages = server.requests[0]?.body.messages as { role: string; content: string }[];
    expect(messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(messages[1]?.content).toBe('My boots arrived on 3 May.');
    expect(messages[3]?.content).toMatch(/Question: Can I still return them\?$/);
  });
});

describe('recordings of conversations', () => {
  async function recorder(answer: string): Promise<{ dir: string; app: RagAdapter; calls: () => number }> {
    const dir = await mkdtemp(join(tmpdir(), 'ragcheck-conversation-rec-'));
    dirs.push(dir);
    let calls = 0;
    // The same name as the replaying app: the adapter's name is part of a recording's fingerprint.
    const inner = defineAdapter({
      name: 'app',
      ask: async () => {
        calls++;
        return { answer, contexts: [POLICY] };
      },
    });
    return { dir, app: withRecording(inner, { dir, mode: 'record' }), calls: () => calls };
  }

  test('a changed history is a replay miss, never the answer recorded for the old one', async () => {
    const { dir, app } = await recorder(ANSWER);
    await evaluateCase(conversation(said('user')), app, createHeuristicJudge());
    const replay = withRecording(answering(), { dir, mode: 'replay' });
    const same = await evaluateCase(conversation(said('user')), replay, createHeuristicJudge());
    expect(same.answer).toBe(ANSWER);
    const changed = [{ role: 'user' as const, content: 'My sandals arrived on 9 June.' }];
    const miss = await evaluateCase(conversation(changed), replay, createHeuristicJudge());
    expect(miss.verdict).toBe('ERROR (adapter)');
    expect(miss.answer).toBeNull();
    expect(miss.error?.message).toMatch(/no recorded response .*conversation history needs a new recording/);
  });

  test('a case without history keeps the file name recordings had before conversations', async () => {
    const question = 'Can I still return them?';
    const committed = `boots-return.${createHash('sha256').update(question).digest('hex').slice(0, 12)}.json`;
    expect(recordingFileName('boots-return', question)).toBe(committed);
    expect(recordingFileName('boots-return', question, 0, [])).toBe(committed);
    expect(recordingFileName('boots-return', question, 0, said('user'))).not.toBe(committed);
    expect(recordingFileName('boots-return', question, 0, said('user'))).not.toBe(
      recordingFileName('boots-return', question, 0, said('assistant')),
    );
    const { dir, app } = await recorder(ANSWER);
    await evaluateCase(conversation(undefined), app, createHeuristicJudge());
    expect(await readdir(dir)).toEqual([committed]);
  });
});
