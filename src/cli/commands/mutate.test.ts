/**
 * `ragcheck mutate` as a user runs it: on case files (in-process CLI), and through a project's own Vitest with its
 * app recorded (a temporary project whose node_modules is this repo's).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { createEvalProject, ROOT, removeEvalProjects, src } from '../__fixtures__/eval-project.js';
import { runCli } from '../run-cli.js';

afterAll(removeEvalProjects);

const run = (argv: string[], cwd = ROOT, env: NodeJS.ProcessEnv = {}) =>
  runCli(argv, { cwd, env: { PATH: process.env.PATH, NO_COLOR: '1', ...env } });
const HANDBOOK = [
  '--cases',
  'fixtures/handbook/cases.jsonl',
  '--corpus',
  'fixtures/handbook/corpus.jsonl',
  '--adapter',
  'lexical',
];

describe('ragcheck mutate on case files', { timeout: 60_000 }, () => {
  test('--format json prints only the report: every operator listed, survivors with why', async () => {
    const { code, stdout } = await run(['mutate', ...HANDBOOK, '--format', 'json']);
    expect(code).toBe(0);
    const report = JSON.parse(stdout);
    expect(report.operators.map((o: { name: string }) => o.name)).toEqual([
      'drop-golden',
      'demote-golden',
      'swap-number',
      'add-claim',
      'negate',
      'refuse',
      'answer-out-of-scope',
      'drop-fact',
      'miscite',
    ]);
    for (const o of report.operators) expect(o.applicable).toBe(o.killed + o.survived);
    expect(report.score).toBeCloseTo(report.killed / report.applicable);
    for (const s of report.survivors)
      expect(s).toMatchObject({ suite: 'eval', id: expect.any(String), why: expect.any(String) });
    // Every applicable swap-number and drop-golden mutant is killed by the offline judge.
    for (const name of ['swap-number', 'drop-golden']) {
      const o = report.operators.find((x: { name: string }) => x.name === name);
      expect(o.applicable).toBeGreaterThan(0);
      expect(o.killed).toBe(o.applicable);
    }
  });

  test('a loosened faithfulness threshold loses add-claim mutants, and the survivors name it', async () => {
    const only = ['--operators', 'add-claim', '--format', 'json'];
    const strict = JSON.parse((await run(['mutate', ...HANDBOOK, ...only])).stdout);
    const loose = JSON.parse((await run(['mutate', ...HANDBOOK, ...only, '--threshold', 'faithfulness=0.2'])).stdout);
    expect(loose.killed).toBeLessThan(strict.killed);
    const named = loose.survivors.filter((s: { why: string }) => s.why.startsWith('the faithfulness gate is 0.20'));
    expect(named.length).toBeGreaterThanOrEqual(strict.killed - loose.killed);
  });

  test('--min-score fails the run below it and passes at it', async () => {
    const below = await run(['mutate', ...HANDBOOK, '--min-score', '0.99']);
    expect(below.code).toBe(1);
    expect(below.stderr).toMatch(/mutation score 0\.\d\d is below --min-score 0\.99/);
    expect(below.stdout).toMatch(/^mutation score/);
    const at = await run(['mutate', ...HANDBOOK, '--min-score', '0.1']);
    expect(at.code).toBe(0);
  });

  test('bad options are usage errors that name the option', async () => {
    const unknown = await run(['mutate', ...HANDBOOK, '--operators', 'swap-number,flip']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('--operators: unknown operator "flip"; the operators are drop-golden,');
    const score = await run(['mutate', ...HANDBOOK, '--min-score', '2']);
    expect(score.code).toBe(2);
    expect(score.stderr).toContain('--min-score 2');
  });

  test('--sample mutates a deterministic sample of the cases', async () => {
    const a = JSON.parse((await run(['mutate', ...HANDBOOK, '--sample', '10', '--format', 'json'])).stdout);
    const b = JSON.parse((await run(['mutate', ...HANDBOOK, '--sample', '10', '--format', 'json'])).stdout);
    expect(a.cases.length + a.alreadyFailing.length).toBe(10);
    expect(a.mutants).toEqual(b.mutants);
  });
});

describe('ragcheck mutate through the project’s Vitest', { timeout: 240_000 }, () => {
  test('mutates every suite of the evals project from its recordings, with no app', async () => {
    const cases = `[
      { id: 'refund', question: 'How long do I have to get a refund?', golden: ['doc_0'], keywords: ['30 days'] },
      { id: 'shipping', question: 'How long does shipping take?', golden: ['doc_1'] },
      { id: 'parking', question: 'Where do I park?', golden: [] },
    ]`;
    const corpus = `[
      { id: 'doc_0', text: 'Refunds are accepted within 30 days of purchase.' },
      { id: 'doc_1', text: 'Standard shipping takes 3 to 5 business days.' },
      { id: 'doc_2', text: 'Gift cards never expire and can be used online or in stores.' },
    ]`;
    const dir = createEvalProject({
      'app.mjs': `const corpus = ${corpus};
        export const app = { name: 'app', async ask({ case: c }) {
          if (process.env.APP_DOWN) throw new Error('app down');
          if (c.golden.length === 0) return { answer: "I don't know.", contexts: [corpus[2]] };
          const chunks = corpus.filter((d) => c.golden.includes(d.id));
          return { answer: chunks.map((d) => d.text).join(' '), contexts: [...chunks, corpus[2]] };
        } };\n`,
      'rag.eval.ts': `import { defineRagSuite } from ${src('vitest/index.ts')};
        import { withRecording } from ${src('adapter/index.ts')};
        import { app } from './app.mjs';
        defineRagSuite({ name: 'shop', baseline: false, corpus: ${corpus}, cases: ${cases},
          adapter: withRecording(app, { dir: 'fixtures/recordings' }) });`,
    });
    mkdirSync(join(dir, 'fixtures'), { recursive: true });
    writeFileSync(join(dir, 'fixtures/.keep'), '');
    const recorded = await run(['record', '--app'], dir);
    expect(recorded.code).toBe(0);

    const { code, stdout, stderr } = await run(['mutate', '--format', 'json'], dir, { APP_DOWN: '1' });
    expect(stderr).not.toContain('app down');
    expect(code).toBe(0);
    const report = JSON.parse(stdout);
    expect(report.suites).toEqual([expect.objectContaining({ name: 'shop', cases: 3, alreadyFailing: 0 })]);
    const byOperator = Object.fromEntries(report.operators.map((o: { name: string }) => [o.name, o]));
    expect(byOperator['swap-number']).toMatchObject({ applicable: 2, killed: 2 });
    expect(byOperator['answer-out-of-scope']).toMatchObject({ applicable: 1, killed: 1 });
    expect(byOperator['drop-golden']).toMatchObject({ applicable: 2, killed: 2 });
  });
});

test('docs/mutation.md shows the handbook suite’s score as the command computes it', { timeout: 60_000 }, async () => {
  const { readFileSync } = await import('node:fs');
  const doc = readFileSync(join(ROOT, 'docs/mutation.md'), 'utf8');
  const shown = /^ {2}handbook: (\d\.\d\d) \((\d+) of (\d+)\)$/m.exec(doc);
  expect(shown).not.toBeNull();
  const report = JSON.parse((await run(['mutate', ...HANDBOOK, '--format', 'json'])).stdout);
  expect([report.score.toFixed(2), String(report.killed), String(report.applicable)]).toEqual(shown?.slice(1));
});
