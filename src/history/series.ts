/**
 * Reads a series of runs for `ragcheck history`: report files, folders and JSONL histories, in the order given.
 * A folder is read in name order: each `*.json` report in it is a run, each `*.jsonl` history adds its lines, and
 * each sub-folder is one run (its reports merged, as shard reports of one run are, e.g. a downloaded artifact).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { type Run, readRun, statInput } from '../compare/index.js';
import { ConfigError } from '../errors.js';
import { type HistorySeries, runFigures, type SeriesEntry } from './figures.js';
import { parseHistoryLines } from './jsonl.js';

/** The series entry of a run read from reports (`readRun`, or an artifact downloaded and read). */
export function seriesEntryOfRun(run: Run, source: string = run.path): SeriesEntry {
  return {
    source,
    ...(run.commit ? { commit: run.commit } : {}),
    ...(run.branch ? { branch: run.branch } : {}),
    ...(run.date ? { date: run.date } : {}),
    suites: runFigures(run),
    run,
  };
}

const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** A JSON file of a folder that is no ragcheck report (a folder may hold other JSON): skipped, with a note. */
function isReportFile(file: string): boolean {
  try {
    const data = JSON.parse(readFileSync(file, 'utf8')) as unknown;
    return typeof data === 'object' && data !== null && 'suites' in data && 'cases' in data;
  } catch {
    return true; // readRun says what is wrong with it, naming the file
  }
}

function readFolder(path: string, absolute: string, cwd: string, series: HistorySeries): void {
  const entries = readdirSync(absolute, { withFileTypes: true }).sort((a, b) => byName(a.name, b.name));
  let found = 0;
  for (const entry of entries) {
    const shown = join(path, entry.name);
    const full = join(absolute, entry.name);
    if (entry.isDirectory()) {
      series.entries.push(seriesEntryOfRun(readRun(shown, cwd)));
      found++;
    } else if (entry.isFile() && entry.name.endsWith('.jsonl')) {
      series.entries.push(...parseHistoryLines(readFileSync(full, 'utf8'), shown));
      found++;
    } else if (entry.isFile() && entry.name.endsWith('.json')) {
      if (!isReportFile(full)) {
        series.notes.push(`${shown}: not a ragcheck report (no "suites" and "cases"): skipped`);
        continue;
      }
      series.entries.push(seriesEntryOfRun(readRun(shown, cwd)));
      found++;
    }
  }
  if (found === 0) {
    throw new ConfigError(
      `${path}: no ragcheck report or history in this folder (no .json report, .jsonl history or sub-folder). Give report files, a folder of them, or a history.jsonl.`,
    );
  }
}

/** Reads the series: each path a report file, a JSONL history or a folder (see the file's comment), in order. */
export function readHistorySeries(paths: readonly string[], cwd: string): HistorySeries {
  const series: HistorySeries = { entries: [], notes: [] };
  for (const path of paths) {
    const { absolute, stat } = statInput(
      path,
      cwd,
      'it',
      'Give report files (reports/ragcheck.json), folders of them, or a history.jsonl.',
    );
    if (stat.isDirectory()) readFolder(path, absolute, cwd, series);
    else if (basename(path).endsWith('.jsonl')) {
      let text: string;
      try {
        text = readFileSync(absolute, 'utf8');
      } catch (error) {
        throw new ConfigError(`${path}: cannot read the history (${(error as Error).message}).`);
      }
      series.entries.push(...parseHistoryLines(text, path));
    } else series.entries.push(seriesEntryOfRun(readRun(path, cwd)));
  }
  return series;
}
