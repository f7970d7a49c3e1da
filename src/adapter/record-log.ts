/**
 * What a `ragcheck record` run did, case by case, so the command can count it: `recorded 14 of 16 cases (2 failed:
 * ...)`. The command names a file in `RAGCHECK_RECORD_LOG`; each eval case that runs appends a line (`defineRagSuite`),
 * and so does each recording written or failed (`withRecording`). Lines are appended by every Vitest worker at once:
 * each is one small `appendFileSync`, which a local file system writes whole (`O_APPEND`).
 */
import { appendFileSync, readFileSync } from 'node:fs';

export const RECORD_LOG_ENV = 'RAGCHECK_RECORD_LOG';

export type RecordEvent =
  /** The case ran in a suite (`judge`: the suite's judge, when it is a model judge whose answers are cached). */
  | { event: 'case'; case: string; suite: string; judge?: string }
  /** Its answer was recorded (`trial` from 0), or replayed because it was there (`--missing`). */
  | { event: 'recorded' | 'replayed'; case: string; trial: number }
  /** The recording no longer matches what produced it (replay), or there is none: `ragcheck record --check`. */
  | { event: 'stale'; case: string; trial: number; changed: string[] }
  | { event: 'missing'; case: string; trial: number; file?: string }
  /** The app answered and nothing was recorded (`RAGCHECK_RECORD=live`, `ragcheck drift`). */
  | { event: 'asked'; case: string; trial: number }
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
  /** Cases whose every trial was recorded by this run. */
  recorded: number;
  /** Cases whose recordings were up to date (or of unknown freshness) and kept. */
  kept: number;
  /** Cases with a stale recording that was not re-recorded, each with what changed (`--check`, a replay). */
  stale: Array<{ case: string; changed: string[] }>;
  /** Cases with no recording (`--check`, a replay). */
  missing: string[];
  /** The model judges the suites use (their answers go to the judge cache). */
  judges: string[];
  /** The cases not recorded, each with why (the first error, or that no withRecording adapter asked the app). */
  failed: Array<{ case: string; reason: string }>;
}

/** The events of a record log, in the order written; none when there is no file. A torn line is skipped. */
export function readRecordEvents(file: string): RecordEvent[] {
  let text = '';
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    // No file: no case ran.
  }
  const events: RecordEvent[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    try {
      events.push(JSON.parse(line) as RecordEvent);
    } catch {
      // A line cut short by a killed worker names nothing.
    }
  }
  return events;
}

/** Reads a record log and counts it: a case is recorded when every trial asked was recorded or replayed. */
export function countRecordLog(file: string): RecordCount {
  const ran = new Map<string, string>();
  const recorded = new Set<string>();
  const replayed = new Set<string>();
  const stale = new Map<string, string[]>();
  const missing = new Set<string>();
  const judges = new Set<string>();
  const errors = new Map<string, string>();
  for (const event of readRecordEvents(file)) {
    if (event.event === 'case') {
      ran.set(`${event.suite}\u0000${event.case}`, event.case);
      if (event.judge) judges.add(event.judge);
    } else if (event.event === 'failed') {
      if (!errors.has(event.case)) errors.set(event.case, event.error);
    } else if (event.event === 'stale') stale.set(event.case, [...(stale.get(event.case) ?? []), ...event.changed]);
    else if (event.event === 'missing') missing.add(event.case);
    else if (event.event === 'recorded') recorded.add(event.case);
    else if (event.event === 'replayed') replayed.add(event.case);
  }
  const failed: RecordCount['failed'] = [];
  let ok = 0;
  let kept = 0;
  const cases = new Set(ran.values());
  for (const id of ran.values()) {
    const error = errors.get(id);
    if (error !== undefined) failed.push({ case: id, reason: error });
    else if (recorded.has(id)) ok++;
    else if (replayed.has(id)) kept++;
    else if (!stale.has(id) && !missing.has(id))
      failed.push({ case: id, reason: "its suite's adapter is not wrapped in withRecording, so nothing was recorded" });
  }
  return {
    cases: ran.size,
    recorded: ok,
    kept,
    stale: [...stale]
      .filter(([id]) => cases.has(id))
      .map(([id, changed]) => ({ case: id, changed: [...new Set(changed)] })),
    missing: [...missing].filter((id) => cases.has(id)),
    judges: [...judges].sort(),
    failed,
  };
}
