/**
 * The terminal table of a run: one row per case with its id, question, recall, faithfulness and verdict, as wide as
 * the terminal (or a fixed width in a log).
 */
import { scoreOf } from '../evaluate/index.js';
import { type CaseResult, isPassingVerdict } from '../types.js';
import { formatScore, formatTrialRate } from './format.js';

/** The width of a table written to a log or a pipe, where there is no terminal to measure. */
export const LOG_WIDTH = 160;
const ID_WIDTH_MAX = 24;
const QUESTION_WIDTH_MIN = 24;

export interface TableOptions {
  /**
   * Width of a row in columns: the question column takes what the others leave.
   * @default 160 (see {@link terminalWidth})
   */
  width?: number;
  /** Only failing, known and error rows (for thousands of cases). @default false */
  onlyProblems?: boolean;
}

/**
 * How wide a table may be on `stream`: its columns when it is a terminal, else `$COLUMNS` when set, else
 * {@link LOG_WIDTH}.
 */
export function terminalWidth(
  stream: { isTTY?: boolean; columns?: number } | undefined = process.stdout,
  env: NodeJS.ProcessEnv = process.env,
): number {
  if (stream?.isTTY && typeof stream.columns === 'number' && stream.columns > 0) return stream.columns;
  const columns = Number(env.COLUMNS);
  return Number.isInteger(columns) && columns > 0 ? columns : LOG_WIDTH;
}

function cut(text: string, width: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= width ? flat.padEnd(width) : `${flat.slice(0, width - 1)}…`;
}

function verdictOf(r: CaseResult): string {
  const flaky = r.trials?.flaky ? ' (flaky)' : '';
  if (r.outcome === 'known failure') return `${r.verdict} (known)${flaky}`;
  if (r.outcome === 'draft') return `${r.verdict} (draft)${flaky}`;
  if (r.outcome === 'fail' && isPassingVerdict(r.verdict)) return `${r.verdict} (known failure now passes)${flaky}`;
  return `${r.verdict}${flaky}`;
}

/** `validity/support` of a case's citations (`1.00/0.50`, `1.00/n/a`), `-` when its answer has no markers. */
function formatCitations(r: CaseResult): string {
  const m = r.metrics;
  return m.citationValidity == null ? '-' : `${formatScore(m.citationValidity)}/${formatScore(m.citationSupport)}`;
}

/**
 * The table: id, question, recall, faith, verdict; long ids and questions are cut with an ellipsis. When some case
 * ran several trials, a `pass rate` column (`0.70 (7/10)`) comes before the verdict, recall and faith are means
 * over the trials, and a case whose trials got different verdicts is marked `(flaky)`. When some answer carries
 * citation markers, a `citations` column (validity/support) comes after faith.
 */
export function formatTable(results: readonly CaseResult[], options: TableOptions = {}): string {
  const rows = results.filter((r) => !(options.onlyProblems && r.outcome === 'pass'));
  const verdicts = rows.map(verdictOf);
  const rates = rows.some((r) => r.trials) ? rows.map(formatTrialRate) : undefined;
  const rateWidth = rates ? Math.max(9, ...rates.map((rate) => rate.length)) : 0;
  // Citation validity/support, only when some answer carries markers (`1.00/0.50`, `-` for an answer without).
  const cites = rows.some((r) => r.metrics.citationValidity != null) ? rows.map(formatCitations) : undefined;
  const citeWidth = cites ? 9 : 0;
  const idWidth = Math.min(ID_WIDTH_MAX, Math.max(2, ...rows.map((r) => r.id.length)));
  const verdictWidth = Math.max(7, ...verdicts.map((v) => v.length));
  const fixed =
    idWidth + 2 + 2 + 6 + 2 + 6 + (cites ? 2 + citeWidth : 0) + (rates ? 2 + rateWidth : 0) + 3 + verdictWidth;
  const longest = Math.max(8, ...rows.map((r) => r.question.replace(/\s+/g, ' ').trim().length));
  const questionWidth = Math.min(longest, Math.max(QUESTION_WIDTH_MIN, (options.width ?? LOG_WIDTH) - fixed));
  const row = (
    id: string,
    question: string,
    recall: string,
    faith: string,
    cite: string,
    rate: string,
    verdict: string,
  ) =>
    `${cut(id, idWidth)}  ${cut(question, questionWidth)}  ${recall.padStart(6)}  ${faith.padStart(6)}${cites ? `  ${cite.padStart(citeWidth)}` : ''}${rates ? `  ${rate.padStart(rateWidth)}` : ''}   ${verdict}`;
  const header = row('id', 'question', 'recall', 'faith', 'citations', 'pass rate', 'verdict');
  const lines = [header, '-'.repeat(fixed + questionWidth)];
  rows.forEach((r, i) => {
    const recallValue = scoreOf(r, 'contextRecall');
    const recall = recallValue === null ? 'n/a ' : recallValue.toFixed(2);
    const rate = rates?.[i] ?? '';
    const faith = formatScore(scoreOf(r, 'faithfulness'));
    lines.push(row(r.id, r.question, recall, faith, cites?.[i] ?? '', rate, verdicts[i] as string));
  });
  return lines.map((line) => line.trimEnd()).join('\n');
}
