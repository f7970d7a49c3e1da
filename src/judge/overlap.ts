import { ConfigError } from '../errors.js';
import { contentTokens, splitClaims } from '../metrics/index.js';
import { grammarOnly, isRefusal, type RefusalOptions } from '../refusal/index.js';
import { checkDeadline } from '../text/index.js';
import type { Claim } from '../types.js';
import { joinedContext } from './context-text.js';
import { judgeWithDeadline } from './deadline.js';
import type { Judge, JudgeResult } from './types.js';
import { judgeVersion } from './version.js';

/**
 * Options of `createOverlapJudge`, the simplest offline judge and the agreement baseline: how much of a claim's
 * words the context must hold.
 */
export interface OverlapJudgeOptions {
  /**
   * Share of a claim's content tokens that must appear in the context for it to count as supported.
   * @default 0.6
   */
  minSupport?: number;
  /** Refusal markers (a refusal scores 1.0: it invents nothing). */
  refusal?: RefusalOptions;
}

/**
 * The seed's deterministic judge, exactly: claims are the answer split on sentences then on " and "; a claim is
 * supported when at least 60% of its content tokens appear in the joined context; a refusal scores 1.0. Kept to
 * pin the seed's numbers and as a baseline the default `heuristic` judge is measured against.
 *
 * @example
 * const judge = createOverlapJudge();
 * const { score } = await judge.faithfulness({ question, answer, contexts });
 */
export function createOverlapJudge(options: OverlapJudgeOptions = {}): Judge {
  const minSupport = options.minSupport ?? 0.6;
  if (!(minSupport >= 0 && minSupport <= 1)) {
    throw new ConfigError(`createOverlapJudge: \`minSupport\` must be between 0 and 1 (got ${minSupport})`);
  }
  return {
    name: 'overlap',
    version: judgeVersion('rules 2', { minSupport }),
    async faithfulness({ answer, contexts }, call): Promise<JudgeResult> {
      return judgeWithDeadline(call?.deadline, () => judgeByOverlap(answer, joinedContext(contexts)));
    },
  };

  function judgeByOverlap(answer: string, context: string): JudgeResult {
    if (isRefusal(answer, grammarOnly(options.refusal))) return { score: 1, claims: [], refusal: true };
    const ctx = new Set(contentTokens(context));
    const claims: Claim[] = [];
    for (const text of splitClaims(answer)) {
      checkDeadline(text.length);
      const tokens = contentTokens(text);
      if (tokens.length === 0) continue;
      const missing = tokens.filter((t) => !ctx.has(t));
      const support = (tokens.length - missing.length) / tokens.length;
      const supported = support >= minSupport;
      claims.push({
        text: text.trim(),
        supported,
        verdict: supported ? 'supported' : 'unsupported',
        support,
        missing: [...new Set(missing)],
      });
    }
    const score = claims.length === 0 ? 1 : claims.filter((c) => c.supported).length / claims.length;
    return { score, claims, refusal: false };
  }
}
