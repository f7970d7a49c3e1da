/**
 * `ragcheck eval` with trials: an app module that answers right 70% of the time (seeded), recorded per trial and
 * replayed without the app; `--trials`, `RAGCHECK_TRIALS`, `--trial-pass-rate` and their validation.
 */
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, test } from 'vitest';
import { type RagcheckReport, RagcheckReportSchema } from '../report/index.js';
import { runCli } from './run-cli.js';

const src = fileURLToPath(new URL('..', import.meta.url));
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const TOPICS = ['loans', 'parking', 'badges', 'laptops', 'travel', 'meals'];
const row = (value: unknown) => JSON.stringify(value);

function project(): string {
  const dir = mkdtempSync(join(tmpdir(), 'ragcheck-cli-trials-'));
  dirs.push(dir);
  const corpus = TOPICS.map((topic, i) => ({ id: `doc_${i}`, text: `The ${topic} desk opens at ${8 + (i % 3)} am.` }));
  writeFileSync(join(dir, 'corpus.jsonl'), corpus.map(row).join('\n'));
  const cases = TOPICS.map((topic, i) => ({
    id: topic,
    question: `When does the ${topic} desk open?`,
    golden: [`doc_${i}`],
  }));
  writeFileSync(join(dir, 'cases.jsonl'), cases.map(row).join('\n'));
  const imports = `import { readFileSync } from 'node:fs';
    import { withRecording } from ${JSON.stringify(join(src, 'adapter/index.ts'))};
    import { createFlakyApp } from ${JSON.stringify(join(src, 'testing/index.ts'))};
    const corpus = readFileSync(${JSON.stringify(join(dir, 'corpus.jsonl'))}, 'utf8').split('\\n').map((line) => JSON.parse(line));`;
  // One app module for both runs: a recording's fingerprint covers the module's code, so a second module would make
  // every recording stale. FLAKY_MODE, read when the module is imported, says whether the run records or replays.
  writeFileSync(
    join(dir, 'app.ts'),
    `${imports}\nexport default withRecording(createFlakyApp({ corpus, rightRate: 0.7, seed: 17 }), { dir: ${JSON.stringify(join(dir, 'recordings'))}, mode: process.env.FLAKY_MODE === 'replay' ? 'replay' : 'record' });`,
  );
  return dir;
}

async function evalIn(dir: string, extra: string[], env: NodeJS.ProcessEnv = {}) {
  const adapter = extra.indexOf('--adapter');
  const mode = adapter === -1 ? undefined : extra[adapter + 1]?.replace(/^\.\/(record|replay)\.ts$/, '$1');
  const args = adapter === -1 ? extra : extra.map((a, i) => (i === adapter + 1 ? './app.ts' : a));
  process.env.FLAKY_MODE = mode;
  try {
    return await runCli(['eval', '--cases', 'cases.jsonl', '--corpus', 'corpus.jsonl', ...args], { cwd: dir, env });
  } finally {
    delete process.env.FLAKY_MODE;
  }
}

const comparable = (report: RagcheckReport) =>
  // `recording` says this run recorded the case, or replayed it: the rest is the same.
  report.cases.map(({ durationMs: _d, recording: _r, trials, ...c }) => ({
    ...c,
    trials: trials && { ...trials, runs: trials.runs.map(({ durationMs: _t, ...run }) => run) },
  }));

describe('ragcheck eval --trials', { timeout: 120_000 }, () => {
  test('records each trial, fails minPassRate 0.9 with k of n trials, replays identically without the app, passes 0.6', async () => {
    const dir = project();
    const strict = ['--trials', '10', '--trial-pass-rate', '0.9', '--format', 'json'];
    const recorded = await evalIn(dir, ['--adapter', './record.ts', ...strict]);
    expect(recorded.stderr).toBe('');
    const report = RagcheckReportSchema.parse(JSON.parse(recorded.stdout));
    expect(readdirSync(join(dir, 'recordings'))).toHaveLength(TOPICS.length * 10);
    const rates = report.cases.map((c) => c.trials?.passRate as number);
    for (const c of report.cases) {
      expect(c.trials?.n).toBe(10);
      expect(c.passed).toBe((c.trials?.passRate as number) >= 0.9);
    }
    const mean = rates.reduce((a, b) => a + b, 0) / rates.length;
    expect(mean).toBeGreaterThan(0.55);
    expect(mean).toBeLessThan(0.85);
    expect(report.summary.trials).toEqual({ total: 60, flaky: report.cases.filter((c) => c.trials?.flaky).length });
    const failing = report.cases.filter((c) => !c.passed);
    expect(failing.length).toBeGreaterThan(0);
    expect(recorded.code).toBe(1);

    const replayed = await evalIn(dir, ['--adapter', './replay.ts', ...strict]);
    expect(replayed.stderr).toBe('');
    expect(comparable(RagcheckReportSchema.parse(JSON.parse(replayed.stdout)))).toEqual(comparable(report));
    expect(replayed.code).toBe(1);

    // The table: the pass-rate column, and each failing case's diagnosis says k of n trials.
    const table = await evalIn(dir, ['--adapter', './replay.ts', '--trial-pass-rate', '0.9'], {
      RAGCHECK_TRIALS: '10',
    });
    expect(table.stdout).toMatch(/^id +question +recall +faith +pass rate +verdict$/m);
    for (const c of failing) {
      const t = c.trials as NonNullable<typeof c.trials>;
      expect(table.stdout).toContain(`${c.verdict}  [${c.id}]`);
      expect(table.stdout).toContain(`trials: ${t.passed} of 10 trials passed, ${10 - t.passed} of 10 trials failed`);
    }
    expect(table.code).toBe(1);

    const loose = await evalIn(dir, ['--adapter', './replay.ts', '--trials', '10', '--trial-pass-rate', '0.6']);
    const below = report.cases.filter((c) => (c.trials?.passRate as number) < 0.6);
    expect(loose.stdout).toContain(`${TOPICS.length - below.length} passed, ${below.length} failed`);
    expect(loose.code).toBe(below.length === 0 ? 0 : 1);
  });

  test.each([
    [['--trials', '0'], {}, '--trials must be a whole number of trials, at least 1, in digits (got "0")'],
    [['--trials', '1e1'], {}, '--trials must be a whole number of trials'],
    [['--trials', '2.5'], {}, '--trials must be a whole number of trials'],
    [
      [],
      { RAGCHECK_TRIALS: 'ten' },
      'RAGCHECK_TRIALS must be a whole number of trials, at least 1, in digits (got "ten")',
    ],
    [['--trial-pass-rate', '0'], {}, '--trial-pass-rate 0: the value must be above 0'],
    [['--trial-pass-rate', '90'], {}, '--trial-pass-rate 90: the value is above 1'],
    [['--trial-pass-rate', '1e-1'], {}, '--trial-pass-rate 1e-1: the value uses exponent notation'],
  ] as [string[], NodeJS.ProcessEnv, string][])('refuses %j %j with exit 2', async (flags, env, message) => {
    const dir = project();
    const run = await evalIn(dir, ['--adapter', 'lexical', ...flags], env);
    expect(run.stderr).toContain(message);
    expect(run.stdout).toBe('');
    expect(run.code).toBe(2);
  });
});
