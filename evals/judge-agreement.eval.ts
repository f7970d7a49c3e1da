/**
 * Gates the configured judge on human labels: Cohen's kappa >= 0.6 (below that, do not trust the judge as a
 * gate). The judge is the one a run would use: `RAGCHECK_JUDGE` (heuristic by default); `RAGCHECK_JUDGE=openai`
 * goes through the record/replay cache, so a CI replay needs the answers recorded first
 * (`RAGCHECK_CACHE=record RAGCHECK_JUDGE=openai npx vitest run --project evals evals/judge-agreement.eval.ts`).
 * `RAGCHECK_MIN_KAPPA` moves the bar. "faithful" = score >= 0.6 and no unsupported number/code, as in the gates.
 */
import { describe, expect, test } from 'vitest';
import { loadLabelsSync } from '../src/dataset/index.js';
import { type AgreementReport, measureAgreement } from '../src/evaluate/index.js';
import { resolveJudge } from '../src/judge/index.js';
import { cohenKappa } from '../src/metrics/index.js';

const LABEL_SETS = [
  { name: 'handwritten', file: 'fixtures/judge-labels/handwritten.jsonl', holdOutFrom: undefined },
  // The heuristic judge was tuned on the first 500 HaluEval rows only: the rest is reported apart as held out.
  { name: 'halueval-qa', file: 'fixtures/halueval/halueval-qa-labels.jsonl', holdOutFrom: 500 },
] as const;

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

function describeReport(report: AgreementReport, holdOutFrom: number | undefined): string {
  const c = report.confusion;
  const lines = [
    `judge ${report.judge}: n = ${report.n}, raw agreement = ${report.rawAgreement.toFixed(3)}, kappa = ${report.kappa.toFixed(3)} (gate >= ${MIN_KAPPA})`,
    `confusion (positive = faithful): tp ${c.tp}  fp ${c.fp}  fn ${c.fn}  tn ${c.tn}`,
  ];
  if (holdOutFrom !== undefined && report.items.length > holdOutFrom) {
    for (const [label, items] of [
      [`rows 1-${holdOutFrom} (tuning)`, report.items.slice(0, holdOutFrom)],
      [`rows ${holdOutFrom + 1}-${report.items.length} (held out)`, report.items.slice(holdOutFrom)],
    ] as const) {
      const part = cohenKappa(
        items.map((i) => i.human),
        items.map((i) => i.judge),
      );
      lines.push(`${label}: raw agreement = ${part.rawAgreement.toFixed(3)}, kappa = ${part.kappa.toFixed(3)}`);
    }
  }
  return lines.join('\n');
}

function describeDisagreements(report: AgreementReport, max = 30): string {
  const shown = report.disagreements.slice(0, max).map((d) => {
    const score = d.score === null ? 'n/a' : d.score.toFixed(2);
    const unsupported = d.unsupported.length > 0 ? `, unsupported ${d.unsupported.join(', ')}` : '';
    return `  ${d.id ?? '?'}: human ${d.human}, judge ${d.judge} (score ${score}${unsupported}) answer: ${JSON.stringify((d.answer ?? '').slice(0, 100))}`;
  });
  const more = report.disagreements.length - shown.length;
  return [
    `${report.disagreements.length} disagreement(s):`,
    ...shown,
    ...(more > 0 ? [`  ... and ${more} more`] : []),
  ].join('\n');
}

describe(`judge agreement with human labels (${judge.name} judge)`, () => {
  test.for(LABEL_SETS)(
    `$name: Cohen's kappa >= ${MIN_KAPPA}`,
    { timeout: judge.name === 'openai' ? 30 * 60_000 : 120_000 },
    async ({ file, holdOutFrom }, ctx) => {
      const rows = loadLabelsSync(file);
      const report = await measureAgreement(rows, judge);
      const summary = describeReport(report, holdOutFrom);
      console.log(`${file}\n${summary}`);
      await ctx.annotate(summary, 'agreement');
      if (report.kappa < MIN_KAPPA) {
        expect.fail(
          `${file}: the ${judge.name} judge agrees with the human labels too little to gate on (kappa ${report.kappa.toFixed(3)} < ${MIN_KAPPA}).\n${summary}\n${describeDisagreements(report)}`,
        );
      }
      expect(report.n).toBe(rows.length);
    },
  );
});
