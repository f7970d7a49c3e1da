/**
 * The cascade judge's second stage: what goes to the model for an answer, a reference or a cited sentence the
 * offline judge leaves undecided, how the model's verdicts replace the uncertain claims, and which of the model's
 * cache entries each needs.
 */
import { isJudgeError } from '../errors.js';
import type { Claim } from '../types.js';
import { recordsAnswers } from './cache.js';
import { joinedContext } from './context-text.js';
import type { UncertainPolicy } from './heuristic/abstention.js';
import { type HeuristicJudgeOptions, judgeHeuristically, referenceAsAnswer } from './heuristic/index.js';
import type { MiniCheckJudge } from './minicheck.js';
import type { CorrectnessInput, Judge, JudgeCallOptions, JudgeInput, JudgeResult } from './types.js';

/** What the model is sent: the uncertain claims only, or the whole answer. */
export type EscalationScope = 'claims' | 'answer';

/** One cascade's settings, checked. */
export interface CascadeSetup {
  model: Judge;
  escalate: EscalationScope;
  policy: UncertainPolicy;
  offline: HeuristicJudgeOptions;
}

/** A second stage that records its answers (the openai and minicheck judges). */
export interface CachingModel {
  cache: { mode: string; dir: string };
  cacheKeys(input: Pick<JudgeInput, 'question' | 'answer' | 'contexts' | 'history'> & { reference?: string }): string[];
  citationCacheKeys?(input: JudgeInput): string[];
}
export const cachingModel = (judge: Judge): CachingModel | undefined =>
  recordsAnswers(judge) ? (judge as unknown as CachingModel) : undefined;

const isClaimChecker = (judge: Judge): judge is MiniCheckJudge =>
  typeof (judge as Partial<MiniCheckJudge>).checkClaims === 'function';

/** What a result built on the model's part passes on from it: the model's name, token usage and cache status. */
const passedOn = (part: JudgeResult): Pick<JudgeResult, 'model' | 'usage' | 'cache'> => ({
  ...(part.model ? { model: part.model } : {}),
  ...(part.usage ? { usage: part.usage } : {}),
  ...(part.cache ? { cache: part.cache } : {}),
});

const uncertainOf = (result: JudgeResult) => result.claims.filter((c) => c.verdict === 'uncertain');

/** Why the offline judge, not the model, decided an escalated claim. */
const OFFLINE_DECIDES = "the model's evidence does not bear on the claim; the offline judge's reading stands";

/** An uncertain claim the model could not be trusted on, decided by the offline judge: not shown supported. */
const decidedOffline = (c: Claim): Claim =>
  c.verdict === 'uncertain'
    ? { ...c, supported: false, verdict: 'unsupported', missing: [...c.missing, OFFLINE_DECIDES] }
    : c;

/**
 * The offline result with its uncertain claims decided offline (unsupported), for a model that called a claim
 * supported with evidence that does not bear on it: its verdicts cannot be trusted, and a claim the offline judge
 * could not support is not supported.
 */
function offlineDecision(first: JudgeResult, extra: Partial<JudgeResult> = {}): JudgeResult {
  const claims = first.claims.map(decidedOffline);
  return {
    ...first,
    score: claims.length === 0 ? 0 : claims.filter((c) => c.supported).length / claims.length,
    claims,
    ...extra,
  };
}

/** `ask()`, or the offline decision when the model's answer failed for evidence that does not bear on its claims. */
async function orOffline(ask: () => Promise<JudgeResult>, offline: () => JudgeResult): Promise<JudgeResult> {
  try {
    return await ask();
  } catch (error) {
    if (isJudgeError(error) && error.weakEvidence) return offline();
    throw error;
  }
}
const joinedClaims = (claims: readonly { text: string }[]) => claims.map((c) => c.text).join(' ');

/** The uncertain claims checked one by one by a claim checker (minicheck); its verdicts replace them. */
async function checkUncertainClaims(
  model: MiniCheckJudge,
  input: JudgeInput,
  first: JudgeResult,
  call: JudgeCallOptions | undefined,
): Promise<JudgeResult> {
  const uncertain = uncertainOf(first);
  const supported = first.claims.filter((c) => c.verdict !== 'uncertain' && c.supported).length;
  const { checks, calls, usage, cache } = await model.checkClaims(
    uncertain.map((c) => c.text),
    input,
    call,
  );
  const claims = first.claims.map((c) => {
    const check = checks[uncertain.indexOf(c)];
    if (!check) return c;
    if (check.weakEvidence) return { ...decidedOffline(c), evidence: `${OFFLINE_DECIDES} (${check.weakEvidence.why})` };
    return {
      ...c,
      supported: check.supported,
      verdict: check.supported ? ('supported' as const) : ('unsupported' as const),
      evidence: `${check.supported ? 'supported' : 'not supported'} by ${model.name} (${check.score.toFixed(2)})`,
    };
  });
  return {
    score: (supported + checks.filter((c) => c.supported).length) / first.claims.length,
    claims,
    model: model.model,
    ...(usage ? { usage } : {}),
    cache,
    refusal: false,
    abstention: { ...(first.abstention as NonNullable<JudgeResult['abstention']>), escalated: true, modelCalls: calls },
  };
}

/** An answer the offline judge left undecided, decided with the model. */
export async function escalateAnswer(
  setup: CascadeSetup,
  input: JudgeInput,
  first: JudgeResult,
  call?: JudgeCallOptions,
): Promise<JudgeResult> {
  const { model, escalate } = setup;
  const abstention = { ...(first.abstention as NonNullable<JudgeResult['abstention']>), escalated: true };
  const offline = () => offlineDecision(first, { refusal: false, abstention: { ...abstention, modelCalls: 1 } });
  if (escalate === 'answer') {
    return orOffline(() => wholeAnswer(model, input, abstention, call), offline);
  }
  if (isClaimChecker(model)) return checkUncertainClaims(model, input, first, call);
  return orOffline(() => uncertainAsAnswer(model, input, first, abstention, call), offline);
}

/** The whole answer judged by the model. */
async function wholeAnswer(
  model: Judge,
  input: JudgeInput,
  abstention: NonNullable<JudgeResult['abstention']>,
  call: JudgeCallOptions | undefined,
): Promise<JudgeResult> {
  const whole = await model.faithfulness(input, call);
  return {
    score: whole.score,
    claims: whole.claims,
    ...passedOn(whole),
    refusal: false,
    abstention: { ...abstention, modelCalls: whole.samples?.n ?? 1 },
  };
}

/** The uncertain claims judged by the model as one answer; its score is their supported share. */
async function uncertainAsAnswer(
  model: Judge,
  input: JudgeInput,
  first: JudgeResult,
  abstention: NonNullable<JudgeResult['abstention']>,
  call: JudgeCallOptions | undefined,
): Promise<JudgeResult> {
  const uncertain = uncertainOf(first);
  const decided = first.claims.filter((c) => c.verdict !== 'uncertain');
  const supported = decided.filter((c) => c.supported).length;
  // A judge that reads whole answers gets the uncertain claims as one answer; its score is their supported share.
  const part = await model.faithfulness({ ...input, answer: joinedClaims(uncertain) }, call);
  return {
    score: (supported + part.score * uncertain.length) / first.claims.length,
    claims: [...decided, ...part.claims],
    ...passedOn(part),
    refusal: false,
    abstention: { ...abstention, modelCalls: part.samples?.n ?? 1 },
  };
}

/** The heuristic judge's grading of the reference's claims against the answer, uncertain ones left uncertain. */
const offlineCorrectness = (setup: CascadeSetup, input: CorrectnessInput, call?: JudgeCallOptions) =>
  judgeHeuristically(referenceAsAnswer(input), { ...setup.offline, uncertain: 'escalate' }, call);

/** The model entries judging the answer needs: none when the offline judge decides it. */
export function faithfulnessKeys(setup: CascadeSetup, recorder: CachingModel, input: JudgeInput): string[] {
  const { model, escalate, offline } = setup;
  const first = judgeHeuristically(input, offline);
  if (!first.abstention?.undecided) return [];
  if (escalate === 'answer') return recorder.cacheKeys(input);
  const uncertain = uncertainOf(first).map((c) => c.text);
  if (isClaimChecker(model)) return model.claimCacheKeys(uncertain, joinedContext(input.contexts));
  return recorder.cacheKeys({ ...input, answer: uncertain.join(' ') });
}

/** The model's correctness entry for the reference claims the offline judge leaves uncertain (see `correctness`). */
export function correctnessKeys(
  setup: CascadeSetup,
  recorder: CachingModel,
  input: JudgeInput,
  reference: string | undefined,
): string[] {
  if (reference === undefined || typeof setup.model.correctness !== 'function') return [];
  const first = offlineCorrectness(setup, { ...input, reference });
  const uncertain = uncertainOf(first).map((c) => c.text);
  if (uncertain.length === 0) return [];
  // The model lists its answer's entries with the reference's: keep only what the reference adds.
  const answerOnly = new Set(recorder.cacheKeys(input));
  return recorder.cacheKeys({ ...input, reference: uncertain.join(' ') }).filter((k) => !answerOnly.has(k));
}

/**
 * Correctness offline first: the reference's claims the heuristic judge leaves uncertain go to the model's own
 * correctness call as one reference (so its recordings are keyed by them), and its verdicts replace them. A model
 * without `correctness`, or a policy other than `escalate`, leaves them uncertain: out of the ratio, reported.
 */
export async function cascadeCorrectness(
  setup: CascadeSetup,
  input: CorrectnessInput,
  call?: JudgeCallOptions,
): Promise<JudgeResult> {
  call?.signal?.throwIfAborted();
  const { model, policy } = setup;
  const first = offlineCorrectness(setup, input, call);
  const uncertain = uncertainOf(first);
  if (uncertain.length === 0 || policy !== 'escalate' || typeof model.correctness !== 'function') return first;
  const correctness = model.correctness.bind(model);
  return orOffline(
    async () => {
      const part = await correctness({ ...input, reference: joinedClaims(uncertain) }, call);
      const claims = [...first.claims.filter((c) => c.verdict !== 'uncertain'), ...part.claims];
      const decided = claims.filter((c) => c.verdict !== 'uncertain');
      return {
        score: decided.length === 0 ? 0 : decided.filter((c) => c.supported).length / decided.length,
        claims,
        ...passedOn(part),
      };
    },
    () => offlineDecision(first),
  );
}

/**
 * The offline judge on a cited sentence, and the claims to escalate: its uncertain claims, when no decided claim
 * already makes the sentence unsupported, the policy escalates and the model scores citations.
 */
export function offlineCitation(setup: CascadeSetup, input: JudgeInput, call?: JudgeCallOptions) {
  const first = judgeHeuristically(input, { ...setup.offline, uncertain: 'escalate' }, call);
  const uncertain = uncertainOf(first);
  const settled = first.claims.some((c) => c.verdict === 'unsupported' || c.verdict === 'contradicted');
  const escalating = !settled && setup.policy === 'escalate' && typeof setup.model.citation === 'function';
  return { first, uncertain: escalating ? uncertain : [] };
}

/**
 * Citation support offline first, as correctness: a cited sentence whose claims the heuristic judge leaves
 * uncertain (and none it finds unsupported) goes to the model's own citation call with those claims as the
 * sentence and the same cited chunks, and its verdicts replace them. A model without `citation`, or a policy
 * other than `escalate`, leaves them uncertain (the sentence is then out of the ratio, reported).
 */
export async function cascadeCitation(
  setup: CascadeSetup,
  input: JudgeInput,
  call?: JudgeCallOptions,
): Promise<JudgeResult> {
  call?.signal?.throwIfAborted();
  const { first, uncertain } = offlineCitation(setup, input, call);
  if (uncertain.length === 0) return first;
  const cite = setup.model.citation as NonNullable<Judge['citation']>;
  return orOffline(
    async () => {
      const part = await cite({ ...input, answer: joinedClaims(uncertain) }, call);
      const claims = [...first.claims.filter((c) => c.verdict !== 'uncertain'), ...part.claims];
      return {
        score: claims.length === 0 ? 1 : claims.filter((c) => c.supported).length / claims.length,
        claims,
        ...passedOn(part),
      };
    },
    () => offlineDecision(first),
  );
}
