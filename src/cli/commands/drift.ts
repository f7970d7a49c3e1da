import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { RECORD_LOG_ENV, type RecordEvent, readRecordEvents } from '../../adapter/record-log.js';
import { compareDrift, type Drift, type Run, readRun, renderDrift } from '../../compare/index.js';
import { ConfigError } from '../../errors.js';
import { writeFileAtomicSync } from '../../fs/index.js';
import { alphaOption, choiceOption } from '../args.js';
import { type CliCommand, type CliIO, EXIT, UsageError } from '../command.js';
import { asksForHelp, evalsRunArgs, runVitest } from '../vitest-run.js';

const usage = `Usage: ragcheck drift [--format FORMAT] [--out FILE] [--alpha A] [--keep-reports DIR] [vitest options]

Checks the live app against its recordings: is the app still answering as it did when its answers were recorded
(a model updated behind the same name, a rebuilt index, an edited prompt)? It runs the eval suites twice with the
same judge and trials: once on the recorded answers of every adapter wrapped in withRecording (stale ones as they
were recorded), once asking the live app every case, and compares the two runs with the rule and statistics of
\`ragcheck compare\`: per case whether the live verdict (or pass count, with trials) differs from the recording's,
the suites' pass rates, and the one-sided Fisher tests (Holm with Tarone's modification). It never writes a
recording: refresh them with \`npx ragcheck record\`.

Cases with no recording are not checked (it says which). The live answers are judged live (RAGCHECK_CACHE=off
unless you set record, live or off): a model judge needs its key; the recorded answers are judged as CI judges
them (the committed judge cache).

Options:
  --format FORMAT     table | markdown | json (default table); markdown suits $GITHUB_STEP_SUMMARY
  --out FILE          write the output there (the verdict line still goes to stdout)
  --alpha A           significance level of the tests (default 0.05)
  --keep-reports DIR  keep the two runs' JSON reports: DIR/recorded/ragcheck.json and DIR/live/ragcheck.json
                      (\`ragcheck compare\` reads them)
Other options go to Vitest as they are (--project NAME, default evals; --config FILE; a file filter). Vitest's
output goes to stderr.

Exit codes: 0 no significant drift (an improvement, changes within noise, or none: the output says which), 1 a
significant drift (a drop by compare's rule, or a case that became an ERROR live), 2 nothing to check (no case ran,
no recordings, no ragcheck report) or bad usage, 3 the live app failed on every case (not running, no secret), or
the judge failed on every live answer (a model judge without its key).`;

const OWN_OPTIONS = ['--format', '--out', '--alpha', '--keep-reports'] as const;
type OwnOption = (typeof OWN_OPTIONS)[number];

/** The command's own options (`--name value` or `--name=value`), and the rest for Vitest. */
function splitArgs(argv: readonly string[]): { own: Partial<Record<OwnOption, string>>; rest: string[] } {
  const own: Partial<Record<OwnOption, string>> = {};
  const rest: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    const name = OWN_OPTIONS.find((o) => arg === o || arg.startsWith(`${o}=`));
    if (!name) {
      rest.push(arg);
      continue;
    }
    const value = arg === name ? argv[++i] : arg.slice(name.length + 1);
    if (value === undefined || value === '' || (arg === name && value.startsWith('--'))) {
      throw new UsageError(`${name} needs a value`);
    }
    own[name] = value;
  }
  return { own, rest };
}

interface Side {
  /** Vitest's exit code. */
  code: number;
  events: RecordEvent[];
  /** The folder the reporter wrote `ragcheck.json` to. */
  reports: string;
}

/** One run of the suites with the recording mode of its side; Vitest's output goes to stderr. */
async function runSide(
  name: 'recorded' | 'live',
  vitestArgs: string[],
  folders: { reports: string; scratch: string },
  io: CliIO,
): Promise<Side> {
  const reports = join(folders.reports, name);
  mkdirSync(reports, { recursive: true });
  // A report left in a kept folder by an earlier check must not pass for this run's.
  rmSync(join(reports, 'ragcheck.json'), { force: true });
  const log = join(folders.scratch, `${name}.jsonl`);
  const cache = io.env.RAGCHECK_CACHE?.trim() ?? '';
  const env: Record<string, string> = {
    RAGCHECK_RECORD: name === 'recorded' ? 'as-recorded' : 'live',
    RAGCHECK_REPORT_DIR: reports,
    [RECORD_LOG_ENV]: log,
    // The check writes its own summary; the two runs' summaries and baselines are not the point.
    GITHUB_STEP_SUMMARY: '',
    RAGCHECK_UPDATE_BASELINE: '',
  };
  if (name === 'live') env.RAGCHECK_CACHE = ['record', 'live', 'off'].includes(cache) ? cache : 'off';
  io.stderr(
    name === 'recorded'
      ? 'ragcheck drift: scoring the recorded answers (RAGCHECK_RECORD=as-recorded)\n'
      : 'ragcheck drift: asking the live app every case (RAGCHECK_RECORD=live; nothing is recorded)\n',
  );
  const code = await runVitest(vitestArgs, env, { ...io, stdout: io.stderr });
  return { code, events: readRecordEvents(log), reports };
}

/** What the recorded run says: the cases that ran, those without a recording, the stale ones; or why none. */
function readRecordedSide(side: Side): {
  unrecorded: Array<{ case: string; file?: string }>;
  stale: Array<{ case: string; changed: string[] }>;
} {
  const ran = new Set(side.events.flatMap((e) => (e.event === 'case' ? [e.case] : [])));
  if (ran.size === 0) {
    throw new ConfigError(
      `no eval case ran (Vitest exited ${side.code}): its output above says why (an eval file or the app module it imports did not load?). Check --project / --config against your Vitest config.`,
    );
  }
  const missing = new Map<string, string | undefined>();
  const stale = new Map<string, string[]>();
  let replayed = 0;
  for (const e of side.events) {
    if (e.event === 'missing' && !missing.has(e.case)) missing.set(e.case, e.file);
    else if (e.event === 'stale') stale.set(e.case, [...new Set([...(stale.get(e.case) ?? []), ...e.changed])]);
    else if (e.event === 'replayed') replayed++;
  }
  if (replayed === 0 && missing.size === 0) {
    throw new ConfigError(
      `${ran.size} case(s) ran but no suite's adapter is wrapped in withRecording, so there are no recordings to check the live app against. Wrap the app in the eval file (adapter: withRecording(app, { dir: 'fixtures/recordings/<suite>' })), record with npx ragcheck record, and commit the folder.`,
    );
  }
  const unrecorded = [...missing].map(([id, file]) => ({ case: id, ...(file ? { file } : {}) }));
  if (unrecorded.length >= ran.size) {
    const file = unrecorded.find((u) => u.file)?.file;
    throw new ConfigError(
      `no recordings: none of the ${ran.size} case(s) that ran has one${file ? ` (looked for ${file})` : ''}. Record them with npx ragcheck record (the app must be reachable), commit the recordings folder, then run drift again.`,
    );
  }
  return { unrecorded, stale: [...stale].map(([id, changed]) => ({ case: id, changed })) };
}

/** The live run's failure when the app answered no case at all (not running, no secret), else undefined. */
function liveFailure(side: Side, checked: ReadonlySet<string>): string | undefined {
  const asked = side.events.some((e) => e.event === 'asked' && checked.has(e.case));
  const failed = side.events.flatMap((e) => (e.event === 'failed' && checked.has(e.case) ? [e] : []));
  if (asked || failed.length === 0) return undefined;
  const reasons = [...new Set(failed.map((f) => f.error))];
  const shown = reasons.slice(0, 2).map((r) => (r.length > 300 ? `${r.slice(0, 299)}…` : r));
  return `the live app answered none of the ${new Set(failed.map((f) => f.case)).size} recorded case(s) it was asked: ${shown.join('; ')}${reasons.length > 2 ? ` (and ${reasons.length - 2} other reason(s))` : ''}. Is it running and reachable, and are its secrets (API keys) set in this environment? The adapter in your eval files is what is asked.`;
}

/**
 * The live run's failure when the judge failed on every checked live answer and on none of the recorded ones (a
 * model judge without its key: the live answers are judged live), else undefined.
 */
export function judgeFailure(recorded: Run, live: Run, checked: ReadonlySet<string>): string | undefined {
  const judgeErrors = (run: Run) => run.cases.filter((c) => checked.has(c.id) && c.verdict === 'ERROR (judge)');
  const failed = judgeErrors(live);
  if (failed.length === 0 || failed.length < checked.size || judgeErrors(recorded).length > 0) return undefined;
  const message = (failed[0] as { statusMessage?: string }).statusMessage ?? 'no message';
  return `the judge failed on every live answer (${failed.length} case(s)), and on none of the recorded ones: ${message.slice(0, 300)}. The live answers are judged live (RAGCHECK_CACHE=off): a model judge needs its key (OPENAI_API_KEY, or OPENAI_BASE_URL / RAGCHECK_JUDGE_BASE_URL) in this environment.`;
}

function readSideRun(side: Side, name: string) {
  const file = join(side.reports, 'ragcheck.json');
  if (!existsSync(file)) {
    throw new ConfigError(
      `the ${name} run wrote no ragcheck report (${file}; Vitest exited ${side.code}): is the ragcheck reporter among your Vitest config's reporters (ragcheckReporters() in vitest.config, or --reporter=ragcheck/reporter)?`,
    );
  }
  return readRun(file, side.reports);
}

function writeOutput(drift: Drift, format: 'table' | 'markdown' | 'json', out: string | undefined, io: CliIO): void {
  const text = renderDrift(drift, format);
  if (!out) {
    io.stdout(text);
    return;
  }
  writeFileAtomicSync(resolve(io.cwd, out), text, { shownAs: out });
  io.stdout(`${drift.summary}; ${format} written to ${out}\n`);
}

export const command: CliCommand = {
  name: 'drift',
  summary: 'ask the live app every recorded case and compare with the recordings (exit 1 on a significant drift)',
  usage,
  async run(argv, io) {
    if (asksForHelp(argv)) {
      io.stdout(`${usage}\n`);
      return EXIT.ok;
    }
    const { own, rest } = splitArgs(argv);
    const format = choiceOption('format', own['--format'], ['table', 'markdown', 'json'] as const, 'table');
    const alpha = alphaOption(own['--alpha']);
    const scratch = mkdtempSync(join(tmpdir(), 'ragcheck-drift-'));
    const folders = { scratch, reports: own['--keep-reports'] ? resolve(io.cwd, own['--keep-reports']) : scratch };
    try {
      const args = evalsRunArgs(rest, io.cwd);
      const recordedSide = await runSide('recorded', args, folders, io);
      const { unrecorded, stale } = readRecordedSide(recordedSide);
      const recorded = readSideRun(recordedSide, 'recorded');
      const liveSide = await runSide('live', args, folders, io);
      const skipped = new Set(unrecorded.map((u) => u.case));
      const checked = new Set(recorded.cases.map((c) => c.id).filter((id) => !skipped.has(id)));
      const failure = liveFailure(liveSide, checked);
      if (failure) {
        io.stderr(`ragcheck drift: ${failure}\n`);
        return EXIT.error;
      }
      const live = readSideRun(liveSide, 'live');
      const judged = judgeFailure(recorded, live, checked);
      if (judged) {
        io.stderr(`ragcheck drift: ${judged}\n`);
        return EXIT.error;
      }
      const drift = compareDrift({ recorded, live, unrecorded, stale }, { alpha });
      io.stderr('\n');
      writeOutput(drift, format, own['--out'], io);
      return drift.verdict === 'drift' ? EXIT.gateFailed : EXIT.ok;
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  },
};
