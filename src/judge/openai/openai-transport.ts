/**
 * One chat completion over the `openai` SDK, retried by the shared engine (`withRetries` in `src/http`): the SDK's
 * own retries are off (`maxRetries: 0`) because 6.x obeys Retry-After without a cap and sleeps without an abort.
 */
import type OpenAI from 'openai';
import type { ChatCompletionCreateParamsNonStreaming } from 'openai/resources/chat/completions';
import { z } from 'zod';
import { JudgeError } from '../../errors.js';
import { type OpenAISdk, openAIRetryDecision, type RetryPolicy, safeCause, withRetries } from '../../http/index.js';
import type { TokenUsage } from '../../types.js';

/** The time one case may take, and why it would end early. */
export interface Deadline {
  readonly signal: AbortSignal;
  readonly at: number;
  readonly timeoutMs: number;
  /** The caller's signal (the harness's own case timeout), kept apart to say which one fired. */
  readonly caller: AbortSignal | undefined;
}

/** Starts the clock of one judge call: aborted after `timeoutMs` or when `caller` aborts. */
export function createDeadline(timeoutMs: number, caller?: AbortSignal): Deadline {
  const timeout = AbortSignal.timeout(timeoutMs);
  return {
    signal: caller ? AbortSignal.any([caller, timeout]) : timeout,
    at: Date.now() + timeoutMs,
    timeoutMs,
    caller,
  };
}

export interface TransportOptions {
  deadline: Deadline;
  policy: RetryPolicy;
  /** Prefix of every error message: which judge, case and endpoint. */
  where: string;
  caseId: string | undefined;
  baseURL: string;
  /** Removes secrets from any text that leaves this module. */
  redact: (text: string) => string;
}

/** What came back from one successful exchange. */
export interface ChatReply {
  content: string | null;
  refusal: string | null;
  finishReason: string | null;
  usage: TokenUsage | undefined;
  /** The HTTP body as received (redacted), for evidence. */
  body: string;
  /** The first generated token's most likely alternatives, when the server returned logprobs. */
  firstTokenLogprobs?: { token: string; logprob: number }[];
}

const TokenLogprobSchema = z.object({ token: z.string(), logprob: z.number() });

const CompletionSchema = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({ content: z.string().nullish(), refusal: z.string().nullish() }),
        finish_reason: z.string().nullish(),
        logprobs: z
          .object({
            content: z
              .array(TokenLogprobSchema.extend({ top_logprobs: z.array(TokenLogprobSchema).nullish() }))
              .nullish(),
          })
          .nullish(),
      }),
    )
    .min(1),
  usage: z
    .object({ prompt_tokens: z.number(), completion_tokens: z.number(), total_tokens: z.number().optional() })
    .nullish(),
});

const STATUS_HINTS: Record<number, string> = {
  400: 'the endpoint rejected the request; check that the model supports structured output (response_format json_schema)',
  401: 'the API key was rejected; check OPENAI_API_KEY (or `apiKey`) for this endpoint',
  403: 'the API key may not use this model; check its permissions',
  404: 'check the model name (RAGCHECK_JUDGE_MODEL) and that the base URL ends in /v1',
  429: 'still rate limited: lower the judge concurrency (RAGCHECK_JUDGE_CONCURRENCY) or raise `retries`',
};

function abortError(options: TransportOptions, attempts: number, cause?: unknown): JudgeError {
  const { deadline, where, caseId, redact } = options;
  const tries = attempts > 1 ? ` (after ${attempts} attempts)` : '';
  if (deadline.caller?.aborted) {
    const reason = deadline.caller.reason instanceof Error ? deadline.caller.reason.message : deadline.caller.reason;
    return new JudgeError(redact(`${where}: aborted by the caller${tries}: ${String(reason ?? 'no reason given')}`), {
      caseId,
      cause: safeCause(cause, redact),
    });
  }
  return new JudgeError(
    redact(
      `${where}: timed out after ${deadline.timeoutMs} ms${tries}. Raise \`timeoutMs\` (RAGCHECK_JUDGE_TIMEOUT_MS) or check that the server at ${options.baseURL} answers.`,
    ),
    { caseId, cause: safeCause(cause, redact) },
  );
}

function describeApiFailure(
  error: unknown,
  options: TransportOptions,
  { APIError, APIConnectionError }: OpenAISdk,
): string {
  if (error instanceof APIError && error.status !== undefined) {
    const hint = STATUS_HINTS[error.status] ?? (error.status >= 500 ? 'the server failed; try again later' : '');
    return `HTTP ${error.message}${hint ? ` (${hint})` : ''}`;
  }
  if (error instanceof APIConnectionError) {
    const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
    return `cannot reach ${options.baseURL}${cause} (is the server running and the base URL right?)`;
  }
  return error instanceof Error ? error.message : String(error);
}

function parseReply(body: string, options: TransportOptions): ChatReply {
  const { where, caseId, redact } = options;
  let data: unknown;
  try {
    data = JSON.parse(body);
  } catch {
    throw new JudgeError(
      redact(
        `${where}: the endpoint answered with a body that is not JSON (starts with ${JSON.stringify(body.slice(0, 120))}). Check that the base URL (${options.baseURL}) is an OpenAI-compatible API ending in /v1.`,
      ),
      { caseId, raw: redact(body.slice(0, 4_000)) },
    );
  }
  const parsed = CompletionSchema.safeParse(data);
  if (!parsed.success) {
    throw new JudgeError(
      redact(
        `${where}: the endpoint's JSON is not a chat completion:\n${z.prettifyError(parsed.error)}\nCheck that the base URL (${options.baseURL}) is an OpenAI-compatible API.`,
      ),
      { caseId, raw: redact(body.slice(0, 4_000)) },
    );
  }
  const choice = parsed.data.choices[0]!;
  const u = parsed.data.usage;
  const first = choice.logprobs?.content?.[0];
  return {
    ...(first ? { firstTokenLogprobs: first.top_logprobs?.length ? first.top_logprobs : [first] } : {}),
    content: choice.message.content ?? null,
    refusal: choice.message.refusal ?? null,
    finishReason: choice.finish_reason ?? null,
    usage: u
      ? {
          promptTokens: u.prompt_tokens,
          completionTokens: u.completion_tokens,
          totalTokens: u.total_tokens ?? u.prompt_tokens + u.completion_tokens,
        }
      : undefined,
    body: redact(body),
  };
}

/**
 * Sends one chat completion request, retrying 408/409/429/5xx and connection failures with the shared engine
 * (`withRetries`). Throws a `JudgeError` when the request fails for good, the deadline passes or the caller aborts.
 */
export async function sendChat(
  { client, sdk }: { client: OpenAI; sdk: OpenAISdk },
  body: ChatCompletionCreateParamsNonStreaming,
  options: TransportOptions,
): Promise<ChatReply> {
  const { deadline, where, caseId, redact } = options;
  const { APIUserAbortError } = sdk;
  const text = await withRetries(
    async () => {
      const response = await client.chat.completions
        .create(body, { signal: deadline.signal, maxRetries: 0 })
        .asResponse();
      return response.text();
    },
    {
      decide: (error) => openAIRetryDecision(error, sdk),
      policy: options.policy,
      signal: deadline.signal,
      deadline: deadline.at,
      giveUp: (error, why) => {
        if (why.reason === 'aborted' || error instanceof APIUserAbortError) {
          return abortError(options, why.attempts, error);
        }
        const failure = describeApiFailure(error, options, sdk);
        const cause = safeCause(error, redact);
        if (why.reason === 'retry-after') {
          return new JudgeError(
            redact(
              `${where}: request failed (${failure}); the server asked to retry after ${Math.round(why.waitMs ?? 0)} ms, more than \`maxRetryAfterMs\` (${options.policy.maxRetryAfterMs}).`,
            ),
            { caseId, cause },
          );
        }
        if (why.reason === 'deadline') {
          return new JudgeError(
            redact(
              `${where}: request failed (${failure}) and the next retry would wait ${Math.round(why.waitMs ?? 0)} ms, beyond the ${deadline.timeoutMs} ms \`timeoutMs\` (${Math.round(why.leftMs ?? 0)} ms left).`,
            ),
            { caseId, cause },
          );
        }
        const tries = why.reason === 'exhausted' ? ` after ${why.attempts} attempt(s)` : '';
        return new JudgeError(redact(`${where}: request failed${tries}: ${failure}`), { caseId, cause });
      },
    },
  );
  return parseReply(text, options);
}
