/**
 * The JSONL history: one line per run (commit, branch, date and each suite's figures), appended and never
 * rewritten, so a team keeps its series in one small file (committed or cached) after the report artifacts expire.
 */
import { closeSync, existsSync, fsyncSync, openSync, readFileSync, writeSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import { z } from 'zod';
import type { Run } from '../compare/index.js';
import { ConfigError, FileWriteError } from '../errors.js';
import { runFigures, type SeriesEntry, SuiteFiguresSchema } from './figures.js';

/** The version of a history line: a reader refuses a line newer than it knows. */
export const HISTORY_LINE_VERSION = 1;

/** One line of the JSONL history: one run. */
export const HistoryLineSchema = z.object({
  ragcheckHistory: z.number().int().positive(),
  commit: z.string().optional(),
  branch: z.string().optional(),
  date: z.string().optional(),
  /** The report the line was made from, as given to `--append`. */
  report: z.string().optional(),
  suites: z.array(SuiteFiguresSchema),
});
export type HistoryLine = z.infer<typeof HistoryLineSchema>;

/** The history line of a run read from its report(s). */
export function historyLine(run: Run): HistoryLine {
  return {
    ragcheckHistory: HISTORY_LINE_VERSION,
    ...(run.commit ? { commit: run.commit } : {}),
    ...(run.branch ? { branch: run.branch } : {}),
    ...(run.date ? { date: run.date } : {}),
    report: run.path,
    suites: runFigures(run),
  };
}

function lineError(where: string, problem: string): never {
  throw new ConfigError(
    `${where}: ${problem}. Each line of a ragcheck history is written by \`ragcheck history --append\`: remove or fix the line (the lines before it are kept as they are).`,
  );
}

/** Parses a JSONL history's text; `shown` names the file in errors and in each run's source (`history.jsonl:4`). */
export function parseHistoryLines(text: string, shown: string): SeriesEntry[] {
  const entries: SeriesEntry[] = [];
  const lines = text.split('\n');
  lines.forEach((raw, i) => {
    const where = `${shown}:${i + 1}`;
    if (raw.trim() === '') return;
    let data: unknown;
    try {
      data = JSON.parse(raw);
    } catch (error) {
      const torn = i === lines.length - 1 ? ' (the last line has no newline: a write was cut short)' : '';
      lineError(where, `not valid JSON${torn} (${(error as Error).message})`);
    }
    const version = (data as { ragcheckHistory?: unknown } | null)?.ragcheckHistory;
    if (typeof version === 'number' && version > HISTORY_LINE_VERSION) {
      throw new ConfigError(
        `${where}: a history line of version ${version}, newer than this ragcheck reads (${HISTORY_LINE_VERSION}). Update ragcheck in this project.`,
      );
    }
    const parsed = HistoryLineSchema.safeParse(data);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      lineError(where, `field "${issue?.path.join('.') ?? ''}" ${issue?.message ?? 'is invalid'}`);
    }
    const line = parsed.data;
    entries.push({
      source: where,
      ...(line.commit ? { commit: line.commit } : {}),
      ...(line.branch ? { branch: line.branch } : {}),
      ...(line.date ? { date: line.date } : {}),
      suites: line.suites,
    });
  });
  return entries;
}

/**
 * Appends one line per run to the JSONL history `file` (created when missing), with one write to the end of the
 * file: the lines already there are never read back into it or rewritten. Refuses a file whose last line was cut
 * short (no final newline), since a line appended to it would be glued to the broken one. A failed write throws a
 * FileWriteError naming the file.
 */
export function appendHistory(file: string, runs: readonly Run[], cwd: string, shown = file): number {
  const path = isAbsolute(file) ? file : resolve(cwd, file);
  if (existsSync(path)) {
    let text: string;
    try {
      text = readFileSync(path, 'utf8');
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
      throw new ConfigError(`${shown}: cannot read the history (${code}). Give a JSONL history file to append to.`);
    }
    if (text.length > 0 && !text.endsWith('\n')) {
      const line = text.split('\n').length;
      throw new ConfigError(
        `${shown}:${line}: the last line has no newline (a write was cut short). Remove that line, then append again.`,
      );
    }
    parseHistoryLines(text, shown);
  }
  const text = runs.map((run) => `${JSON.stringify(historyLine(run))}\n`).join('');
  let fd: number | undefined;
  try {
    fd = openSync(path, 'a');
    writeSync(fd, text);
    fsyncSync(fd);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const reason = (error as Error).message;
    throw new FileWriteError(
      `cannot append to ${shown}: ${reason}. The lines already there are unchanged; a line this write cut short is named by the next append or read (remove it).`,
      { file: shown, reason, ...(code ? { code } : {}), cause: error },
    );
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
  return runs.length;
}
