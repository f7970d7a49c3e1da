/**
 * The stages of a case after the app was asked, as one pipeline: retrieval metrics, judge-free checks, the judge,
 * correctness, citations, then gates and verdict. `evaluateCase` runs ask and then this; {@link scoreResponse} runs it
 * on a response given (one changed on purpose, say), scored by the same case, judge, thresholds, gates and
 * known-failure rules as the app's own.
 */

import { isAbsolute, relative, sep } from 'node:path';
import { caseSourceOf } from '../dataset/case-source.js';
import type { Judge } from '../judge/index.js';
import { formatGolden } from '../metrics/index.js';
import { DeadlineError } from '../text/index.js';
import { type CaseResult, type EvalCase, SCHEMA_VERSION } from '../types.js';
import { decideOutcome } from './diagnose.js';
import type { EvaluateOptions } from './evaluate-options.js';
import {
  type CaseBody,
  type CaseResponse,
  type CaseRun,
  type Findings,
  judgeFailureOf,
  openCaseRun,
} from './stages/case-run.js';
import { runChecks } from './stages/checks.js';
import { checkCitations } from './stages/citations.js';
import { askCorrectness } from './stages/correctness.js';
import { askJudge } from './stages/judge.js';
import { scoreRetrieval } from './stages/retrieval.js';
import { decideCase, scoringRanPast } from './stages/verdict.js';

/** A stage after ask: adds what it finds to what the stages before it found. */
interface Stage {
  run(run: CaseRun, response: CaseResponse, found: Findings): Findings | Promise<Findings>;
  /**
   * A stage that calls the judge: when the deadline passes during it, the judge failed and the case goes on to its
   * verdict (`ERROR (judge)`). Any other stage that runs past the deadline ends the case with no metric measured.
   */
  callsJudge: boolean;
}

const RETRIEVAL: Stage = { run: scoreRetrieval, callsJudge: false };
const CHECKS: Stage = { run: runChecks, callsJudge: false };
const JUDGE: Stage = { run: askJudge, callsJudge: true };
const CORRECTNESS: Stage = { run: askCorrectness, callsJudge: true };
const CITATIONS: Stage = { run: checkCitations, callsJudge: true };

/** The stages after ask of each mode, in order; gates and verdict ({@link decideCase}) come last. */
const STAGES: Record<CaseRun['mode'], readonly Stage[]> = {
  answer: [RETRIEVAL, CHECKS, JUDGE, CORRECTNESS, CITATIONS],
  retrieval: [RETRIEVAL],
};

/**
 * Runs the stages after ask on `response`, looking at the deadline once after each: a stage that ran past it keeps
 * nothing it found.
 */
export async function runStages(run: CaseRun, response: CaseResponse): Promise<CaseBody> {
  let found: Findings = {};
  for (const stage of STAGES[run.mode]) {
    let next: Findings | undefined;
    try {
      next = await stage.run(run, response, found);
    } catch (error) {
      // A scan that saw the deadline pass throws; anything else is a bug to report, not a verdict.
      if (!run.overran()) throw error;
    }
    if (next && !run.overran()) {
      found = next;
      continue;
    }
    if (!stage.callsJudge) return scoringRanPast(run, response);
    // A judge failure already found (this stage's own included) keeps its message and raw output.
    found = next?.judgeFailure
      ? next
      : { ...found, judgeFailure: judgeFailureOf(run, new DeadlineError(`ran past ${run.timeoutMs} ms`)) };
  }
  return decideCase(run, response, found);
}

/** `{ source: { file, line } }` for a case loaded from a file (the file relative to the working directory). */
function sourceField(evalCase: EvalCase): { source?: { file: string; line: number } } {
  const source = caseSourceOf(evalCase);
  if (!source) return {};
  const file = isAbsolute(source.file) ? relative(process.cwd(), source.file) : source.file;
  return { source: { file: file.split(sep).join('/'), line: source.line } };
}

/** The case's result: its own fields, the body the stages decided, the outcome of its test, the time it took. */
export function finishCase(run: CaseRun, body: CaseBody): CaseResult {
  const { evalCase, knownFailure } = run;
  const { outcome, message } = decideOutcome(body.verdict, knownFailure, evalCase.draft === true);
  return {
    schemaVersion: SCHEMA_VERSION,
    id: evalCase.id,
    question: evalCase.question,
    tags: evalCase.tags ?? [],
    golden: evalCase.golden.map(formatGolden),
    ...(knownFailure ? { knownFailure } : {}),
    ...(evalCase.draft ? { draft: true } : {}),
    ...sourceField(evalCase),
    ...body,
    outcome,
    ...(message ? { outcomeMessage: message } : {}),
    durationMs: performance.now() - run.started,
  };
}

/**
 * Scores a response to a case with every stage after asking the app (retrieval metrics, judge-free checks, the
 * judge, correctness, citations, gates and verdict), under the same rules as `evaluateCase`: the case's thresholds
 * over `options.thresholds`, its known failure, `options.timeoutMs` from now. `evaluateCase` is asking the app and
 * then this, so a response changed on purpose (a number altered, a context dropped) is scored exactly as the app's
 * own would be. The response is taken as given: the contexts' ids as the corpus names them (after any `contextId`
 * hook, the ids the app returned in `rawIds`), the size limits not applied. Never throws for a broken judge: that is
 * `ERROR (judge)`.
 *
 * @example
 * const result = await scoreResponse(evalCase, { answer: 'Refunds take 10 days.', contexts }, createHeuristicJudge());
 * result.verdict; // e.g. "FIX generation (faithfulness)"
 */
export async function scoreResponse(
  evalCase: EvalCase,
  response: CaseResponse,
  judge: Judge | undefined,
  options: EvaluateOptions = {},
): Promise<CaseResult> {
  const run = openCaseRun(evalCase, judge, options);
  try {
    return finishCase(run, await runStages(run, response));
  } finally {
    run.close();
  }
}
