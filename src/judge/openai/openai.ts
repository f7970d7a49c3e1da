/**
 * The LLM judge: one chat completion per answered case (per sample) on the `openai` SDK, against OpenAI or any
 * OpenAI-compatible endpoint (gateways, Ollama, vLLM, LM Studio). The model lists the answer's atomic claims with
 * verdicts as structured output; the output is checked, not trusted, and the score is computed here.
 */
import type OpenAI from 'openai';
import type { ChatCompletionCreateParamsNonStreaming } from 'openai/resources/chat/completions';
import { ConfigError, errorMessage, JudgeError } from '../../errors.js';
import { type OpenAISdk, type RetryOptions, resolveRetryPolicy, safeCause } from '../../http/index.js';
import { unsupportedTokens } from '../../metrics/index.js';
import type { Claim, TokenUsage } from '../../types.js';
import {
  type CacheMode,
  createCacheEntry,
  DEFAULT_CACHE_DIR,
  judgeCacheKey,
  readCacheEntry,
  writeCacheEntry,
} from '../cache.js';
import type { Judge, JudgeCallOptions, JudgeInput, JudgeResult } from '../types.js';
import { judgeVersion } from '../version.js';
import { checkJudgeBaseURL, connectJudge, JUDGE_RETRY_DEFAULTS, judgeCacheMode, judgeInteger } from './judge-setup.js';
import { combineSamples, judgementScore } from './openai-samples.js';
import { type ChatReply, createDeadline, type Deadline, sendChat, type TransportOptions } from './openai-transport.js';
import { addUsage, DEFAULT_PRICES, type PriceTable, withCost } from './pricing.js';
import {
  buildJudgeMessages,
  buildRepairMessages,
  checkJudgement,
  JUDGE_PROMPT_VERSION,
  JUDGEMENT_SCHEMA_VERSION,
  type Judgement,
  type JudgementCheck,
  JudgementSchema,
} from './prompt.js';
import { type OpenAIJudgeChecks, resolveReplyChecks } from './reply-checks.js';

/** The SDK's client and what the judge's requests need from the SDK, made on the first live call. */
interface Connection {
  client: OpenAI;
  sdk: OpenAISdk;
  responseFormat: NonNullable<ChatCompletionCreateParamsNonStreaming['response_format']>;
}

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
}

/** The OpenAI judge: a {@link Judge} that also tells which cache entries a case needs. */
export interface OpenAIJudge extends Judge {
  readonly name: 'openai';
  /** Its `refusal` decides `metrics.refused` (the lexical rule's reading is kept beside it). */
  readonly decidesRefusal: true;
  readonly model: string;
  readonly cache: { mode: CacheMode; dir: string };
  /** The cache keys judging `input` uses, one per sample (for `cacheStatus` and `cachePrune`). */
  cacheKeys(input: Pick<JudgeInput, 'question' | 'context' | 'answer'>): string[];
}

const DEFAULT_BASE_URL = 'https://api.openai.com/v1';
const WHERE = 'createOpenAIJudge';

function isOpenAIEndpoint(baseURL: string | undefined): boolean {
  if (baseURL === undefined) return true;
  return new URL(checkJudgeBaseURL(WHERE, baseURL)).hostname === 'api.openai.com';
}

function toClaims(judgement: Judgement, context: string): Claim[] {
  return judgement.claims.map((c) => {
    const supported = c.verdict === 'supported';
    const tokens = supported ? [] : unsupportedTokens(c.claim, context);
    return {
      text: c.claim,
      supported,
      verdict: c.verdict,
      support: supported ? 1 : 0,
      missing: supported ? [] : tokens.length > 0 ? tokens : [c.evidence.trim() || `${c.verdict} by the context`],
      evidence: c.evidence,
    };
  });
}

/**
 * Creates the LLM judge. A live call to OpenAI's endpoint without `apiKey` is a `ConfigError` here, once, not an
 * error per case. A bad option is a `ConfigError` naming the option.
 *
 * @example
 * const judge = createOpenAIJudge({ model: 'gpt-4o-mini', apiKey: process.env.OPENAI_API_KEY, cache: { mode: 'record' } });
 * const { score, claims } = await judge.judge({ question, answer, context, contexts });
 */
export function createOpenAIJudge(options: OpenAIJudgeOptions): OpenAIJudge {
  if (typeof options?.model !== 'string' || options.model.trim() === '') {
    throw new ConfigError(`${WHERE}: \`model\` must name the judge model, e.g. "gpt-4o-mini" (RAGCHECK_JUDGE_MODEL)`);
  }
  const model = options.model;
  const concurrency = judgeInteger(WHERE, 'concurrency', options.concurrency, 4);
  const timeoutMs = judgeInteger(WHERE, 'timeoutMs', options.timeoutMs, 20_000);
  const policy = resolveRetryPolicy(options, JUDGE_RETRY_DEFAULTS, WHERE);
  const samples = judgeInteger(WHERE, 'samples', options.samples, 1);
  const maxTokens =
    options.maxTokens === undefined ? undefined : judgeInteger(WHERE, 'maxTokens', options.maxTokens, 0);
  const temperature = options.temperature === undefined ? (samples > 1 ? 0.7 : 0) : options.temperature;
  if (temperature !== null && (typeof temperature !== 'number' || !(temperature >= 0 && temperature <= 2))) {
    throw new ConfigError(
      `${WHERE}: \`temperature\` must be between 0 and 2, or null to send none (got ${temperature})`,
    );
  }
  if (samples > 1 && temperature === 0) {
    throw new ConfigError(
      `${WHERE}: \`temperature\` must be above 0 when \`samples\` > 1 (identical samples measure nothing): raise it, e.g. 0.7, or leave it unset`,
    );
  }
  const mode = judgeCacheMode(WHERE, options.cache?.mode ?? 'off');
  const dir = options.cache?.dir ?? DEFAULT_CACHE_DIR;
  const prices = options.prices ?? DEFAULT_PRICES;
  const checks = resolveReplyChecks(options.checks);
  const apiKey = options.apiKey?.trim() || undefined;
  const callsOpenAI = isOpenAIEndpoint(options.baseURL);
  if (!apiKey && mode !== 'replay' && callsOpenAI) {
    throw new ConfigError(
      `The OpenAI judge would call ${DEFAULT_BASE_URL} (cache mode "${mode}") but has no API key. Set OPENAI_API_KEY (or \`apiKey\`), point OPENAI_BASE_URL at a local server, or replay recorded answers with RAGCHECK_CACHE=replay.`,
    );
  }
  const baseURL = options.baseURL ?? DEFAULT_BASE_URL;
  const { client, shownURL, redact, limit } = connectJudge({ baseURL, apiKey, timeoutMs, concurrency });
  // With the client, on the first call: the SDK's zod helper loads the SDK and zod's v3 API.
  let connecting: Promise<Connection> | undefined;
  const connect = () => {
    connecting ??= Promise.all([client(), import('openai/helpers/zod')]).then(([made, { zodResponseFormat }]) => ({
      ...made,
      responseFormat: zodResponseFormat(JudgementSchema, 'faithfulness_judgement'),
    }));
    return connecting;
  };

  const where = (caseId: string | undefined) =>
    `OpenAI judge (model "${model}" at ${shownURL})${caseId === undefined ? '' : ` for case "${caseId}"`}`;

  function check(reply: ChatReply, input: JudgeInput): JudgementCheck {
    if (reply.finishReason === 'length') {
      return {
        ok: false,
        problem: 'the reply was cut off at the token limit (finish_reason: length). Keep each evidence under 30 words.',
      };
    }
    if (reply.refusal) return { ok: false, problem: `the model refused to judge: ${reply.refusal}` };
    if (reply.finishReason === 'content_filter') {
      return { ok: false, problem: 'the reply was blocked by a content filter (finish_reason: content_filter).' };
    }
    if (!reply.content) return { ok: false, problem: 'the reply is empty.' };
    return checkJudgement(reply.content, input, checks);
  }

  async function ask(
    input: JudgeInput,
    deadline: Deadline,
    connection: Connection,
  ): Promise<{ judgement: Judgement; usage: TokenUsage | undefined; finishReason: string | null }> {
    const transport: TransportOptions = {
      deadline,
      policy,
      where: where(input.caseId),
      caseId: input.caseId,
      baseURL: shownURL,
      redact,
    };
    const messages = buildJudgeMessages(input);
    const body: ChatCompletionCreateParamsNonStreaming = {
      model,
      messages,
      response_format: connection.responseFormat,
      ...(temperature === null ? {} : { temperature }),
      ...(maxTokens === undefined ? {} : { max_completion_tokens: maxTokens }),
    };
    const first = await sendChat(connection, body, transport);
    const firstCheck = check(first, input);
    const cost = (reply: ChatReply) => (reply.usage ? withCost(reply.usage, model, prices) : undefined);
    if (firstCheck.ok) return { judgement: firstCheck.judgement, usage: cost(first), finishReason: first.finishReason };

    const repair = [...messages, ...buildRepairMessages(first.content ?? '', firstCheck.problem)];
    const second = await sendChat(connection, { ...body, messages: repair }, transport);
    const secondCheck = check(second, input);
    const usage = addUsage([cost(first), cost(second)]);
    if (secondCheck.ok) return { judgement: secondCheck.judgement, usage, finishReason: second.finishReason };
    const truncated = second.finishReason === 'length' ? ' Raise `maxTokens` or use a model with a larger output.' : '';
    throw new JudgeError(
      redact(
        `${where(input.caseId)}: invalid output twice (once after a repair request), no score given.\nFirst reply: ${firstCheck.problem}\nAfter repair: ${secondCheck.problem}${truncated}`,
      ),
      {
        caseId: input.caseId,
        raw: redact(
          `first reply:\n${(first.content ?? first.body).slice(0, 4_000)}\n\nafter repair:\n${(second.content ?? second.body).slice(0, 4_000)}`,
        ),
      },
    );
  }

  async function judgeSample(
    input: JudgeInput,
    sample: number,
    signal: AbortSignal | undefined,
  ): Promise<{ judgement: Judgement; usage: TokenUsage | undefined; cache: NonNullable<JudgeResult['cache']> }> {
    const parts = { model, question: input.question, context: input.context, answer: input.answer, sample };
    const key = judgeCacheKey(parts);
    if (mode === 'replay' || mode === 'record') {
      const entry = await readCacheEntry(dir, key);
      if (entry) {
        const valid = checkJudgement(JSON.stringify(entry.output), input, checks);
        if (!valid.ok) {
          throw new JudgeError(
            `${where(input.caseId)}: recorded entry ${key} in ${dir} is invalid: ${valid.problem} Delete it and record again.`,
            { caseId: input.caseId, raw: JSON.stringify(entry.output) },
          );
        }
        return { judgement: valid.judgement, usage: undefined, cache: 'hit' };
      }
      if (mode === 'replay') {
        throw new JudgeError(
          `${where(input.caseId)}: no recorded judge answer (sample ${sample}, key ${key.slice(0, 12)}…) in ${dir}, and RAGCHECK_CACHE=replay never calls the model. The question, context, answer, model or prompt version changed since it was recorded, or it never was. Record it with: npx ragcheck record --judge (for ragcheck eval: RAGCHECK_CACHE=record in its environment), with OPENAI_API_KEY or OPENAI_BASE_URL=<local server> set, then commit ${dir}.`,
          { caseId: input.caseId },
        );
      }
    }
    // Outside the limit: a client the SDK refuses to make fails as it did when the judge made it at creation.
    const connection = await connect().catch((error: unknown) => {
      throw new JudgeError(redact(`${where(input.caseId)}: ${errorMessage(error)}`), {
        caseId: input.caseId,
        cause: safeCause(error, redact),
      });
    });
    const answer = await limit(() => ask(input, createDeadline(timeoutMs, signal), connection), signal).catch(
      (error: unknown) => {
        if (error instanceof JudgeError) throw error;
        throw new JudgeError(
          redact(`${where(input.caseId)}: aborted while waiting for a free judge slot: ${String(error)}`),
          { caseId: input.caseId },
        );
      },
    );
    if (mode === 'off') return { ...answer, cache: 'off' };
    await writeCacheEntry(
      dir,
      createCacheEntry(parts, {
        output: answer.judgement,
        usage: answer.usage,
        finishReason: answer.finishReason,
        caseId: input.caseId,
      }),
    );
    return { ...answer, cache: 'recorded' };
  }

  return {
    name: 'openai',
    version: judgeVersion(
      `prompt ${JUDGE_PROMPT_VERSION}, schema ${JUDGEMENT_SCHEMA_VERSION}`,
      samples > 1 ? { samples } : {},
    ),
    decidesRefusal: true,
    model,
    cache: { mode, dir },
    cacheKeys: (input) =>
      Array.from({ length: samples }, (_, sample) =>
        judgeCacheKey({ model, question: input.question, context: input.context, answer: input.answer, sample }),
      ),
    async judge(input: JudgeInput, callOptions?: JudgeCallOptions): Promise<JudgeResult> {
      const results = await Promise.all(
        Array.from({ length: samples }, (_, sample) => judgeSample(input, sample, callOptions?.signal)),
      );
      const judgement = combineSamples(results.map((r) => r.judgement));
      const score = judgementScore(judgement);
      if (!Number.isFinite(score)) {
        throw new JudgeError(`${where(input.caseId)}: computed a non-finite score`, { caseId: input.caseId });
      }
      const usage = addUsage(results.map((r) => r.usage));
      const cache = results.every((r) => r.cache === results[0]!.cache) ? results[0]!.cache : 'recorded';
      const scores = results.map((r) => judgementScore(r.judgement));
      return {
        score,
        claims: toClaims(judgement, input.context),
        refusal: judgement.refusal,
        model,
        ...(usage ? { usage } : {}),
        ...(samples > 1 ? { samples: { n: samples, scores, spread: Math.max(...scores) - Math.min(...scores) } } : {}),
        cache,
      };
    },
  };
}
