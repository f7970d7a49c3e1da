/**
 * Fault class: the app under test leaves work running. An adapter that ignores `signal` and keeps a long timer must
 * not keep the CLI alive: the case is `ERROR (adapter)` at its timeout and the process exits with its code as soon
 * as its output is written (a CI job must not wait for its own timeout).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { ROOT, spawnSource } from '../__fixtures__/spawn-source.js';
import { createTempDirs } from '../__fixtures__/temp-dirs.js';

const TEN_MINUTES = 600_000;
const tmp = createTempDirs('ragcheck-exit-');

test('the CLI exits with its code once its output is written, even when the adapter left a timer running', {
  timeout: 120_000,
}, async () => {
  const dir = tmp();
  writeFileSync(
    join(dir, 'cases.jsonl'),
    `${JSON.stringify({ id: 'hung', question: 'Is anyone there?', golden: [] })}\n${JSON.stringify({ id: 'also-hung', question: 'Hello?', golden: [] })}\n`,
  );
  // Ignores the signal it is given and answers only after ten minutes: a hung app.
  writeFileSync(
    join(dir, 'hung-adapter.mjs'),
    `export default { name: 'hung', ask: () => new Promise((resolve) => setTimeout(() => resolve({ answer: 'late', contexts: [] }), ${TEN_MINUTES})) };\n`,
  );
  const run = await spawnSource(
    join(ROOT, 'src/cli/bin.ts'),
    ['eval', '--cases', 'cases.jsonl', '--adapter', './hung-adapter.mjs', '--timeout', '500', '--format', 'json'],
    { cwd: dir, killAfterMs: 90_000 },
  );
  // Killed at 90 s means it waited for the adapter's timer: the bug. Exiting on its own is the fix (it takes ~2 s).
  expect(run.killed).toBe(false);
  expect(run.code).toBe(3);
  const report = JSON.parse(run.stdout) as { cases: { verdict: string; error: { message: string } }[] };
  expect(report.cases.map((c) => c.verdict)).toEqual(['ERROR (adapter)', 'ERROR (adapter)']);
  expect(report.cases[0]?.error.message).toBe(
    'adapter "hung" did not finish case "hung" within 500 ms (timeoutMs). Speed it up or raise `timeoutMs`.',
  );
});
