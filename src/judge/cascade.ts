/**
 * The `cascade` judge: the offline heuristic judge first, a model judge (`openai` or `minicheck`) only for the
 * answers whose verdict depends on claims the heuristic judge left uncertain. Decided answers cost nothing and
 * never change between runs; the model's answers are recorded and replayed like its own (a replay miss is
 * `ERROR (judge)`).
 */
import { ConfigError, JudgeError } from '../errors.js';
import { recordsAnswers } from './cache.js';
import type { UncertainPolicy } from './heuristic/abstention.js';
import { type HeuristicJudgeOptions, judgeHeuristically, referenceAsAnswer } from './heuristic/index.js';
import type { MiniCheckJudge } from './minicheck.js';
import type { CorrectnessInput, Judge, JudgeCallOptions, JudgeInput, JudgeResult } from './types.js';

/**
 * What is sent to the model: only the uncertain claims (`claims`, the default: cheaper, the decided claims stay
 * deterministic) or the whole answer (`answer`). Both reach the same oracle ceiling on the dev sets
 * (docs/research/abstention.md); the real comparison waits for a model.
 */
export type EscalationScope = 'claims' | 'answer';

export interface CascadeJudgeOptions {
  /** The second stage: asked only for undecided answers. */
  model: Judge;
  /** @default 'claims' */
  escalate?: EscalationScope;
  /** The heuristic judge's options (band, thresholds). Its `uncertain` policy is set by the cascade. */
  offline?: Omit<HeuristicJudgeOptions, 'uncertain'>;
  /**
   * `escalate` (default) sends undecided answers to the model; `fail` / `pass` count uncertain claims without it
   * (no call is made: the heuristic judge alone).
   */
  uncertain?: UncertainPolicy;
}

export interface CascadeJudge extends Judge {
  readonly name: 'cascade';
  readonly model: Judge;
  readonly escalate: EscalationScope;
  /** The model's cache (record/replay), when it keeps one: the cascade records nothing of its own. */
  readonly cache?: { mode: string; dir: string };
  /**
   * The model-cache entries judging `input` needs: none for an answer the offline judge decides (or when uncertain
   * claims are not escalated), else the keys of the model's call(s) for the uncertain claims or the whole answer.
   * `ragcheck cache status|prune` reads them.
   */
  cacheKeys(input: JudgeInput & { reference?: string | undefined }): string[];
  /** The model-cache entries one citation call (`citation(input)`) needs: none when the offline judge decides it. */
  citationCacheKeys(input: JudgeInput): string[];
}

/** A second stage that records its answers (the openai and minicheck judges). */
interface CachingModel {
  cache: { mode: string; dir: string };
  cacheKeys(input: Pick<JudgeInput, 'question' | 'answer' | 'context' | 'history'> & { reference?: string }): string[];
  citationCacheKeys?(input: JudgeInput): string[];
}
const cachingModel = (judge: Judge): CachingModel | undefined =>
  recordsAnswers(judge) ? (judge as unknown as CachingModel) : undefined;

const isClaimChecker = (judge: Judge): judge is MiniCheckJudge =>
  typeof (judge as Partial<MiniCheckJudge>).checkClaims === 'function';

/** What a result built on the model's part passes on from it: the model's name, token usage and cache status. */
const passedOn = (part: JudgeResult): Pick<JudgeResult, 'model' | 'usage' | 'cache'> => ({
  ...(part.model ? { model: part.model } : {}),
  ...(part.usage ? { usage: part.usage } : {}),
  ...(part.cache ? { cache: part.cache } : {}),
});

/**
 * Creates the cascade judge.
 *
 * @example
 * const judge = createCascadeJudge({ model: createMiniCheckJudge({ baseURL: 'http://127.0.0.1:11434/v1' }) });
 */
export function createCascadeJudge(options: CascadeJudgeOptions): CascadeJudge {
  const model = options.model;
  if (typeof model?.judge !== 'function') throw new ConfigError('`model` must be a Judge ({ name, judge() })');
  const escalate = options.escalate ?? 'claims';
  if (escalate !== 'claims' && escalate !== 'answer') {
    throw new ConfigError(`\`escalate\` must be claims or answer (got ${JSON.stringify(escalate)})`);
  }
  const policy = options.uncertain ?? 'escalate';
  const offline: HeuristicJudgeOptions = { ...options.offline, uncertain: policy };
  // Resolves (and checks) the offline options now, not on the first case.
  judgeHeuristically({ question: '', answer: '', contexts: [], context: '' }, offline);

  async function escalated(input: JudgeInput, first: JudgeResult, call?: JudgeCallOptions): Promise<JudgeResult> {
    const uncertain = first.claims.filter((c) => c.verdict === 'uncertain');
    const abstention = { ...(first.abstention as NonNullable<JudgeResult['abstention']>), escalated: true };
    if (escalate === 'answer') {
      const whole = await model.judge(input, call);
      return {
        score: whole.score,
        claims: whole.claims,
        ...(whole.model ? { model: whole.model } : {}),
        ...(whole.usage ? { usage: whole.usage } : {}),
        ...(whole.cache ? { cache: whole.cache } : {}),
        refusal: false,
        abstention: { ...abstention, modelCalls: whole.samples?.n ?? 1 },
      };
    }
    const decided = first.claims.filter((c) => c.verdict !== 'uncertain');
    const supported = decided.filter((c) => c.supported).length;
    if (isClaimChecker(model)) {
      const { checks, calls, usage, cache } = await model.checkClaims(
        uncertain.map((c) => c.text),
        input,
        call,
      );
      const claims = first.claims.map((c) => {
        const check = checks[uncertain.indexOf(c)];
        if (!check) return c;
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
        abstention: { ...abstention, modelCalls: calls },
      };
    }
    // A judge that reads whole answers gets the uncertain claims as one answer; its score is their supported share.
    const part = await model.judge({ ...input, answer: uncertain.map((c) => c.text).join(' ') }, call);
    return {
      score: (supported + part.score * uncertain.length) / first.claims.length,
      claims: [...decided, ...part.claims],
      ...passedOn(part),
      refusal: false,
      abstention: { ...abstention, modelCalls: part.samples?.n ?? 1 },
    };
  }

  const recorder = cachingModel(model);

  /** The heuristic judge's grading of the reference's claims against the answer, uncertain ones left uncertain. */
  const offlineCorrectness = (input: CorrectnessInput, call?: JudgeCallOptions) =>
    judgeHeuristically(referenceAsAnswer(input), { ...offline, uncertain: 'escalate' }, call);

  /** The model entries judging the answer needs: none when the offline judge decides it. */
  function faithfulnessKeys(recorder: CachingModel, input: JudgeInput): string[] {
    const first = judgeHeuristically(input, offline);
    if (!first.abstention?.undecided) return [];
    if (escalate === 'answer') return recorder.cacheKeys(input);
    const uncertain = first.claims.filter((c) => c.verdict === 'uncertain').map((c) => c.text);
    if (isClaimChecker(model)) return model.claimCacheKeys(uncertain, input.context);
    return recorder.cacheKeys({ ...input, answer: uncertain.join(' ') });
  }

  /** The model's correctness entry for the reference claims the offline judge leaves uncertain (see `correctness`). */
  function correctnessKeys(recorder: CachingModel, input: JudgeInput, reference: string | undefined): string[] {
    if (reference === undefined || typeof model.correctness !== 'function') return [];
    const first = offlineCorrectness({ ...input, reference });
    const uncertain = first.claims.filter((c) => c.verdict === 'uncertain').map((c) => c.text);
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
  async function correctness(input: CorrectnessInput, call?: JudgeCallOptions): Promise<JudgeResult> {
    call?.signal?.throwIfAborted();
    const first = offlineCorrectness(input, call);
    const uncertain = first.claims.filter((c) => c.verdict === 'uncertain');
    if (uncertain.length === 0 || policy !== 'escalate' || typeof model.correctness !== 'function') return first;
    const part = await model.correctness({ ...input, reference: uncertain.map((c) => c.text).join(' ') }, call);
    const claims = [...first.claims.filter((c) => c.verdict !== 'uncertain'), ...part.claims];
    const decided = claims.filter((c) => c.verdict !== 'uncertain');
    return {
      score: decided.length === 0 ? 0 : decided.filter((c) => c.supported).length / decided.length,
      claims,
      ...passedOn(part),
    };
  }

  /**
   * The offline judge on a cited sentence, and the claims to escalate: its uncertain claims, when no decided claim
   * already makes the sentence unsupported, the policy escalates and the model scores citations.
   */
  function offlineCitation(input: JudgeInput, call?: JudgeCallOptions) {
    const first = judgeHeuristically(input, { ...offline, uncertain: 'escalate' }, call);
    const uncertain = first.claims.filter((c) => c.verdict === 'uncertain');
    const settled = first.claims.some((c) => c.verdict === 'unsupported' || c.verdict === 'contradicted');
    const escalating = !settled && policy === 'escalate' && typeof model.citation === 'function';
    return { first, uncertain: escalating ? uncertain : [] };
  }

  /**
   * Citation support offline first, as correctness: a cited sentence whose claims the heuristic judge leaves
   * uncertain (and none it finds unsupported) goes to the model's own citation call with those claims as the
   * sentence and the same cited chunks, and its verdicts replace them. A model without `citation`, or a policy
   * other than `escalate`, leaves them uncertain (the sentence is then out of the ratio, reported).
   */
  async function citation(input: JudgeInput, call?: JudgeCallOptions): Promise<JudgeResult> {
    call?.signal?.throwIfAborted();
    const { first, uncertain } = offlineCitation(input, call);
    if (uncertain.length === 0) return first;
    const cite = model.citation as NonNullable<Judge['citation']>;
    const part = await cite({ ...input, answer: uncertain.map((c) => c.text).join(' ') }, call);
    const claims = [...first.claims.filter((c) => c.verdict !== 'uncertain'), ...part.claims];
    return {
      score: claims.length === 0 ? 1 : claims.filter((c) => c.supported).length / claims.length,
      claims,
      ...passedOn(part),
    };
  }

  return {
    name: 'cascade',
    model,
    escalate,
    ...(recorder ? { cache: recorder.cache } : {}),
    cacheKeys(input) {
      if (!recorder || policy !== 'escalate') return [];
      const { reference, ...answerInput } = input;
      return [...faithfulnessKeys(recorder, answerInput), ...correctnessKeys(recorder, answerInput, reference)];
    },
    async decideRefusal(input, call) {
      // Only a model that reads refusals can settle one the grammar cannot; under `fail` / `pass` none is asked.
      if (policy !== 'escalate' || model.decidesRefusal !== true) return undefined;
      const whole = await model.judge(input, call);
      if (typeof whole.refusal !== 'boolean') {
        throw new JudgeError(
          `judge "${model.name}" has \`decidesRefusal\` but returned no boolean \`refusal\` (got ${JSON.stringify(whole.refusal)}) when asked to settle an uncertain refusal`,
        );
      }
      return whole.refusal;
    },
    citationCacheKeys(input) {
      if (typeof recorder?.citationCacheKeys !== 'function') return [];
      const { uncertain } = offlineCitation(input);
      if (uncertain.length === 0) return [];
      return recorder.citationCacheKeys({ ...input, answer: uncertain.map((c) => c.text).join(' ') });
    },
    async judge(input, call) {
      call?.signal?.throwIfAborted();
      const first = judgeHeuristically(input, offline, call);
      if (policy !== 'escalate' || !first.abstention?.undecided) return first;
      return escalated(input, first, call);
    },
    correctness,
    citation,
  };
}
