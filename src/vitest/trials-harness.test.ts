/**
 * Trials under `vitest run`: a generated suite over an app that answers right 70% of the time (seeded), recorded per
 * trial, replayed with no call to the app, and `RAGCHECK_TRIALS` overriding the suites' trials for a run.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { type RagcheckReport, RagcheckReportSchema, type ReportCase } from '../report/index.js';
import {
  createVitestProject as project,
  removeVitestProjects,
  runVitest as vitest,
} from './__fixtures__/vitest-project.js';

afterAll(removeVitestProjects);

const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8'));
const src = join(import.meta.dirname, '..');

const TOPICS = ['loans', 'parking', 'badges', 'laptops', 'travel', 'meals', 'leave', 'mail'];
const SUITES = `
  import { withRecording } from ${JSON.stringify(join(src, 'adapter/index.ts'))};
  import { createFlakyApp } from ${JSON.stringify(join(src, 'testing/index.ts'))};
  import { defineRagSuite } from HARNESS;
  const topics = ${JSON.stringify(TOPICS)};
  const corpus = topics.map((topic, i) => ({ id: 'doc_' + i, text: 'The ' + topic + ' desk opens at ' + (8 + (i % 3)) + ' am.' }));
  const cases = topics.map((topic, i) => ({ id: topic, question: 'When does the ' + topic + ' desk open?', golden: ['doc_' + i] }));
  const app = (dir) => withRecording(
    process.env.REPLAY
      ? { name: 'flaky-app', ask: () => Promise.reject(new Error('the app was called in replay')) }
      : createFlakyApp({ corpus, rightRate: 0.7, seed: 21 }),
    { dir },
  );
  defineRagSuite({ name: 'strict', judge: 'heuristic', baseline: false, corpus, cases, adapter: app('recordings/strict'),
    trials: { n: 10, minPassRate: 0.9 } });
  defineRagSuite({ name: 'loose', judge: 'heuristic', baseline: false, corpus, cases, adapter: app('recordings/loose'),
    trials: { n: 10, minPassRate: 0.6 } });
`;

const bySuite = (report: RagcheckReport, suite: string) => report.cases.filter((c) => c.suite === suite);
// `recording` says whether this run recorded the case or replayed it: the rest is the same.
const comparable = (report: RagcheckReport) =>
  report.cases.map(({ durationMs: _d, recording: _r, trials, ...c }) => ({
    ...c,
    trials: trials && { ...trials, runs: trials.runs.map(({ durationMs: _t, ...run }) => run) },
  }));
const trialsOf = (c: ReportCase) => c.trials as NonNullable<ReportCase['trials']>;

describe('trials under vitest run', { timeout: 180_000 }, () => {
  test('pass rate ~0.7 per case, minPassRate 0.9 fails with k of n trials, 0.6 passes, replay is identical with no app call, RAGCHECK_TRIALS overrides', async () => {
    const dir = project({ 'trials.eval.ts': SUITES });
    const recorded = await vitest(dir, ['run'], { RAGCHECK_RECORD: 'record' });
    const report = RagcheckReportSchema.parse(readJson(join(dir, 'reports/ragcheck.json')));
    const strict = bySuite(report, 'strict');
    const loose = bySuite(report, 'loose');
    expect(strict.map((c) => c.id)).toEqual(TOPICS);
    expect(readdirSync(join(dir, 'recordings/strict'))).toHaveLength(TOPICS.length * 10);
    const rates = strict.map((c) => trialsOf(c).passRate);
    const mean = rates.reduce((a, b) => a + b, 0) / rates.length;
    expect(mean).toBeGreaterThan(0.55);
    expect(mean).toBeLessThan(0.85);
    for (const [i, c] of strict.entries()) {
      const t = trialsOf(c);
      expect(t.n).toBe(10);
      expect(c.passed).toBe(t.passRate >= 0.9);
      // The same seeded app in both suites: the same trials, gated at 0.6 instead.
      const same = loose[i] as ReportCase;
      expect(trialsOf(same).runs.map((r) => r.verdict)).toEqual(t.runs.map((r) => r.verdict));
      expect(same.passed).toBe(t.passRate >= 0.6);
    }
    const failing = strict.filter((c) => !c.passed);
    expect(failing.length).toBeGreaterThan(0);
    expect(loose.filter((c) => c.passed).length).toBeGreaterThan(strict.filter((c) => c.passed).length);

    // Terminal: each failing case's diagnosis names k of n trials and each trial's verdict; the table has the rate.
    // Vitest failure messages wrap long lines at 100 characters: read them joined.
    const unwrapped = recorded.output.replace(/\n {4}(?=\S)/g, ' ');
    for (const c of failing) {
      const t = trialsOf(c);
      expect(recorded.output).toContain(`${c.verdict}  [${c.id}] ${c.question}`);
      expect(unwrapped).toContain(
        `trials: ${t.passed} of 10 trials passed, ${10 - t.passed} of 10 trials failed (pass rate ${t.passRate.toFixed(2)}, needs >= minPassRate 0.90)`,
      );
      expect(unwrapped).toContain(`per trial: ${t.runs.map((r) => `#${r.index} ${r.verdict}`).join(' · ')}`);
    }
    expect(recorded.output).toMatch(/^id +question +recall +faith +pass rate +verdict$/m);
    const failedTests = failing.length + loose.filter((c) => !c.passed).length;
    expect(recorded.output).toContain(`Tests  ${failedTests} failed | ${2 * TOPICS.length - failedTests} passed`);
    expect(recorded.code).toBe(1);

    // Vitest's own state (what the UI shows): the trials annotation of a failing case lists every trial's verdict.
    const annotations = readJson(join(dir, 'annotations.json'));
    const first = failing[0] as ReportCase;
    const t = trialsOf(first);
    expect(annotations[`strict > ${first.id}: ${first.question}`]).toContain(
      `trials: ${t.passed}/10 trials pass (${t.passRate.toFixed(2)})${t.flaky ? ' flaky' : ''}, minPassRate 0.90; trial #${t.shown} shown: ${t.runs.map((r) => `#${r.index} ${r.verdict}`).join(' · ')}`,
    );

    const replayed = await vitest(dir, ['run'], { REPLAY: '1', RAGCHECK_RECORD: 'replay' });
    const again = RagcheckReportSchema.parse(readJson(join(dir, 'reports/ragcheck.json')));
    expect(comparable(again)).toEqual(comparable(report));
    expect(replayed.output).not.toContain('the app was called in replay');
    expect(replayed.code).toBe(1);

    const fewer = await vitest(dir, ['run'], { REPLAY: '1', RAGCHECK_TRIALS: '3' });
    const three = RagcheckReportSchema.parse(readJson(join(dir, 'reports/ragcheck.json')));
    for (const c of three.cases) {
      expect(trialsOf(c).n).toBe(3);
      const full = report.cases.find((x) => x.suite === c.suite && x.id === c.id) as ReportCase;
      expect(trialsOf(c).runs.map((r) => r.verdict)).toEqual(
        trialsOf(full)
          .runs.slice(0, 3)
          .map((r) => r.verdict),
      );
    }
    expect(fewer.output).not.toContain('the app was called in replay');

    const bad = await vitest(dir, ['run'], { REPLAY: '1', RAGCHECK_TRIALS: '0' });
    expect(bad.output).toContain('RAGCHECK_TRIALS must be a whole number of trials, at least 1, in digits (got "0")');
    expect(bad.code).toBe(1);
  });
});
