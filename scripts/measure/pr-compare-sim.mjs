#!/usr/bin/env node
/**
 * Regression or noise, simulated: how often `ragcheck compare` reports a regression on pull requests that changed
 * nothing, and how often it catches one that did. Each simulated PR is a seeded app of --suites suites x --cases
 * cases, each case with a pass probability drawn once from U(0.5, 1.0) and kept; BASE and HEAD each run every case
 * --trials times (binomial pass counts), and the real comparison (dist/compare, the code `ragcheck compare` runs:
 * one-sided Fisher exact tests per case and per suite, Holm-corrected) decides. Scenarios:
 *   null   HEAD has the same pass probabilities: a reported regression is a false alarm
 *   drop   one suite's pass probabilities drop by --drop (floored at 0): a reported regression is a detection
 * Beside the corrected test it shows the same tests uncorrected (any p < alpha), the baseline a team would write.
 *
 *   node scripts/measure/pr-compare-sim.mjs [--prs 1000] [--suites 5] [--cases 20] [--trials 10] [--alpha 0.05]
 *                                   [--drop 0.3] [--seed 27]
 *
 * Needs the build (npm run build). Exit codes: 0 done, 2 bad usage.
 */
import { parseScriptArgs, repoBuild, usageError } from './script-args.mjs';

const values = parseScriptArgs(import.meta.url, {
  prs: { type: 'string', default: '1000' },
  suites: { type: 'string', default: '5' },
  cases: { type: 'string', default: '20' },
  trials: { type: 'string', default: '10' },
  alpha: { type: 'string', default: '0.05' },
  drop: { type: 'string', default: '0.3' },
  seed: { type: 'string', default: '27' },
});
const int = (name) => {
  const value = Number(values[name]);
  if (!/^\d+$/.test(values[name]) || value < 1) usageError('pr-compare-sim', `--${name} must be an integer >= 1`);
  return value;
};
const unit = (name) => {
  const value = Number(values[name]);
  if (!(value > 0 && value < 1)) usageError('pr-compare-sim', `--${name} must be a number in (0, 1)`);
  return value;
};
const prs = int('prs');
const suiteCount = int('suites');
const caseCount = int('cases');
const trials = int('trials');
if (trials < 2) usageError('pr-compare-sim', '--trials must be at least 2 (the test needs trials)');
const seed = int('seed');
const alpha = unit('alpha');
const drop = unit('drop');

const dist = repoBuild('pr-compare-sim');
const { compareRuns } = await dist('compare/index.js');
// A small seeded generator (mulberry32), so every figure can be reproduced.
const { createRandom } = await dist('testing/random.js');

const binomial = (random, n, p) => {
  let k = 0;
  for (let i = 0; i < n; i++) if (random() < p) k++;
  return k;
};

/** A report case with just what the comparison reads. */
function simCase(suite, id, passed) {
  const passRate = passed / trials;
  return {
    schemaVersion: 3,
    suite,
    id,
    question: id,
    tags: [],
    golden: ['doc'],
    answer: null,
    verdict: passed === trials ? 'pass' : 'FIX generation (faithfulness)',
    passed: passed === trials,
    known: false,
    status: passed === trials ? 'passed' : 'failed',
    metrics: {
      contextRecall: 1,
      faithfulness: passRate,
      unsupported: [],
      refused: false,
      hitAtK: 1,
      recallAtK: 1,
      precisionAtK: 1,
      reciprocalRank: 1,
      ndcgAtK: 1,
      k: 3,
    },
    gates: [],
    claims: [],
    judge: { name: 'sim', version: '1' },
    trials: { n: trials, passed, passRate },
  };
}

function run(path, probabilities, random) {
  const suites = Array.from({ length: suiteCount }, (_, s) => ({ name: `suite-${s}` }));
  const cases = probabilities.map(({ suite, id, p }) => simCase(suite, id, binomial(random, trials, p)));
  return { path, files: [path], schemaVersion: 3, suites, cases };
}

function simulate(scenario) {
  const random = createRandom(seed * 1000 + (scenario === 'null' ? 1 : 2)).next;
  let flagged = 0;
  let flaggedRaw = 0;
  let caseFlags = 0;
  let droppedFlags = 0;
  let suiteFlags = 0;
  for (let pr = 0; pr < prs; pr++) {
    const app = [];
    for (let s = 0; s < suiteCount; s++) {
      for (let c = 0; c < caseCount; c++) app.push({ suite: `suite-${s}`, id: `case-${c}`, p: 0.5 + 0.5 * random() });
    }
    const changed = app.map((x) =>
      scenario === 'drop' && x.suite === 'suite-0' ? { ...x, p: Math.max(0, x.p - drop) } : x,
    );
    const comparison = compareRuns(run('base', app, random), run('head', changed, random), { alpha });
    if (comparison.regressions > 0) flagged++;
    const pValues = [...comparison.cases.map((c) => c.test?.p), ...comparison.suites.map((s) => s.test?.p)];
    if (pValues.some((p) => p !== undefined && p < alpha)) flaggedRaw++;
    const gating = comparison.cases.filter((c) => c.gating);
    caseFlags += gating.length;
    droppedFlags += gating.filter((c) => c.suite === 'suite-0').length;
    suiteFlags += comparison.suites.filter((s) => s.test?.significant).length;
  }
  return { flagged, flaggedRaw, caseFlags, droppedFlags, suiteFlags };
}

const pct = (n) => `${((100 * n) / prs).toFixed(1)}%`;
console.log(
  `pr-compare-sim: ${prs} PRs per scenario, ${suiteCount} suites x ${caseCount} cases x ${trials} trials, alpha ${alpha}, seed ${seed}`,
);
const none = simulate('null');
const dropped = simulate('drop');
console.log(
  '| scenario | PRs reporting a regression (Holm) | uncorrected (any p < alpha) | gating cases per PR | suites flagged per PR |',
);
console.log('| --- | ---: | ---: | ---: | ---: |');
console.log(
  `| no real change | ${none.flagged} (${pct(none.flagged)}) | ${none.flaggedRaw} (${pct(none.flaggedRaw)}) | ${(none.caseFlags / prs).toFixed(3)} | ${(none.suiteFlags / prs).toFixed(3)} |`,
);
console.log(
  `| suite-0 drops by ${drop} | ${dropped.flagged} (${pct(dropped.flagged)}) | ${dropped.flaggedRaw} (${pct(dropped.flaggedRaw)}) | ${(dropped.caseFlags / prs).toFixed(3)} (${(dropped.droppedFlags / prs).toFixed(3)} in suite-0) | ${(dropped.suiteFlags / prs).toFixed(3)} |`,
);
