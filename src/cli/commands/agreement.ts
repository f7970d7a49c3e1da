import { type AgreementReport, FOLD_COUNT, type LabelStats, measureAgreement } from '../../calibration/index.js';
import { loadLabelsSync } from '../../dataset/index.js';
import { resolveJudge, resolveUncertainPolicy } from '../../judge/index.js';
import { parseWholeNumber } from '../../option-checks.js';
import { choiceOption, flagCommand, intOption } from '../args.js';
import { UsageError } from '../command.js';

const usage = `Usage: ragcheck agreement --labels FILE [--judge NAME] [--folds LIST] [--by-fold] [--format table|json]

Measures a judge against human labels. Rows: { id?, question?, context?, answer?, human: 0|1, judge?: 0|1 }.
"faithful" = the judge's score passes the faithfulness gate (0.6) and the answer has no unsupported number/code.
Rows that carry "judge" are used as they are when the file has no contexts.

Prints Cohen's kappa, raw agreement, precision / recall / F1 of the "unsupported" class (precision = of the
answers the judge flags, the share humans flag) and the judge's flag rate beside the humans', next to two
baselines on the same rows: the overlap judge and "the answer is a substring of the context", with a paired
bootstrap 95% interval of the kappa difference judge - overlap.

Options:
  --labels FILE       labelled rows (.jsonl) (required)
  --judge NAME        overlap | heuristic | openai | minicheck | cascade (default: $RAGCHECK_JUDGE, else heuristic)
  --folds LIST        only rows in these hash folds (comma-separated, 0-${FOLD_COUNT - 1}; fold = sha256(id) mod ${FOLD_COUNT})
  --by-fold           also print the figures of each fold
  --bootstrap N       bootstrap resamples (default 1000)
  --uncertain POLICY  fail | pass | escalate (cascade): what uncertain claims count as (default $RAGCHECK_UNCERTAIN)
  --escalate-oracle   for a judge that abstains: also the kappa if a model decided every undecided row as the
                      humans did (JSON: kappaOracle)
  --format FORMAT     table | json (default table)
  --show N            disagreements listed in the table (default 20)

A judge that abstains (heuristic) also reports its coverage (rows decided without a model) and, on the decided
rows, kappa and precision / recall of "unsupported" (JSON: coverage, kappaDecided, precisionUnsupportedDecided,
recallUnsupportedDecided).

Read kappa, not raw agreement: below ~0.6, do not trust the judge as a gate.`;

function foldsOption(raw: string | undefined): number[] | undefined {
  if (raw === undefined) return undefined;
  const folds = raw.split(',').map((part) => part.trim());
  const bad = folds.find((f) => (parseWholeNumber(f) ?? FOLD_COUNT) >= FOLD_COUNT);
  if (bad !== undefined || folds.length === 0) {
    throw new UsageError(`--folds must list fold numbers 0-${FOLD_COUNT - 1}, comma-separated (got "${raw}")`);
  }
  return [...new Set(folds.map(Number))];
}

const fixedOrNa = (value: number | null, digits = 2) => (value === null ? 'n/a' : value.toFixed(digits));

function statsRow(name: string, s: LabelStats): string {
  const u = s.unsupported;
  return `${name.padEnd(22)} ${fixedOrNa(s.kappa).padStart(5)}  ${fixedOrNa(s.rawAgreement).padStart(4)}  ${fixedOrNa(u.precision).padStart(9)}  ${fixedOrNa(u.recall).padStart(6)}  ${fixedOrNa(u.f1).padStart(4)}  ${fixedOrNa(s.flagRate).padStart(9)}`;
}

/** The lines of a judge that abstains: coverage, the decided rows' figures, and the oracle ceiling when asked. */
function abstentionLines(report: AgreementReport, oracle: boolean): string[] {
  const a = report.abstention;
  if (!a) return [];
  const lines = [
    '',
    `abstention: ${a.decided} of ${a.n} rows decided without a model (coverage ${fixedOrNa(a.coverage)}), ${a.n - a.decided} need a model judge`,
    `  on the decided rows: kappa ${fixedOrNa(a.kappaDecided)}, precision of "unsupported" ${fixedOrNa(a.precisionUnsupportedDecided)}, recall ${fixedOrNa(a.recallUnsupportedDecided)}`,
  ];
  if (oracle) {
    lines.push(
      `  escalate-oracle: kappa ${fixedOrNa(a.kappaOracle)} if a model decided the ${a.n - a.decided} undecided rows as the humans did (the ceiling at this escalation rate)`,
    );
  }
  return lines;
}

function table(
  report: AgreementReport,
  folds: number[] | undefined,
  show: number,
  perFold: boolean,
  oracle = false,
): string[] {
  const c = report.confusion;
  const lines = [
    `judge: ${report.judge}   n = ${report.n}${folds ? `   folds ${folds.join(',')}` : ''}   humans flag ${fixedOrNa(report.humanFlagRate)}`,
    '',
    `${''.padEnd(22)} kappa   raw  precision  recall    F1  flag rate   ("unsupported" class)`,
    statsRow(report.judge, report),
  ];
  if (report.baselines) {
    lines.push(
      statsRow('overlap (baseline)', report.baselines.overlap),
      statsRow('substring (baseline)', report.baselines.substring),
    );
  }
  if (report.versusOverlap) {
    const v = report.versusOverlap;
    const sign = (x: number) => `${x >= 0 ? '+' : ''}${x.toFixed(3)}`;
    lines.push(
      '',
      `kappa ${report.judge} - overlap = ${sign(v.difference)} (paired bootstrap 95% interval ${sign(v.low)} to ${sign(v.high)}, ${v.samples} resamples)`,
    );
  }
  lines.push(
    '',
    '                 judge faithful   judge not',
    `human faithful   ${String(c.tp).padStart(14)}   ${String(c.fn).padStart(9)}`,
    `human not        ${String(c.fp).padStart(14)}   ${String(c.tn).padStart(9)}`,
  );
  lines.push(...abstentionLines(report, oracle));
  if (perFold && report.byFold) {
    lines.push('', 'fold     n  kappa   raw  flag rate  human flag rate');
    for (const f of report.byFold) {
      lines.push(
        `${String(f.fold).padStart(4)} ${String(f.n).padStart(5)}  ${fixedOrNa(f.kappa).padStart(5)}  ${fixedOrNa(f.rawAgreement).padStart(4)}  ${fixedOrNa(f.flagRate).padStart(9)}  ${fixedOrNa(f.humanFlagRate).padStart(15)}`,
      );
    }
  }
  lines.push(
    '',
    report.kappa < 0.6
      ? 'kappa < 0.6: do not trust this judge as a gate on this data yet (re-prompt it or add human labels).'
      : 'kappa >= 0.6: usable as a gate (raw agreement flatters; kappa is the number to trust).',
  );
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
  return lines;
}

export const command = flagCommand({
  name: 'agreement',
  summary: "measure a judge against human labels (Cohen's kappa, beside the overlap and substring baselines)",
  usage,
  options: {
    labels: { type: 'string' },
    judge: { type: 'string' },
    folds: { type: 'string' },
    'by-fold': { type: 'boolean' },
    bootstrap: { type: 'string' },
    format: { type: 'string' },
    show: { type: 'string' },
    'escalate-oracle': { type: 'boolean' },
    uncertain: { type: 'string' },
  },
  async run(values, io) {
    if (!values.labels) throw new UsageError('--labels is required: a JSONL file of human-labelled rows');
    const format = choiceOption('format', values.format, ['table', 'json'] as const, 'table');
    const show = intOption('show', values.show, 20, 0);
    const bootstrap = intOption('bootstrap', values.bootstrap, 1000, 1);
    const folds = foldsOption(values.folds);
    const rows = loadLabelsSync(values.labels, { cwd: io.cwd });
    if (folds) {
      const missing = rows.findIndex((r) => r.id === undefined);
      if (missing >= 0) {
        throw new UsageError(`--folds needs an "id" on every row: row ${missing + 1} of ${values.labels} has none`);
      }
    }
    const needsJudge = rows.some((r) => r.judge === undefined) || values.judge !== undefined;
    const uncertain = resolveUncertainPolicy(values.uncertain, io.env);
    const judge = needsJudge
      ? resolveJudge(values.judge, io.env, uncertain === undefined ? {} : { uncertain })
      : undefined;
    const report = await measureAgreement(rows, judge, { ...(folds ? { folds } : {}), bootstrap });
    const oracle = values['escalate-oracle'] === true;
    if (oracle && !report.abstention) {
      throw new UsageError(
        `--escalate-oracle needs a judge that abstains (heuristic or cascade); judge "${report.judge}" decides every row`,
      );
    }
    if (format === 'json') {
      const { items: _items, disagreements: _disagreements, abstention, ...figures } = report;
      const abstains = abstention
        ? {
            coverage: abstention.coverage,
            decided: abstention.decided,
            kappaDecided: abstention.kappaDecided,
            precisionUnsupportedDecided: abstention.precisionUnsupportedDecided,
            recallUnsupportedDecided: abstention.recallUnsupportedDecided,
            ...(oracle ? { kappaOracle: abstention.kappaOracle } : {}),
          }
        : {};
      io.stdout(`${JSON.stringify({ ...figures, ...abstains, ...(folds ? { folds } : {}) }, null, 2)}\n`);
      return 0;
    }
    io.stdout(`${table(report, folds, show, values['by-fold'] === true, oracle).join('\n')}\n`);
    return 0;
  },
});
