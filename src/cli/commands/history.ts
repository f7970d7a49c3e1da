import { resolve } from 'node:path';
import { readRun } from '../../compare/index.js';
import { ConfigError } from '../../errors.js';
import { writeFileAtomicSync } from '../../fs/index.js';
import {
  appendHistory,
  buildHistoryView,
  type HistoryFormat,
  type HistorySeries,
  historyDropped,
  readHistorySeries,
  renderHistory,
  verdictLine,
} from '../../history/index.js';
import { safeParseUnitDecimal } from '../../types.js';
import { choiceOption, parseCommandArgsWithPositionals } from '../args.js';
import { type CliCommand, type CliIO, EXIT, UsageError } from '../command.js';

const usage = `Usage: ragcheck history REPORT... [options]
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

With --append, each REPORT (a report file, or a folder of one run's shard reports) adds one line to HISTORY.jsonl:
commit, branch, date and per suite its counts, pass rate and gated metric means. The file is only appended to,
so it can be committed or cached to keep the series after report artifacts expire (docs/history.md).

Options:
  --format FORMAT   text | markdown | json (default text); markdown has a Mermaid chart per suite
  --out FILE        write the output there (the verdict line still goes to stdout)
  --alpha A         significance level of the trend test and the last pair (default 0.05)
  --append FILE     append the REPORTs to the JSONL history FILE instead of showing a history

Exit codes: 0 no drop (or the lines appended), 1 a drop: a suite's trend test or the comparison of the last two
runs flags one, 2 bad input: an unreadable report or history line, fewer than 2 runs, or bad usage, 3 the
history file could not be appended to.`;

/** Where the runs of a history come from: the positionals read as local paths, or (later) the base branch's artifacts. */
export type HistorySource = (positionals: readonly string[], io: CliIO) => Promise<HistorySeries>;

/** Local report files, folders and JSONL histories, in the order given. */
export const localHistorySource: HistorySource = async (positionals, io) => {
  if (positionals.length === 0) {
    throw new UsageError('give the reports of the series (report files, folders of them, or a history.jsonl)');
  }
  return readHistorySeries(positionals, io.cwd);
};

function alphaOption(raw: string | undefined): number {
  if (raw === undefined) return 0.05;
  const parsed = safeParseUnitDecimal(raw);
  if (!parsed.ok) throw new UsageError(`--alpha ${raw}: the value ${parsed.problem}`);
  if (parsed.value <= 0 || parsed.value >= 1)
    throw new UsageError(`--alpha ${raw}: must be between 0 and 1, e.g. 0.05`);
  return parsed.value;
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
  options: { format: HistoryFormat; alpha: number; out?: string | undefined },
  io: CliIO,
): Promise<number> {
  if (series.entries.length < 2) {
    const what = series.entries.map((e) => e.source).join(', ') || 'none';
    throw new ConfigError(
      `a history needs at least 2 runs; got ${series.entries.length} (${what}). Give more reports, a folder of them, or a history.jsonl with more lines.`,
    );
  }
  const view = buildHistoryView(series, { alpha: options.alpha });
  const text = renderHistory(view, options.format);
  if (options.out) {
    writeFileAtomicSync(resolve(io.cwd, options.out), text, { shownAs: options.out });
    io.stdout(`${verdictLine(view)}; ${options.format} written to ${options.out}\n`);
  } else {
    io.stdout(text);
  }
  return historyDropped(view) ? EXIT.gateFailed : EXIT.ok;
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
    const format = choiceOption('format', values.format, ['text', 'markdown', 'json'] as const, 'text');
    const alpha = alphaOption(values.alpha);
    const series = await localHistorySource(positionals, io);
    return showHistory(series, { format, alpha, out: values.out }, io);
  },
};
