/**
 * Record/replay of judge answers. Each call is keyed by a hash of everything that decides the answer (model,
 * prompt version, schema version, question, context, answer, sample index) and stored as a small pretty-printed
 * JSON file under `<dir>/<first 2 hex chars>/<hash>.json`, meant to be committed so CI replays with no key and no
 * network. Entries hold no secret and no HTTP header: only the model, the inputs (context as a hash and preview),
 * the parsed judgement and the token usage.
 */
import { readdir, readFile, rm, rmdir } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { errorMessage, JudgeError } from '../errors.js';
import { writeFileAtomic } from '../fs/index.js';
import { sha256 } from '../text/index.js';
import { type ConversationTurn, TokenUsageSchema } from '../types.js';
import {
  JUDGE_PROMPT_VERSION,
  JUDGEMENT_SCHEMA_VERSION,
  JudgementSchema,
  type JudgePromptInput,
} from './openai/prompt.js';

/**
 * - `replay`: read only; a miss is a `JudgeError`, never a live call (no key needed). What CI uses.
 * - `record`: use the entry when there is one, otherwise call the model and store its answer.
 * - `live`: always call the model and store (overwrite) its answer.
 * - `off`: always call, read and store nothing.
 */
export const CACHE_MODES = ['replay', 'record', 'live', 'off'] as const;
export type CacheMode = (typeof CACHE_MODES)[number];

/** Where entries live unless told otherwise, relative to the working directory. */
export const DEFAULT_CACHE_DIR = 'fixtures/judge-cache';

/** What a cache key is made of. */
export interface CacheKeyParts extends JudgePromptInput {
  model: string;
  /** 0-based sample index (`samples: n` asks n times). */
  sample: number;
}

const KEY = /^[0-9a-f]{64}$/;

/**
 * A conversation's earlier turns as key parts: none for a single question, so the keys of entries recorded before
 * conversations stay what they were.
 */
export function historyKeyParts(history: readonly ConversationTurn[] | undefined): unknown[] {
  return history && history.length > 0 ? [['history', history.map((t) => [t.role, t.content])]] : [];
}

/** The sha256 key of one judge call. */
export function judgeCacheKey(parts: CacheKeyParts): string {
  return callKey('ragcheck-judge', parts);
}

/**
 * The sha256 key of one citation call: the faithfulness prompt on a cited sentence and the chunks it cites, a call
 * of its own (its own tag), so it never reads or replaces a faithfulness entry.
 */
export function citationCacheKey(parts: CacheKeyParts): string {
  return callKey('ragcheck-citation', parts);
}

function callKey(tag: 'ragcheck-judge' | 'ragcheck-citation', parts: CacheKeyParts): string {
  return sha256(
    JSON.stringify([
      tag,
      JUDGE_PROMPT_VERSION,
      JUDGEMENT_SCHEMA_VERSION,
      parts.model,
      parts.question,
      parts.context,
      parts.answer,
      parts.sample,
      ...historyKeyParts(parts.history),
    ]),
  );
}

/**
 * Whether a judge records its answers: it has a cache folder and says which entries an input needs (`cacheKeys`),
 * as the openai and minicheck judges do, and the cascade when its model does. `ragcheck cache` and the cascade ask.
 */
export function recordsAnswers(judge: unknown): boolean {
  const candidate = judge as { cacheKeys?: unknown; cache?: { dir?: unknown } } | undefined;
  return typeof candidate?.cacheKeys === 'function' && typeof candidate.cache?.dir === 'string';
}

/** Path of the entry for `key`: `<dir>/<key[0..2]>/<key>.json`. */
export function cacheEntryPath(dir: string, key: string): string {
  return join(dir, key.slice(0, 2), `${key}.json`);
}

/** The token usage an entry keeps: the counts, never the cost (prices change; the counts do not). */
export const StoredUsageSchema = TokenUsageSchema.omit({ costUsd: true });

/** `{ usage }` with the counts of `usage`, or nothing when there is none. */
export function storedUsage(usage: z.infer<typeof StoredUsageSchema> | undefined): {
  usage?: z.infer<typeof StoredUsageSchema>;
} {
  if (usage === undefined) return {};
  return {
    usage: {
      promptTokens: usage.promptTokens,
      completionTokens: usage.completionTokens,
      totalTokens: usage.totalTokens,
    },
  };
}

const TEXT_KEPT = 2_000;
const PREVIEW = 200;

/**
 * The schema of one kind of judge call's entry: the fields every such entry has, in their order, around the kind's
 * own `tag` (e.g. `{ kind: z.literal('correctness') }`), `inputs` and `output`.
 */
export function judgeEntrySchema<Tag extends z.ZodRawShape, Inputs extends z.ZodType, Output extends z.ZodType>(
  tag: Tag,
  inputs: Inputs,
  output: Output,
) {
  return z.object({
    key: z.string().regex(KEY),
    ...tag,
    model: z.string(),
    promptVersion: z.number().int(),
    schemaVersion: z.number().int(),
    sample: z.number().int().nonnegative(),
    createdAt: z.string(),
    /** The case that first recorded the entry (informational; not part of the key). */
    recordedFor: z.string().optional(),
    inputs,
    finishReason: z.string().nullable(),
    output,
    usage: StoredUsageSchema.optional(),
  });
}

/** What a live call gives the entry it is stored as. */
export interface JudgeEntryData<Output> {
  output: Output;
  usage?: z.infer<typeof StoredUsageSchema> | undefined;
  finishReason: string | null;
  caseId?: string | undefined;
}

/** The entry of one judge call, its fields in the order of `judgeEntrySchema`. */
export function judgeEntry<Tag extends object, Inputs, Output>(
  head: { key: string; tag: Tag; model: string; promptVersion: number; schemaVersion: number; sample: number },
  inputs: Inputs,
  data: JudgeEntryData<Output>,
) {
  return {
    key: head.key,
    ...head.tag,
    model: head.model,
    promptVersion: head.promptVersion,
    schemaVersion: head.schemaVersion,
    sample: head.sample,
    createdAt: new Date().toISOString(),
    ...(data.caseId === undefined ? {} : { recordedFor: data.caseId }),
    inputs,
    finishReason: data.finishReason,
    output: data.output,
    ...storedUsage(data.usage),
  };
}

const JudgeEntryInputsSchema = z.object({
  question: z.string(),
  questionSha256: z.string(),
  answer: z.string(),
  answerSha256: z.string(),
  contextSha256: z.string(),
  contextChars: z.number().int().nonnegative(),
  contextPreview: z.string(),
});
export const JudgeCacheEntrySchema = judgeEntrySchema({}, JudgeEntryInputsSchema, JudgementSchema);
export type JudgeCacheEntry = z.infer<typeof JudgeCacheEntrySchema>;

/** A recorded citation call: a faithfulness entry (the sentence as `answer`, the cited chunks as the context) tagged. */
export const CitationCacheEntrySchema = judgeEntrySchema(
  { kind: z.literal('citation') },
  JudgeEntryInputsSchema,
  JudgementSchema,
);

/** `text` cut to `max` characters, an ellipsis marking the cut (for an entry's previews). */
export const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}…` : text);

/**
 * Builds the entry stored for one call (a citation call's with `kind: 'citation'`). Long texts are clipped; their
 * hashes are always kept.
 */
export function createCacheEntry(
  parts: CacheKeyParts,
  data: JudgeEntryData<JudgeCacheEntry['output']>,
  kind?: 'citation',
): JudgeCacheEntry {
  return judgeEntry(
    {
      key: kind === 'citation' ? citationCacheKey(parts) : judgeCacheKey(parts),
      tag: kind === 'citation' ? { kind } : {},
      model: parts.model,
      promptVersion: JUDGE_PROMPT_VERSION,
      schemaVersion: JUDGEMENT_SCHEMA_VERSION,
      sample: parts.sample,
    },
    {
      question: clip(parts.question, TEXT_KEPT),
      questionSha256: sha256(parts.question),
      answer: clip(parts.answer, TEXT_KEPT),
      answerSha256: sha256(parts.answer),
      contextSha256: sha256(parts.context),
      contextChars: parts.context.length,
      contextPreview: clip(parts.context, PREVIEW),
    },
    data,
  );
}

/** Reads the entry for `key`, or `undefined` when there is none. A corrupt entry is a `JudgeError` naming it. */
export function readCacheEntry(dir: string, key: string): Promise<JudgeCacheEntry | undefined> {
  return readStoredEntry(dir, key, JudgeCacheEntrySchema);
}

/** Reads any judge's entry for `key` under `dir`, checked by `schema`; `undefined` when there is none. */
export async function readStoredEntry<T extends { key: string }>(
  dir: string,
  key: string,
  schema: z.ZodType<T>,
): Promise<T | undefined> {
  const file = cacheEntryPath(dir, key);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new JudgeError(`cannot read judge cache entry ${file}: ${(error as Error).message}`, { cause: error });
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new JudgeError(
      `judge cache entry ${file} is not valid JSON (${(error as Error).message}). Delete it and record it again (RAGCHECK_CACHE=record).`,
      { raw: text },
    );
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success || parsed.data.key !== key) {
    const why = parsed.success ? `its "key" is not ${key}` : z.prettifyError(parsed.error);
    throw new JudgeError(
      `judge cache entry ${file} is malformed: ${why}\nDelete it and record it again (RAGCHECK_CACHE=record).`,
      { raw: text },
    );
  }
  return parsed.data;
}

/** Writes an entry atomically (temp file + rename) and returns its path; a failed write leaves no partial entry. */
export async function writeCacheEntry(dir: string, entry: { key: string }): Promise<string> {
  const file = cacheEntryPath(dir, entry.key);
  try {
    await writeFileAtomic(file, `${JSON.stringify(entry, null, 2)}\n`, {
      hint: 'Check that the cache directory is writable and has space, or use RAGCHECK_CACHE=off.',
    });
  } catch (error) {
    throw new JudgeError(`judge cache entry not saved: ${errorMessage(error)}`, { cause: error });
  }
  return file;
}

/** Every entry in `dir`, by key. A missing directory has no entries. Files that are not entries are ignored. */
export async function listCacheEntries(dir: string): Promise<Map<string, string>> {
  const entries = new Map<string, string>();
  let prefixes: string[];
  try {
    prefixes = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return entries;
    throw error;
  }
  for (const prefix of prefixes) {
    if (!/^[0-9a-f]{2}$/.test(prefix)) continue;
    for (const name of await readdir(join(dir, prefix)).catch(() => [] as string[])) {
      const key = name.slice(0, -'.json'.length);
      if (name.endsWith('.json') && KEY.test(key) && key.startsWith(prefix)) {
        entries.set(key, join(dir, prefix, name));
      }
    }
  }
  return entries;
}

export interface CacheStatusOptions {
  /** @default 'fixtures/judge-cache' */
  dir?: string;
  /** The keys a suite needs (from `judge.cacheKeys(input)` for each answered case). */
  keys: Iterable<string>;
}

export interface CacheStatus {
  dir: string;
  /** Needed keys that have an entry. */
  hits: string[];
  /** Needed keys with no entry: replay would fail on them. */
  misses: string[];
  /** Paths of entries no needed key uses (`cachePrune` removes them). */
  stale: string[];
}

/**
 * Compares the entries in `dir` with the keys a suite needs.
 *
 * @example
 * const keys = cases.flatMap((c) => judge.cacheKeys({ question: c.question, answer, context, contexts }));
 * const { hits, misses, stale } = await cacheStatus({ keys });
 */
export async function cacheStatus(options: CacheStatusOptions): Promise<CacheStatus> {
  const dir = options.dir ?? DEFAULT_CACHE_DIR;
  const needed = new Set(options.keys);
  const entries = await listCacheEntries(dir);
  const hits: string[] = [];
  const misses: string[] = [];
  for (const key of needed) (entries.has(key) ? hits : misses).push(key);
  const stale = [...entries].filter(([key]) => !needed.has(key)).map(([, path]) => path);
  return { dir, hits, misses, stale: stale.sort() };
}

export interface CachePruneOptions extends CacheStatusOptions {
  /** List what would be removed without removing it. @default false */
  dryRun?: boolean;
}

/** Removes the entries no needed key uses (and prefix folders left empty). Returns the removed paths. */
export async function cachePrune(options: CachePruneOptions): Promise<{ removed: string[]; kept: number }> {
  const status = await cacheStatus(options);
  if (!options.dryRun) {
    for (const path of status.stale) await rm(path, { force: true });
    const prefixes = new Set(status.stale.map((p) => join(p, '..')));
    for (const prefix of prefixes) await rmdir(prefix).catch(() => undefined);
  }
  return { removed: status.stale, kept: status.hits.length };
}
