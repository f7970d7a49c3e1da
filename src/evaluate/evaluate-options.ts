/** What `evaluateCase` and `scoreResponse` take besides the case: limits, thresholds, the deadline, trials. */
import type { RefusalOptions } from '../refusal/index.js';
import type { Chunk, Thresholds } from '../types.js';

/** How a case is evaluated (`evaluateCase`, `scoreResponse`, `evaluateCases`). */
export interface EvaluateOptions {
  /**
   * How many chunks the app retrieves; the @k metrics cut at k.
   * @default 3
   */
  k?: number;
  /** Suite-level threshold overrides (the case's own `thresholds` win over these). */
  thresholds?: Thresholds;
  /**
   * Time budget for the whole case (adapter + judge) in ms. When it passes, the phase running becomes
   * `ERROR (adapter)` or `ERROR (judge)`. Keep it below the test runner's own timeout.
   * @default 30000
   */
  timeoutMs?: number;
  /** Aborts the case (e.g. the test runner gave up). */
  signal?: AbortSignal;
  /** How the lexical refusal rule (`isRefusal`) reads answers: its vocabulary (docs/refusals.md). */
  refusal?: RefusalOptions;
  /**
   * The corpus the golden ids refer to. When given, a case whose returned context ids are none of them (while its
   * golden ids are) carries a `contextIdMismatch` with a "did you mean" per id.
   */
  corpus?: readonly Chunk[];
  /**
   * `answer` asks the app and judges the answer; `retrieval` calls the adapter's `retrieve()` only and gates the
   * retrieval metrics (context recall and any @k threshold set), for retrieval-only suites.
   * @default 'answer'
   */
  mode?: 'answer' | 'retrieval';
  /**
   * Longest answer accepted, in characters. A longer one makes the case `ERROR (adapter)` naming its size; it is
   * never cut (a hallucination after the cut would pass), and judging it could outrun any timeout.
   * @default 100000
   */
  maxAnswerChars?: number;
  /**
   * Most context accepted, in characters over all the chunks of a response; more makes the case `ERROR (adapter)`
   * naming the size, never a cut.
   * @default 1000000
   */
  maxContextChars?: number;
  /**
   * How many times each case is asked, for an app whose answers vary (a case's own `trials` win). Each trial gets
   * its verdict; the case passes when at least `minPassRate` of its trials pass (docs/trials.md).
   * @default 1
   */
  trials?: number;
  /**
   * The trials of this run, over every case's own and `trials` (`--trials`, `RAGCHECK_TRIALS`): e.g. 20 in a
   * nightly job, or 1 for a quick local check.
   */
  runTrials?: number;
  /**
   * The share of a case's trials that must pass, in (0, 1] (a case's own `minPassRate` wins). The default, 1, makes
   * every trial pass, so `trials` alone never loosens a gate.
   * @default 1
   */
  minPassRate?: number;
  /**
   * An ERROR trial (the app or the judge failed) counts as a failing trial instead of making the case an ERROR;
   * a case all of whose trials errored is still an ERROR.
   * @default false
   */
  allowTrialErrors?: boolean;
}

/** Chunks the app retrieves when `k` is not given. */
export const DEFAULT_K = 3;
/** A case's time budget (adapter and judge) when `timeoutMs` is not given. */
export const DEFAULT_CASE_TIMEOUT_MS = 30_000;
/** Longest answer accepted when `maxAnswerChars` is not given. */
export const DEFAULT_MAX_ANSWER_CHARS = 100_000;
/** Most context accepted when `maxContextChars` is not given. */
export const DEFAULT_MAX_CONTEXT_CHARS = 1_000_000;
