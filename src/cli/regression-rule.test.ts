/**
 * One regression rule through the real CLI: 21 cases, an app that fails q19 and q20 in the base run and q1 and q2
 * in the head run, 5 trials each. `ragcheck compare` and the baseline check (`ragcheck eval --baseline`, the code the
 * Vitest reporter runs for `npm test`) must both fail and name q1 and q2, and only them.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { runCli } from './run-cli.js';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const IDS = Array.from({ length: 21 }, (_, i) => `q${i + 1}`);
const row = (value: unknown) => JSON.stringify(value);

/** A project whose app fails the cases listed in fail.json (read on every question, so a run can change it). */
function project(): string {
  const dir = mkdtempSync(join(tmpdir(), 'ragcheck-regression-rule-'));
  dirs.push(dir);
  const corpus = IDS.map((id, i) => ({ id: `doc_${id}`, text: `Desk ${i + 1} opens at ${7 + (i % 5)} am.` }));
  writeFileSync(join(dir, 'corpus.jsonl'), corpus.map(row).join('\n'));
  const cases = IDS.map((id, i) => ({ id, question: `When does desk ${i + 1} open?`, golden: [`doc_${id}`] }));
  writeFileSync(join(dir, 'cases.jsonl'), cases.map(row).join('\n'));
  writeFileSync(
    join(dir, 'app.mjs'),
    `import { readFileSync } from 'node:fs';
const corpus = readFileSync(new URL('./corpus.jsonl', import.meta.url), 'utf8').split('\\n').map((l) => JSON.parse(l));
export default {
  name: 'desks',
  async ask({ question }) {
    const fail = JSON.parse(readFileSync(new URL('./fail.json', import.meta.url), 'utf8'));
    const n = Number(/desk (\\d+)/.exec(question)[1]);
    const chunk = corpus[n - 1];
    // A failing case retrieves another desk's chunk: FIX retrieval.
    if (fail.includes('q' + n)) return { answer: corpus[n % corpus.length].text, contexts: [corpus[n % corpus.length]] };
    return { answer: chunk.text, contexts: [chunk] };
  },
};
`,
  );
  return dir;
}

const evalRun = (dir: string, fail: string[], extra: string[]) => {
  writeFileSync(join(dir, 'fail.json'), JSON.stringify(fail));
  return runCli(
    ['eval', '--cases', 'cases.jsonl', '--corpus', 'corpus.jsonl', '--adapter', './app.mjs', '--trials', '5', ...extra],
    { cwd: dir, env: {} },
  );
};

describe('one regression rule: compare and the baseline check', { timeout: 300_000 }, () => {
  test('two cases that went 5/5 -> 0/5 beside two fixes are regressions in both, named q1 and q2', async () => {
    const dir = project();
    const base = await evalRun(dir, ['q19', 'q20'], ['--format', 'json', '--out', 'base.json']);
    expect(base.code, base.stderr).toBe(1);
    const head = await evalRun(dir, ['q1', 'q2'], ['--format', 'json', '--out', 'head.json']);
    expect(head.code, head.stderr).toBe(1);

    const compared = await runCli(['compare', 'base.json', 'head.json'], { cwd: dir, env: {} });
    if (process.env.SHOW_OUTPUT) console.log(compared.stdout);
    expect(compared.code, compared.stderr).toBe(1);
    expect(compared.stdout).toContain('2 regressions (q1, q2) · 2 fixed · pass rate 0.90 -> 0.90');

    const json = await runCli(['compare', 'base.json', 'head.json', '--format', 'json'], { cwd: dir, env: {} });
    expect(json.code).toBe(1);
    const report = JSON.parse(json.stdout) as {
      regressions: number;
      cases: { id: string; change: string; gating: boolean }[];
    };
    expect(report.regressions).toBe(2);
    const regressed = report.cases.filter((c) => c.gating).map((c) => c.id);
    expect(regressed.sort()).toEqual(['q1', 'q2']);
    expect(report.cases.filter((c) => c.change === 'regressed').map((c) => c.id)).toEqual(['q1', 'q2']);
    expect(report.cases.filter((c) => c.change === 'fixed').map((c) => c.id)).toEqual(['q19', 'q20']);

    // The baseline check: accept the base run, then check the head run against it.
    const baseline = join(dir, 'baselines', 'eval.json');
    const accepted = await evalRun(dir, ['q19', 'q20'], ['--baseline', baseline, '--update-baseline']);
    expect(accepted.stdout + accepted.stderr).toContain('accepted the scores of 21 case(s)');
    const file = JSON.parse(readFileSync(baseline, 'utf8'));
    expect(file.schemaVersion).toBe(2);
    expect(file.cases.q19.trials).toEqual({ passed: 0, n: 5 });
    expect(file.cases.q1.trials).toEqual({ passed: 5, n: 5 });

    const checked = await evalRun(dir, ['q1', 'q2'], ['--baseline', baseline]);
    if (process.env.SHOW_OUTPUT) console.log(checked.stdout, checked.stderr);
    expect(checked.code).toBe(1);
    const out = checked.stdout + checked.stderr;
    expect(out).toContain('2 regression(s) (q1, q2)');
    expect(out).toMatch(/2 regressions \(q1, q2\) against .*eval\.json/);
    expect(out).not.toMatch(/regression[^\n]*q19/);
  });

  test('the same app twice: no regression in either', async () => {
    const dir = project();
    const baseline = join(dir, 'baselines', 'eval.json');
    await evalRun(
      dir,
      ['q19', 'q20'],
      ['--format', 'json', '--out', 'base.json', '--baseline', baseline, '--update-baseline'],
    );
    const head = await evalRun(dir, ['q19', 'q20'], ['--format', 'json', '--out', 'head.json', '--baseline', baseline]);
    const report = JSON.parse(readFileSync(join(dir, 'head.json'), 'utf8'));
    expect(report.suites[0].baseline.comparison.regressions).toEqual([]);
    expect(head.code).toBe(1); // q19 and q20 still fail their own gates
    const compared = await runCli(['compare', 'base.json', 'head.json'], { cwd: dir, env: {} });
    expect(compared.code, compared.stdout).toBe(0);
    expect(compared.stdout).toContain('0 regressions · 0 fixed · pass rate 0.90 -> 0.90');
  });
});
