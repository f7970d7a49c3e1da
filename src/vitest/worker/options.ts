/**
 * `defineRagSuite` options, normalised once at collection: files loaded and validated, adapter and judge resolved.
 */
import { createRecordedAdapter, type RagAdapter } from '../../adapter/index.js';
import { loadCasesSync, loadCorpusSync, validateCases, validateCorpus } from '../../dataset/index.js';
import { fingerprintSourcesSync, normalizePaths, sourceFilesSync } from '../../dataset/sources.js';
import { ConfigError } from '../../errors.js';
import {
  checkMinPassRate,
  checkTrialCount,
  DEFAULT_BASELINE_TOLERANCE,
  DEFAULT_CASE_TIMEOUT_MS,
  DEFAULT_CONCURRENCY,
  DEFAULT_K,
  DEFAULT_MAX_ANSWER_CHARS,
  DEFAULT_MAX_CONTEXT_CHARS,
  parseSuiteGates,
  parseThresholds,
  parseTrialsText,
  type SampleInfo,
  type SuiteGates,
  sampleCases,
  sampleFromEnv,
} from '../../evaluate/index.js';
import { type Judge, resolveJudge, resolveUncertainPolicy, type UncertainPolicy } from '../../judge/index.js';
import { checkPositiveInteger } from '../../option-checks.js';
import { classifyRefusal, type RefusalOptions } from '../../refusal/index.js';
import type { Chunk, EvalCase, Thresholds } from '../../types.js';
import type { RagSuiteMeta, RagSuiteSources } from '../shared/meta.js';

/** Options of {@link defineRagSuite}. */
export interface RagSuiteOptions {
  /** The `describe()` name, the report section and the baseline file name (`fixtures/baselines/<name>.json`). */
  name: string;
  /**
   * The eval cases: a path or glob, or an array of them (JSONL, JSON array or YAML; resolved from
   * `process.cwd()`, the directory you run Vitest from), or the cases themselves as an array of objects.
   * Zero cases is an error, never an empty suite.
   */
  cases: string | readonly string[] | readonly EvalCase[];
  /** The corpus golden and context ids resolve against: paths/globs as for `cases`, or an array of chunks. */
  corpus?: string | readonly string[] | readonly Chunk[];
  /**
   * Your RAG app.
   * @default the recorded adapter over `corpus` (replays each case's recorded `answer` and `contexts`)
   */
  adapter?: RagAdapter;
  /**
   * A judge object or name (`heuristic`, `overlap`, `openai`).
   * @default process.env.RAGCHECK_JUDGE, else 'heuristic'
   */
  judge?: string | Judge;
  /**
   * What claims the heuristic judge leaves uncertain count as: `fail` (unsupported; the default without a model
   * judge), `pass` (supported), or `escalate` (a model judge decides them: needs `judge: 'cascade'`, its default).
   * Else `RAGCHECK_UNCERTAIN`. Ignored for a judge object. docs/judges.md "Abstention and the cascade".
   */
  uncertain?: UncertainPolicy;
  /** Suite-level threshold overrides; a case's own `thresholds` win. */
  thresholds?: Thresholds;
  /** @default 3 */
  k?: number;
  /**
   * How many cases run at once. Vitest's project `maxConcurrency` caps it (default 5): use `ragcheckProject()`
   * in your Vitest config, which raises it.
   * @default 5
   */
  concurrency?: number;
  /**
   * Time budget per case (adapter + judge), in ms. A case that exceeds it is `ERROR (adapter)` or
   * `ERROR (judge)`; the test's own Vitest timeout is set above it.
   * @default 30000
   */
  timeoutMs?: number;
  /**
   * Longest answer accepted, in characters: a longer one makes the case `ERROR (adapter)` naming its size (never
   * cut: a hallucination after the cut would pass).
   * @default 100000
   */
  maxAnswerChars?: number;
  /**
   * Most context accepted per case, in characters over all the chunks: more makes the case `ERROR (adapter)`.
   * @default 1000000
   */
  maxContextChars?: number;
  /** Vitest tags for every test of the suite (each case's own `tags` are added). */
  tags?: readonly string[];
  /**
   * Suite-level gates, checked once every case has a result: by `RagcheckReporter` at run end (also after a merge
   * of shards), as `ragcheck eval --min-pass-rate / --mean-floor` checks them.
   */
  gates?: SuiteGates;
  /**
   * Score baseline (`fixtures/baselines/<name>.json`): a case whose score drops by more than `tolerance` below
   * its accepted score fails the run. `false` turns it off.
   * @default { tolerance: 0.05 }
   */
  baseline?: { tolerance?: number } | false;
  /**
   * `answer` asks the app and judges its answers; `retrieval` calls the adapter's `retrieve()` only and gates
   * context recall plus every @k threshold you set (`hitAtK`, `recallAtK`, `reciprocalRank`, `ndcgAtK`...), with
   * no judge. Out-of-scope cases (`golden: []`) have nothing to retrieve and are left out of a retrieval suite.
   * @default 'answer'
   */
  mode?: 'answer' | 'retrieval';
  /**
   * How the lexical refusal rule reads answers, e.g. `{ vocabulary: GERMAN_REFUSAL_VOCABULARY }`
   * (docs/refusals.md). An LLM judge's own refusal call still decides.
   * @default { vocabulary: ENGLISH_REFUSAL_VOCABULARY }
   */
  refusal?: RefusalOptions;
  /**
   * Ask the app `n` times per case, for an app whose answers vary (temperature > 0). Each trial gets its verdict;
   * the case passes when at least `minPassRate` of its trials pass (default 1: every trial). A number is `n`; the
   * object also sets `minPassRate` for the cases without their own and `allowErrors` (an ERROR trial counts as a
   * failing trial instead of making the case an ERROR). A case's own `trials` / `minPassRate` win;
   * `RAGCHECK_TRIALS=n` overrides every `n` for a run.
   * @default 1
   */
  trials?: number | { n: number; minPassRate?: number; allowErrors?: boolean };
}

/** The options after validation and loading. */
export interface ResolvedSuite {
  name: string;
  cases: EvalCase[];
  /** The corpus, when the suite has one: context ids that never meet it are reported. */
  corpus: Chunk[] | undefined;
  adapter: RagAdapter;
  judge: Judge;
  thresholds: Thresholds;
  k: number;
  concurrency: number;
  timeoutMs: number;
  maxAnswerChars: number;
  maxContextChars: number;
  tags: string[];
  mode: 'answer' | 'retrieval';
  refusal: RefusalOptions;
  /** Trials per case (a case's own win), `RAGCHECK_TRIALS` for this run over both, and how they are counted. */
  trials: { n: number; run?: number; minPassRate?: number; allowErrors: boolean };
  meta: RagSuiteMeta;
  /** The case and corpus files the suite loaded (absolute): watch mode re-runs the suite when one changes. */
  sources: RagSuiteSources;
}

/** The files behind `cases` / `corpus` given as paths or globs (none for arrays given in code). */
function filesOf(value: RagSuiteOptions['cases'] | RagSuiteOptions['corpus']): string[] {
  if (typeof value === 'string') return sourceFilesSync([value], process.cwd());
  if (Array.isArray(value) && isStringList(value)) return sourceFilesSync(value, process.cwd());
  return [];
}

/** Environment variable that sets the trials of every case for a run. */
export const TRIALS_ENV = 'RAGCHECK_TRIALS';

function resolveTrials(
  value: RagSuiteOptions['trials'],
  where: string,
  env: NodeJS.ProcessEnv,
): ResolvedSuite['trials'] {
  const fromEnv = env[TRIALS_ENV]?.trim();
  const run = fromEnv ? parseTrialsText(fromEnv, TRIALS_ENV) : undefined;
  const at = (check: (value: unknown, name: string) => number, field: unknown, name: string) => {
    try {
      return check(field, name);
    } catch (error) {
      throw new ConfigError(`${where}: ${(error as Error).message}`);
    }
  };
  let resolved: ResolvedSuite['trials'];
  if (value === undefined) resolved = { n: 1, allowErrors: false };
  else if (typeof value === 'number') resolved = { n: at(checkTrialCount, value, 'trials'), allowErrors: false };
  else if (typeof value !== 'object' || value === null) {
    throw new ConfigError(`${where}: \`trials\` must be a number of trials or { n, minPassRate?, allowErrors? }`);
  } else {
    const unknown = Object.keys(value).filter((key) => !['n', 'minPassRate', 'allowErrors'].includes(key));
    if (unknown.length > 0) {
      const keys = unknown.map((k) => `"${k}"`).join(', ');
      throw new ConfigError(`${where}: \`trials\` has unknown key(s) ${keys}: use n, minPassRate, allowErrors`);
    }
    if (value.allowErrors !== undefined && typeof value.allowErrors !== 'boolean') {
      throw new ConfigError(
        `${where}: \`trials.allowErrors\` must be true or false (got ${JSON.stringify(value.allowErrors)})`,
      );
    }
    resolved = {
      n: at(checkTrialCount, value.n, 'trials.n'),
      ...(value.minPassRate === undefined
        ? {}
        : { minPassRate: at(checkMinPassRate, value.minPassRate, 'trials.minPassRate') }),
      allowErrors: value.allowErrors === true,
    };
  }
  return run === undefined ? resolved : { ...resolved, run };
}

function isStringList(value: readonly unknown[]): value is readonly string[] {
  return value.length > 0 && value.every((item) => typeof item === 'string');
}

/** Corpora loaded from files in this process, by working directory and paths, with the files' fingerprint. */
const loadedCorpora = new Map<string, { fingerprint: string; chunks: Chunk[] }>();
/** Corpora kept for reuse: a few, so a run over many corpora does not keep them all alive. */
const MAX_LOADED_CORPORA = 4;

/**
 * Loads a corpus from files once per process while its files are unchanged. Eval files usually share one corpus
 * and, with `isolate: false`, this module: each file's suite then gets the same chunk array instead of reading,
 * validating and indexing the corpus again (the index `evaluateCase` keeps per corpus array is built once). The
 * chunks are never modified after loading, so sharing them is safe.
 */
function loadCorpusFiles(paths: string | readonly string[]): Chunk[] {
  const cwd = process.cwd();
  const key = JSON.stringify([cwd, paths]);
  const fingerprint = fingerprintSourcesSync(normalizePaths(paths), cwd);
  const loaded = loadedCorpora.get(key);
  if (fingerprint !== undefined && loaded?.fingerprint === fingerprint) return loaded.chunks;
  const chunks = loadCorpusSync(paths);
  loadedCorpora.delete(key);
  if (fingerprint !== undefined) {
    loadedCorpora.set(key, { fingerprint, chunks });
    if (loadedCorpora.size > MAX_LOADED_CORPORA) loadedCorpora.delete(loadedCorpora.keys().next().value as string);
  }
  return chunks;
}

function loadCorpus(corpus: RagSuiteOptions['corpus'], where: string): Chunk[] | undefined {
  if (corpus === undefined) return undefined;
  if (typeof corpus === 'string' || isStringList(corpus as readonly unknown[])) {
    return loadCorpusFiles(corpus as string | readonly string[]);
  }
  if (!Array.isArray(corpus)) {
    throw new ConfigError(`${where}: \`corpus\` must be a path, a glob, an array of them, or an array of chunks.`);
  }
  return validateCorpus(corpus, { file: `${where} corpus` });
}

function loadCases(cases: RagSuiteOptions['cases'], corpus: Chunk[] | undefined, where: string): EvalCase[] {
  if (typeof cases === 'string' || (Array.isArray(cases) && isStringList(cases))) {
    return loadCasesSync(cases as string | readonly string[], corpus ? { corpus } : {});
  }
  if (!Array.isArray(cases)) {
    throw new ConfigError(`${where}: \`cases\` must be a path, a glob, an array of them, or an array of cases.`);
  }
  return validateCases(cases, { file: `${where} cases`, ...(corpus ? { corpus } : {}) });
}

const NO_JUDGE: Judge = {
  name: 'none',
  judge: () => Promise.reject(new Error('a retrieval-only suite does not judge answers')),
};

/** Validates the options and loads the files: throws at collection, so a bad file fails the file's tests. */
export function resolveSuite(options: RagSuiteOptions): ResolvedSuite {
  if (typeof options !== 'object' || options === null) {
    throw new ConfigError('defineRagSuite(options): `options` must be an object with at least `name` and `cases`.');
  }
  const { name } = options;
  if (typeof name !== 'string' || name.trim() === '') {
    throw new ConfigError(
      'defineRagSuite: `name` must be a non-empty string (it names the describe block and report).',
    );
  }
  const where = `defineRagSuite("${name}")`;
  if (options.cases === undefined) throw new ConfigError(`${where}: \`cases\` is required (a path, glob or array).`);
  const k = options.k ?? DEFAULT_K;
  checkPositiveInteger(k, 'k', where);
  const concurrency = options.concurrency ?? DEFAULT_CONCURRENCY;
  checkPositiveInteger(concurrency, 'concurrency', where);
  const timeoutMs = options.timeoutMs ?? DEFAULT_CASE_TIMEOUT_MS;
  if (typeof timeoutMs !== 'number' || !(timeoutMs > 0) || !Number.isFinite(timeoutMs)) {
    throw new ConfigError(`${where}: \`timeoutMs\` must be a positive number of milliseconds (got ${timeoutMs})`);
  }
  const maxAnswerChars = options.maxAnswerChars ?? DEFAULT_MAX_ANSWER_CHARS;
  checkPositiveInteger(maxAnswerChars, 'maxAnswerChars', where);
  const maxContextChars = options.maxContextChars ?? DEFAULT_MAX_CONTEXT_CHARS;
  checkPositiveInteger(maxContextChars, 'maxContextChars', where);
  const thresholds = parseThresholds(options.thresholds, 'thresholds');
  const gates = options.gates === undefined ? undefined : parseSuiteGates(options.gates, where);
  const tolerance =
    options.baseline === false ? undefined : (options.baseline?.tolerance ?? DEFAULT_BASELINE_TOLERANCE);
  if (tolerance !== undefined && !(tolerance >= 0 && tolerance <= 1)) {
    throw new ConfigError(`${where}: \`baseline.tolerance\` must be between 0 and 1 (got ${tolerance})`);
  }
  const tags = [...(options.tags ?? [])];
  if (tags.some((tag) => typeof tag !== 'string' || tag.trim() === '')) {
    throw new ConfigError(`${where}: \`tags\` must be an array of non-empty strings.`);
  }

  const mode = options.mode ?? 'answer';
  if (mode !== 'answer' && mode !== 'retrieval') {
    throw new ConfigError(`${where}: \`mode\` must be 'answer' or 'retrieval' (got ${JSON.stringify(mode)})`);
  }

  const refusal = options.refusal ?? {};
  try {
    classifyRefusal('', refusal);
  } catch (error) {
    throw new ConfigError(`${where}: \`refusal\`: ${(error as Error).message}`, { cause: error });
  }

  const trials = resolveTrials(options.trials, where, process.env);

  const corpus = loadCorpus(options.corpus, where);
  const loaded = loadCases(options.cases, corpus, where);
  const inScope = mode === 'retrieval' ? loaded.filter((c) => c.golden.length > 0) : loaded;
  let sample: SampleInfo | undefined;
  let cases = inScope;
  const sampling = sampleFromEnv(process.env);
  if (sampling && inScope.length > 0) {
    cases = sampleCases(inScope, sampling.spec, sampling.seed, name);
    sample = { size: cases.length, total: inScope.length, seed: sampling.seed };
  }
  if (cases.length === 0) {
    throw new ConfigError(
      mode === 'retrieval' && loaded.length > 0
        ? `${where}: every case is out of scope (golden: []), so a retrieval-only suite has nothing to measure.`
        : `${where}: no cases were loaded. Point \`cases\` at a file with at least one case.`,
    );
  }
  const adapter = options.adapter ?? createRecordedAdapter(corpus ? { corpus } : {});
  if (typeof adapter?.ask !== 'function') {
    throw new ConfigError(`${where}: \`adapter\` must have an ask({ question, case }, { k, signal }) method.`);
  }
  if (mode === 'retrieval' && typeof adapter.retrieve !== 'function') {
    throw new ConfigError(
      `${where}: a retrieval-only suite (mode: 'retrieval') calls \`adapter.retrieve({ question, case }, { k, signal })\`, which this adapter lacks.`,
    );
  }
  // A retrieval-only suite never judges: don't require a judge's configuration (an API key) for it.
  const uncertain = resolveUncertainPolicy(options.uncertain);
  const judge =
    mode === 'retrieval'
      ? NO_JUDGE
      : resolveJudge(options.judge, process.env, uncertain === undefined ? {} : { uncertain });
  return {
    name,
    cases,
    corpus,
    adapter,
    judge,
    thresholds,
    k,
    concurrency,
    timeoutMs,
    maxAnswerChars,
    maxContextChars,
    tags,
    mode,
    refusal,
    trials,
    sources: { cases: filesOf(options.cases), corpus: filesOf(options.corpus) },
    meta: {
      name,
      tags,
      ...(gates ? { gates } : {}),
      baseline: tolerance === undefined ? false : { tolerance },
      ...(sample ? { sample } : {}),
    },
  };
}
