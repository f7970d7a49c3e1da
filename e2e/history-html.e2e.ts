/**
 * The history page (`renderHistoryHtml`) in a real browser: a history of 12 runs of an app that slides, written to a
 * file and opened from disk in Chromium with the network cut off. Checks that every chart is laid out with a
 * non-zero box, the flagged run's marker and the threshold line show, each run label on the x axis is visible and
 * not covered by another, the page makes no request and logs no error, and that the screenshot
 * (reports/history-html.png) holds the chart's line and the flagged marker in their colours. Needs Chromium
 * (`apt-get install -y chromium`; CHROMIUM_PATH overrides the path).
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type Browser, chromium, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { slidingHistoryView } from '../src/history/__fixtures__/sliding-view.js';
import { renderHistoryHtml } from '../src/history/html.js';
import { labelledRuns } from '../src/history/html-chart.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SCREENSHOT = join(root, 'reports/history-html.png');

let browser: Browser | undefined;
let dir = '';

beforeAll(async () => {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install -y chromium, or set CHROMIUM_PATH.`);
  }
  dir = mkdtempSync(join(tmpdir(), 'ragcheck-history-html-'));
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
});

afterAll(async () => {
  await browser?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** The page opened from a file, with every request other than the file itself and every console error recorded. */
async function openPage(html: string): Promise<{ page: Page; problems: string[] }> {
  const file = join(dir, 'history.html');
  writeFileSync(file, html);
  const url = pathToFileURL(file).href;
  const page = await (browser as Browser).newPage({ viewport: { width: 1200, height: 900 } });
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('request', (request) => {
    if (request.url() !== url) problems.push(`request: ${request.url()}`);
  });
  await page.goto(url);
  return { page, problems };
}

/**
 * Counts the screenshot's pixels that are not white, and those close to the chart line's blue (#0969da) and the
 * flagged marker's red (#cf222e), by drawing the PNG on a canvas in a blank page: the browser decodes it, no image
 * library needed.
 */
async function pixelCounts(png: Buffer): Promise<{ total: number; ink: number; blue: number; red: number }> {
  const page = await (browser as Browser).newPage();
  try {
    const script = `(async () => {
      const img = new Image();
      img.src = 'data:image/png;base64,${png.toString('base64')}';
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = img.width;
      canvas.height = img.height;
      const ctx = canvas.getContext('2d');
      ctx.drawImage(img, 0, 0);
      const data = ctx.getImageData(0, 0, img.width, img.height).data;
      const near = (i, r, g, b) => Math.abs(data[i] - r) + Math.abs(data[i + 1] - g) + Math.abs(data[i + 2] - b) < 60;
      let ink = 0, blue = 0, red = 0;
      for (let i = 0; i < data.length; i += 4) {
        if (data[i] < 245 || data[i + 1] < 245 || data[i + 2] < 245) ink++;
        if (near(i, 0x09, 0x69, 0xda)) blue++;
        if (near(i, 0xcf, 0x22, 0x2e)) red++;
      }
      return { total: data.length / 4, ink, blue, red };
    })()`;
    return await page.evaluate(script);
  } finally {
    await page.close();
  }
}

/**
 * Each label shows `expected[i]`, is big enough to read, is the topmost element at its centre, and is clear of the
 * next: labels slanted at 35 degrees and anchored at their end are as far apart, across their lines, as their
 * anchors' horizontal distance times sin 35°, which must be at least the font's height as drawn.
 */
async function expectReadableLabels(page: Page, labels: Locator, expected: readonly string[]): Promise<void> {
  expect(await labels.allTextContents()).toEqual(expected);
  const chart = await labels.first().locator('xpath=ancestor::*[local-name()="svg"]').boundingBox();
  const fontPx = 12 * ((chart?.width ?? 0) / 640);
  expect(fontPx, 'label font size as drawn').toBeGreaterThanOrEqual(9);
  let previousEnd: number | undefined;
  for (const [i, label] of (await labels.all()).entries()) {
    const box = await label.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(20);
    expect(box?.height ?? 0).toBeGreaterThan(20);
    const centre = { x: (box?.x ?? 0) + (box?.width ?? 0) / 2, y: (box?.y ?? 0) + (box?.height ?? 0) / 2 };
    const hit = await page.evaluate(`document.elementFromPoint(${centre.x}, ${centre.y})?.textContent ?? null`);
    expect(hit, `label ${i}`).toBe(expected[i]);
    const end = (box?.x ?? 0) + (box?.width ?? 0);
    if (previousEnd !== undefined) {
      expect((end - previousEnd) * Math.sin((35 * Math.PI) / 180), `gap before label ${i}`).toBeGreaterThanOrEqual(
        fontPx,
      );
    }
    previousEnd = end;
  }
}

test('the history page shows each chart, its gate, the flagged run and readable run labels, offline and without errors', async () => {
  const view = slidingHistoryView(12);
  const { page, problems } = await openPage(renderHistoryHtml(view));

  const charts = page.locator('svg.chart');
  expect(await charts.count()).toBe(3);
  for (const chart of await charts.all()) {
    const box = await chart.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(300);
    expect(box?.height ?? 0).toBeGreaterThan(100);
  }
  // The sliding suite's charts: its name shown as text (escaped markup), its flagged run and gate drawn.
  const suite = page.locator('section.suite').first();
  await expect.poll(() => suite.locator('h2').textContent()).toBe('support <faq> & "refunds"');
  const faithfulness = suite.locator('svg.chart[data-metric="faithfulness"]');
  for (const selector of ['path.point.flagged', 'line.threshold', 'line.flagged-run', 'path.line']) {
    const box = await faithfulness.locator(selector).first().boundingBox();
    expect(box, selector).not.toBeNull();
    expect((box?.width ?? 0) + (box?.height ?? 0), selector).toBeGreaterThan(0);
  }
  expect(await suite.locator('path.point.flagged').count()).toBe(2); // on both of the suite's charts
  expect(await page.getByText('drop flagged').first().isVisible()).toBe(true);

  // Every run label is on the page, sized to read, and the topmost element at its centre (no label covers another).
  const labels = faithfulness.locator('text.run-label');
  await expectReadableLabels(
    page,
    labels,
    view.runs.map((r) => r.label),
  );
  // The label's tooltip says which run it is and where it came from.
  expect(await faithfulness.locator('g[data-run="0"] > title').textContent()).toContain(
    'from artifact 4100 (ragcheck-report) <main>',
  );
  expect(await page.locator('section.notes li').textContent()).toContain('<script>alert(1)</script>');

  mkdirSync(dirname(SCREENSHOT), { recursive: true });
  await page.screenshot({ path: SCREENSHOT, fullPage: true });
  const pixels = await pixelCounts(readFileSync(SCREENSHOT));
  expect(pixels.ink / pixels.total).toBeGreaterThan(0.02);
  expect(pixels.blue).toBeGreaterThan(500);
  expect(pixels.red).toBeGreaterThan(50);
  expect(problems).toEqual([]);
});

test('a long series labels every k-th run and the last, each still readable', async () => {
  const view = slidingHistoryView(40);
  const { page, problems } = await openPage(renderHistoryHtml(view));
  const labels = page.locator('svg.chart[data-metric="passRate"]').first().locator('text.run-label');
  const shown = labelledRuns(40);
  expect(shown.length).toBeLessThanOrEqual(16);
  await expectReadableLabels(
    page,
    labels,
    shown.map((i) => view.runs[i]?.label ?? ''),
  );
  expect(await page.locator('svg.chart').first().locator('circle.point, path.point').count()).toBe(40);
  expect(problems).toEqual([]);
});

test('a single run draws its point in the middle of each chart, with no line to draw', async () => {
  const { page, problems } = await openPage(renderHistoryHtml(slidingHistoryView(1)));
  const chart = page.locator('svg.chart[data-metric="passRate"]').first();
  const point = await chart.locator('circle.point').boundingBox();
  const box = await chart.boundingBox();
  expect(point).not.toBeNull();
  expect(box).not.toBeNull();
  const middle = (box?.x ?? 0) + (box?.width ?? 0) * ((48 + (640 - 24 - 48) / 2) / 640);
  expect(Math.abs((point?.x ?? 0) + (point?.width ?? 0) / 2 - middle)).toBeLessThan(3);
  expect(await chart.locator('path.line').count()).toBe(0);
  expect(problems).toEqual([]);
});
