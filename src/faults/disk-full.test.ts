/**
 * Fault class: the disk fills up (or a file size limit is hit) while ragcheck writes a file it owns. Each test runs
 * the real code in a child process under `ulimit -f`, which fails any write past the limit with EFBIG exactly where
 * a full disk fails it with ENOSPC. Guarantee: the previous file is left whole, the message names the file and the
 * reason, and the run fails (exit 3 for the CLI, 1 for a Vitest run).
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { REFUND_ANSWER, REFUND_CONTEXT, startRefundJudgeServer } from '../__fixtures__/refund-judge.js';
import { ROOT, spawnSource } from '../__fixtures__/spawn-source.js';
import { createTempDirs } from '../__fixtures__/temp-dirs.js';
import { evaluateCase } from '../evaluate/index.js';
import { createOpenAIJudge } from '../judge/index.js';

const LIMIT = 8192;
const CASES = join(ROOT, 'fixtures/handbook/cases.jsonl');
const CORPUS = join(ROOT, 'fixtures/handbook/corpus.jsonl');
const tmp = createTempDirs('ragcheck-disk-full-');
const src = (path: string) => JSON.stringify(join(ROOT, 'src', path));

describe.concurrent('a full disk', { timeout: 120_000 }, () => {
  test('`ragcheck eval --out` exits 3 naming the file and the reason, and the previous report stays whole', async () => {
    const dir = tmp();
    const previous = '{ "schemaVersion": 1, "summary": {}, "cases": [] }\n';
    writeFileSync(join(dir, 'report.json'), previous);
    const args = ['eval', '--cases', CASES, '--corpus', CORPUS, '--adapter', 'lexical', '--format', 'json'];
    const run = await spawnSource(join(ROOT, 'src/cli/bin.ts'), [...args, '--out', 'report.json'], {
      cwd: dir,
      fileSizeLimit: LIMIT,
    });
    expect(run.stderr).toContain(
      'ragcheck eval: cannot write report.json: the file is larger than this process may write (a file size limit, `ulimit -f`) (EFBIG). The previous report.json is unchanged.',
    );
    expect(run.code).toBe(3);
    expect(readFileSync(join(dir, 'report.json'), 'utf8')).toBe(previous);
    expect(readdirSync(dir)).toEqual(['report.json']);
  });

  test('the reporter keeps the accepted baseline and the previous report whole, says which files failed, still writes the others and fails the run', async () => {
    const dir = tmp();
    const baseline = `${JSON.stringify({ schemaVersion: 1, suite: 'handbook', judge: 'heuristic', cases: { a: { faithfulness: 1 } } }, null, 2)}\n`;
    const report = '{ "schemaVersion": 1, "summary": {}, "suites": [], "cases": [] }\n';
    mkdirSync(join(dir, 'fixtures/baselines'), { recursive: true });
    mkdirSync(join(dir, 'reports'));
    writeFileSync(join(dir, 'fixtures/baselines/handbook.json'), baseline);
    writeFileSync(join(dir, 'reports/ragcheck.json'), report);
    // The real reporter, fed the results of a real run as Vitest would hand them over at run end.
    writeFileSync(
      join(dir, 'report.mjs'),
      `import { createLexicalAdapter, evaluateCases, createHeuristicJudge } from ${src('index.ts')};
import { loadCasesSync, loadCorpusSync } from ${src('dataset/index.ts')};
import { RagcheckReporter } from ${src('vitest/reporter.ts')};
const corpus = loadCorpusSync(${JSON.stringify(CORPUS)});
const cases = loadCasesSync(${JSON.stringify(CASES)}, { corpus });
const all = await evaluateCases(cases, createLexicalAdapter({ corpus }), createHeuristicJudge());
// Passing cases only, three times over: the baseline and ragcheck.json outgrow the limit, the compact summary does not.
const passing = all.filter((r) => r.outcome === 'pass');
const results = [1, 2, 3].flatMap((n) => passing.map((r) => ({ ...r, id: r.id + '-' + n })));
const suite = { name: 'handbook', tags: [], baseline: { tolerance: 0.05 } };
const tests = results.map((r) => ({ fullName: r.id, meta: () => ({ ragcheckSuite: suite, ragcheck: r }), result: () => ({ state: 'passed' }), annotations: () => [] }));
const modules = [{ moduleId: process.cwd() + '/handbook.eval.ts', children: { allTests: () => tests, allSuites: () => [] } }];
await new RagcheckReporter({ table: 'compact', updateBaseline: true, githubSummary: false }).onTestRunEnd(modules, [], 'passed');
`,
    );
    const run = await spawnSource(join(dir, 'report.mjs'), [], { cwd: dir, fileSizeLimit: LIMIT });
    const reason = 'the file is larger than this process may write (a file size limit, `ulimit -f`) (EFBIG)';
    expect(run.stdout).toContain(
      `cannot write fixtures/baselines/handbook.json: ${reason}. The previous handbook.json is unchanged.`,
    );
    expect(run.stdout).toContain(
      `cannot write reports/ragcheck.json: ${reason}. The previous ragcheck.json is unchanged.`,
    );
    expect(run.code).toBe(1);
    // The file that fits is still written, whole.
    expect(run.stdout).toContain('ragcheck: wrote reports/summary.md');
    expect(readFileSync(join(dir, 'reports/summary.md'), 'utf8')).toMatch(/^## handbook\n[\s\S]*\n$/);
    expect(readFileSync(join(dir, 'fixtures/baselines/handbook.json'), 'utf8')).toBe(baseline);
    expect(readFileSync(join(dir, 'reports/ragcheck.json'), 'utf8')).toBe(report);
    expect(readdirSync(join(dir, 'fixtures/baselines'))).toEqual(['handbook.json']);
    expect(readdirSync(join(dir, 'reports')).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  test('withRecording keeps the previous recording whole and the case is ERROR (adapter) naming the file', async () => {
    const dir = tmp();
    writeFileSync(
      join(dir, 'record.mjs'),
      `import { evaluateCase, withRecording, createHeuristicJudge } from ${src('index.ts')};
import { recordingFileName } from ${src('adapter/index.ts')};
import { writeFileSync } from 'node:fs';
const evalCase = { id: 'big', question: 'What does the long document say?', golden: ['doc'] };
const file = 'recordings/' + recordingFileName(evalCase.id, evalCase.question);
writeFileSync(file, 'the previous recording');
const app = { name: 'app', ask: async () => ({ answer: 'It says x.', contexts: [{ id: 'doc', text: 'x '.repeat(20000) }] }) };
const result = await evaluateCase(evalCase, withRecording(app, { dir: 'recordings', mode: 'record' }), createHeuristicJudge());
console.log(JSON.stringify({ verdict: result.verdict, message: result.error?.message, file }));
`,
    );
    mkdirSync(join(dir, 'recordings'));
    const run = await spawnSource(join(dir, 'record.mjs'), [], { cwd: dir, fileSizeLimit: LIMIT });
    expect(run.stderr).toBe('');
    const { verdict, message, file } = JSON.parse(run.stdout) as { verdict: string; message: string; file: string };
    expect(verdict).toBe('ERROR (adapter)');
    expect(message).toContain(
      `cannot write ${file}: the file is larger than this process may write (a file size limit, \`ulimit -f\`) (EFBIG). The previous ${file.slice('recordings/'.length)} is unchanged.`,
    );
    expect(readFileSync(join(dir, file), 'utf8')).toBe('the previous recording');
    expect(readdirSync(join(dir, 'recordings'))).toHaveLength(1);
  });

  test('a judge cache entry that cannot be written makes the case ERROR (judge) naming the file and why', async () => {
    const dir = tmp();
    writeFileSync(join(dir, 'judge-cache'), 'a file where the cache folder goes\n');
    const server = await startRefundJudgeServer();
    try {
      const judge = createOpenAIJudge({
        model: 'judge-model',
        baseURL: server.baseURL,
        cache: { mode: 'live', dir: join(dir, 'judge-cache') },
      });
      const app = {
        name: 'app',
        ask: async () => ({ answer: REFUND_ANSWER, contexts: [{ id: 'doc', text: REFUND_CONTEXT }] }),
      };
      const result = await evaluateCase({ id: 'refund', question: 'How long do I have?', golden: ['doc'] }, app, judge);
      expect(result.verdict).toBe('ERROR (judge)');
      expect(result.error?.message).toMatch(
        new RegExp(
          `^case "refund": judge cache entry not saved: cannot write ${join(dir, 'judge-cache').replaceAll('/', '\\/')}\\/[0-9a-f]{2}\\/[0-9a-f]{64}\\.json: ${join(dir, 'judge-cache').replaceAll('/', '\\/')} is a file, not a folder`,
        ),
      );
      expect(readFileSync(join(dir, 'judge-cache'), 'utf8')).toBe('a file where the cache folder goes\n');
    } finally {
      await server.close();
    }
  });
});
