import type { CaseResult, Summary } from '../types.js';

/**
 * Counts per outcome and per verdict (a case with trials counts once, with its verdict; unreviewed drafts are counted
 * apart, in `drafts`), and the judge's token usage
 * (and estimated cost) over the run, every trial included.
 */
export function summarize(results: readonly CaseResult[]): Summary {
  const drafts = results.filter((r) => r.outcome === 'draft').length;
  const summary: Summary = { total: results.length - drafts, passed: 0, failed: 0, known: 0, errors: 0, byVerdict: {} };
  for (const r of results) {
    if (r.outcome === 'draft') {
      summary.drafts ??= { total: 0, byVerdict: {} };
      summary.drafts.total++;
      summary.drafts.byVerdict[r.verdict] = (summary.drafts.byVerdict[r.verdict] ?? 0) + 1;
    } else if (r.outcome === 'pass') summary.passed++;
    else if (r.outcome === 'known failure') summary.known++;
    else if (r.outcome === 'error') summary.errors++;
    else summary.failed++;
    if (r.outcome !== 'draft') summary.byVerdict[r.verdict] = (summary.byVerdict[r.verdict] ?? 0) + 1;
    if (r.trials) {
      summary.trials ??= { total: 0, flaky: 0 };
      summary.trials.total += r.trials.n;
      if (r.trials.flaky) summary.trials.flaky++;
    }
    const a = r.judge.abstention;
    if (a) {
      summary.abstention ??= {
        answers: 0,
        decidedOffline: 0,
        undecided: 0,
        escalated: 0,
        uncertainClaims: 0,
        modelCalls: 0,
        modelTokens: 0,
        tokensSavedEstimate: null,
      };
      const t = summary.abstention;
      t.answers++;
      if (a.undecided) t.undecided++;
      else t.decidedOffline++;
      if (a.escalated) {
        t.escalated++;
        t.modelTokens += r.judge.usage?.totalTokens ?? 0;
      }
      t.uncertainClaims += a.uncertain;
      t.modelCalls += a.modelCalls;
    }
    const usage = r.judge.usage;
    if (usage) {
      summary.usage ??= { promptTokens: 0, completionTokens: 0, totalTokens: 0, calls: 0 };
      const total = summary.usage;
      total.promptTokens += usage.promptTokens;
      total.completionTokens += usage.completionTokens;
      total.totalTokens += usage.totalTokens;
      // A case with trials was judged once per trial that used the judge: its usage is their sum.
      total.calls += r.trials ? r.trials.runs.filter((t) => t.usage).length : 1;
      if (usage.costUsd !== undefined) total.costUsd = (total.costUsd ?? 0) + usage.costUsd;
    }
  }
  const t = summary.abstention;
  if (t && t.modelTokens > 0) t.tokensSavedEstimate = Math.round((t.modelTokens / t.escalated) * t.decidedOffline);
  return summary;
}

/** The CLI's exit code for a run: 0 all pass or known, 3 any ERROR, else 1 when a gate failed. */
export function exitCodeFor(summary: Summary): 0 | 1 | 3 {
  if (summary.errors > 0) return 3;
  if (summary.failed > 0) return 1;
  return 0;
}
