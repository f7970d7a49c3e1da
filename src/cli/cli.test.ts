import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test, vi } from 'vitest';
import { createTempDirs } from '../__fixtures__/temp-dirs.js';
import { RagcheckReportSchema } from '../report/index.js';
import { CaseResultJsonSchema } from '../types.js';
import { runCli } from './run-cli.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const cases = 'fixtures/store-policy/cases.jsonl';
const corpus = 'fixtures/store-policy/corpus.jsonl';

const run = (argv: string[], env: NodeJS.ProcessEnv = {}, cwd = root) => runCli(argv, { cwd, env });
/** `ragcheck eval` on the seed's cases and corpus. */
const evalSeed = ['eval', '--cases', cases, '--corpus', corpus];

const tempDir = createTempDirs('ragcheck-cli-');

function tmp(files: Record<string, string>): string {
  const dir = tempDir();
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

describe('ragcheck eval', () => {
  test("prints the seed's table with the overlap judge and exits 0 (cases 2 and 3 are known failures)", async () => {
    const { code, stdout } = await run([...evalSeed, '--k', '3', '--judge', 'overlap']);
    expect(code).toBe(0);
    const [title, ...rows] = stdout.split('\n').slice(0, 7);
    expect(title).toBe(`ragcheck · eval  (${cases})`);
    expect(rows[0]).toMatch(/^id\s+question\s+recall\s+faith\s+verdict$/);
    expect(rows[2]).toMatch(
      /^refund-window\s+How many days do I have to return an item for a refund\?\s+1\.00\s+1\.00\s+pass$/,
    );
    expect(rows[3]).toMatch(
      /^start-return\s+How do I start a return\?\s+1\.00\s+0\.00\s+FIX generation \(faithfulness\) \(known\)$/,
    );
    expect(rows[4]).toMatch(
      /^earbud-repair\s+Will you repair my earbuds if they stop working on their own\?\s+0\.00\s+1\.00\s+FIX retrieval \(known\)$/,
    );
    expect(rows[5]).toMatch(
      /^battery-life\s+What is the battery life of the X1 wireless earbuds\?\s+n\/a\s+1\.00\s+correct refusal$/,
    );
    // Each row fits the width of a log (no terminal here).
    for (const row of rows) expect(row.length).toBeLessThanOrEqual(160);
    expect(stdout).toContain('4 cases: 2 passed, 0 failed, 2 known, 0 errors');
  });

  test('gives the same verdicts with the default judge, as the JSON report of schemaVersion 3', async () => {
    const { code, stdout } = await run(['eval', '--cases', cases, '--corpus', corpus, '--format', 'json']);
    expect(code).toBe(0);
    const report = JSON.parse(stdout);
    expect(RagcheckReportSchema.parse(report)).toEqual(report);
    expect(report.schemaVersion).toBe(3);
    expect(report.suites).toEqual([
      expect.objectContaining({ name: 'eval', files: [cases], passed: true, baseline: { state: 'off' }, gates: [] }),
    ]);
    const results = (report.cases as unknown[]).map((c) => CaseResultJsonSchema.parse(c));
    expect(results.map((r) => r.verdict)).toEqual([
      'pass',
      'FIX generation (faithfulness)',
      'FIX retrieval',
      'correct refusal',
    ]);
    expect(results[0]?.judge.name).toBe('heuristic');
    expect(report.summary.known).toBe(2);
  });

  test('honours RAGCHECK_JUDGE, and --judge overrides it', async () => {
    const env = { RAGCHECK_JUDGE: 'overlap' };
    const viaEnv = await run(['eval', '--cases', cases, '--corpus', corpus, '--format', 'json'], env);
    expect(JSON.parse(viaEnv.stdout).cases[0].judge.name).toBe('overlap');
    const viaFlag = await run(
      ['eval', '--cases', cases, '--corpus', corpus, '--format', 'json', '--judge', 'heuristic'],
      env,
    );
    expect(JSON.parse(viaFlag.stdout).cases[0].judge.name).toBe('heuristic');
  });

  test('exits 1 when a gate fails and prints the diagnosis with its evidence', async () => {
    const lines = readFileSync(join(root, cases), 'utf8').replace(/,\s*"knownFailure":\s*\{[^}]*\}/g, '');
    const dir = tmp({ 'cases.jsonl': lines, 'corpus.jsonl': readFileSync(join(root, corpus), 'utf8') });
    const { code, stdout } = await run(['eval', '--cases', 'cases.jsonl', '--corpus', 'corpus.jsonl'], {}, dir);
    expect(code).toBe(1);
    expect(stdout).toContain('4 cases: 2 passed, 2 failed, 0 known, 0 errors');
    expect(stdout).toContain('FIX retrieval  [earbud-repair]');
    expect(stdout).toContain('contextRecall 0.00, needs >= 0.99');
    expect(stdout).toContain('golden:    doc_4');
    expect(stdout).toContain('unsupported numbers/codes: 1-800-RETURNS');
  });

  test('exits 3 when the adapter errors, and still reports every case', async () => {
    const dir = tmp({
      'adapter.mjs': `export default { name: 'down', async ask({ question }) { if (question.includes('battery')) throw new Error('connection refused'); return { answer: 'ok', contexts: [] }; } };`,
      'cases.jsonl': readFileSync(join(root, cases), 'utf8'),
    });
    const { code, stdout } = await run(
      ['eval', '--cases', 'cases.jsonl', '--adapter', './adapter.mjs', '--format', 'json'],
      {},
      dir,
    );
    expect(code).toBe(3);
    const report = JSON.parse(stdout);
    expect(report.cases).toHaveLength(4);
    expect(report.summary.errors).toBe(1);
    expect(report.cases[3].error.message).toBe('adapter "down" failed on case "battery-life": connection refused');
  });
});

describe('ragcheck eval: adapters', () => {
  test('loads a TypeScript adapter module through Vite', async () => {
    const dir = tmp({
      'adapter.ts': `const answer: string = "I don't know based on the provided documents.";\nexport default { name: 'ts-app', async ask() { return { answer, contexts: [] }; } };`,
      'cases.jsonl': `${JSON.stringify({ id: 'q1', question: 'What is the CEO shoe size?', golden: [] })}\n`,
    });
    const { code, stdout } = await run(['eval', '--cases', 'cases.jsonl', '--adapter', './adapter.ts'], {}, dir);
    expect(stdout).toContain('correct refusal');
    expect(code).toBe(0);
  });

  test("an adapter's error shows its own stack, down to the line of the app that threw (TypeScript included)", async () => {
    const dir = tmp({
      'app.ts': `type Answer = { text: string };
export async function answerQuestion(question: string): Promise<Answer> {
  await new Promise((resolve) => setTimeout(resolve, 1));
  throw new Error("Connection error. (" + question.length + ")");
}`,
      'adapter.ts': `import { answerQuestion } from './app.ts';\nexport default { name: 'app', async ask({ question }: { question: string }) { const a = await answerQuestion(question); return { answer: a.text, contexts: [] }; } };`,
      'cases.jsonl': `${JSON.stringify({ id: 'q1', question: 'Where is my parcel?', golden: [] })}\n`,
    });
    const { code, stdout } = await run(['eval', '--cases', 'cases.jsonl', '--adapter', './adapter.ts'], {}, dir);
    expect(code).toBe(3);
    expect(stdout).toContain('adapter error: adapter "app" failed on case "q1": Connection error. (19)');
    const stack = stdout.slice(stdout.indexOf('adapter stack:'));
    expect(stack).toMatch(/at answerQuestion \(.*app\.ts:4:9\)/);
  });

  test('context ids that never meet the corpus: one warning with a did-you-mean, and the contextId hook fixes them', async () => {
    // An app that splits each document into chunks and names them <doc>#chunk0.
    const adapter = (hook: string) => `import { readFileSync } from 'node:fs';
      const corpus = readFileSync(${JSON.stringify(join(root, corpus))}, 'utf8').trim().split('\\n').map((l) => JSON.parse(l));
      export default { name: 'chunked', ${hook}
        async ask({ case: c }) {
          const contexts = corpus.filter((d) => c.golden.includes(d.id)).map((d) => ({ id: d.id + '#chunk0', text: d.text }));
          return { answer: c.answer ?? "I don't know.", contexts };
        },
      };`;
    const dir = tmp({ 'plain.mjs': adapter(''), 'mapped.mjs': adapter("contextId: (id) => id.split('#')[0],") });
    const argv = (module: string) => [
      'eval',
      '--cases',
      join(root, cases),
      '--corpus',
      join(root, corpus),
      '--adapter',
      module,
    ];
    const plain = await run(argv('./plain.mjs'), {}, dir);
    expect(plain.code).toBe(1);
    // One warning for the run (3 in-scope cases), the did-you-mean in each case's diagnosis.
    expect(plain.stderr.match(/ragcheck eval:/g)).toHaveLength(1);
    expect(plain.stderr).toContain(
      'ragcheck eval: 3 of 4 cases: none of the returned context ids (doc_0#chunk0) is a corpus id',
    );
    expect(plain.stderr).toContain('add `contextId: (id) => id.split("#")[0]` to your adapter');
    expect(plain.stdout).toContain(
      '  context ids: none of the returned context ids (doc_1#chunk0) is a corpus id, while the golden ids are. Did you mean doc_1#chunk0 -> doc_1?',
    );
    const mapped = await run(argv('./mapped.mjs'), {}, dir);
    expect(mapped.stderr).toBe('');
    expect(mapped.stdout).not.toContain('context ids:');
    expect(mapped.stdout).toMatch(/How many days do I have to return an item for a refund\?\s+1\.00\s+1\.00\s+pass/);
  });
});

describe('ragcheck eval: report files and usage errors', () => {
  test('writes the report with --out and markdown', async () => {
    const dir = tmp({});
    const out = join(dir, 'report.md');
    const { code, stdout } = await run([...evalSeed, '--format', 'markdown', '--out', out]);
    expect(code).toBe(0);
    expect(stdout).toContain(`report written to ${out}`);
    expect(readFileSync(out, 'utf8')).toContain(
      '| start-return | How do I start a return? | 1.00 | 0.00 | FIX generation (faithfulness) (known) |',
    );
  });

  test.each([
    [['eval'], /--cases is required/],
    [['eval', '--cases', cases, '--k', 'three'], /--k must be an integer >= 1 \(got "three"\)/],
    [['eval', '--cases', cases, '--format', 'xml'], /--format must be one of table, json, markdown/],
    [['eval', '--cases', cases, '--judge', 'gpt'], /unknown judge "gpt": choose one of overlap, heuristic, openai/],
    [['eval', '--cases', cases, '--threshold', 'faithfulness=80'], /between 0 and 1/],
    [['eval', '--cases', cases, '--threshold', 'faith=0.8'], /unknown threshold "faith"/],
    [['eval', '--cases', cases, '--bogus'], /Unknown option '--bogus'/],
    [['eval', '--cases', 'nope.jsonl'], /nope\.jsonl/],
    [['frobnicate'], /unknown command "frobnicate"/],
  ])('exits 2 on bad usage or input: %j', async (argv, message) => {
    const { code, stderr } = await run(argv);
    expect(code).toBe(2);
    expect(stderr).toMatch(message);
  });

  test('an unknown RAGCHECK_JUDGE is one clear error naming the variable', async () => {
    const { code, stderr } = await run(['eval', '--cases', cases, '--corpus', corpus], { RAGCHECK_JUDGE: 'gpt4' });
    expect(code).toBe(2);
    expect(stderr).toContain('unknown RAGCHECK_JUDGE="gpt4"');
  });
});

describe('ragcheck validate', () => {
  test('exits 0 on valid files and 2 with file:line on invalid ones', async () => {
    const ok = await run(['validate', '--cases', cases, '--corpus', corpus]);
    expect(ok.code).toBe(0);
    expect(ok.stdout).toContain('ok: 4 cases (1 out of scope), 5 chunks');
    const dir = tmp({
      'cases.jsonl': '{"id":"a","question":"q?","golden":["doc_9"]}\n{"id":"b","question":"q","gloden":[]}\n',
    });
    const bad = await run(['validate', '--cases', 'cases.jsonl', '--corpus', join(root, corpus)], {}, dir);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('cases.jsonl:1');
    expect(bad.stderr).toContain('doc_9');
    expect(bad.stderr).toContain('cases.jsonl:2');
    expect(bad.stderr).toContain('gloden');
  });
});

describe('ragcheck agreement', () => {
  test("reproduces the seed's judge validation from recorded labels: raw 0.90, kappa 0.62", async () => {
    const { code, stdout } = await run([
      'agreement',
      '--labels',
      'fixtures/store-policy/seed-labels.jsonl',
      '--format',
      'json',
    ]);
    expect(code).toBe(0);
    const out = JSON.parse(stdout);
    expect(out.n).toBe(10);
    expect(out.rawAgreement).toBe(0.9);
    expect(out.kappa.toFixed(2)).toBe('0.62');
    expect(out.confusion).toEqual({ tp: 8, fp: 1, fn: 0, tn: 1 });
  });

  test('prints a table with the disagreements when it runs a judge', async () => {
    const dir = tmp({
      'labels.jsonl': [
        { id: 'x1', context: 'Refunds within 7 days using KH-8842.', answer: 'Refunds within 7 days.', human: 1 },
        { id: 'x2', context: 'Refunds within 7 days using KH-8842.', answer: 'Refunds within 9 days.', human: 0 },
        { id: 'x3', context: 'Refunds within 7 days using KH-8842.', answer: 'Refunds within 7 days.', human: 0 },
      ]
        .map((r) => JSON.stringify(r))
        .join('\n'),
    });
    const { code, stdout } = await run(['agreement', '--labels', 'labels.jsonl', '--judge', 'overlap'], {}, dir);
    expect(code).toBe(0);
    expect(stdout).toContain('judge: overlap   n = 3');
    expect(stdout).toMatch(/disagreements \(1\):\n {2}x3 {2}human 0 judge 1/);
  });

  test('prints the baselines, the bootstrap interval and, with --by-fold, each fold; --folds keeps those folds', async () => {
    const row = (id: string, answer: string, human: number) =>
      JSON.stringify({ id, context: 'Refunds within 7 days using KH-8842.', answer, human });
    const dir = tmp({
      'labels.jsonl': [
        row('a', 'Refunds within 7 days.', 1),
        row('b', 'Refunds within 9 days.', 0),
        row('c', 'Refunds within 7 days.', 0),
      ].join('\n'),
    });
    const table = await run(
      ['agreement', '--labels', 'labels.jsonl', '--judge', 'heuristic', '--by-fold', '--bootstrap', '20'],
      {},
      dir,
    );
    expect(table.code).toBe(0);
    expect(table.stdout).toMatch(/^overlap \(baseline\) +\S+/m);
    expect(table.stdout).toMatch(/^substring \(baseline\) +\S+/m);
    expect(table.stdout).toMatch(
      /kappa heuristic - overlap = [+-]\d\.\d{3} \(paired bootstrap 95% interval .* 20 resamples\)/,
    );
    expect(table.stdout).toMatch(/^fold +n +kappa/m);
    // sha256("a") starts ca978112 (fold 0); "b" and "c" fall elsewhere.
    const json = await run(['agreement', '--labels', 'labels.jsonl', '--folds', '0', '--format', 'json'], {}, dir);
    expect(json.code).toBe(0);
    const out = JSON.parse(json.stdout);
    expect(out.n).toBe(1);
    expect(out.folds).toEqual([0]);
    expect(Object.keys(out)).toEqual(
      expect.arrayContaining(['kappa', 'unsupported', 'flagRate', 'humanFlagRate', 'baselines', 'versusOverlap']),
    );
    const bad = await run(['agreement', '--labels', 'labels.jsonl', '--folds', '1,7'], {}, dir);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--folds must list fold numbers 0-4');
  });
});

describe('errors the CLI did not expect', () => {
  const io = () => {
    const out = { stdout: '', stderr: '' };
    return {
      out,
      io: {
        stdout: (t: string) => {
          out.stdout += t;
        },
        stderr: (t: string) => {
          out.stderr += t;
        },
        cwd: root,
        env: {},
      },
    };
  };

  test('a TypeError or RangeError from inside a command is a bug: exit 3 with its stack, not a usage error', async () => {
    const { COMMANDS } = await import('./commands/index.js');
    const { main } = await import('./main.js');
    const validate = COMMANDS.find((c) => c.name === 'validate')!;
    for (const error of [new TypeError("Cannot read properties of undefined (reading 'id')"), new RangeError('bad')]) {
      const spy = vi.spyOn(validate, 'run').mockRejectedValueOnce(error);
      const { out, io: cliIo } = io();
      expect(await main(['validate'], cliIo)).toBe(3); // EXIT.error, as an ERROR case
      expect(out.stderr).toContain(`ragcheck validate: unexpected error: ${error.name}: ${error.message}`);
      expect(out.stderr).toMatch(/\n\s+at /); // the stack, for the bug report
      spy.mockRestore();
    }
  });

  test('bad input (a ConfigError) is exit 2 with its message alone', async () => {
    const { COMMANDS } = await import('./commands/index.js');
    const { main } = await import('./main.js');
    const { ConfigError } = await import('../errors.js');
    const validate = COMMANDS.find((c) => c.name === 'validate')!;
    const spy = vi.spyOn(validate, 'run').mockRejectedValueOnce(new ConfigError('`k` must be a positive integer'));
    const { out, io: cliIo } = io();
    expect(await main(['validate'], cliIo)).toBe(2);
    expect(out.stderr).toBe('ragcheck validate: `k` must be a positive integer\n');
    spy.mockRestore();
  });
});
