/**
 * The history as one self-contained HTML page (`ragcheck history --format html`): inline CSS and inline SVG charts,
 * no script and nothing fetched, so it opens offline from a file or an artifact. Per suite: the trend test and the
 * last-pair test, then a line chart per metric (pass rate first) with its gate as a line and flagged runs marked;
 * then the runs and the notes on what the series could not include.
 */
import { formatP } from '../compare/index.js';
import { describeRun, escapeHtml, renderLineChart } from './html-chart.js';
import { metricLabel } from './render.js';
import type { HistoryMetric, HistoryRun, HistoryTest, HistoryView, SuiteHistory } from './view.js';

const STYLE = `
:root { color-scheme: light; --fg: #1f2328; --muted: #59636e; --line: #0969da; --bad: #cf222e; --ok: #1a7f37;
  --grid: #d1d9e0; --gate: #9a6700; font-family: system-ui, -apple-system, "Segoe UI", sans-serif; color: var(--fg); }
body { margin: 0 auto; max-width: 1100px; padding: 24px; background: #fff; }
h1 { font-size: 1.5rem; margin: 0 0 4px; } h2 { font-size: 1.2rem; margin: 0 0 8px; word-break: break-word; }
.sub { color: var(--muted); margin: 0 0 16px; }
section.suite { border: 1px solid var(--grid); border-radius: 8px; padding: 16px; margin: 0 0 20px; }
ul.tests { list-style: none; padding: 0; margin: 0 0 12px; } ul.tests li { margin: 2px 0; }
.badge { display: inline-block; border-radius: 4px; padding: 0 6px; font-size: 0.85em; font-weight: 600; color: #fff; }
.badge.flagged { background: var(--bad); } .badge.clear { background: var(--ok); } .badge.none { background: var(--muted); }
.charts { display: grid; grid-template-columns: repeat(auto-fill, minmax(480px, 1fr)); gap: 12px; }
figure { margin: 0; } figcaption { font-weight: 600; margin: 0 0 4px; }
figcaption .last { font-weight: 400; color: var(--muted); }
svg.chart { width: 100%; height: auto; display: block; }
svg .grid { stroke: var(--grid); stroke-width: 1; } svg .tick, svg .run-label { font-size: 12px; fill: var(--muted); }
svg .line { fill: none; stroke: var(--line); stroke-width: 2; }
svg .point { fill: var(--line); } svg .point.below { fill: #bc4c00; }
svg .point.flagged { fill: var(--bad); stroke: #fff; stroke-width: 1; }
svg .flagged-run { stroke: var(--bad); stroke-width: 1.5; stroke-dasharray: 3 3; opacity: 0.7; }
svg .threshold { stroke: var(--gate); stroke-width: 1.5; stroke-dasharray: 6 4; }
table { border-collapse: collapse; font-size: 0.9em; } th, td { text-align: left; padding: 2px 10px 2px 0; }
td.source { color: var(--muted); word-break: break-all; }
.notes li { margin: 2px 0; }
.legend { color: var(--muted); font-size: 0.9em; margin: 0 0 16px; }
.legend svg { vertical-align: middle; }
`;

/** What the marks on the charts mean, drawn with the charts' own classes. */
const LEGEND = [
  '<p class="legend">',
  '<svg width="26" height="12"><path class="line" d="M1 6 L25 6"/><circle class="point" cx="13" cy="6" r="3.5"/></svg> value of a run',
  '<svg width="26" height="12"><circle class="point below" cx="13" cy="6" r="3.5"/></svg> under the gate',
  '<svg width="26" height="12"><line class="threshold" x1="1" x2="25" y1="6" y2="6"/></svg> gate',
  '<svg width="26" height="14"><path class="point flagged" d="M13 1 L20 13 L6 13 Z"/></svg> regression flagged against the run before',
  '</p>',
].join('\n');

function testLine(kind: string, test: HistoryTest | undefined): string {
  if (!test) return `<li><span class="badge none">not tested</span> ${escapeHtml(kind)}: too few runs</li>`;
  const badge = test.flagged
    ? '<span class="badge flagged">drop flagged</span>'
    : '<span class="badge clear">no drop</span>';
  const stats = `p ${formatP(test.pValue)}, alpha ${test.alpha}`;
  // The description names what was tested (`trend: ...`, `last two runs: ...`), so the kind is not repeated.
  return `<li class="test${test.flagged ? ' flagged' : ''}">${badge} ${escapeHtml(test.description)} (${escapeHtml(stats)})</li>`;
}

/**
 * The first and last values the metric has and its gate, in words (`0.92 → 0.71, gate 0.70`), beside the chart's
 * title: the gate's value is said here rather than on the chart, where a label would cover the line's points.
 */
function firstToLast(metric: HistoryMetric): string {
  const values = metric.values.filter((v): v is number => v !== null);
  const gate = metric.threshold === undefined ? '' : `, gate ${metric.threshold.toFixed(2)}`;
  if (values.length === 0) return `no values${gate}`;
  const first = (values[0] as number).toFixed(2);
  const last = (values[values.length - 1] as number).toFixed(2);
  return `${values.length === 1 ? first : `${first} → ${last}`}${gate}`;
}

function suiteSection(suite: SuiteHistory, runs: readonly HistoryRun[]): string {
  // Pass rate first: it is the figure the gate is about; then the gated metrics in the view's order.
  const metrics = [...suite.metrics].sort((a, b) => Number(b.name === 'passRate') - Number(a.name === 'passRate'));
  const charts = metrics.map((metric) => {
    const title = metricLabel(metric.name);
    const chart = renderLineChart({ metric, title, runs, flaggedRuns: suite.flaggedRuns });
    return `<figure data-metric="${escapeHtml(metric.name)}"><figcaption>${escapeHtml(title)} <span class="last">${escapeHtml(firstToLast(metric))}</span></figcaption>\n${chart}\n</figure>`;
  });
  const flagged = suite.flaggedRuns.map((i) => runs[i]?.label ?? `run ${i + 1}`);
  return [
    `<section class="suite" data-suite="${escapeHtml(suite.suite)}">`,
    `<h2>${escapeHtml(suite.suite)}</h2>`,
    `<p class="sub">ran in ${suite.present.length} of ${runs.length} run(s)${flagged.length ? `; regression flagged against the run before at ${escapeHtml(flagged.join(', '))}` : ''}</p>`,
    '<ul class="tests">',
    testLine('trend over the series', suite.trend),
    testLine('last two runs', suite.lastPair),
    '</ul>',
    `<div class="charts">\n${charts.join('\n')}\n</div>`,
    '</section>',
  ].join('\n');
}

function runsTable(runs: readonly HistoryRun[]): string {
  const rows = runs.map(
    (run, i) =>
      `<tr data-run="${i}"><td>${i + 1}</td><td title="${escapeHtml(describeRun(run))}">${escapeHtml(run.label)}</td><td>${escapeHtml(run.commit ?? '')}</td><td>${escapeHtml(run.branch ?? '')}</td><td>${escapeHtml(run.date ?? '')}</td><td class="source">${escapeHtml(run.source)}</td></tr>`,
  );
  return [
    '<section class="runs"><h2>Runs</h2><table>',
    '<thead><tr><th>#</th><th>label</th><th>commit</th><th>branch</th><th>date</th><th>source</th></tr></thead>',
    `<tbody>\n${rows.join('\n')}\n</tbody></table></section>`,
  ].join('\n');
}

/**
 * The history view as a self-contained HTML page: inline CSS, an inline SVG line chart per suite and metric (its
 * gate drawn as a dashed line, runs with a flagged regression marked in red, each run's label on the x axis with its
 * commit, date and source as a tooltip), the trend and last-pair tests, the runs and the notes. Every text from the
 * reports is escaped. No script, nothing loaded from the network.
 *
 * @example
 * writeFileSync('reports/history.html', renderHistoryHtml(view));
 */
export function renderHistoryHtml(view: HistoryView): string {
  const first = view.runs[0];
  const last = view.runs[view.runs.length - 1];
  const span = first && last ? ` from ${first.label} to ${last.label}` : '';
  const anyFlagged = view.suites.some((s) => s.trend?.flagged || s.lastPair?.flagged);
  const notes = view.notes.length
    ? `<section class="notes"><h2>Notes</h2><ul>\n${view.notes.map((n) => `<li>${escapeHtml(n)}</li>`).join('\n')}\n</ul></section>`
    : '';
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    // Nothing may load from elsewhere: the page is read offline, from an artifact or a file.
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:">`,
    '<title>ragcheck history</title>',
    `<style>${STYLE}</style>`,
    '</head>',
    '<body>',
    '<h1>ragcheck history</h1>',
    `<p class="sub">${view.suites.length} suite(s) over ${view.runs.length} run(s)${escapeHtml(span)}: ${anyFlagged ? '<strong>a drop is flagged</strong>' : 'no drop flagged'}</p>`,
    view.suites.length ? LEGEND : '',
    view.suites.length
      ? view.suites.map((s) => suiteSection(s, view.runs)).join('\n')
      : '<p>No suite in these runs.</p>',
    notes,
    runsTable(view.runs),
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
