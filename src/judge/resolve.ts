import { ConfigError } from '../errors.js';
import { createCascadeJudge } from './cascade.js';
import { createMiniCheckJudgeFromEnv, createOpenAIJudgeFromEnv, loadDotEnv } from './env.js';
import { DEFAULT_UNCERTAIN_POLICY, UNCERTAIN_POLICIES, type UncertainPolicy } from './heuristic/abstention.js';
import { createHeuristicJudge } from './heuristic/index.js';
import { createOverlapJudge } from './overlap.js';
import type { Judge } from './types.js';

/** The judges selectable by name (`--judge`, `RAGCHECK_JUDGE`, a suite's `judge: 'name'`). */
export const JUDGE_NAMES = ['overlap', 'heuristic', 'openai', 'minicheck', 'cascade'] as const;
/** A judge selectable by name: `--judge`, `RAGCHECK_JUDGE` or a suite's `judge: 'name'`. */
export type JudgeName = (typeof JUDGE_NAMES)[number];

/** The model judges a cascade can escalate to (`RAGCHECK_CASCADE_JUDGE`). */
export const CASCADE_MODEL_JUDGES = ['openai', 'minicheck'] as const;

export interface ResolveJudgeOptions {
  /**
   * What the heuristic judge's uncertain claims count as (a suite's `uncertain`, `--uncertain`); else
   * `RAGCHECK_UNCERTAIN`, else `fail` for `heuristic` and `escalate` for `cascade`. `escalate` needs a model judge.
   */
  uncertain?: UncertainPolicy;
}

/** The uncertain policy: an explicit one, else `RAGCHECK_UNCERTAIN`; a wrong value is a ConfigError. */
export function resolveUncertainPolicy(
  explicit: string | undefined,
  env: NodeJS.ProcessEnv = process.env,
): UncertainPolicy | undefined {
  const raw = explicit ?? (env.RAGCHECK_UNCERTAIN?.trim() || undefined);
  if (raw === undefined) return undefined;
  if (!(UNCERTAIN_POLICIES as readonly string[]).includes(raw)) {
    const where = explicit !== undefined ? `uncertain "${raw}"` : `RAGCHECK_UNCERTAIN="${raw}"`;
    throw new ConfigError(`${where} is not valid: use one of ${UNCERTAIN_POLICIES.join(', ')}.`);
  }
  return raw as UncertainPolicy;
}

/**
 * The judge to use: an explicit judge object or name wins, then `RAGCHECK_JUDGE`, then `heuristic` (offline,
 * deterministic). `openai` and `minicheck` are configured from the environment (`RAGCHECK_JUDGE_MODEL`,
 * `RAGCHECK_JUDGE_BASE_URL` or `OPENAI_BASE_URL`, `OPENAI_API_KEY`, `RAGCHECK_CACHE`); `cascade` is the heuristic
 * judge escalating undecided answers to `RAGCHECK_CASCADE_JUDGE` (openai, the default, or minicheck). An unknown
 * name or policy is a ConfigError listing the valid ones.
 *
 * @example
 * const judge = resolveJudge(); // heuristic unless RAGCHECK_JUDGE says otherwise
 */
export function resolveJudge(
  spec?: string | Judge,
  env: NodeJS.ProcessEnv = process.env,
  options: ResolveJudgeOptions = {},
): Judge {
  if (typeof spec === 'object' && spec !== null) {
    if (typeof spec.faithfulness !== 'function')
      throw new ConfigError('`judge` must be a Judge ({ name, faithfulness() }) or a judge name');
    return spec;
  }
  if (env === process.env) loadDotEnv();
  const fromEnv = env.RAGCHECK_JUDGE?.trim() || undefined;
  const name = spec ?? fromEnv ?? 'heuristic';
  const where = spec !== undefined ? `judge "${name}"` : `RAGCHECK_JUDGE="${name}"`;
  const policy = options.uncertain ?? resolveUncertainPolicy(undefined, env);
  switch (name) {
    case 'heuristic':
      if (policy === 'escalate') {
        throw new ConfigError(
          `uncertain "escalate" needs a model judge, and ${where} has none: use the cascade judge (RAGCHECK_JUDGE=cascade, --judge cascade) or uncertain "fail" / "pass".`,
        );
      }
      return createHeuristicJudge({ uncertain: policy ?? DEFAULT_UNCERTAIN_POLICY });
    case 'overlap':
      return createOverlapJudge();
    case 'openai':
      return createOpenAIJudgeFromEnv(env);
    case 'minicheck':
      return createMiniCheckJudgeFromEnv(env);
    case 'cascade': {
      const second = env.RAGCHECK_CASCADE_JUDGE?.trim() || 'openai';
      if (!(CASCADE_MODEL_JUDGES as readonly string[]).includes(second)) {
        throw new ConfigError(
          `RAGCHECK_CASCADE_JUDGE="${second}" is not valid: use one of ${CASCADE_MODEL_JUDGES.join(', ')}.`,
        );
      }
      const model = second === 'minicheck' ? createMiniCheckJudgeFromEnv(env) : createOpenAIJudgeFromEnv(env);
      return createCascadeJudge({ model, uncertain: policy ?? 'escalate' });
    }
    default:
      throw new ConfigError(`unknown ${where}: choose one of ${JUDGE_NAMES.join(', ')}`);
  }
}
