import type { Chunk, EvalCase, RagResponse, Verdict } from '../types.js';

/** The operators, in the order reports list them. */
export const OPERATOR_NAMES = [
  'drop-golden',
  'demote-golden',
  'swap-number',
  'add-claim',
  'negate',
  'refuse',
  'answer-out-of-scope',
  'drop-fact',
  'miscite',
] as const;
export type OperatorName = (typeof OPERATOR_NAMES)[number];

/** What an operator sees: one case, the app's real response to it, and what the suite knows around it. */
export interface MutationContext {
  evalCase: EvalCase;
  /** The app's response, as the adapter returned it (recorded, or asked once live). */
  response: RagResponse;
  /** The id a returned chunk is scored under (the adapter's `contextId` mapping, else its own id). */
  idOf: (chunk: Chunk) => string;
  /** Whether the original answer was read as a refusal (`metrics.refused` of the unmutated case). */
  refused: boolean;
  /** The suite's `k`. */
  k: number;
  /** The corpus, when the suite has one: `add-claim`, `answer-out-of-scope` and `demote-golden` draw from it. */
  corpus?: readonly Chunk[];
  /** A number in [0, 1) drawn for this case and operator: the same seed gives the same mutants. */
  random: () => number;
}

/** A planted regression: the mutated response and what it did, in words. */
export interface Mutant {
  response: RagResponse;
  /** What was changed, e.g. `"30" -> "37" in the answer`. */
  change: string;
  /**
   * Set when the mutant cannot change the outcome by construction (a marker moved to a chunk with the same text):
   * why. It is labelled equivalent and not counted.
   */
  equivalent?: string;
}

/** Why an operator does not apply to a case (shown in the JSON report, not counted). */
export interface Skip {
  skip: string;
}

export interface Operator {
  name: OperatorName;
  /** The verdict a suite that catches the mutant fails with. */
  expects: readonly Verdict[];
  /** The mutant, or why the operator does not apply to this case. Pure: the context is never changed. */
  apply(context: MutationContext): Mutant | Skip;
}

/** What became of one mutant. */
export type MutantStatus = 'killed' | 'survived' | 'equivalent';

export interface MutantResult {
  suite: string;
  id: string;
  operator: OperatorName;
  status: MutantStatus;
  change: string;
  /** The mutated case's verdict. */
  verdict: Verdict;
  /** Killed by the verdict the operator aims at (true), or by another failing verdict (false); absent otherwise. */
  expected?: boolean;
  /** For a survivor: which gate would have caught it and why it did not. For an equivalent mutant: why. */
  why?: string;
  /** A short key grouping survivors that share a cause (e.g. `faithfulness-threshold`). */
  cause?: string;
}

/** One case's mutation: its mutants, or why none counted. */
export interface CaseMutation {
  suite: string;
  id: string;
  /** The unmutated case's verdict. */
  verdict: Verdict;
  /**
   * Set when the case does not pass unmutated (its verdict, or `known failure: <verdict>`): no mutant of it can be
   * killed, so none is counted.
   */
  alreadyFailing?: string;
  mutants: MutantResult[];
  /** Operators that do not apply to this case, with why. */
  skipped: Array<{ operator: OperatorName; why: string }>;
}
