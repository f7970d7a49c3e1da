import { resolve } from 'node:path';
import { compareRuns, compareWithBaselines, readRun, renderComparison } from '../../compare/index.js';
import { writeFileAtomicSync } from '../../fs/index.js';
import { safeParseUnitDecimal } from '../../types.js';
import { alphaOption, choiceOption, parseCommandArgsWithPositionals } from '../args.js';
import { type CliCommand, EXIT, UsageError } from '../command.js';

const usage = `Usage: ragcheck compare BASE HEAD [options]
       ragcheck compare --baselines DIR HEAD [options]

Compares two runs' JSON reports (reports/ragcheck.json; a folder reads every report in it, e.g. shard reports or a
downloaded artifact): per suite and per tag the deltas of pass rate, recall, faithfulness, keyword coverage,
refusal accuracy, tokens and cost; per case regressed, fixed, changed, new, removed, error, with each newly failing
case's diagnosis and its case file line. With trials, a regression must be significant: a one-sided Fisher exact
test on pass counts per case and per suite, Holm-corrected. A run once, a verdict flip is a single-run change
(re-run with trials to confirm) and counts, as do suite means that drop past the tolerance.
With --baselines (no base report), HEAD's scores are compared with the committed baselines: no verdict changes.

Options:
  --format FORMAT   table | markdown | json (default table); markdown is the PR comment / job summary
  --out FILE        write the output there (the verdict line still goes to stdout)
  --alpha A         significance level of the tests (default 0.05)
  --tolerance T     how far a gated score of a single-run case may drop (default 0.05, the baseline's)
  --baselines DIR   compare HEAD with the score baselines in DIR instead of a BASE report
  --annotations     also print a GitHub annotation (::error file=...,line=...) at each regressed case's line

Runs scored by different judges (name, model or prompt/rules version, e.g. a ragcheck upgrade) are still
compared; the output says so at the top, since differences may come from the judge.

Exit codes: 0 no regression, 1 a regression (a significant drop of a case's or a suite's pass count, a single-run
flip or gated score drop, or a case that became an ERROR), 2 bad input: an unreadable report, a newer report
schema than this ragcheck reads, or bad usage.`;

function unitOption(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined) return fallback;
  const parsed = safeParseUnitDecimal(raw);
  if (!parsed.ok) throw new UsageError(`--${name} ${raw}: the value ${parsed.problem}`);
  return parsed.value;
}

export const command: CliCommand = {
  name: 'compare',
  summary: "compare two runs' reports: what changed, regression or noise (exit 1 on a regression)",
  usage,
  async run(argv, io) {
    const { values, positionals } = parseCommandArgsWithPositionals(argv, {
      format: { type: 'string' },
      out: { type: 'string' },
      alpha: { type: 'string' },
      tolerance: { type: 'string' },
      baselines: { type: 'string' },
      annotations: { type: 'boolean' },
    });
    if (values.help) {
      io.stdout(`${usage}\n`);
      return EXIT.ok;
    }
    const format = choiceOption('format', values.format, ['table', 'markdown', 'json'] as const, 'table');
    const alpha = alphaOption(values.alpha);
    const tolerance = unitOption('tolerance', values.tolerance, 0.05);
    const want = values.baselines === undefined ? 2 : 1;
    if (positionals.length !== want) {
      throw new UsageError(
        values.baselines === undefined
          ? `give two reports, BASE and HEAD (got ${positionals.length})`
          : `with --baselines give one report, HEAD (got ${positionals.length})`,
      );
    }
    const comparison =
      values.baselines === undefined
        ? compareRuns(readRun(positionals[0] as string, io.cwd), readRun(positionals[1] as string, io.cwd), {
            alpha,
            tolerance,
          })
        : compareWithBaselines(readRun(positionals[0] as string, io.cwd), values.baselines, io.cwd, { tolerance });
    const text = renderComparison(comparison, format);
    if (values.out) {
      writeFileAtomicSync(resolve(io.cwd, values.out), text, { shownAs: values.out });
      io.stdout(
        `${comparison.regressions > 0 ? `REGRESSED: ${comparison.regressions} regression(s)` : 'no regression'}; ${format} written to ${values.out}\n`,
      );
    } else {
      io.stdout(text);
    }
    if (values.annotations) io.stdout(renderComparison(comparison, 'annotations'));
    return comparison.regressions > 0 ? EXIT.gateFailed : EXIT.ok;
  },
};
