/**
 * The `minicheck` judge: a grounding (claim-check) model served over an OpenAI-compatible API, such as
 * Bespoke-MiniCheck-7B under Ollama. Each claim of the answer (ragcheck's claim splitter) is sent with each chunk
 * of the context as `Document: <chunk>\nClaim: <claim>`; the model answers `Yes` or `No`. A claim is supported
 * when any chunk supports it. Every call is recorded and replayed per claim and chunk, like the openai judge's.
 */
import { createHash } from 'node:crypto';
import type OpenAI from 'openai';
import type { ChatCompletionCreateParamsNonStreaming } from 'openai/resources/chat/completions';
import { z } from 'zod';
import { ConfigError, errorMessage, JudgeError } from '../errors.js';
import { type OpenAISdk, type RetryOptions, resolveRetryPolicy, safeCause } from '../http/index.js';
import { splitSentences } from '../text/index.js';
import type { Claim, TokenUsage } from '../types.js';
import { type CacheMode, DEFAULT_CACHE_DIR, readStoredEntry, writeCacheEntry } from './cache.js';
import { splitAnswerClaimTexts } from './heuristic/index.js';
import {
  checkJudgeBaseURL,
  connectJudge,
  JUDGE_RETRY_DEFAULTS,
  judgeCacheMode,
  judgeInteger,
} from './openai/judge-setup.js';
import { type ChatReply, createDeadline, sendChat } from './openai/openai-transport.js';
import { addUsage } from './openai/pricing.js';
import type { Judge, JudgeCallOptions, JudgeInput, JudgeResult } from './types.js';

export const DEFAULT_MINICHECK_MODEL = 'bespoke-minicheck';
/** Part of every cache key: bump it when the message or the reading of the reply changes. */
export const MINICHECK_PROMPT_VERSION = 1;
/**
 * Characters of context per chunk. 3,000 characters (about 750 tokens) leave room for the claim inside Ollama's
 * default 2,048-token window; raise it for a server started with a larger `num_ctx`.
 */
export const DEFAULT_CHUNK_CHARS = 3_000;

export interface MiniCheckJudgeOptions extends RetryOptions {
  /** @default 'bespoke-minicheck' */
  model?: string;
  /** The OpenAI-compatible API serving the model, ending in `/v1` (Ollama: `http://127.0.0.1:11434/v1`). */
  baseURL?: string;
  /** Only for a server that wants one; never shown in errors, results or cache files. */
  apiKey?: string;
  /** Calls in flight at once. @default 4 */
  concurrency?: number;
  /** Time one call may take, retries included. @default 20000 */
  timeoutMs?: number;
  /** Characters of context per chunk. @default DEFAULT_CHUNK_CHARS */
  chunkChars?: number;
  /** Record/replay, as for the openai judge. @default { mode: 'off' } */
  cache?: { mode: CacheMode; dir?: string };
}

/** One claim checked against every chunk: supported when any chunk supports it. */
export interface ClaimCheck {
  claim: string;
  supported: boolean;
  /** The best chunk's probability of `Yes` (from logprobs), else 1 or 0. */
  score: number;
}

export interface MiniCheckJudge extends Judge {
  readonly name: 'minicheck';
  readonly model: string;
  readonly cache: { mode: CacheMode; dir: string };
  /** The cache keys judging `input` uses, one per claim and chunk. */
  cacheKeys(input: Pick<JudgeInput, 'answer' | 'context'>): string[];
  /** The cache keys of one citation call (`citation(input)`): as {@link MiniCheckJudge.cacheKeys}. */
  citationCacheKeys(input: Pick<JudgeInput, 'answer' | 'context'>): string[];
  /** The cache keys checking the given claims uses (`checkClaims`), one per claim and chunk. */
  claimCacheKeys(claims: readonly string[], context: string): string[];
  /** Checks the given claims (for the cascade's second stage): one call per claim and chunk. */
  checkClaims(
    claims: readonly string[],
    input: JudgeInput,
    call?: JudgeCallOptions,
  ): Promise<{ checks: ClaimCheck[]; calls: number; usage?: TokenUsage; cache: NonNullable<JudgeResult['cache']> }>;
}

const MiniCheckEntrySchema = z.object({
  key: z.string().regex(/^[0-9a-f]{64}$/),
  judge: z.literal('minicheck'),
  model: z.string(),
  promptVersion: z.number().int(),
  createdAt: z.string(),
  recordedFor: z.string().optional(),
  inputs: z.object({
    claim: z.string(),
    chunkSha256: z.string(),
    chunkChars: z.number().int(),
    chunkPreview: z.string(),
  }),
  reply: z.enum(['Yes', 'No']),
  score: z.number().min(0).max(1),
  usage: z.object({ promptTokens: z.number(), completionTokens: z.number(), totalTokens: z.number() }).optional(),
});
type MiniCheckEntry = z.infer<typeof MiniCheckEntrySchema>;

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** The cache key of one claim checked against one chunk. */
export function miniCheckCacheKey(model: string, chunk: string, claim: string): string {
  return sha256(JSON.stringify(['ragcheck-minicheck', MINICHECK_PROMPT_VERSION, model, chunk, claim]));
}

/**
 * Splits the context into chunks of at most `maxChars` characters at sentence boundaries (a sentence longer than
 * that is cut). An empty context is one empty chunk, so every claim is still asked about.
 */
export function chunkContext(context: string, maxChars: number = DEFAULT_CHUNK_CHARS): string[] {
  const chunks: string[] = [];
  let current = '';
  for (const sentence of splitSentences(context)) {
    for (let start = 0; start < sentence.length; start += maxChars) {
      const piece = sentence.slice(start, start + maxChars);
      if (current && current.length + 1 + piece.length > maxChars) {
        chunks.push(current);
        current = '';
      }
      current = current ? `${current} ${piece}` : piece;
    }
  }
  if (current || chunks.length === 0) chunks.push(current);
  return chunks;
}

const YES_NO = /^\W*(yes|no)\W*$/i;

/**
 * Reads a claim-check reply: `Yes` or `No` (any case, with punctuation around it), scored by the first token's
 * logprobs when given (P(yes) / (P(yes) + P(no))). Anything else is `undefined`: the caller fails the case.
 */
export function readYesNo(
  content: string | null,
  logprobs?: readonly { token: string; logprob: number }[],
): { reply: 'Yes' | 'No'; score: number } | undefined {
  const match = YES_NO.exec(content ?? '');
  if (!match) return undefined;
  const reply = match[1]?.toLowerCase() === 'yes' ? 'Yes' : 'No';
  let yes = 0;
  let no = 0;
  for (const { token, logprob } of logprobs ?? []) {
    const word = token.trim().toLowerCase();
    if (word === 'yes') yes += Math.exp(logprob);
    else if (word === 'no') no += Math.exp(logprob);
  }
  const score = yes + no > 0 ? yes / (yes + no) : reply === 'Yes' ? 1 : 0;
  return { reply, score };
}

const WHERE = 'createMiniCheckJudge';

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}…` : text);

/**
 * Creates the `minicheck` judge. A live call needs `baseURL` (a claim-check model is served locally, not by
 * OpenAI): without it, and outside replay, creation is a `ConfigError`.
 *
 * @example
 * const judge = createMiniCheckJudge({ baseURL: 'http://127.0.0.1:11434/v1', cache: { mode: 'record' } });
 */
export function createMiniCheckJudge(options: MiniCheckJudgeOptions = {}): MiniCheckJudge {
  const model = options.model?.trim() || DEFAULT_MINICHECK_MODEL;
  const concurrency = judgeInteger(WHERE, 'concurrency', options.concurrency, 4);
  const timeoutMs = judgeInteger(WHERE, 'timeoutMs', options.timeoutMs, 20_000);
  const chunkChars = judgeInteger(WHERE, 'chunkChars', options.chunkChars, DEFAULT_CHUNK_CHARS);
  const policy = resolveRetryPolicy(options, JUDGE_RETRY_DEFAULTS, WHERE);
  const mode = judgeCacheMode(WHERE, options.cache?.mode ?? 'off');
  const dir = options.cache?.dir ?? DEFAULT_CACHE_DIR;
  if (options.baseURL === undefined && mode !== 'replay') {
    throw new ConfigError(
      `The minicheck judge (model "${model}", cache mode "${mode}") has no endpoint. Set RAGCHECK_JUDGE_BASE_URL (or OPENAI_BASE_URL) to the OpenAI-compatible server that serves the model, e.g. http://127.0.0.1:11434/v1 for Ollama, or replay recorded answers with RAGCHECK_CACHE=replay.`,
    );
  }
  const baseURL = checkJudgeBaseURL(WHERE, options.baseURL ?? 'http://127.0.0.1:11434/v1');
  const apiKey = options.apiKey?.trim() || undefined;
  const { client, shownURL, redact, limit } = connectJudge({ baseURL, apiKey, timeoutMs, concurrency });
  const where = (caseId: string | undefined) =>
    `minicheck judge (model "${model}" at ${shownURL})${caseId === undefined ? '' : ` for case "${caseId}"`}`;

  async function ask(
    connection: { client: OpenAI; sdk: OpenAISdk },
    claim: string,
    chunk: string,
    input: JudgeInput,
    signal: AbortSignal | undefined,
  ): Promise<{ reply: 'Yes' | 'No'; score: number; usage?: TokenUsage }> {
    const body: ChatCompletionCreateParamsNonStreaming = {
      model,
      messages: [{ role: 'user', content: `Document: ${chunk}\nClaim: ${claim}` }],
      temperature: 0,
      logprobs: true,
      top_logprobs: 5,
    };
    const reply: ChatReply = await sendChat(connection, body, {
      deadline: createDeadline(timeoutMs, signal),
      policy,
      where: where(input.caseId),
      caseId: input.caseId,
      baseURL: shownURL,
      redact,
    });
    const read = readYesNo(reply.content, reply.firstTokenLogprobs);
    if (!read) {
      throw new JudgeError(
        redact(
          `${where(input.caseId)}: the reply is neither Yes nor No (got ${JSON.stringify((reply.content ?? '').slice(0, 120))}), no score given. Check that RAGCHECK_JUDGE_MODEL names a claim-check model such as bespoke-minicheck.`,
        ),
        { caseId: input.caseId, raw: redact(reply.body.slice(0, 4_000)) },
      );
    }
    return { ...read, ...(reply.usage ? { usage: reply.usage } : {}) };
  }

  async function checkOne(
    claim: string,
    chunk: string,
    input: JudgeInput,
    signal: AbortSignal | undefined,
  ): Promise<{ reply: 'Yes' | 'No'; score: number; usage?: TokenUsage; cache: NonNullable<JudgeResult['cache']> }> {
    const key = miniCheckCacheKey(model, chunk, claim);
    if (mode === 'replay' || mode === 'record') {
      const entry = await readStoredEntry(dir, key, MiniCheckEntrySchema);
      if (entry) return { reply: entry.reply, score: entry.score, cache: 'hit' };
      if (mode === 'replay') {
        throw new JudgeError(
          `${where(input.caseId)}: no recorded answer for a claim (key ${key.slice(0, 12)}…) in ${dir}, and RAGCHECK_CACHE=replay never calls the model. The claim, context, model or prompt version changed since it was recorded, or it never was. Record it with RAGCHECK_CACHE=record and RAGCHECK_JUDGE_BASE_URL=<server>, then commit ${dir}.`,
          { caseId: input.caseId, replayMiss: true },
        );
      }
    }
    const connection = await client().catch((error: unknown) => {
      throw new JudgeError(redact(`${where(input.caseId)}: ${errorMessage(error)}`), {
        caseId: input.caseId,
        cause: safeCause(error, redact),
      });
    });
    const answer = await limit(() => ask(connection, claim, chunk, input, signal), signal).catch((error: unknown) => {
      if (error instanceof JudgeError) throw error;
      throw new JudgeError(
        redact(`${where(input.caseId)}: aborted while waiting for a free judge slot: ${String(error)}`),
        {
          caseId: input.caseId,
        },
      );
    });
    if (mode === 'off') return { ...answer, cache: 'off' };
    const entry: MiniCheckEntry = {
      key,
      judge: 'minicheck',
      model,
      promptVersion: MINICHECK_PROMPT_VERSION,
      createdAt: new Date().toISOString(),
      ...(input.caseId === undefined ? {} : { recordedFor: input.caseId }),
      inputs: { claim, chunkSha256: sha256(chunk), chunkChars: chunk.length, chunkPreview: clip(chunk, 200) },
      reply: answer.reply,
      score: answer.score,
      ...(answer.usage
        ? {
            usage: {
              promptTokens: answer.usage.promptTokens,
              completionTokens: answer.usage.completionTokens,
              totalTokens: answer.usage.totalTokens,
            },
          }
        : {}),
    };
    await writeCacheEntry(dir, entry);
    return { ...answer, cache: 'recorded' };
  }

  const checkClaims: MiniCheckJudge['checkClaims'] = async (claims, input, call) => {
    const chunks = chunkContext(input.context, chunkChars);
    const asked = await Promise.all(
      claims.map((claim) => Promise.all(chunks.map((chunk) => checkOne(claim, chunk, input, call?.signal)))),
    );
    const flat = asked.flat();
    const usage = addUsage(flat.map((r) => r.usage));
    const caches = new Set(flat.map((r) => r.cache));
    return {
      checks: asked.map((replies, i) => ({
        claim: claims[i] as string,
        supported: replies.some((r) => r.reply === 'Yes'),
        score: Math.max(...replies.map((r) => r.score)),
      })),
      calls: flat.length,
      ...(usage ? { usage } : {}),
      cache: caches.size === 1 ? ([...caches][0] ?? 'off') : 'recorded',
    };
  };

  const claimCacheKeys = (claims: readonly string[], context: string): string[] => {
    const chunks = chunkContext(context, chunkChars);
    return claims.flatMap((claim) => chunks.map((chunk) => miniCheckCacheKey(model, chunk, claim)));
  };

  const cacheKeys = (input: Pick<JudgeInput, 'answer' | 'context'>) =>
    claimCacheKeys(splitAnswerClaimTexts(input.answer), input.context);

  async function judge(input: JudgeInput, call?: JudgeCallOptions): Promise<JudgeResult> {
    call?.signal?.throwIfAborted();
    const texts = splitAnswerClaimTexts(input.answer);
    if (texts.length === 0) return { score: 1, claims: [], model, cache: mode === 'off' ? 'off' : 'hit' };
    const { checks, usage, cache } = await checkClaims(texts, input, call);
    const claims: Claim[] = checks.map((c) => ({
      text: c.claim,
      supported: c.supported,
      verdict: c.supported ? 'supported' : 'unsupported',
      support: c.score,
      missing: c.supported ? [] : ['no chunk of the context supports it (minicheck)'],
    }));
    return {
      score: claims.filter((c) => c.supported).length / claims.length,
      claims,
      model,
      ...(usage ? { usage } : {}),
      cache,
    };
  }

  return {
    name: 'minicheck',
    model,
    cache: { mode, dir },
    cacheKeys,
    citationCacheKeys: cacheKeys,
    claimCacheKeys,
    checkClaims,
    judge,
    // A cited sentence is an answer whose context is the chunks it cites: the same calls, per claim and chunk.
    citation: judge,
  };
}
