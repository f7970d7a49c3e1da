/**
 * `ragcheck history` as a user runs it (the built CLI, `npm run build` first): 12 reports of a seeded simulated app
 * that slides by 0.03 a run exit 1 on the trend, with no adjacent pair flagged; an unchanged app's exit 0; the
 * JSONL history appended run by run reads as the same series; bad input exits 2 naming what is wrong.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { type FakeArtifact, startFakeGitHub, writeZip } from '../github/__fixtures__/fake-github.js';
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

/** The CLI as a child process the test does not block on (the fake GitHub API answers from this process). */
function cliAsync(cwd: string, env: Record<string, string>, ...args: string[]) {
  const base = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^(VITEST|RAGCHECK_|GITHUB_)/.test(k)));
  const child = spawn(process.execPath, [BIN, 'history', ...args], { cwd, env: { ...base, ...env } });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => {
    stdout += d.toString();
  });
  child.stderr.on('data', (d: Buffer) => {
    stderr += d.toString();
  });
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((done) =>
    child.on('close', (code) => done({ code, stdout, stderr })),
  );
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
    expect(readFileSync(join(dir, 'history.md'), 'utf8')).toMatch(
      /```mermaid\n[\s\S]*?\nxychart-beta\n {2}title "app"/,
    );
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
    expect(cli(dir, '.', '--format', 'pdf').stderr).toContain('--format must be one of text, markdown, json, html');
    expect(cli(dir, '.', '--branch', 'main').stderr).toContain('--branch goes with --last N');
    expect(cli(dir, '--last', '5').stderr).toContain('--last needs --branch');
    const help = cli(dir, '--help');
    expect(help.stdout).toContain('Usage: ragcheck history REPORT...');
    expect(help.code).toBe(0);
  });

  test("--last N fetches the branch's report artifacts from the REST API, then the local report; expired ones are named", async () => {
    const github = await startFakeGitHub('acme/shop');
    try {
      const reports = simulatedReports({ seed: 9000, slide: 0.03 });
      // Runs 1-11 uploaded by main's pushes (run 3's artifact expired); run 12 is this run: its artifact is uploaded
      // too, and its report is also given locally.
      reports.forEach((r, i) => {
        const { commit: _commit, date: _date, ...unlabelled } = r as typeof r & { commit?: string; date?: string };
        const artifact: FakeArtifact = {
          id: i + 1,
          name: 'ragcheck-report',
          branch: 'main',
          createdAt: `2026-11-${String(i + 1).padStart(2, '0')}T09:00:00Z`,
          sha: `${String(i + 1).padStart(2, '0')}${'a'.repeat(38)}`,
          runId: 500 + i + 1,
          ...(i === 2 ? { expired: true } : {}),
          zip: writeZip([{ name: 'ragcheck.json', data: JSON.stringify(unlabelled) }]),
        };
        github.artifacts.push(artifact);
      });
      const dir = mkdtempSync(join(tmpdir(), 'ragcheck-history-last-'));
      dirs.push(dir);
      writeFileSync(join(dir, 'ragcheck.json'), JSON.stringify(reports[11]));
      const token = 'ghs_history-secret-token';
      const env = {
        GITHUB_API_URL: github.url,
        GITHUB_TOKEN: token,
        GITHUB_REPOSITORY: 'acme/shop',
        GITHUB_RUN_ID: '512',
      };
      const json = await cliAsync(dir, env, '--last', '20', '--branch', 'main', 'ragcheck.json', '--format', 'json');
      const view = JSON.parse(json.stdout.slice(json.stdout.indexOf('{')));
      // 10 artifacts (12 less the expired one and this run's own), then the local report.
      expect(view.runs.map((r: { source: string }) => r.source)).toEqual([
        ...[1, 2, 4, 5, 6, 7, 8, 9, 10, 11].map((id) => `artifact ${id} (ragcheck-report)`),
        'ragcheck.json',
      ]);
      // Reports without labels of their own are labelled by what the API says of their artifact.
      expect(view.runs[0]).toMatchObject({ commit: `01${'a'.repeat(38)}`, date: '2026-11-01T09:00:00Z' });
      expect(view.notes.join('\n')).toMatch(/artifact 3 \(run 503, .*\): artifact expired/);
      expect(json.code).toBe(1);
      expect(`${json.stdout}${json.stderr}`).not.toContain(token);

      const html = await cliAsync(dir, env, '--last', '4', '--branch', 'main', '--format', 'html', '--out', 'h.html');
      expect(html.stdout).toContain('html written to h.html');
      expect(readFileSync(join(dir, 'h.html'), 'utf8')).toMatch(/^<!doctype html>/i);

      // No token: said, and the local reports alone are the series (one run: too few).
      const { GITHUB_TOKEN: _t, ...noToken } = env;
      const without = await cliAsync(dir, noToken, '--last', '5', '--branch', 'main', 'ragcheck.json');
      expect(without.stdout).toMatch(/ragcheck history: .*token/i);
      expect(without.stderr).toContain('a history needs at least 2 runs; got 1');
      expect(without.code).toBe(2);
    } finally {
      await github.close();
    }
  });
});
