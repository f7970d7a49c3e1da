/**
 * `ragcheck cache status|prune` asks the suites themselves which judge-cache entries they need: it runs the eval
 * files through Vitest with RAGCHECK_CACHE_KEYS=1, and each test then computes its case's keys with the suite's
 * own adapter and judge (the app is asked, the judge is not) instead of evaluating the case.
 */
import { resolve } from 'node:path';
import { errorMessage } from '../../errors.js';
import { answerCacheKeys, historyOf, trialCountOf } from '../../evaluate/index.js';
import type { Judge } from '../../judge/index.js';
import { recordsAnswers } from '../../judge/index.js';
import { isRefusal, settledByStatementModel } from '../../refusal/index.js';
import { type Chunk, type EvalCase, RagResponseSchema } from '../../types.js';
import { CACHE_KEYS_ENV, type CaseCacheKeys } from '../shared/cache-keys.js';
import type { ResolvedSuite } from './options.js';

/** A judge that records its answers: the openai and minicheck judges, and the cascade through its model. */
type CachingJudge = Parameters<typeof answerCacheKeys>[0] &
  Omit<Judge, 'model'> & {
    model?: string | { model?: string };
    cache: { dir: string };
  };

function cachingJudge(judge: unknown): CachingJudge | undefined {
  return recordsAnswers(judge) ? (judge as CachingJudge) : undefined;
}

/** The model whose answers are recorded: the judge's own, or the cascade's second stage's. */
function modelName(judge: CachingJudge): string | undefined {
  return typeof judge.model === 'string' ? judge.model : judge.model?.model;
}

/** Whether this Vitest run only collects cache keys (started by `ragcheck cache`). */
export function collectingCacheKeys(env: NodeJS.ProcessEnv = process.env): boolean {
  return env[CACHE_KEYS_ENV] === '1';
}

/** The keys a case needs: asks the suite's adapter (not its judge) when the suite's judge keeps a cache. */
export async function collectCaseCacheKeys(
  evalCase: EvalCase,
  suite: ResolvedSuite,
  signal: AbortSignal,
): Promise<CaseCacheKeys> {
  const judge = suite.mode === 'retrieval' ? undefined : cachingJudge(suite.judge);
  const base = {
    suite: suite.name,
    caseId: evalCase.id,
    judge: suite.judge?.name ?? 'none',
  };
  if (!judge) return { ...base, keys: [] };
  const withCache = {
    ...base,
    ...(modelName(judge) ? { model: modelName(judge) } : {}),
    dir: resolve(judge.cache.dir),
  };
  const trials = trialCountOf(evalCase, {
    trials: suite.trials.n,
    ...(suite.trials.run ? { runTrials: suite.trials.run } : {}),
  });
  const keys = new Set<string>();
  const history = historyOf(evalCase);
  try {
    // Every trial's answer, as the run would judge it (a recorded app replays each trial's own recording).
    for (let trial = 0; trial < trials; trial++) {
      const raw = await suite.adapter.ask(
        { question: evalCase.question, case: evalCase, ...(history ? { history } : {}) },
        { k: suite.k, signal: AbortSignal.any([signal, AbortSignal.timeout(suite.timeoutMs)]), trial },
      );
      const parsed = RagResponseSchema.safeParse(raw);
      if (!parsed.success) {
        throw new TypeError('malformed response: ask() must resolve to { answer: string, contexts: { id, text }[] }');
      }
      const { answer, contexts, citations } = parsed.data;
      // A judge that decides refusals is asked about every answer; any other skips what the lexical rule refuses,
      // except a decline the statement model settled (`statementModel`, on by default): its statements are judged.
      const reading = { ...suite.refusal, question: evalCase.question };
      if (!judge.decidesRefusal && isRefusal(answer, reading) && !settledByStatementModel(answer, reading)) continue;
      const needed = await answerCacheKeys(
        judge,
        evalCase,
        { answer, contexts: contexts as Chunk[], citations },
        { adapter: suite.adapter, ...(suite.refusal ? { refusal: suite.refusal } : {}), signal },
      );
      for (const key of needed) keys.add(key);
    }
    return { ...withCache, keys: [...keys] };
  } catch (error) {
    return { ...withCache, keys: [], error: errorMessage(error) };
  }
}
