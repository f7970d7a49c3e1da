import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { countRecordLog, RECORD_LOG_ENV, type RecordCount } from '../../adapter/record-log.js';
import { describeChanges } from '../../adapter/with-recording.js';
import { removeStaleTempFiles } from '../../fs/index.js';
import { DEFAULT_CACHE_DIR } from '../../judge/index.js';
import { type CliCommand, EXIT, UsageError } from '../command.js';
import { asksForHelp, evalsRunArgs, runVitest } from '../vitest-run.js';

const usage = `Usage: ragcheck record [--all | --missing | --check] [--app | --judge] [vitest options]

Runs the eval suites once against the real app and judge, and stores what they answered, so that later runs
(CI) replay them with no app, no model and no key:
  your app's answers   every adapter wrapped in withRecording(adapter, { dir }) without a \`mode\`
  the judge's answers  a model judge (openai, minicheck, cascade), under fixtures/judge-cache/
                       (RAGCHECK_CACHE=record); needs OPENAI_API_KEY or OPENAI_BASE_URL. The heuristic judge
                       needs no recording.

Each recording keeps a fingerprint of what produced it: the project's source files the eval file imports, the
adapter's name and k, the corpus chunks it names, and withRecording's \`inputs\` and \`env\`. By default only the
cases whose recording is stale (the fingerprint no longer matches) or missing are recorded again; the others are
kept (RAGCHECK_RECORD=auto). Recordings made before fingerprints are kept too: --all refreshes them.

Options:
  --all       record every case again (RAGCHECK_RECORD=record)
  --missing   record only what is missing; a stale recording stays an ERROR (RAGCHECK_RECORD=missing)
  --check     record nothing: list the stale and missing recordings and exit 1 when there are any (for a
              pre-commit hook or a CI step)
  --app       record the app's answers only (the judge replays)
  --judge     record the judge's answers only (the app replays its recordings)
Other options go to Vitest as they are (--project NAME, default evals; --config FILE; a file filter).

Then commit the recordings and fixtures/judge-cache/. It ends with the count of the app's answers recorded and
kept (\`recorded 2 of 16 cases, kept 14 up to date\`) and exits non-zero when a case that ran was not recorded
(the app down, a missing key, a suite whose adapter is not wrapped in withRecording) or when no case ran (a wrong
--config or --project); otherwise the exit code is Vitest's: a failing gate does not undo the recordings.`;

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
  const kept = count.kept > 0 ? `, kept ${count.kept} up to date` : '';
  return {
    line: `recorded ${count.recorded} of ${count.cases} cases${kept}${failed > 0 ? ` (${failed} failed: ${describeFailures(count.failed)})` : ''}.`,
    ok: failed === 0,
  };
}

/** `--check`: the stale and missing recordings, and whether there are none. */
function checkReport(count: RecordCount, code: number): { text: string; ok: boolean } {
  if (count.cases === 0) {
    return {
      text: `ragcheck record --check: no eval case ran (Vitest exited ${code}). Check --project / --config against your Vitest config.`,
      ok: false,
    };
  }
  const lines = [
    ...count.stale.map((s) => `  stale    ${s.case}: ${describeChanges(s.changed)} changed`),
    ...count.missing.map((id) => `  missing  ${id}`),
  ];
  if (lines.length === 0) {
    return { text: `ragcheck record --check: all ${count.cases} cases' recordings are up to date.`, ok: true };
  }
  return {
    text: `ragcheck record --check: ${count.stale.length} stale and ${count.missing.length} missing of ${count.cases} cases:\n${lines.join('\n')}\nRun npx ragcheck record, then commit the recordings.`,
    ok: false,
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
    const own = new Set(['--app', '--judge', '--missing', '--all', '--check']);
    const flags = new Set(argv.filter((a) => own.has(a)));
    if (flags.has('--app') && flags.has('--judge')) {
      throw new UsageError('--app and --judge exclude each other: give neither to record both');
    }
    const which = ['--all', '--missing', '--check'].filter((f) => flags.has(f));
    if (which.length > 1) throw new UsageError(`${which.join(' and ')} exclude each other: give one`);
    const check = flags.has('--check');
    const env: Record<string, string> = {};
    if (check) env.RAGCHECK_RECORD = 'replay';
    else if (!flags.has('--judge')) {
      env.RAGCHECK_RECORD = flags.has('--all') ? 'record' : flags.has('--missing') ? 'missing' : 'auto';
    }
    if (!flags.has('--app') && !check) env.RAGCHECK_CACHE = 'record';
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
    if (check && count) {
      const result = checkReport(count, code);
      io.stderr(`\n${result.text}\n`);
      return result.ok ? EXIT.ok : EXIT.gateFailed;
    }
    const app = count ? appCount(count, code) : undefined;
    // The judge cache is named only when a suite's judge is a model judge: the heuristic judge records nothing.
    const judges = count?.judges ?? [];
    const judge =
      env.RAGCHECK_CACHE && judges.length > 0
        ? `The ${judges.join(' and ')} judge's answers are in ${DEFAULT_CACHE_DIR}/.`
        : undefined;
    const commit = app?.ok === false ? 'Commit what was recorded' : 'Commit them';
    io.stderr(
      `\nragcheck record: ${[app?.line, judge].filter(Boolean).join(' ')} ${commit}: CI replays them with no app, model or key.${code === 0 ? '' : ` Vitest exited ${code}: see the failures above (what was answered is recorded).`}\n`,
    );
    if (app?.ok === false && code === 0) return EXIT.gateFailed;
    return code;
  },
};
