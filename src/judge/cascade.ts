/**
 * The `cascade` judge: the offline heuristic judge first, a model judge (`openai` or `minicheck`) only for the
 * answers whose verdict depends on claims the heuristic judge left uncertain. Decided answers cost nothing and
 * never change between runs; the model's answers are recorded and replayed like its own (a replay miss is
 * `ERROR (judge)`).
 */
import { ConfigError, JudgeError } from '../errors.js';
import {
  type CascadeSetup,
  cachingModel,
  cascadeCitation,
  cascadeCorrectness,
  correctnessKeys,
  type EscalationScope,
  escalateAnswer,
  faithfulnessKeys,
  offlineCitation,
} from './cascade-stages.js';
import type { UncertainPolicy } from './heuristic/abstention.js';
import { type HeuristicJudgeOptions, judgeHeuristically } from './heuristic/index.js';
import type { Judge, JudgeInput } from './types.js';

export type { EscalationScope } from './cascade-stages.js';

/**
 * Options of `createCascadeJudge`: the model judge it escalates to, and what it escalates (the uncertain claims or
 * the whole answer).
 */
export interface CascadeJudgeOptions {
  /** The second stage: asked only for undecided answers. */
  model: Judge;
  /**
   * What is sent to the model: only the uncertain claims (`claims`, the default: cheaper, the decided claims stay
   * deterministic) or the whole answer (`answer`). Both reach the same oracle ceiling on the dev sets
   * (docs/research/abstention.md); the real comparison waits for a model.
   * @default 'claims'
   */
  escalate?: EscalationScope;
  /** The heuristic judge's options (band, thresholds). Its `uncertain` policy is set by the cascade. */
  offline?: Omit<HeuristicJudgeOptions, 'uncertain'>;
  /**
   * `escalate` (default) sends undecided answers to the model; `fail` / `pass` count uncertain claims without it
   * (no call is made: the heuristic judge alone).
   */
  uncertain?: UncertainPolicy;
}

/** The cascade judge: the offline heuristic judge first, a model judge only for the answers it cannot decide. */
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
  /**
   * The model-cache entries settling a refusal `classifyRefusal` reads as `uncertain` (`decideRefusal(input)`)
   * needs: the model's call on the whole answer, or none when no call is made (a model that does not read refusals,
   * a policy other than `escalate`). The caller knows whether the refusal is uncertain; `answerCacheKeys` asks only
   * then.
   */
  refusalCacheKeys(input: JudgeInput): string[];
}

/**
 * Creates the cascade judge.
 *
 * @example
 * const judge = createCascadeJudge({ model: createMiniCheckJudge({ baseURL: 'http://127.0.0.1:11434/v1' }) });
 */
export function createCascadeJudge(options: CascadeJudgeOptions): CascadeJudge {
  const model = options.model;
  if (typeof model?.faithfulness !== 'function') {
    throw new ConfigError('`model` must be a Judge ({ name, faithfulness() })');
  }
  const escalate = options.escalate ?? 'claims';
  if (escalate !== 'claims' && escalate !== 'answer') {
    throw new ConfigError(`\`escalate\` must be claims or answer (got ${JSON.stringify(escalate)})`);
  }
  const policy = options.uncertain ?? 'escalate';
  const offline: HeuristicJudgeOptions = { ...options.offline, uncertain: policy };
  // Resolves (and checks) the offline options now, not on the first case.
  judgeHeuristically({ question: '', answer: '', contexts: [] }, offline);
  const setup: CascadeSetup = { model, escalate, policy, offline };

  const recorder = cachingModel(model);
  // Only a model that reads refusals can settle one the grammar cannot; under `fail` / `pass` none is asked.
  const decidesRefusals = policy === 'escalate' && model.decidesRefusal === true;

  return {
    name: 'cascade',
    model,
    escalate,
    ...(recorder ? { cache: recorder.cache } : {}),
    cacheKeys(input) {
      if (!recorder || policy !== 'escalate') return [];
      const { reference, ...answerInput } = input;
      return [
        ...faithfulnessKeys(setup, recorder, answerInput),
        ...correctnessKeys(setup, recorder, answerInput, reference),
      ];
    },
    refusalCacheKeys(input) {
      if (!recorder || !decidesRefusals) return [];
      return recorder.cacheKeys(input);
    },
    async decideRefusal(input, call) {
      if (!decidesRefusals) return undefined;
      const whole = await model.faithfulness(input, call);
      if (typeof whole.refusal !== 'boolean') {
        throw new JudgeError(
          `judge "${model.name}" has \`decidesRefusal\` but returned no boolean \`refusal\` (got ${JSON.stringify(whole.refusal)}) when asked to settle an uncertain refusal`,
        );
      }
      return whole.refusal;
    },
    citationCacheKeys(input) {
      if (typeof recorder?.citationCacheKeys !== 'function') return [];
      const { uncertain } = offlineCitation(setup, input);
      if (uncertain.length === 0) return [];
      return recorder.citationCacheKeys({ ...input, answer: uncertain.map((c) => c.text).join(' ') });
    },
    async faithfulness(input, call) {
      call?.signal?.throwIfAborted();
      const first = judgeHeuristically(input, offline, call);
      if (policy !== 'escalate' || !first.abstention?.undecided) return first;
      return escalateAnswer(setup, input, first, call);
    },
    correctness: (input, call) => cascadeCorrectness(setup, input, call),
    citation: (input, call) => cascadeCitation(setup, input, call),
  };
}
