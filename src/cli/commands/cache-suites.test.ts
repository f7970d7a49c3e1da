/**
 * `ragcheck cache status|prune` with no --cases acts on the suites the project's eval files define: their own
 * adapters and judges, collected by a Vitest run. Each test spawns Vitest on a temporary project.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type FakeOpenAIServer, startFakeOpenAIServer } from '../../testing/index.js';
import { createEvalProject, removeEvalProjects, src } from '../__fixtures__/eval-project.js';
import { answerOf, writeStaleEntry } from '../__fixtures__/judge-cache.js';
import { runCli } from '../run-cli.js';

const HARNESS = src('vitest/index.ts');
const ADAPTERS = src('adapter/index.ts');

const CORPUS = `[
  { id: 'doc_0', text: 'Refunds are accepted within 30 days of purchase.' },
  { id: 'doc_1', text: 'Standard shipping takes 3 to 5 business days.' },
]`;
// The app answers from the golden chunk, but names its chunks doc_N#0: the suite maps them with contextId.
const APP = `{ name: 'app', contextId: (id) => id.split('#')[0], async ask({ case: c }) {
  if (c.golden.length === 0) return { answer: "I don't know.", contexts: [] };
  const chunks = ${CORPUS}.filter((d) => c.golden.includes(d.id));
  return { answer: chunks.map((d) => d.text).join(' '), contexts: chunks.map((d) => ({ ...d, id: d.id + '#0' })) };
} }`;
const CASES = `[
  { id: 'refund', question: 'How long do I have to get a refund?', golden: ['doc_0'] },
  { id: 'shipping', question: 'How long does shipping take?', golden: ['doc_1'] },
  { id: 'drone', question: 'Do you ship by drone?', golden: [] },
]`;

let server: FakeOpenAIServer;
beforeAll(async () => {
  // A judge that supports each answer, quoting it from the context (the answers are context sentences).
  server = await startFakeOpenAIServer((body) => {
    const answer = answerOf(body);
    if (answer.startsWith("I don't know")) return { content: { refusal: true, claims: [] } };
    return { content: { refusal: false, claims: [{ claim: answer, verdict: 'supported', evidence: answer }] } };
  });
});
afterAll(async () => {
  await server.close();
  removeEvalProjects();
});

const project = (files: Record<string, string>) => createEvalProject(files);

const env = (extra: NodeJS.ProcessEnv = {}) => ({ PATH: process.env.PATH, NO_COLOR: '1', ...extra });
const run = (dir: string, argv: string[], extra: NodeJS.ProcessEnv = {}) => runCli(argv, { cwd: dir, env: env(extra) });
const entries = (dir: string) =>
  readdirSync(join(dir, 'fixtures/judge-cache'), { recursive: true }).filter((f) => String(f).endsWith('.json'));

/** A model that supports each claim it is asked about, quoting the bakery's second sentence. */
const startBakeryModel = () =>
  startFakeOpenAIServer((body) => {
    const evidence = 'Its bread is baked each morning.';
    return { content: { refusal: false, claims: [{ claim: answerOf(body), verdict: 'supported', evidence }] } };
  });

describe('ragcheck cache on the suites of the eval files', { timeout: 90_000 }, () => {
  test("uses each suite's own adapter and judge: status, prune of a stale entry, and no prune when nothing matches", async () => {
    const dir = project({
      'rag.eval.ts': `import { defineRagSuite } from ${HARNESS};
        defineRagSuite({ name: 'shop', judge: 'openai', baseline: false, corpus: ${CORPUS}, cases: ${CASES}, adapter: ${APP} });
        defineRagSuite({ name: 'plain', baseline: false, corpus: ${CORPUS}, cases: ${CASES}, adapter: ${APP} });`,
    });
    const before = await run(dir, ['cache', 'status', '--format', 'json']);
    expect(before.stderr).toBe('');
    expect(before.code).toBe(1);
    const report = JSON.parse(before.stdout);
    expect(report.uncachedSuites).toEqual(['plain (heuristic judge)']);
    expect(report.folders).toHaveLength(1);
    expect(report.folders[0]).toMatchObject({ dir: join(dir, 'fixtures/judge-cache'), needed: 3, hits: 0, stale: [] });
    // The LLM judge decides refusals too: the out-of-scope case needs its entry.
    expect(report.folders[0].misses.map((m: { case: string }) => m.case).sort()).toEqual([
      'drone',
      'refund',
      'shipping',
    ]);

    // Record the judge's answers through the suites, then status agrees with them.
    const recorded = await run(dir, ['record', '--judge'], { OPENAI_BASE_URL: server.baseURL });
    expect(recorded.code).toBe(0);
    expect(entries(dir)).toHaveLength(3);
    const after = await run(dir, ['cache', 'status']);
    expect(after.code).toBe(0);
    expect(after.stdout).toContain('3 needed: 3 hits, 0 misses, 0 stale');
    expect(after.stdout).toContain('suites: shop');
    expect(after.stdout).toContain('suites whose judge records nothing (no cache needed): plain (heuristic judge)');

    // A stale entry goes, the three the suite uses stay.
    const stale = await writeStaleEntry(join(dir, 'fixtures/judge-cache'), 'an answer no case gives');
    const pruned = await run(dir, ['cache', 'prune']);
    expect(pruned.stdout).toContain(`deleted 1 stale entry; kept 3 (the entries the suites use)\n  ${stale}`);
    expect(pruned.code).toBe(0);
    expect(entries(dir)).toHaveLength(3);

    // Under another model none of the suite's keys is there: prune deletes nothing and says why.
    const refused = await run(dir, ['cache', 'prune'], { RAGCHECK_JUDGE_MODEL: 'another-model' });
    expect(refused.code).toBe(1);
    expect(refused.stdout).toContain('3 needed: 0 hits, 3 misses, 3 stale');
    expect(refused.stdout).toContain('(0 hits), so its 3 entries were recorded by other suites or settings');
    expect(entries(dir)).toHaveLength(3);
  });

  test('a cascade suite needs the model entries of its undecided answers only, and record fills them', async () => {
    const bakery = `[{ id: 'doc_0', text: 'The bakery opens at 9 am on weekdays. Its bread is baked each morning.' }]`;
    // One answer the offline judge decides (a context sentence), one with a claim it leaves uncertain.
    const app = `{ name: 'app', async ask({ case: c }) {
      const answer = c.id === 'clear' ? 'The bakery opens at 9 am on weekdays.'
        : 'The bakery opens at 9 am on weekdays. The bakery sells fresh sourdough bread each morning.';
      return { answer, contexts: ${bakery} };
    } }`;
    const cases = `[
      { id: 'clear', question: 'When does the bakery open?', golden: ['doc_0'] },
      { id: 'unsure', question: 'What does the bakery sell?', golden: ['doc_0'] },
    ]`;
    const dir = project({
      'rag.eval.ts': `import { defineRagSuite } from ${HARNESS};
        defineRagSuite({ name: 'bakery', judge: 'cascade', baseline: false, corpus: ${bakery}, cases: ${cases}, adapter: ${app} });`,
    });
    const before = await run(dir, ['cache', 'status', '--format', 'json']);
    expect(before.code).toBe(1);
    const report = JSON.parse(before.stdout);
    expect(report.folders[0]).toMatchObject({ needed: 1, hits: 0 });
    expect(report.folders[0].misses.map((m: { case: string }) => m.case)).toEqual(['unsure']);
    // The model supports the uncertain claim, quoting the context word for word.
    const model = await startBakeryModel();
    const recorded = await run(dir, ['record', '--judge'], { OPENAI_BASE_URL: model.baseURL });
    await model.close();
    expect(recorded.code, recorded.stdout + recorded.stderr).toBe(0);
    expect(model.requests).toHaveLength(1);
    expect(entries(dir)).toHaveLength(1);
    const after = await run(dir, ['cache', 'status']);
    expect(after.stdout).toContain('1 needed: 1 hits, 0 misses, 0 stale');
    expect(after.code).toBe(0);
  });

  test("a cascade suite's answer with citation markers needs the model's citation entry too: status lists it, record fills it, prune keeps it", async () => {
    const bakery = `[{ id: 'doc_0', text: 'The bakery opens at 9 am on weekdays. Its bread is baked each morning.' }]`;
    // Sentence 1 the offline judge decides; sentence 2 it leaves uncertain, for faithfulness and for its citation.
    const app = `{ name: 'app', async ask() {
      return { answer: 'The bakery opens at 9 am on weekdays [1]. The bakery sells fresh sourdough bread each morning [1].', contexts: ${bakery} };
    } }`;
    const dir = project({
      'rag.eval.ts': `import { defineRagSuite } from ${HARNESS};
        defineRagSuite({ name: 'bakery', judge: 'cascade', baseline: false, corpus: ${bakery}, adapter: ${app},
          thresholds: { citationSupport: 1 }, cases: [{ id: 'cited', question: 'What does the bakery sell?', golden: ['doc_0'] }] });`,
    });
    const before = JSON.parse((await run(dir, ['cache', 'status', '--format', 'json'])).stdout);
    expect(before.folders[0]).toMatchObject({ needed: 2, hits: 0 });
    const model = await startBakeryModel();
    const recorded = await run(dir, ['record', '--judge'], { OPENAI_BASE_URL: model.baseURL });
    await model.close();
    expect(recorded.code, recorded.stdout + recorded.stderr).toBe(0);
    expect(model.requests.map((r) => r.body.response_format.json_schema.name).sort()).toEqual([
      'citation_judgement',
      'faithfulness_judgement',
    ]);
    expect(entries(dir)).toHaveLength(2);
    const after = await run(dir, ['cache', 'status']);
    expect(after.stdout).toContain('2 needed: 2 hits, 0 misses, 0 stale');
    const pruned = await run(dir, ['cache', 'prune']);
    expect(pruned.code, pruned.stdout).toBe(0);
    expect(entries(dir)).toHaveLength(2);
  });

  test('a recorded app is replayed, never recorded; an app that fails or an eval file that throws stops it (exit 3)', async () => {
    const dir = project({
      'rag.eval.ts': `import { defineRagSuite } from ${HARNESS};
        import { withRecording } from ${ADAPTERS};
        defineRagSuite({ name: 'shop', judge: 'openai', baseline: false, corpus: ${CORPUS}, cases: ${CASES},
          adapter: withRecording(${APP}, { dir: 'recordings' }) });`,
      'broken.eval.ts': `throw new Error('this eval file is broken');`,
    });
    // Nothing recorded and RAGCHECK_RECORD=record in the environment: the collection still only replays.
    const { code, stderr } = await run(dir, ['cache', 'status'], { RAGCHECK_RECORD: 'record' });
    expect(code).toBe(3);
    expect(stderr).toContain('suite "shop", case "refund": the adapter failed: withRecording: no recorded response');
    expect(stderr).toContain('broken.eval.ts: this eval file is broken');
    expect(stderr).toContain('nothing is pruned or reported');
    expect(() => readdirSync(join(dir, 'recordings'))).toThrow(/ENOENT/);
    expect(readFileSync(join(dir, 'rag.eval.ts'), 'utf8')).toContain('withRecording');
  });

  test('options of the two ways do not mix', async () => {
    const dir = project({});
    const mixed = await run(dir, ['cache', 'status', '--adapter', 'recorded']);
    expect(mixed.code).toBe(2);
    expect(mixed.stderr).toContain("--adapter goes with --cases; without it, the eval files' own suites are used");
  });
});
