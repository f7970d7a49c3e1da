/**
 * `ragcheck history` as a user runs it (the built CLI, `npm run build` first): 12 reports of a seeded simulated app
 * that slides by 0.03 a run exit 1 on the trend, with no adjacent pair flagged; an unchanged app's exit 0; the
 * JSONL history appended run by run reads as the same series; bad input exits 2 naming what is wrong.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { simulatedReports } from '../history/simulate.js';
import { ROOT } from './__fixtures__/eval-project.js';

const BIN = join(ROOT, 'dist/cli/bin.js');
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function cli(cwd: string, ...args: string[]) {
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^(VITEST|RAGCHECK_|GITHUB_)/.test(k)));
  const r = spawnSync(process.execPath, [BIN, 'history', ...args], { cwd, env, encoding: 'utf8' });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** A folder of 12 reports, named in run order. */
function reportsDir(slide: number, seed: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'ragcheck-history-cli-'));
  dirs.push(dir);
  simulatedReports({ seed, slide }).forEach((r, i) => {
    writeFileSync(join(dir, `run-${String(i + 1).padStart(2, '0')}.json`), JSON.stringify(r));
  });
  return dir;
}

describe('ragcheck history', { timeout: 60_000 }, () => {
  test('a slide of 0.03 a run: no adjacent pair flagged, the trend is: exit 1; JSON and markdown say the same', () => {
    // Seed 9000 of the unit test's seeds: a series in which compare's rule flags no adjacent pair.
    const dir = reportsDir(0.03, 9000);
    const text = cli(dir, '.');
    expect(text.stdout).toContain('flagged against the previous run: none');
    expect(text.stdout).toMatch(/trend: last 6 runs below the first 6: passed \d+\/360 -> \d+\/360 .*: DROP/);
    expect(text.stdout).toMatch(/last two runs: .*: no drop/);
    expect(text.stdout.trimEnd().split('\n').at(-1)).toMatch(/^DROP: app \(trend p /);
    expect(text.code).toBe(1);

    const json = cli(dir, '.', '--format', 'json');
    const view = JSON.parse(json.stdout);
    expect(view.runs).toHaveLength(12);
    expect(view.suites[0].flaggedRuns).toEqual([]);
    expect(view.suites[0].trend.flagged).toBe(true);
    expect(json.code).toBe(1);

    const md = cli(dir, '.', '--format', 'markdown', '--out', 'history.md');
    expect(md.stdout).toMatch(/^DROP: app .*; markdown written to history\.md\n$/);
    expect(readFileSync(join(dir, 'history.md'), 'utf8')).toMatch(/```mermaid\nxychart-beta\n {2}title "app"/);
    expect(md.code).toBe(1);
  });

  test('an unchanged app: exit 0', () => {
    const result = cli(reportsDir(0, 9001), '.');
    expect(result.stdout).toContain('no drop: no trend over the series');
    expect(result.code).toBe(0);
  });

  test('--append adds a line per run; the history file reads as the same series', () => {
    const dir = reportsDir(0.03, 9000);
    const fromReports = JSON.parse(cli(dir, '.', '--format', 'json').stdout);
    const names = Array.from({ length: 12 }, (_, i) => `run-${String(i + 1).padStart(2, '0')}.json`);
    const first = cli(dir, '--append', 'history.jsonl', ...names.slice(0, 6));
    expect(first.stdout).toBe('appended 6 run(s) to history.jsonl\n');
    expect(first.code).toBe(0);
    const before = readFileSync(join(dir, 'history.jsonl'), 'utf8');
    expect(cli(dir, '--append', 'history.jsonl', ...names.slice(6)).code).toBe(0);
    expect(readFileSync(join(dir, 'history.jsonl'), 'utf8').startsWith(before)).toBe(true);
    const lines = readFileSync(join(dir, 'history.jsonl'), 'utf8').trimEnd().split('\n');
    expect(lines).toHaveLength(12);
    expect(JSON.parse(lines[0] as string)).toMatchObject({ ragcheckHistory: 1, branch: 'main', report: 'run-01.json' });
    const fromFile = JSON.parse(cli(dir, 'history.jsonl', '--format', 'json').stdout);
    expect(fromFile.suites[0].trend).toEqual(fromReports.suites[0].trend);
    expect(cli(dir, 'history.jsonl').code).toBe(1);
  });

  test('bad input exits 2 and says what is wrong', () => {
    const dir = reportsDir(0, 9002);
    const missing = cli(dir, 'run-01.json', 'nope.json');
    expect(missing.stderr).toContain('ragcheck history: nope.json: cannot read it (ENOENT)');
    expect(missing.code).toBe(2);
    const one = cli(dir, 'run-01.json');
    expect(one.stderr).toContain('a history needs at least 2 runs; got 1 (run-01.json)');
    expect(one.code).toBe(2);
    const none = cli(dir);
    expect(none.stderr).toContain('give the reports of the series');
    expect(none.code).toBe(2);
    expect(cli(dir, '.', '--format', 'html').stderr).toContain('--format must be one of text, markdown, json');
    const help = cli(dir, '--help');
    expect(help.stdout).toContain('Usage: ragcheck history REPORT...');
    expect(help.code).toBe(0);
  });
});
