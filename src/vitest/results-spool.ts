/**
 * The results file: how a case's full `CaseResult` reaches the ragcheck reporter without living in Vitest's state.
 *
 * Vitest keeps every test's meta in the main process until the run ends (for reporters, blob files, the UI), so a
 * result carried as `task.meta.ragcheck` makes the main process grow with the number of cases (BENCHMARKS.md,
 * issue 15). When the ragcheck reporter is the only reader of the results, it gives the workers a directory
 * (`inject('ragcheckResults')`); each eval file's suite appends one JSON line per finished case to its own file
 * there, written synchronously before the test ends (so a worker that crashes later loses nothing it finished), and
 * the test's meta carries only a mark and the annotations. The reporter reads the files at run end.
 */
import { closeSync, lstatSync, mkdtempSync, openSync, readdirSync, readSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { threadId } from 'node:worker_threads';
import { errorMessage } from '../errors.js';
import type { CaseResult } from '../types.js';

/** What the reporter provides to the workers when results go through files. */
export interface ResultsSpoolProvided {
  /** Directory the workers write their results files into. */
  dir: string;
}

/** One line of a results file. */
interface SpoolRecord {
  /** The Vitest task id of the case's test (the reporter's `TestCase.id`). */
  test: string;
  result: CaseResult;
}

let fileCount = 0;

/** Appends the results of one eval file's suite to its own file in `dir`, opened on the first result. */
export class ResultsSpoolWriter {
  private fd: number | undefined;
  constructor(private readonly dir: string) {}

  /** Writes the line before returning: once this returns, the result survives the worker's crash. */
  write(testId: string, result: CaseResult): void {
    if (this.fd === undefined) {
      this.fd = openSync(join(this.dir, `${process.pid}-${threadId}-${fileCount++}.jsonl`), 'a');
    }
    const record: SpoolRecord = { test: testId, result };
    writeSync(this.fd, `${JSON.stringify(record)}\n`);
  }

  close(): void {
    if (this.fd === undefined) return;
    closeSync(this.fd);
    this.fd = undefined;
  }
}

/** Where a result's line is in a results file (byte offsets), to read it again. */
interface SpoolLine {
  file: string;
  start: number;
  end: number;
}

const READ_SIZE = 1 << 20;
const NEWLINE = 0x0a;

/**
 * The lines of a file with their byte offsets, read a megabyte at a time: no string the size of the file (one per
 * eval file, megabytes each at scale) is ever made, so the run's end does not fill the heap with large strings.
 */
function* linesOf(file: string): Generator<SpoolLine & { text: string }> {
  const fd = openSync(file, 'r');
  try {
    let buffer = Buffer.allocUnsafe(READ_SIZE);
    let length = 0;
    let offset = 0; // the file offset of buffer[0]
    for (;;) {
      if (length === buffer.length) {
        // One line longer than the buffer: make room.
        const bigger = Buffer.allocUnsafe(buffer.length * 2);
        buffer.copy(bigger, 0, 0, length);
        buffer = bigger;
      }
      const read = readSync(fd, buffer, length, buffer.length - length, null);
      length += read;
      const filled = buffer.subarray(0, length);
      let start = 0;
      for (let end = filled.indexOf(NEWLINE, start); end !== -1; end = filled.indexOf(NEWLINE, start)) {
        yield { file, start: offset + start, end: offset + end, text: filled.toString('utf8', start, end) };
        start = end + 1;
      }
      if (read === 0) {
        if (start < length)
          yield { file, start: offset + start, end: offset + length, text: filled.toString('utf8', start) };
        return;
      }
      buffer.copy(buffer, 0, start, length);
      offset += start;
      length -= start;
    }
  } finally {
    closeSync(fd);
  }
}

/**
 * A passing case's result without what only its own table row and the JSON report show (question, answer, claims,
 * gates, retrieved and golden ids): what counts, gates, tag summaries and baselines read is all kept.
 */
function slimmed(result: CaseResult): CaseResult {
  return { ...result, question: '', answer: null, claims: [], gates: [], retrieved: [], golden: [] };
}

/** Results directories are named `ragcheck-results-<pid of the run's main process>-<random>`. */
const DIR_PREFIX = 'ragcheck-results-';
const DIR_NAME = /^ragcheck-results-(\d+)-[A-Za-z0-9]{6}$/;
/** How long a dead run's results directory is left alone (its pid may belong to another PID namespace). */
export const STALE_RESULTS_AGE_MS = 24 * 60 * 60 * 1000;

/** Whether a process with this id runs (EPERM: it does, as another user). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The latest modification time of a directory and its entries (a live run's files are written to as it goes). */
function lastWritten(dir: string, mtimeMs: number): number {
  let latest = mtimeMs;
  for (const name of readdirSync(dir)) latest = Math.max(latest, lstatSync(join(dir, name)).mtimeMs);
  return latest;
}

/**
 * Removes the results directories in `parent` that runs killed before their end left behind (SIGKILL, a crash):
 * only directories (not links) named as ragcheck names them, owned by this user, whose run's process is gone and
 * that nothing has written to for {@link STALE_RESULTS_AGE_MS}. Best effort: one it cannot remove stays. Returns
 * the directories removed.
 */
export function removeStaleResultsDirs(parent: string, now = Date.now()): string[] {
  const removed: string[] = [];
  let names: string[];
  try {
    names = readdirSync(parent);
  } catch {
    return removed;
  }
  const uid = process.getuid?.();
  for (const name of names) {
    const pid = Number(DIR_NAME.exec(name)?.[1]);
    if (!pid || pid === process.pid || isRunning(pid)) continue;
    const dir = join(parent, name);
    try {
      const stat = lstatSync(dir);
      if (!stat.isDirectory() || (uid !== undefined && stat.uid !== uid)) continue;
      if (now - lastWritten(dir, stat.mtimeMs) < STALE_RESULTS_AGE_MS) continue;
      rmSync(dir, { recursive: true, force: true });
      removed.push(dir);
    } catch {
      // Gone already, or not ours to remove: leave it.
    }
  }
  return removed;
}

/**
 * The main process's side: the directory, and the results read back at run end. A file's last line cut short (a
 * worker killed mid-write) is skipped; its test then shows as a case whose result was lost.
 */
export class ResultsSpool {
  readonly dir: string;
  private readonly lines = new WeakMap<CaseResult, SpoolLine>();
  private open: { file: string; fd: number } | undefined;

  /** Makes the directory in `parent`, first removing the ones killed runs left there ({@link removeStaleResultsDirs}). */
  constructor(parent: string = tmpdir()) {
    removeStaleResultsDirs(parent);
    this.dir = mkdtempSync(join(parent, `${DIR_PREFIX}${process.pid}-`));
  }

  /**
   * Reads every results file written so far; results by test id. With `slim`, a passing case's result is kept
   * {@link slimmed} (most of a run's results, and most of the main process's memory at run end) and
   * {@link full} reads it again when it is needed whole.
   */
  read({ slim = false }: { slim?: boolean } = {}): { results: Map<string, CaseResult>; problems: string[] } {
    const results = new Map<string, CaseResult>();
    const problems: string[] = [];
    let names: string[];
    try {
      names = readdirSync(this.dir);
    } catch (error) {
      return { results, problems: [`cannot read the results directory ${this.dir}: ${errorMessage(error)}`] };
    }
    for (const name of names.sort()) {
      const file = join(this.dir, name);
      try {
        for (const line of linesOf(file)) {
          if (line.text === '') continue;
          let record: SpoolRecord;
          try {
            record = JSON.parse(line.text) as SpoolRecord;
          } catch {
            problems.push(`a cut-short line in the results file ${file} (a worker stopped while writing it)`);
            continue;
          }
          if (slim && record.result.status === 'passed') {
            const kept = slimmed(record.result);
            this.lines.set(kept, { file, start: line.start, end: line.end });
            results.set(record.test, kept);
          } else {
            results.set(record.test, record.result);
          }
        }
      } catch (error) {
        problems.push(`cannot read the results file ${file}: ${errorMessage(error)}`);
      }
    }
    return { results, problems };
  }

  /** The whole result of a case {@link read} kept slimmed (its line read again), else `result` itself. */
  full(result: CaseResult): CaseResult {
    const at = this.lines.get(result);
    if (!at) return result;
    if (this.open?.file !== at.file) {
      this.closeOpen();
      this.open = { file: at.file, fd: openSync(at.file, 'r') };
    }
    const bytes = Buffer.allocUnsafe(at.end - at.start);
    readSync(this.open.fd, bytes, 0, bytes.length, at.start);
    return (JSON.parse(bytes.toString('utf8')) as SpoolRecord).result;
  }

  /** Removes the directory and whatever is left in it. */
  remove(): void {
    this.closeOpen();
    rmSync(this.dir, { recursive: true, force: true });
  }

  private closeOpen(): void {
    if (this.open) closeSync(this.open.fd);
    this.open = undefined;
  }
}
