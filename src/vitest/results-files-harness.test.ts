import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { CORPUS, DRONE, RECORDED, REFUND, readJson, row, SHIPPING, suiteFile } from './__fixtures__/shop.js';
import {
  createVitestProject as project,
  REPORTER,
  removeVitestProjects,
  runVitest as vitest,
} from './__fixtures__/vitest-project.js';

afterAll(removeVitestProjects);

describe.concurrent('results through files (RagcheckReporterOptions.results)', { timeout: 120_000 }, () => {
  /** A reporter writing each test's meta keys, as other reporters and blob files would see them. */
  const META_KEYS = `import { writeFileSync } from 'node:fs';
    export default class {
      onTestRunEnd(modules) {
        const out = {};
        const cases = {};
        const suites = {};
        for (const m of modules) {
          for (const t of m.children.allTests()) {
            out[t.fullName] = Object.keys(t.meta()).sort();
            cases[t.fullName] = t.meta().ragcheckCase;
          }
          for (const s of m.children.allSuites()) suites[s.fullName] = s.meta();
        }
        writeFileSync('meta.json', JSON.stringify(out, null, 2));
        writeFileSync('suite-meta.json', JSON.stringify(suites, null, 2));
        writeFileSync('case-meta.json', JSON.stringify(cases, null, 2));
      }
    }`;
  const withoutDurations = (report: { cases: Record<string, unknown>[] }) =>
    report.cases.map(({ durationMs: _, ...rest }) => rest);

  test('the report holds every case as a run through meta does, no test keeps its result as meta, annotations arrive', async () => {
    const files = {
      'a.eval.ts': suiteFile('shop', [REFUND, SHIPPING, DRONE]),
      'b.eval.ts': `import { defineRagSuite } from HARNESS;
        defineRagSuite({ name: 'recorded', judge: 'overlap', corpus: 'corpus.jsonl', cases: 'cases.jsonl' });`,
      // Nested in a user's describe that sets meta of its own: Vitest gives the suite a merged copy of its meta.
      'c.eval.ts': `import { describe } from 'vitest';
        import { defineRagSuite } from HARNESS;
        describe('team', { meta: { owner: 'search' } }, () => {
          defineRagSuite({ name: 'nested', judge: 'overlap', corpus: 'corpus.jsonl', cases: 'cases.jsonl' });
        });`,
      'cases.jsonl': `${row(RECORDED.refund)}\n`,
      'corpus.jsonl': '{"id":"doc_0","text":"Refunds are accepted within 30 days of purchase."}\n',
      'meta.mjs': META_KEYS,
    };
    const run = (results: string) =>
      vitest(project(files, undefined, { extra: ["'./meta.mjs'"], ragcheckOptions: `results: '${results}'` }), ['run']);
    const [viaFile, viaMeta] = await Promise.all([run('file'), run('meta')]);
    for (const r of [viaFile, viaMeta]) {
      expect(r.output).toContain('Tests  5 passed (5)');
      expect(r.code).toBe(0);
    }
    const report = readJson(join(viaFile.dir, 'reports/ragcheck.json'));
    expect(withoutDurations(report)).toEqual(withoutDurations(readJson(join(viaMeta.dir, 'reports/ragcheck.json'))));
    expect(report.cases.map((c: { id: string }) => c.id).sort()).toEqual([
      'drone',
      'refund',
      'refund',
      'refund',
      'shipping',
    ]);
    const refund = 'shop > refund: How long do I have to get a refund?';
    // Vitest UI's Test Meta table shows every key: with the result in a file, what a person needs (verdict,
    // metrics, failing gates, claims), no flag or list meant only for the reporter. The suite's settings and its
    // data files (for watch mode) come from the describe.
    expect(readJson(join(viaFile.dir, 'meta.json'))[refund]).toEqual(['ragcheckCase', 'ragcheckSuite']);
    // The data files (watch mode, the removed-case check) are on the describe only: Vitest UI shows no suite meta.
    for (const r of [viaFile, viaMeta]) {
      const suites = readJson(join(r.dir, 'suite-meta.json'));
      const sources = { cases: [join(r.dir, 'cases.jsonl')], corpus: [join(r.dir, 'corpus.jsonl')] };
      expect(suites.recorded.ragcheckSources).toEqual(sources);
      expect(suites['team > nested']).toEqual({
        owner: 'search',
        ragcheckSuite: expect.anything(),
        ragcheckSources: sources,
      });
      expect(suites.shop.ragcheckSources).toEqual({ cases: [], corpus: [] });
      expect(readJson(join(r.dir, 'meta.json'))['recorded > refund: Refund window?']).not.toContain('ragcheckSources');
    }
    const drone = readJson(join(viaFile.dir, 'case-meta.json'))['shop > drone: Do you ship by drone?'];
    expect(drone).toEqual({
      verdict: 'FIX generation (faithfulness)',
      outcome: 'known failure',
      summary: expect.stringMatching(/^FIX generation \(faithfulness\) \| recall 1\.00 \| faith 0\.00 \|/),
      failingGates: ['faithfulness 0.00, needs >= 0.60', 'unsupported 1, needs <= 0'],
      known: expect.stringMatching(
        /^• known failure: FIX generation \(faithfulness\) \(the demo app invents drones\)\n/,
      ),
      claims: expect.stringContaining('Drones deliver in 10 minutes.'),
    });
    expect(JSON.stringify(drone).length).toBeLessThan(1000);
    expect(readJson(join(viaMeta.dir, 'meta.json'))[refund]).toEqual(['ragcheck', 'ragcheckSuite']);
    for (const r of [viaFile, viaMeta]) {
      const annotations = readJson(join(r.dir, 'annotations.json'));
      expect(annotations[refund]).toEqual(['ragcheck: pass | recall 1.00 | faith 1.00 | hit@3 1.00 | mrr 1.00']);
      expect(annotations['shop > drone: Do you ship by drone?']).toHaveLength(3);
    }
  });

  test('a worker killed mid-file keeps the results it wrote, and the cases it never finished fail the run', async () => {
    const crashing = `import { defineRagSuite } from HARNESS;
      defineRagSuite({
        name: 'crash', judge: 'overlap', concurrency: 1, baseline: false,
        corpus: ${CORPUS},
        cases: ['one', 'two', 'crash', 'after'].map((id) => ({ id, question: 'Refund window for ' + id + '?', golden: ['doc_0'] })),
        adapter: {
          async ask({ question }) {
            if (question.includes('crash')) process.kill(process.pid, 'SIGKILL');
            return { answer: 'Refunds are accepted within 30 days of purchase.', contexts: [{ id: 'doc_0', text: 'Refunds are accepted within 30 days of purchase.' }] };
          },
        },
      });`;
    const dir = project({ 'crash.eval.ts': crashing }, undefined, { ragcheckOptions: "results: 'file'" });
    const run = await vitest(dir, ['run']);
    expect(run.code).not.toBe(0);
    const report = readJson(join(dir, 'reports/ragcheck.json'));
    expect(report.cases.map((c: { id: string }) => c.id)).toEqual(['one', 'two']);
    expect(report.suites[0].failedWithoutResult).toEqual([
      'crash > crash: Refund window for crash? (did not finish)',
      'crash > after: Refund window for after? (did not finish)',
    ]);
    expect(report.suites[0].skipped).toBe(0);
    expect(run.output).toContain('Worker exited unexpectedly');
    expect(run.output).toContain('2 test(s) failed without a result');
  });

  test('a second ragcheck reporter beside one that asks for results files stops the run before any test, saying why', async () => {
    const second = `[${JSON.stringify(REPORTER)}, { outputDir: 'reports2', githubSummary: false }]`;
    const dir = project({ 'a.eval.ts': suiteFile('shop', [REFUND]) }, undefined, {
      ragcheckOptions: "results: 'file'",
      extra: [second],
    });
    const run = await vitest(dir, ['run']);
    expect(run.output).toContain(
      "ragcheck: the Vitest config lists the ragcheck reporter 2 times and one has results: 'file'; a results file has one reader. Keep one ragcheck reporter, or leave results at 'auto' (results then go through test meta).",
    );
    expect(run.output).not.toContain('Tests  1 passed');
    expect(run.code).toBe(1);
  });

  test('a result lost on its way to the reporter fails the run by name, though its test passed', async () => {
    // The results file is deleted while the second case runs (as a temp-directory cleaner might): the first case's
    // result goes with it, and the second is written to the deleted file.
    const deleting = `import { readdirSync, rmSync } from 'node:fs';
      import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
      import { inject } from 'vitest';
      import { defineRagSuite } from HARNESS;
      defineRagSuite({
        name: 'lost', judge: 'overlap', concurrency: 1, baseline: false,
        corpus: ${CORPUS},
        cases: ['one', 'two'].map((id) => ({ id, question: 'Refund window for ' + id + '?', golden: ['doc_0'] })),
        adapter: {
          async ask({ question }) {
            const dir = inject('ragcheckResults').dir;
            if (question.includes('two')) for (const f of readdirSync(dir)) rmSync(join(dir, f));
            return { answer: 'Refunds are accepted within 30 days of purchase.', contexts: [{ id: 'doc_0', text: 'Refunds are accepted within 30 days of purchase.' }] };
          },
        },
      });`;
    const dir = project({ 'lost.eval.ts': deleting }, undefined, { ragcheckOptions: "results: 'file'" });
    const run = await vitest(dir, ['run']);
    expect(run.output).toContain('Tests  2 passed (2)');
    expect(run.output).toContain(
      'ragcheck: 2 case result(s) did not reach the reporter (e.g. "lost > one: Refund window for one?"); the run fails.',
    );
    expect(run.code).toBe(1);
    const report = readJson(join(dir, 'reports/ragcheck.json'));
    expect(report.cases).toEqual([]);
    expect(report.suites[0].failedWithoutResult).toEqual([
      'lost > one: Refund window for one? (its result was lost on the way to the ragcheck reporter)',
      'lost > two: Refund window for two? (its result was lost on the way to the ragcheck reporter)',
    ]);
  });
});
