import { readdirSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { createTempDirs } from '../__fixtures__/temp-dirs.js';
import { type RagAdapter, recordingFileName, withRecording } from '../adapter/index.js';
import { createHeuristicJudge, type Judge } from '../judge/index.js';
import { buildJsonReport, formatDiagnosis, formatMarkdown, formatTable } from '../report/index.js';
import { createFlakyApp } from '../testing/index.js';
import { type CaseResult, CaseResultSchema, type Chunk, type EvalCase, VERDICTS } from '../types.js';
import { baselineScores, compareBaseline } from './baseline.js';
import { evaluateCase } from './evaluate-case.js';
import { evaluateCases } from './evaluate-cases.js';
import { buildSuiteReport } from './index.js';
import { evaluateSuiteGates } from './suite-gates.js';
import { summarize } from './summary.js';
import { combineTrials, passRateOf, scoreOf } from './trials.js';

const TOPICS = ['loans', 'parking', 'badges', 'laptops', 'travel', 'meals', 'leave', 'training', 'mail', 'desks'];
const corpus: Chunk[] = TOPICS.map((topic, i) => ({
  id: `doc_${i}`,
  text: `The ${topic} desk opens at ${8 + (i % 3)} am and closes ${i + 2} hours later.`,
}));
const cases: EvalCase[] = [
  ...TOPICS.map((topic, i) => ({ id: topic, question: `When does the ${topic} desk open?`, golden: [`doc_${i}`] })),
  { id: 'weather', question: 'What will the weather be tomorrow?', golden: [] },
];
const judge = createHeuristicJudge();

describe('trials through evaluateCase', () => {
  test('over an app right 70% of the time, each case’s pass rate is its share of right answers, about 0.7 overall', async () => {
    const app = createFlakyApp({ corpus, rightRate: 0.7, seed: 7 });
    const results = await evaluateCases(cases, app, judge, { trials: 20, minPassRate: 0.6, concurrency: 4 });
    expect(app.calls).toHaveLength(cases.length * 20);
    for (const result of results) {
      const calls = app.calls.filter((c) => c.caseId === result.id);
      expect(calls.map((c) => c.trial).sort((a, b) => a - b)).toEqual([...Array(20).keys()]);
      const right = calls.filter((c) => c.outcome === 'right').length;
      const trials = result.trials;
      if (!trials) throw new Error(`no trials on ${result.id}`);
      expect(trials.n).toBe(20);
      expect(trials.passed).toBe(right);
      expect(trials.passRate).toBeCloseTo(right / 20, 10);
      // Every trial's verdict follows what the app did on it.
      for (const run of trials.runs) {
        const outcome = calls.find((c) => c.trial === run.index)?.outcome;
        const expected =
          outcome === 'right'
            ? result.id === 'weather'
              ? 'correct refusal'
              : 'pass'
            : result.id === 'weather'
              ? 'FIX generation (should refuse)'
              : outcome === 'invented'
                ? 'FIX generation (faithfulness)'
                : 'FIX retrieval';
        expect(run.verdict, `${result.id} #${run.index} (${outcome})`).toBe(expected);
      }
      expect(trials.flaky).toBe(new Set(trials.runs.map((r) => r.verdict)).size > 1);
      expect(result.outcome === 'pass').toBe(right / 20 >= 0.6);
      expect(CaseResultSchema.parse(result)).toEqual(result);
    }
    const mean = results.reduce((sum, r) => sum + passRateOf(r), 0) / results.length;
    expect(mean).toBeGreaterThan(0.6);
    expect(mean).toBeLessThan(0.8);
  });

  test('minPassRate 0.9 fails the cases with "k of n trials" and the most frequent failing verdict; 0.6 passes them', async () => {
    const app = createFlakyApp({ corpus, rightRate: 0.7, seed: 3 });
    const strict = await evaluateCases(cases, app, judge, { trials: 10, minPassRate: 0.9 });
    const loose = await evaluateCases(cases, app, judge, { trials: 10, minPassRate: 0.6 });
    let failedStrict = 0;
    for (const [i, r] of strict.entries()) {
      const t = r.trials as NonNullable<CaseResult['trials']>;
      const failing = t.runs.filter((run) => !run.passed).map((run) => run.verdict);
      if (t.passRate >= 0.9) {
        expect(r.outcome).toBe('pass');
        continue;
      }
      failedStrict++;
      expect(r.outcome).toBe('fail');
      const counts = VERDICTS.map((v) => failing.filter((f) => f === v).length);
      const most = Math.max(...counts);
      expect(r.verdict).toBe(VERDICTS[counts.indexOf(most)]);
      // The shown trial has the case's verdict; the diagnosis says k of n and lists each trial.
      expect(t.runs[t.shown]?.verdict).toBe(r.verdict);
      const diagnosis = formatDiagnosis(r);
      expect(diagnosis).toContain(`trials: ${t.passed} of 10 trials passed, ${10 - t.passed} of 10 trials failed`);
      expect(diagnosis).toContain(`, needs >= minPassRate 0.90`);
      expect(diagnosis).toContain(`- passRate ${t.passRate.toFixed(2)}, needs >= 0.90`);
      expect(diagnosis).toContain(`per trial: ${t.runs.map((run) => `#${run.index} ${run.verdict}`).join(' · ')}`);
      const same = loose[i] as CaseResult;
      expect(same.trials?.runs.map((run) => run.verdict)).toEqual(t.runs.map((run) => run.verdict));
      expect(same.outcome === 'pass').toBe(t.passRate >= 0.6);
    }
    expect(failedStrict).toBeGreaterThan(5);
    expect(loose.filter((r) => r.outcome === 'pass').length).toBeGreaterThan(failedStrict / 2);
  });

  test('trials alone never loosen a gate: by default every trial must pass', async () => {
    const app = createFlakyApp({ corpus, rightRate: 0.9, seed: 11 });
    const results = await evaluateCases(cases, app, judge, { trials: 8 });
    for (const r of results) {
      expect(r.trials?.minPassRate).toBe(1);
      expect(r.outcome === 'pass').toBe(r.trials?.passed === 8);
    }
    expect(results.some((r) => r.outcome !== 'pass')).toBe(true);
  });

  test('a single trial is today’s result: no trials field, the adapter told trial 0', async () => {
    const seen: (number | undefined)[] = [];
    const app: RagAdapter = {
      async ask(_input, options) {
        seen.push(options.trial);
        return { answer: corpus[0]?.text ?? '', contexts: [corpus[0] as Chunk] };
      },
    };
    const result = await evaluateCase(cases[0] as EvalCase, app, judge, { minPassRate: 0.5 });
    expect(result.trials).toBeUndefined();
    expect(result.verdict).toBe('pass');
    expect(seen).toEqual([0]);
    expect(result.gates.map((g) => g.metric)).not.toContain('passRate');
  });

  test('the run’s trials win over the case’s, and the case’s over the suite’s; the case’s minPassRate wins too', async () => {
    const app = createFlakyApp({ corpus, rightRate: 0.5, seed: 5 });
    const own = { ...(cases[1] as EvalCase), trials: 4, minPassRate: 0.25 };
    expect((await evaluateCase(own, app, judge, { trials: 6 })).trials?.n).toBe(4);
    expect((await evaluateCase(cases[1] as EvalCase, app, judge, { trials: 6 })).trials?.n).toBe(6);
    const run = await evaluateCase(own, app, judge, { trials: 6, runTrials: 3, minPassRate: 1 });
    expect(run.trials).toMatchObject({ n: 3, minPassRate: 0.25 });
    expect((await evaluateCase(own, app, judge, { runTrials: 1 })).trials).toBeUndefined();
  });

  test.for([
    [{ trials: 0 }, '`trials` must be at least 1'],
    [{ trials: 2.5 }, '`trials` must be a whole number of trials'],
    [{ runTrials: -1 }, '`runTrials` must be at least 1'],
    [{ minPassRate: 0 }, '`minPassRate` must be above 0'],
    [{ minPassRate: 1.5 }, '`minPassRate` must be between 0 and 1'],
    [{ minPassRate: Number.NaN }, '`minPassRate`'],
  ] as [Record<string, number>, string][])('refuses %o naming the option', async ([options, message]) => {
    const app = createFlakyApp({ corpus, rightRate: 1 });
    await expect(evaluateCase(cases[0] as EvalCase, app, judge, options)).rejects.toThrow(message);
    expect(app.calls).toHaveLength(0);
  });
});

describe('ERROR trials', () => {
  // Trial 1 of each case fails in the app; the others answer right.
  const failingOnce = (failing: number[]): RagAdapter => ({
    name: 'once',
    async ask({ case: c }, { trial = 0 }) {
      if (failing.includes(trial)) throw new Error(`connection reset on trial ${trial}`);
      const chunk = corpus.find((d) => c.golden.includes(d.id)) as Chunk;
      return { answer: chunk.text, contexts: [chunk] };
    },
  });

  test('an ERROR in any trial makes the case an ERROR, saying how many trials errored', async () => {
    const r = await evaluateCase(cases[0] as EvalCase, failingOnce([1]), judge, { trials: 4, minPassRate: 0.5 });
    expect(r.verdict).toBe('ERROR (adapter)');
    expect(r.outcome).toBe('error');
    expect(r.trials).toMatchObject({ n: 4, passed: 3, shown: 1, flaky: true, allowErrors: false });
    expect(r.error?.message).toContain('connection reset on trial 1');
    const diagnosis = formatDiagnosis(r);
    expect(diagnosis).toContain('1 of 4 trials errored: an ERROR in any trial makes the case an ERROR');
    expect(diagnosis).toContain('per trial: #0 pass · #1 ERROR (adapter) · #2 pass · #3 pass');
  });

  test('with allowTrialErrors an ERROR trial counts as a failing trial; every trial erroring is still an ERROR', async () => {
    const allowed = { trials: 4, minPassRate: 0.75, allowTrialErrors: true };
    const once = await evaluateCase(cases[0] as EvalCase, failingOnce([1]), judge, allowed);
    expect(once).toMatchObject({ verdict: 'pass', outcome: 'pass' });
    expect(once.trials).toMatchObject({ passed: 3, passRate: 0.75, allowErrors: true, flaky: true });
    const twice = await evaluateCase(cases[0] as EvalCase, failingOnce([0, 2]), judge, allowed);
    expect(twice).toMatchObject({ verdict: 'ERROR (adapter)', outcome: 'error' });
    const all = await evaluateCase(cases[0] as EvalCase, failingOnce([0, 1, 2, 3]), judge, allowed);
    expect(all.verdict).toBe('ERROR (adapter)');
  });
});

describe('combineTrials', () => {
  const trial = (verdict: CaseResult['verdict'], faithfulness: number | null, usage?: number): CaseResult => ({
    schemaVersion: 3,
    id: 'c',
    question: 'Q?',
    tags: [],
    verdict,
    outcome: verdict === 'pass' ? 'pass' : 'fail',
    golden: ['doc_0'],
    retrieved: ['doc_0'],
    answer: `answer ${verdict}`,
    metrics: {
      contextRecall: 1,
      faithfulness,
      unsupported: [],
      refused: false,
      hitAtK: 1,
      recallAtK: 1,
      precisionAtK: 1 / 3,
      reciprocalRank: 1,
      ndcgAtK: 1,
      k: 3,
    },
    gates: [],
    claims: [],
    judge: {
      name: 'llm',
      ...(usage ? { usage: { promptTokens: usage, completionTokens: 1, totalTokens: usage + 1, costUsd: 0.5 } } : {}),
    },
    durationMs: 10,
  });

  test('a tie between failing verdicts goes to the one decided first; means and minimums skip unmeasured trials', () => {
    const r = combineTrials(
      [
        trial('FIX generation (faithfulness)', 0.2),
        trial('FIX retrieval', 0.9),
        trial('pass', 1),
        trial('FIX generation (faithfulness)', null),
        trial('FIX retrieval', 0.5),
      ],
      { minPassRate: 1, allowErrors: false },
    );
    expect(r.verdict).toBe('FIX retrieval');
    expect(r.trials?.shown).toBe(1);
    expect(r.answer).toBe('answer FIX retrieval');
    expect(r.trials?.metrics.faithfulness).toEqual({ mean: (0.2 + 0.9 + 1 + 0.5) / 4, min: 0.2, n: 4 });
    expect(r.trials?.metrics.precisionAtK).toEqual({ mean: 1 / 3, min: 1 / 3, n: 5 });
    expect(r.trials?.metrics.keywordCoverage).toBeUndefined();
    expect(scoreOf(r, 'faithfulness')).toBeCloseTo(0.65, 10);
    expect(r.gates.at(-1)).toEqual({ metric: 'passRate', value: 0.2, threshold: 1, op: '>=', passed: false });
    expect(r.durationMs).toBe(50);
  });

  test('judge usage is summed over the trials and every judged trial is counted in the summary', () => {
    const r = combineTrials([trial('pass', 1, 100), trial('pass', 1, 50), trial('pass', 1)], {
      minPassRate: 1,
      allowErrors: false,
    });
    expect(r.judge.usage).toEqual({ promptTokens: 150, completionTokens: 2, totalTokens: 152, costUsd: 1 });
    expect(r.trials?.flaky).toBe(false);
    const summary = summarize([r, trial('pass', 1, 10)]);
    expect(summary.usage).toEqual({ promptTokens: 160, completionTokens: 3, totalTokens: 163, costUsd: 1.5, calls: 3 });
    expect(summary.trials).toEqual({ total: 3, flaky: 0 });
  });
});

describe('reports of cases with trials', () => {
  test('the table and markdown get a pass-rate column and mark flaky cases; without trials they are unchanged', async () => {
    const app = createFlakyApp({ corpus, rightRate: 0.7, seed: 3 });
    const once = await evaluateCases(cases.slice(0, 3), app, judge);
    expect(formatTable(once)).not.toContain('pass rate');
    expect(formatMarkdown(once, summarize(once))).not.toContain('pass rate');
    const results = await evaluateCases(cases, app, judge, { trials: 10, minPassRate: 0.6 });
    const table = formatTable(results);
    expect(table.split('\n')[0]).toMatch(/^id +question +recall +faith +pass rate +verdict$/);
    for (const r of results) {
      const t = r.trials as NonNullable<CaseResult['trials']>;
      const rate = `${t.passRate.toFixed(2)} (${t.passed}/10)`;
      const line = table.split('\n').find((l) => l.startsWith(`${r.id} `)) as string;
      expect(line).toContain(rate);
      expect(line.endsWith(`${r.verdict}${t.flaky ? ' (flaky)' : ''}`)).toBe(true);
      // recall and faith are means over the trials
      expect(line).toContain(` ${(scoreOf(r, 'faithfulness') as number).toFixed(2)} `);
    }
    const markdown = formatMarkdown(results, summarize(results));
    expect(markdown).toContain('| case | question | recall | faith | pass rate | verdict |');
    expect(markdown).toMatch(/Trials: 110 in all, \*\*\d+\*\* flaky case\(s\)\./);
  });

  test('suite means use each case’s mean over its trials; the JSON report carries every trial and parses', async () => {
    const app = createFlakyApp({ corpus, rightRate: 0.7, seed: 3 });
    const results = await evaluateCases(cases, app, judge, { trials: 5, minPassRate: 0.6 });
    const [gate] = evaluateSuiteGates(results, { meanFloors: { faithfulness: 0 } });
    const means = results.map((r) => scoreOf(r, 'faithfulness') as number);
    expect(gate?.value).toBeCloseTo(means.reduce((a, b) => a + b, 0) / means.length, 10);
    const report = buildJsonReport([
      buildSuiteReport({ settings: { name: 's', tags: [], baseline: false }, files: [], results }, { state: 'off' }),
    ]);
    expect(report.cases[0]?.trials?.runs).toHaveLength(5);
    expect(report.summary.trials?.total).toBe(55);
    expect(JSON.parse(JSON.stringify(report))).toEqual(report);
  });

  test('the baseline keeps pass counts of a case with trials; they decide: a full flip regresses, a 5/5 -> 4/5 wobble does not', async () => {
    const good = await evaluateCases(cases, createFlakyApp({ corpus, rightRate: 1 }), judge, { trials: 5 });
    const accepted = Object.fromEntries(good.map((r) => [r.id, baselineScores(r)]));
    expect(accepted.loans).toMatchObject({
      passRate: 1,
      faithfulness: 1,
      contextRecall: 1,
      trials: { passed: 5, n: 5 },
    });
    const file = { schemaVersion: 2 as const, suite: 's', cases: accepted };
    const withPasses = (r: CaseResult, passed: number): CaseResult => ({
      ...r,
      verdict: passed === 5 ? r.verdict : 'FIX generation (faithfulness)',
      metrics: { ...r.metrics, faithfulness: passed / 5 },
      trials: { ...(r.trials as NonNullable<CaseResult['trials']>), passed, passRate: passed / 5 },
    });
    const [flipped, wobbled, ...rest] = good as [CaseResult, CaseResult, ...CaseResult[]];
    const comparison = compareBaseline([withPasses(flipped, 0), withPasses(wobbled, 4), ...rest], file, 0.05);
    expect(comparison.regressedCases).toEqual([flipped.id]);
    expect(comparison.regressions.every((c) => c.metric === 'passRate')).toBe(true);
    // The wobble is a change within noise, not a regression.
    expect(comparison.changes).toContainEqual(
      expect.objectContaining({
        id: wobbled.id,
        metric: 'passRate',
        trials: expect.objectContaining({ significant: false }),
      }),
    );
    // A case run once keeps whether it passed, no pass rate (its verdict already gates it).
    const once = baselineScores(
      await evaluateCase(cases[0] as EvalCase, createFlakyApp({ corpus, rightRate: 1 }), judge),
    );
    expect(once).not.toHaveProperty('passRate');
    expect(once.passed).toBe(true);
  });
});

describe('record and replay of trials', () => {
  const tempDir = createTempDirs('ragcheck-trials-');

  test('each trial is recorded apart and replays identically with no call to the app; trial 0 keeps its old file name', async () => {
    const dir = tempDir();
    const app = createFlakyApp({ corpus, rightRate: 0.7, seed: 9 });
    const options = { trials: 6, minPassRate: 0.6 };
    const recorded = await evaluateCases(cases, withRecording(app, { dir, mode: 'record' }), judge, options);
    expect(app.calls).toHaveLength(cases.length * 6);
    const files = readdirSync(dir);
    expect(files).toHaveLength(cases.length * 6);
    expect(files).toContain(recordingFileName('loans', 'When does the loans desk open?'));
    expect(files).toContain(recordingFileName('loans', 'When does the loans desk open?', 5));
    expect(recordingFileName('loans', 'Q?', 3)).toMatch(/^loans\.[0-9a-f]{12}\.trial-3\.json$/);

    const unreachable: RagAdapter = {
      name: 'flaky-app',
      ask: () => Promise.reject(new Error('the app must not be called in replay')),
    };
    const replayed = await evaluateCases(cases, withRecording(unreachable, { dir, mode: 'replay' }), judge, options);
    const strip = (results: CaseResult[]) =>
      results.map(({ durationMs: _d, trials, ...r }) => ({
        ...r,
        trials: trials && { ...trials, runs: trials.runs.map(({ durationMs: _t, ...run }) => run) },
      }));
    expect(strip(replayed)).toEqual(strip(recorded));

    // One trial more than recorded is a replay miss for that trial, naming it.
    const more = await evaluateCase(cases[0] as EvalCase, withRecording(unreachable, { dir, mode: 'replay' }), judge, {
      trials: 7,
    });
    expect(more.verdict).toBe('ERROR (adapter)');
    expect(more.error?.message).toContain('no recorded response for case "loans" trial 6');
  });
});

describe('the judge is asked once per trial', () => {
  test('a judge sees every trial’s answer', async () => {
    const asked: string[] = [];
    const counting: Judge = {
      name: 'counting',
      async faithfulness(input) {
        asked.push(input.answer);
        return judge.faithfulness(input);
      },
    };
    await evaluateCases(cases.slice(0, 2), createFlakyApp({ corpus, rightRate: 1 }), counting, { trials: 3 });
    expect(asked).toHaveLength(6);
  });
});
