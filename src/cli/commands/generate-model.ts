/**
 * `ragcheck generate --model`: the model drafts over the judge's OpenAI-compatible transport (retries, deadline,
 * redaction) and its record/replay store, configured from the same environment as the judge. Replies are stored
 * under fixtures/generate-cache/ by default (apart from the judge's cache, which `ragcheck cache prune` trims to the
 * suites' keys), so a second run replays them with no server and no key.
 */
import { join } from 'node:path';
import { z } from 'zod';
import { JudgeError } from '../../errors.js';
import { type AskModel, draftWithModel, GENERATE_PROMPT_VERSION, modelPromptKey } from '../../generate/index.js';
import { resolveRetryPolicy } from '../../http/index.js';
import {
  checkJudgeBaseURL,
  connectJudge,
  createDeadline,
  JUDGE_RETRY_DEFAULTS,
  readOpenAIJudgeEnv,
  readStoredEntry,
  sendChat,
  writeCacheEntry,
} from '../../judge/index.js';
import type { Chunk, EvalCase } from '../../types.js';

/** Where model replies are recorded unless RAGCHECK_GENERATE_CACHE_DIR says otherwise. */
export const DEFAULT_GENERATE_CACHE_DIR = 'fixtures/generate-cache';

const EntrySchema = z.object({
  key: z.string(),
  kind: z.literal('generate'),
  model: z.string(),
  promptVersion: z.string(),
  reply: z.string(),
});

const WHERE = 'ragcheck generate --model';

/**
 * The model's drafts, checked offline: the model named by `--model`, at the judge's endpoint (OPENAI_BASE_URL /
 * RAGCHECK_JUDGE_BASE_URL, OPENAI_API_KEY), recorded and replayed per RAGCHECK_CACHE (replay by default: a reply not
 * recorded is an error naming how to record it, never a live call).
 */
export async function draftWithModelFromEnv(
  corpus: readonly Chunk[],
  options: {
    model: string;
    perKind: number;
    seed: string;
    env: NodeJS.ProcessEnv;
    cwd: string;
    taken: Set<string>;
    ids: Set<string>;
  },
): Promise<{ cases: EvalCase[]; dropped: Record<string, number> }> {
  const settings = readOpenAIJudgeEnv(options.env);
  const mode = settings.cache.mode;
  const dir = join(options.cwd, options.env.RAGCHECK_GENERATE_CACHE_DIR ?? DEFAULT_GENERATE_CACHE_DIR);
  const model = options.model;
  const baseURL = checkJudgeBaseURL(WHERE, settings.baseURL ?? 'https://api.openai.com/v1');
  const timeoutMs = settings.timeoutMs ?? 60_000;
  const connection = connectJudge({ baseURL, apiKey: settings.apiKey, timeoutMs, concurrency: 1 });
  const policy = resolveRetryPolicy(
    settings.retries === undefined ? {} : { retries: settings.retries },
    JUDGE_RETRY_DEFAULTS,
    WHERE,
  );
  const where = `${WHERE} (model "${model}" at ${connection.shownURL})`;
  const ask: AskModel = async (prompt) => {
    const key = modelPromptKey(model, prompt);
    if (mode === 'replay' || mode === 'record') {
      const entry = await readStoredEntry(dir, key, EntrySchema);
      if (entry) return entry.reply;
      if (mode === 'replay') {
        throw new JudgeError(
          `${where}: no recorded reply for a ${prompt.kind} prompt (key ${key.slice(0, 12)}…) in ${dir}, and RAGCHECK_CACHE=replay never calls the model. Record it: RAGCHECK_CACHE=record with OPENAI_API_KEY or OPENAI_BASE_URL set, then commit ${dir}.`,
          { replayMiss: true },
        );
      }
    }
    const client = await connection.client();
    const reply = await sendChat(
      client,
      {
        model,
        temperature: 0,
        response_format: { type: 'json_object' },
        messages: [
          { role: 'system', content: prompt.system },
          { role: 'user', content: prompt.user },
        ],
      },
      {
        deadline: createDeadline(timeoutMs),
        policy,
        where,
        caseId: undefined,
        baseURL: connection.shownURL,
        redact: connection.redact,
      },
    );
    const text = reply.content ?? '';
    if (mode !== 'off' && mode !== 'live') {
      const entry: z.infer<typeof EntrySchema> = {
        key,
        kind: 'generate',
        model,
        promptVersion: GENERATE_PROMPT_VERSION,
        reply: text,
      };
      await writeCacheEntry(dir, entry);
    }
    return text;
  };
  return draftWithModel(corpus, {
    ask,
    perKind: options.perKind,
    seed: options.seed,
    taken: options.taken,
    ids: options.ids,
  });
}
