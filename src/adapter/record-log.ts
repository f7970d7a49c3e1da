/**
 * What a `ragcheck record` run did, case by case, so the command can count it: `recorded 14 of 16 cases (2 failed:
 * ...)`. The command names a file in `RAGCHECK_RECORD_LOG`; each eval case that runs appends a line (`defineRagSuite`),
 * and so does each recording written or failed (`withRecording`). Lines are appended by every Vitest worker at once:
 * each is one small `appendFileSync`, which a local file system writes whole (`O_APPEND`).
 */
import { appendFileSync, readFileSync } from 'node:fs';

export const RECORD_LOG_ENV = 'RAGCHECK_RECORD_LOG';

export type RecordEvent =
  /** The case ran in a suite. */
  | { event: 'case'; case: string; suite: string }
  /** Its answer was recorded (`trial` from 0), or replayed because it was there (`--missing`). */
  | { event: 'recorded' | 'replayed'; case: string; trial: number }
  /** Asking the app failed: nothing was recorded for this trial. */
  | { event: 'failed'; case: string; trial: number; error: string };

/** Appends an event when a `ragcheck record` run asked for the log; otherwise does nothing. */
export function logRecordEvent(event: RecordEvent, env: NodeJS.ProcessEnv = process.env): void {
  const file = env[RECORD_LOG_ENV];
  if (!file) return;
  try {
    appendFileSync(file, `${JSON.stringify(event)}\n`);
  } catch {
    // The count is a report on the run, not part of it: a log that cannot be written leaves the count short, and
    // the command then says a case was not recorded rather than claiming it was.
  }
}

/** The outcome of the cases of a record run. */
export interface RecordCount {
  /** Cases that ran (by suite and id). */
  cases: number;
  recorded: number;
  /** The cases not recorded, each with why (the first error, or that no withRecording adapter asked the app). */
  failed: Array<{ case: string; reason: string }>;
}

/** Reads a record log and counts it: a case is recorded when every trial asked was recorded or replayed. */
export function countRecordLog(file: string): RecordCount {
  let text = '';
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    // No file: no case ran.
  }
  const ran = new Map<string, string>();
  const recorded = new Set<string>();
  const errors = new Map<string, string>();
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    let event: RecordEvent;
    try {
      event = JSON.parse(line) as RecordEvent;
    } catch {
      continue;
    }
    if (event.event === 'case') ran.set(`${event.suite}\u0000${event.case}`, event.case);
    else if (event.event === 'failed') {
      if (!errors.has(event.case)) errors.set(event.case, event.error);
    } else recorded.add(event.case);
  }
  const failed: RecordCount['failed'] = [];
  let ok = 0;
  for (const id of ran.values()) {
    const error = errors.get(id);
    if (error !== undefined) failed.push({ case: id, reason: error });
    else if (recorded.has(id)) ok++;
    else
      failed.push({ case: id, reason: "its suite's adapter is not wrapped in withRecording, so nothing was recorded" });
  }
  return { cases: ran.size, recorded: ok, failed };
}
