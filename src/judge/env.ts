/**
 * OpenAI judge configuration from the environment, with `.env` loaded quietly by dotenv. Every value is
 * validated: a wrong one is a `ConfigError` naming the variable and what it accepts, raised once at start.
 * (`RAGCHECK_JUDGE`, which picks the judge, is read by `resolveJudge`.)
 *
 * | variable | values | default |
 * | --- | --- | --- |
 * | `RAGCHECK_JUDGE_MODEL` | a model name | gpt-4o-mini |
 * | `OPENAI_API_KEY` | a key (only for live calls to OpenAI's endpoint) | none |
 * | `RAGCHECK_JUDGE_BASE_URL` | the judge's OpenAI-compatible URL ending in /v1 (a local judge server does not redirect an app that uses OPENAI_BASE_URL) | `OPENAI_BASE_URL` |
 * | `OPENAI_BASE_URL` | an OpenAI-compatible URL ending in /v1 | OpenAI's |
 * | `RAGCHECK_CACHE` | replay, record, live, off | replay |
 * | `RAGCHECK_CACHE_DIR` | a folder | fixtures/judge-cache |
 * | `RAGCHECK_JUDGE_CONCURRENCY`, `RAGCHECK_JUDGE_TIMEOUT_MS`, `RAGCHECK_JUDGE_SAMPLES`, `RAGCHECK_JUDGE_MAX_RETRIES` | integers | see the options |
 */
import { config } from 'dotenv';
import { ConfigError } from '../errors.js';
import { openAIBaseURLProblem } from '../http/index.js';
import { parseWholeNumber } from '../option-checks.js';
import { CACHE_MODES, type CacheMode, DEFAULT_CACHE_DIR } from './cache.js';
import { createMiniCheckJudge, DEFAULT_MINICHECK_MODEL, type MiniCheckJudge } from './minicheck.js';
import { createOpenAIJudge, type OpenAIJudge, type OpenAIJudgeOptions } from './openai/index.js';

/** The model the `openai` judge uses when `RAGCHECK_JUDGE_MODEL` names none. */
export const DEFAULT_JUDGE_MODEL = 'gpt-4o-mini';

/** An environment: `process.env` or any plain record of strings. */
export type Env = Readonly<Record<string, string | undefined>>;

/** The OpenAI judge settings read from the environment. */
export interface OpenAIJudgeEnv {
  model: string;
  apiKey?: string;
  baseURL?: string;
  cache: { mode: CacheMode; dir: string };
  concurrency?: number;
  timeoutMs?: number;
  samples?: number;
  /** From `RAGCHECK_JUDGE_MAX_RETRIES`. */
  retries?: number;
}

let dotEnvLoaded = false;

/**
 * Loads `.env` (from the working directory, or `path`) into `process.env` once, quietly; variables already set
 * win. A missing file is fine.
 */
export function loadDotEnv(path?: string): void {
  if (dotEnvLoaded && path === undefined) return;
  config({ quiet: true, ...(path === undefined ? {} : { path }) });
  if (path === undefined) dotEnvLoaded = true;
}

function value(env: Env, name: string): string | undefined {
  const v = env[name]?.trim();
  return v === undefined || v === '' ? undefined : v;
}

function oneOf<T extends string>(env: Env, name: string, allowed: readonly T[], fallback: T): T {
  const v = value(env, name);
  if (v === undefined) return fallback;
  if (!(allowed as readonly string[]).includes(v)) {
    throw new ConfigError(`${name}=${JSON.stringify(v)} is not valid: use one of ${allowed.join(', ')}.`);
  }
  return v as T;
}

function integer(env: Env, name: string, min: number): number | undefined {
  const v = value(env, name);
  if (v === undefined) return undefined;
  const n = parseWholeNumber(v);
  if (n === undefined || n < min) {
    throw new ConfigError(`${name}=${JSON.stringify(v)} is not valid: use a whole number >= ${min}.`);
  }
  return n;
}

/** Validates an OpenAI base URL variable without ever echoing its value: it may hold credentials or a key. */
function url(env: Env, name: string): string | undefined {
  const v = value(env, name);
  if (v === undefined) return undefined;
  const problem = openAIBaseURLProblem(v);
  if (problem) throw new ConfigError(`${name} ${problem} (its value is not shown: it may hold a key).`);
  return v;
}

/**
 * Reads and validates the OpenAI judge settings. With the default `env` (`process.env`), `.env` is loaded first.
 *
 * @example
 * const { model, cache } = readOpenAIJudgeEnv(); // { model: 'gpt-4o-mini', cache: { mode: 'replay', ... } }
 */
export function readOpenAIJudgeEnv(env: Env = process.env): OpenAIJudgeEnv {
  if (env === process.env) loadDotEnv();
  const apiKey = value(env, 'OPENAI_API_KEY');
  const baseURL = url(env, 'RAGCHECK_JUDGE_BASE_URL') ?? url(env, 'OPENAI_BASE_URL');
  const concurrency = integer(env, 'RAGCHECK_JUDGE_CONCURRENCY', 1);
  const timeoutMs = integer(env, 'RAGCHECK_JUDGE_TIMEOUT_MS', 1);
  const samples = integer(env, 'RAGCHECK_JUDGE_SAMPLES', 1);
  const retries = integer(env, 'RAGCHECK_JUDGE_MAX_RETRIES', 0);
  return {
    model: value(env, 'RAGCHECK_JUDGE_MODEL') ?? DEFAULT_JUDGE_MODEL,
    ...(apiKey === undefined ? {} : { apiKey }),
    ...(baseURL === undefined ? {} : { baseURL }),
    cache: {
      mode: oneOf(env, 'RAGCHECK_CACHE', CACHE_MODES, 'replay'),
      dir: value(env, 'RAGCHECK_CACHE_DIR') ?? DEFAULT_CACHE_DIR,
    },
    ...(concurrency === undefined ? {} : { concurrency }),
    ...(timeoutMs === undefined ? {} : { timeoutMs }),
    ...(samples === undefined ? {} : { samples }),
    ...(retries === undefined ? {} : { retries }),
  };
}

/**
 * The OpenAI judge configured from the environment (see {@link readOpenAIJudgeEnv}); `overrides` win over it. The
 * cache defaults to `replay`, so nothing is spent unless `RAGCHECK_CACHE=record` (or `live`) is set.
 *
 * @example
 * // RAGCHECK_CACHE=record OPENAI_API_KEY=sk-... npm test
 * const judge = createOpenAIJudgeFromEnv();
 */
export function createOpenAIJudgeFromEnv(
  env: Env = process.env,
  overrides: Partial<OpenAIJudgeOptions> = {},
): OpenAIJudge {
  return createOpenAIJudge({ ...readOpenAIJudgeEnv(env), ...overrides });
}

/**
 * The `minicheck` judge configured from the environment: the same variables as the openai judge
 * (`RAGCHECK_JUDGE_BASE_URL`, else `OPENAI_BASE_URL`; `RAGCHECK_CACHE`, ...), with `RAGCHECK_JUDGE_MODEL`
 * defaulting to `bespoke-minicheck` and `RAGCHECK_JUDGE_CHUNK_CHARS` for the context chunk size.
 *
 * @example
 * // RAGCHECK_JUDGE_BASE_URL=http://127.0.0.1:11434/v1 RAGCHECK_CACHE=record
 * const judge = createMiniCheckJudgeFromEnv();
 */
export function createMiniCheckJudgeFromEnv(env: Env = process.env): MiniCheckJudge {
  const { model: _model, samples: _samples, ...settings } = readOpenAIJudgeEnv(env);
  const chunkChars = integer(env, 'RAGCHECK_JUDGE_CHUNK_CHARS', 200);
  return createMiniCheckJudge({
    ...settings,
    model: value(env, 'RAGCHECK_JUDGE_MODEL') ?? DEFAULT_MINICHECK_MODEL,
    ...(chunkChars === undefined ? {} : { chunkChars }),
  });
}
