import type { Abstention, Chunk, Claim, ConversationTurn, TokenUsage } from '../types.js';

/** What a judge is asked: is `answer` supported by `contexts`? */
export interface JudgeInput {
  question: string;
  answer: string;
  /**
   * The contexts the app returned, in rank order (then the user's earlier turns, for a case with `history`). A judge
   * that reads the context as one text joins their texts with newlines.
   */
  contexts: Chunk[];
  /** Id of the case, for error messages and cache keys; the judge must not use it to decide. */
  caseId?: string;
  /**
   * The answer's numbers and codes the context lacks (`unsupportedTokens(answer, context)`), when the caller has
   * computed them already, so a judge need not scan the context again (with `history`: the context and the user's
   * turns).
   */
  unsupported?: readonly string[];
  /**
   * A conversation's earlier turns, oldest first, when the case has `history`. What the USER said is evidence the
   * answer may rely on: evaluateCase has already appended the user's turns to `contexts` (ids `history:user#N`), so a judge that reads only those treats them right. An earlier ASSISTANT turn is not evidence and is
   * in neither; it is here for judges that show the model the whole conversation (as the `openai` judge does).
   */
  history?: readonly ConversationTurn[];
}

/** What the harness passes to a judge's calls besides the input: the case's abort signal. */
export interface JudgeCallOptions {
  /** Aborted when the case's time is up; a judge must stop and throw promptly. */
  signal?: AbortSignal;
  /**
   * The case's deadline as a `performance.now()` time. A synchronous judge, which no abort event can interrupt,
   * checks it between claims and throws a `JudgeError` once it has passed.
   */
  deadline?: number;
  /**
   * The faithfulness score the case must reach (`thresholds.faithfulness`): a judge that abstains uses it to tell
   * whether its uncertain claims decide the verdict. @default 0.6
   */
  threshold?: number;
}

/** A judge's reading of one answer. A low score is data, never an exception. */
export interface JudgeResult {
  /** Faithfulness: supported claims / claims, in [0, 1]. */
  score: number;
  claims: Claim[];
  /**
   * The answer's questions, which assert nothing and so are no claims (a judge that reads them apart, as `heuristic`
   * does). An answer whose sentences are all questions has no claims and only these.
   */
  questions?: string[];
  /**
   * The judge's own opinion on whether the answer is a refusal: it decides `metrics.refused` for a judge with
   * `decidesRefusal`, and is kept as evidence for the others.
   */
  refusal?: boolean;
  model?: string;
  usage?: TokenUsage;
  samples?: { n: number; scores: number[]; spread: number };
  cache?: 'hit' | 'miss' | 'recorded' | 'off';
  /** Set by a judge that abstains (`heuristic`, `cascade`): its uncertain claims and what became of them. */
  abstention?: Abstention;
}

/**
 * A faithfulness judge. Broken infrastructure (network, timeout, garbage output, replay miss) throws a
 * `JudgeError`; evaluateCase turns it into `ERROR (judge)`.
 */
export interface Judge {
  /** `overlap`, `heuristic`, `openai`, or a custom name. */
  readonly name: string;
  /**
   * The version of the judge's prompt or rules (and of the options that change its scores), written into every
   * result (`judge.version`). Change it whenever the same answer may get another score: `ragcheck compare` refuses
   * to compare faithfulness across judge versions.
   */
  readonly version?: string;
  /**
   * True for a judge that reads refusals itself (an LLM judge such as `openai`): evaluateCase asks it for every
   * answer, refusals included, and its `refusal` (which it must then return as a boolean) decides
   * `metrics.refused` and the verdict; the lexical rule (`isRefusal`) still runs and is recorded beside it
   * (`CaseResult.refusal`). Judges without it (`heuristic`, `overlap`) are not asked about answers the lexical rule
   * calls refusals.
   * @default false
   */
  readonly decidesRefusal?: boolean;
  /**
   * Decides a refusal the lexical rule leaves `uncertain` (`refusalReading`): true when the answer refuses,
   * undefined when this judge cannot read refusals. The cascade asks its model, when the model decides refusals.
   */
  decideRefusal?(input: JudgeInput, options?: JudgeCallOptions): Promise<boolean | undefined>;
  faithfulness(input: JudgeInput, options?: JudgeCallOptions): Promise<JudgeResult>;
  /**
   * Correctness: how much of `reference` the answer states. The reference is split into claims with the judge's own
   * claim splitter and each is checked against the ANSWER (as if the answer were the context) with the judge's own
   * support scoring: `score` = supported reference claims / reference claims, a `contradicted` claim is one the
   * answer contradicts. A separate call from {@link Judge.faithfulness}, so faithfulness recordings stay valid. A judge
   * without it reports no correctness (and a set `thresholds.correctness` makes the case `ERROR (judge)`).
   */
  correctness?(input: CorrectnessInput, options?: JudgeCallOptions): Promise<JudgeResult>;
  /**
   * Citation support: does a cited sentence (`answer`) follow from the chunks its markers cite (`contexts`, those
   * alone), scored as {@link Judge.faithfulness} scores an answer. A separate call, so faithfulness
   * recordings stay valid: the `heuristic`, `minicheck`, `cascade` and `openai` judges have it (the `openai` judge's
   * is a call and cache entry of its own). A replay miss must throw a `JudgeError` with `replayMiss`. A judge
   * without it reports no `citationSupport` (and a set `thresholds.citationSupport` makes the case
   * `ERROR (judge)`); `citationValidity` needs no judge.
   */
  citation?(input: JudgeInput, options?: JudgeCallOptions): Promise<JudgeResult>;
}

/** What a judge is asked for correctness: does `answer` state what `reference` says? */
export interface CorrectnessInput {
  question: string;
  /** The answer a reader expects (the case's `reference`). */
  reference: string;
  /** The app's answer, read as the evidence. */
  answer: string;
  /** The reference's numbers, dates and amounts the answer lacks (`unsupportedTokens(reference, answer)`). */
  unsupported?: readonly string[];
  caseId?: string;
  /** A conversation's earlier turns, oldest first (the question may only make sense with them). */
  history?: readonly ConversationTurn[];
}
