import { describe, expect, test } from 'vitest';
import { slidingHistoryView } from './__fixtures__/sliding-view.js';
import { buildHistoryView } from './build.js';
import { renderHistoryHtml } from './html.js';
import {
  CHART,
  escapeHtml,
  labelledRuns,
  linePath,
  MAX_X_LABELS,
  renderLineChart,
  xOf,
  yDomain,
  yOf,
} from './html-chart.js';
import { seriesEntryOfRun } from './series.js';
import { simulatedReports, simulatedRun } from './simulate.js';
import type { HistoryMetric } from './view.js';

const view = slidingHistoryView();
const suite = view.suites[0]!;
const metric = (name: string): HistoryMetric => suite.metrics.find((m) => m.name === name)!;

/** Every `<tag ...>` element of `svg` with its attributes, for reading the geometry back. */
function elements(svg: string, tag: string): Record<string, string>[] {
  return [...svg.matchAll(new RegExp(`<${tag}\\s([^>]*)>`, 'g'))].map((m) =>
    Object.fromEntries([...(m[1] ?? '').matchAll(/([\w-]+)="([^"]*)"/g)].map((a) => [a[1], a[2]])),
  );
}

describe('chart geometry', () => {
  test('runs spread over the plot from its left edge to its right edge; a single run sits in the middle', () => {
    expect(xOf(0, 12)).toBe(CHART.left);
    expect(xOf(11, 12)).toBe(CHART.width - CHART.right);
    expect(xOf(6, 13)).toBeCloseTo((CHART.left + CHART.width - CHART.right) / 2);
    expect(xOf(0, 1)).toBeCloseTo((CHART.left + CHART.width - CHART.right) / 2);
  });

  test('a score of 1 is drawn at the top of the plot and 0 at its bottom, higher values higher', () => {
    expect(yOf(1, [0, 1])).toBe(CHART.top);
    expect(yOf(0, [0, 1])).toBe(CHART.height - CHART.bottom);
    expect(yOf(0.8, [0, 1])).toBeLessThan(yOf(0.7, [0, 1]));
  });

  test('the y range is [0, 1] for scores and widens to hold a value or a threshold outside it', () => {
    expect(yDomain([0.2, null, 0.9], 0.7)).toEqual([0, 1]);
    expect(yDomain([0.5, 1.4])).toEqual([0, 1.4]);
    expect(yDomain([0.5], -0.5)).toEqual([-0.5, 1]);
    expect(yDomain([null, null])).toEqual([0, 1]);
  });

  test('a run without a value breaks the line instead of bridging the gap', () => {
    const d = linePath([0.5, null, 0.5, 0.6], [0, 1]);
    expect(d.match(/M/g)).toHaveLength(2);
    expect(d.match(/L/g)).toHaveLength(1);
    expect(d.startsWith(`M${CHART.left} `)).toBe(true);
    expect(linePath([null, null], [0, 1])).toBe('');
  });

  test('the x axis labels every run up to the limit, then every k-th run, always the first and the last', () => {
    expect(labelledRuns(12)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    const many = labelledRuns(50);
    expect(many.length).toBeLessThanOrEqual(MAX_X_LABELS);
    expect(many[0]).toBe(0);
    expect(many[many.length - 1]).toBe(49);
    expect(new Set(many).size).toBe(many.length);
    expect(labelledRuns(0)).toEqual([]);
  });
});

describe('renderLineChart', () => {
  const svg = renderLineChart({
    metric: metric('faithfulness'),
    title: 'faithfulness',
    runs: view.runs,
    flaggedRuns: suite.flaggedRuns,
  });

  test('draws the threshold as a horizontal line at the gate value', () => {
    const [line] = elements(svg, 'line').filter((l) => l.class === 'threshold');
    expect(line).toBeDefined();
    expect(line!.y1).toBe(line!.y2);
    expect(Number(line!.y1)).toBeCloseTo(yOf(0.7, [0, 1]), 1);
    expect(svg).toContain('<title>gate: faithfulness needs &gt;= 0.70</title>');
  });

  test('draws a point at each value, none where the run has no value, and marks points below the gate', () => {
    const values = metric('faithfulness').values;
    const circles = elements(svg, 'circle');
    const flagged = elements(svg, 'path').filter((p) => p.class?.includes('flagged'));
    expect(circles.length + flagged.length).toBe(values.filter((v) => v !== null).length);
    expect(circles.some((c) => c['data-run'] === '2')).toBe(false);
    for (const c of circles) {
      const i = Number(c['data-run']);
      expect(Number(c.cx)).toBeCloseTo(xOf(i, 12), 1);
      expect(Number(c.cy)).toBeCloseTo(yOf(values[i] as number, [0, 1]), 1);
      expect(c.class?.includes('below')).toBe((values[i] as number) < 0.7);
    }
  });

  test('marks the flagged run with a marker on its point and a line across the plot', () => {
    const [marker] = elements(svg, 'path').filter((p) => p.class?.includes('flagged'));
    expect(marker?.['data-run']).toBe('9');
    const [across] = elements(svg, 'line').filter((l) => l.class === 'flagged-run');
    expect(Number(across?.x1)).toBeCloseTo(xOf(9, 12), 1);
    const run = view.runs[9]!;
    expect(svg).toContain(`regression flagged at ${run.label} · commit ${run.commit} · on main · 2026-11-10T09:00:00Z`);
  });

  test("labels the x axis with each run's label, its source and date in the label's tooltip", () => {
    const labels = [
      ...svg.matchAll(/<g data-run="\d+"><title>([^<]*)<\/title><text class="run-label"[^>]*>([^<]*)<\/text><\/g>/g),
    ];
    expect(labels.map((m) => m[2])).toEqual(view.runs.map((r) => r.label));
    expect(labels[0]?.[1]).toBe(
      'a1b2c3d · commit a1b2c3d000000000000000000000000000000000 · on main · 2026-11-01T09:00:00Z · from artifact 4100 (ragcheck-report) &#60;main&#62;',
    );
  });
});

describe('renderHistoryHtml', () => {
  const html = renderHistoryHtml(view);

  test('escapes every text from the reports: suite names, notes, sources', () => {
    expect(escapeHtml(`<a href="x">'&`)).toBe('&#60;a href=&#34;x&#34;&#62;&#39;&#38;');
    expect(html).toContain('<h2>support &#60;faq&#62; &#38; &#34;refunds&#34;</h2>');
    expect(html).toContain('data-suite="support &#60;faq&#62; &#38; &#34;refunds&#34;"');
    expect(html).not.toContain('<faq>');
    expect(html).not.toContain('<main>');
    expect(html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
  });

  test('is self-contained: no script, nothing loaded from a URL, a policy that forbids loading anything', () => {
    expect(html).not.toMatch(/<script|<link|<img|@import|url\(/i);
    expect(html).not.toMatch(/(src|href)=/i);
    expect(html).not.toMatch(/https?:\/\//);
    expect(html).toContain(`default-src 'none'`);
  });

  test('shows a chart per suite and metric, pass rate first, and each test with whether it flags a drop', () => {
    const charts = [...html.matchAll(/<figure data-metric="(\w+)">/g)].map((m) => m[1]);
    expect(charts).toEqual(['passRate', 'faithfulness', 'passRate']);
    expect(html).toContain('pass rate <span class="last">0.95 → 0.62</span>');
    expect(html).toContain('faithfulness <span class="last">0.86 → 0.64, gate 0.70</span>');
    expect(html).toMatch(/drop flagged<\/span> trend: last 4 runs below the first 4 \(p &#60;0\.001, alpha 0\.05\)/);
    expect(html).toMatch(/no drop<\/span> last two runs: 11 -&#62; 12 \(p 0\.310, alpha 0\.05\)/);
    expect(html).toContain('not tested</span> trend over the series');
    expect(html).toContain('ran in 8 of 12 run(s)');
    expect(html).toContain(`regression flagged against the run before at ${view.runs[9]?.label}</p>`);
    expect(html).toContain('<strong>a drop is flagged</strong>');
    expect(html).toMatch(/<p class="legend">[\s\S]*gate[\s\S]*regression flagged against the run before\n<\/p>/);
  });

  test('a series with no suite and no runs still renders a page that says so', () => {
    const empty = renderHistoryHtml({ runs: [], suites: [], notes: [] });
    expect(empty).toContain('0 suite(s) over 0 run(s): no drop flagged');
    expect(empty).toContain('No suite in these runs.');
  });

  test("renders the history reader's own view of a simulated sliding app: its charts, labels and flagged trend", () => {
    const runs = simulatedReports({ seed: 3, slide: 0.03 }).map((r, i) => simulatedRun(r, `run-${i + 1}.json`));
    const built = buildHistoryView({ entries: runs.map((run) => seriesEntryOfRun(run)), notes: [] });
    const page = renderHistoryHtml(built);
    const [suite] = built.suites;
    expect(suite?.trend?.flagged).toBe(true);
    const charts = [...page.matchAll(/<figure data-metric="(\w+)">/g)].map((m) => m[1]);
    expect(charts[0]).toBe('passRate');
    expect(charts.sort()).toEqual(suite?.metrics.map((m) => m.name).sort());
    const labels = [...page.matchAll(/<text class="run-label"[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);
    expect(labels.slice(0, 12)).toEqual(runs.map((run) => run.commit?.slice(0, 7)));
    expect(page).toContain(`drop flagged</span> ${escapeHtml(suite?.trend?.description ?? '')}`);
  });
});
