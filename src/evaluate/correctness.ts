/**
 * Correctness against a case's `reference`: the reference split into claims by the judge's own splitter, each
 * checked against the answer with the judge's own support scoring (`Judge.correctness`), and every number, date or
 * amount of the reference required in the answer with the same value (the number scan).
 */
import type { CorrectnessInput, Judge, JudgeCallOptions } from '../judge/index.js';
import { unsupportedTokens } from '../metrics/index.js';
import { raceSignal } from '../text/index.js';
import type { Correctness, TokenUsage } from '../types.js';

/**
 * The verdict of a claim the judge abstains on (it cannot tell from the text): such claims are kept out of the
 * ratio, so a score says how much of what the judge could decide is correct.
 */
const UNCERTAIN = 'uncertain';

/**
 * Scores how much of `reference` the answer states. Returns undefined for a judge without `correctness`. The
 * judge's output is checked like a faithfulness result: garbage throws (the case becomes `ERROR (judge)`).
 *
 * @example
 * await scoreCorrectness(createHeuristicJudge(), {
 *   question: 'How long do refunds take?',
 *   reference: 'Refunds are issued within 5 business days.',
 *   answer: 'Refunds are issued within 10 business days.',
 * }); // { score: 0, numbers: ['5'], missing: ['Refunds are issued within 5 business days.'], ... }
 */
export async function scoreCorrectness(
  judge: Judge,
  input: CorrectnessInput,
  options: JudgeCallOptions = {},
): Promise<Correctness | undefined> {
  return (await scoreCorrectnessWithUsage(judge, input, options))?.correctness;
}

/** {@link scoreCorrectness} with the tokens the judge's correctness call used (a model judge's), for the case's usage. */
export async function scoreCorrectnessWithUsage(
  judge: Judge,
  input: CorrectnessInput,
  options: JudgeCallOptions = {},
): Promise<{ correctness: Correctness; usage?: TokenUsage } | undefined> {
  if (typeof judge.correctness !== 'function') return undefined;
  const numbers = unsupportedTokens(input.reference, input.answer);
  const call = judge.correctness({ ...input, unsupported: numbers }, options);
  const result = options.signal ? await raceSignal(call, options.signal) : await call;
  if (typeof result !== 'object' || result === null || !Array.isArray(result.claims)) {
    throw new TypeError(
      `judge "${judge.name}" returned an invalid correctness result; correctness() must return { score, claims: [] }`,
    );
  }
  const claims = result.claims;
  const uncertain = claims.filter((c) => (c.verdict as string) === UNCERTAIN).map((c) => c.text);
  const decided = claims.filter((c) => (c.verdict as string) !== UNCERTAIN);
  const contradicted = decided.filter((c) => c.verdict === 'contradicted').map((c) => c.text);
  const missing = decided.filter((c) => c.verdict === 'unsupported').map((c) => c.text);
  const supported = decided.filter((c) => c.verdict === 'supported').length;
  // A reference with nothing to check ("Yes.") is stated by any answer, as faithfulness scores a claimless answer.
  const score = claims.length === 0 ? 1 : decided.length === 0 ? null : supported / decided.length;
  const correctness = { score, claims, missing, contradicted, uncertain, numbers };
  return result.usage ? { correctness, usage: result.usage } : { correctness };
}
