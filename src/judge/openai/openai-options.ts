/**
 * The `openai` judge's options and their checks: each bad option is a `ConfigError` naming it, raised once at
 * creation, never per case.
 */
import { ConfigError } from '../../errors.js';
import { type RetryOptions, type RetryPolicy, resolveRetryPolicy } from '../../http/index.js';
import { type CacheMode, DEFAULT_CACHE_DIR } from '../cache.js';
import { checkJudgeBaseURL, JUDGE_RETRY_DEFAULTS, judgeCacheMode, judgeInteger } from './judge-setup.js';
import { DEFAULT_PRICES, type PriceTable } from './pricing.js';
import { type OpenAIJudgeChecks, type ResolvedReplyChecks, resolveReplyChecks } from './reply-checks.js';

export interface OpenAIJudgeCacheOptions {
  /** See {@link CacheMode}. */
  mode: CacheMode;
  /** @default 'fixtures/judge-cache' */
  dir?: string;
}

/**
 * The judge's options. The retry options ({@link RetryOptions}: 408/409/429/5xx and connection errors are retried)
 * default to `retries` 3, `retryDelayMs` 500, `maxRetryDelayMs` 8000, `maxRetryAfterMs` 10000; a wait that would
 * pass `timeoutMs` fails the call at once.
 */
export interface OpenAIJudgeOptions extends RetryOptions {
  /** The judge model, e.g. `gpt-4o-mini`, or the name a local server knows (`llama3.1:8b`). */
  model: string;
  /** An OpenAI-compatible API ending in `/v1`. @default OpenAI's */
  baseURL?: string;
  /**
   * Needed only when a live call would go to OpenAI's own endpoint; a local `baseURL` or replay needs none.
   * `createOpenAIJudgeFromEnv` reads it from `OPENAI_API_KEY`. It never appears in errors, results or cache files.
   */
  apiKey?: string;
  /** Judge calls in flight at once, per judge (one judge per process: total = workers x this). @default 4 */
  concurrency?: number;
  /**
   * Time one judge call may take from the moment it gets a concurrency slot, retries and the repair request
   * included; keep it under the case budget (`ragcheck eval --timeout`, 30 s by default) and the test timeout, so
   * a stuck judge is `ERROR (judge)` with the judge's own message, not a bare timeout.
   * @default 20000
   */
  timeoutMs?: number;
  /** Ask this many times and take the majority verdict per claim. @default 1 */
  samples?: number;
  /** `null` sends none (for models that only accept their default). @default 0 with one sample, 0.7 with several */
  temperature?: number | null;
  /** `max_completion_tokens` of each call. @default none (the model's limit) */
  maxTokens?: number;
  /** Record/replay. @default { mode: 'off' } */
  cache?: OpenAIJudgeCacheOptions;
  /** Prices per 1M tokens for the cost estimate. @default DEFAULT_PRICES */
  prices?: PriceTable;
  /**
   * How the reply is checked against the answer and the context (a failing reply gets one repair request, then
   * is `ERROR (judge)`). @default { claimOverlap: 0.5, answerCoverage: 0.5, evidenceMatch: 0.8 }
   */
  checks?: OpenAIJudgeChecks;
  /**
   * Score correctness against a case's `reference` in a call of its own (its own prompt and cache entry; the
   * faithfulness entries are untouched). With replay, each such case then needs its correctness answer recorded too;
   * `false` leaves `correctness` null, as before the judge scored it.
   * @default true
   */
  correctness?: boolean;
  /**
   * Score citation support (`citationSupport`): each cited sentence is judged against the chunks it cites, those
   * alone, with the faithfulness prompt, in a call of its own per sentence and set of cited chunks (its own cache
   * entry; the faithfulness entries are untouched). With replay, each answer with markers then needs its citation
   * answers recorded too; `false` leaves `citationSupport` null, as before the judge scored it.
   * @default true
   */
  citation?: boolean;
}

export const DEFAULT_BASE_URL = 'https://api.openai.com/v1';
export const WHERE = 'createOpenAIJudge';

/** The options after their checks: what every call of the judge reads. */
export interface OpenAISettings {
  model: string;
  baseURL: string;
  apiKey: string | undefined;
  concurrency: number;
  timeoutMs: number;
  policy: RetryPolicy;
  samples: number;
  maxTokens: number | undefined;
  /** `null` sends none. */
  temperature: number | null;
  mode: CacheMode;
  dir: string;
  prices: PriceTable;
  checks: ResolvedReplyChecks;
  correctness: boolean;
  citation: boolean;
}

function isOpenAIEndpoint(baseURL: string | undefined): boolean {
  if (baseURL === undefined) return true;
  return new URL(checkJudgeBaseURL(WHERE, baseURL)).hostname === 'api.openai.com';
}

function resolveTemperature(temperature: number | null | undefined, samples: number): number | null {
  const value = temperature === undefined ? (samples > 1 ? 0.7 : 0) : temperature;
  if (value !== null && (typeof value !== 'number' || !(value >= 0 && value <= 2))) {
    throw new ConfigError(`${WHERE}: \`temperature\` must be between 0 and 2, or null to send none (got ${value})`);
  }
  if (samples > 1 && value === 0) {
    throw new ConfigError(
      `${WHERE}: \`temperature\` must be above 0 when \`samples\` > 1 (identical samples measure nothing): raise it, e.g. 0.7, or leave it unset`,
    );
  }
  return value;
}

/**
 * Checks the options and fills in the defaults. A live call to OpenAI's endpoint without `apiKey` is a
 * `ConfigError` here, once, not an error per case.
 */
export function resolveOpenAISettings(options: OpenAIJudgeOptions): OpenAISettings {
  if (typeof options?.model !== 'string' || options.model.trim() === '') {
    throw new ConfigError(`${WHERE}: \`model\` must name the judge model, e.g. "gpt-4o-mini" (RAGCHECK_JUDGE_MODEL)`);
  }
  const concurrency = judgeInteger(WHERE, 'concurrency', options.concurrency, 4);
  const timeoutMs = judgeInteger(WHERE, 'timeoutMs', options.timeoutMs, 20_000);
  const policy = resolveRetryPolicy(options, JUDGE_RETRY_DEFAULTS, WHERE);
  const samples = judgeInteger(WHERE, 'samples', options.samples, 1);
  const maxTokens =
    options.maxTokens === undefined ? undefined : judgeInteger(WHERE, 'maxTokens', options.maxTokens, 0);
  const temperature = resolveTemperature(options.temperature, samples);
  const mode = judgeCacheMode(WHERE, options.cache?.mode ?? 'off');
  const checks = resolveReplyChecks(options.checks);
  const apiKey = options.apiKey?.trim() || undefined;
  // Checked whatever the key and mode: a base URL holding credentials is a ConfigError before any call.
  const callsOpenAI = isOpenAIEndpoint(options.baseURL);
  if (!apiKey && mode !== 'replay' && callsOpenAI) {
    throw new ConfigError(
      `The OpenAI judge would call ${DEFAULT_BASE_URL} (cache mode "${mode}") but has no API key. Set OPENAI_API_KEY (or \`apiKey\`), point OPENAI_BASE_URL at a local server, or replay recorded answers with RAGCHECK_CACHE=replay.`,
    );
  }
  return {
    model: options.model,
    baseURL: options.baseURL ?? DEFAULT_BASE_URL,
    apiKey,
    concurrency,
    timeoutMs,
    policy,
    samples,
    maxTokens,
    temperature,
    mode,
    dir: options.cache?.dir ?? DEFAULT_CACHE_DIR,
    prices: options.prices ?? DEFAULT_PRICES,
    checks,
    correctness: options.correctness !== false,
    citation: options.citation !== false,
  };
}
