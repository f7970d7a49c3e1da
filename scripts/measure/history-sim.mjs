#!/usr/bin/env node
/**
 * A slow slide against an unchanged app, simulated: how often `ragcheck history` flags a series of 12 reports whose
 * per-case pass probability slides by 0.03 a run (power), how often it flags an unchanged app's series (false
 * alarms), and how often counting every adjacent pair (compare's rule on each) would have flagged either. Each
 * series is one suite of --cases cases, each with its own first pass probability from U(0.85, 1), run --trials
 * times per report; the real code decides (dist/history: the trend test over the halves, compare's rule on each
 * pair). Figures in docs/research/history.md.
 *
 *   node scripts/measure/history-sim.mjs [--series 500] [--runs 12] [--cases 20] [--trials 3] [--slide 0.03]
 *                                        [--alpha 0.05] [--seed 1]
 *
 * Needs the build (npm run build). Exit codes: 0 done, 2 bad usage.
 */
import { parseScriptArgs, repoBuild, usageError } from './script-args.mjs';

const values = parseScriptArgs(import.meta.url, {
  series: { type: 'string', default: '500' },
  runs: { type: 'string', default: '12' },
  cases: { type: 'string', default: '20' },
  trials: { type: 'string', default: '3' },
  slide: { type: 'string', default: '0.03' },
  alpha: { type: 'string', default: '0.05' },
  seed: { type: 'string', default: '1' },
});
const int = (name, min) => {
  const value = Number(values[name]);
  if (!/^\d+$/.test(values[name]) || value < min) usageError('history-sim', `--${name} must be an integer >= ${min}`);
  return value;
};
const unit = (name) => {
  const value = Number(values[name]);
  if (!(value > 0 && value < 1)) usageError('history-sim', `--${name} must be a number in (0, 1)`);
  return value;
};
const series = int('series', 1);
const runs = int('runs', 4);
const cases = int('cases', 1);
const trials = int('trials', 2);
const seed = int('seed', 0);
const slide = unit('slide');
const alpha = unit('alpha');

const dist = repoBuild('history-sim');
const { buildHistoryView, historyDropped, seriesEntryOfRun } = await dist('history/index.js');
const { simulatedReports, simulatedRun } = await dist('history/simulate.js');

/** One scenario over every series: how often each way of reading the series flags a drop. */
function measure(appSlide) {
  const counts = { history: 0, trend: 0, lastPair: 0, anyPair: 0, pairs: 0 };
  for (let s = 0; s < series; s++) {
    const reports = simulatedReports({ seed: seed * 100_000 + s, runs, cases, trials, slide: appSlide });
    const entries = reports.map((r, i) => seriesEntryOfRun(simulatedRun(r, `run-${i + 1}.json`)));
    const view = buildHistoryView({ entries, notes: [] }, { alpha });
    const suite = view.suites[0];
    if (historyDropped(view)) counts.history++;
    if (suite.trend?.flagged) counts.trend++;
    if (suite.lastPair?.flagged) counts.lastPair++;
    if (suite.flaggedRuns.length > 0) counts.anyPair++;
    counts.pairs += suite.flaggedRuns.length;
  }
  return counts;
}

const pct = (n, of = series) => `${((100 * n) / of).toFixed(1)}%`;
console.log(
  `history-sim: ${series} series per row of ${runs} reports, 1 suite of ${cases} cases x ${trials} trials, alpha ${alpha}, seed ${seed}`,
);
console.log(
  '| app | history flags (exit 1) | trend test | last pair | any adjacent pair (compare on each) | adjacent pairs flagged |',
);
console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
for (const [name, appSlide] of [
  [`slides ${slide} a run`, slide],
  ['unchanged', 0],
]) {
  const c = measure(appSlide);
  console.log(
    `| ${name} | ${pct(c.history)} | ${pct(c.trend)} | ${pct(c.lastPair)} | ${pct(c.anyPair)} | ${pct(c.pairs, series * (runs - 1))} |`,
  );
}
