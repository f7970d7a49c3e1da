/** How the `openai` judge's checked replies become ragcheck claims and scores. */
import { JudgeError } from '../../errors.js';
import { unsupportedTokens } from '../../metrics/index.js';
import type { Claim } from '../../types.js';
import type { CorrectnessJudgement } from './correctness-prompt.js';
import { judgementScore } from './openai-samples.js';
import type { Judgement } from './prompt.js';

/**
 * One claim as the model judged it against `source` (the CONTEXT, or the ANSWER for a reference claim); `uncertain`
 * stays uncertain (out of the ratio).
 */
export function toClaim(c: CorrectnessJudgement['claims'][number], source: { name: string; text: string }): Claim {
  const supported = c.verdict === 'supported';
  const tokens = supported || c.verdict === 'uncertain' ? [] : unsupportedTokens(c.claim, source.text);
  return {
    text: c.claim,
    supported,
    verdict: c.verdict,
    support: supported ? 1 : 0,
    missing: supported ? [] : tokens.length > 0 ? tokens : [c.evidence.trim() || `${c.verdict} by the ${source.name}`],
    evidence: c.evidence,
  };
}

/** A judgement's score; a non-finite one is a JudgeError (ERROR (judge)), never a default. */
export function finiteScore(judgement: Judgement, where: string, caseId: string | undefined): number {
  const score = judgementScore(judgement);
  if (!Number.isFinite(score)) throw new JudgeError(`${where}: computed a non-finite score`, { caseId });
  return score;
}
