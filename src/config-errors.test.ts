/**
 * Every option and environment variable a user can set, each with a wrong value: the mistake must be a ConfigError
 * whose message names the option, says how to fix it, and never shows a value that may hold a secret. CLI flags are
 * listed apart: a wrong flag exits 2 and the message names the flag.
 */
import { describe, expect, test, vi } from 'vitest';
import {
  createBm25Index,
  createHttpAdapter,
  createLexicalAdapter,
  createOpenAIAdapter,
  recordingModeFromEnv,
  withRecording,
} from './adapter/index.js';
import { foldOf, pairedBootstrap } from './calibration/index.js';
import { main } from './cli/main.js';
import { compareRuns } from './compare/index.js';
import { ConfigError, isConfigError } from './errors.js';
import { evaluateCase, evaluateCases, parseSuiteGates, parseThresholds } from './evaluate/index.js';
import {
  createCascadeJudge,
  createHeuristicJudge,
  createMiniCheckJudge,
  createOpenAIJudge,
  createOverlapJudge,
  readOpenAIJudgeEnv,
  resolveJudge,
} from './judge/index.js';
import { classifyRefusal, defineRefusalVocabulary, ENGLISH_REFUSAL_VOCABULARY } from './refusal/index.js';
import { splitSentences } from './text/index.js';
import type { EvalCase } from './types.js';
import { ragcheckProject } from './vitest/node/project.js';
import { RagcheckReporter } from './vitest/reporter.js';
import { limitHeapGrowth } from './vitest/worker/heap.js';
import { ragcheckMatchers } from './vitest/worker/matchers.js';
import { resolveSuite } from './vitest/worker/options.js';

const SECRET = 'hunter2-do-not-print';
const store = { cases: 'fixtures/store-policy/cases.jsonl', corpus: 'fixtures/store-policy/corpus.jsonl' };
const suite = (options: Record<string, unknown>) => () => resolveSuite({ name: 's', ...store, ...options } as never);
const env = (vars: Record<string, string>, run: () => unknown) => () => {
  for (const [name, value] of Object.entries(vars)) vi.stubEnv(name, value);
  try {
    return run();
  } finally {
    vi.unstubAllEnvs();
  }
};
const aCase: EvalCase = { id: 'c', question: 'q?', golden: [] };
const app = { ask: async () => ({ answer: 'a', contexts: [] }) };
const overlap = createOverlapJudge();
const retriever = () => [];

/** [what the user set, the call, the option the message must name, what the fix says, a secret it must not show] */
type Row = [string, () => unknown, string, string | RegExp, string?];

/** A row for a judge environment variable, read as `ragcheck` reads it. */
function judgeEnvRow(name: string, value: string, fix: string): Row {
  return [name, () => readOpenAIJudgeEnv({ [name]: value }), name, fix];
}

const ROWS: Row[] = [
  // defineRagSuite / ragcheckProject
  ['suite k', suite({ k: 0 }), '`k`', 'positive integer'],
  ['suite concurrency', suite({ concurrency: 2.5 }), '`concurrency`', 'whole number of 1 or more'],
  ['suite timeoutMs', suite({ timeoutMs: -1 }), '`timeoutMs`', 'positive number of milliseconds'],
  ['suite maxAnswerChars', suite({ maxAnswerChars: 0 }), '`maxAnswerChars`', 'positive integer'],
  ['suite maxContextChars', suite({ maxContextChars: 1.5 }), '`maxContextChars`', 'positive integer'],
  ['suite thresholds', suite({ thresholds: { faithfulness: 2 } }), 'thresholds', /faithfulness.*1/],
  ['suite gates', suite({ gates: { minPassRate: 3 } }), '`gates`', /minPassRate/],
  ['suite baseline.tolerance', suite({ baseline: { tolerance: 5 } }), '`baseline.tolerance`', 'between 0 and 1'],
  ['suite tags', suite({ tags: [''] }), '`tags`', 'non-empty strings'],
  ['suite mode', suite({ mode: 'both' }), '`mode`', "'answer' or 'retrieval'"],
  ['suite trials', suite({ trials: 0 }), '`trials`', 'at least 1'],
  ['suite trials.minPassRate', suite({ trials: { n: 3, minPassRate: 90 } }), '`trials.minPassRate`', 'between 0 and 1'],
  ['suite trials keys', suite({ trials: { n: 3, min: 1 } }), '`trials`', 'use n, minPassRate, allowErrors'],
  ['suite cases', suite({ cases: 42 }), '`cases`', 'a path, a glob'],
  ['suite adapter', suite({ adapter: {} }), '`adapter`', 'ask({ question, case }'],
  ['suite judge', suite({ judge: 'gpt' }), 'judge "gpt"', 'choose one of'],
  ['suite uncertain', suite({ uncertain: 'maybe' }), 'uncertain "maybe"', 'use one of'],
  ['suite refusal.language', suite({ refusal: { language: 'xx' } }), '`language`', "use 'auto' or one of"],
  ['suite refusal.markers', suite({ refusal: { markers: ['x'] } }), '`markers`', '`vocabulary`'],
  ['suite refusal.vocabulary', suite({ refusal: { vocabulary: [] } }), '`vocabulary`', 'ENGLISH_REFUSAL_VOCABULARY'],
  ['ragcheckProject maxConcurrency', () => ragcheckProject({ maxConcurrency: 0 }), '`maxConcurrency`', 'positive'],
  // evaluation entry points and their rules
  ['evaluateCase k', () => evaluateCase(aCase, app, overlap, { k: 0 }), '`k`', 'positive integer'],
  ['evaluateCase timeoutMs', () => evaluateCase(aCase, app, overlap, { timeoutMs: 0 }), '`timeoutMs`', 'positive'],
  ['evaluateCases concurrency', () => evaluateCases([aCase], app, overlap, { concurrency: 0 }), '`concurrency`', '1'],
  ['thresholds', () => parseThresholds({ relevancy: -1 }), 'thresholds', /relevancy/],
  ['thresholds correctness', () => parseThresholds({ correctness: 1.5 }), 'thresholds', /correctness/],
  ['thresholds citationValidity', () => parseThresholds({ citationValidity: -0.5 }), 'thresholds', /citationValidity/],
  ['thresholds citationSupport', () => parseThresholds({ citationSupport: 'all' }), 'thresholds', /citationSupport/],
  ['gates', () => parseSuiteGates({ nope: 1 }, 'here'), '`gates`', /nope/],
  ['compare alpha', () => compareRuns({} as never, {} as never, { alpha: 2 }), '--alpha', 'e.g. 0.05'],
  ['splitSentences boundary', () => splitSentences('x', { boundary: 'x' as never }), '`boundary`', "'prose'"],
  ['pairedBootstrap samples', () => pairedBootstrap([1], [1], [1], { samples: 0 }), '`samples`', 'positive integer'],
  ['foldOf folds', () => foldOf('id', 1), '`folds`', 'integer >= 2'],
  // judges
  ['openai concurrency', () => createOpenAIJudge({ model: 'm', concurrency: 0 }), '`concurrency`', 'integer >= 1'],
  ['openai temperature', () => createOpenAIJudge({ model: 'm', temperature: 3 }), '`temperature`', 'between 0 and 2'],
  [
    'openai cache.mode',
    () => createOpenAIJudge({ model: 'm', cache: { mode: 'x' as never } }),
    '`cache.mode`',
    'one of replay',
  ],
  ['openai model', () => createOpenAIJudge({ model: ' ' }), '`model`', 'e.g. "gpt-4o-mini"'],
  [
    'openai maxRetries',
    () => createOpenAIJudge({ model: 'm', ...({ maxRetries: 1 } as object) }),
    '`maxRetries`',
    'called `retries`',
  ],
  [
    'openai baseURL',
    () => createOpenAIJudge({ model: 'm', baseURL: `https://me:${SECRET}@gw.example.com/v1`, apiKey: 'k' }),
    '`baseURL`',
    'OPENAI_API_KEY',
    SECRET,
  ],
  [
    'minicheck chunkChars',
    () => createMiniCheckJudge({ chunkChars: 0, cache: { mode: 'replay' } }),
    '`chunkChars`',
    '>= 1',
  ],
  [
    'minicheck baseURL',
    () => createMiniCheckJudge({ baseURL: `ftp://me:${SECRET}@127.0.0.1/v1` }),
    '`baseURL`',
    'http:// or https://',
    SECRET,
  ],
  [
    'cascade escalate',
    () => createCascadeJudge({ model: overlap, escalate: 'x' as never }),
    '`escalate`',
    'claims or answer',
  ],
  ['cascade model', () => createCascadeJudge({ model: {} as never }), '`model`', 'a Judge'],
  ['heuristic minSupport', () => createHeuristicJudge({ minSupport: 2 }), '`minSupport`', 'in (0, 1]'],
  [
    'heuristic refusalMarkers',
    () => createHeuristicJudge({ refusalMarkers: ['x'] } as never),
    '`refusalMarkers`',
    'vocabulary',
  ],
  ['overlap minSupport', () => createOverlapJudge({ minSupport: -1 }), '`minSupport`', 'between 0 and 1'],
  // adapters
  [
    'http url',
    () => createHttpAdapter({ url: `ftp://me:${SECRET}@127.0.0.1:8787/ask` }),
    '`url`',
    'http:// or https://',
    SECRET,
  ],
  [
    'http timeoutMs',
    () => createHttpAdapter({ url: 'http://127.0.0.1/ask', timeoutMs: 0 }),
    '`timeoutMs`',
    'milliseconds',
  ],
  ['http retries', () => createHttpAdapter({ url: 'http://127.0.0.1/ask', retries: -1 }), '`retries`', '0 or more'],
  [
    'http retryBaseDelayMs',
    () => createHttpAdapter({ url: 'http://127.0.0.1/ask', ...({ retryBaseDelayMs: 2 } as object) }),
    '`retryBaseDelayMs`',
    'called `retryDelayMs`',
  ],
  ['openai adapter model', () => createOpenAIAdapter({ retriever, model: '' }), '`model`', 'such as "gpt-4o-mini"'],
  [
    'openai adapter retriever',
    () => createOpenAIAdapter({ retriever: 5 as never, model: 'm' }),
    '`retriever`',
    'createBm25Index',
  ],
  [
    'openai adapter baseURL',
    () => createOpenAIAdapter({ retriever, model: 'm', apiKey: 'k', baseURL: `http://me:${SECRET}@127.0.0.1/v1` }),
    '`baseURL`',
    'OPENAI_API_KEY',
    SECRET,
  ],
  ['lexical k', () => createLexicalAdapter({ corpus: [], k: 0 }), '`k`', 'positive integer'],
  ['lexical minScore', () => createLexicalAdapter({ corpus: [], minScore: 2 }), '`minScore`', 'between 0 and 1'],
  ['bm25 b', () => createBm25Index([], { b: 2 }), '`b`', 'between 0 and 1'],
  ['withRecording mode', () => withRecording(app, { dir: 'x', mode: 'x' as never }), '`mode`', 'one of'],
  ['withRecording dir', () => withRecording(app, { dir: '' }), '`dir`', 'e.g. fixtures/recordings'],
  // refusal vocabularies
  ['refusal language', () => classifyRefusal('x', { language: 'xx' as never }), '`language`', "use 'auto'"],
  [
    'refusal vocabulary rule',
    () => defineRefusalVocabulary({ ...ENGLISH_REFUSAL_VOCABULARY, language: 'en-x', refusals: [] }),
    '`refusals`',
    'at least one rule',
  ],
  [
    'refusal vocabulary ordinal stops',
    () => defineRefusalVocabulary({ ...ENGLISH_REFUSAL_VOCABULARY, language: 'en-x', ordinalStops: 'yes' as never }),
    '`ordinalStops`',
    'must be true',
  ],
  [
    'refusal vocabulary and language',
    () => classifyRefusal('x', { language: 'en', vocabulary: ENGLISH_REFUSAL_VOCABULARY }),
    '`language`',
    'Drop',
  ],
  // reporter
  [
    'reporter results',
    () => new RagcheckReporter({ results: 'x' as never }),
    '`RagcheckReporterOptions.results`',
    "'auto', 'file' or 'meta'",
  ],
  [
    'reporter progressIntervalMs',
    () => new RagcheckReporter({ progressIntervalMs: -5 }),
    '`RagcheckReporterOptions.progressIntervalMs`',
    'leave it unset',
  ],
  // matchers
  ['toBeFaithful min', () => ragcheckMatchers.toBeFaithful(fakeResult(), 2), '`min`', 'between 0 and 1'],
  // environment variables
  ['RAGCHECK_TRIALS', env({ RAGCHECK_TRIALS: 'ten' }, suite({})), 'RAGCHECK_TRIALS', 'e.g. 5'],
  ['RAGCHECK_SAMPLE', env({ RAGCHECK_SAMPLE: '0' }, suite({})), 'RAGCHECK_SAMPLE', 'e.g. 20'],
  ['RAGCHECK_JUDGE', env({ RAGCHECK_JUDGE: 'gpt' }, () => resolveJudge()), 'RAGCHECK_JUDGE', 'choose one of'],
  [
    'RAGCHECK_UNCERTAIN',
    env({ RAGCHECK_UNCERTAIN: 'maybe' }, () => resolveJudge()),
    'RAGCHECK_UNCERTAIN',
    'use one of',
  ],
  [
    'RAGCHECK_CASCADE_JUDGE',
    () => resolveJudge('cascade', { RAGCHECK_CASCADE_JUDGE: 'x' }),
    'RAGCHECK_CASCADE_JUDGE',
    'use one of',
  ],
  judgeEnvRow('RAGCHECK_CACHE', 'sometimes', 'use one of'),
  judgeEnvRow('RAGCHECK_JUDGE_CONCURRENCY', '0', 'whole number >= 1'),
  judgeEnvRow('RAGCHECK_JUDGE_TIMEOUT_MS', '1e3', 'whole number'),
  judgeEnvRow('RAGCHECK_JUDGE_SAMPLES', 'two', 'whole number'),
  judgeEnvRow('RAGCHECK_JUDGE_MAX_RETRIES', '-1', 'whole number >= 0'),
  [
    'RAGCHECK_JUDGE_CHUNK_CHARS',
    () => resolveJudge('minicheck', { RAGCHECK_JUDGE_CHUNK_CHARS: '10', RAGCHECK_CACHE: 'replay' }),
    'RAGCHECK_JUDGE_CHUNK_CHARS',
    'whole number >= 200',
  ],
  [
    'RAGCHECK_JUDGE_BASE_URL',
    () => readOpenAIJudgeEnv({ RAGCHECK_JUDGE_BASE_URL: `https://me:${SECRET}@gw.example.com/v1` }),
    'RAGCHECK_JUDGE_BASE_URL',
    'OPENAI_API_KEY',
    SECRET,
  ],
  [
    'OPENAI_BASE_URL',
    () => readOpenAIJudgeEnv({ OPENAI_BASE_URL: `localhost:${SECRET}` }),
    'OPENAI_BASE_URL',
    'http:// or https://',
    SECRET,
  ],
  ['RAGCHECK_RECORD', () => recordingModeFromEnv({ RAGCHECK_RECORD: 'yes' }), 'RAGCHECK_RECORD', 'Unset it to replay'],
  [
    'RAGCHECK_TABLE',
    env({ RAGCHECK_TABLE: 'wide' }, () => new RagcheckReporter()),
    'RAGCHECK_TABLE',
    'full, compact or auto',
  ],
  [
    'RAGCHECK_UPDATE_BASELINE',
    env({ RAGCHECK_UPDATE_BASELINE: 'yes' }, () => new RagcheckReporter()),
    'RAGCHECK_UPDATE_BASELINE',
    'use 1 or true',
  ],
  [
    'RAGCHECK_HEAP_GROWTH',
    () => limitHeapGrowth({ RAGCHECK_HEAP_GROWTH: 'lots' }),
    'RAGCHECK_HEAP_GROWTH',
    'such as 100',
  ],
];

function fakeResult() {
  return { verdict: 'PASS', metrics: { faithfulness: 1 } };
}

async function thrown(run: () => unknown): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('a wrong option or environment variable is a ConfigError naming it, its fix, and no secret', () => {
  test.for(ROWS)('%s', async ([, run, option, fix, secret]) => {
    const error = await thrown(run);
    expect(isConfigError(error), `expected a ConfigError, got ${String(error)}`).toBe(true);
    expect(error).toBeInstanceOf(ConfigError);
    const { message } = error as Error;
    expect(message).toContain(option);
    if (typeof fix === 'string') expect(message).toContain(fix);
    else expect(message).toMatch(fix);
    if (secret) expect(`${message} ${String((error as Error).stack)}`).not.toContain(secret);
  });

  test('a right value of each kind passes, so the rows above fail on the value alone', async () => {
    expect(() => resolveSuite({ name: 's', ...store, k: 2, concurrency: 3, timeoutMs: 1_000 })).not.toThrow();
    expect(() => createOpenAIJudge({ model: 'm', concurrency: 2, cache: { mode: 'replay' } })).not.toThrow();
    expect(() => createHttpAdapter({ url: 'http://127.0.0.1:8787/ask', retries: 0 })).not.toThrow();
    expect(() => readOpenAIJudgeEnv({ RAGCHECK_JUDGE_CONCURRENCY: '4', RAGCHECK_CACHE: 'replay' })).not.toThrow();
    expect(recordingModeFromEnv({ RAGCHECK_RECORD: 'record' })).toBe('record');
    expect(() => limitHeapGrowth({ RAGCHECK_HEAP_GROWTH: '0' })).not.toThrow();
    expect(
      await thrown(env({ RAGCHECK_TABLE: 'FULL', RAGCHECK_UPDATE_BASELINE: '0' }, () => new RagcheckReporter())),
    ).toBe(undefined);
  });
});

describe('a wrong CLI flag exits 2 and names the flag', () => {
  const cases = ['--cases', 'fixtures/store-policy/cases.jsonl', '--corpus', 'fixtures/store-policy/corpus.jsonl'];
  test.for([
    [['--k', 'three'], '--k must be an integer >= 1 (got "three")'],
    [['--concurrency', '0'], '--concurrency must be an integer >= 1'],
    [['--timeout', '1e3'], '--timeout must be an integer >= 1'],
    [['--max-answer-chars', '-1'], '--max-answer-chars'],
    [['--trials', '0'], '--trials must be a whole number of trials'],
    [['--sample', '0'], '--sample must be a number of cases'],
    [['--sample-seed', 'abc'], '--sample-seed needs --sample'],
    [['--threshold', 'faithfulness=2'], 'faithfulness'],
    [['--judge', 'gpt'], 'judge "gpt"'],
    [['--format', 'xml'], '--format must be one of'],
    [['--uncertain', 'maybe'], 'uncertain "maybe"'],
  ] as [string[], string][])('ragcheck eval %j', async ([flags, message]) => {
    let stderr = '';
    const code = await main(['eval', ...cases, ...flags], {
      stdout: () => {},
      stderr: (text) => {
        stderr += text;
      },
      cwd: process.cwd(),
      env: {},
    });
    expect(code).toBe(2);
    expect(stderr).toContain(message);
  });
});
