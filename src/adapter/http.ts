import { z } from 'zod';
import { AdapterError, ConfigError, RagcheckError } from '../errors.js';
import {
  createRedactor,
  parseRetryAfter,
  type RetryDecision,
  type RetryOptions,
  redactUrl,
  safeCause,
  urlProblem,
  urlSecrets,
  withRetries,
} from '../http/index.js';
import { type Chunk, ChunkSchema, RagResponseSchema } from '../types.js';
import { resolveCallOptions } from './call-options.js';
import { markRemoteApp } from './fingerprint.js';
import type { AskInput, RagAdapter } from './types.js';

/**
 * The HTTP adapter's options. The retry options ({@link RetryOptions}: connection errors, 429, 502, 503 and 504 are
 * retried) default to `retries` 2, `retryDelayMs` 250, `maxRetryDelayMs` 4000, `maxRetryAfterMs` 10000.
 */
export interface HttpAdapterOptions extends RetryOptions {
  /** The endpoint that answers a question, e.g. `http://127.0.0.1:8787/ask`. */
  url: string | URL;
  /**
   * Time allowed for one attempt, response body included. Timeouts are not retried.
   * @default 30000
   */
  timeoutMs?: number;
  /** Extra request headers (e.g. `Authorization`). Their values never appear in errors or logs. */
  headers?: Record<string, string>;
  /**
   * Builds the JSON body from the question. A case with `history` adds the earlier turns, oldest first.
   * @default ({ question, history }, { k }) => ({ question, k, history? })
   */
  toRequest?: (input: AskInput, options: { k: number }) => unknown;
  /**
   * Maps the service's JSON to `{ answer, contexts: [{ id, text, title?, source? }] }`, which is then validated.
   * @default the body as is
   */
  fromResponse?: (body: unknown, input: AskInput) => unknown;
  /**
   * Shown in reports.
   * @default 'http'
   */
  name?: string;
}

// A RAG service's 500 is a bug to show at once; these are the statuses a healthy service answers under load.
const RETRYABLE_STATUS = new Set([429, 502, 503, 504]);
const HTTP_CALL_DEFAULTS = {
  timeoutMs: 30_000,
  retries: 2,
  retryDelayMs: 250,
  maxRetryDelayMs: 4_000,
  maxRetryAfterMs: 10_000,
};
/** A chunk's own fields; a service's extras (a score) are dropped. */
const CHUNK_FIELDS = z.object(ChunkSchema.shape);
const SNIPPET_CHARS = 200;

/** A response from the service that is retried when its status is transient. */
class HttpStatusFailure extends RagcheckError {
  override name = 'HttpStatusFailure' as const;
  constructor(
    readonly status: number,
    readonly retryAfterMs: number | undefined,
    message: string,
  ) {
    super(message);
  }
}

const AUTH_SCHEMES = new Set(['bearer', 'basic', 'digest', 'token', 'apikey']);

/** Each header value, and each word of it but an auth scheme ("Bearer"), so a token echoed alone is caught too. */
function headerSecrets(values: readonly string[]): string[] {
  return values.flatMap((value) => [
    value,
    ...value.split(/\s+/).filter((word) => !AUTH_SCHEMES.has(word.toLowerCase())),
  ]);
}

/**
 * Credentials in the URL (`http://user:password@host/ask`) become a Basic `Authorization` header, which is what
 * they mean (fetch refuses a URL that carries them); the URL keeps no credentials.
 */
function moveCredentials(url: URL, headers: Record<string, string>): Record<string, string> {
  if (!url.username && !url.password) return headers;
  const user = decodeURIComponent(url.username);
  const password = decodeURIComponent(url.password);
  url.username = '';
  url.password = '';
  if (Object.keys(headers).some((name) => name.toLowerCase() === 'authorization')) return headers;
  return { ...headers, authorization: `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}` };
}

/** `contexts[1].text` from a zod issue path. */
function fieldPath(path: readonly PropertyKey[]): string {
  return path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? String(p) : `.${String(p)}`)).join('');
}

function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.length > 0 ? fieldPath(issue.path) : '(body)'}: ${issue.message}`)
    .join('; ');
}

function connectionReason(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown; message?: unknown } }).cause;
  if (typeof cause?.code === 'string') return cause.code;
  if (typeof cause?.message === 'string') return cause.message;
  return error instanceof Error ? error.message : String(error);
}

/**
 * An adapter for a RAG app running as an HTTP service. Each question is a `POST` of JSON, by default
 * `{ "question": "...", "k": 3 }`, answered by `{ "answer": "...", "contexts": [{ "id", "text", "title"?,
 * "source"? }] }` (contexts in rank order); `toRequest` / `fromResponse` adapt other shapes. The response is
 * validated; connection errors, 429 (honouring `Retry-After`), 502, 503 and 504 are retried with backoff, so the
 * endpoint must be safe to call twice. Failures throw an `AdapterError` naming the status, the URL (query values
 * removed) and the field at fault; header values are never included.
 *
 * @example
 * const app = createHttpAdapter({
 *   url: 'http://127.0.0.1:8787/ask',
 *   headers: { Authorization: `Bearer ${process.env.RAG_TOKEN}` },
 * });
 */
export function createHttpAdapter(options: HttpAdapterOptions): RagAdapter {
  const problem = urlProblem(String(options.url));
  if (problem)
    throw new ConfigError(
      `createHttpAdapter: \`url\` ${problem.replace('11434/v1', '8787/ask')} (its value is not shown: it may hold a key).`,
    );
  const url = new URL(options.url);
  const secrets = [...urlSecrets(url), ...headerSecrets(Object.values(options.headers ?? {}))];
  const userHeaders = moveCredentials(url, options.headers ?? {});
  const { timeoutMs, policy } = resolveCallOptions(options, HTTP_CALL_DEFAULTS, 'createHttpAdapter');
  const name = options.name ?? 'http';
  const where = `POST ${redactUrl(url)}`;
  const redact = createRedactor(secrets);
  const snippet = (text: string) => {
    const flat = redact(text).replace(/\s+/g, ' ').trim();
    return flat.length > SNIPPET_CHARS ? `${flat.slice(0, SNIPPET_CHARS)}...` : flat;
  };
  const headers = { 'content-type': 'application/json', accept: 'application/json', ...userHeaders };
  const toRequest =
    options.toRequest ??
    ((input, { k }) => ({ question: input.question, k, ...(input.history ? { history: input.history } : {}) }));

  const decide = (error: unknown): RetryDecision => {
    if (error instanceof HttpStatusFailure) {
      return RETRYABLE_STATUS.has(error.status) ? { retry: true, afterMs: error.retryAfterMs } : { retry: false };
    }
    return { retry: !(error instanceof AdapterError) };
  };

  // No code of the app is imported: a recording's fingerprint cannot see it (withRecording says so once).
  return markRemoteApp({
    name,
    async ask(input, { k, signal }) {
      const caseId = input.case?.id;
      const fail = (message: string, cause?: unknown) =>
        new AdapterError(redact(`${where}: ${message}`), { caseId, cause: safeCause(cause, redact) });
      const body = JSON.stringify(toRequest(input, { k }));
      const attempts = policy.retries + 1;
      let text: string;
      try {
        text = await withRetries(
          async (attempt) => {
            const tries = (retryable: boolean) =>
              attempts > 1 && (retryable || attempt > 0) ? ` (attempt ${attempt + 1} of ${attempts})` : '';
            const timeout = AbortSignal.timeout(timeoutMs);
            try {
              const response = await fetch(url, {
                method: 'POST',
                headers,
                body,
                signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
              });
              const responseText = await response.text();
              if (response.ok) return responseText;
              const retryAfterMs = parseRetryAfter(response.headers);
              const wait =
                retryAfterMs !== undefined && retryAfterMs > policy.maxRetryAfterMs
                  ? ` The service asked to retry after ${Math.round(retryAfterMs)} ms, more than \`maxRetryAfterMs\` (${policy.maxRetryAfterMs}).`
                  : '';
              throw new HttpStatusFailure(
                response.status,
                retryAfterMs,
                `the service answered ${response.status} ${response.statusText}${tries(RETRYABLE_STATUS.has(response.status))}: ${snippet(responseText) || '(empty body)'}.${wait}`,
              );
            } catch (error) {
              if (error instanceof HttpStatusFailure || signal?.aborted) throw error;
              if (timeout.aborted)
                throw fail(`timed out after ${timeoutMs} ms. Raise \`timeoutMs\` or check the service.`);
              throw new Error(
                `cannot reach the service (${connectionReason(error)})${tries(true)}. Is it running at that address?`,
              );
            }
          },
          { decide, policy, signal },
        );
      } catch (error) {
        if (signal?.aborted)
          throw fail('aborted before the service answered (the case ran out of time).', signal.reason);
        if (error instanceof AdapterError) throw error;
        throw fail(error instanceof Error ? error.message : String(error));
      }
      return parseResponse(text, input, { fail, snippet, fromResponse: options.fromResponse });
    },
  });
}

function parseResponse(
  text: string,
  input: AskInput,
  helpers: {
    fail: (message: string, cause?: unknown) => AdapterError;
    snippet: (text: string) => string;
    fromResponse: HttpAdapterOptions['fromResponse'];
  },
): { answer: string; contexts: Chunk[] } {
  const { fail, snippet, fromResponse } = helpers;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    // No cause: a SyntaxError quotes the body unredacted.
    throw fail(`the response is not JSON: "${snippet(text) || '(empty body)'}". The service must answer JSON.`);
  }
  let mapped: unknown = json;
  if (fromResponse) {
    try {
      mapped = fromResponse(json, input);
    } catch (error) {
      throw fail(`\`fromResponse\` threw: ${error instanceof Error ? error.message : String(error)}`, error);
    }
  }
  const parsed = RagResponseSchema.safeParse(mapped);
  if (!parsed.success) {
    throw fail(
      `the response does not have the expected shape { answer: string, contexts: [{ id, text, title?, source? }] }: ${describeIssues(parsed.error)}. ${fromResponse ? 'Fix `fromResponse`' : 'Map your service’s shape with `fromResponse`'}.`,
    );
  }
  return { answer: parsed.data.answer, contexts: parsed.data.contexts.map((c) => CHUNK_FIELDS.parse(c)) };
}
