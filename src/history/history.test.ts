/**
 * The history of a series: the trend test over the halves, compare's rule on each pair (shown, not counted), the
 * last pair, JSONL lines read as a series and the renderers, on seeded simulated apps (src/history/simulate.ts).
 */
import { execFileSync } from 'node:child_process';
import { appendFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { runProvenance } from '../report/index.js';
import { buildHistoryView, historyDropped } from './build.js';
import type { SeriesEntry } from './figures.js';
import { appendHistory, parseHistoryLines } from './jsonl.js';
import { formatHistoryMarkdown, formatHistoryText, mermaidChart, sparkline } from './render.js';
import { readHistorySeries, seriesEntryOfRun } from './series.js';
import { type SimulatedAppOptions, simulatedReports, simulatedRun } from './simulate.js';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});
const tmp = () => {
  const dir = mkdtempSync(join(tmpdir(), 'ragcheck-history-'));
  dirs.push(dir);
  return dir;
};

function series(options: SimulatedAppOptions): SeriesEntry[] {
  return simulatedReports(options).map((r, i) => seriesEntryOfRun(simulatedRun(r, `run-${i + 1}.json`)));
}
const view = (entries: SeriesEntry[]) => buildHistoryView({ entries, notes: [] });

describe('the trend over a series', () => {
  const SEEDS = Array.from({ length: 20 }, (_, i) => 9000 + i);

  test('a slide of 0.03 a run is flagged in every series, while its adjacent pairs are rarely significant', () => {
    let pairs = 0;
    let flaggedPairs = 0;
    for (const seed of SEEDS) {
      const v = view(series({ seed, slide: 0.03 }));
      const suite = v.suites[0];
      expect(suite?.trend?.flagged, `seed ${seed}`).toBe(true);
      expect(historyDropped(v)).toBe(true);
      pairs += 11;
      flaggedPairs += suite?.flaggedRuns.length ?? 0;
    }
    // Each merge within noise: compare's rule flags few of the 220 pairs (about 5% in docs/research/history.md).
    expect(flaggedPairs / pairs).toBeLessThan(0.12);
  });

  test('a series with no significant pair anywhere still shows the slide: the trend flags it, exit 1', () => {
    const quiet = SEEDS.map((seed) => view(series({ seed, slide: 0.03 }))).filter(
      (v) => v.suites[0]?.flaggedRuns.length === 0,
    );
    expect(quiet.length).toBeGreaterThan(5);
    for (const v of quiet) {
      expect(v.suites[0]?.trend?.flagged).toBe(true);
      expect(v.suites[0]?.lastPair?.flagged).toBe(false);
      expect(historyDropped(v)).toBe(true);
    }
  });

  test('an unchanged app is rarely flagged (the level holds)', () => {
    const flagged = SEEDS.filter((seed) => historyDropped(view(series({ seed, slide: 0 })))).length;
    expect(flagged).toBeLessThanOrEqual(2);
  });

  test('an older pair that regressed is shown, never counted: exit 0 when the trend and the last pair hold', () => {
    const entries = series({ seed: 4, slide: 0, cases: 30 });
    // Run 3 is a broken build (every case fails), run 4 the fix: the halves are not lower at the end.
    const broken = simulatedReports({ seed: 5, slide: 0, cases: 30, start: [0, 0] })[2];
    if (!broken) throw new Error('no run');
    entries[2] = seriesEntryOfRun(simulatedRun(broken, 'broken.json'));
    const v = view(entries);
    expect(v.suites[0]?.flaggedRuns).toEqual([2]);
    expect(v.suites[0]?.trend?.flagged).toBe(false);
    expect(v.suites[0]?.lastPair?.flagged).toBe(false);
    expect(historyDropped(v)).toBe(false);
    expect(formatHistoryText(v)).toContain(`flagged against the previous run: #3 ${v.runs[2]?.label}`);
  });

  test('the last run breaking is flagged by the last pair (the pooled suite test of compare), trend or not', () => {
    const entries = series({ seed: 6, slide: 0, cases: 30 });
    const broken = simulatedReports({ seed: 6, slide: 0, cases: 30, start: [0, 0] })[11];
    if (!broken) throw new Error('no run');
    entries[11] = seriesEntryOfRun(simulatedRun(broken, 'broken.json'));
    const v = view(entries);
    expect(v.suites[0]?.lastPair?.flagged).toBe(true);
    expect(v.suites[0]?.lastPair?.description).toMatch(/suite passed \d+\/90 -> 0\/90 trials/);
    expect(historyDropped(v)).toBe(true);
  });

  test('pass rate and the gated metric are per run; labels are the commits', () => {
    const entries = series({ seed: 7 });
    const v = view(entries);
    expect(v.runs.map((r) => r.label)).toEqual(entries.map((e) => e.commit?.slice(0, 7)));
    expect(v.suites[0]?.metrics.map((m) => m.name)).toEqual(['passRate', 'faithfulness']);
    expect(v.suites[0]?.metrics[1]?.threshold).toBe(0.6);
    // compare's notice on its pairs is said once, not once per pair.
    expect(v.notes.filter((n) => n.startsWith('pairs of runs: with 3 trials per case'))).toHaveLength(1);
    const first = entries[0]?.suites[0];
    expect(v.suites[0]?.metrics[0]?.values[0]).toBeCloseTo((first?.counts.passed ?? 0) / (first?.counts.n ?? 1), 10);
  });
});

describe('reading a series', () => {
  test('a folder in name order; JSON that is no report is skipped with a note; a sub-folder is one run', () => {
    const dir = tmp();
    const reports = simulatedReports({ seed: 11, runs: 4 });
    reports.forEach((r, i) => {
      writeFileSync(join(dir, `0${4 - i}-run.json`), JSON.stringify(r));
    });
    writeFileSync(join(dir, 'package.json'), '{"name":"x"}');
    mkdirSync(join(dir, '99-shards'));
    writeFileSync(join(dir, '99-shards/a.json'), JSON.stringify(reports[0]));
    const read = readHistorySeries(['.'], dir);
    expect(read.entries.map((e) => e.source)).toEqual([
      '01-run.json',
      '02-run.json',
      '03-run.json',
      '04-run.json',
      '99-shards',
    ]);
    expect(read.entries.map((e) => e.commit)).toEqual([...reports.map((r) => r.commit).reverse(), reports[0]?.commit]);
    expect(read.notes).toEqual(['package.json: not a ragcheck report (no "suites" and "cases"): skipped']);
  });

  test('a report without commit, branch and date still reads, labelled by its file name', () => {
    const dir = tmp();
    for (const [i, r] of simulatedReports({ seed: 12, runs: 2 }).entries()) {
      const { commit: _c, branch: _b, date: _d, ...old } = r;
      writeFileSync(join(dir, `old-${i}.json`), JSON.stringify(old));
    }
    const v = buildHistoryView(readHistorySeries(['old-0.json', 'old-1.json'], dir));
    expect(v.runs.map((r) => r.label)).toEqual(['old-0.json', 'old-1.json']);
    expect(v.runs[0]).not.toHaveProperty('commit');
  });

  test('an unreadable path is named', () => {
    expect(() => readHistorySeries(['missing.json'], tmp())).toThrow(/^missing\.json: cannot read it \(ENOENT\)/);
  });
});

describe('the JSONL history', () => {
  test('appending keeps every earlier byte; its lines read as the same series, with the same trend', () => {
    const dir = tmp();
    const reports = simulatedReports({ seed: 13, slide: 0.03 });
    const runs = reports.map((r, i) => simulatedRun(r, `r${i}.json`));
    appendHistory('history.jsonl', runs.slice(0, 5), dir);
    const before = readFileSync(join(dir, 'history.jsonl'), 'utf8');
    appendHistory('history.jsonl', runs.slice(5), dir);
    const after = readFileSync(join(dir, 'history.jsonl'), 'utf8');
    expect(after.startsWith(before)).toBe(true);
    expect(after.trimEnd().split('\n')).toHaveLength(12);
    const fromLines = buildHistoryView(readHistorySeries(['history.jsonl'], dir));
    const fromReports = view(runs.map((r) => seriesEntryOfRun(r)));
    expect(fromLines.runs.map((r) => r.source)).toEqual(Array.from({ length: 12 }, (_, i) => `history.jsonl:${i + 1}`));
    expect(fromLines.runs.map((r) => r.commit)).toEqual(fromReports.runs.map((r) => r.commit));
    expect(fromLines.suites[0]?.metrics).toEqual(fromReports.suites[0]?.metrics);
    expect(fromLines.suites[0]?.trend?.pValue).toBe(fromReports.suites[0]?.trend?.pValue);
    expect(fromLines.suites[0]?.lastPair?.description).toContain('pooled counts only');
  });

  test('a line cut short is refused on append and named on read', () => {
    const dir = tmp();
    const runs = simulatedReports({ seed: 14, runs: 2 }).map((r, i) => simulatedRun(r, `r${i}.json`));
    appendHistory('h.jsonl', runs, dir);
    appendFileSync(join(dir, 'h.jsonl'), '{"ragcheckHistory":1,"suit');
    const text = readFileSync(join(dir, 'h.jsonl'), 'utf8');
    expect(() => appendHistory('h.jsonl', runs, dir)).toThrow(/^h\.jsonl:3: the last line has no newline/);
    expect(readFileSync(join(dir, 'h.jsonl'), 'utf8')).toBe(text);
    expect(() => parseHistoryLines(text, 'h.jsonl')).toThrow(
      /^h\.jsonl:3: not valid JSON \(the last line has no newline/,
    );
    expect(() => parseHistoryLines('{"ragcheckHistory":1,"suites":[{"name":"x"}]}\n', 'h.jsonl')).toThrow(
      /^h\.jsonl:1: field "suites\.0\.cases"/,
    );
  });
});

describe('the renderers', () => {
  test('markdown has a Mermaid xychart per suite: one x label per run, one line per metric with every value', () => {
    const v = view(series({ seed: 15 }));
    const suite = v.suites[0];
    if (!suite) throw new Error('no suite');
    const { chart, drawn } = mermaidChart(v, suite);
    expect(chart).toMatch(/^```mermaid\n---\nconfig:\n[\s\S]*?\n---\nxychart-beta\n/);
    expect(chart.match(/x-axis \[(.*)\]/)?.[1]?.split(', ')).toHaveLength(12);
    expect(chart.match(/^ {2}line \[/gm)).toHaveLength(2);
    expect(drawn).toEqual(['pass rate', 'faithfulness']);
    suite.metrics[1]?.values.splice(3, 1, null);
    expect(mermaidChart(v, suite).drawn).toEqual(['pass rate']);
    expect(formatHistoryMarkdown(v)).toContain('**DROP**: trend: last 6 runs below the first 6');
  });

  test('a sparkline is one character per run, higher for higher values, a space where there is none', () => {
    expect(sparkline([0, 0.5, 1, null])).toBe('▁▅█ ');
    // A point of noise moves a bar one step at most; the whole span is 7 steps of at least 0.1 / 7.
    const levels = [...sparkline([0.9, 0.91, 0.9])].map((c) => '▁▂▃▄▅▆▇█'.indexOf(c));
    expect(Math.max(...levels) - Math.min(...levels)).toBeLessThanOrEqual(1);
    expect(sparkline([0.2, 0.9])).toBe('▁█');
  });
});

describe('a report is labelled with what produced it', () => {
  test('GitHub Actions: GITHUB_SHA and the pull request branch, else the ref name', () => {
    const env = { GITHUB_ACTIONS: 'true', GITHUB_SHA: 'a'.repeat(40), GITHUB_HEAD_REF: '', GITHUB_REF_NAME: 'main' };
    const now = new Date('2026-12-06T08:00:00Z');
    expect(runProvenance(env, tmp(), now)).toEqual({
      commit: 'a'.repeat(40),
      branch: 'main',
      date: '2026-12-06T08:00:00.000Z',
    });
    expect(runProvenance({ ...env, GITHUB_HEAD_REF: 'fix-x' }, tmp(), now).branch).toBe('fix-x');
  });

  test('git: HEAD and its branch; outside a repository only the date', () => {
    const outside = tmp();
    expect(Object.keys(runProvenance({}, outside))).toEqual(['date']);
    const repo = tmp();
    const git = (...args: string[]) =>
      execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...args], { cwd: repo, encoding: 'utf8' });
    git('init', '-q', '-b', 'trunk');
    git('commit', '-q', '--allow-empty', '-m', 'x');
    const head = git('rev-parse', 'HEAD').trim();
    expect(runProvenance({}, repo)).toMatchObject({ commit: head, branch: 'trunk' });
  });
});

describe('appending where it cannot be written', () => {
  test('a history in a missing folder is a FileWriteError naming it; a folder as the history is bad input', () => {
    const dir = tmp();
    mkdirSync(join(dir, 'h.jsonl'));
    const runs = simulatedReports({ seed: 16, runs: 1 }).map((r) => simulatedRun(r, 'r.json'));
    expect(() => appendHistory('h.jsonl', runs, dir)).toThrow(/^h\.jsonl: cannot read the history \(EISDIR\)/);
    expect(() => appendHistory('missing/h.jsonl', runs, dir)).toThrow(
      expect.objectContaining({
        name: 'FileWriteError',
        message: expect.stringMatching(/^cannot append to missing\/h\.jsonl: .*ENOENT/),
      }),
    );
  });
});
