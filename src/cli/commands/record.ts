import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { countRecordLog, RECORD_LOG_ENV, type RecordCount } from '../../adapter/record-log.js';
import { removeStaleTempFiles } from '../../fs/index.js';
import { DEFAULT_CACHE_DIR } from '../../judge/index.js';
import { type CliCommand, EXIT, UsageError } from '../command.js';
import { asksForHelp, evalsRunArgs, runVitest } from '../vitest-run.js';

const usage = `Usage: ragcheck record [--app | --judge] [--missing] [vitest options]

Runs the eval suites once against the real app and judge, and stores what they answered, so that later runs
(CI) replay them with no app, no model and no key:
  your app's answers   every adapter wrapped in withRecording(adapter, { dir }) without a \`mode\`
                       (RAGCHECK_RECORD=record in the run's environment)
  the judge's answers  the openai judge, under fixtures/judge-cache/ (RAGCHECK_CACHE=record); needs
                       OPENAI_API_KEY or OPENAI_BASE_URL. The heuristic judge needs no recording.

Options:
  --app       record the app's answers only (the judge replays)
  --judge     record the judge's answers only (the app replays its recordings)
  --missing   keep what is recorded, record only what is missing (RAGCHECK_RECORD=auto)
Other options go to Vitest as they are (--project NAME, default evals; --config FILE; a file filter).

Then commit the recordings and fixtures/judge-cache/. It ends with the count of the app's answers recorded
(\`recorded 14 of 16 cases (2 failed: ...)\`) and exits non-zero when a case that ran was not recorded (the app
down, a missing key, a suite whose adapter is not wrapped in withRecording) or when no case ran (a wrong --config
or --project); otherwise the exit code is Vitest's: a failing gate does not undo the recordings.`;

/** At most this many reasons are listed; each names its cases (the first few). */
const SHOWN_REASONS = 3;
const SHOWN_CASES = 3;

/** `"a", "b", "c" and 13 more: connect ECONNREFUSED 127.0.0.1:8787`, for the most common reasons first. */
function describeFailures(failed: RecordCount['failed']): string {
  const byReason = new Map<string, string[]>();
  for (const { case: id, reason } of failed) byReason.set(reason, [...(byReason.get(reason) ?? []), id]);
  const groups = [...byReason].sort((a, b) => b[1].length - a[1].length);
  const shown = groups.slice(0, SHOWN_REASONS).map(([reason, ids]) => {
    const named = ids.slice(0, SHOWN_CASES).map((id) => JSON.stringify(id));
    const more = ids.length > SHOWN_CASES ? ` and ${ids.length - SHOWN_CASES} more` : '';
    const short = reason.length > 300 ? `${reason.slice(0, 299)}…` : reason;
    return `${named.join(', ')}${more}: ${short}`;
  });
  const rest = groups.length > SHOWN_REASONS ? `; and ${groups.length - SHOWN_REASONS} other reason(s)` : '';
  return `${shown.join('; ')}${rest}`;
}

/** The line that counts the app's answers, and whether every case that ran was recorded. */
function appCount(count: RecordCount, code: number): { line: string; ok: boolean } {
  if (count.cases === 0) {
    return {
      line: `recorded 0 cases: no eval case ran (Vitest exited ${code}). Check --project / --config against your Vitest config (its output is above).`,
      ok: false,
    };
  }
  const failed = count.failed.length;
  return {
    line: `recorded ${count.recorded} of ${count.cases} cases${failed > 0 ? ` (${failed} failed: ${describeFailures(count.failed)})` : ''}.`,
    ok: failed === 0,
  };
}

export const command: CliCommand = {
  name: 'record',
  summary: "run the evals once live and record the app's and the judge's answers for replay",
  usage,
  async run(argv, io) {
    if (asksForHelp(argv)) {
      io.stdout(`${usage}\n`);
      return EXIT.ok;
    }
    const own = new Set(['--app', '--judge', '--missing']);
    const flags = new Set(argv.filter((a) => own.has(a)));
    if (flags.has('--app') && flags.has('--judge')) {
      throw new UsageError('--app and --judge exclude each other: give neither to record both');
    }
    const env: Record<string, string> = {};
    if (!flags.has('--judge')) env.RAGCHECK_RECORD = flags.has('--missing') ? 'auto' : 'record';
    if (!flags.has('--app')) env.RAGCHECK_CACHE = 'record';
    // Temporary files left in the judge cache by a record run killed mid-write (SIGKILL): `git add` would take them.
    const stale = removeStaleTempFiles(join(io.cwd, DEFAULT_CACHE_DIR));
    if (stale.length > 0) {
      io.stderr(
        `ragcheck record: removed ${stale.length} temporary file(s) left in ${DEFAULT_CACHE_DIR}/ by a stopped process.\n`,
      );
    }
    const scratch = env.RAGCHECK_RECORD ? mkdtempSync(join(tmpdir(), 'ragcheck-record-')) : undefined;
    if (scratch) env[RECORD_LOG_ENV] = join(scratch, 'record-log.jsonl');
    let code: number;
    let count: RecordCount | undefined;
    try {
      code = await runVitest(
        evalsRunArgs(
          argv.filter((a) => !own.has(a)),
          io.cwd,
        ),
        env,
        io,
      );
      if (scratch) count = countRecordLog(join(scratch, 'record-log.jsonl'));
    } finally {
      if (scratch) rmSync(scratch, { recursive: true, force: true });
    }
    const app = count ? appCount(count, code) : undefined;
    const judge = env.RAGCHECK_CACHE
      ? "the openai judge's answers, where a suite uses it, are in fixtures/judge-cache/"
      : undefined;
    const commit = app?.ok === false ? 'Commit what was recorded' : 'Commit them';
    io.stderr(
      `\nragcheck record: ${[app?.line, judge].filter(Boolean).join(' ')} ${commit}: CI replays them with no app, model or key.${code === 0 ? '' : ` Vitest exited ${code}: see the failures above (what was answered is recorded).`}\n`,
    );
    if (app?.ok === false && code === 0) return EXIT.gateFailed;
    return code;
  },
};
