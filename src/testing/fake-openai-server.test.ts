import OpenAI, { APIConnectionError, APIUserAbortError, RateLimitError } from 'openai';
import { afterEach, describe, expect, test } from 'vitest';
import { type FakeOpenAIServer, startFakeOpenAIServer } from './fake-openai-server.js';

let server: FakeOpenAIServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

function client(baseURL: string) {
  return new OpenAI({ baseURL, apiKey: 'fake-key', maxRetries: 0 });
}
const ask = (c: OpenAI, model = 'm') =>
  c.chat.completions.create({ model, messages: [{ role: 'user', content: 'hi' }] });

describe('startFakeOpenAIServer', () => {
  test('answers the real SDK with a scripted chat completion and records the request', async () => {
    server = await startFakeOpenAIServer(() => ({
      content: { ok: true },
      finishReason: 'length',
      usage: { prompt_tokens: 7, completion_tokens: 3, total_tokens: 10 },
    }));
    const completion = await ask(client(server.baseURL), 'judge-model');
    expect(completion.choices[0]?.message.content).toBe('{"ok":true}');
    expect(completion.choices[0]?.finish_reason).toBe('length');
    expect(completion.usage?.total_tokens).toBe(10);
    expect(completion.model).toBe('judge-model');
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]?.path).toBe('/v1/chat/completions');
    expect(server.requests[0]?.headers.authorization).toBe('Bearer fake-key');
    expect((server.requests[0]!.body as { messages: unknown[] }).messages).toHaveLength(1);
  });

  test('passes the body and the request index to the handler, and plays a list of responses in order', async () => {
    const seen: Array<[string, number]> = [];
    server = await startFakeOpenAIServer((body, i) => {
      seen.push([body.model, i]);
      return { content: `reply ${i}` };
    });
    const c = client(server.baseURL);
    await ask(c, 'a');
    await ask(c, 'b');
    expect(seen).toEqual([
      ['a', 0],
      ['b', 1],
    ]);
    await server.close();

    server = await startFakeOpenAIServer([{ content: 'first' }, { content: 'then always' }]);
    const c2 = client(server.baseURL);
    const replies = [];
    for (let i = 0; i < 3; i++) replies.push((await ask(c2)).choices[0]?.message.content);
    expect(replies).toEqual(['first', 'then always', 'then always']);
  });

  test('sends a status with headers, which the SDK turns into its typed error', async () => {
    server = await startFakeOpenAIServer([
      { status: 429, headers: { 'retry-after': '2' }, json: { error: { message: 'slow down' } } },
    ]);
    const error = await ask(client(server.baseURL)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RateLimitError);
    expect((error as RateLimitError).headers.get('retry-after')).toBe('2');
    expect((error as RateLimitError).message).toContain('slow down');
  });

  test('sends a raw body as is', async () => {
    server = await startFakeOpenAIServer([{ body: '<html>gateway</html>', headers: { 'content-type': 'text/html' } }]);
    const response = await client(server.baseURL)
      .chat.completions.create({ model: 'm', messages: [{ role: 'user', content: 'hi' }] })
      .asResponse();
    expect(await response.text()).toBe('<html>gateway</html>');
  });

  test('counts requests in flight and stops a delayed answer when the client goes away', async () => {
    server = await startFakeOpenAIServer(() => ({ delayMs: 5_000 }));
    const controller = new AbortController();
    const c = client(server.baseURL);
    const calls = [1, 2, 3].map(() =>
      c.chat.completions
        .create({ model: 'm', messages: [{ role: 'user', content: 'hi' }] }, { signal: controller.signal })
        .catch((e: unknown) => e),
    );
    while (server.requests.length < 3) await new Promise((r) => setTimeout(r, 5));
    expect(server.inFlight).toBe(3);
    const started = Date.now();
    controller.abort();
    const errors = await Promise.all(calls);
    for (const error of errors) expect(error).toBeInstanceOf(APIUserAbortError);
    while (server.inFlight > 0) await new Promise((r) => setTimeout(r, 5));
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(server.maxInFlight).toBe(3);
  });

  test('drops the connection without an answer when asked to', async () => {
    server = await startFakeOpenAIServer([{ destroy: true }]);
    await expect(ask(client(server.baseURL))).rejects.toBeInstanceOf(APIConnectionError);
  });
});
