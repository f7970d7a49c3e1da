/**
 * The `openai` SDK, imported when an OpenAI judge or adapter first calls a model rather than when ragcheck is
 * imported: a run with the heuristic judge and recorded answers never loads its ~190 modules (import cost:
 * docs/research/benchmarks.md). Types come from `import type`, which costs nothing at run time.
 */
import type OpenAI from 'openai';
import type { ClientOptions } from 'openai';
import { isTransientStatus, type RetryDecision } from './retry.js';
import { parseRetryAfter } from './retry-after.js';

/** The `openai` module: the client class (`default`) and the error classes calls are told apart by. */
export type OpenAISdk = typeof import('openai');

let loading: Promise<OpenAISdk> | undefined;

/** Imports the SDK once per process. */
export function loadOpenAI(): Promise<OpenAISdk> {
  loading ??= import('openai');
  return loading;
}

// The SDK's own advice (`dangerouslyAllowBrowser`) is not an option of ours: a ragcheck eval runs in Node.
const BROWSER_CHECK = /browser-like environment/;

/**
 * Why the SDK would not load or make a client, and what to do, without a prefix: the adapter and the judge put
 * their own in front. The SDK refuses to run where `window`, `document` and `navigator` exist (jsdom, happy-dom).
 */
function describeClientFailure(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  if (BROWSER_CHECK.test(message)) {
    return "the openai SDK will not make a client in a browser-like environment (window, document and navigator are defined, as under Vitest's jsdom or happy-dom). Run this eval in Vitest's node environment: add `// @vitest-environment node` at the top of its test file, or set `environment: 'node'` for it in the Vitest config.";
  }
  return `the openai SDK could not make a client: ${message.trim()}. Check that the \`openai\` package is installed once, at a supported version (npm ls openai), and that nothing in the test environment replaces Node's globals (fetch).`;
}

/**
 * A client with these options, made on the first call of the returned function (the same one after that). When
 * the SDK does not load or refuses the client, every call rejects with an `Error` saying why
 * ({@link describeClientFailure}) and the SDK's error as `cause`.
 */
export function lazyOpenAIClient(options: ClientOptions): () => Promise<{ client: OpenAI; sdk: OpenAISdk }> {
  let made: Promise<{ client: OpenAI; sdk: OpenAISdk }> | undefined;
  return () => {
    made ??= loadOpenAI()
      .then((sdk) => ({ client: new sdk.default(options), sdk }))
      .catch((error: unknown) => {
        throw new Error(describeClientFailure(error), { cause: error });
      });
    return made;
  };
}

/**
 * Whether a failed OpenAI SDK call is worth another attempt: connection failures and 408/409/429/5xx are (with the
 * server's Retry-After), a timeout and an abort are not. Both OpenAI clients (the adapter and the judges) set the
 * SDK's timeout to at least the whole call's budget, so when it fires no time is left for another attempt.
 */
export function openAIRetryDecision(error: unknown, sdk: OpenAISdk): RetryDecision {
  const { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } = sdk;
  if (error instanceof APIConnectionTimeoutError || error instanceof APIUserAbortError) return { retry: false };
  if (error instanceof APIConnectionError) return { retry: true };
  if (error instanceof APIError && error.status !== undefined && isTransientStatus(error.status)) {
    return { retry: true, afterMs: parseRetryAfter(error.headers) };
  }
  return { retry: false };
}
