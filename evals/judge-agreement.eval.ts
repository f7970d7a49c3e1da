/**
 * Gates the configured judge on human labels, on figures that were not tuned on. "faithful" = `isFaithful` (score
 * >= 0.6 and no unsupported number/code), as in the gates.
 *
 * The default `heuristic` judge: its threshold is re-selected by 4-fold cross-validation over the dev folds (1-4) of
 * each dev set (attributionbench-dev, begin, handwritten), so every row is scored by a threshold chosen without it,
 * and the set-aside fold 0 is scored by the shipped judge as it is (measured once, when the judge was final; see
 * docs/research/judges.md). Each is compared with the `overlap` judge on the same rows. The floors below are the figures measured
 * then, less 0.01: a regression gate. They are not the targets, which the judge does not all meet (docs/research/judges.md).
 * HaluEval-QA (not a dev set: a substring one-liner scores 0.93 on it) must stay >= 0.75.
 *
 * Another judge (`RAGCHECK_JUDGE=openai`, through the record/replay cache, so a CI replay needs the answers recorded
 * first: `RAGCHECK_CACHE=record RAGCHECK_JUDGE=openai npx vitest run --project evals evals/judge-agreement.eval.ts`)
 * is measured on the dev folds and gated at kappa >= `RAGCHECK_MIN_KAPPA` (0.6) on the handwritten set.
 */
import { describe, expect, test } from 'vitest';
import {
  crossValidateHeuristic,
  DEV_FOLDS,
  HELD_OUT_FOLD,
  type LabelStats,
  labelRows,
  labelStats,
  measureAgreement,
  prepareDevSets,
} from '../src/calibration/index.js';
import { loadLabelsSync } from '../src/dataset/index.js';
import { HEURISTIC_DEFAULTS, type HeuristicJudgeOptions, resolveJudge } from '../src/judge/index.js';

const DEV_SETS = [
  { name: 'attributionbench-dev', file: 'fixtures/attributionbench-dev/labels.jsonl' },
  { name: 'begin', file: 'fixtures/begin/labels.jsonl' },
  { name: 'handwritten', file: 'fixtures/judge-labels/handwritten.jsonl' },
] as const;
type DevSetName = (typeof DEV_SETS)[number]['name'];

/** Measured when the judge was final (docs/research/judges.md), less 0.01. */
const FLOORS: Record<DevSetName, { heldOut: number; precision: number; fold0: number }> = {
  'attributionbench-dev': { heldOut: 0.391, precision: 0.66, fold0: 0.467 },
  // fold0 0.738 -> 0.72: a question is no claim (docs/verdicts.md#questions), while BEGIN labels a reply's questions
  // not attributable; measured 0.726 on fold 0 with that rule, the other rules unchanged.
  begin: { heldOut: 0.807, precision: 0.93, fold0: 0.72 },
  handwritten: { heldOut: 0.557, precision: 0.94, fold0: 0.608 },
};
const HALUEVAL_MIN = 0.75;
const THRESHOLDS = [0.3, 0.35, 0.4, 0.45, 0.5, 0.55, 0.6, 0.65, 0.7, 0.75, 0.8, 0.85, 0.9];

function minKappa(): number {
  const raw = process.env.RAGCHECK_MIN_KAPPA?.trim();
  if (!raw) return 0.6;
  const value = Number(raw);
  if (!(value >= -1 && value <= 1)) {
    throw new RangeError(`RAGCHECK_MIN_KAPPA=${JSON.stringify(raw)} must be a number between -1 and 1 (e.g. 0.6)`);
  }
  return value;
}

const judge = resolveJudge();
const sets = DEV_SETS.map(({ name, file }) => ({ name, rows: loadLabelsSync(file) as never }));
const f = (x: number | null) => (x === null ? 'n/a' : x.toFixed(3));
const describeStats = (name: string, s: LabelStats) =>
  `${name}: kappa ${f(s.kappa)}, raw ${f(s.rawAgreement)}, precision of "unsupported" ${f(s.unsupported.precision)}, flag rate ${s.flagRate.toFixed(2)} (humans ${s.humanFlagRate.toFixed(2)})`;

describe.runIf(judge.name === 'heuristic')('heuristic judge agreement with human labels, held out', () => {
  test('dev folds 1-4: cross-validated kappa and precision at their floors, next to the overlap rule', {
    timeout: 120_000,
  }, async (ctx) => {
    const halueval = prepareDevSets(
      [{ name: 'halueval', rows: loadLabelsSync('fixtures/halueval/halueval-qa-labels.jsonl') as never }],
      [0, 1, 2, 3, 4],
    );
    const keepsHalueval = (candidate: HeuristicJudgeOptions) =>
      labelStats(
        halueval.map((r) => r.human),
        labelRows(halueval, candidate),
      ).kappa >= HALUEVAL_MIN;
    const candidates = THRESHOLDS.map((minSupport) => ({ ...HEURISTIC_DEFAULTS, minSupport })).filter(keepsHalueval);
    const cv = await crossValidateHeuristic(prepareDevSets(sets, DEV_FOLDS), candidates, { bootstrap: 500 });
    const lines = cv.sets.flatMap((s) => [
      `${s.name}, n = ${s.n} (held out by 4-fold CV)`,
      `  ${describeStats('heuristic', s.heldOut)}`,
      `  ${describeStats('overlap', s.overlap)}`,
      `  ${describeStats('substring', s.substring)}`,
      `  kappa heuristic - overlap ${f(s.versusOverlap.difference)} (95% CI ${f(s.versusOverlap.low)} to ${f(s.versusOverlap.high)})`,
    ]);
    const summary = lines.join('\n');
    console.log(summary);
    await ctx.annotate(summary, 'agreement');
    expect(cv.final.minSupport, 'the shipped threshold is the one cross-validation selects').toBe(
      HEURISTIC_DEFAULTS.minSupport,
    );
    for (const s of cv.sets) {
      const floor = FLOORS[s.name as DevSetName];
      expect(s.heldOut.kappa, `${s.name}: held-out kappa\n${summary}`).toBeGreaterThanOrEqual(floor.heldOut);
      expect(s.heldOut.unsupported.precision, `${s.name}: precision\n${summary}`).toBeGreaterThanOrEqual(
        floor.precision,
      );
    }
  });

  test(`fold ${HELD_OUT_FOLD} (set aside): the shipped judge at its floors and not below the overlap rule`, {
    timeout: 120_000,
  }, async (ctx) => {
    const lines: string[] = [];
    const reports = [];
    for (const { name, rows } of sets) {
      const report = await measureAgreement(rows, judge, { folds: [HELD_OUT_FOLD], bootstrap: 500 });
      reports.push({ name, report });
      const v = report.versusOverlap;
      lines.push(
        `${name}, fold ${HELD_OUT_FOLD}, n = ${report.n}`,
        `  ${describeStats('heuristic', report)}`,
        `  ${describeStats('overlap', report.baselines?.overlap as LabelStats)}`,
        `  kappa heuristic - overlap ${f(v?.difference ?? null)} (95% CI ${f(v?.low ?? null)} to ${f(v?.high ?? null)})`,
      );
    }
    const summary = lines.join('\n');
    console.log(summary);
    await ctx.annotate(summary, 'agreement');
    for (const { name, report } of reports) {
      expect(report.kappa, `${name}: fold ${HELD_OUT_FOLD} kappa\n${summary}`).toBeGreaterThanOrEqual(
        FLOORS[name].fold0,
      );
      expect(report.versusOverlap?.difference, `${name}: kappa - overlap\n${summary}`).toBeGreaterThan(0);
    }
  });

  test(`HaluEval-QA beside its substring baseline: kappa >= ${HALUEVAL_MIN}`, { timeout: 120_000 }, async (ctx) => {
    const report = await measureAgreement(loadLabelsSync('fixtures/halueval/halueval-qa-labels.jsonl'), judge, {
      bootstrap: 100,
    });
    const summary = [
      describeStats('heuristic', report),
      describeStats('substring', report.baselines?.substring as LabelStats),
    ].join('\n');
    console.log(summary);
    await ctx.annotate(summary, 'agreement');
    expect(report.kappa, summary).toBeGreaterThanOrEqual(HALUEVAL_MIN);
  });
});

describe.runIf(judge.name !== 'heuristic')(`${judge.name} judge agreement with human labels, dev folds`, () => {
  const min = minKappa();
  test.for(DEV_SETS)(
    `$name: measured; the handwritten set gates at kappa >= ${min}`,
    { timeout: judge.name === 'openai' ? 30 * 60_000 : 120_000 },
    async ({ name, file }, ctx) => {
      const report = await measureAgreement(loadLabelsSync(file), judge, { folds: DEV_FOLDS, bootstrap: 200 });
      const summary = [`${name}, dev folds, n = ${report.n}`, describeStats(judge.name, report)].join('\n');
      console.log(summary);
      await ctx.annotate(summary, 'agreement');
      if (name === 'handwritten') expect(report.kappa, summary).toBeGreaterThanOrEqual(min);
    },
  );
});
