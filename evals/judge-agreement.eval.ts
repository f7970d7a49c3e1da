/**
 * Gates the configured judge on human labels. The judge is the one a run would use: `RAGCHECK_JUDGE` (heuristic by
 * default); `RAGCHECK_JUDGE=openai` goes through the record/replay cache, so a CI replay needs the answers recorded
 * first (`RAGCHECK_CACHE=record RAGCHECK_JUDGE=openai npx vitest run --project evals evals/judge-agreement.eval.ts`).
 * "faithful" = `isFaithful` (score >= 0.6 and no unsupported number/code), as in the gates.
 *
 * Only the dev folds (1-4) of the dev sets are read here; fold 0 is set aside for the final figure of a tuned judge.
 * HaluEval-QA is reported beside its substring baseline: 481 of its 500 right answers are verbatim substrings of the
 * context, so it does not measure a judge on its own.
 */
import { describe, expect, test } from 'vitest';
import { loadLabelsSync } from '../src/dataset/index.js';
import { type AgreementReport, DEV_FOLDS, measureAgreement } from '../src/evaluate/index.js';
import { resolveJudge } from '../src/judge/index.js';

function minKappa(): number {
  const raw = process.env.RAGCHECK_MIN_KAPPA?.trim();
  if (!raw) return 0.6;
  const value = Number(raw);
  if (!(value >= -1 && value <= 1)) {
    throw new RangeError(`RAGCHECK_MIN_KAPPA=${JSON.stringify(raw)} must be a number between -1 and 1 (e.g. 0.6)`);
  }
  return value;
}

const MIN_KAPPA = minKappa();
const judge = resolveJudge();
const timeout = judge.name === 'openai' ? 30 * 60_000 : 120_000;

function describeReport(file: string, report: AgreementReport): string {
  const row = (name: string, s: Omit<AgreementReport, 'judge' | 'items' | 'disagreements'>) =>
    `${name}: kappa ${s.kappa.toFixed(3)}, raw ${s.rawAgreement.toFixed(3)}, precision of "unsupported" ${s.unsupported.precision?.toFixed(3) ?? 'n/a'}, flag rate ${s.flagRate.toFixed(2)} (humans ${s.humanFlagRate.toFixed(2)})`;
  const lines = [`${file}, n = ${report.n}`, row(report.judge, report)];
  if (report.baselines) {
    lines.push(row('overlap', report.baselines.overlap), row('substring', report.baselines.substring));
  }
  return lines.join('\n');
}

describe(`judge agreement with human labels (${judge.name} judge)`, () => {
  test(`handwritten set, dev folds: Cohen's kappa >= ${MIN_KAPPA}`, { timeout }, async (ctx) => {
    const file = 'fixtures/judge-labels/handwritten.jsonl';
    const report = await measureAgreement(loadLabelsSync(file), judge, { folds: DEV_FOLDS, bootstrap: 200 });
    const summary = describeReport(file, report);
    console.log(summary);
    await ctx.annotate(summary, 'agreement');
    expect(report.kappa, summary).toBeGreaterThanOrEqual(MIN_KAPPA);
  });

  test.runIf(judge.name !== 'openai')('HaluEval-QA beside its substring baseline: kappa >= 0.75', async (ctx) => {
    const file = 'fixtures/halueval/halueval-qa-labels.jsonl';
    const report = await measureAgreement(loadLabelsSync(file), judge, { bootstrap: 200 });
    const summary = describeReport(file, report);
    console.log(summary);
    await ctx.annotate(summary, 'agreement');
    expect(report.kappa, summary).toBeGreaterThanOrEqual(0.75);
  });
});
