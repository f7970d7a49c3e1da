/**
 * One call of the `minicheck` judge: one claim against one chunk of the context, answered Yes or No, through the
 * record/replay cache (keyed by the model, the chunk and the claim).
 */
import type OpenAI from 'openai';
import type { ChatCompletionCreateParamsNonStreaming } from 'openai/resources/chat/completions';
import { z } from 'zod';
import { JudgeError } from '../errors.js';
import type { OpenAISdk, RetryPolicy } from '../http/index.js';
import { sha256 } from '../text/index.js';
import type { TokenUsage } from '../types.js';
import { type CacheMode, clip, readStoredEntry, storedUsage, writeCacheEntry } from './cache.js';
import { type SlotOwner, withSlot } from './openai/judge-setup.js';
import { createDeadline, sendChat } from './openai/openai-transport.js';
import type { JudgeResult } from './types.js';

/** Part of every cache key: bump it when the message or the reading of the reply changes. */
export const MINICHECK_PROMPT_VERSION = 1;
/**
 * The version of what guards the judge against the text it checks (one line each for the chunk and the claim, a Yes
 * counted only from a chunk that bears on the claim): in the judge's reported version, not in the cache keys.
 */
export const MINICHECK_GUARD_VERSION = 1;

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

/** The cache key of one claim checked against one chunk. */
export function miniCheckCacheKey(model: string, chunk: string, claim: string): string {
  return sha256(JSON.stringify(['ragcheck-minicheck', MINICHECK_PROMPT_VERSION, model, chunk, claim]));
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

/** Line breaks (any kind) as spaces: inside a claim-check message only its own separator may break a line. */
const oneLine = (text: string) => text.replace(/[\r\n\u2028\u2029\u0085\v\f]+/g, ' ');

/**
 * The model's message for one claim and chunk, in the format claim-check models are trained on
 * (`Document: ...\nClaim: ...`). A claim-check model follows no instructions, but it reads the last `Claim:` line
 * as the claim: the chunk and the claim are put on one line each, so a chunk holding "\nClaim: ..." cannot swap in
 * a claim of its own.
 */
export function miniCheckMessage(chunk: string, claim: string): string {
  return `Document: ${oneLine(chunk)}\nClaim: ${oneLine(claim)}`;
}

/** What every call of one minicheck judge shares. */
export interface MiniCheckCaller extends SlotOwner<{ client: OpenAI; sdk: OpenAISdk }> {
  model: string;
  timeoutMs: number;
  policy: RetryPolicy;
  shownURL: string;
  mode: CacheMode;
  dir: string;
}

/** The answer to one claim and chunk. */
export interface ChunkCheck {
  reply: 'Yes' | 'No';
  score: number;
  usage?: TokenUsage;
  cache: NonNullable<JudgeResult['cache']>;
}

async function askChunk(
  caller: MiniCheckCaller,
  connection: { client: OpenAI; sdk: OpenAISdk },
  claim: string,
  chunk: string,
  caseId: string | undefined,
  signal: AbortSignal | undefined,
): Promise<Omit<ChunkCheck, 'cache'>> {
  const { model, redact, where } = caller;
  const body: ChatCompletionCreateParamsNonStreaming = {
    model,
    messages: [{ role: 'user', content: miniCheckMessage(chunk, claim) }],
    temperature: 0,
    logprobs: true,
    top_logprobs: 5,
  };
  const reply = await sendChat(connection, body, {
    deadline: createDeadline(caller.timeoutMs, signal),
    policy: caller.policy,
    where: where(caseId),
    caseId,
    baseURL: caller.shownURL,
    redact,
  });
  const read = readYesNo(reply.content, reply.firstTokenLogprobs);
  if (!read) {
    throw new JudgeError(
      redact(
        `${where(caseId)}: the reply is neither Yes nor No (got ${JSON.stringify((reply.content ?? '').slice(0, 120))}), no score given. Check that RAGCHECK_JUDGE_MODEL names a claim-check model such as bespoke-minicheck.`,
      ),
      { caseId, raw: redact(reply.body.slice(0, 4_000)) },
    );
  }
  return { ...read, ...(reply.usage ? { usage: reply.usage } : {}) };
}

/** One claim against one chunk, through the cache: a recorded answer, a replay miss, or a live call (recorded). */
export async function checkChunk(
  caller: MiniCheckCaller,
  claim: string,
  chunk: string,
  caseId: string | undefined,
  signal: AbortSignal | undefined,
): Promise<ChunkCheck> {
  const { model, mode, dir } = caller;
  const key = miniCheckCacheKey(model, chunk, claim);
  if (mode === 'replay' || mode === 'record') {
    const entry = await readStoredEntry(dir, key, MiniCheckEntrySchema);
    if (entry) return { reply: entry.reply, score: entry.score, cache: 'hit' };
    if (mode === 'replay') {
      throw new JudgeError(
        `${caller.where(caseId)}: no recorded answer for a claim (key ${key.slice(0, 12)}…) in ${dir}, and RAGCHECK_CACHE=replay never calls the model. The claim, context, model or prompt version changed since it was recorded, or it never was. Record it with RAGCHECK_CACHE=record and RAGCHECK_JUDGE_BASE_URL=<server>, then commit ${dir}.`,
        { caseId, replayMiss: true },
      );
    }
  }
  const answer = await withSlot(caller, caseId, signal, (connection) =>
    askChunk(caller, connection, claim, chunk, caseId, signal),
  );
  if (mode === 'off') return { ...answer, cache: 'off' };
  const entry: MiniCheckEntry = {
    key,
    judge: 'minicheck',
    model,
    promptVersion: MINICHECK_PROMPT_VERSION,
    createdAt: new Date().toISOString(),
    ...(caseId === undefined ? {} : { recordedFor: caseId }),
    inputs: { claim, chunkSha256: sha256(chunk), chunkChars: chunk.length, chunkPreview: clip(chunk, 200) },
    reply: answer.reply,
    score: answer.score,
    ...storedUsage(answer.usage),
  };
  await writeCacheEntry(dir, entry);
  return { ...answer, cache: 'recorded' };
}
