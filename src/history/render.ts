/**
 * Renders a {@link HistoryView}: the terminal (a compact table per suite with a sparkline per metric), markdown for
 * the job summary and the PR comment (a Mermaid `xychart-beta` per suite, which GitHub draws, and a table), and
 * JSON (the view itself).
 */
import { formatP } from '../compare/index.js';
import { metricSpec } from '../metric-registry.js';
import { historyDropped } from './build.js';
import type { HistoryMetric, HistoryTest, HistoryView, SuiteHistory } from './view.js';

/** The output formats of `ragcheck history` this module renders (the HTML page is rendered elsewhere). */
export type HistoryFormat = 'text' | 'markdown' | 'json';

const BARS = '▁▂▃▄▅▆▇█';

/** A metric's name for people: `pass rate`, or the registry's label. */
export function metricLabel(name: string): string {
  return name === 'passRate' ? 'pass rate' : (metricSpec(name)?.label ?? name);
}

/**
 * One character per run: the value's height between the series' lowest and highest (a span of at least 0.1, so
 * noise of a point moves a bar one step at most), a space where the run has no value.
 */
export function sparkline(values: readonly (number | null)[]): string {
  const known = values.filter((v): v is number => v !== null);
  if (known.length === 0) return ' '.repeat(values.length);
  let lo = Math.min(...known);
  let hi = Math.max(...known);
  if (hi - lo < 0.1) {
    const mid = (hi + lo) / 2;
    lo = mid - 0.05;
    hi = mid + 0.05;
  }
  return values
    .map((v) => {
      if (v === null) return ' ';
      const level = Math.round(((v - lo) / (hi - lo)) * (BARS.length - 1));
      return BARS[Math.min(BARS.length - 1, Math.max(0, level))];
    })
    .join('');
}

const num = (v: number | null | undefined) => (v === null || v === undefined ? 'n/a' : v.toFixed(2));

function testLine(test: HistoryTest | undefined): string | undefined {
  if (!test) return undefined;
  const verdict = test.flagged ? 'DROP' : 'no drop';
  return `${test.description}: p ${formatP(test.pValue)} (alpha ${test.alpha}): ${verdict}`;
}

function flaggedList(view: HistoryView, suite: SuiteHistory): string {
  if (suite.flaggedRuns.length === 0) return 'none';
  return suite.flaggedRuns.map((i) => `#${i + 1} ${view.runs[i]?.label}`).join(', ');
}

function suiteText(view: HistoryView, suite: SuiteHistory): string[] {
  const presentValues = (m: HistoryMetric) => suite.present.map((i) => m.values[i] ?? null);
  const rows = suite.metrics.map((m) => {
    const values = presentValues(m);
    const threshold = m.threshold === undefined ? '' : `  (gate ${m.threshold})`;
    return [metricLabel(m.name), num(values[0]), num(values.at(-1)), sparkline(values) + threshold];
  });
  const widths = [0, 1, 2].map((c) =>
    Math.max(...[['metric', 'first', 'last'][c] as string, ...rows.map((r) => r[c] as string)].map((s) => s.length)),
  );
  const line = (cells: string[]) =>
    cells.map((cell, c) => (c < 3 ? cell.padEnd(widths[c] as number) : cell)).join('  ');
  const first = view.runs[suite.present[0] as number]?.label;
  const last = view.runs[suite.present.at(-1) as number]?.label;
  return [
    `${suite.suite}: ${suite.present.length} of ${view.runs.length} runs (${first} .. ${last})`,
    `  ${line(['metric', 'first', 'last', 'over the runs'])}`,
    ...rows.map((r) => `  ${line(r)}`),
    `  flagged against the previous run: ${flaggedList(view, suite)}`,
    ...[testLine(suite.trend), testLine(suite.lastPair)].filter((l) => l !== undefined).map((l) => `  ${l}`),
  ];
}

/** The terminal output: per suite its table, then the runs, the notes and the verdict line. */
export function formatHistoryText(view: HistoryView): string {
  const lines = [`ragcheck history: ${view.runs.length} runs`, ''];
  for (const suite of view.suites) lines.push(...suiteText(view, suite), '');
  lines.push('runs:');
  view.runs.forEach((r, i) => {
    const cells = [`#${i + 1}`, r.label, r.branch ?? '', r.date ?? '', r.source].filter((c) => c !== '');
    lines.push(`  ${cells.join('  ')}`);
  });
  if (view.notes.length > 0) lines.push('', 'notes:', ...view.notes.map((n) => `  - ${n}`));
  lines.push('', verdictLine(view));
  return `${lines.join('\n')}\n`;
}

/** `DROP: handbook (trend p 0.004)` or `no drop: ...`: the line `--out` still prints. */
export function verdictLine(view: HistoryView): string {
  if (!historyDropped(view)) return `no drop: no trend over the series and no regression between the last two runs`;
  const why = view.suites.flatMap((s) => {
    const parts: string[] = [];
    if (s.trend?.flagged) parts.push(`trend p ${formatP(s.trend.pValue)}`);
    if (s.lastPair?.flagged) parts.push('regressed in the last run');
    return parts.length > 0 ? [`${s.suite} (${parts.join(', ')})`] : [];
  });
  return `DROP: ${why.join('; ')}`;
}

/** The chart lines' colours in the legend's order: GitHub's blue, green, red, purple, orange, then grey. */
const PALETTE = ['#0969da', '#1a7f37', '#cf222e', '#8250df', '#bc4c00', '#57606a'];

/** A label for a Mermaid x-axis: quoted, with its quotes replaced, each unique (Mermaid merges equal labels). */
function axisLabels(labels: readonly string[]): string {
  const seen = new Map<string, number>();
  return labels
    .map((label) => {
      const count = (seen.get(label) ?? 0) + 1;
      seen.set(label, count);
      const unique = count > 1 ? `${label} (${count})` : label;
      return `"${unique.replace(/"/g, "'")}"`;
    })
    .join(', ');
}

/**
 * A Mermaid `xychart-beta` of a suite: one line per metric with a value in every run the suite ran (Mermaid draws
 * no gaps); lines are told apart in the legend below it, in order.
 */
export function mermaidChart(view: HistoryView, suite: SuiteHistory): { chart: string; drawn: string[] } {
  const drawn = suite.metrics.filter((m) => suite.present.every((i) => m.values[i] !== null));
  const lo = Math.min(0.5, ...drawn.flatMap((m) => suite.present.map((i) => m.values[i] as number)));
  const floor = Math.floor(lo * 10) / 10;
  // Mermaid sanitises titles as HTML (`<faq>` vanishes, `&` shows as `&amp;`): such characters become plain words.
  const title = suite.suite.replace(/"/g, "'").replace(/&/g, 'and').replace(/[<>]/g, '');
  const lines = [
    '```mermaid',
    // The default width squeezes 7-character commit labels into each other past ~8 runs, and the default theme's
    // pale line colours vanish on GitHub's white: a width per run and a palette of GitHub's own colours.
    '---',
    'config:',
    '  xyChart:',
    `    width: ${Math.max(700, 70 * suite.present.length)}`,
    '  themeVariables:',
    '    xyChart:',
    `      plotColorPalette: "${PALETTE.join(', ')}"`,
    '---',
    'xychart-beta',
    `  title "${title}"`,
    `  x-axis [${axisLabels(suite.present.map((i) => view.runs[i]?.label ?? `#${i + 1}`))}]`,
    `  y-axis "score" ${floor} --> 1`,
    ...drawn.map((m) => `  line [${suite.present.map((i) => (m.values[i] as number).toFixed(3)).join(', ')}]`),
    '```',
  ];
  return { chart: lines.join('\n'), drawn: drawn.map((m) => metricLabel(m.name)) };
}

function suiteMarkdown(view: HistoryView, suite: SuiteHistory): string[] {
  const { chart, drawn } = mermaidChart(view, suite);
  const header = ['run', 'commit', 'date', ...suite.metrics.map((m) => metricLabel(m.name))];
  const rows = suite.present.map((i) => {
    const run = view.runs[i];
    const flag = suite.flaggedRuns.includes(i) ? ' ⚠️ regressed' : '';
    const date = run?.date?.slice(0, 10) ?? '';
    return [
      `${i + 1}${flag}`,
      run?.commit?.slice(0, 7) ?? run?.label ?? '',
      date,
      ...suite.metrics.map((m) => num(m.values[i])),
    ];
  });
  const tests = [suite.trend, suite.lastPair]
    .filter((t) => t !== undefined)
    .map((t) => `- ${t.flagged ? '**DROP**' : 'no drop'}: ${t.description} (p ${formatP(t.pValue)}, alpha ${t.alpha})`);
  return [
    `### ${suite.suite}`,
    '',
    chart,
    '',
    `Lines, in order: ${drawn.join(', ')}.${suite.flaggedRuns.length > 0 ? ` Flagged against the previous run: ${flaggedList(view, suite)}.` : ''}`,
    '',
    ...tests,
    '',
    '<details><summary>Runs</summary>',
    '',
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
    '',
    '</details>',
    '',
  ];
}

/** The markdown: per suite a Mermaid chart, its tests and a table of its runs; then the notes and the verdict. */
export function formatHistoryMarkdown(view: HistoryView): string {
  const lines = [`## ragcheck history: ${view.runs.length} runs`, '', `**${verdictLine(view)}**`, ''];
  for (const suite of view.suites) lines.push(...suiteMarkdown(view, suite));
  if (view.notes.length > 0) lines.push('Notes:', '', ...view.notes.map((n) => `- ${n}`), '');
  return `${lines.join('\n')}`;
}

/** The view in a format. */
export function renderHistory(view: HistoryView, format: HistoryFormat): string {
  if (format === 'json') return `${JSON.stringify(view, null, 2)}\n`;
  if (format === 'markdown') return formatHistoryMarkdown(view);
  return formatHistoryText(view);
}
