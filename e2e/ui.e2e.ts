/**
 * Vitest UI in a real browser: starts the UI on 127.0.0.1 over the failing demo suite, opens a failed case and
 * checks that its report shows the verdict, a metric against its threshold, a claim and the case in Test Meta (screenshot:
 * reports/ui-failed-case.png), then filters the explorer with the UI's `tag:` search on a case tag that
 * ragcheckProject() declared on its own (reports/ui-tag-search.png), and opens a case of the trials demo that fails
 * its pass rate, checking that its error and annotations show every trial's verdict (reports/ui-trials.png), and a
 * case citing the wrong chunk (reports/ui-citation.png) and one that leaves out a fact of its reference
 * (reports/ui-correctness.png), a known failure whose annotation shows its verdict, reason, answer and retrieved ids
 * (reports/ui-known-failure.png), and a long answer whose diagnosis lines wrap inside the error panel
 * (reports/ui-long-answer.png). Needs
 * Chromium (`apt-get install -y chromium`;
 * CHROMIUM_PATH overrides the path).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTrialsApp, TRIALS, trialsCases, trialsCorpus } from '../demo/trials-app.js';
import { evaluateCase } from '../src/evaluate/index.js';
import { createHeuristicJudge } from '../src/judge/index.js';
import type { CaseResult, EvalCase } from '../src/types.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SCREENSHOT = join(root, 'reports/ui-failed-case.png');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * Waits until the UI answers; returns the URL to open. Vitest 5 serves the UI only to a browser that opened the URL
 * with the token it prints (`UI started at http://.../__vitest__/?token=...`), which then redirects to the bare URL
 * with a cookie; Vitest 4 prints no token and serves the bare URL.
 */
async function waitForHttp(url: string, ui: ChildProcess, log: () => string): Promise<string> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (ui.exitCode !== null) throw new Error(`Vitest UI exited with ${ui.exitCode} before serving:\n${log()}`);
    const withToken = /UI started at (\S+\?token=\S+)/.exec(log())?.[1];
    try {
      const response = await fetch(withToken ?? url, { redirect: 'manual' });
      if (response.status < 400) return withToken ?? url;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`Vitest UI did not answer at ${url} within 60 s:\n${log()}`);
}

let ui: ChildProcess | undefined;
let browser: Browser | undefined;
let url = '';

beforeAll(async () => {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install -y chromium, or set CHROMIUM_PATH.`);
  }
  const port = await freePort();
  url = `http://127.0.0.1:${port}/__vitest__/`;
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^(VITEST|GITHUB_)/.test(key)));
  ui = spawn(
    process.execPath,
    [
      join(root, 'node_modules/vitest/vitest.mjs'),
      '--config=demo/vitest.config.ts',
      '--ui',
      '--watch',
      '--open=false',
      '--api.host=127.0.0.1',
      `--api.port=${port}`,
      '--api.strictPort',
    ],
    { cwd: root, env: { ...env, NO_COLOR: '1' }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  ui.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  ui.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  url = await waitForHttp(url, ui, () => output);
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
});

afterAll(async () => {
  await browser?.close();
  // The UI runs in its own process group (detached): end it and the workers it started.
  if (ui?.pid && ui.exitCode === null) process.kill(-ui.pid, 'SIGTERM');
});

/** A new page on the Vitest UI. */
async function openUi(): Promise<Page> {
  const page = await (browser as Browser).newPage({ viewport: { width: 1400, height: 1000 } });
  await page.goto(url);
  return page;
}

/** The Vitest UI showing the report of the case whose explorer row reads `label`, once that case has run. */
async function openCaseReport(label: string): Promise<Page> {
  const page = await openUi();
  const item = page.getByTestId('explorer-item').filter({ hasText: label });
  await item.waitFor({ timeout: 60_000 });
  // Annotations exist only once the test has run: wait for the run before judging the report.
  // The report shows this case once the click took: its name in the report's header beside the explorer row (a
  // click during a re-render can leave the previous case's report up, annotations and all).
  await expect
    .poll(
      async () => {
        await item.click();
        const annotated = await page.getByText('Test Annotations').isVisible();
        return annotated && (await page.getByText(label).count()) >= 2;
      },
      { timeout: 60_000, interval: 1_000 },
    )
    .toBe(true);
  return page;
}

/** Waits for the first match of each locator to show, and fails naming the one that does not. */
async function expectVisible(locators: readonly Locator[]): Promise<void> {
  for (const locator of locators) {
    await locator.first().waitFor({ state: 'visible' });
    expect(await locator.first().isVisible(), String(locator)).toBe(true);
  }
}

test('a failed case shows its verdict, a metric against its threshold and a claim in Vitest UI', async () => {
  const page = await openCaseReport('start-return: How do I start a return?');

  const verdict = page.getByText('FIX generation (faithfulness)  [start-return] How do I start a return?');
  const metric = page.getByText(/- faithfulness \d\.\d\d, needs >= 0\.60/);
  const claim = page.getByText(/\[UNSUPPORTED \d\.\d\d\] Call our hotline at 1-800-RETURNS/);
  const annotation = page.getByText(/^FIX generation \(faithfulness\) \| recall 1\.00 \| faith \d\.\d\d/);
  await expectVisible([verdict, metric, claim, annotation]);
  // Test Meta lists every key of the test's meta: the case (verdict, metrics, failing gates) and the suite's
  // settings, never the suite's data-file list (kept on the describe, which the UI does not show).
  const caseKey = page.getByText(/^ragcheck(Case)?$/);
  await expectVisible([page.getByText('Test Meta', { exact: true }), caseKey]);
  expect(await page.getByText('ragcheckSources').count()).toBe(0);

  mkdirSync(dirname(SCREENSHOT), { recursive: true });
  await page.screenshot({ path: SCREENSHOT });
  expect(existsSync(SCREENSHOT)).toBe(true);
});

test('a case citing the wrong chunk shows FIX generation (citation), the sentence, its chunk and the one that supports it', async () => {
  const page = await openCaseReport('refund-time-cited: How soon is my refund processed once you receive the item?');

  const verdict = page.getByText(
    'FIX generation (citation)  [refund-time-cited] How soon is my refund processed once you receive the item?',
  );
  const gate = page.getByText('- citationSupport 0.00, needs >= 1.00');
  const sentence = page.getByText(
    '- "Refunds are processed within five business days of us receiving the item." cites [1] doc_0; supported by [2] doc_1',
  );
  const annotation = page.getByText(/^FIX generation \(citation\) \| .*citations valid 1\.00 supported 0\.00/);
  await expectVisible([verdict, gate, sentence, annotation]);
  await page.screenshot({ path: join(root, 'reports/ui-citation.png') });
});

test('a case that leaves out a reference fact shows FIX generation (incorrect), the correctness gate and the missing fact', async () => {
  const page = await openCaseReport('refund-condition: Within how many days, and in what condition, can I return');

  const verdict = page.getByText(/^FIX generation \(incorrect\) {2}\[refund-condition\]/);
  const gate = page.getByText('- correctness 0.50, needs >= 0.90');
  const missing = page.getByText('- The item must be unused and in its original packaging.');
  const annotation = page.getByText(/^FIX generation \(incorrect\) \| .*correct 0\.50/);
  await expectVisible([verdict, gate, missing, annotation]);
  await page.screenshot({ path: join(root, 'reports/ui-correctness.png') });
});

test("the UI's tag: search selects the cases of a case tag, declared by ragcheckProject() without being told", async () => {
  const page = await openUi();
  const row = (id: string) => page.getByTestId('explorer-item').filter({ hasText: `${id}:` });
  // The explorer is a virtual list: a row filtered out stays in the page, moved above it.
  const shown = async () => {
    const ids: string[] = [];
    for (const item of await page.getByTestId('explorer-item').all()) {
      const box = await item.boundingBox();
      const label = (await item.getAttribute('aria-label')) ?? '';
      if (box && box.y >= 0 && label.includes(': ')) ids.push(label.slice(0, label.indexOf(':')));
    }
    return ids.sort();
  };
  await row('warranty-length').waitFor({ timeout: 60_000 });
  await expect.poll(shown, { timeout: 30_000 }).toContain('refund-window');
  await page.getByPlaceholder(/Search/).fill('tag:warranty');
  // Only the two cases tagged "warranty" in demo/fixtures/cases.jsonl stay.
  await expect.poll(shown, { timeout: 30_000 }).toEqual(['earbud-repair', 'warranty-length']);
  // An undeclared tag would be an error here ("not defined in the configuration"); a declared one is not.
  expect(await page.getByText(/is not defined in the configuration|define any "tags"/).count()).toBe(0);
  await page.screenshot({ path: join(root, 'reports/ui-tag-search.png') });
});

test('a case failing its pass rate shows "k of n trials" and every trial’s verdict in Vitest UI', async () => {
  // The same seeded app and judge as demo/trials.eval.ts, evaluated here: what the UI must show.
  const evalCase = trialsCases[0] as EvalCase;
  const expected: CaseResult = await evaluateCase(evalCase, createTrialsApp(), createHeuristicJudge(), {
    trials: TRIALS.n,
    minPassRate: TRIALS.minPassRate,
    corpus: trialsCorpus,
  });
  const trials = expected.trials as NonNullable<CaseResult['trials']>;
  expect(expected.outcome).toBe('fail');
  expect(trials.flaky).toBe(true);
  const perTrial = trials.runs.map((r) => `#${r.index} ${r.verdict}`).join(' · ');

  const page = await openCaseReport(`${evalCase.id}: ${evalCase.question}`);

  const failed = 10 - trials.passed;
  const lines = [
    `${expected.verdict}  [${evalCase.id}] ${evalCase.question}`,
    `trials: ${trials.passed} of 10 trials passed, ${failed} of 10 trials failed (pass rate ${trials.passRate.toFixed(2)}, needs >= minPassRate 0.90)`,
    `per trial: ${perTrial}`,
    `- passRate ${trials.passRate.toFixed(2)}, needs >= 0.90`,
    // The trials annotation, and the flaky mark in the case's one-line annotation.
    `${trials.passed}/10 trials pass (${trials.passRate.toFixed(2)}) flaky, minPassRate 0.90; trial #${trials.shown} shown: ${perTrial}`,
    `${expected.verdict} | ${trials.passed}/10 trials pass (${trials.passRate.toFixed(2)}) flaky |`,
  ];
  await expectVisible(lines.map((line) => page.getByText(line)));
  await page.screenshot({ path: join(root, 'reports/ui-trials.png') });
});

test('a known failure passes but shows its verdict, reason, answer and retrieved ids', async () => {
  const page = await openCaseReport('refund-processing: How long does a refund take to process?');

  const known = page.getByText(
    '• known failure: FIX generation (faithfulness) (The demo app rounds five business days to a week (tracked in DEMO-12).)',
  );
  const gate = page.getByText(/• failing gate: faithfulness \d\.\d\d, needs >= 0\.60/);
  const answer = page.getByText('• answer: Refunds are processed within 7 days of us receiving the item.');
  const retrieved = page.getByText('• retrieved: doc_1');
  await expectVisible([known, gate, answer, retrieved]);
  await page.screenshot({ path: join(root, 'reports/ui-known-failure.png') });
});

test("a long answer's diagnosis lines wrap inside the error panel instead of running off it", async () => {
  const page = await openCaseReport('shipping-tracking: How long does standard shipping take, and can I track');

  const verdict = page.getByText(/^FIX generation \(faithfulness\) {2}\[shipping-tracking\]/);
  await expectVisible([verdict, page.getByText(/two-hour slot on the morning of delivery\./)]);
  // The error block as the browser lays it out: the answer goes on over continuation lines indented under
  // "answer:", no line of ragcheck's longer than 100 characters, and no ancestor scrolls sideways.
  const layout = await verdict.first().evaluate((el) => {
    // The few DOM fields read (this project's TypeScript has no DOM library).
    interface Box {
      innerText: string;
      scrollWidth: number;
      clientWidth: number;
      parentElement: Box | null;
    }
    let block = el as unknown as Box;
    // innerText, not textContent: the lines as laid out are what this checks.
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered lines are the point
    while (!block.innerText.includes('answer:') && block.parentElement) block = block.parentElement;
    let overflow = 0;
    for (let node: Box | null = block; node?.parentElement; node = node.parentElement) {
      overflow = Math.max(overflow, node.scrollWidth - node.clientWidth);
    }
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered lines are the point
    return { lines: block.innerText.split('\n'), overflow };
  });
  const answerAt = layout.lines.findIndex((line: string) => line.trimStart().startsWith('answer: Standard shipping'));
  expect(answerAt).toBeGreaterThanOrEqual(0);
  expect(layout.lines[answerAt + 1]).toMatch(/^ {4}\S/);
  expect(layout.lines.some((line: string) => /^ {4}\S.*delivery\.$/.test(line))).toBe(true);
  expect(layout.overflow).toBeLessThanOrEqual(1);
  await page.screenshot({ path: join(root, 'reports/ui-long-answer.png') });
});
