/**
 * `ragcheck compare` on reports of real runs: the example suites (store-policy with recorded answers, the handbook
 * with the offline lexical app) run in-process through evaluateCase and the report writer, then a changed app and
 * changed cases; the comparison must name each change, and the edge cases: a renamed case, a removed suite, shard
 * reports in a folder, trials against no trials, two judges, a newer schema.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { createTempDirs } from '../__fixtures__/temp-dirs.js';
import { createRecordedAdapter } from '../adapter/index.js';
import { runCli } from '../cli/run-cli.js';
import { loadCasesSync } from '../dataset/index.js';
import { acceptScores, baselinePath, writeBaseline } from '../evaluate/index.js';
import { HEURISTIC_JUDGE_VERSION } from '../judge/heuristic/abstention.js';
import { createFlakyApp } from '../testing/flaky-app.js';
import { handbookCases, handbookCorpus, runReport, storeCorpus, writeScenario } from './__fixtures__/scenario.js';

const root = join(import.meta.dirname, '../..');
const tempDir = createTempDirs('ragcheck-compare-');
const compare = (dir: string, ...args: string[]) => runCli(['compare', ...args], { cwd: dir, env: {} });

let scenario: Promise<string> | undefined;
/** The scenario's folder, written once for every describe that reads it: its runs take a while. */
function scenarioDir(): Promise<string> {
  scenario ??= (async () => {
    const dir = tempDir();
    await writeScenario(dir, 24);
    return dir;
  })();
  return scenario;
}

describe('ragcheck compare on real runs of the example suites, with a changed app', () => {
  let dir: string;

  beforeAll(async () => {
    dir = await scenarioDir();
  }, 120_000);

  test('names every change: regressed, fixed, changed, new, removed, error; a renamed case; a removed suite', async () => {
    const run = await compare(dir, 'base', 'head', '--format', 'json');
    expect(run.stderr).toBe('');
    expect(run.code).toBe(1);
    const out = JSON.parse(run.stdout);
    const change = (suite: string, id: string) =>
      out.cases.find((c: { suite: string; id: string }) => c.suite === suite && c.id === id);
    expect(change('store-policy', 'refund-window')).toMatchObject({
      change: 'regressed',
      base: { verdict: 'pass' },
      head: { verdict: 'FIX generation (faithfulness)' },
      gating: true,
      note: 'single run: re-run with trials to confirm',
      source: { file: 'store-cases.jsonl', line: 1 },
      diagnosis: expect.stringMatching(/^FIX generation \(faithfulness\) .*45/),
    });
    expect(change('store-policy', 'start-return')).toMatchObject({ change: 'fixed', head: { verdict: 'pass' } });
    expect(change('store-policy', 'earbud-repair')).toMatchObject({
      change: 'changed',
      base: { verdict: 'FIX retrieval' },
      head: { verdict: 'FIX generation (unwarranted refusal)' },
      gating: false,
    });
    expect(change('store-policy', 'battery-life')).toMatchObject({
      change: 'error',
      head: { verdict: 'ERROR (adapter)' },
      gating: true,
      source: { file: 'store-cases.jsonl', line: 4 },
    });
    expect(change('store-policy', 'gift-wrap')).toMatchObject({ change: 'new', head: { verdict: 'correct refusal' } });
    expect(change('handbook', 'hb-001')).toMatchObject({ change: 'removed', gating: false });
    expect(change('handbook', 'hb-002')).toMatchObject({ change: 'removed', renamedTo: 'hb-002-renamed' });
    expect(change('handbook', 'hb-002-renamed')).toMatchObject({ change: 'new', renamedFrom: 'hb-002' });
    // Unchanged app, unchanged cases: the rest of the handbook did not move.
    const handbookRest = out.cases.filter((c: { suite: string; change: string }) => c.suite === 'handbook');
    expect(handbookRest.filter((c: { change: string }) => c.change === 'unchanged')).toHaveLength(22);
    expect(out.suites.find((s: { name: string }) => s.name === 'retired')).toMatchObject({
      state: 'removed',
      cases: { base: 3, head: 0 },
    });
    expect(
      out.cases.filter((c: { suite: string }) => c.suite === 'retired').map((c: { change: string }) => c.change),
    ).toEqual(['removed', 'removed', 'removed']);
    expect(out.counts).toMatchObject({ regressed: 1, fixed: 1, changed: 1, new: 2, removed: 5, error: 1 });
    // One per case: refund-window's flip and battery-life's ERROR. Suite means are changes, never regressions, so
    // store-policy's lower faithfulness (refund-window's invented number) is not counted again.
    expect(out.regressions).toBe(2);
    expect(out.regressedIds).toEqual(['battery-life', 'refund-window']);
    expect(out.head.files).toEqual(['head/shard-1/ragcheck.json', 'head/shard-2/ragcheck.json']);
    // Per-suite deltas over the cases both runs have: store-policy's pass rate 2/4 -> 1/4 (start-return fixed;
    // refund-window regressed, battery-life errored), recall up (earbud-repair now retrieves its chunk).
    const store = out.suites.find((s: { name: string }) => s.name === 'store-policy');
    const metric = (key: string) => store.metrics.find((m: { key: string }) => m.key === key);
    expect(store.cases).toEqual({ compared: 4, base: 4, head: 5 });
    expect(metric('passRate')).toMatchObject({ base: 0.5, head: 0.25, delta: -0.25 });
    expect(metric('contextRecall').delta).toBeGreaterThan(0);
    expect(metric('refusalAccuracy')).toBeDefined();
    // A metric of the list that no case of either run has (citations: no case cites) is not shown; correctness,
    // which the store-policy cases have, is.
    expect(store.metrics.map((m: { key: string }) => m.key)).toContain('correctness');
    expect(store.metrics.map((m: { key: string }) => m.key)).not.toContain('citationValidity');
  });

  test('the terminal table and the markdown say the same, and annotate each regressed line once', async () => {
    const table = await compare(dir, 'base', 'head', '--annotations');
    expect(table.code).toBe(1);
    expect(table.stdout).toMatch(
      /^ragcheck compare {2}base → head\n2 regressions \(battery-life, refund-window\) · 1 fixed · pass rate 0\.\d\d -> 0\.\d\d · 1 changed · 2 new · 5 removed · 1 error/,
    );
    expect(table.stdout).toMatch(/✗ regressed +store-policy +refund-window +pass +FIX generation \(faithfulness\)/);
    expect(table.stdout).toContain('store-cases.jsonl:1');
    const annotations = table.stdout.split('\n').filter((l) => l.startsWith('::error '));
    expect(annotations).toEqual([
      expect.stringMatching(
        /^::error file=store-cases\.jsonl,line=4,title=ragcheck%3A regressed::store-policy \/ battery-life regressed/,
      ),
      expect.stringMatching(
        /^::error file=store-cases\.jsonl,line=1,title=ragcheck%3A regressed::store-policy \/ refund-window regressed/,
      ),
    ]);
    const markdown = await compare(dir, 'base', 'head', '--format', 'markdown');
    expect(markdown.stdout).toMatch(/^<!-- ragcheck-compare -->\n## ragcheck/);
    expect(markdown.stdout).toContain('❌ **2 regressions** (battery-life, refund-window) · 1 fixed');
    expect(markdown.stdout).toContain('- **store-policy / refund-window**: pass → FIX generation (faithfulness)');
  });
});

describe('ragcheck compare against committed baselines, and on unusual reports', () => {
  let dir: string;

  beforeAll(async () => {
    dir = await scenarioDir();
  }, 120_000);

  test('no base report: --baselines compares the scores with the committed baselines, without verdicts', async () => {
    const base = JSON.parse(readFileSync(join(dir, 'base/ragcheck.json'), 'utf8'));
    const baselines = join(dir, 'baselines');
    mkdirSync(baselines);
    for (const suite of ['store-policy', 'handbook']) {
      const results = base.cases.filter((c: { suite: string }) => c.suite === suite);
      writeBaseline(baselinePath(baselines, suite), acceptScores(undefined, suite, results).file);
    }
    const run = await compare(dir, '--baselines', 'baselines', 'head', '--format', 'json', '--annotations');
    expect(run.code).toBe(1);
    const [json, ...annotations] = run.stdout.split(/\n(?=::error )/);
    const out = JSON.parse(json as string);
    expect(out.notes[0]).toMatch(/^no base report: verdict changes are not available/);
    expect(out.cases).toEqual([]);
    expect(out.baselineRegressions).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ suite: 'store-policy', id: 'refund-window', metric: 'passRate', accepted: 1 }),
      ]),
    );
    // One count per case, however many of its metrics moved.
    const ids = new Set(out.baselineRegressions.map((r: { suite: string; id: string }) => `${r.suite}/${r.id}`));
    expect(out.regressions).toBe(ids.size);
    expect(out.regressedIds).toContain('refund-window');
    expect(annotations.join('\n')).toMatch(/^::error file=store-cases\.jsonl,line=1,/m);
    // No baselines at all (a first pull request): said, nothing compared, exit 0.
    const none = await compare(dir, '--baselines', 'no-such-dir', 'head', '--format', 'markdown');
    expect(none.code).toBe(0);
    expect(none.stdout).toContain('no baselines in no-such-dir yet');
  });

  test('bad input is exit 2: a missing report, a newer schema; two judges are compared with a warning', async () => {
    expect((await compare(dir, 'nope', 'head')).code).toBe(2);
    const base = JSON.parse(readFileSync(join(dir, 'base/ragcheck.json'), 'utf8'));
    writeFileSync(join(dir, 'future.json'), JSON.stringify({ ...base, schemaVersion: 99 }));
    const future = await compare(dir, 'future.json', 'head');
    expect(future.code).toBe(2);
    expect(future.stderr).toMatch(
      /future\.json: the report has schemaVersion 99, newer than this ragcheck reads \(3\)/,
    );
    const otherJudge = {
      ...base,
      cases: base.cases.map((c: { judge: object }) => ({ ...c, judge: { ...c.judge, version: 'rules 99' } })),
    };
    writeFileSync(join(dir, 'other-judge.json'), JSON.stringify(otherJudge));
    // A judge upgrade is not a broken comparison: said at the top, still compared (exit by the regressions alone).
    const judges = await compare(dir, 'other-judge.json', 'head');
    expect(judges.code).toBe(1);
    expect(judges.stderr).toBe('');
    expect(judges.stdout).toMatch(
      new RegExp(
        `^WARNING: judge changed \\(version rules 99 vs rules ${HEURISTIC_JUDGE_VERSION}\\): differences may come from the judge`,
        'm',
      ),
    );
    const same = await compare(dir, 'other-judge.json', 'other-judge.json', '--format', 'json');
    expect(same.code).toBe(0);
    const openai = {
      ...base,
      cases: base.cases.map((c: { judge: object }) => ({ ...c, judge: { name: 'openai', model: 'gpt-4o-mini' } })),
    };
    writeFileSync(join(dir, 'openai.json'), JSON.stringify(openai));
    expect((await compare(dir, 'openai.json', 'head')).stdout).toMatch(/judge changed \(judge openai vs heuristic/);
    // The same case in two shard reports of one folder is refused, naming both files.
    mkdirSync(join(dir, 'twice'));
    writeFileSync(join(dir, 'twice/a.json'), JSON.stringify(base));
    writeFileSync(join(dir, 'twice/b.json'), JSON.stringify(base));
    expect((await compare(dir, 'twice', 'head')).stderr).toMatch(
      /twice\/b\.json: case "refund-window" of suite "store-policy" is also in twice\/a\.json/,
    );
  });

  test('a v2 report (before judge versions and sources) is read, with a note', async () => {
    const base = JSON.parse(readFileSync(join(dir, 'base/ragcheck.json'), 'utf8'));
    const v2 = {
      schemaVersion: 2,
      summary: base.summary,
      suites: base.suites,
      cases: base.cases.map(
        ({
          source: _s,
          judge: { version: _v, ...judge },
          ...c
        }: {
          source?: unknown;
          judge: { version?: string };
        }) => ({
          ...c,
          schemaVersion: 2,
          judge,
        }),
      ),
    };
    writeFileSync(join(dir, 'v2.json'), JSON.stringify(v2));
    const run = await compare(dir, 'v2.json', 'head');
    expect(run.code).toBe(1);
    expect(run.stdout).toContain("note: v2.json does not say its judge's prompt or rules version (a schema 2 report)");
  });
});

describe('citations in ragcheck compare', () => {
  test('citation validity and support are compared once cases cite; a sentence now citing the wrong chunk lowers support', async () => {
    const dir = tempDir();
    const cases = loadCasesSync('fixtures/citations/cases.jsonl', { cwd: root, corpus: storeCorpus });
    const recorded = createRecordedAdapter({ corpus: storeCorpus });
    // The head app cites the processing-time chunk [2] for the refund window, which only [1] states.
    const miscites = cases.map((c) =>
      c.id === 'refund-window-cited' ? { ...c, answer: (c.answer as string).replaceAll('[1]', '[2]') } : c,
    );
    await runReport(join(dir, 'base.json'), [{ name: 'citations', cases, adapter: recorded }]);
    await runReport(join(dir, 'head.json'), [{ name: 'citations', cases: miscites, adapter: recorded }]);
    const out = JSON.parse((await compare(dir, 'base.json', 'head.json', '--format', 'json')).stdout);
    const metric = (key: string) =>
      out.suites[0].metrics.find((m: { key: string }) => m.key === key) as { base: number; head: number };
    expect(metric('citationValidity')).toMatchObject({ base: 0.75, head: 0.75 });
    expect(metric('citationSupport').head).toBeLessThan(metric('citationSupport').base);
  });
});

describe('regression or noise, with trials', () => {
  const cases = handbookCases.slice(0, 20);
  const flaky = (rightRate: number, seed: number) => createFlakyApp({ corpus: handbookCorpus, rightRate, seed });

  test('a real drop is significant (exit 1); the same app run again is noise (exit 0); no trials on one side is a single run', async () => {
    const dir = tempDir();
    await runReport(join(dir, 'good.json'), [{ name: 'handbook', cases, adapter: flaky(0.95, 1), trials: 10 }]);
    await runReport(join(dir, 'again.json'), [{ name: 'handbook', cases, adapter: flaky(0.95, 2), trials: 10 }]);
    await runReport(join(dir, 'worse.json'), [{ name: 'handbook', cases, adapter: flaky(0.55, 3), trials: 10 }]);
    await runReport(join(dir, 'once.json'), [{ name: 'handbook', cases, adapter: flaky(0.95, 4) }]);

    const noise = JSON.parse((await compare(dir, 'good.json', 'again.json', '--format', 'json')).stdout);
    expect(noise.regressions).toBe(0);
    expect(noise.suites[0].test).toMatchObject({ significant: false, base: { n: 200 }, head: { n: 200 } });
    // Verdicts may flip between two runs of one app (minPassRate 0.8): a flip is labelled, and not a regression.
    for (const c of noise.cases.filter((x: { change: string }) => x.change === 'regressed')) {
      expect(c).toMatchObject({ gating: false, note: expect.stringMatching(/^within noise/) });
    }

    const drop = await compare(dir, 'good.json', 'worse.json', '--format', 'json');
    expect(drop.code).toBe(1);
    const dropped = JSON.parse(drop.stdout);
    expect(dropped.suites[0].test.significant).toBe(true);
    expect(dropped.suites[0].test.adjusted).toBeLessThan(0.001);
    const gating = dropped.cases.filter((c: { gating: boolean }) => c.gating);
    for (const c of gating) expect(c.test.significant).toBe(true);

    // Base run once, head with trials: the test does not apply; a flip is a single-run change and gates as today.
    const mixed = JSON.parse((await compare(dir, 'once.json', 'worse.json', '--format', 'json')).stdout);
    expect(mixed.suites[0].test).toBeUndefined();
    const flips = mixed.cases.filter((c: { change: string }) => c.change === 'regressed');
    expect(flips.length).toBeGreaterThan(0);
    for (const c of flips) {
      // A case whose failure its knownFailure expects does not gate, as in `npm test`.
      expect(c).toMatchObject(
        c.head.status === 'known'
          ? { gating: false, note: 'now matches its knownFailure' }
          : { gating: true, note: 'single run: re-run with trials to confirm' },
      );
      expect(['pass', 'correct refusal']).toContain(c.base.verdict);
      expect(c.base.trials).toBeUndefined();
      expect(c.head.trials.n).toBe(10);
    }
    expect(flips.some((c: { gating: boolean }) => c.gating)).toBe(true);
  }, 120_000);
});
