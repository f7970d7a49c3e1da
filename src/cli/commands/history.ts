import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { readRun } from '../../compare/index.js';
import { ConfigError } from '../../errors.js';
import { writeFileAtomicSync } from '../../fs/index.js';
import { fetchRecentReports, type RecentReport } from '../../github/index.js';
import {
  appendHistory,
  buildHistoryView,
  type HistoryFormat,
  type HistorySeries,
  historyDropped,
  readHistorySeries,
  renderHistory,
  renderHistoryHtml,
  type SeriesEntry,
  verdictLine,
} from '../../history/index.js';
import { alphaOption, choiceOption, intOption, parseCommandArgsWithPositionals } from '../args.js';
import { type CliCommand, type CliIO, EXIT, UsageError } from '../command.js';
import { client, repoOf, report } from './github.js';

const usage = `Usage: ragcheck history REPORT... [options]
       ragcheck history --last N --branch BRANCH [REPORT...] [options]
       ragcheck history --append HISTORY.jsonl REPORT...

Shows a series of runs per suite: the pass rate and each gated metric run by run (with each run's commit and date),
the runs whose comparison with the previous run flags a regression (compare's rule), a trend test over the whole
series, and the comparison of the last two runs.

Each REPORT is, in the order given: a report file (reports/ragcheck.json), a JSONL history (its lines, in order),
or a folder, read in name order: each .json report in it is a run, each .jsonl history adds its lines, and each
sub-folder is one run (its shard reports merged, e.g. a downloaded artifact). Name the files so that their name
order is the runs' order (e.g. 0001-abc1234.json or a date first).

The trend test: the suite's pooled pass counts of the first half of its runs against the last half (one-sided
Fisher exact test, Holm over the suites); a slide within noise at every merge is a drop over the halves. The last
two runs are compared as \`ragcheck compare\` compares them. An older pair that regressed is shown, never counted.

With --last N, the series starts with the last N report artifacts BRANCH uploaded (oldest first, made by runs of
the repository itself), fetched through the REST API as \`ragcheck base-report\` fetches one; the REPORTs given
follow them (e.g. this run's reports/), and an artifact of this very run ($GITHUB_RUN_ID) is left out so it is not
counted twice. Expired artifacts are skipped and named in the notes. Reads GITHUB_API_URL, GITHUB_TOKEN (actions:
read) and GITHUB_REPOSITORY; without a token or with GitHub unavailable it says so and goes on with the REPORTs.

With --append, each REPORT (a report file, or a folder of one run's shard reports) adds one line to HISTORY.jsonl:
commit, branch, date and per suite its counts, pass rate and gated metric means. The file is only appended to,
so it can be committed or cached to keep the series after report artifacts expire (docs/history.md).

Options:
  --format FORMAT   text | markdown | json | html (default text); markdown has a Mermaid chart per suite, html is
                    one self-contained page of line charts (no script, nothing fetched: open it offline)
  --out FILE        write the output there (the verdict line still goes to stdout)
  --alpha A         significance level of the trend test and the last pair (default 0.05)
  --append FILE     append the REPORTs to the JSONL history FILE instead of showing a history
  --last N          start the series with BRANCH's last N report artifacts (GitHub Actions)
  --branch BRANCH   the branch whose artifacts --last fetches (in a workflow: \${{ github.base_ref }} or ref_name)
  --artifact NAME   the artifact's name (default ragcheck-report)
  --repo OWNER/NAME default $GITHUB_REPOSITORY
  --retry-delay MS  first wait before retrying a 5xx of the GitHub API (default 1000; 3 retries)

Exit codes: 0 no drop (or the lines appended), 1 a drop: a suite's trend test or the comparison of the last two
runs flags one, 2 bad input: an unreadable report or history line, fewer than 2 runs, or bad usage, 3 the
history file could not be appended to.`;

/** Where the runs of a history come from: local paths, or a branch's artifacts followed by local paths. */
export type HistorySource = (positionals: readonly string[], io: CliIO) => Promise<HistorySeries>;

/** Local report files, folders and JSONL histories, in the order given. */
export const localHistorySource: HistorySource = async (positionals, io) => {
  if (positionals.length === 0) {
    throw new UsageError('give the reports of the series (report files, folders of them, or a history.jsonl)');
  }
  return readHistorySeries(positionals, io.cwd);
};

/** A fetched artifact as a run of the series, labelled by what the API says of it when its report does not. */
function artifactEntry(fetched: RecentReport, read: SeriesEntry): SeriesEntry {
  return {
    ...read,
    source: fetched.source,
    ...((read.commit ?? fetched.commit) ? { commit: read.commit ?? fetched.commit } : {}),
    branch: read.branch ?? fetched.branch,
    ...((read.date ?? fetched.date) ? { date: read.date ?? fetched.date } : {}),
  };
}

/** The last N report artifacts of a branch (oldest first), then the local REPORTs given after them. */
function artifactHistorySource(flags: {
  last: number;
  branch: string;
  artifact: string;
  repo: string | undefined;
  retryDelay: string | undefined;
}): HistorySource {
  return async (positionals, io) => {
    const out = mkdtempSync(join(tmpdir(), 'ragcheck-history-'));
    try {
      const fetched = await fetchRecentReports({
        client: client(io, flags.retryDelay),
        repo: repoOf(io, flags.repo),
        branch: flags.branch,
        artifactName: flags.artifact,
        count: flags.last,
        out,
      });
      report(io, 'history', fetched);
      // This run's own artifact (uploaded by an earlier job of the run) is the local report given after it.
      const thisRun = Number(io.env.GITHUB_RUN_ID);
      const own = positionals.length > 0 && Number.isInteger(thisRun) ? thisRun : undefined;
      const kept = fetched.reports.filter((r) => own === undefined || r.runId !== own);
      // Each artifact's folder read alone, so each of its runs carries the artifact's labels.
      const fromArtifacts = kept.map((fetchedReport) => {
        const read = readHistorySeries([fetchedReport.dir], io.cwd);
        return { entries: read.entries.map((entry) => artifactEntry(fetchedReport, entry)), notes: read.notes };
      });
      const local = positionals.length > 0 ? readHistorySeries(positionals, io.cwd) : { entries: [], notes: [] };
      return {
        entries: [...fromArtifacts.flatMap((a) => a.entries), ...local.entries],
        notes: [...fetched.notes, ...fromArtifacts.flatMap((a) => a.notes), ...local.notes],
      };
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  };
}

function append(file: string, reports: readonly string[], io: CliIO): number {
  if (reports.length === 0) throw new UsageError(`--append ${file}: give the report(s) to append`);
  const runs = reports.map((path) => readRun(path, io.cwd));
  const count = appendHistory(file, runs, io.cwd);
  io.stdout(`appended ${count} run(s) to ${file}\n`);
  return EXIT.ok;
}

/** Renders the series and exits on it: 1 when a trend or the last pair flags a drop. */
export async function showHistory(
  series: HistorySeries,
  options: { format: HistoryFormat | 'html'; alpha: number; out?: string | undefined },
  io: CliIO,
): Promise<number> {
  if (series.entries.length < 2) {
    const what = series.entries.map((e) => e.source).join(', ') || 'none';
    throw new ConfigError(
      `a history needs at least 2 runs; got ${series.entries.length} (${what}). Give more reports, a folder of them, or a history.jsonl with more lines.`,
    );
  }
  const view = buildHistoryView(series, { alpha: options.alpha });
  const text = options.format === 'html' ? renderHistoryHtml(view) : renderHistory(view, options.format);
  if (options.out) {
    writeFileAtomicSync(resolve(io.cwd, options.out), text, { shownAs: options.out });
    io.stdout(`${verdictLine(view)}; ${options.format} written to ${options.out}\n`);
  } else {
    io.stdout(text);
  }
  return historyDropped(view) ? EXIT.gateFailed : EXIT.ok;
}

/** --last N (with --branch) fetches artifacts first; without it the REPORTs are the whole series. */
function historySource(values: {
  last?: string | undefined;
  branch?: string | undefined;
  artifact?: string | undefined;
  repo?: string | undefined;
  'retry-delay'?: string | undefined;
}): HistorySource {
  if (values.last === undefined) {
    for (const flag of ['branch', 'artifact', 'repo', 'retry-delay'] as const) {
      if (values[flag] !== undefined) throw new UsageError(`--${flag} goes with --last N (the artifacts to fetch)`);
    }
    return localHistorySource;
  }
  const last = intOption('last', values.last, 10, 1);
  if (!values.branch) {
    throw new UsageError('--last needs --branch: the branch whose artifacts to fetch (in a workflow: github.base_ref)');
  }
  return artifactHistorySource({
    last,
    branch: values.branch,
    artifact: values.artifact ?? 'ragcheck-report',
    repo: values.repo,
    retryDelay: values['retry-delay'],
  });
}

export const command: CliCommand = {
  name: 'history',
  summary: 'a series of runs per suite: charts, flagged runs and a trend test (exit 1 on a drop)',
  usage,
  async run(argv, io) {
    const { values, positionals } = parseCommandArgsWithPositionals(argv, {
      format: { type: 'string' },
      out: { type: 'string' },
      alpha: { type: 'string' },
      append: { type: 'string' },
      last: { type: 'string' },
      branch: { type: 'string' },
      artifact: { type: 'string' },
      repo: { type: 'string' },
      'retry-delay': { type: 'string' },
    });
    if (values.help) {
      io.stdout(`${usage}\n`);
      return EXIT.ok;
    }
    if (values.append !== undefined) {
      if (values.format !== undefined || values.out !== undefined) {
        throw new UsageError('--append writes the history file only: leave out --format and --out');
      }
      return append(values.append, positionals, io);
    }
    const format = choiceOption('format', values.format, ['text', 'markdown', 'json', 'html'] as const, 'text');
    const alpha = alphaOption(values.alpha);
    const source = historySource(values);
    const series = await source(positionals, io);
    return showHistory(series, { format, alpha, out: values.out }, io);
  },
};
