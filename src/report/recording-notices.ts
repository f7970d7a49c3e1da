/**
 * What a run says once about its recordings, from the cases' results (`CaseResult.recording`): how many are stale
 * and what changed, with the command that refreshes them; recordings whose freshness is unknown; recordings that
 * cannot see the app's code; golden chunks that changed under a case's `reference`. The Vitest reporter and
 * `ragcheck eval` print the same lines.
 */
import { describeChanges as listNames } from '../adapter/with-recording.js';
import type { CaseResult, RecordingOutcome } from '../types.js';

const SHOWN = 3;

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** Distinct values in first-seen order. */
function distinct(values: Iterable<string>): string[] {
  return [...new Set(values)];
}

/** The folders named as `commit a/ and b/`. */
function folders(outcomes: readonly RecordingOutcome[]): string {
  return listNames(distinct(outcomes.map((o) => `${o.dir}/`)));
}

/** What changed, files first, counted over the cases (the most common first). */
function changes(outcomes: readonly RecordingOutcome[]): string[] {
  const counts = new Map<string, number>();
  for (const o of outcomes) for (const c of o.changed ?? []) counts.set(c, (counts.get(c) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([name]) => name);
}

const CODELESS: Record<NonNullable<RecordingOutcome['codeless']>, string> = {
  remote: 'the app is reached over HTTP, so no code of it is imported',
  'no-code': "the eval file imports none of the project's source files (an adapter written in the eval file?)",
  'no-graph':
    "the run had no module graph to read (set up the evals project with ragcheckProject() from 'ragcheck/vitest')",
};

/** The notices of a run's recordings, one line each (none when there is nothing to say). */
export function recordingNotices(
  results: readonly CaseResult[],
  refresh: { stale: string; all: string } = { stale: 'npx ragcheck record', all: 'npx ragcheck record --all' },
): string[] {
  const outcomes = results.flatMap((r) => (r.recording ? [{ id: r.id, ...r.recording }] : []));
  if (outcomes.length === 0) return [];
  const lines: string[] = [];
  const stale = outcomes.filter((o) => o.status === 'stale');
  if (stale.length > 0) {
    const what = changes(stale);
    lines.push(
      `${plural(stale.length, 'recording')} stale: ${listNames(what)} changed since ${stale.length === 1 ? 'it was' : 'they were'} recorded. Run ${refresh.stale}, then commit ${folders(stale)}`,
    );
  }
  const rerecorded = outcomes.filter((o) => o.status === 'recorded' && o.changed);
  if (rerecorded.length > 0) {
    lines.push(
      `re-recorded ${plural(rerecorded.length, 'stale recording')} (${listNames(changes(rerecorded))} changed): commit ${folders(rerecorded)}`,
    );
  }
  const unknown = outcomes.filter((o) => o.status === 'unknown');
  if (unknown.length > 0) {
    lines.push(
      `${plural(unknown.length, 'recording')} in ${folders(unknown)} ${unknown.length === 1 ? 'was' : 'were'} made before recordings had fingerprints: ${unknown.length === 1 ? 'its' : 'their'} freshness is unknown (${unknown.length === 1 ? 'it replays' : 'they replay'} as before). Run ${refresh.all} to refresh them, then commit ${folders(unknown)}`,
    );
  }
  for (const [reason, why] of Object.entries(CODELESS)) {
    const blind = outcomes.filter((o) => o.codeless === reason);
    if (blind.length === 0) continue;
    lines.push(
      `the recordings in ${folders(blind)} cannot see the app's code: ${why}. A change to the app does not make them stale: list its code and prompt files in withRecording(app, { dir, inputs: ['app/src/**', 'prompts/**'] }).`,
    );
  }
  const reference = outcomes.filter((o) => o.referenceChanged);
  if (reference.length > 0) {
    const named = reference
      .slice(0, SHOWN)
      .map((o) => `case "${o.id}": reference may be out of date: ${listNames(o.referenceChanged ?? [])} changed`);
    const more = reference.length > SHOWN ? ` (and ${reference.length - SHOWN} more cases)` : '';
    lines.push(`${named.join('; ')}${more}. Check the reference against the document.`);
  }
  return lines;
}
