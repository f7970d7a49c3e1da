/**
 * A simulated app's series of reports, for the history's measurement (scripts/measure/history-sim.mjs) and tests:
 * each case has its own pass probability, which slides by `slide` every run (0: an unchanged app); every run asks
 * each case `trials` times (binomial pass counts) and writes a schema-valid report with a commit and a date.
 */
import type { Run } from '../compare/index.js';
import { createRandom } from '../testing/random.js';

export interface SimulatedAppOptions {
  seed: number;
  /** Reports in the series. @default 12 */
  runs?: number;
  /** Cases of the one suite. @default 20 */
  cases?: number;
  /** Trials per case per run. @default 3 */
  trials?: number;
  /** What each case's pass probability loses per run (floored at 0). @default 0.03 */
  slide?: number;
  /** Each case's first pass probability is drawn from U(low, high). @default [0.85, 1] */
  start?: [number, number];
}

const metrics = (score: number) => ({
  contextRecall: 1,
  faithfulness: score,
  unsupported: [],
  refused: false,
  hitAtK: 1,
  recallAtK: 1,
  precisionAtK: 1,
  reciprocalRank: 1,
  ndcgAtK: 1,
  k: 3,
  keywordCoverage: null,
  missingKeywords: [],
  correctness: null,
  citationValidity: null,
  citationSupport: null,
});

/** One case of a report: `passed` of `n` trials passed; it passes when every trial did (minPassRate 1). */
function simulatedCase(id: string, passed: number, n: number) {
  const ok = passed === n;
  const verdict = ok ? 'pass' : 'FIX generation (faithfulness)';
  const passRate = passed / n;
  const runs = Array.from({ length: n }, (_, index) => ({
    index,
    verdict: index < passed ? 'pass' : 'FIX generation (faithfulness)',
    passed: index < passed,
    answer: 'simulated',
    retrieved: ['doc'],
    metrics: metrics(index < passed ? 1 : 0),
    durationMs: 0,
  }));
  return {
    schemaVersion: 3,
    id,
    question: `question ${id}`,
    tags: [],
    golden: ['doc'],
    verdict,
    retrieved: ['doc'],
    answer: 'simulated',
    metrics: metrics(passRate),
    gates: [{ metric: 'faithfulness', value: passRate, threshold: 0.6, op: '>=', passed: passRate >= 0.6 }],
    claims: [],
    judge: { name: 'sim', version: '1' },
    passed: ok,
    known: false,
    status: ok ? 'passed' : 'failed',
    durationMs: 0,
    suite: 'app',
    trials: {
      n,
      passed,
      passRate,
      minPassRate: 1,
      flaky: passed > 0 && passed < n,
      allowErrors: false,
      shown: ok ? 0 : passed,
      metrics: { faithfulness: { mean: passRate, min: passed === n ? 1 : 0, n } },
      runs,
    },
  };
}

/** A report as `reports/ragcheck.json` holds it (schema 3), with the run's commit and date. */
export type SimulatedReport = ReturnType<typeof simulatedReport>;

/** A commit-like name, 40 hex digits, the same for the same seed and run. */
function commitOf(seed: number, run: number): string {
  const random = createRandom(seed * 7919 + run).next;
  return Array.from({ length: 5 }, () =>
    Math.floor(random() * 2 ** 32)
      .toString(16)
      .padStart(8, '0'),
  ).join('');
}

function simulatedReport(seed: number, run: number, cases: ReturnType<typeof simulatedCase>[]) {
  const passed = cases.filter((c) => c.passed).length;
  const summary = { total: cases.length, passed, failed: cases.length - passed, known: 0, errors: 0, byVerdict: {} };
  return {
    schemaVersion: 3 as const,
    commit: commitOf(seed, run),
    branch: 'main',
    date: new Date(Date.UTC(2026, 10, 1 + run)).toISOString(),
    summary,
    judges: [{ name: 'sim', version: '1' }],
    suites: [
      {
        name: 'app',
        files: [],
        passed: true,
        problems: [],
        summary,
        tags: [],
        gates: [],
        baseline: { state: 'off' },
        failedWithoutResult: [],
        skipped: 0,
      },
    ],
    cases,
  };
}

/** The series of reports of a simulated app (see the file's comment), the same for the same options. */
export function simulatedReports(options: SimulatedAppOptions): SimulatedReport[] {
  const { seed, runs = 12, cases = 20, trials = 3, slide = 0.03, start = [0.85, 1] } = options;
  const random = createRandom(seed).next;
  const first = Array.from({ length: cases }, () => start[0] + (start[1] - start[0]) * random());
  return Array.from({ length: runs }, (_, run) => {
    const list = first.map((p0, i) => {
      const p = Math.max(0, p0 - slide * run);
      let passed = 0;
      for (let t = 0; t < trials; t++) if (random() < p) passed++;
      return simulatedCase(`case-${i + 1}`, passed, trials);
    });
    return simulatedReport(seed, run, list);
  });
}

/** A simulated report as compare reads it (what `readRun` returns for its file), without the file. */
export function simulatedRun(report: SimulatedReport, path: string): Run {
  return {
    path,
    files: [path],
    schemaVersion: report.schemaVersion,
    suites: report.suites.map((s) => ({ name: s.name })),
    cases: report.cases as unknown as Run['cases'],
    commit: report.commit,
    branch: report.branch,
    date: report.date,
  };
}
