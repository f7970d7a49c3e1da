/**
 * `ragcheck eval` checks its suite as the Vitest reporter does: suite gates, the score baseline (compared or
 * accepted), one report shape. (The harness tests compare the two surfaces on one suite.)
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, test } from 'vitest';
import { RagcheckReportSchema } from '../report/index.js';
import { runCli } from './run-cli.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const SEED_CASES = readFileSync(join(root, 'fixtures/store-policy/cases.jsonl'), 'utf8');
const SEED_CORPUS = readFileSync(join(root, 'fixtures/store-policy/corpus.jsonl'), 'utf8');
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function project(): string {
  const dir = mkdtempSync(join(tmpdir(), 'ragcheck-cli-suite-'));
  dirs.push(dir);
  writeFileSync(join(dir, 'cases.jsonl'), SEED_CASES);
  writeFileSync(join(dir, 'corpus.jsonl'), SEED_CORPUS);
  return dir;
}

const evalIn = (dir: string, extra: string[], env: NodeJS.ProcessEnv = {}) =>
  runCli(['eval', '--cases', 'cases.jsonl', '--corpus', 'corpus.jsonl', '--judge', 'overlap', ...extra], {
    cwd: dir,
    env,
  });

describe('ragcheck eval suite gates', () => {
  test('a failing suite gate fails the run though every case passes or is known, in every format', async () => {
    const dir = project();
    const table = await evalIn(dir, ['--min-pass-rate', '0.9', '--mean-floor', 'faithfulness=0.5']);
    expect(table.code).toBe(1);
    expect(table.stdout).toContain(
      'suite gates: passRate 0.50, needs >= 0.90 over 4 cases FAILED; mean faithfulness 0.75 >= 0.50 over 4 cases',
    );
    expect(table.stdout).toContain('SUITE FAILED: suite gate passRate 0.50, needs >= 0.90 over 4 cases FAILED');
    const json = await evalIn(dir, ['--min-pass-rate', '0.9', '--format', 'json']);
    expect(json.code).toBe(1);
    const report = RagcheckReportSchema.parse(JSON.parse(json.stdout));
    expect(report.suites[0]).toMatchObject({
      passed: false,
      gates: [{ name: 'passRate', value: 0.5, threshold: 0.9, passed: false, n: 4 }],
    });
    const markdown = await evalIn(dir, ['--min-pass-rate', '0.9', '--format', 'markdown', '--out', 'r.md']);
    expect(markdown.code).toBe(1);
    expect(markdown.stdout).toContain('SUITE FAILED: suite gate passRate 0.50, needs >= 0.90');
    expect(readFileSync(join(dir, 'r.md'), 'utf8')).toContain(
      '**Suite failed:** suite gate passRate 0.50, needs >= 0.90',
    );
    const holding = await evalIn(dir, ['--min-pass-rate', '0.5', '--mean-floor', 'contextRecall=0.5']);
    expect(holding.code).toBe(0);
  });

  test.each([
    [['--min-pass-rate', '90'], /--min-pass-rate 90: the value is above 1/],
    [['--min-pass-rate', '1e-3'], /--min-pass-rate 1e-3: the value uses exponent notation/],
    [['--mean-floor', 'faith=0.5'], /unknown metric "faith" in meanFloors: the metrics are contextRecall, /],
    [['--mean-floor', 'faithfulness'], /--mean-floor takes METRIC=VALUE/],
    [['--tolerance', '5'], /--tolerance 5: the value is above 1/],
    [['--update-baseline'], /--update-baseline needs a baseline: name the suite \(--suite NAME\) or the file/],
    [['--suite', ' '], /--suite needs a name/],
  ])('refuses %j with a usage error that says how to fix it', async (flags, message) => {
    const { code, stderr } = await evalIn(project(), flags);
    expect(code).toBe(2);
    expect(stderr).toMatch(message);
  });
});

describe('ragcheck eval baselines', () => {
  test('--suite accepts into and compares with fixtures/baselines/<suite>.json, as the reporter names it', async () => {
    const dir = project();
    const none = await evalIn(dir, ['--suite', 'Store Policy']);
    expect(none.code).toBe(0);
    expect(none.stdout).toContain(
      'baseline: none yet (fixtures/baselines/store-policy.json). Accept the current scores with --update-baseline.',
    );
    const accepted = await evalIn(dir, ['--suite', 'Store Policy', '--update-baseline']);
    expect(accepted.stdout).toContain(
      'baseline: accepted the scores of 4 case(s) into fixtures/baselines/store-policy.json',
    );
    const file = JSON.parse(readFileSync(join(dir, 'fixtures/baselines/store-policy.json'), 'utf8'));
    expect(file).toMatchObject({ schemaVersion: 2, suite: 'Store Policy', judge: 'overlap' });
    expect(Object.keys(file.cases)).toEqual(['battery-life', 'earbud-repair', 'refund-window', 'start-return']);

    const same = await evalIn(dir, ['--suite', 'Store Policy']);
    expect(same.code).toBe(0);
    expect(same.stdout).toContain(
      'baseline fixtures/baselines/store-policy.json (tolerance 0.05): 0 regression(s), 0 improvement(s)',
    );

    // The refund answer gains an unsupported claim: faithfulness 1.00 -> 0.67, which still clears its gate (0.6).
    writeFileSync(
      join(dir, 'cases.jsonl'),
      SEED_CASES.replace('"answer": "You have 30 days', '"answer": "Gift cards never expire. You have 30 days'),
    );
    const worse = await evalIn(dir, ['--suite', 'Store Policy', '--format', 'json']);
    const report = JSON.parse(worse.stdout);
    expect(report.suites[0].baseline).toMatchObject({
      state: 'compared',
      path: 'fixtures/baselines/store-policy.json',
      comparison: {
        regressions: [expect.objectContaining({ id: 'refund-window', metric: 'faithfulness', accepted: 1 })],
      },
    });
    expect(report.suites[0].problems).toContain(
      '1 regression (refund-window) against fixtures/baselines/store-policy.json (tolerance 0.05)',
    );
    // Every case passes or is known: the regression alone fails the run.
    expect(report.summary).toMatchObject({ failed: 0, errors: 0 });
    expect(worse.code).toBe(1);
    // A looser tolerance lets the drop through; --baseline off does not look.
    expect((await evalIn(dir, ['--suite', 'Store Policy', '--tolerance', '0.4'])).code).toBe(0);
    const off = await evalIn(dir, ['--suite', 'Store Policy', '--baseline', 'off', '--format', 'json']);
    expect(JSON.parse(off.stdout).suites[0].baseline).toEqual({ state: 'off' });
  });

  test('--baseline names the file; RAGCHECK_UPDATE_BASELINE=1 accepts as --update-baseline does', async () => {
    const dir = project();
    const run = await evalIn(dir, ['--baseline', 'scores/seed.json'], { RAGCHECK_UPDATE_BASELINE: '1' });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('baseline: accepted the scores of 4 case(s) into scores/seed.json');
    expect(JSON.parse(readFileSync(join(dir, 'scores/seed.json'), 'utf8')).suite).toBe('eval');
    expect(existsSync(join(dir, 'fixtures'))).toBe(false);
  });

  test('a case gone from the case file is reported, fails in CI until accepted; one sampled out is not', async () => {
    const dir = project();
    await evalIn(dir, ['--suite', 'shop', '--update-baseline']);
    const lines = SEED_CASES.trim().split('\n');
    writeFileSync(
      join(dir, 'cases.jsonl'),
      `${lines.filter((line) => !line.includes('"earbud-repair"')).join('\n')}\n`,
    );
    const line = '0 regression(s), 0 improvement(s), 1 removed case(s): earbud-repair (accept with: --update-baseline)';
    const local = await evalIn(dir, ['--suite', 'shop']);
    expect(local.stdout).toContain(line);
    expect(local.code).toBe(0);
    const ci = await evalIn(dir, ['--suite', 'shop', '--format', 'json'], { CI: 'true' });
    expect(ci.code).toBe(1);
    const report = RagcheckReportSchema.parse(JSON.parse(ci.stdout));
    expect(report.suites[0]?.baseline).toMatchObject({ state: 'compared', comparison: { removed: ['earbud-repair'] } });
    expect(report.suites[0]?.problems).toEqual([
      '1 removed case(s) still in fixtures/baselines/shop.json: earbud-repair (accept with --update-baseline)',
    ]);
    // Cases a sample leaves out are still in the case file: not removed (only the one gone from the file is).
    const sampled = await evalIn(dir, ['--suite', 'shop', '--sample', '1'], { CI: 'true' });
    expect(sampled.stdout).toContain('sampled: 1 of 3 cases');
    expect(sampled.stdout).toContain('1 removed case(s): earbud-repair (');
    const accepted = await evalIn(dir, ['--suite', 'shop', '--update-baseline'], { CI: 'true' });
    expect(accepted.stdout).toContain('dropped 1 removed case(s) no case file has: earbud-repair');
    expect(Object.keys(JSON.parse(readFileSync(join(dir, 'fixtures/baselines/shop.json'), 'utf8')).cases)).toEqual([
      'battery-life',
      'refund-window',
      'start-return',
    ]);
    const after = await evalIn(dir, ['--suite', 'shop'], { CI: 'true' });
    expect(after.stdout).not.toContain('removed');
    expect(after.code).toBe(0);
  });

  test('scores of another judge are not compared, and the run says so', async () => {
    const dir = project();
    await evalIn(dir, ['--suite', 'shop', '--update-baseline']);
    const other = await runCli(
      ['eval', '--cases', 'cases.jsonl', '--corpus', 'corpus.jsonl', '--judge', 'heuristic', '--suite', 'shop'],
      { cwd: dir, env: {} },
    );
    expect(other.code).toBe(0);
    expect(other.stdout).toContain(
      'baseline: not compared: fixtures/baselines/shop.json holds scores of the overlap judge, this run used heuristic.',
    );
  });
});
