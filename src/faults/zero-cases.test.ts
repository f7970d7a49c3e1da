/**
 * Fault class: a filter (`-t`, `--tags-filter`, a file filter) leaves no eval case to run, so a gating run checks
 * nothing and still exits 0. Guarantee: the reporter says which suite ran no case and which filter did it; in CI
 * (`CI` set) a run in which no ragcheck case ran at all fails, unless Vitest's `passWithNoTests` is set. A filter
 * that empties only some suites is fine. Each test spawns a real `vitest run`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { createVitestProject, removeVitestProjects, runVitest } from '../vitest/__fixtures__/vitest-project.js';

afterAll(removeVitestProjects);

const suite = (name: string, cases: { id: string; question: string; tags: string[] }[]) => `
import { defineRagSuite } from HARNESS;
defineRagSuite({
  name: ${JSON.stringify(name)}, judge: 'overlap', baseline: false,
  corpus: [{ id: 'doc_0', text: 'Refunds are accepted within 30 days of purchase.' }],
  cases: ${JSON.stringify(cases.map((c) => ({ ...c, golden: [], answer: "I don't know.", contexts: [] })))},
});
`;

const files = {
  'shop.eval.ts': suite('shop', [
    { id: 'refund', question: 'Refunds?', tags: ['refunds'] },
    { id: 'shipping', question: 'Shipping?', tags: ['shipping'] },
  ]),
  'other.eval.ts': suite('other', [{ id: 'warranty', question: 'Warranty?', tags: ['warranty'] }]),
};
const tags = { tags: ['refunds', 'shipping', 'warranty', 'unused'], maxConcurrency: 16 };

describe.concurrent('a run in which filters leave no eval case', { timeout: 180_000 }, () => {
  test('fails in CI naming the -t filter, and passes with --passWithNoTests or outside CI, saying so', async () => {
    const dir = createVitestProject(files, tags);
    const ci = await runVitest(dir, ['run', '-t', 'nomatch'], { CI: 'true' });
    expect(ci.output).toContain('ragcheck: no eval case ran (3 skipped by -t "nomatch")');
    expect(ci.output).toContain('a CI run in which no ragcheck case runs fails');
    expect(ci.code).toBe(1);
    // The reports say what this run did: no case, three skipped.
    const report = JSON.parse(readFileSync(join(dir, 'reports/ragcheck.json'), 'utf8'));
    expect(report.summary.total).toBe(0);
    // Labelled with when it ran (and, in a git repository or GitHub Actions, the commit), for `ragcheck history`.
    expect(Date.now() - Date.parse(report.date)).toBeLessThan(600_000);
    expect(report.suites.map((s: { name: string; skipped: number }) => [s.name, s.skipped])).toEqual([
      ['other', 1],
      ['shop', 2],
    ]);

    const allowed = await runVitest(dir, ['run', '-t', 'nomatch', '--passWithNoTests'], { CI: 'true' });
    expect(allowed.output).toContain('ragcheck: no eval case ran (3 skipped by -t "nomatch")');
    expect(allowed.code).toBe(0);

    const local = await runVitest(dir, ['run', '-t', 'nomatch']);
    expect(local.output).toContain('ragcheck: no eval case ran (3 skipped by -t "nomatch")');
    expect(local.output).not.toContain('a CI run in which no ragcheck case runs fails');
    expect(local.code).toBe(0);
  });

  test('fails in CI naming the tags filter and the file filter', async () => {
    const dir = createVitestProject(files, tags);
    const byTag = await runVitest(dir, ['run', '--tags-filter=unused'], { CI: '1' });
    expect(byTag.output).toContain('ragcheck: no eval case ran (3 skipped by --tags-filter "unused")');
    expect(byTag.code).toBe(1);

    const byFile = await runVitest(dir, ['run', 'shop', '-t', 'warranty'], { CI: '1' });
    expect(byFile.output).toContain('ragcheck: no eval case ran (2 skipped by -t "warranty", file filter "shop")');
    expect(byFile.code).toBe(1);
  });

  test('a filter that empties only some suites passes in CI, and the emptied suite says it ran no case', async () => {
    const dir = createVitestProject(files, tags);
    const run = await runVitest(dir, ['run', '-t', 'refund'], { CI: 'true' });
    expect(run.output).toContain('ragcheck · other');
    expect(run.output).toContain('no case of this suite ran (1 skipped by -t "refund")');
    expect(run.output).not.toContain('ragcheck: no eval case ran');
    expect(run.output).toContain('1 case: 1 passed');
    expect(run.code).toBe(0);
  });
});
