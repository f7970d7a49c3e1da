import { loadLabelsSync } from '../../dataset/index.js';
import { measureAgreement } from '../../evaluate/index.js';
import { resolveJudge } from '../../judge/index.js';
import { choiceOption, intOption, parseCommandArgs } from '../args.js';
import { type CliCommand, UsageError } from '../command.js';

const usage = `Usage: ragcheck agreement --labels FILE [--judge NAME] [--format table|json]

Measures a judge against human labels (Cohen's kappa). Rows: { id?, question?, context?, answer?, human: 0|1,
judge?: 0|1 }. "faithful" = the judge's score passes the faithfulness gate (0.6) and the answer has no
unsupported number/code. Rows that carry "judge" are used as they are when the file has no contexts.

Options:
  --labels FILE       labelled rows (.jsonl) (required)
  --judge NAME        overlap | heuristic | openai (default: $RAGCHECK_JUDGE, else heuristic)
  --format FORMAT     table | json (default table)
  --show N            disagreements listed in the table (default 20)

Read kappa, not raw agreement: below ~0.6, do not trust the judge as a gate.`;

export const command: CliCommand = {
  name: 'agreement',
  summary: "measure a judge against human labels (Cohen's kappa)",
  usage,
  async run(argv, io) {
    const { values } = parseCommandArgs(argv, {
      labels: { type: 'string' },
      judge: { type: 'string' },
      format: { type: 'string' },
      show: { type: 'string' },
    });
    if (values.help) {
      io.stdout(`${usage}\n`);
      return 0;
    }
    if (!values.labels) throw new UsageError('--labels is required: a JSONL file of human-labelled rows');
    const format = choiceOption('format', values.format, ['table', 'json'] as const, 'table');
    const show = intOption('show', values.show, 20, 0);
    const rows = loadLabelsSync(values.labels, { cwd: io.cwd });
    const needsJudge = rows.some((r) => r.judge === undefined) || values.judge !== undefined;
    const judge = needsJudge ? resolveJudge(values.judge, io.env) : undefined;
    const report = await measureAgreement(rows, judge);
    if (format === 'json') {
      const { n, rawAgreement, kappa, confusion } = report;
      io.stdout(`${JSON.stringify({ n, rawAgreement, kappa, confusion, judge: report.judge }, null, 2)}\n`);
      return 0;
    }
    const c = report.confusion;
    const lines = [
      `judge: ${report.judge}   n = ${report.n}`,
      `raw agreement = ${report.rawAgreement.toFixed(2)}   Cohen's kappa = ${report.kappa.toFixed(2)}`,
      '',
      '                 judge faithful   judge not',
      `human faithful   ${String(c.tp).padStart(14)}   ${String(c.fn).padStart(9)}`,
      `human not        ${String(c.fp).padStart(14)}   ${String(c.tn).padStart(9)}`,
      '',
      report.kappa < 0.6
        ? 'kappa < 0.6: do not trust this judge as a gate on this data yet (re-prompt it or add human labels).'
        : 'kappa >= 0.6: usable as a gate (raw agreement flatters; kappa is the number to trust).',
    ];
    if (show > 0 && report.disagreements.length > 0) {
      lines.push(
        '',
        `disagreements (${report.disagreements.length}${report.disagreements.length > show ? `, first ${show}` : ''}):`,
      );
      for (const d of report.disagreements.slice(0, show)) {
        const score = d.score === null ? 'n/a' : d.score.toFixed(2);
        lines.push(
          `  ${d.id ?? '?'}  human ${d.human} judge ${d.judge} (score ${score}${d.unsupported.length ? `, unsupported ${d.unsupported.join(', ')}` : ''})  ${(d.answer ?? '').slice(0, 80)}`,
        );
      }
    }
    io.stdout(`${lines.join('\n')}\n`);
    return 0;
  },
};
