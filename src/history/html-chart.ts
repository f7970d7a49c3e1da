/**
 * One metric of a suite over a series of runs as an inline SVG line chart: drawn by our own code so the history page
 * needs no script, no CDN and no charting dependency, and opens offline. The geometry is plain numbers (tested); the
 * markup escapes every text it carries.
 */
import type { HistoryMetric, HistoryRun } from './view.js';

/** The chart's size and margins, in SVG user units (the SVG scales to its container's width). */
export const CHART = { width: 640, height: 240, left: 48, right: 24, top: 16, bottom: 64 } as const;

/** At most this many run labels on the x axis; with more runs every k-th is shown (each point keeps its tooltip). */
export const MAX_X_LABELS = 16;

/** Escapes text for HTML and SVG content and attribute values (a commit message or suite name may hold `<` or `"`). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The y range drawn: [0, 1] for scores and rates, widened to hold any value or threshold outside it. */
export function yDomain(values: ReadonlyArray<number | null>, threshold?: number): [number, number] {
  const seen = values.filter((v): v is number => v !== null && Number.isFinite(v));
  if (threshold !== undefined) seen.push(threshold);
  const low = Math.min(0, ...seen);
  const high = Math.max(1, ...seen);
  return [low, high > low ? high : low + 1];
}

/** The x of run `index` of `count` runs: spread over the plot's width, a single run in its middle. */
export function xOf(index: number, count: number): number {
  const plot = CHART.width - CHART.left - CHART.right;
  if (count <= 1) return CHART.left + plot / 2;
  return CHART.left + (index * plot) / (count - 1);
}

/** The y of `value` in `domain`: the domain's top at the plot's top. */
export function yOf(value: number, domain: readonly [number, number]): number {
  const plot = CHART.height - CHART.top - CHART.bottom;
  return CHART.top + ((domain[1] - value) / (domain[1] - domain[0])) * plot;
}

/**
 * The line's path: `M` starts a segment, `L` continues it; a run without a value (`null`: the suite did not run
 * there, or the metric was not measured) breaks the line rather than bridging the gap with a guess.
 */
export function linePath(values: ReadonlyArray<number | null>, domain: readonly [number, number]): string {
  const parts: string[] = [];
  let drawing = false;
  values.forEach((value, i) => {
    if (value === null || !Number.isFinite(value)) {
      drawing = false;
      return;
    }
    parts.push(`${drawing ? 'L' : 'M'}${fmt(xOf(i, values.length))} ${fmt(yOf(value, domain))}`);
    drawing = true;
  });
  return parts.join(' ');
}

/** Indexes of the runs whose label the x axis shows: every k-th so at most {@link MAX_X_LABELS}, and always the last. */
export function labelledRuns(count: number): number[] {
  const step = Math.max(1, Math.ceil(count / MAX_X_LABELS));
  const shown: number[] = [];
  for (let i = 0; i < count; i += step) shown.push(i);
  if (count > 0 && shown[shown.length - 1] !== count - 1) {
    // The last run is the one people look for: it replaces the k-th label too close to it.
    if (count - 1 - (shown[shown.length - 1] ?? 0) < step) shown.pop();
    shown.push(count - 1);
  }
  return shown;
}

const fmt = (n: number) => (Math.round(n * 10) / 10).toString();
const value2 = (n: number) => n.toFixed(2);

/** What a run is, in words: its label, commit, branch, date and where it came from (the tooltip of its label and point). */
export function describeRun(run: HistoryRun): string {
  const parts = [run.label];
  if (run.commit && run.commit !== run.label) parts.push(`commit ${run.commit}`);
  if (run.branch) parts.push(`on ${run.branch}`);
  if (run.date) parts.push(run.date);
  parts.push(`from ${run.source}`);
  return parts.join(' · ');
}

/** What the chart needs beyond the metric: the series' runs and the suite's flagged runs. */
export interface ChartInput {
  metric: HistoryMetric;
  /** The metric's name as people read it (`pass rate`, `faithfulness`). */
  title: string;
  runs: readonly HistoryRun[];
  /** Indexes of runs where a regression was flagged against the previous run. */
  flaggedRuns: readonly number[];
}

function axes(domain: readonly [number, number], runs: readonly HistoryRun[]): string[] {
  const out: string[] = [];
  const right = CHART.width - CHART.right;
  for (let k = 0; k <= 4; k++) {
    const v = domain[0] + ((domain[1] - domain[0]) * k) / 4;
    const y = fmt(yOf(v, domain));
    out.push(`<line class="grid" x1="${CHART.left}" x2="${right}" y1="${y}" y2="${y}"/>`);
    out.push(`<text class="tick" x="${CHART.left - 6}" y="${y}" text-anchor="end" dy="0.32em">${value2(v)}</text>`);
  }
  const base = CHART.height - CHART.bottom;
  for (const i of labelledRuns(runs.length)) {
    const run = runs[i] as HistoryRun;
    const x = fmt(xOf(i, runs.length));
    // The tooltip sits on a group around the label, so the label's text is the label alone.
    out.push(
      `<g data-run="${i}"><title>${escapeHtml(describeRun(run))}</title><text class="run-label" x="${x}" y="${base + 12}" ` +
        `text-anchor="end" transform="rotate(-35 ${x} ${base + 12})">${escapeHtml(run.label)}</text></g>`,
    );
  }
  return out;
}

/** A value's mark: a dot, or for a run where a regression was flagged a larger triangle; its tooltip says what. */
function point(run: number, x: number, y: number, flagged: boolean, below: boolean, tip: string): string {
  const classes = `point${flagged ? ' flagged' : ''}${below ? ' below' : ''}`;
  const title = `<title>${escapeHtml(tip)}</title>`;
  if (!flagged)
    return `<circle class="${classes}" data-run="${run}" cx="${fmt(x)}" cy="${fmt(y)}" r="3.5">${title}</circle>`;
  const d = `M${fmt(x)} ${fmt(y - 7)} L${fmt(x + 7)} ${fmt(y + 5)} L${fmt(x - 7)} ${fmt(y + 5)} Z`;
  return `<path class="${classes}" data-run="${run}" d="${d}">${title}</path>`;
}

/** The SVG of one metric over the runs: grid, threshold line, the line, a point per value, flagged runs marked. */
export function renderLineChart(input: ChartInput): string {
  const { metric, runs, flaggedRuns } = input;
  const domain = yDomain(metric.values, metric.threshold);
  const top = CHART.top;
  const base = CHART.height - CHART.bottom;
  const parts = [
    `<svg class="chart" role="img" viewBox="0 0 ${CHART.width} ${CHART.height}" width="${CHART.width}" height="${CHART.height}" data-metric="${escapeHtml(metric.name)}">`,
    `<title>${escapeHtml(`${input.title} over ${runs.length} run(s)`)}</title>`,
    ...axes(domain, runs),
  ];
  for (const i of flaggedRuns) {
    if (i < 0 || i >= runs.length) continue;
    const x = fmt(xOf(i, runs.length));
    const title = `regression flagged at ${describeRun(runs[i] as HistoryRun)} against the run before`;
    parts.push(
      `<line class="flagged-run" data-run="${i}" x1="${x}" x2="${x}" y1="${top}" y2="${base}"><title>${escapeHtml(title)}</title></line>`,
    );
  }
  if (metric.threshold !== undefined) {
    const y = fmt(yOf(metric.threshold, domain));
    parts.push(
      `<line class="threshold" x1="${CHART.left}" x2="${CHART.width - CHART.right}" y1="${y}" y2="${y}"><title>gate: ${escapeHtml(input.title)} needs &gt;= ${value2(metric.threshold)}</title></line>`,
    );
  }
  const path = linePath(metric.values, domain);
  // A lone value has no line: its point alone shows it.
  if (path.includes('L')) parts.push(`<path class="line" d="${path}"/>`);
  const flagged = new Set(flaggedRuns);
  metric.values.forEach((value, i) => {
    if (value === null || !Number.isFinite(value)) return;
    const run = runs[i];
    const where = run ? describeRun(run) : `run ${i + 1}`;
    const tip = `${input.title} ${value2(value)} at ${where}${flagged.has(i) ? ' (regression flagged)' : ''}`;
    const below = metric.threshold !== undefined && value < metric.threshold;
    parts.push(point(i, xOf(i, metric.values.length), yOf(value, domain), flagged.has(i), below, tip));
  });
  parts.push('</svg>');
  return parts.join('\n');
}
