/**
 * The setup the two model judges (openai, minicheck) share: their option checks, and the client, redaction and
 * concurrency limit a judge on an OpenAI-compatible endpoint builds once.
 */
import type OpenAI from 'openai';
import { ConfigError, errorMessage, JudgeError } from '../../errors.js';
import {
  createRedactor,
  lazyOpenAIClient,
  type OpenAISdk,
  openAIBaseURLProblem,
  redactUrl,
  safeCause,
  sdkBaseURL,
  urlSecrets,
} from '../../http/index.js';
import { CACHE_MODES, type CacheMode } from '../cache.js';
import { createLimit } from '../limit.js';

/** The retry defaults of both model judges (docs/plugging-in.md). */
export const JUDGE_RETRY_DEFAULTS = { retries: 3, retryDelayMs: 500, maxRetryDelayMs: 8_000, maxRetryAfterMs: 10_000 };

// The SDK refuses to start without a key; servers that need none get this harmless placeholder.
const PLACEHOLDER_KEY = 'ragcheck-no-key';

/** `value` (or `fallback` when undefined) when it is an integer >= `min`; else a ConfigError naming the option. */
export function judgeInteger(where: string, name: string, value: number | undefined, fallback: number, min = 1) {
  if (value === undefined) return fallback;
  if (!Number.isSafeInteger(value) || value < min) {
    throw new ConfigError(`${where}: \`${name}\` must be an integer >= ${min} (got ${value})`);
  }
  return value;
}

/** The cache mode, or a ConfigError listing the modes. */
export function judgeCacheMode(where: string, mode: string): CacheMode {
  if (!(CACHE_MODES as readonly string[]).includes(mode)) {
    throw new ConfigError(
      `${where}: \`cache.mode\` must be one of ${CACHE_MODES.join(', ')} (got ${JSON.stringify(mode)})`,
    );
  }
  return mode as CacheMode;
}

/** Checks a base URL without ever echoing it: it may hold credentials or a key. */
export function checkJudgeBaseURL(where: string, baseURL: string): string {
  const problem = openAIBaseURLProblem(baseURL);
  if (problem) throw new ConfigError(`${where}: \`baseURL\` ${problem} (its value is not shown: it may hold a key).`);
  return baseURL;
}

/** What a model judge talks through: a lazily made client, the URL as shown, the redactor and the limit. */
export interface JudgeConnection {
  client: () => Promise<{ client: OpenAI; sdk: OpenAISdk }>;
  /** The base URL with any credentials replaced, for messages. */
  shownURL: string;
  /** Removes the key and URL secrets from a text. */
  redact: (text: string) => string;
  limit: ReturnType<typeof createLimit>;
}

/** The client (SDK retries off: the judge's own retry policy runs), redactor and limit of a model judge. */
export function connectJudge(options: {
  baseURL: string;
  apiKey: string | undefined;
  timeoutMs: number;
  concurrency: number;
}): JudgeConnection {
  const { baseURL, apiKey, timeoutMs, concurrency } = options;
  return {
    client: lazyOpenAIClient({
      apiKey: apiKey ?? PLACEHOLDER_KEY,
      ...sdkBaseURL(baseURL),
      maxRetries: 0,
      timeout: timeoutMs + 1_000,
    }),
    shownURL: redactUrl(baseURL),
    redact: createRedactor([apiKey, ...urlSecrets(baseURL)]),
    limit: createLimit(concurrency),
  };
}

/** What {@link withSlot} needs of a model judge: how to connect, how to name itself, its redactor and limit. */
export interface SlotOwner<C> {
  connect: () => Promise<C>;
  where: (caseId: string | undefined) => string;
  redact: (text: string) => string;
  limit: JudgeConnection['limit'];
}

/**
 * Runs `ask` on the judge's connection within its concurrency limit. A client the SDK refuses, or an abort while
 * waiting for a slot, is a JudgeError for the case.
 */
export async function withSlot<C, R>(
  judge: SlotOwner<C>,
  caseId: string | undefined,
  signal: AbortSignal | undefined,
  ask: (connection: C) => Promise<R>,
): Promise<R> {
  const { where, redact } = judge;
  // Outside the limit: a client the SDK refuses to make fails as it did when the judge made it at creation.
  const connection = await judge.connect().catch((error: unknown) => {
    throw new JudgeError(redact(`${where(caseId)}: ${errorMessage(error)}`), {
      caseId,
      cause: safeCause(error, redact),
    });
  });
  return judge
    .limit(() => ask(connection), signal)
    .catch((error: unknown) => {
      if (error instanceof JudgeError) throw error;
      throw new JudgeError(redact(`${where(caseId)}: aborted while waiting for a free judge slot: ${String(error)}`), {
        caseId,
      });
    });
}
