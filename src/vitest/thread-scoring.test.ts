/**
 * Scoring on the scoring thread (`scoring: 'thread'`) against scoring in the test (`scoring: 'inline'`), through
 * real `vitest run`s of small projects that import the BUILT package (dist/: the thread runs
 * dist/vitest/scoring-thread.js, which a run from the TypeScript sources does not have; `npm run build` first).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, test } from 'vitest';
import {
  createVitestProject as project,
  removeVitestProjects,
  runVitest as vitest,
} from './__fixtures__/vitest-project.js';
import type { RagSuiteOptions } from './options.js';

afterAll(removeVitestProjects);

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '../..');
const BUILT = join(root, 'dist/vitest/index.js');
const BUILT_REPORTER = join(root, 'dist/vitest/reporter.js');
const BUILT_THREAD = join(root, 'dist/vitest/thread-scoring.js');
const BUILT_METRICS = join(root, 'dist/metrics/index.js');


const CORPUS = [
  { id: 'doc_0', text: 'Refunds are accepted within 30 days of purchase.' },
  { id: 'doc_1', text: 'Standard shipping takes 3 to 5 business days.' },
  { id: 'doc_2', text: 'All electronics include a one-year limited warranty.' },
  { id: 'doc_3', text: 'Gift cards never expire and cannot be exchanged for cash.' },
];
/** Cases for most of the paths through `evaluateCase`: pass, invented number, refusal, known failure, keywords... */
const CASES = [
  {
    id: 'refund',
    question: 'Refund window?',
    golden: ['doc_0'],
    answer: 'Refunds are accepted within 30 days of purchase.',
    contexts: ['doc_0'],
    keywords: ['30 days'],
    tags: ['refunds'],
  },
  {
    id: 'invented',
    question: 'Refund window, again?',
    golden: ['doc_0'],
    answer: 'Refunds are accepted within 90 days.',
    contexts: ['doc_0'],
  },
  {
    id: 'drone',
    question: 'Do you ship by drone?',
    golden: ['doc_1'],
    answer: 'Drones deliver in 10 minutes.',
    contexts: ['doc_1'],
    knownFailure: { verdict: 'FIX generation (faithfulness)', reason: 'invents drones' },
  },
  {
    id: 'out-of-scope',
    question: 'What is the CEO’s salary?',
    golden: [],
    answer: "I don't know based on the provided documents.",
    contexts: ['doc_2'],
  },
  {
    id: 'wrong-doc',
    question: 'Warranty length?',
    golden: ['doc_2'],
    answer: 'Electronics include a one-year limited warranty.',
    contexts: ['doc_1', 'doc_2'],
    thresholds: { hitAtK: 1, precisionAtK: 0.9 },
  },
  { id: 'retrieved', question: 'Do gift cards expire?', golden: ['doc_3'], answer: 'Gift cards never expire.' },
  {
    id: 'unknown-id',
    question: 'Shipping time?',
    golden: ['doc_1'],
    answer: 'Shipping takes 3 to 5 business days.',
    contexts: [{ id: 'shipping-page', text: 'Standard shipping takes 3 to 5 business days.' }],
  },
  {
    id: 'long',
    question: 'Tell me everything about refunds.',
    golden: ['doc_0'],
    answer: `Refunds are accepted within 30 days of purchase. ${'Really. '.repeat(40)}`,
    contexts: ['doc_0'],
  },
  { id: 'no-answer', question: 'Where is the store?', golden: ['doc_1'] },
];
const jsonl = (rows: object[]) => `${rows.map((r) => JSON.stringify(r)).join('\n')}\n`;

/** Suites over the same files with different options; each file gets `scoring` from the environment. */
const SUITES: Record<string, Partial<RagSuiteOptions> & { corpusFile?: boolean }> = {
  heuristic: { judge: 'heuristic', thresholds: { faithfulness: 0.7 } },
  overlap: { judge: 'overlap', k: 2, maxAnswerChars: 200 },
  retrieval: { mode: 'retrieval', thresholds: { hitAtK: 1, ndcgAtK: 0.5 } },
  trials: { judge: 'heuristic', trials: { n: 2, minPassRate: 0.5 } },
  german: { judge: 'heuristic', refusal: { vocabulary: 'GERMAN' as never } },
};

function evalFile(name: string, options: object): string {
  const text = JSON.stringify({ name, cases: 'cases.jsonl', corpus: 'corpus.jsonl', baseline: false, ...options });
  return `import { defineRagSuite } from ${JSON.stringify(BUILT)};
import { ENGLISH_REFUSAL_VOCABULARY, GERMAN_REFUSAL_VOCABULARY } from ${JSON.stringify(BUILT_METRICS)};
const options = ${text};
if (options.refusal) options.refusal = { vocabulary: [ENGLISH_REFUSAL_VOCABULARY, GERMAN_REFUSAL_VOCABULARY] };
defineRagSuite({ ...options, scoring: process.env.SCORING });
`;
}

function files(): Record<string, string> {
  const out: Record<string, string> = { 'cases.jsonl': jsonl(CASES), 'corpus.jsonl': jsonl(CORPUS) };
  for (const [name, options] of Object.entries(SUITES)) out[`${name}.eval.ts`] = evalFile(name, options);
  // The repo's own recorded fixture: answers without contexts, retrieved over its corpus.
  out['store.eval.ts'] = evalFile('store', {}).replace(
    '"cases":"cases.jsonl","corpus":"corpus.jsonl"',
    `"cases":${JSON.stringify(join(root, 'fixtures/store-policy/cases.jsonl'))},"corpus":${JSON.stringify(join(root, 'fixtures/store-policy/corpus.jsonl'))}`,
  );
  return out;
}

const builtProject = (files: Record<string, string>) =>
  project(files, { maxConcurrency: 16 }, { ragcheck: JSON.stringify(BUILT_REPORTER) });

/** A report's cases without what differs run to run, keyed by suite and id. */
function comparable(dir: string): Record<string, unknown> {
  const report = JSON.parse(readFileSync(join(dir, 'reports/ragcheck.json'), 'utf8'), (key, value) =>
    key === 'durationMs' ? undefined : value,
  );
  const out: Record<string, unknown> = {};
  for (const c of report.cases) {
    // An adapter's stack differs in where: inline, Vitest maps the built files' frames to the TypeScript sources,
    // and it ends in the caller (the test's function; the thread's loop). The functions up to evaluateCase match.
    if (c.error?.stack) c.error.stack = functionsUpTo(c.error.stack, 'evaluateCase');
    out[`${c.suite} > ${c.id}`] = c;
  }
  return out;
}
const functionsUpTo = (stack: string, fn: string) => {
  const names = stack.split('\n').map((line) => /^\s+at (\S+)/.exec(line)?.[1]);
  const end = names.indexOf(fn);
  return end < 0 ? names : names.slice(0, end + 1);
};

describe.concurrent('scoring on the scoring thread, under vitest run', { timeout: 120_000 }, () => {
  test('the built package is there (npm run build): these tests run it', () => {
    expect(existsSync(join(root, 'dist/vitest/scoring-thread.js'))).toBe(true);
  });

  test('every suite scored on the thread gets the results it gets inline, under a -t filter too', async () => {
    const dir = builtProject(files());
    const [thread, inline] = await Promise.all([
      vitest(dir, ['run'], { SCORING: 'thread' }).then(async (run) => ({
        run,
        cases: comparable(dir),
      })),
      // Same files, a copy of the project: the two runs write their reports side by side.
      vitest(builtProject(files()), ['run'], { SCORING: 'inline' }).then((run) => ({
        run,
        cases: comparable(run.dir),
      })),
    ]);
    for (const r of [thread, inline]) {
      expect(r.run.output).not.toContain('scoring thread');
      expect(r.run.output).toMatch(/Tests {2}\d+ failed \| \d+ passed/);
    }
    // Five suites over CASES (retrieval leaves out the out-of-scope case), four store-policy cases.
    expect(Object.keys(thread.cases)).toHaveLength(5 * CASES.length - 1 + 4);
    expect(thread.cases).toEqual(inline.cases);
    // Both paths met: failing gates, ERRORs, a known failure, refusals, a context id the corpus does not know.
    const verdicts = new Set(Object.values(thread.cases).map((c) => (c as { verdict: string }).verdict));
    expect([...verdicts].sort()).toEqual([
      'ERROR (adapter)',
      'FIX generation (faithfulness)',
      'FIX retrieval',
      'correct refusal',
      'pass',
    ]);
    expect(thread.run.output).toContain(
      'suite "heuristic", case "unknown-id" (and maybe others): none of the returned context ids',
    );
    expect(thread.run.output.match(/⎯\[\d+\/(\d+)\]⎯/)?.[1]).toBe(inline.run.output.match(/⎯\[\d+\/(\d+)\]⎯/)?.[1]);

    // Only the tests Vitest runs are scored, and their results are the same.
    const filtered = await vitest(dir, ['run', '-t', 'drone|gift'], { SCORING: 'thread' });
    const picked = comparable(dir);
    const suites = ['heuristic', 'overlap', 'retrieval', 'trials', 'german'];
    expect(Object.keys(picked).sort()).toEqual(suites.flatMap((s) => [`${s} > drone`, `${s} > retrieved`]).sort());
    for (const [key, value] of Object.entries(picked)) expect(value).toEqual(thread.cases[key]);
    expect(filtered.output).not.toContain('scoring thread');
  });

  test('a thread that stops fails the waiting cases by suite and case name; bad settings are errors at collection', async () => {
    const many = Array.from({ length: 300 }, (_, i) => ({
      id: `q${i}`,
      question: `Refund window ${i}?`,
      golden: ['doc_0'],
      answer: 'Refunds are accepted within 30 days of purchase.',
      contexts: ['doc_0'],
    }));
    const dir = builtProject({
      'cases.jsonl': jsonl(many),
      'corpus.jsonl': jsonl(CORPUS),
      // The thread is stopped once its cases are sent: the tests still waiting must fail, saying why.
      'stop.eval.ts': `import { beforeEach } from 'vitest';
import { defineRagSuite } from ${JSON.stringify(BUILT)};
import { scoringThreadOfThisProcess } from ${JSON.stringify(BUILT_THREAD)};
let stopped;
beforeEach(async () => { stopped ??= scoringThreadOfThisProcess()?.terminate(); await stopped; });
defineRagSuite({ name: 'stopping', cases: 'cases.jsonl', corpus: 'corpus.jsonl', judge: 'heuristic', baseline: false, scoring: 'thread' });
`,
      'adapter.eval.ts': `import { defineRagSuite } from ${JSON.stringify(BUILT)};
defineRagSuite({ name: 'own-adapter', cases: 'cases.jsonl', corpus: 'corpus.jsonl', scoring: 'thread', adapter: { ask: async () => ({ answer: '', contexts: [] }) } });
`,
      'typo.eval.ts': `import { defineRagSuite } from ${JSON.stringify(BUILT)};
defineRagSuite({ name: 'typo', cases: 'cases.jsonl', corpus: 'corpus.jsonl', scoring: 'threads' });
`,
    });
    const run = await vitest(dir, ['run']);
    expect(run.code).toBe(1);
    expect(run.output).toMatch(
      /ragcheck: suite "stopping", case "q\d+": ragcheck's scoring thread exited \(code \d+\) before this case had a result\. Set `scoring: 'inline'` in defineRagSuite to score in the test instead\./,
    );
    expect(run.output).toContain(
      `defineRagSuite("own-adapter"): \`scoring: 'thread'\` cannot apply: it has its own \`adapter\` (the thread only replays the recorded answers). Use 'auto' (the thread where it applies) or 'inline'.`,
    );
    expect(run.output).toContain(
      `defineRagSuite("typo"): \`scoring\` must be 'auto', 'thread' or 'inline' (got "threads")`,
    );
    expect(run.output).toMatch(/Tests {2}\d+ failed/);
  });
});
