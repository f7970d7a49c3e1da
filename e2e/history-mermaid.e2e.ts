/**
 * The history's markdown (`ragcheck history --format markdown`: the job summary and the PR comment) holds a Mermaid
 * chart per suite, which GitHub renders with Mermaid. Here each chart of the markdown is rendered by Mermaid itself
 * (the `mermaid` package's browser bundle, loaded from node_modules; nothing from the network) in Chromium: it must
 * parse, draw one line per metric the legend line names, and show on a screenshot (reports/history-mermaid.png).
 * Needs Chromium (`apt-get install -y chromium`; CHROMIUM_PATH overrides the path).
 */
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { slidingHistoryView } from '../src/history/__fixtures__/sliding-view.js';
import { renderHistory } from '../src/history/render.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SCREENSHOT = join(root, 'reports/history-mermaid.png');
const MERMAID = join(dirname(createRequire(import.meta.url).resolve('mermaid/package.json')), 'dist/mermaid.min.js');

let browser: Browser | undefined;

beforeAll(async () => {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install -y chromium, or set CHROMIUM_PATH.`);
  }
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
});

afterAll(async () => {
  await browser?.close();
});

/** The ```mermaid blocks of a markdown text, and the legend line under each ("Lines, in order: a, b."). */
function charts(markdown: string): { code: string; lines: string[] }[] {
  const found: { code: string; lines: string[] }[] = [];
  const block = /```mermaid\n([\s\S]*?)```\n\nLines, in order: ([^.]*)\./g;
  for (let m = block.exec(markdown); m; m = block.exec(markdown)) {
    found.push({ code: m[1] as string, lines: (m[2] as string).split(', ') });
  }
  return found;
}

test("the markdown's Mermaid charts parse and draw one line per metric in Mermaid's own renderer", async () => {
  const markdown = renderHistory(slidingHistoryView(), 'markdown');
  const blocks = charts(markdown);
  expect(blocks.length).toBe(2); // one per suite of the view
  const page = await (browser as Browser).newPage({ viewport: { width: 1000, height: 1200 } });
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('request', (request) => {
    if (!request.url().startsWith('about:') && !request.url().startsWith('data:'))
      problems.push(`request: ${request.url()}`);
  });
  await page.setContent('<!doctype html><html><body style="background:#fff"></body></html>');
  await page.addScriptTag({ path: MERMAID });
  // The page's own script (this file is compiled without the DOM's types): each chart rendered by Mermaid, then its
  // line paths, x-axis labels (and how many overlap the next) and title read from the drawn SVG.
  const script = `(async (codes) => {
    mermaid.initialize({ startOnLoad: false });
    const out = [];
    for (const [i, code] of codes.entries()) {
      try {
        const { svg } = await mermaid.render('chart' + i, code);
        const holder = document.createElement('div');
        holder.innerHTML = svg;
        document.body.append(holder);
        const labels = [...holder.querySelectorAll('g[class*="bottom-axis"] g[class*="label"] text')]
          .map((t) => t.getBoundingClientRect());
        out.push({
          lines: holder.querySelectorAll('g[class^="line-plot"] path').length,
          labels: labels.length,
          overlaps: labels.slice(1).filter((box, j) => box.left < labels[j].right).length,
          title: holder.querySelector('g[class*="chart-title"] text')?.textContent ?? '',
        });
      } catch (error) {
        out.push({ lines: 0, error: String(error) });
      }
    }
    return out;
  })(${JSON.stringify(blocks.map((b) => b.code))})`;
  const drawn = (await page.evaluate(script)) as {
    lines: number;
    labels?: number;
    overlaps?: number;
    title?: string;
    error?: string;
  }[];
  expect(drawn.map((d) => d.error)).toEqual(blocks.map(() => undefined));
  expect(drawn.map((d) => d.lines)).toEqual(blocks.map((b) => b.lines.length));
  // Every run's label on the x axis, none drawn over the next; titles as plain text (Mermaid sanitises HTML).
  expect(drawn.map((d) => d.labels)).toEqual([12, 8]);
  expect(drawn.map((d) => d.overlaps)).toEqual([0, 0]);
  expect(drawn.map((d) => d.title)).toEqual(["support faq and 'refunds'", 'search']);
  expect(problems).toEqual([]);
  mkdirSync(dirname(SCREENSHOT), { recursive: true });
  const png = await page.screenshot({ path: SCREENSHOT, fullPage: true });
  expect(png.length).toBeGreaterThan(10_000);
  await page.close();
});
