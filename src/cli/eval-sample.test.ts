/**
 * Sampled runs: `ragcheck eval --sample` and the evals project's RAGCHECK_SAMPLE (read by defineRagSuite's
 * resolveSuite) draw the same deterministic sample, and the report says it was sampled.
 */
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { resolveSuite } from '../vitest/worker/options.js';
import { runCli } from './run-cli.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const handbook = ['--cases', 'fixtures/handbook/cases.jsonl', '--corpus', 'fixtures/handbook/corpus.jsonl'];

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('sampled runs', () => {
  test('ragcheck eval --sample runs that many cases and the report says so; the same seed, the same cases', async () => {
    const run = (...extra: string[]) =>
      runCli(['eval', ...handbook, '--suite', 'handbook', '--format', 'json', '--sample', '10%', ...extra], {
        cwd: root,
        env: {},
      });
    const first = JSON.parse((await run('--sample-seed', 'abc123')).stdout);
    expect(first.cases).toHaveLength(8); // ceil(10% of 76)
    expect(first.suites[0].sample).toEqual({ size: 8, total: 76, seed: 'abc123' });
    const again = JSON.parse((await run('--sample-seed', 'abc123')).stdout);
    expect(again.cases.map((c: { id: string }) => c.id)).toEqual(first.cases.map((c: { id: string }) => c.id));
    const other = JSON.parse((await run('--sample-seed', 'def456')).stdout);
    expect(other.cases.map((c: { id: string }) => c.id)).not.toEqual(first.cases.map((c: { id: string }) => c.id));
    const table = await runCli(['eval', ...handbook, '--sample', '3'], { cwd: root, env: {} });
    expect(table.stdout).toContain('sampled: 3 of 76 cases (seed ragcheck)');
    const bad = await runCli(['eval', ...handbook, '--sample', '0%'], { cwd: root, env: {} });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/--sample must be a number of cases per suite/);
  }, 60_000);

  test('the evals project reads RAGCHECK_SAMPLE and RAGCHECK_SAMPLE_SEED and draws what the CLI draws', async () => {
    vi.stubEnv('RAGCHECK_SAMPLE', '10%');
    vi.stubEnv('RAGCHECK_SAMPLE_SEED', 'abc123');
    vi.stubEnv('RAGCHECK_JUDGE', '');
    const suite = resolveSuite({
      name: 'handbook',
      cases: `${root}/fixtures/handbook/cases.jsonl`,
      corpus: `${root}/fixtures/handbook/corpus.jsonl`,
    });
    expect(suite.meta.sample).toEqual({ size: 8, total: 76, seed: 'abc123' });
    const cli = await runCli(
      ['eval', ...handbook, '--suite', 'handbook', '--format', 'json', '--sample', '10%', '--sample-seed', 'abc123'],
      { cwd: root, env: {} },
    );
    expect(suite.cases.map((c) => c.id)).toEqual(JSON.parse(cli.stdout).cases.map((c: { id: string }) => c.id));
  }, 60_000);
});
