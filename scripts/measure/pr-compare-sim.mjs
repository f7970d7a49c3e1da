#!/usr/bin/env node
/**
 * Regression or noise, simulated: how often `ragcheck compare` reports a regression on pull requests that changed
 * nothing, and how often it catches one that did. Each simulated PR draws an app; BASE and HEAD each run every case
 * --trials times (binomial pass counts), and the real comparison (dist/compare, the code `ragcheck compare` and the
 * baseline check run: one-sided Fisher exact tests per case and per suite, Holm with Tarone's modification) decides.
 * Scenarios, each at 3, 5 and 10 trials (or --trials):
 *   (i)   no change: 5 suites x 20 cases, pass probabilities from U(0.5, 1.0), the same in HEAD (a flag is a false alarm)
 *   (ii)  one suite drops: suite-0's pass probabilities drop by --drop (0.3, floored at 0)
 *   (iii) flips: one 21-case suite of certain passes where two cases go 1 -> 0 and two others 0 -> 1
 *   (iv)  scattered: as (i), with 10% of the cases (random) dropped by 0.5
 * Beside the rule, on the same p-values: plain Holm (no Tarone) and no correction (any p < alpha).
 *
 *   node scripts/measure/pr-compare-sim.mjs [--prs 1000] [--trials 3,5,10] [--alpha 0.05] [--drop 0.3] [--seed 27]
 *
 * Needs the build (npm run build). Exit codes: 0 done, 2 bad usage.
 */
import { parseScriptArgs, repoBuild, usageError } from './script-args.mjs';

const values = parseScriptArgs(import.meta.url, {
  prs: { type: 'string', default: '1000' },
  trials: { type: 'string', default: '3,5,10' },
  alpha: { type: 'string', default: '0.05' },
  drop: { type: 'string', default: '0.3' },
  seed: { type: 'string', default: '27' },
});
const int = (name, text = values[name], min = 1) => {
  const value = Number(text);
  if (!/^\d+$/.test(text) || value < min) usageError('pr-compare-sim', `--${name} must be integers >= ${min}`);
  return value;
};
const unit = (name) => {
  const value = Number(values[name]);
  if (!(value > 0 && value < 1)) usageError('pr-compare-sim', `--${name} must be a number in (0, 1)`);
  return value;
};
const prs = int('prs');
const trialCounts = values.trials.split(',').map((t) => int('trials', t.trim(), 2));
const seed = int('seed');
const alpha = unit('alpha');
const drop = unit('drop');

const dist = repoBuild('pr-compare-sim');
const { compareRuns } = await dist('compare/index.js');
const { holm } = await dist('evaluate/significance.js');
// A small seeded generator (mulberry32), so every figure can be reproduced.
const { createRandom } = await dist('testing/random.js');

const binomial = (random, n, p) => {
  let k = 0;
  for (let i = 0; i < n; i++) if (random() < p) k++;
  return k;
};

/** A report case with just what the comparison reads. */
function simCase(suite, id, passed, trials) {
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

function run(path, app, trials, random) {
  const suites = [...new Set(app.map((x) => x.suite))].map((name) => ({ name }));
  const cases = app.map(({ suite, id, p }) => simCase(suite, id, binomial(random, trials, p), trials));
  return { path, files: [path], schemaVersion: 3, suites, cases };
}

const uniformApp = (random) => {
  const app = [];
  for (let s = 0; s < 5; s++) {
    for (let c = 0; c < 20; c++) app.push({ suite: `suite-${s}`, id: `s${s}-case-${c}`, p: 0.5 + 0.5 * random() });
  }
  return app;
};

/** Each scenario: the BASE app, the HEAD app, and the cases a detection must name (none: any flag counts). */
const SCENARIOS = {
  '(i) no change': (random) => {
    const app = uniformApp(random);
    return { base: app, head: app, broken: [] };
  },
  [`(ii) one suite drops by ${drop}`]: (random) => {
    const app = uniformApp(random);
    const head = app.map((x) => (x.suite === 'suite-0' ? { ...x, p: Math.max(0, x.p - drop) } : x));
    return { base: app, head, broken: [] };
  },
  '(iii) 2 cases 1 -> 0, 2 cases 0 -> 1 of 21': () => {
    const app = Array.from({ length: 21 }, (_, i) => ({ suite: 'flips', id: `q${i + 1}`, p: i >= 18 ? 0 : 1 }));
    const flipped = (x) => (x.id === 'q1' || x.id === 'q2' ? 0 : x.id === 'q19' || x.id === 'q20' ? 1 : x.p);
    const head = app.map((x) => ({ ...x, p: flipped(x) }));
    return { base: app, head, broken: ['q1', 'q2'] };
  },
  '(iv) 10% of cases drop by 0.5': (random) => {
    const app = uniformApp(random);
    const head = app.map((x) => (random() < 0.1 ? { ...x, p: Math.max(0, x.p - 0.5) } : x));
    return { base: app, head, broken: [] };
  },
};

function simulate(name, make, trials, index) {
  const random = createRandom(seed * 1000 + index * 10 + trials).next;
  let flagged = 0;
  let named = 0;
  let plainHolm = 0;
  let raw = 0;
  let underpowered = false;
  for (let pr = 0; pr < prs; pr++) {
    const { base, head, broken } = make(random);
    const comparison = compareRuns(run('base', base, trials, random), run('head', head, trials, random), { alpha });
    if (comparison.underpowered) underpowered = true;
    if (comparison.regressions > 0) flagged++;
    const gating = new Set(comparison.cases.filter((c) => c.gating).map((c) => c.id));
    if (broken.length > 0 && broken.every((id) => gating.has(id))) named++;
    const tests = [...comparison.cases.map((c) => c.test), ...comparison.suites.map((s) => s.test)].filter(Boolean);
    const drops = tests.map((t) => t.head.passed / t.head.n < t.base.passed / t.base.n);
    const plain = holm(
      tests.map((t) => t.p),
      alpha,
    ).significant;
    if (plain.some((sig, i) => sig && drops[i])) plainHolm++;
    if (tests.some((t, i) => t.p < alpha && drops[i])) raw++;
  }
  return { name, trials, flagged, named, plainHolm, raw, underpowered, broken: name.startsWith('(iii)') };
}

const pct = (n) => `${((100 * n) / prs).toFixed(1)}%`;
console.log(`pr-compare-sim: ${prs} PRs per row, alpha ${alpha}, seed ${seed}`);
console.log(
  '| scenario | trials | PRs flagged (the rule) | both broken cases named | plain Holm | uncorrected (any p < alpha) | underpowered notice |',
);
console.log('| --- | ---: | ---: | ---: | ---: | ---: | --- |');
Object.entries(SCENARIOS).forEach(([name, make], index) => {
  for (const trials of trialCounts) {
    const r = simulate(name, make, trials, index);
    console.log(
      `| ${name} | ${trials} | ${pct(r.flagged)} | ${r.broken ? pct(r.named) : '—'} | ${pct(r.plainHolm)} | ${pct(r.raw)} | ${r.underpowered ? 'yes' : 'no'} |`,
    );
  }
});
