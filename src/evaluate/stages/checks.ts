/**
 * Stage 3, the checks that need no judge: numbers, dates and codes of the answer that neither the contexts nor the
 * user's earlier turns state; whether the answer refuses (the lexical rule); the keywords it covers. Under the
 * case's deadline like the judge: a case still checking at its deadline is `ERROR (judge)`, whatever the answer.
 */
import { evidenceText, joinedContext } from '../../judge/index.js';
import { unsupportedTokens } from '../../metrics/index.js';
import { matchKeywords } from '../../metrics/keywords.js';
import { classifyRefusal, isRefusal, type RefusalOptions } from '../../refusal/index.js';
import { onlyQuestions, withDeadline } from '../../text/index.js';
import type { CaseResponse, CaseRun, Findings, JudgeFreeChecks } from './case-run.js';

/** Adds what the judge-free checks found in the answer. */
export function runChecks(run: CaseRun, response: CaseResponse, found: Findings): Findings {
  return { ...found, checks: withDeadline(run.deadline, () => checkAnswer(run, response)) };
}

function checkAnswer(run: CaseRun, { answer, contexts }: CaseResponse): JudgeFreeChecks {
  const { evalCase, refusal } = run;
  // Out of scope, an answer that claims nothing ("Please contact billing.") invents nothing: a refusal too. One
  // classification decides both (isRefusal is its `kind === 'refusal'`, read faster).
  const refused = evalCase.golden.length === 0 ? refusesOutOfScope(answer, refusal) : isRefusal(answer, refusal);
  // A number the user stated in an earlier turn is not invented.
  const unsupported = unsupportedTokens(answer, evidenceText(joinedContext(contexts), run.history));
  if (!evalCase.keywords || evalCase.keywords.length === 0) return { unsupported, refused };
  return { unsupported, refused, keywords: matchKeywords(answer, evalCase.keywords) };
}

function refusesOutOfScope(answer: string, options: RefusalOptions | undefined): boolean {
  const decision = classifyRefusal(answer, options);
  // An answer that only asks back claims nothing, yet declines nothing either: no refusal (src/evaluate/asks-only.ts).
  return decision.kind === 'refusal' || (decision.claimless && !onlyQuestions(answer));
}
