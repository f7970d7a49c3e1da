/**
 * End-to-end tests of the harness: each spawns `vitest run` on a small temporary project and checks the exit code,
 * the terminal output and the reports the reporter wrote. A child Vitest costs seconds, so each run checks several
 * things, and the runs share a module cache.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, test } from 'vitest';
import { runCli } from '../cli/run-cli.js';
import { RagcheckReportSchema } from '../report/index.js';
import { CORPUS, DRONE, RECORDED, REFUND, readJson, row, SHIPPING, suiteFile } from './__fixtures__/shop.js';
import {
  installPackage,
  createVitestProject as project,
  REPORTER,
  removeVitestProjects,
  runVitest as vitest,
} from './__fixtures__/vitest-project.js';

afterAll(removeVitestProjects);

/**
 * A suite of 12 out-of-scope cases run under `concurrency`, as eval-file source text.
 * Each out-of-scope case refuses and returns one context named after the peak number of cases in flight. A case
 * holds its slot until the suite's limit is in flight (or every case has started, or 5 s pass), so the peak does
 * not depend on how fast a loaded machine starts the tests: a cap below the limit or a run above it still shows.
 */
function concurrencySuite(concurrency: number): string {
  return `{
  let active = 0;
  let peak = 0;
  let started = 0;
  defineRagSuite({
    name: 'c${concurrency}', judge: 'overlap', concurrency: ${concurrency}, baseline: false,
    cases: Array.from({ length: 12 }, (_, i) => ({ id: 'q' + i, question: 'Question ' + i + '?', golden: [] })),
    adapter: {
      async ask() {
        peak = Math.max(peak, ++active);
        started++;
        const until = Date.now() + 5000;
        while (active < ${concurrency} && started < 12 && Date.now() < until) await new Promise((r) => setTimeout(r, 5));
        await new Promise((r) => setTimeout(r, 20));
        active--;
        return { answer: "I don't know based on the provided documents.", contexts: [{ id: 'peak-' + peak, text: '' }] };
      },
    },
  });
}`;
}

describe.concurrent('defineRagSuite and RagcheckReporter under vitest run: passing and failing runs', {
  timeout: 120_000,
}, () => {
  test('a passing run exits 0, runs cases concurrently up to each suite’s concurrency, writes the reports and appends the job summary once', async () => {
    const dir = project(
      {
        'a.eval.ts': suiteFile(
          'shop',
          [REFUND, SHIPPING, DRONE],
          'gates: { minPassRate: 0.6, meanFloors: { contextRecall: 1 } }',
        ),
        'c.eval.ts': `import { defineRagSuite } from HARNESS;\n${concurrencySuite(3)}\n${concurrencySuite(8)}`,
        // The ragcheck reporter tells the tests it annotates them.
        'provided.eval.ts': `import { expect, inject, test } from 'vitest';
        test('provided', () => expect(inject('ragcheckAnnotations')).toBe('reporter'));`,
      },
      { maxConcurrency: 16 },
      { ragcheckOptions: 'progressIntervalMs: 100' },
    );
    const summaryFile = join(dir, 'step-summary.md');
    writeFileSync(summaryFile, '# earlier step\n');
    const run = await vitest(dir, ['run'], { TEST_SUMMARY_FILE: summaryFile });
    expect(run.output).toContain(
      "3 cases: 2 passed, 0 failed, 1 known, 0 errors\n  passed = verdict pass (2) or correct refusal (0); known = the verdict the case's knownFailure expects",
    );
    expect(run.output).toMatch(/^id +question +recall +faith +verdict$/m);
    expect(run.output).toMatch(/^refund +How long do I have to get a refund\? +1\.00 +1\.00 +pass$/m);
    // Not a terminal: progress lines (interval 100 ms here), cases done / total of the suites collected so far.
    const progress = [...run.output.matchAll(/^ragcheck progress, \d+ s: (\d+)\/(\d+) cases \((.+)\)$/gm)];
    expect(progress.length).toBeGreaterThan(0);
    const done = progress.map((line) => Number(line[1]));
    const totals = progress.map((line) => Number(line[2]));
    expect(done).toEqual([...done].sort((a, b) => a - b));
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    for (const [i, count] of done.entries()) expect(count).toBeLessThanOrEqual(totals[i] as number);
    expect(Math.max(...totals)).toBeLessThanOrEqual(27);
    expect(progress[0]?.[3]).toMatch(/\b(shop \d\/3|c3 \d+\/12|c8 \d+\/12)\b/);
    expect(run.output).toContain('suite gates: passRate 0.67 >= 0.60 over 3 cases; mean contextRecall 1.00 >= 1.00');
    expect(run.code).toBe(0);

    const report = readJson(join(dir, 'reports/ragcheck.json'));
    expect(report.schemaVersion).toBe(3);
    expect(RagcheckReportSchema.parse(report)).toEqual(report);
    // Every answered case's metrics carry correctness (null without a reference or out of scope).
    expect(report.cases.every((c: { metrics: object }) => 'correctness' in c.metrics)).toBe(true);
    expect(report.summary).toMatchObject({ total: 27, passed: 26, known: 1, failed: 0, errors: 0 });
    const shop = report.cases.filter((c: { suite: string }) => c.suite === 'shop');
    expect(shop.map((c: { id: string }) => c.id)).toEqual(['refund', 'shipping', 'drone']);
    expect(shop[2]).toMatchObject({ status: 'known', verdict: 'FIX generation (faithfulness)' });
    const peak = (suite: string) =>
      Math.max(
        ...report.cases
          .filter((c: { suite: string }) => c.suite === suite)
          .map((c: { retrieved: string[] }) => Number(c.retrieved[0]?.slice('peak-'.length))),
      );
    expect(peak('c3')).toBe(3);
    expect(peak('c8')).toBe(8);
    const suite = report.suites.find((x: { name: string }) => x.name === 'shop');
    expect(suite.tags.map((t: { tag: string; total: number }) => `${t.tag}:${t.total}`)).toEqual([
      'refunds:1',
      'shipping:2',
    ]);
    const markdown = readFileSync(join(dir, 'reports/summary.md'), 'utf8');
    expect(markdown).toContain(
      '| drone | Do you ship by drone? | 1.00 | 0.00 | FIX generation (faithfulness) (known) |',
    );
    expect(readFileSync(summaryFile, 'utf8')).toBe(`# earlier step\n${markdown}\n`);

    // With the ragcheck reporter configured, it annotates every case from the main process, once.
    const annotations = readJson(join(dir, 'annotations.json'));
    expect(annotations.provided).toEqual([]);
    delete annotations.provided;
    expect(Object.keys(annotations)).toHaveLength(27);
    expect(annotations['shop > refund: How long do I have to get a refund?']).toEqual([
      'ragcheck: pass | recall 1.00 | faith 1.00 | hit@3 1.00 | mrr 1.00',
    ]);
    expect(annotations['shop > drone: Do you ship by drone?']).toEqual([
      'ragcheck (known failure): FIX generation (faithfulness) | recall 1.00 | faith 0.00 | hit@3 1.00 | mrr 1.00 | unsupported 10 | (known failure) | the demo app invents drones',
      [
        'known failure: • known failure: FIX generation (faithfulness) (the demo app invents drones)',
        '• failing gate: faithfulness 0.00, needs >= 0.60',
        '• failing gate: unsupported 1, needs <= 0',
        '• answer: Drones deliver in 10 minutes.',
        '• retrieved: doc_1',
      ].join('\n'),
      'claims: • [unsupported 0.00] Drones deliver in 10 minutes. (missing: drones, deliver, 10, minutes)',
    ]);
    for (const list of Object.values(annotations) as string[][]) {
      expect(list.filter((a) => a.startsWith('ragcheck')).length).toBe(1);
    }
  });

  test('failing cases fail with their diagnosis, a slow adapter is ERROR (adapter) not a Vitest timeout, bad files fail collection', async () => {
    const bad = `{ id: 'bad', question: 'How long do refunds take?', golden: ['doc_0'], answer: 'Refunds take 90 days.', contexts: ['doc_0'] }`;
    const slow = `
      import { defineRagSuite } from HARNESS;
      defineRagSuite({
        name: 'slow', judge: 'overlap', timeoutMs: 300, concurrency: 12,
        cases: [{ id: 'stuck', question: 'Anyone there?', golden: ['x'] }],
        adapter: { name: 'stuck-app', ask: () => new Promise(() => {}) },
      });`;
    // No ragcheckProject provide and Vitest's default maxConcurrency: the suite asking for 12 is told.
    const dir = project(
      {
        'a.eval.ts': suiteFile('shop', [REFUND, bad]),
        'slow.eval.ts': slow,
        'cases.jsonl': `${JSON.stringify({ id: 'a', question: 'Q?', golden: ['doc_0'] })}\n{"id": "b", "question": "Q?", "gloden": []}\n`,
        'bad-file.eval.ts': `import { defineRagSuite } from HARNESS;\ndefineRagSuite({ name: 'bad', cases: 'cases.jsonl' });`,
      },
      { test: { provide: {}, maxConcurrency: 5 } },
      // A second ragcheck reporter (its own output dir) must not annotate the cases again.
      { extra: [`[${JSON.stringify(REPORTER)}, { outputDir: 'reports/second', githubSummary: false }]`] },
    );
    const run = await vitest(dir, ['run']);
    expect(run.code).toBe(1);
    expect(run.output).toContain('FIX generation (faithfulness)  [bad] How long do refunds take?');
    expect(run.output).toContain('unsupported numbers/codes: 90');
    expect(run.output).toContain('ERROR (adapter)  [stuck] Anyone there?');
    expect(run.output).toContain('adapter "stuck-app" did not finish case "stuck" within 300 ms');
    expect(run.output).not.toMatch(/Test timed out/);
    expect(run.output).toContain('Tests  2 failed | 1 passed (3)');
    // One error per failing case (two failing gates, one block listing both), plus the file that failed to load.
    expect(run.output.match(/⎯\[\d+\/(\d+)\]⎯/)?.[1]).toBe('3');
    expect(run.output).toContain(
      '  failing gates:\n    - faithfulness 0.00, needs >= 0.60\n    - unsupported 1, needs <= 0\n',
    );
    expect(run.output).not.toContain('also failing');
    expect(run.output).toContain(
      'suite "slow" asks for concurrency 12, but Vitest runs at most 5 tests at once (its default). Use ragcheckProject({ maxConcurrency: 12 })',
    );
    expect(readJson(join(dir, 'reports/ragcheck.json')).summary).toMatchObject({ failed: 1, errors: 1, passed: 1 });
    // A bad case file fails its file's collection with the dataset error.
    expect(run.output).toContain('Test Files  3 failed (3)');
    expect(run.output).toMatch(/cases\.jsonl:2.*gloden/);
    expect(readJson(join(dir, 'reports/second/ragcheck.json')).summary).toMatchObject({ failed: 1, errors: 1 });
    // An ERROR's annotation says what went wrong.
    expect(readJson(join(dir, 'annotations.json'))['slow > stuck: Anyone there?']).toEqual([
      'ragcheck: ERROR (adapter) | adapter error: adapter "stuck-app" did not finish case "stuck" within 300 ms (timeoutMs). Speed it up or raise `timeoutMs`. | recall n/a | faith n/a | hit@3 n/a | mrr n/a',
    ]);
    expect(readJson(join(dir, 'annotations.json'))['shop > bad: How long do refunds take?']).toEqual([
      'ragcheck: FIX generation (faithfulness) | recall 1.00 | faith 0.00 | hit@3 1.00 | mrr 1.00 | unsupported 90',
      'claims: • [unsupported 0.50] Refunds take 90 days. (missing: take, 90)',
    ]);
  });
});

describe.concurrent('defineRagSuite and RagcheckReporter under vitest run: citations and baselines', {
  timeout: 120_000,
}, () => {
  test('citations: a sentence citing the wrong chunk fails with FIX generation (citation) once its gate is set; no markers, null metrics', async () => {
    // An app that cites: [2] points at the shipping chunk, the refund chunk says it; the map resolves [r].
    const cited = `
      import { defineRagSuite } from HARNESS;
      const contexts = ${CORPUS};
      const answers = {
        miscited: { answer: 'Refunds are accepted within 30 days of purchase [2].' },
        mapped: { answer: 'Refunds are accepted within 30 days of purchase [r].', citations: { r: 'doc_0' } },
        plain: { answer: 'Refunds are accepted within 30 days of purchase.' },
      };
      defineRagSuite({
        name: 'cites', judge: 'heuristic', corpus: contexts, thresholds: { citationSupport: 1 },
        cases: Object.keys(answers).map((id) => ({ id, question: 'How long do I have to get a refund?', golden: ['doc_0'] })),
        adapter: { name: 'citing-app', ask: async ({ case: c }) => ({ ...answers[c.id], contexts }) },
      });`;
    const dir = project({ 'cites.eval.ts': cited });
    const run = await vitest(dir, ['run']);
    expect(run.code).toBe(1);
    expect(run.output).toContain('FIX generation (citation)  [miscited] How long do I have to get a refund?');
    expect(run.output).toContain(
      '"Refunds are accepted within 30 days of purchase." cites [2] doc_1; supported by [1] doc_0',
    );
    expect(run.output).toContain('Tests  1 failed | 2 passed (3)');
    const report = readJson(join(dir, 'reports/ragcheck.json'));
    expect(RagcheckReportSchema.parse(report)).toEqual(report);
    const metrics = Object.fromEntries(
      report.cases.map((c: { id: string; metrics: Record<string, unknown> }) => [
        c.id,
        [c.metrics.citationValidity, c.metrics.citationSupport],
      ]),
    );
    expect(metrics).toEqual({ miscited: [1, 0], mapped: [1, 1], plain: [null, null] });
    expect(
      readJson(join(dir, 'annotations.json'))['cites > miscited: How long do I have to get a refund?']?.[0],
    ).toContain('citations valid 1.00 supported 0.00');
  });

  test('baselines: a tag-filtered accept writes only those cases; a drop beyond tolerance fails the run, an improvement is reported', async () => {
    // No tags option: ragcheckProject() declares the tags the eval file's cases carry.
    const dir = project({ 'a.eval.ts': suiteFile('Shop EU', [REFUND, SHIPPING]) });
    const accepted = await vitest(dir, ['run', '--tags-filter=refunds'], { RAGCHECK_UPDATE_BASELINE: '1' });
    expect(accepted.output).toContain('Tests  1 passed | 1 skipped (2)');
    expect(accepted.output).toContain(
      'baseline: accepted the scores of 1 case(s) into fixtures/baselines/shop-eu.json',
    );
    expect(accepted.code).toBe(0);
    const path = join(dir, 'fixtures/baselines/shop-eu.json');
    const baseline = readJson(path);
    expect(Object.keys(baseline.cases)).toEqual(['refund']);
    expect(baseline).toMatchObject({ suite: 'Shop EU', judge: 'overlap' });
    expect(baseline.cases.refund).toMatchObject({ contextRecall: 1, faithfulness: 1, reciprocalRank: 1 });

    baseline.cases.refund.faithfulness = 0.5;
    baseline.cases.shipping = { faithfulness: 1 };
    writeFileSync(path, JSON.stringify(baseline));
    // One unsupported claim in three: faithfulness 0.67 still clears the 0.6 gate, but fell from the accepted 1.00.
    const source = readFileSync(join(dir, 'a.eval.ts'), 'utf8');
    writeFileSync(
      join(dir, 'a.eval.ts'),
      source.replace(
        "answer: 'Standard shipping takes 3 to 5 business days.'",
        "answer: 'Standard shipping takes 3 to 5 business days. Shipping takes business days. It is cheap.'",
      ),
    );
    const run = await vitest(dir, ['run']);
    expect(run.output).toContain('Tests  2 passed (2)');
    expect(run.output).toContain('1 regression(s) (shipping), 1 improvement(s)');
    expect(run.output).toContain('shipping: faithfulness 1.00 -> 0.67');
    expect(run.output).toContain('refund: faithfulness 0.50 -> 1.00');
    expect(run.code).toBe(1);
  });

  test('baselines: a case gone from the case file is reported and fails CI until accepted; one filtered out by -t, a tag or a sample is not', async () => {
    const old = { ...RECORDED.shipping, id: 'old', question: 'Old shipping question?' };
    const cases = (list: Record<string, unknown>[]) => `${list.map(row).join('\n')}\n`;
    const dir = project({
      'fixtures/cases.jsonl': cases([
        { ...RECORDED.refund, tags: ['refunds'] },
        { ...RECORDED.shipping, tags: ['shipping'] },
        old,
      ]),
      'shop.eval.ts': `import { defineRagSuite } from HARNESS;
        defineRagSuite({ name: 'shop', judge: 'overlap', corpus: ${CORPUS}, cases: 'fixtures/cases.jsonl' });`,
    });
    const first = await vitest(dir, ['run'], { RAGCHECK_UPDATE_BASELINE: '1' });
    expect(first.output).toContain('baseline: accepted the scores of 3 case(s) into fixtures/baselines/shop.json');
    const path = join(dir, 'fixtures/baselines/shop.json');
    expect(Object.keys(readJson(path).cases)).toEqual(['old', 'refund', 'shipping']);
    // "old" leaves the case file; "shipping" stays in it but the runs below leave it out.
    writeFileSync(
      join(dir, 'fixtures/cases.jsonl'),
      cases([
        { ...RECORDED.refund, tags: ['refunds'] },
        { ...RECORDED.shipping, tags: ['shipping'] },
      ]),
    );
    const removed =
      '0 regression(s), 0 improvement(s), 1 removed case(s): old (accept with: `npx ragcheck baseline accept` (or RAGCHECK_UPDATE_BASELINE=1))';
    const byName = await vitest(dir, ['run', '-t', 'refund'], { CI: 'true' });
    // Read before the runs below write theirs (they run at once, in the same folder).
    const report = readJson(join(dir, 'reports/ragcheck.json'));
    expect(report.suites[0].baseline.comparison).toMatchObject({ removed: ['old'], added: [] });
    const [byTag, sampled, local, someFiles] = await Promise.all([
      vitest(dir, ['run', '--tags-filter=refunds'], { CI: 'true' }),
      vitest(dir, ['run'], { CI: 'true', RAGCHECK_SAMPLE: '1' }),
      vitest(dir, ['run']),
      vitest(dir, ['run', 'shop'], { CI: 'true' }),
    ]);
    for (const run of [byName, byTag, sampled]) {
      expect(run.output).toContain('Tests  1 passed');
      expect(run.output).toContain(removed);
      expect(run.output).toContain(
        'SUITE FAILED: 1 removed case(s) still in fixtures/baselines/shop.json: old (accept with `npx ragcheck baseline accept`',
      );
      expect(run.code).toBe(1);
    }
    // Outside CI the line is there, and the run passes.
    expect(local.output).toContain(removed);
    expect(local.code).toBe(0);
    // A run of some eval files cannot read the cases of a suite's other files (a suite may span files): no check.
    expect(someFiles.output).toContain('0 regression(s), 0 improvement(s)\n');
    expect(someFiles.code).toBe(0);

    const accepted = await vitest(dir, ['run', '-t', 'refund'], { RAGCHECK_UPDATE_BASELINE: '1' });
    expect(accepted.output).toContain(
      'baseline: accepted the scores of 1 case(s) into fixtures/baselines/shop.json; dropped 1 removed case(s) no case file has: old',
    );
    expect(Object.keys(readJson(path).cases)).toEqual(['refund', 'shipping']);
    const after = await vitest(dir, ['run'], { CI: 'true' });
    expect(after.output).toContain('0 regression(s), 0 improvement(s)\n');
    expect(after.code).toBe(0);
  });
});

describe.concurrent('defineRagSuite and RagcheckReporter under vitest run: merged shards, and failures that lead somewhere', {
  timeout: 120_000,
}, () => {
  test('after a merge of two shards the reporter sees the whole suite, and its failing gate fails the run though every test passed', async () => {
    const dir = project({
      'a.eval.ts': suiteFile('shop', [REFUND, DRONE], 'gates: { minPassRate: 0.9 }'),
      'b.eval.ts': suiteFile('shop', [SHIPPING], 'gates: { minPassRate: 0.9 }'),
    });
    // The shards run without the ragcheck reporter (only blob, and the annotations reporter): the tests annotate
    // themselves.
    const shard = (i: number) =>
      vitest(
        dir,
        [
          'run',
          `--shard=${i}/2`,
          '--reporter=blob',
          '--reporter=./annotations.mjs',
          `--outputFile.blob=.vitest-reports/blob-${i}.json`,
        ],
        { ANNOTATIONS_FILE: `annotations-${i}.json` },
      );
    const shards = await Promise.all([shard(1), shard(2)]);
    expect(shards.map((s) => s.code)).toEqual([0, 0]);
    const fromShards = { ...readJson(join(dir, 'annotations-1.json')), ...readJson(join(dir, 'annotations-2.json')) };
    expect(fromShards['shop > refund: How long do I have to get a refund?']).toEqual([
      'ragcheck: pass | recall 1.00 | faith 1.00 | hit@3 1.00 | mrr 1.00',
    ]);
    expect(Object.keys(fromShards)).toHaveLength(3);
    expect(existsSync(join(dir, 'reports/ragcheck.json'))).toBe(false);
    // The blobs' folder named: Vitest 4 merges .vitest-reports/ by default, Vitest 5 .vitest/blob/.
    const merged = await vitest(dir, ['--merge-reports=.vitest-reports', '--run']);
    const report = readJson(join(dir, 'reports/ragcheck.json'));
    expect(report.suites).toHaveLength(1);
    expect(report.suites[0].files).toEqual(['a.eval.ts', 'b.eval.ts']);
    expect(report.cases.map((c: { id: string }) => c.id).sort()).toEqual(['drone', 'refund', 'shipping']);
    expect(merged.output).toContain('Tests  3 passed (3)');
    expect(merged.output).toContain('SUITE FAILED: suite gate passRate 0.67, needs >= 0.90 over 3 cases FAILED');
    expect(merged.code).toBe(1);
    // The merge replays the shards' annotations; the ragcheck reporter does not add them a second time.
    expect(readJson(join(dir, 'annotations.json'))).toEqual(fromShards);

    // Reporters on the command line replace the config's: the ragcheck reporter by its package path, as CI names it.
    installPackage(dir);
    rmSync(join(dir, 'reports'), { recursive: true });
    const byName = await vitest(dir, [
      '--merge-reports=.vitest-reports',
      '--reporter=default',
      '--reporter=ragcheck/reporter',
    ]);
    expect(byName.output).toContain('SUITE FAILED: suite gate passRate 0.67, needs >= 0.90 over 3 cases FAILED');
    expect(readJson(join(dir, 'reports/ragcheck.json')).cases).toHaveLength(3);
    expect(byName.code).toBe(1);
  });

  test("an app's own failures lead somewhere: its stack in ERROR (adapter), ids that never meet the corpus warned once per suite", async () => {
    const dir = project({
      'app.ts': [
        'export async function answerQuestion(question: string): Promise<string> {',
        '  await new Promise((resolve) => setTimeout(resolve, 1));',
        '  throw new Error("Connection error. (" + question.length + " chars)");',
        '}',
      ].join('\n'),
      'down.eval.ts': `import { defineRagSuite } from HARNESS;
        import { answerQuestion } from './app.ts';
        defineRagSuite({ name: 'down', judge: 'overlap', baseline: false, corpus: ${CORPUS}, cases: [${REFUND}],
          adapter: { name: 'my-app', async ask({ question }) { return { answer: await answerQuestion(question), contexts: [] }; } } });`,
      'chunked.eval.ts': `import { defineRagSuite } from HARNESS;
        const corpus = ${CORPUS};
        const app = (extra) => ({ name: 'chunked', ...extra, async ask({ case: c }) {
          return { answer: c.answer, contexts: corpus.filter((d) => c.golden.includes(d.id)).map((d) => ({ id: d.id + '#chunk0', text: d.text })) };
        } });
        defineRagSuite({ name: 'chunked', judge: 'overlap', baseline: false, corpus, cases: [${REFUND}, ${SHIPPING}], adapter: app({}) });
        defineRagSuite({ name: 'mapped', judge: 'overlap', baseline: false, corpus, cases: [${REFUND}, ${SHIPPING}],
          adapter: app({ contextId: (id) => id.split('#')[0] }) });`,
    });
    const run = await vitest(dir, ['run']);
    expect(run.code).toBe(1);
    // The failure's stack is the app's: Vitest shows the line that threw, with its code.
    expect(run.output).toContain(
      'adapter error: adapter "my-app" failed on case "refund": Connection error. (35 chars)',
    );
    expect(run.output).toMatch(/❯ answerQuestion app\.ts:3:9\n.*\n.*\n\s+3\| {3}throw new Error\("Connection error/);
    expect(run.output).not.toContain('adapter stack:');
    // Ids that never meet the corpus: one warning for the suite, the did-you-mean in each case's diagnosis.
    expect(run.output.match(/ragcheck: suite "chunked"/g)).toHaveLength(1);
    expect(run.output).toContain('none of the returned context ids (doc_');
    expect(run.output).toContain('Did you mean doc_1#chunk0 -> doc_1?');
    expect(run.output).toContain('add `contextId: (id) => id.split("#")[0]` to your adapter');
    expect(run.output).not.toContain('ragcheck: suite "mapped"');
    const report = readJson(join(dir, 'reports/ragcheck.json'));
    const bySuite = (name: string) => report.cases.filter((c: { suite: string }) => c.suite === name);
    expect(bySuite('chunked').map((c: { verdict: string }) => c.verdict)).toEqual(['FIX retrieval', 'FIX retrieval']);
    expect(bySuite('chunked')[0].contextIdMismatch.didYouMean).toEqual({ 'doc_0#chunk0': 'doc_0' });
    expect(
      bySuite('mapped').map((c: { verdict: string; retrieved: string[] }) => `${c.verdict} ${c.retrieved}`),
    ).toEqual(['pass doc_0', 'pass doc_1']);
  });

  test('installed as node_modules/ragcheck, a failed case’s error (what Vitest UI lists as links) holds the diagnosis and no frame of ragcheck; an app error keeps the app’s frame', async () => {
    const dir = project(
      {
        'app.ts': 'export async function answer(): Promise<string> {\n  throw new Error("service down");\n}\n',
        'a.eval.ts': `import { defineRagSuite } from 'ragcheck/vitest';
        import { answer } from './app.ts';
        defineRagSuite({ name: 'gates', judge: 'overlap', baseline: false, corpus: ${CORPUS}, cases: [${REFUND.replace('30 days', '90 days')}] });
        defineRagSuite({ name: 'down', judge: 'overlap', baseline: false, corpus: ${CORPUS}, cases: [${SHIPPING}],
          adapter: { name: 'my-app', async ask() { return { answer: await answer(), contexts: [] }; } } });`,
        'errors.mjs': `import { writeFileSync } from 'node:fs';
        export default class { onTestRunEnd(modules) {
          const out = {};
          for (const m of modules) for (const t of m.children.allTests()) out[t.fullName] = t.result().errors;
          writeFileSync('errors.json', JSON.stringify(out, null, 2));
        } }`,
      },
      undefined,
      { extra: ["'./errors.mjs'"] },
    );
    installPackage(dir);
    const run = await vitest(dir, ['run']);
    expect(run.code).toBe(1);
    const errors = readJson(join(dir, 'errors.json'));
    const gate = errors['gates > refund: How long do I have to get a refund?'];
    const down = errors['down > shipping: How long does shipping take?'];
    expect(gate[0].message).toMatch(
      /^FIX generation \(faithfulness\) {2}\[refund\][\s\S]*failing gates:\n {4}- unsupported 1, needs <= 0/,
    );
    expect(down[0].message).toContain('adapter error: adapter "my-app" failed on case "shipping": service down');
    const ragcheck = join(dir, 'node_modules/ragcheck/');
    const own = fileURLToPath(new URL('..', import.meta.url));
    for (const error of [...gate, ...down]) {
      const files = (error.stacks as { file: string }[]).map((frame) => frame.file);
      expect(
        files.filter((file) => file.startsWith(ragcheck) || file.startsWith(own)),
        error.stack,
      ).toEqual([]);
    }
    expect(down[0].stacks[0]).toMatchObject({ file: join(dir, 'app.ts'), line: 2 });
    expect(run.output).not.toMatch(/node_modules\/ragcheck\/src\/vitest\/\S+\.ts/);
  });
});

describe.concurrent('defineRagSuite and RagcheckReporter under vitest run: timing, and the CLI and the reporter alike', {
  timeout: 120_000,
}, () => {
  test('a case’s test is timed from when the case starts, not from when it began waiting for a slot', async () => {
    // Each case takes 150 ms. Project maxConcurrency 4: suite "own" (concurrency 4) queues on Vitest's own limit,
    // suite "ours" (concurrency 2) on ragcheck's, inside tests Vitest has started. Timed from the queue, the 8 cases
    // of "ours" would carry 2 x (150 + 300 + 450) ms of waiting on top of their 8 x 150 ms of work.
    const suite = (name: string, concurrency: number) => `defineRagSuite({
      name: '${name}', judge: 'overlap', concurrency: ${concurrency}, baseline: false,
      cases: Array.from({ length: 8 }, (_, i) => ({ id: 'q' + i, question: 'Question ' + i + '?', golden: [] })),
      adapter: { async ask() {
        await new Promise((r) => setTimeout(r, 150));
        return { answer: "I don't know based on the provided documents.", contexts: [] };
      } },
    });`;
    const DURATIONS = `import { writeFileSync } from 'node:fs';
      export default class {
        onTestRunEnd(modules) {
          const out = {};
          for (const m of modules) for (const t of m.children.allTests()) {
            out[t.fullName] = { vitest: t.diagnostic()?.duration, ragcheck: t.meta().ragcheck?.durationMs };
          }
          writeFileSync('durations.json', JSON.stringify(out, null, 2));
        }
      }`;
    const dir = project(
      {
        'own.eval.ts': `import { defineRagSuite } from HARNESS;\n${suite('own', 4)}`,
        'ours.eval.ts': `import { defineRagSuite } from HARNESS;\n${suite('ours', 2)}`,
        'durations.mjs': DURATIONS,
      },
      { maxConcurrency: 4 },
      { extra: ["'./durations.mjs'"] },
    );
    const run = await vitest(dir, ['run']);
    expect(run.code).toBe(0);
    const durations = readJson(join(dir, 'durations.json')) as Record<string, { vitest: number; ragcheck: number }>;
    for (const name of ['own', 'ours']) {
      const cases = Object.entries(durations).filter(([test]) => test.startsWith(`${name} > `));
      expect(cases).toHaveLength(8);
      const work = cases.reduce((sum, [, d]) => sum + d.ragcheck, 0);
      // Vitest's time beyond the case's own work: a little per test, not the queue (6 x 150 ms and more).
      const beyond = cases.reduce((sum, [, d]) => sum + (d.vitest - d.ragcheck), 0);
      expect(work, name).toBeGreaterThanOrEqual(8 * 140);
      expect(beyond, `${name}: ${JSON.stringify(cases)}`).toBeLessThan(work / 2);
      for (const [, d] of cases) expect(d.vitest).toBeGreaterThanOrEqual(d.ragcheck - 1);
    }
  });

  test('the CLI and the reporter check a suite the same way: same gates, same baseline, one report shape', async () => {
    const dir = project({
      'cases.jsonl': [
        row(RECORDED.refund),
        row({ ...RECORDED.shipping, tags: ['shipping'] }),
        row({
          id: 'drone',
          question: 'Drone delivery?',
          golden: ['doc_1'],
          tags: ['shipping'],
          answer: 'Drones deliver in 10 minutes.',
          contexts: ['doc_1'],
          knownFailure: { verdict: 'FIX generation (faithfulness)', reason: 'invents drones' },
        }),
      ].join('\n'),
      'corpus.jsonl': [
        row({ id: 'doc_0', text: 'Refunds are accepted within 30 days of purchase.' }),
        row({ id: 'doc_1', text: 'Standard shipping takes 3 to 5 business days.' }),
      ].join('\n'),
      'shop.eval.ts': `import { defineRagSuite } from HARNESS;
        defineRagSuite({ name: 'Shop', judge: 'overlap', cases: 'cases.jsonl', corpus: 'corpus.jsonl',
          gates: { minPassRate: 0.9, meanFloors: { faithfulness: 0.5 } } });`,
    });
    const cli = (extra: string[] = []) =>
      runCli(
        [
          'eval',
          '--cases',
          'cases.jsonl',
          '--corpus',
          'corpus.jsonl',
          '--judge',
          'overlap',
          '--suite',
          'Shop',
          '--min-pass-rate',
          '0.9',
          '--mean-floor',
          'faithfulness=0.5',
          '--format',
          'json',
          ...extra,
        ],
        { cwd: dir, env: {} },
      );
    // The CLI accepts the scores into the file the reporter reads, then both compare with it.
    expect((await cli(['--update-baseline'])).code).toBe(1);
    const fromCli = await cli();
    const run = await vitest(dir, ['run']);
    expect(run.code).toBe(1);
    expect(fromCli.code).toBe(1);
    const reporter = readJson(join(dir, 'reports/ragcheck.json'));
    const cliReport = JSON.parse(fromCli.stdout);
    for (const report of [reporter, cliReport]) expect(RagcheckReportSchema.parse(report)).toEqual(report);
    type Entry = Record<string, unknown>;
    // The two runs ran at different times: their dates differ, their commit and branch (none here) do not.
    const comparable = ({ date: _date, ...report }: { date?: string; suites: Entry[]; cases: Entry[] }) => ({
      ...report,
      suites: report.suites.map(({ files: _files, ...suite }) => suite),
      cases: report.cases.map(({ durationMs: _duration, ...c }) => c),
    });
    expect(comparable(cliReport)).toEqual(comparable(reporter));
    expect(reporter.suites[0]).toMatchObject({
      name: 'Shop',
      passed: false,
      problems: ['suite gate passRate 0.67, needs >= 0.90 over 3 cases FAILED'],
      baseline: { state: 'compared', path: 'fixtures/baselines/shop.json' },
    });
    expect(reporter.suites[0].files).toEqual(['shop.eval.ts']);
    expect(cliReport.suites[0].files).toEqual(['cases.jsonl']);
  });
});

describe.concurrent('defineRagSuite and RagcheckReporter under vitest run: tags, required assertions, untested Vitest versions', {
  timeout: 120_000,
}, () => {
  test('case tags are declared without being told: --tags-filter selects cases by the tags in their case file', async () => {
    const cases = [
      row({ ...RECORDED.refund, tags: ['refunds', 'eu'] }),
      row({ ...RECORDED.shipping, tags: ['shipping', 'eu'] }),
      row({
        id: 'express',
        question: 'Express shipping?',
        golden: ['doc_1'],
        tags: ['shipping'],
        answer: 'Standard shipping takes 3 to 5 business days.',
        contexts: ['doc_1'],
      }),
    ];
    const dir = project({
      'fixtures/cases.jsonl': `${cases.join('\n')}\n`,
      'shop.eval.ts': `import { defineRagSuite } from HARNESS;
        defineRagSuite({ name: 'shop', judge: 'overlap', baseline: false, corpus: ${CORPUS}, cases: 'fixtures/cases.jsonl', tags: ['nightly'] });`,
    });
    const ran = (report: { cases: { id: string }[] }) => report.cases.map((c) => c.id).sort();
    const refunds = await vitest(dir, ['run', '--tags-filter=refunds']);
    expect(refunds.output).toContain('Tests  1 passed | 2 skipped (3)');
    expect(ran(readJson(join(dir, 'reports/ragcheck.json')))).toEqual(['refund']);
    expect(refunds.code).toBe(0);
    // A wildcard and an expression, and the suite's own tag.
    const shipping = await vitest(dir, ['run', '--tags-filter=ship* && !eu', '--tags-filter=nightly']);
    expect(shipping.output).toContain('Tests  1 passed | 2 skipped (3)');
    expect(ran(readJson(join(dir, 'reports/ragcheck.json')))).toEqual(['express']);
    expect(shipping.code).toBe(0);
  });

  test('under expect.requireAssertions every passing and known case still asserts, so the run passes', async () => {
    const dir = project(
      {
        'a.eval.ts': suiteFile('shop', [REFUND, SHIPPING, DRONE]),
        // Shows the setting is on: a test without an assertion fails (and test.fails passes on that failure).
        'none.eval.ts': `import { test } from 'vitest';\n test.fails('no assertion', () => {});`,
      },
      { maxConcurrency: 16, test: { expect: { requireAssertions: true } } },
    );
    const run = await vitest(dir, ['run']);
    expect(run.output).toContain('Tests  3 passed | 1 expected fail (4)');
    expect(run.code).toBe(0);
  });

  test('on a Vitest version CI does not test, the reporter leaves the annotating to the tests, each case once', async () => {
    // The ragcheck reporter, told it runs on Vitest 4.2.0 (the running Vitest's own `version` field).
    const fake = `import { RagcheckReporter } from ${JSON.stringify(REPORTER)};
      export default class extends RagcheckReporter {
        onInit(vitest) {
          Object.defineProperty(vitest, 'version', { value: '4.2.0', configurable: true, writable: true });
          super.onInit(vitest);
        }
      }`;
    const dir = project(
      {
        'a.eval.ts': suiteFile('shop', [REFUND, DRONE]),
        'fake-version.ts': fake,
        'provided.eval.ts': `import { expect, inject, test } from 'vitest';
          test('provided', () => expect(inject('ragcheckAnnotations')).toBeUndefined());`,
      },
      { maxConcurrency: 16 },
      { ragcheck: "'./fake-version.ts'" },
    );
    const run = await vitest(dir, ['run']);
    expect(run.output).toContain('Tests  3 passed (3)');
    expect(run.code).toBe(0);
    const annotations = readJson(join(dir, 'annotations.json'));
    expect(annotations['shop > refund: How long do I have to get a refund?']).toEqual([
      'ragcheck: pass | recall 1.00 | faith 1.00 | hit@3 1.00 | mrr 1.00',
    ]);
    // The one-line state, the known failure's verdict and answer, and the claims.
    expect(annotations['shop > drone: Do you ship by drone?']).toHaveLength(3);
    expect(readJson(join(dir, 'reports/ragcheck.json')).cases).toHaveLength(2);
  });
});
