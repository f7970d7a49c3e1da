import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { isConfigError } from '../errors.js';
import { createOpenAIJudgeFromEnv, loadDotEnv, readOpenAIJudgeEnv } from './env.js';

function configError(fn: () => unknown): Error {
  try {
    fn();
  } catch (error) {
    expect(isConfigError(error), String(error)).toBe(true);
    return error as Error;
  }
  throw new Error('expected a ConfigError');
}

describe('readOpenAIJudgeEnv', () => {
  test('defaults to gpt-4o-mini and replay from fixtures/judge-cache', () => {
    expect(readOpenAIJudgeEnv({})).toEqual({
      model: 'gpt-4o-mini',
      cache: { mode: 'replay', dir: 'fixtures/judge-cache' },
    });
  });

  test('reads every variable', () => {
    expect(
      readOpenAIJudgeEnv({
        RAGCHECK_JUDGE_MODEL: 'llama3.1:8b',
        OPENAI_API_KEY: 'k',
        OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1',
        RAGCHECK_CACHE: 'record',
        RAGCHECK_CACHE_DIR: 'cache',
        RAGCHECK_JUDGE_CONCURRENCY: '8',
        RAGCHECK_JUDGE_TIMEOUT_MS: '20000',
        RAGCHECK_JUDGE_SAMPLES: '3',
        RAGCHECK_JUDGE_MAX_RETRIES: '0',
      }),
    ).toEqual({
      model: 'llama3.1:8b',
      apiKey: 'k',
      baseURL: 'http://127.0.0.1:11434/v1',
      cache: { mode: 'record', dir: 'cache' },
      concurrency: 8,
      timeoutMs: 20_000,
      samples: 3,
      retries: 0,
    });
  });

  test('treats empty values as unset', () => {
    expect(readOpenAIJudgeEnv({ RAGCHECK_JUDGE_MODEL: '', RAGCHECK_CACHE: ' ', OPENAI_API_KEY: '' })).toEqual(
      readOpenAIJudgeEnv({}),
    );
  });

  test('names the variable and the allowed values for an unknown value', () => {
    expect(configError(() => readOpenAIJudgeEnv({ RAGCHECK_CACHE: 'replay-only' })).message).toBe(
      'RAGCHECK_CACHE="replay-only" is not valid: use one of replay, record, live, off.',
    );
  });

  test('rejects numbers that are not whole, and base URLs that are not http(s)', () => {
    expect(configError(() => readOpenAIJudgeEnv({ RAGCHECK_JUDGE_CONCURRENCY: '0' })).message).toContain('>= 1');
    expect(configError(() => readOpenAIJudgeEnv({ RAGCHECK_JUDGE_TIMEOUT_MS: '30s' })).message).toContain(
      'RAGCHECK_JUDGE_TIMEOUT_MS',
    );
    expect(configError(() => readOpenAIJudgeEnv({ OPENAI_BASE_URL: 'localhost:11434' })).message).toContain('http');
  });
});

describe('createOpenAIJudgeFromEnv', () => {
  test('needs no key to replay, and builds the judge from the variables', () => {
    const judge = createOpenAIJudgeFromEnv({ RAGCHECK_JUDGE_MODEL: 'gpt-4.1-mini', RAGCHECK_CACHE_DIR: 'x' });
    expect(judge).toMatchObject({ name: 'openai', model: 'gpt-4.1-mini', cache: { mode: 'replay', dir: 'x' } });
  });

  test('a live call to OpenAI without OPENAI_API_KEY is one ConfigError', () => {
    expect(configError(() => createOpenAIJudgeFromEnv({ RAGCHECK_CACHE: 'record' })).message).toContain(
      'OPENAI_API_KEY',
    );
  });

  test('needs no key for a local base URL, and lets code overrides win', () => {
    const judge = createOpenAIJudgeFromEnv(
      { RAGCHECK_CACHE: 'live', OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1' },
      { cache: { mode: 'off' } },
    );
    expect(judge.cache.mode).toBe('off');
  });
});

describe('loadDotEnv', () => {
  test('loads a .env file quietly without overriding variables already set', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'ragcheck-env-'));
    const names = ['RAGCHECK_TEST_DOTENV_A', 'RAGCHECK_TEST_DOTENV_B'];
    process.env.RAGCHECK_TEST_DOTENV_B = 'from the shell';
    try {
      await writeFile(join(dir, '.env'), 'RAGCHECK_TEST_DOTENV_A=from-file\nRAGCHECK_TEST_DOTENV_B=from-file\n');
      loadDotEnv(join(dir, '.env'));
      expect(process.env.RAGCHECK_TEST_DOTENV_A).toBe('from-file');
      expect(process.env.RAGCHECK_TEST_DOTENV_B).toBe('from the shell');
    } finally {
      for (const name of names) delete process.env[name];
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('.env.example', () => {
  test('documents valid values for every variable it sets', async () => {
    const { parse } = await import('dotenv');
    const { readFileSync } = await import('node:fs');
    const env = parse(readFileSync(new URL('../../.env.example', import.meta.url), 'utf8'));
    expect(readOpenAIJudgeEnv(env)).toEqual({
      model: 'gpt-4o-mini',
      cache: { mode: 'replay', dir: 'fixtures/judge-cache' },
    });
    expect(['overlap', 'heuristic', 'openai']).toContain(env.RAGCHECK_JUDGE);
  });
});
