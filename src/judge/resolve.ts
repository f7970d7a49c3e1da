import { ConfigError } from '../errors.js';
import { createOpenAIJudgeFromEnv, loadDotEnv } from './env.js';
import { createHeuristicJudge } from './heuristic/index.js';
import { createOverlapJudge } from './overlap.js';
import type { Judge } from './types.js';

/** The judges selectable by name (`--judge`, `RAGCHECK_JUDGE`, a suite's `judge: 'name'`). */
export const JUDGE_NAMES = ['overlap', 'heuristic', 'openai'] as const;
export type JudgeName = (typeof JUDGE_NAMES)[number];

/**
 * The judge to use: an explicit judge object or name wins, then `RAGCHECK_JUDGE`, then `heuristic` (offline,
 * deterministic). `openai` is configured from the environment (`RAGCHECK_JUDGE_MODEL`, `OPENAI_API_KEY`,
 * `OPENAI_BASE_URL`, `RAGCHECK_CACHE`). An unknown name is a ConfigError listing the valid ones.
 *
 * @example
 * const judge = resolveJudge(); // heuristic unless RAGCHECK_JUDGE says otherwise
 */
export function resolveJudge(spec?: string | Judge, env: NodeJS.ProcessEnv = process.env): Judge {
  if (typeof spec === 'object' && spec !== null) {
    if (typeof spec.judge !== 'function')
      throw new TypeError('`judge` must be a Judge ({ name, judge() }) or a judge name');
    return spec;
  }
  if (env === process.env) loadDotEnv();
  const fromEnv = env.RAGCHECK_JUDGE?.trim() || undefined;
  const name = spec ?? fromEnv ?? 'heuristic';
  const where = spec !== undefined ? `judge "${name}"` : `RAGCHECK_JUDGE="${name}"`;
  switch (name) {
    case 'heuristic':
      return createHeuristicJudge();
    case 'overlap':
      return createOverlapJudge();
    case 'openai':
      return createOpenAIJudgeFromEnv(env);
    default:
      throw new ConfigError(`unknown ${where}: choose one of ${JUDGE_NAMES.join(', ')}`);
  }
}
