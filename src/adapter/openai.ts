import type OpenAI from 'openai';
import { AdapterError, ConfigError, errorMessage } from '../errors.js';
import {
  createRedactor,
  lazyOpenAIClient,
  type OpenAISdk,
  openAIBaseURLProblem,
  openAIRetryDecision,
  type RetryOptions,
  redactUrl,
  safeCause,
  sdkBaseURL,
  urlSecrets,
  withRetries,
} from '../http/index.js';
import type { Chunk } from '../types.js';
import { resolveCallOptions } from './call-options.js';
import { DEFAULT_REFUSAL } from './extractive.js';
import type { AskInput, AskOptions, RagAdapter } from './types.js';

/**
 * The course seed's "answer only from context" rule, as the system prompt: quote hard numbers, say you don't
 * know when the context is silent, state only the supported part when it is partial.
 */
export const ANSWER_ONLY_FROM_CONTEXT_PROMPT = [
  'You answer questions for a company using ONLY the numbered context passages in the user message.',
  '- When the context has the hard fact that answers (a number, price, deadline, code, date or name), quote it exactly as written. Do not round, convert or rewrite policy.',
  `- When the context is silent on the question, answer exactly: "${DEFAULT_REFUSAL}" and nothing else.`,
  '- When the context answers only part of the question, state only the supported part and say that the rest is not in the provided documents.',
  '- Never use outside knowledge and never guess. Answer in at most three sentences.',
].join('\n');

/** Anything that finds the chunks for a question: a BM25 index, the lexical adapter, your vector store. */
export interface Retriever {
  retrieve(input: AskInput, options: AskOptions): Chunk[] | Promise<Chunk[]>;
}
/** A retriever as a plain function. */
export type RetrieveFunction = (
  question: string,
  options: { k: number; signal: AbortSignal },
) => Chunk[] | Promise<Chunk[]>;

/**
 * The OpenAI adapter's options. The retry options ({@link RetryOptions}: connection errors, 408, 409, 429 and 5xx
 * are retried; the SDK's own retries are off, since they wait on Retry-After without a cap and cannot be aborted)
 * default to `retries` 2, `retryDelayMs` 500, `maxRetryDelayMs` 4000, `maxRetryAfterMs` 10000.
 */
export interface OpenAIAdapterOptions extends RetryOptions {
  /** Finds the context: `createBm25Index(corpus)`, a lexical adapter, or any `{ retrieve }` / function. */
  retriever: Retriever | RetrieveFunction;
  /** The chat model, e.g. `gpt-4o-mini`. */
  model: string;
  /**
   * An OpenAI-compatible endpoint ending in `/v1`.
   * @default process.env.OPENAI_BASE_URL, else https://api.openai.com/v1
   */
  baseURL?: string;
  /**
   * @default process.env.OPENAI_API_KEY (required for OpenAI's own endpoint only)
   */
  apiKey?: string;
  /**
   * Time allowed for one model call. Timeouts are not retried.
   * @default 60000
   */
  timeoutMs?: number;
  /** @default ANSWER_ONLY_FROM_CONTEXT_PROMPT */
  systemPrompt?: string;
  /** @default 0 */
  temperature?: number;
  /** Completion token limit; none by default. */
  maxTokens?: number;
  /** Shown in reports. @default `openai:<model>` */
  name?: string;
}

const OPENAI_BASE_URL = 'https://api.openai.com/v1';
const OPENAI_CALL_DEFAULTS = {
  timeoutMs: 60_000,
  retries: 2,
  retryDelayMs: 500,
  maxRetryDelayMs: 4_000,
  maxRetryAfterMs: 10_000,
};
const PLACEHOLDER_KEY = 'ragcheck-no-key';
const STATUS_HINTS: Record<number, string> = {
  401: 'the API key was rejected: check OPENAI_API_KEY (or `apiKey`)',
  403: 'the API key may not use this model',
  404: 'check the model name and that the base URL ends in /v1',
};

function toRetriever(retriever: OpenAIAdapterOptions['retriever']): Retriever['retrieve'] {
  if (typeof retriever === 'function') return (input, options) => retriever(input.question, options);
  if (retriever && typeof retriever.retrieve === 'function')
    return (input, options) => retriever.retrieve(input, options);
  throw new ConfigError(
    'createOpenAIAdapter: `retriever` must be a function or an object with `retrieve`, e.g. createBm25Index(corpus).',
  );
}

/** The user message: numbered passages with their ids and titles, then the question. */
export function formatContextPrompt(question: string, contexts: readonly Chunk[]): string {
  const passages = contexts.map((c, i) => `[${i + 1}] (id: ${c.id}${c.title ? `, ${c.title}` : ''})\n${c.text}`);
  return `Context:\n\n${passages.join('\n\n')}\n\nQuestion: ${question}`;
}

/**
 * A RAG app from a retriever and a chat model: retrieves the top `k` chunks, then asks the model to answer from
 * them only, with the "answer only from context" rule as the system prompt. When retrieval finds nothing it
 * refuses without calling the model. Failures (HTTP errors after retries, timeouts, an empty or non-JSON reply)
 * throw an `AdapterError` naming the model, endpoint and case; the API key never appears in a message.
 *
 * @example
 * const app = createOpenAIAdapter({ retriever: createBm25Index(corpus), model: 'gpt-4o-mini' });
 */
export function createOpenAIAdapter(options: OpenAIAdapterOptions): RagAdapter & {
  retrieve(input: AskInput, options: AskOptions): Promise<Chunk[]>;
} {
  const retrieve = toRetriever(options.retriever);
  if (typeof options.model !== 'string' || options.model.trim() === '') {
    throw new ConfigError('createOpenAIAdapter: `model` must be a model name such as "gpt-4o-mini".');
  }
  const { timeoutMs, policy } = resolveCallOptions(options, OPENAI_CALL_DEFAULTS, 'createOpenAIAdapter');
  const baseURL = options.baseURL ?? (process.env.OPENAI_BASE_URL?.trim() || OPENAI_BASE_URL);
  const problem = openAIBaseURLProblem(baseURL);
  if (problem) {
    const name = options.baseURL === undefined ? 'OPENAI_BASE_URL' : '`baseURL`';
    throw new ConfigError(`createOpenAIAdapter: ${name} ${problem} (its value is not shown: it may hold a key).`);
  }
  const apiKey = options.apiKey?.trim() || process.env.OPENAI_API_KEY?.trim() || undefined;
  if (!apiKey && new URL(baseURL).hostname === new URL(OPENAI_BASE_URL).hostname) {
    throw new ConfigError(
      `createOpenAIAdapter would call ${OPENAI_BASE_URL} without an API key. Set OPENAI_API_KEY (or \`apiKey\`), or point \`baseURL\` at a local OpenAI-compatible server.`,
    );
  }
  const redact = createRedactor([apiKey, ...urlSecrets(baseURL)]);
  const connect = lazyOpenAIClient({
    apiKey: apiKey ?? PLACEHOLDER_KEY,
    ...sdkBaseURL(baseURL),
    maxRetries: 0,
    timeout: timeoutMs,
  });
  const systemPrompt = options.systemPrompt ?? ANSWER_ONLY_FROM_CONTEXT_PROMPT;
  const where = `OpenAI adapter (model "${options.model}" at ${redactUrl(baseURL)})`;

  const describe = (error: unknown, attempts: number, sdk: OpenAISdk): string => {
    const { APIConnectionError, APIConnectionTimeoutError, APIError } = sdk;
    const tries = attempts > 1 ? ` after ${attempts} attempts` : '';
    if (error instanceof APIConnectionTimeoutError) {
      return `timed out after ${timeoutMs} ms. Raise \`timeoutMs\` or check the server.`;
    }
    if (error instanceof APIConnectionError) {
      const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
      return `cannot reach the server${cause}${tries}. Is it running, and does the base URL end in /v1?`;
    }
    if (error instanceof APIError && error.status !== undefined) {
      const hint = STATUS_HINTS[error.status] ?? (error.status === 429 ? 'rate limited: lower the concurrency' : '');
      return `HTTP ${error.message}${tries}${hint ? ` (${hint})` : ''}.`;
    }
    if (error instanceof SyntaxError)
      return `the reply is not JSON (${error.message}); is this an OpenAI-compatible API?`;
    return error instanceof Error ? error.message : String(error);
  };

  return {
    name: options.name ?? `openai:${options.model}`,
    retrieve: async (input, askOptions) => retrieve(input, askOptions),
    async ask(input, askOptions) {
      const { signal } = askOptions;
      // SDK errors are not kept as `cause`: only their redacted description leaves this function.
      const fail = (message: string, cause?: unknown) =>
        new AdapterError(redact(`${where}: ${message}`), { caseId: input.case?.id, cause: safeCause(cause, redact) });
      let contexts: Chunk[];
      try {
        contexts = await retrieve(input, askOptions);
      } catch (error) {
        throw fail(`the retriever failed: ${error instanceof Error ? error.message : String(error)}`, error);
      }
      if (contexts.length === 0) return { answer: DEFAULT_REFUSAL, contexts };
      let connection: Awaited<ReturnType<typeof connect>>;
      try {
        connection = await connect();
      } catch (error) {
        throw fail(errorMessage(error), error);
      }
      const { client, sdk } = connection;
      let attempts = 0;
      let completion: OpenAI.ChatCompletion;
      try {
        completion = await withRetries(
          (attempt) => {
            attempts = attempt + 1;
            return client.chat.completions.create(
              {
                model: options.model,
                temperature: options.temperature ?? 0,
                ...(options.maxTokens !== undefined ? { max_completion_tokens: options.maxTokens } : {}),
                messages: [
                  { role: 'system', content: systemPrompt },
                  // A conversation's earlier turns as they were said; the context comes with the last question.
                  ...(input.history ?? []).map((turn) => ({ role: turn.role, content: turn.content })),
                  { role: 'user', content: formatContextPrompt(input.question, contexts) },
                ],
              },
              { signal, timeout: timeoutMs, maxRetries: 0 },
            );
          },
          { decide: (error) => openAIRetryDecision(error, sdk), policy, signal },
        );
      } catch (error) {
        if (signal?.aborted || error instanceof sdk.APIUserAbortError) {
          throw fail('aborted before the model answered (the case ran out of time).');
        }
        throw fail(describe(error, attempts, sdk));
      }
      const choice = completion.choices?.[0];
      const answer = choice?.message?.content?.trim();
      if (choice?.message?.refusal) throw fail(`the model declined to answer: ${choice.message.refusal}`);
      if (!answer) {
        throw fail(`the reply has no answer text (finish_reason: ${choice?.finish_reason ?? 'none'}).`);
      }
      return { answer, contexts };
    },
  };
}
