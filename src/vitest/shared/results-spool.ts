/**
 * The results file: how a case's full `CaseResult` reaches the ragcheck reporter without living in Vitest's state.
 *
 * Vitest keeps every test's meta in the main process until the run ends (for reporters, blob files, the UI), so a
 * result carried as `task.meta.ragcheck` makes the main process grow with the number of cases (docs/research/benchmarks.md).
 * When the ragcheck reporter is the only reader of the results, it gives the workers a directory
 * (`inject('ragcheckResults')`); each eval file's suite appends one JSON line per finished case to its own file
 * there, written synchronously before the test ends (so a worker that crashes later loses nothing it finished), and
 * the test's meta carries only a mark and the annotations. The reporter reads an eval file's results when the file
 * ends (its results files are named after its Vitest module id), and at run end whatever is left (a file whose
 * worker died).
 */
import { closeSync, lstatSync, mkdtempSync, openSync, readdirSync, readSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { threadId } from 'node:worker_threads';
import { errorMessage } from '../../errors.js';
import { isProcessRunning } from '../../fs/index.js';
import { type CaseResult, type CaseResultJson, caseResultFromJson, caseResultToJson } from '../../types.js';

/** What the reporter provides to the workers when results go through files. */
export interface ResultsSpoolProvided {
  /** Directory the workers write their results files into. */
  dir: string;
}

/** One line of a results file: the result as the JSON report writes it, so it is copied into the report as text. */
interface SpoolRecord {
  /** The Vitest task id of the case's test (the reporter's `TestCase.id`). */
  test: string;
  result: CaseResultJson;
}

let fileCount = 0;

/** The start of the names of the results files of the eval file whose Vitest module (task) id is `moduleId`. */
const namePrefix = (moduleId: string) => `${encodeURIComponent(moduleId)}~`;

/** Appends the results of one eval file's suite to its own file in `dir`, opened on the first result. */
export class ResultsSpoolWriter {
  private fd: number | undefined;
  constructor(private readonly dir: string) {}

  /**
   * Writes the line before returning: once this returns, the result survives the worker's crash. `moduleId` is the
   * id of the eval file's Vitest module (`ctx.task.file.id`), the same for every result of this writer.
   */
  write(testId: string, result: CaseResult, moduleId: string): void {
    if (this.fd === undefined) {
      const name = `${namePrefix(moduleId)}${process.pid}-${threadId}-${fileCount++}.jsonl`;
      this.fd = openSync(join(this.dir, name), 'a');
    }
    const record = { test: testId, result: caseResultToJson(result) };
    writeSync(this.fd, `${JSON.stringify(record)}\n`);
  }

  close(): void {
    if (this.fd === undefined) return;
    closeSync(this.fd);
    this.fd = undefined;
  }
}

/** Where a line, or a result's JSON in its line, is in a results file (byte offsets), to read it again. */
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

/**
 * Results directories are named `ragcheck-results-<pid of the run's main process>-<random>`; builds before 2abcb20
 * named them `ragcheck-results-<random>` (mkdtemp's six characters), without the pid.
 */
const DIR_PREFIX = 'ragcheck-results-';
const DIR_NAME = /^ragcheck-results-(?:(\d+)-)?[A-Za-z0-9]{6}$/;
/** How long a dead run's results directory is left alone (its pid may belong to another PID namespace). */
export const STALE_RESULTS_AGE_MS = 24 * 60 * 60 * 1000;

/** The latest modification time of a directory and its entries (a live run's files are written to as it goes). */
function lastWritten(dir: string, mtimeMs: number): number {
  let latest = mtimeMs;
  for (const name of readdirSync(dir)) latest = Math.max(latest, lstatSync(join(dir, name)).mtimeMs);
  return latest;
}

/**
 * Removes the results directories in `parent` that runs killed before their end left behind (SIGKILL, a crash):
 * only directories (not links) named as ragcheck names them (now or before 2abcb20), owned by this user, whose
 * run's process is gone (or unknown, for the older names) and that nothing has written to for
 * {@link STALE_RESULTS_AGE_MS}. Best effort: one it cannot remove stays. Returns
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
    const match = DIR_NAME.exec(name);
    if (!match) continue;
    // An older build's directory names no pid: its age alone says whether its run is over.
    const pid = match[1] === undefined ? undefined : Number(match[1]);
    if (pid !== undefined && (!pid || pid === process.pid || isProcessRunning(pid))) continue;
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
 * The main process's side: the directory, and the results read back as eval files end ({@link readModule}) and at
 * run end ({@link read}). A file's last line cut short (a worker killed mid-write) is skipped; its test then shows as
 * a case whose result was lost.
 */
export class ResultsSpool {
  readonly dir: string;
  private readonly slim: boolean;
  private readonly results = new Map<string, CaseResult>();
  private readonly problems: string[] = [];
  /** The files read so far, by name. */
  private readonly done = new Set<string>();
  /** Where the whole result of each slimmed result is. */
  private readonly lines = new WeakMap<CaseResult, SpoolLine>();
  private open: { file: string; fd: number } | undefined;

  /**
   * Makes the directory in `parent`, first removing the ones killed runs left there ({@link removeStaleResultsDirs}).
   * With `slim`, a passing case's result is kept {@link slimmed} (most of a run's results, and most of the main
   * process's memory) and {@link wholeJson} and {@link full} read it again when it is needed whole.
   */
  constructor(parent: string = tmpdir(), { slim = false }: { slim?: boolean } = {}) {
    removeStaleResultsDirs(parent);
    this.dir = mkdtempSync(join(parent, `${DIR_PREFIX}${process.pid}-`));
    this.slim = slim;
  }

  /** Reads the results files of the eval file with this Vitest module id (call it once the file has ended). */
  readModule(moduleId: string): void {
    const prefix = namePrefix(moduleId);
    this.readFiles((name) => name.startsWith(prefix));
  }

  /** Reads every results file not read yet; every result read so far by test id, and what could not be read. */
  read(): { results: Map<string, CaseResult>; problems: string[] } {
    this.readFiles(() => true);
    return { results: this.results, problems: this.problems };
  }

  private readFiles(wanted: (name: string) => boolean): void {
    let names: string[];
    try {
      names = readdirSync(this.dir);
    } catch (error) {
      this.problems.push(`cannot read the results directory ${this.dir}: ${errorMessage(error)}`);
      return;
    }
    for (const name of names.sort()) {
      if (this.done.has(name) || !wanted(name)) continue;
      this.done.add(name);
      this.readFile(join(this.dir, name));
    }
  }

  private readFile(file: string): void {
    try {
      for (const line of linesOf(file)) {
        if (line.text === '') continue;
        let record: SpoolRecord;
        try {
          record = JSON.parse(line.text) as SpoolRecord;
        } catch {
          this.problems.push(`a cut-short line in the results file ${file} (a worker stopped while writing it)`);
          continue;
        }
        const result = caseResultFromJson(record.result) as CaseResult;
        if (this.slim && result.outcome === 'pass') {
          const kept = slimmed(result);
          // The result's own JSON within the line `{"test":<id>,"result":<result>}`, as the worker wrote it.
          const start = line.start + Buffer.byteLength(`{"test":${JSON.stringify(record.test)},"result":`);
          this.lines.set(kept, { file, start, end: line.end - 1 });
          this.results.set(record.test, kept);
        } else {
          this.results.set(record.test, result);
        }
      }
    } catch (error) {
      this.problems.push(`cannot read the results file ${file}: ${errorMessage(error)}`);
    }
  }

  /**
   * The JSON text of the whole result of a case kept slimmed, as the JSON report writes it (read again from its
   * file, as the worker wrote it: `JSON.stringify` of `caseResultToJson` of the result {@link full} gives), else
   * undefined.
   */
  wholeJson(result: CaseResult): string | undefined {
    const at = this.lines.get(result);
    if (!at) return undefined;
    if (this.open?.file !== at.file) {
      this.closeOpen();
      this.open = { file: at.file, fd: openSync(at.file, 'r') };
    }
    const bytes = Buffer.allocUnsafe(at.end - at.start);
    readSync(this.open.fd, bytes, 0, bytes.length, at.start);
    return bytes.toString('utf8');
  }

  /** The whole result of a case kept slimmed, else `result` itself. */
  full(result: CaseResult): CaseResult {
    const json = this.wholeJson(result);
    return json === undefined ? result : (caseResultFromJson(JSON.parse(json) as CaseResultJson) as CaseResult);
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
