/**
 * The `minicheck` judge: a grounding (claim-check) model served over an OpenAI-compatible API, such as
 * Bespoke-MiniCheck-7B under Ollama. Each claim of the answer (ragcheck's claim splitter) is sent with each chunk
 * of the context as `Document: <chunk>\nClaim: <claim>`; the model answers `Yes` or `No`. A claim is supported
 * when any chunk supports it. Every call is recorded and replayed per claim and chunk, like the openai judge's.
 */
import { ConfigError, JudgeError } from '../errors.js';
import { type RetryOptions, resolveRetryPolicy } from '../http/index.js';
import { splitSentences } from '../text/index.js';
import type { Claim, TokenUsage } from '../types.js';
import { type CacheMode, DEFAULT_CACHE_DIR } from './cache.js';
import { joinedContext } from './context-text.js';
import { evidenceBearing, WEAK_EVIDENCE, weakEvidenceProblem } from './evidence-bearing.js';
import { splitAnswerClaimTexts } from './heuristic/index.js';
import {
  checkChunk,
  MINICHECK_GUARD_VERSION,
  MINICHECK_PROMPT_VERSION,
  type MiniCheckCaller,
  miniCheckCacheKey,
} from './minicheck-call.js';
import {
  checkJudgeBaseURL,
  connectJudge,
  JUDGE_RETRY_DEFAULTS,
  judgeCacheMode,
  judgeInteger,
} from './openai/judge-setup.js';
import { addUsage } from './openai/pricing.js';
import type { Judge, JudgeCallOptions, JudgeInput, JudgeResult } from './types.js';

export { MINICHECK_GUARD_VERSION, MINICHECK_PROMPT_VERSION, miniCheckCacheKey, readYesNo } from './minicheck-call.js';

export const DEFAULT_MINICHECK_MODEL = 'bespoke-minicheck';
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

/**
 * One claim checked against every chunk: supported when a chunk the model says supports it also bears on it (the
 * offline support rules: `evidenceBearing`).
 */
export interface ClaimCheck {
  claim: string;
  supported: boolean;
  /**
   * The chunk the model said supports the claim although it does not bear on it, when no chunk that does was
   * found: the model's Yes is not trusted (the minicheck judge fails the case, the cascade decides the claim offline).
   */
  weakEvidence?: { chunk: string; why: string };
  /** The best chunk's probability of `Yes` (from logprobs), else 1 or 0. */
  score: number;
}

export interface MiniCheckJudge extends Judge {
  readonly name: 'minicheck';
  readonly model: string;
  readonly cache: { mode: CacheMode; dir: string };
  /** The cache keys judging `input` uses, one per claim and chunk. */
  cacheKeys(input: Pick<JudgeInput, 'answer' | 'contexts'>): string[];
  /** The cache keys of one citation call (`citation(input)`): as {@link MiniCheckJudge.cacheKeys}. */
  citationCacheKeys(input: Pick<JudgeInput, 'answer' | 'contexts'>): string[];
  /** The cache keys checking the given claims uses (`checkClaims`), one per claim and chunk. */
  claimCacheKeys(claims: readonly string[], context: string): string[];
  /** Checks the given claims (for the cascade's second stage): one call per claim and chunk. */
  checkClaims(
    claims: readonly string[],
    input: JudgeInput,
    call?: JudgeCallOptions,
  ): Promise<{ checks: ClaimCheck[]; calls: number; usage?: TokenUsage; cache: NonNullable<JudgeResult['cache']> }>;
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

const WHERE = 'createMiniCheckJudge';

/**
 * A claim's verdict from its chunks' replies: supported when a chunk answered Yes and bears on the claim; a Yes only
 * from chunks that do not is kept as `weakEvidence`, never as support.
 */
function weighYes(
  claim: string,
  chunks: readonly string[],
  replies: readonly { reply: 'Yes' | 'No'; score: number }[],
  subject: { question: string; context: string },
): ClaimCheck {
  const score = Math.max(...replies.map((r) => r.score));
  let weak: ClaimCheck['weakEvidence'];
  for (const [i, r] of replies.entries()) {
    if (r.reply !== 'Yes') continue;
    const chunk = chunks[i] as string;
    const why = weakEvidenceProblem(evidenceBearing(claim, chunk, subject));
    if (why === undefined) return { claim, supported: true, score };
    weak ??= { chunk, why };
  }
  return { claim, supported: false, score, ...(weak ? { weakEvidence: weak } : {}) };
}

/** A claim the model called supported by a chunk that does not bear on it fails the case: its Yes is not trusted. */
function rejectWeakEvidence(checks: readonly ClaimCheck[], where: string, caseId: string | undefined): void {
  const weak = checks.find((c) => c.weakEvidence);
  if (!weak?.weakEvidence) return;
  const chunk = weak.weakEvidence.chunk;
  throw new JudgeError(
    `${where}: the model says the claim ${JSON.stringify(weak.claim)} is supported by a chunk that ${WEAK_EVIDENCE}: ${weak.weakEvidence.why}. Chunk: ${JSON.stringify(chunk.length > 200 ? `${chunk.slice(0, 197)}...` : chunk)}. No score given: check that RAGCHECK_JUDGE_MODEL names a claim-check model and that the context and answer carry no text addressed to the judge.`,
    { caseId, weakEvidence: true },
  );
}

/** The options checked, and what every call of the judge shares. */
function minicheckCaller(options: MiniCheckJudgeOptions): MiniCheckCaller & { chunkChars: number } {
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
  return { model, timeoutMs, chunkChars, policy, mode, dir, shownURL, redact, limit, where, connect: client };
}

/**
 * Creates the `minicheck` judge. A live call needs `baseURL` (a claim-check model is served locally, not by
 * OpenAI): without it, and outside replay, creation is a `ConfigError`.
 *
 * @example
 * const judge = createMiniCheckJudge({ baseURL: 'http://127.0.0.1:11434/v1', cache: { mode: 'record' } });
 */
export function createMiniCheckJudge(options: MiniCheckJudgeOptions = {}): MiniCheckJudge {
  const caller = minicheckCaller(options);
  const { model, mode, dir, chunkChars } = caller;

  const checkClaims: MiniCheckJudge['checkClaims'] = async (claims, input, call) => {
    const context = joinedContext(input.contexts);
    const chunks = chunkContext(context, chunkChars);
    const asked = await Promise.all(
      claims.map((claim) =>
        Promise.all(chunks.map((chunk) => checkChunk(caller, claim, chunk, input.caseId, call?.signal))),
      ),
    );
    const flat = asked.flat();
    const usage = addUsage(flat.map((r) => r.usage));
    const caches = new Set(flat.map((r) => r.cache));
    return {
      checks: asked.map((replies, i) =>
        weighYes(claims[i] as string, chunks, replies, { question: input.question, context }),
      ),
      calls: flat.length,
      ...(usage ? { usage } : {}),
      cache: caches.size === 1 ? ([...caches][0] ?? 'off') : 'recorded',
    };
  };

  const claimCacheKeys = (claims: readonly string[], context: string): string[] => {
    const chunks = chunkContext(context, chunkChars);
    return claims.flatMap((claim) => chunks.map((chunk) => miniCheckCacheKey(model, chunk, claim)));
  };

  const cacheKeys = (input: Pick<JudgeInput, 'answer' | 'contexts'>) =>
    claimCacheKeys(splitAnswerClaimTexts(input.answer), joinedContext(input.contexts));

  async function faithfulness(input: JudgeInput, call?: JudgeCallOptions): Promise<JudgeResult> {
    call?.signal?.throwIfAborted();
    const texts = splitAnswerClaimTexts(input.answer);
    if (texts.length === 0) return { score: 1, claims: [], model, cache: mode === 'off' ? 'off' : 'hit' };
    const { checks, usage, cache } = await checkClaims(texts, input, call);
    rejectWeakEvidence(checks, caller.where(input.caseId), input.caseId);
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
    version: `prompt ${MINICHECK_PROMPT_VERSION}, guard ${MINICHECK_GUARD_VERSION}`,
    model,
    cache: { mode, dir },
    cacheKeys,
    citationCacheKeys: cacheKeys,
    claimCacheKeys,
    checkClaims,
    faithfulness,
    // A cited sentence is an answer whose context is the chunks it cites: the same calls, per claim and chunk.
    citation: faithfulness,
  };
}
