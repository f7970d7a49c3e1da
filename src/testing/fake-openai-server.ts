/**
 * A small OpenAI-compatible HTTP server for tests: a real node:http server on 127.0.0.1 that the real `openai`
 * SDK talks to through `baseURL`. Every response is scripted per request, so tests can play rate limits, server
 * errors, latency, malformed bodies and odd completions, and count requests in flight. Exported to users as
 * `ragcheck/testing`, for testing their own apps and adapters the same way.
 */
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Token usage in the wire format (`usage` of a chat completion). */
export interface FakeUsage {
  prompt_tokens: number;
  completion_tokens: number;
  total_tokens: number;
}

/** What the server answers to one request. Every field is optional: `{}` is a 200 with an empty completion. */
export interface FakeResponse {
  /** @default 200 */
  status?: number;
  headers?: Record<string, string>;
  /** Wait this long before answering; cut short when the client disconnects. @default 0 */
  delayMs?: number;
  /** A raw body sent as is (wins over `json` and the completion fields). */
  body?: string;
  /** A JSON body (wins over the completion fields). */
  json?: unknown;
  /** Close the connection without any response (the client sees a connection error). */
  destroy?: boolean;
  /** Shorthand for a chat completion: the message content (an object is JSON-encoded). */
  content?: string | object | null;
  /** @default 'stop' */
  finishReason?: 'stop' | 'length' | 'content_filter' | 'tool_calls';
  /** `null` leaves usage out. @default { prompt_tokens: 100, completion_tokens: 20, total_tokens: 120 } */
  usage?: FakeUsage | null;
  /** The model the completion names. @default the request's model */
  model?: string;
  /** The message's `refusal` field (a model declining for safety reasons). */
  refusal?: string;
  /** The message's `tool_calls`, in the wire format. */
  toolCalls?: unknown[];
}

/** One request the server received. */
export interface FakeRequest {
  /** 0-based, in arrival order. */
  index: number;
  method: string;
  /** Path and query, e.g. `/v1/chat/completions`. */
  path: string;
  headers: IncomingHttpHeaders;
  /** The body parsed as JSON, or the raw text when it is not JSON. */
  // biome-ignore lint/suspicious/noExplicitAny: request bodies are whatever the client sent; tests read fields freely
  body: any;
}

/** Decides the response to one request from its parsed body and its 0-based index. */
export type FakeHandler = (
  // biome-ignore lint/suspicious/noExplicitAny: request bodies are whatever the client sent; tests read fields freely
  body: any,
  requestIndex: number,
  request: FakeRequest,
) => FakeResponse | Promise<FakeResponse>;

/**
 * An OpenAI-compatible server on 127.0.0.1 that answers as a test tells it, for testing a model judge or adapter
 * against a real socket.
 */
export interface FakeOpenAIServer {
  /** The base URL to give the SDK, ending in `/v1`. */
  readonly baseURL: string;
  /** Every request received so far. */
  readonly requests: readonly FakeRequest[];
  /** Requests being answered right now. */
  readonly inFlight: number;
  /** The most requests ever in flight at once. */
  readonly maxInFlight: number;
  /** Stops the server, dropping open connections. */
  close(): Promise<void>;
}

const DEFAULT_USAGE: FakeUsage = { prompt_tokens: 100, completion_tokens: 20, total_tokens: 120 };

/**
 * A chat completion body in the wire format, as OpenAI returns it.
 *
 * @example
 * chatCompletion({ content: { claims: [] }, finishReason: 'length' })
 */
export function chatCompletion(spec: FakeResponse = {}, requestModel?: string): Record<string, unknown> {
  const content =
    spec.content === undefined || spec.content === null
      ? (spec.content ?? '')
      : typeof spec.content === 'string'
        ? spec.content
        : JSON.stringify(spec.content);
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: spec.model ?? requestModel ?? 'fake-model',
    choices: [
      {
        index: 0,
        message: {
          role: 'assistant',
          content,
          refusal: spec.refusal ?? null,
          ...(spec.toolCalls ? { tool_calls: spec.toolCalls } : {}),
        },
        finish_reason: spec.finishReason ?? 'stop',
        logprobs: null,
      },
    ],
    ...(spec.usage === null ? {} : { usage: spec.usage ?? DEFAULT_USAGE }),
  };
}

function parseBody(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function waitOrClose(ms: number, res: ServerResponse): Promise<boolean> {
  if (ms <= 0) return Promise.resolve(!res.destroyed);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      res.off('close', onClose);
      resolve(!res.destroyed);
    }, ms);
    const onClose = () => {
      clearTimeout(timer);
      resolve(false);
    };
    res.once('close', onClose);
  });
}

/**
 * Starts a fake OpenAI-compatible server on 127.0.0.1 (a free port). Give it a handler, or a list of responses
 * served in order (the last one repeats).
 *
 * @example
 * const server = await startFakeOpenAIServer((body, i) =>
 *   i === 0 ? { status: 429, headers: { 'retry-after-ms': '10' } } : { content: { refusal: false, claims: [] } },
 * );
 * const client = new OpenAI({ baseURL: server.baseURL, apiKey: 'test', maxRetries: 0 });
 * // ...
 * await server.close();
 */
export async function startFakeOpenAIServer(handler: FakeHandler | readonly FakeResponse[]): Promise<FakeOpenAIServer> {
  const respond: FakeHandler =
    typeof handler === 'function' ? handler : (_body, i) => handler[Math.min(i, handler.length - 1)] ?? {};
  const requests: FakeRequest[] = [];
  let inFlight = 0;
  let maxInFlight = 0;

  const server = createServer(async (req, res) => {
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      inFlight--;
    };
    res.once('close', finish);
    try {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const request: FakeRequest = {
        index: requests.length,
        method: req.method ?? 'GET',
        path: req.url ?? '/',
        headers: req.headers,
        body: parseBody(Buffer.concat(chunks).toString('utf8')),
      };
      requests.push(request);
      const spec = await respond(request.body, request.index, request);
      if (!(await waitOrClose(spec.delayMs ?? 0, res))) return;
      if (spec.destroy) {
        res.destroy();
        return;
      }
      const requestModel = (request.body as { model?: unknown } | undefined)?.model;
      const text =
        spec.body ??
        JSON.stringify(
          spec.json !== undefined
            ? spec.json
            : chatCompletion(spec, typeof requestModel === 'string' ? requestModel : undefined),
        );
      const headers: Record<string, string> = { 'content-type': 'application/json', ...spec.headers };
      res.writeHead(spec.status ?? 200, headers);
      res.end(text);
    } catch (error) {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: `fake server handler threw: ${String(error)}` } }));
    }
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    get inFlight() {
      return inFlight;
    },
    get maxInFlight() {
      return maxInFlight;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
