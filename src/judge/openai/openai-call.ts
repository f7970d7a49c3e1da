/**
 * One call of the `openai` judge, whatever it asks (faithfulness, correctness, citation): the request, one repair
 * request when the reply fails its checks, and the record/replay cache around it. Each kind of call describes
 * itself as a {@link CallKind}; this module knows nothing of what a kind asks.
 */
import type OpenAI from 'openai';
import type { ChatCompletionCreateParamsNonStreaming } from 'openai/resources/chat/completions';
import { JudgeError } from '../../errors.js';
import type { OpenAISdk } from '../../http/index.js';
import type { TokenUsage } from '../../types.js';
import { type JudgeEntryData, writeCacheEntry } from '../cache.js';
import { WEAK_EVIDENCE } from '../evidence-bearing.js';
import type { JudgeResult } from '../types.js';
import { CorrectnessJudgementSchema } from './correctness-prompt.js';
import { connectJudge, withSlot } from './judge-setup.js';
import type { OpenAISettings } from './openai-options.js';
import { type ChatReply, createDeadline, sendChat, type TransportOptions } from './openai-transport.js';
import { addUsage, withCost } from './pricing.js';
import { buildRepairMessages, type JudgeMessage, JudgementSchema } from './prompt.js';

type ResponseFormat = NonNullable<ChatCompletionCreateParamsNonStreaming['response_format']>;

/** The SDK's client and what the judge's requests need from the SDK, made on the first live call. */
export interface Connection {
  client: OpenAI;
  sdk: OpenAISdk;
  responseFormat: ResponseFormat;
  correctnessFormat: ResponseFormat;
  citationFormat: ResponseFormat;
}

/** A reply's check: the judgement read from it, or what is wrong with it in words the model can act on. */
export type ReplyCheck<T> = { ok: true; judgement: T } | { ok: false; problem: string };

/** One call of a kind: its messages, response format, how its reply is checked, and how it is cached. */
export interface CallKind<T> {
  messages: JudgeMessage[];
  responseFormat: (connection: Connection) => ResponseFormat;
  check: (content: string) => ReplyCheck<T>;
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

/** What every call of one judge shares: its settings, its connection (made on the first live call) and limit. */
export interface JudgeCaller {
  settings: OpenAISettings;
  connect: () => Promise<Connection>;
  /** The judge, endpoint and case, for the start of every message. */
  where: (caseId: string | undefined) => string;
  shownURL: string;
  redact: (text: string) => string;
  limit: ReturnType<typeof connectJudge>['limit'];
}

/** The caller of one judge: the client is made, and the SDK's zod helper loaded, on the first live call. */
export function createJudgeCaller(settings: OpenAISettings): JudgeCaller {
  const { baseURL, apiKey, timeoutMs, concurrency, model } = settings;
  const { client, shownURL, redact, limit } = connectJudge({ baseURL, apiKey, timeoutMs, concurrency });
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
  return { settings, connect, where, shownURL, redact, limit };
}

/** Problems of the reply itself (cut off, refused, filtered, empty), before its content is read. */
export function replyProblem(reply: ChatReply): string | undefined {
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

/** What one answered call gives: the checked judgement, its tokens, and why the model stopped. */
export interface Answered<T> {
  judgement: T;
  usage: TokenUsage | undefined;
  finishReason: string | null;
}

/** Asks the model, and once more with the problem when its reply fails the checks; twice invalid is a JudgeError. */
export async function askModel<T>(
  caller: JudgeCaller,
  kind: CallKind<T>,
  caseId: string | undefined,
  connection: Connection,
  signal: AbortSignal | undefined,
): Promise<Answered<T>> {
  const { model, temperature, maxTokens, prices, policy, timeoutMs } = caller.settings;
  const { redact, where } = caller;
  const deadline = createDeadline(timeoutMs, signal);
  const transport: TransportOptions = {
    deadline,
    policy,
    where: where(caseId),
    caseId,
    baseURL: caller.shownURL,
    redact,
  };
  const body: ChatCompletionCreateParamsNonStreaming = {
    model,
    messages: kind.messages,
    response_format: kind.responseFormat(connection),
    ...(temperature === null ? {} : { temperature }),
    ...(maxTokens === undefined ? {} : { max_completion_tokens: maxTokens }),
  };
  const check = (reply: ChatReply): ReplyCheck<T> => {
    const problem = replyProblem(reply);
    return problem === undefined ? kind.check(reply.content as string) : { ok: false, problem };
  };
  const cost = (reply: ChatReply) => (reply.usage ? withCost(reply.usage, model, prices) : undefined);
  const first = await sendChat(connection, body, transport);
  const firstCheck = check(first);
  if (firstCheck.ok) return { judgement: firstCheck.judgement, usage: cost(first), finishReason: first.finishReason };

  const repair = [...kind.messages, ...buildRepairMessages(first.content ?? '', firstCheck.problem)];
  const second = await sendChat(connection, { ...body, messages: repair }, transport);
  const secondCheck = check(second);
  const usage = addUsage([cost(first), cost(second)]);
  if (secondCheck.ok) return { judgement: secondCheck.judgement, usage, finishReason: second.finishReason };
  const truncated = second.finishReason === 'length' ? ' Raise `maxTokens` or use a model with a larger output.' : '';
  const weakEvidence = secondCheck.problem.split('\n').every((line) => line.includes(WEAK_EVIDENCE));
  throw new JudgeError(
    redact(
      `${where(caseId)}: invalid output twice (once after a repair request), no score given.\nFirst reply: ${firstCheck.problem}\nAfter repair: ${secondCheck.problem}${truncated}`,
    ),
    {
      caseId,
      weakEvidence,
      raw: redact(
        `first reply:\n${(first.content ?? first.body).slice(0, 4_000)}\n\nafter repair:\n${(second.content ?? second.body).slice(0, 4_000)}`,
      ),
    },
  );
}

/** A recorded entry for the kind's key, checked as a live reply would be; undefined when there is none. */
async function recordedJudgement<T>(caller: JudgeCaller, kind: CallKind<T>, caseId: string | undefined) {
  const { mode, dir } = caller.settings;
  const { key } = kind;
  const entry = await kind.read();
  if (entry) {
    const valid = kind.check(JSON.stringify(entry.output));
    if (!valid.ok) {
      throw new JudgeError(
        `${caller.where(caseId)}: recorded entry ${key} in ${dir} is invalid: ${valid.problem} Delete it and record again.`,
        {
          caseId,
          raw: JSON.stringify(entry.output),
          weakEvidence: valid.problem.split('\n').every((line) => line.includes(WEAK_EVIDENCE)),
        },
      );
    }
    return valid.judgement;
  }
  if (mode === 'replay') {
    throw new JudgeError(
      `${caller.where(caseId)}: no recorded ${kind.missing} (key ${key.slice(0, 12)}…) in ${dir}, and RAGCHECK_CACHE=replay never calls the model. ${kind.changed} changed since it was recorded, or it never was. Record it with: npx ragcheck record --judge (for ragcheck eval: RAGCHECK_CACHE=record in its environment), with OPENAI_API_KEY or OPENAI_BASE_URL=<local server> set, then commit ${dir}.`,
      { caseId, replayMiss: true },
    );
  }
  return undefined;
}

/** One call, through the cache: a recorded entry when there is one, a replay miss, or a live call (recorded). */
export async function cachedCall<T>(
  caller: JudgeCaller,
  kind: CallKind<T>,
  caseId: string | undefined,
  signal: AbortSignal | undefined,
): Promise<{ judgement: T; usage: TokenUsage | undefined; cache: NonNullable<JudgeResult['cache']> }> {
  const { mode, dir } = caller.settings;
  if (mode === 'replay' || mode === 'record') {
    const judgement = await recordedJudgement(caller, kind, caseId);
    if (judgement !== undefined) return { judgement, usage: undefined, cache: 'hit' };
  }
  const answer = await withSlot(caller, caseId, signal, (connection: Connection) =>
    askModel(caller, kind, caseId, connection, signal),
  );
  if (mode === 'off') return { ...answer, cache: 'off' };
  await writeCacheEntry(
    dir,
    kind.entry({ output: answer.judgement, usage: answer.usage, finishReason: answer.finishReason, caseId }),
  );
  return { ...answer, cache: 'recorded' };
}
