/**
 * The `heuristic` judge: offline, deterministic, the default. Grades each claim's support in its best context
 * passage and lets hard evidence (invented numbers, codes and names, negation and antonym flips) override it.
 */
import { ConfigError, JudgeError } from '../../errors.js';
import { unsupportedTokens } from '../../metrics/index.js';
import { grammarOnly, isRefusal, type RefusalOptions } from '../../refusal/index.js';
import { containedTokens } from '../../text/index.js';
import type { Claim } from '../../types.js';
import { joinedContext } from '../context-text.js';
import { judgeWithDeadline } from '../deadline.js';
import type { CorrectnessInput, Judge, JudgeCallOptions, JudgeInput, JudgeResult } from '../types.js';
import { judgeVersion } from '../version.js';
import {
  type AbstentionBand,
  answerDecision,
  type ClaimStatus,
  claimStatus,
  countStatuses,
  HARD_EVIDENCE_KINDS,
  HEURISTIC_BAND,
  HEURISTIC_JUDGE_VERSION,
  scoreByPolicy,
  UNCERTAIN_POLICIES,
  type UncertainPolicy,
} from './abstention.js';
import { type AnswerClaim, type ClaimRules, splitAnswerClaims } from './heuristic-claims.js';
import { type ContextIndex, indexContext } from './heuristic-index.js';
import { type ClaimEvidence, type EvidenceRules, type SupportSettings, weighClaim } from './heuristic-support.js';
import { prepareText, termsOf } from './heuristic-words.js';

/** Every rule of the heuristic judge by name; docs/research/judges.md has the held-out effect of switching each off. */
export type HeuristicRules = ClaimRules & EvidenceRules;
export type HeuristicRule = keyof HeuristicRules;

export const HEURISTIC_RULES: readonly HeuristicRule[] = (
  'sources particles questions numbers names negation antonyms prefixes roots' as const
).split(' ') as HeuristicRule[];

/**
 * The shipped settings, chosen by 4-fold cross-validation on the dev folds of the dev sets
 * (`node scripts/measure/judge-cv.mjs`, docs/research/judges.md).
 */
export const HEURISTIC_DEFAULTS: Readonly<SupportSettings & ClaimThresholds> = Object.freeze({
  minSupport: 0.65,
  minFound: 8,
  window: 2,
  questionWeight: 0.25,
});

/** Options of {@link createHeuristicJudge}. */
export interface HeuristicJudgeOptions {
  /**
   * Support a claim needs to count as supported: the weighted share of its content words found in its best
   * passage. Lower it to forgive more paraphrase, at the price of missing more invented detail.
   * @default HEURISTIC_DEFAULTS.minSupport
   */
  minSupport?: number;
  /**
   * Content words found together in a claim's best passage that make it supported whatever its share: a long
   * claim that paraphrases its connecting words is still anchored by this many of its own words in one place.
   * `Infinity` switches it off. @default HEURISTIC_DEFAULTS.minFound
   */
  minFound?: number;
  /** Consecutive context sentences a claim's words may be spread over. @default HEURISTIC_DEFAULTS.window */
  window?: number;
  /** Weight of a claim word the question already has, in [0, 1]. @default HEURISTIC_DEFAULTS.questionWeight */
  questionWeight?: number;
  /** Switch rules off (all are on by default), e.g. `{ questions: false }` to read questions as statements. */
  rules?: Partial<HeuristicRules>;
  /**
   * The abstention band: which claims the judge leaves `uncertain` instead of calling them unsupported. `false`
   * switches abstention off (every claim supported or unsupported: the judge decides even the claims it cannot tell).
   * @default HEURISTIC_BAND
   */
  band?: AbstentionBand | false;
  /**
   * What uncertain claims count as: `fail` (unsupported: the verdicts of the judge without abstention), `pass`
   * (supported), or `escalate` (not counted: the score over the decided claims, for a caller that sends the rest
   * to a model judge, as the `cascade` judge does).
   * @default 'fail'
   */
  uncertain?: UncertainPolicy;
}

/** The two thresholds a claim's evidence is held to ({@link isClaimSupported}). */
export interface ClaimThresholds {
  minSupport: number;
  minFound: number;
}

interface Resolved extends SupportSettings, ClaimThresholds {
  rules: HeuristicRules;
  refusal: RefusalOptions;
  band: AbstentionBand | false;
  policy: UncertainPolicy;
}

const RESOLVED = new WeakMap<HeuristicJudgeOptions, Resolved>();
const NO_OPTIONS: HeuristicJudgeOptions = Object.freeze({});

/** The options checked and merged over the defaults, once per options object. */
function resolve(options: HeuristicJudgeOptions): Resolved {
  const cached = RESOLVED.get(options);
  if (cached) return cached;
  const { minSupport, minFound, window, questionWeight } = { ...HEURISTIC_DEFAULTS, ...definedOf(options) };
  const check = (name: string, ok: boolean, value: unknown, want: string) => {
    if (!ok) throw new ConfigError(`createHeuristicJudge: \`${name}\` must be ${want} (got ${value})`);
  };
  check('minSupport', minSupport > 0 && minSupport <= 1, minSupport, 'in (0, 1]');
  check('minFound', minFound >= 1, minFound, 'at least 1 (Infinity: off)');
  check('window', Number.isInteger(window) && window >= 1, window, 'a positive integer');
  check('questionWeight', questionWeight >= 0 && questionWeight <= 1, questionWeight, 'in [0, 1]');
  for (const key of Object.keys(options.rules ?? {})) {
    const known = (HEURISTIC_RULES as readonly string[]).includes(key);
    check(`rules.${key}`, known, key, `one of ${HEURISTIC_RULES.join(', ')}`);
  }
  const rules = Object.fromEntries(
    HEURISTIC_RULES.map((r) => [r, options.rules?.[r] ?? true]),
  ) as unknown as HeuristicRules;
  if ((options as { refusalMarkers?: unknown }).refusalMarkers !== undefined) {
    throw new ConfigError(
      'createHeuristicJudge: `refusalMarkers` is not an option: the refusal rule is a vocabulary; give the suite `refusal: { vocabulary }` (`defineRefusalVocabulary`, docs/refusals.md)',
    );
  }
  const refusal: RefusalOptions = {};
  const band = options.band ?? HEURISTIC_BAND;
  if (band !== false) {
    const below = band.unsupportedBelow;
    check('band.unsupportedBelow', below >= 0 && below <= minSupport, below, `in [0, minSupport (${minSupport})]`);
    for (const kind of band.decisive) {
      check('band.decisive', HARD_EVIDENCE_KINDS.includes(kind), kind, `kinds of ${HARD_EVIDENCE_KINDS.join(', ')}`);
    }
  }
  const policy = options.uncertain ?? 'fail';
  check('uncertain', UNCERTAIN_POLICIES.includes(policy), policy, `one of ${UNCERTAIN_POLICIES.join(', ')}`);
  const resolved = { minSupport, minFound, window, questionWeight, rules, refusal, band, policy };
  RESOLVED.set(options, resolved);
  return resolved;
}

/** The options that are set (an `undefined` option takes its default). */
function definedOf(options: HeuristicJudgeOptions): Partial<SupportSettings & ClaimThresholds> {
  const { minSupport, minFound, window, questionWeight } = options;
  return Object.fromEntries(
    Object.entries({ minSupport, minFound, window, questionWeight }).filter(([, v]) => v !== undefined),
  );
}

/**
 * An answer analysed once (for cross-validation tools): its claims and the context's index. Weighing it again under
 * other settings is cheap.
 */
export interface PreparedHeuristic {
  refusal: boolean;
  /** The statements: what is checked. */
  claims: AnswerClaim[];
  /** The answer's questions: they assert nothing, so they are kept out of `claims` (shown as evidence). */
  questions: readonly string[];
  context: ContextIndex;
  invented: readonly string[];
  /** For each claim, the `invented` tokens its text writes (found once for all claims: `containedTokens`). */
  inventedByClaim: readonly (readonly string[])[];
  questionKeys: ReadonlySet<string>;
}

/** Analyses an answer and its context (the expensive part of judging). */
export function prepareHeuristic(input: JudgeInput, options: HeuristicJudgeOptions = NO_OPTIONS): PreparedHeuristic {
  const { rules, refusal } = resolve(options);
  const texts = input.contexts.map((c) => c.text);
  const joined = joinedContext(input.contexts);
  const context = indexContext(texts, joined);
  const questionKeys = new Set(termsOf(prepareText(input.question)).map((t) => t.key));
  const invented = input.unsupported ?? unsupportedTokens(input.answer, joined);
  // The judge reads clauses: the grammar alone (the decline model speaks on whole answers, for the case's decision).
  if (isRefusal(input.answer, grammarOnly(refusal))) {
    return { refusal: true, claims: [], questions: [], context, invented, inventedByClaim: [], questionKeys };
  }
  const sentences = splitAnswerClaims(input.answer, rules, refusal);
  const claims = sentences.filter((c) => c.kind === 'statement');
  const questions = sentences.filter((c) => c.kind === 'question').map((c) => c.text);
  const inventedByClaim = containedTokens(
    claims.map((c) => c.text),
    invented,
  ).map((found) => found.map((i) => invented[i] as string));
  return { refusal: false, claims, questions, context, invented, inventedByClaim, questionKeys };
}

/**
 * The answer's claims by ragcheck's claim splitter (the heuristic judge's): what a per-claim judge checks. Questions
 * are no claims.
 */
export function splitAnswerClaimTexts(answer: string, options: HeuristicJudgeOptions = NO_OPTIONS): string[] {
  const { rules, refusal } = resolve(options);
  return splitAnswerClaims(answer, rules, refusal)
    .filter((c) => c.kind === 'statement')
    .map((c) => c.text);
}

/**
 * Weighs every claim of a prepared answer. `deadline` (a `performance.now()` time) is checked between claims, so a
 * case's time limit stops even this synchronous loop.
 */
export function weighHeuristic(
  prepared: PreparedHeuristic,
  options: HeuristicJudgeOptions = NO_OPTIONS,
  call: JudgeCallOptions = {},
): ClaimEvidence[] {
  const settings = resolve(options);
  return prepared.claims.map((claim, i) => {
    call.signal?.throwIfAborted();
    if (call.deadline !== undefined && performance.now() > call.deadline) {
      throw new JudgeError('the heuristic judge ran past the case deadline (checked between claims)');
    }
    const input = { invented: prepared.inventedByClaim[i] ?? [], questionKeys: prepared.questionKeys };
    return weighClaim(claim, prepared.context, input, settings, settings.rules);
  });
}

/** Whether weighed evidence makes a claim supported: no hard evidence, and enough support or enough words found. */
export function isClaimSupported(evidence: ClaimEvidence, { minSupport, minFound }: ClaimThresholds): boolean {
  return evidence.reasons.length === 0 && (evidence.support >= minSupport || evidence.found >= minFound);
}

const EVIDENCE_MAX = 300;
const HAS_DIGIT = /\d/;

/**
 * A claim's missing words and hard evidence as listed in reports, each once. With the number rule on, a word written
 * with digits is the number scan's to judge (README, "What counts as the same number"), so the two views agree: it
 * shows once as "240 (not in the context)" when the scan finds the context lacks it, and not at all when the scan
 * finds the context states it (`2pm` where a bare 2 stands in the context), never as a missing word beside it.
 */
function shownMissing(evidence: ClaimEvidence, numbersChecked: boolean): string[] {
  const words = numbersChecked ? evidence.missing.filter((word) => !HAS_DIGIT.test(word)) : evidence.missing;
  return [...new Set([...words, ...evidence.reasons])];
}

// DEFAULT_THRESHOLDS.faithfulness, kept here so the judge does not import the evaluation layer.
const DEFAULT_FAITHFULNESS = 0.6;

/** The status of each weighed claim under the judge's thresholds and band (no band: supported or unsupported). */
export function claimStatuses(weighed: readonly ClaimEvidence[], options: HeuristicJudgeOptions = NO_OPTIONS) {
  const settings = resolve(options);
  const { band } = settings;
  return weighed.map(
    (e): ClaimStatus =>
      band === false ? (isClaimSupported(e, settings) ? 'supported' : 'unsupported') : claimStatus(e, settings, band),
  );
}

/** Judges one answer synchronously; {@link createHeuristicJudge} wraps it as a {@link Judge}. */
export function judgeHeuristically(
  input: JudgeInput,
  options: HeuristicJudgeOptions = NO_OPTIONS,
  call: JudgeCallOptions = {},
): JudgeResult {
  const settings = resolve(options);
  const prepared = prepareHeuristic(input, options);
  if (prepared.refusal) return { score: 1, claims: [], refusal: true };
  const weighed = weighHeuristic(prepared, options, call);
  const statuses = claimStatuses(weighed, options);
  const claims: Claim[] = weighed.map((evidence, i) => {
    const status = statuses[i] as ClaimStatus;
    const text = evidence.evidence.join(' ');
    return {
      text: prepared.claims[i]?.text ?? '',
      supported: status === 'supported',
      verdict: evidence.contradicted && status !== 'uncertain' ? 'contradicted' : status,
      support: evidence.support,
      missing: shownMissing(evidence, settings.rules.numbers),
      ...(text ? { evidence: text.length <= EVIDENCE_MAX ? text : `${text.slice(0, EVIDENCE_MAX - 1)}…` } : {}),
    };
  });
  const counts = countStatuses(statuses);
  const score = scoreByPolicy(counts, settings.policy);
  const asked = prepared.questions.length > 0 ? { questions: [...prepared.questions] } : {};
  if (settings.band === false) return { score, claims, refusal: false, ...asked };
  const decision = answerDecision(counts, {
    threshold: call.threshold ?? DEFAULT_FAITHFULNESS,
    invented: prepared.invented.length,
  });
  return {
    score,
    claims,
    refusal: false,
    ...asked,
    abstention: {
      uncertain: counts.uncertain,
      policy: settings.policy,
      undecided: decision === 'uncertain',
      escalated: false,
      modelCalls: 0,
    },
  };
}

/**
 * Creates the offline `heuristic` faithfulness judge. Score = supported claims / claims; a refusal, or an answer
 * with nothing to check ("Yes."), scores 1 with no claims. A question is no claim: it is listed in `questions`
 * (an answer of questions only scores 1 with no claims and its questions; the case reads it as not answering,
 * docs/verdicts.md). A claim is supported when its support (the weighted share
 * of its content words, stemmed, found in its best passage of `window` context sentences) reaches `minSupport` and
 * no hard evidence overrides it: a number, code or name the context lacks, a negation or antonym flip against the
 * passage. What it cannot do: inference, and paraphrase beyond stemming.
 * Measured in docs/research/judges.md (held-out kappa beside the overlap and substring baselines).
 *
 * @example
 * const judge = createHeuristicJudge();
 * const { score, claims } = await judge.faithfulness({
 *   question: 'Can I return worn shoes?',
 *   answer: 'Yes, worn shoes can be returned.',
 *   contexts: [{ id: 'doc_0', text: 'Only unworn shoes can be returned.' }],
 * });
 * // score 0, claims[0].verdict 'contradicted'
 */
export function createHeuristicJudge(options: HeuristicJudgeOptions = {}): Judge {
  resolve(options);
  return {
    name: 'heuristic',
    version: judgeVersion(`rules ${HEURISTIC_JUDGE_VERSION}`, options),
    async faithfulness(input, call) {
      call?.signal?.throwIfAborted();
      // The deadline also reaches inside the scans (every few thousand characters), not only between claims.
      return judgeWithDeadline(call?.deadline, () => judgeHeuristically(input, options, call));
    },
    async correctness(input, call) {
      call?.signal?.throwIfAborted();
      return judgeHeuristically(referenceAsAnswer(input), options, call);
    },
    async citation(input, call) {
      call?.signal?.throwIfAborted();
      return judgeWithDeadline(call?.deadline, () => judgeHeuristically(input, options, call));
    },
  };
}

/** Correctness read as faithfulness: the reference is the text whose claims are checked, the answer the evidence. */
export function referenceAsAnswer(input: CorrectnessInput): JudgeInput {
  return {
    question: input.question,
    answer: input.reference,
    contexts: [{ id: 'answer', text: input.answer }],
    ...(input.caseId !== undefined ? { caseId: input.caseId } : {}),
    ...(input.unsupported ? { unsupported: input.unsupported } : {}),
  };
}
