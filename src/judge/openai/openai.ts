/**
 * The LLM judge: one chat completion per answered case (per sample) on the `openai` SDK, against OpenAI or any
 * OpenAI-compatible endpoint (gateways, Ollama, vLLM, LM Studio). The model lists the answer's atomic claims with
 * verdicts as structured output; the output is checked, not trusted, and the score is computed here. Correctness
 * (against a reference) and citation support (a cited sentence against its cited chunks) are calls of their own,
 * each with its own cache entries, so the faithfulness entries never change.
 */
import type OpenAI from 'openai';
import type { ChatCompletionCreateParamsNonStreaming } from 'openai/resources/chat/completions';
import { ConfigError, errorMessage, JudgeError } from '../../errors.js';
import { type OpenAISdk, type RetryOptions, resolveRetryPolicy, safeCause } from '../../http/index.js';
import { unsupportedTokens } from '../../metrics/index.js';
import type { Claim, TokenUsage } from '../../types.js';
import {
  type CacheMode,
  CitationCacheEntrySchema,
  citationCacheKey,
  createCacheEntry,
  DEFAULT_CACHE_DIR,
  type JudgeEntryData,
  judgeCacheKey,
  readCacheEntry,
  readStoredEntry,
  writeCacheEntry,
} from '../cache.js';
import type { CorrectnessInput, Judge, JudgeCallOptions, JudgeInput, JudgeResult } from '../types.js';
import { judgeVersion } from '../version.js';
import {
  buildCorrectnessMessages,
  CorrectnessCacheEntrySchema,
  type CorrectnessJudgement,
  CorrectnessJudgementSchema,
  checkCorrectnessJudgement,
  correctnessCacheKey,
  createCorrectnessEntry,
} from './correctness-prompt.js';
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
  type JudgeMessage,
  type Judgement,
  JudgementSchema,
} from './prompt.js';
import { type OpenAIJudgeChecks, resolveReplyChecks } from './reply-checks.js';

/** The SDK's client and what the judge's requests need from the SDK, made on the first live call. */
interface Connection {
  client: OpenAI;
  sdk: OpenAISdk;
  responseFormat: NonNullable<ChatCompletionCreateParamsNonStreaming['response_format']>;
  correctnessFormat: NonNullable<ChatCompletionCreateParamsNonStreaming['response_format']>;
  citationFormat: NonNullable<ChatCompletionCreateParamsNonStreaming['response_format']>;
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

/** The OpenAI judge: a {@link Judge} that also tells which cache entries a case needs. */
export interface OpenAIJudge extends Judge {
  readonly name: 'openai';
  /** Its `refusal` decides `metrics.refused` (the lexical rule's reading is kept beside it). */
  readonly decidesRefusal: true;
  readonly model: string;
  readonly cache: { mode: CacheMode; dir: string };
  /**
   * The cache keys judging `input` uses, one per sample (for `cacheStatus` and `cachePrune`), then the correctness
   * call's key when `reference` is given (a case in scope with a reference whose answer is not a refusal).
   */
  cacheKeys(
    input: Pick<JudgeInput, 'question' | 'context' | 'answer' | 'history'> & { reference?: string | undefined },
  ): string[];
  /** The cache key of one citation call (`citation(input)`), or none with `citation: false`. */
  citationCacheKeys(input: Pick<JudgeInput, 'question' | 'context' | 'answer'>): string[];
}

const DEFAULT_BASE_URL = 'https://api.openai.com/v1';
const WHERE = 'createOpenAIJudge';

function isOpenAIEndpoint(baseURL: string | undefined): boolean {
  if (baseURL === undefined) return true;
  return new URL(checkJudgeBaseURL(WHERE, baseURL)).hostname === 'api.openai.com';
}

/**
 * One claim as the model judged it against `source` (the CONTEXT, or the ANSWER for a reference claim); `uncertain`
 * stays uncertain (out of the ratio).
 */
function toClaim(c: CorrectnessJudgement['claims'][number], source: { name: string; text: string }): Claim {
  const supported = c.verdict === 'supported';
  const tokens = supported || c.verdict === 'uncertain' ? [] : unsupportedTokens(c.claim, source.text);
  return {
    text: c.claim,
    supported,
    verdict: c.verdict,
    support: supported ? 1 : 0,
    missing: supported ? [] : tokens.length > 0 ? tokens : [c.evidence.trim() || `${c.verdict} by the ${source.name}`],
    evidence: c.evidence,
  };
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
      correctnessFormat: zodResponseFormat(CorrectnessJudgementSchema, 'correctness_judgement'),
      citationFormat: zodResponseFormat(JudgementSchema, 'citation_judgement'),
    }));
    return connecting;
  };

  const where = (caseId: string | undefined) =>
    `OpenAI judge (model "${model}" at ${shownURL})${caseId === undefined ? '' : ` for case "${caseId}"`}`;

  /** Problems of the reply itself (cut off, refused, filtered, empty), before its content is read. */
  function replyProblem(reply: ChatReply): string | undefined {
    if (reply.finishReason === 'length') {
      return 'the reply was cut off at the token limit (finish_reason: length). Keep each evidence under 30 words.';
    }
    if (reply.refusal) return `the model refused to judge: ${reply.refusal}`;
    if (reply.finishReason === 'content_filter') {
      return 'the reply was blocked by a content filter (finish_reason: content_filter).';
    }
    if (!reply.content) return 'the reply is empty.';
    return undefined;
  }

  /** One call of a kind: its messages, response format, how its reply is checked, and how it is cached. */
  interface CallKind<T> {
    messages: JudgeMessage[];
    responseFormat: (connection: Connection) => NonNullable<ChatCompletionCreateParamsNonStreaming['response_format']>;
    check: (content: string) => { ok: true; judgement: T } | { ok: false; problem: string };
    key: string;
    /** Reads this kind's entry for `key` (checked by its schema), or undefined. */
    read: () => Promise<{ output: unknown } | undefined>;
    /** The entry stored after a live call. */
    entry: (data: JudgeEntryData<T>) => { key: string };
    /** What a replay miss lacks, e.g. "judge answer (sample 0 ...)". */
    missing: string;
    /** What changes this kind's key, for a replay miss. */
    changed: string;
  }

  async function ask<T>(
    kind: CallKind<T>,
    caseId: string | undefined,
    deadline: Deadline,
    connection: Connection,
  ): Promise<{ judgement: T; usage: TokenUsage | undefined; finishReason: string | null }> {
    const transport: TransportOptions = { deadline, policy, where: where(caseId), caseId, baseURL: shownURL, redact };
    const body: ChatCompletionCreateParamsNonStreaming = {
      model,
      messages: kind.messages,
      response_format: kind.responseFormat(connection),
      ...(temperature === null ? {} : { temperature }),
      ...(maxTokens === undefined ? {} : { max_completion_tokens: maxTokens }),
    };
    const check = (reply: ChatReply) => {
      const problem = replyProblem(reply);
      return problem === undefined ? kind.check(reply.content as string) : { ok: false as const, problem };
    };
    const first = await sendChat(connection, body, transport);
    const firstCheck = check(first);
    const cost = (reply: ChatReply) => (reply.usage ? withCost(reply.usage, model, prices) : undefined);
    if (firstCheck.ok) return { judgement: firstCheck.judgement, usage: cost(first), finishReason: first.finishReason };

    const repair = [...kind.messages, ...buildRepairMessages(first.content ?? '', firstCheck.problem)];
    const second = await sendChat(connection, { ...body, messages: repair }, transport);
    const secondCheck = check(second);
    const usage = addUsage([cost(first), cost(second)]);
    if (secondCheck.ok) return { judgement: secondCheck.judgement, usage, finishReason: second.finishReason };
    const truncated = second.finishReason === 'length' ? ' Raise `maxTokens` or use a model with a larger output.' : '';
    throw new JudgeError(
      redact(
        `${where(caseId)}: invalid output twice (once after a repair request), no score given.\nFirst reply: ${firstCheck.problem}\nAfter repair: ${secondCheck.problem}${truncated}`,
      ),
      {
        caseId,
        raw: redact(
          `first reply:\n${(first.content ?? first.body).slice(0, 4_000)}\n\nafter repair:\n${(second.content ?? second.body).slice(0, 4_000)}`,
        ),
      },
    );
  }

  /** One call, through the cache: a recorded entry when there is one, a replay miss, or a live call (recorded). */
  async function cachedCall<T>(
    kind: CallKind<T>,
    caseId: string | undefined,
    signal: AbortSignal | undefined,
  ): Promise<{ judgement: T; usage: TokenUsage | undefined; cache: NonNullable<JudgeResult['cache']> }> {
    const { key } = kind;
    if (mode === 'replay' || mode === 'record') {
      const entry = await kind.read();
      if (entry) {
        const valid = kind.check(JSON.stringify(entry.output));
        if (!valid.ok) {
          throw new JudgeError(
            `${where(caseId)}: recorded entry ${key} in ${dir} is invalid: ${valid.problem} Delete it and record again.`,
            { caseId, raw: JSON.stringify(entry.output) },
          );
        }
        return { judgement: valid.judgement, usage: undefined, cache: 'hit' };
      }
      if (mode === 'replay') {
        throw new JudgeError(
          `${where(caseId)}: no recorded ${kind.missing} (key ${key.slice(0, 12)}…) in ${dir}, and RAGCHECK_CACHE=replay never calls the model. ${kind.changed} changed since it was recorded, or it never was. Record it with: npx ragcheck record --judge (for ragcheck eval: RAGCHECK_CACHE=record in its environment), with OPENAI_API_KEY or OPENAI_BASE_URL=<local server> set, then commit ${dir}.`,
          { caseId, replayMiss: true },
        );
      }
    }
    // Outside the limit: a client the SDK refuses to make fails as it did when the judge made it at creation.
    const connection = await connect().catch((error: unknown) => {
      throw new JudgeError(redact(`${where(caseId)}: ${errorMessage(error)}`), {
        caseId,
        cause: safeCause(error, redact),
      });
    });
    const answer = await limit(() => ask(kind, caseId, createDeadline(timeoutMs, signal), connection), signal).catch(
      (error: unknown) => {
        if (error instanceof JudgeError) throw error;
        throw new JudgeError(
          redact(`${where(caseId)}: aborted while waiting for a free judge slot: ${String(error)}`),
          {
            caseId,
          },
        );
      },
    );
    if (mode === 'off') return { ...answer, cache: 'off' };
    await writeCacheEntry(
      dir,
      kind.entry({ output: answer.judgement, usage: answer.usage, finishReason: answer.finishReason, caseId }),
    );
    return { ...answer, cache: 'recorded' };
  }

  const historyOf = (input: { history?: JudgeInput['history'] }) =>
    input.history && input.history.length > 0 ? { history: input.history } : {};

  /** What a faithfulness call's key hashes. */
  const judgeParts = (input: Omit<JudgeInput, 'contexts'>, sample: number) => ({
    model,
    question: input.question,
    context: input.context,
    answer: input.answer,
    sample,
    ...historyOf(input),
  });
  /** What a correctness call's key hashes. */
  const correctnessParts = (input: Omit<CorrectnessInput, 'caseId'>) => ({
    model,
    question: input.question,
    reference: input.reference,
    answer: input.answer,
    sample: 0,
    ...historyOf(input),
  });

  function judgeSample(input: JudgeInput, sample: number, signal: AbortSignal | undefined) {
    const parts = judgeParts(input, sample);
    const key = judgeCacheKey(parts);
    return cachedCall<Judgement>(
      {
        messages: buildJudgeMessages(input),
        responseFormat: (c) => c.responseFormat,
        check: (content) => checkJudgement(content, input, checks),
        key,
        read: () => readCacheEntry(dir, key),
        entry: (data) => createCacheEntry(parts, data),
        missing: `judge answer (sample ${sample})`,
        changed: 'The question, context, answer, conversation history, model or prompt version',
      },
      input.caseId,
      signal,
    );
  }

  /** A judgement's score; a non-finite one is a JudgeError (ERROR (judge)), never a default. */
  function finiteScore(judgement: Judgement, caseId: string | undefined): number {
    const score = judgementScore(judgement);
    if (!Number.isFinite(score)) throw new JudgeError(`${where(caseId)}: computed a non-finite score`, { caseId });
    return score;
  }

  /** What a citation call's key hashes: the sentence and its cited chunks, no history (the chunks alone decide). */
  const citationParts = (input: Pick<JudgeInput, 'question' | 'context' | 'answer'>) => ({
    model,
    question: input.question,
    context: input.context,
    answer: input.answer,
    sample: 0,
  });

  function citationCall(input: JudgeInput, signal: AbortSignal | undefined) {
    const parts = citationParts(input);
    const key = citationCacheKey(parts);
    // The faithfulness prompt with the sentence as the ANSWER and the cited chunks as the CONTEXT.
    const subject = { question: input.question, answer: input.answer, context: input.context };
    return cachedCall<Judgement>(
      {
        messages: buildJudgeMessages(subject),
        responseFormat: (c) => c.citationFormat,
        check: (content) => checkJudgement(content, subject, checks),
        key,
        read: () => readStoredEntry(dir, key, CitationCacheEntrySchema),
        entry: (data) => createCacheEntry(parts, data, 'citation'),
        missing: 'citation answer',
        changed: 'The question, cited sentence, cited chunks, model or prompt version',
      },
      input.caseId,
      signal,
    );
  }

  function correctnessCall(input: CorrectnessInput, signal: AbortSignal | undefined) {
    const parts = correctnessParts(input);
    const key = correctnessCacheKey(parts);
    return cachedCall<CorrectnessJudgement>(
      {
        messages: buildCorrectnessMessages(input),
        responseFormat: (c) => c.correctnessFormat,
        check: (content) => checkCorrectnessJudgement(content, input, checks),
        key,
        read: () => readStoredEntry(dir, key, CorrectnessCacheEntrySchema),
        entry: (data) => createCorrectnessEntry(parts, data),
        missing: 'correctness answer',
        changed: 'The question, reference, answer, conversation history, model or correctness prompt version',
      },
      input.caseId,
      signal,
    );
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
    cacheKeys: (input) => [
      ...Array.from({ length: samples }, (_, sample) => judgeCacheKey(judgeParts(input, sample))),
      ...(input.reference === undefined || options.correctness === false
        ? []
        : [correctnessCacheKey(correctnessParts({ ...input, reference: input.reference }))]),
    ],
    citationCacheKeys: (input) => (options.citation === false ? [] : [citationCacheKey(citationParts(input))]),
    ...(options.citation === false
      ? {}
      : {
          async citation(input: JudgeInput, callOptions?: JudgeCallOptions): Promise<JudgeResult> {
            const { judgement, usage, cache } = await citationCall(input, callOptions?.signal);
            return {
              score: finiteScore(judgement, input.caseId),
              claims: judgement.claims.map((c) => toClaim(c, { name: 'cited chunks', text: input.context })),
              model,
              ...(usage ? { usage } : {}),
              cache,
            };
          },
        }),
    ...(options.correctness === false
      ? {}
      : {
          async correctness(input: CorrectnessInput, callOptions?: JudgeCallOptions): Promise<JudgeResult> {
            const { judgement, usage, cache } = await correctnessCall(input, callOptions?.signal);
            const claims = judgement.claims.map((c) => toClaim(c, { name: 'answer', text: input.answer }));
            const decided = claims.filter((c) => c.verdict !== 'uncertain');
            const score = decided.length === 0 ? 0 : decided.filter((c) => c.supported).length / decided.length;
            return { score, claims, model, ...(usage ? { usage } : {}), cache };
          },
        }),
    async judge(input: JudgeInput, callOptions?: JudgeCallOptions): Promise<JudgeResult> {
      const results = await Promise.all(
        Array.from({ length: samples }, (_, sample) => judgeSample(input, sample, callOptions?.signal)),
      );
      const judgement = combineSamples(results.map((r) => r.judgement));
      const score = finiteScore(judgement, input.caseId);
      const usage = addUsage(results.map((r) => r.usage));
      const cache = results.every((r) => r.cache === results[0]!.cache) ? results[0]!.cache : 'recorded';
      const scores = results.map((r) => judgementScore(r.judgement));
      return {
        score,
        claims: judgement.claims.map((c) => toClaim(c, { name: 'context', text: input.context })),
        refusal: judgement.refusal,
        model,
        ...(usage ? { usage } : {}),
        ...(samples > 1 ? { samples: { n: samples, scores, spread: Math.max(...scores) - Math.min(...scores) } } : {}),
        cache,
      };
    },
  };
}
