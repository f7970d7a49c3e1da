import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { describe, expect, test, vi } from 'vitest';
import type { TestCase, TestModule, Vitest } from 'vitest/node';
import { createRecordedAdapter } from '../adapter/index.js';
import { ConfigError } from '../errors.js';
import { evaluateCase } from '../evaluate/index.js';
import { createHeuristicJudge } from '../judge/index.js';
import { expectSubpathBuiltFrom, REPO_ROOT } from './__fixtures__/package-subpath.js';
import type { RagcheckReporterOptions } from './reporter.js';
import * as reporterModule from './reporter.js';
import { ResultsSpoolWriter } from './shared/results-spool.js';

describe('ragcheck/reporter', () => {
  test('is exported by package path: the build of src/vitest/reporter.ts, whose default export is the reporter', () => {
    expectSubpathBuiltFrom('reporter', 'vitest/reporter');
    expect(reporterModule.default).toBe(reporterModule.RagcheckReporter);
  });
});

describe('progress lines', () => {
  const testCase = (suite: string, mode = 'run') =>
    ({
      id: `${suite}-${Math.random()}`,
      options: { mode },
      meta: () => ({ ragcheckSuite: { name: suite, tags: [], baseline: false } }),
      annotations: () => [],
      result: () => ({ state: 'passed' }),
    }) as unknown as TestCase;

  /** Runs a reporter over 3 cases of one suite (one skipped by a filter) on a fake Vitest; returns what it logged. */
  async function logged(options: RagcheckReporterOptions, output: { isTTY?: boolean }, mergeReports?: string) {
    const lines: string[] = [];
    const vitest = {
      version: '0.0.0-fake',
      config: { root: process.cwd(), mergeReports, reporters: [] },
      logger: { outputStream: output, log: (line: string) => lines.push(line), warn: () => {} },
      provide: () => {},
    } as unknown as Vitest;
    const reporter = new reporterModule.RagcheckReporter({ progressIntervalMs: 1, ...options });
    reporter.onInit(vitest);
    const tests = [testCase('shop'), testCase('shop'), testCase('shop', 'skip')];
    reporter.onTestModuleCollected({ children: { allTests: () => tests } } as unknown as TestModule);
    for (const test of tests.slice(0, 2)) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      await reporter.onTestCaseResult(test);
    }
    return lines;
  }

  test('are written when Vitest does not write to a terminal, counting only the cases that run', async () => {
    expect(await logged({}, { isTTY: false })).toEqual([
      expect.stringMatching(/^ragcheck progress, 0 s: 1\/2 cases \(shop 1\/2\)$/),
      expect.stringMatching(/^ragcheck progress, 0 s: 2\/2 cases \(shop 2\/2\)$/),
    ]);
  });

  test('are left to Vitest’s live display on a terminal, unless asked for, and never written for a merge', async () => {
    expect(await logged({}, { isTTY: true })).toEqual([]);
    expect(await logged({ progress: true }, { isTTY: true })).toHaveLength(2);
    expect(await logged({ progress: false }, { isTTY: false })).toEqual([]);
    expect(await logged({}, { isTTY: false }, '.vitest-reports')).toEqual([]);
  });
});

/** A fake Vitest for this config's reporters; `values` holds what reporters provide, `lines` what they log. */
function fakeVitest(reporters: unknown[], mergeReports?: string) {
  const values: Record<string, unknown> = {};
  const lines: string[] = [];
  const vitest = {
    version: '0.0.0-fake',
    config: { root: process.cwd(), mergeReports, reporters },
    logger: { outputStream: { isTTY: true }, log: (line: string) => lines.push(line), warn: () => {} },
    provide: (key: string, value: unknown) => {
      values[key] = value;
    },
  } as unknown as Vitest;
  return { vitest, values, lines };
}
const resultsDir = (values: Record<string, unknown>) => (values.ragcheckResults as { dir?: string } | undefined)?.dir;

/** Where results go for this config's reporters, over one empty run; the results directory is gone after it. */
async function provided(reporters: unknown[], options: RagcheckReporterOptions = {}, mergeReports?: string) {
  const { vitest, values } = fakeVitest(reporters, mergeReports);
  const reporter = new reporterModule.RagcheckReporter(options);
  reporter.onInit(vitest);
  await reporter.onTestRunStart();
  const dir = resultsDir(values);
  if (dir) expect(existsSync(dir)).toBe(true);
  await reporter.onTestRunEnd([], [], 'passed');
  if (dir) expect(existsSync(dir)).toBe(false);
  return dir === undefined ? 'meta' : 'file';
}

/** One passing case of eval file a.eval.ts (Vitest module `module-1`), as its suite writes it to a results file. */
async function spooledCase() {
  const corpus = [{ id: 'doc_0', text: 'Refunds are accepted within 30 days of purchase.' }];
  const evalCase = {
    id: 'one',
    question: 'Refund window?',
    golden: ['doc_0'],
    answer: corpus[0]?.text,
    contexts: ['doc_0'],
  };
  const result = await evaluateCase(evalCase, createRecordedAdapter({ corpus }), createHeuristicJudge(), { corpus });
  const write = (dir: string) => {
    const writer = new ResultsSpoolWriter(dir);
    writer.write('test-1', result, 'module-1');
    writer.close();
  };
  const testCase = {
    id: 'test-1',
    fullName: 'shop > one: Refund window?',
    options: { mode: 'run' },
    meta: () => ({ ragcheckSuite: { name: 'shop', tags: [], baseline: false }, ragcheckSpooled: true }),
    annotations: () => [],
    result: () => ({ state: 'passed' }),
  };
  const module = {
    id: 'module-1',
    moduleId: join(REPO_ROOT, 'a.eval.ts'),
    children: { allTests: () => [testCase], allSuites: () => [] },
  };
  return { write, module: module as unknown as TestModule };
}
/** A ragcheck reporter (full table, no files written) after a run started. */
async function startedReporter() {
  const { vitest, values, lines } = fakeVitest([['default', {}]]);
  const reporter = new reporterModule.RagcheckReporter({ outputDir: false, githubSummary: false, table: 'full' });
  reporter.onInit(vitest);
  await reporter.onTestRunStart();
  return { reporter, values, lines };
}
const passingRow = /^one +Refund window\? +1\.00 +1\.00 +pass$/m;

/** Each reporter's provided results directory after both started a run, or the error one of them threw. */
async function twoReporters(a: RagcheckReporterOptions, b: RagcheckReporterOptions) {
  const first = new reporterModule.RagcheckReporter(a);
  const second = new reporterModule.RagcheckReporter(b);
  const { vitest, values } = fakeVitest([['default', {}], first, second]);
  try {
    first.onInit(vitest);
    second.onInit(vitest);
    await Promise.all([first.onTestRunStart(), second.onTestRunStart()]);
    return resultsDir(values) === undefined ? 'meta' : 'file';
  } catch (error) {
    return (error as Error).message;
  } finally {
    await Promise.all([first.onTestRunEnd([], [], 'passed'), second.onTestRunEnd([], [], 'passed')]);
  }
}

describe('where results go (option results)', () => {
  const self = new reporterModule.RagcheckReporter();
  /** A copy of the class, as a config bundled by Vite loads it: not the same object, the same name. */
  const Copy = class RagcheckReporter {};

  test('files beside reporters that read no meta, by name or instance; the meta beside any other or for a merge', async () => {
    expect(await provided([['default', {}], self])).toBe('file');
    expect(await provided([['default', {}], ['github-actions', {}], ['junit', {}], new Copy()])).toBe('file');
    expect(
      await provided([
        ['verbose', {}],
        ['ragcheck/reporter', {}],
      ]),
    ).toBe('file');
    expect(await provided([['default', {}], ['blob', {}], self])).toBe('meta');
    expect(await provided([['json', {}], self])).toBe('meta');
    expect(await provided([['./my-reporter.mjs', {}], self])).toBe('meta');
    expect(await provided([['default', {}], { onTestRunEnd() {} }, self])).toBe('meta');
    expect(await provided([['default', {}], self], {}, '.vitest-reports')).toBe('meta');
  });

  test('the option overrides the choice', async () => {
    expect(await provided([['blob', {}], self], { results: 'file' })).toBe('file');
    expect(await provided([['default', {}], self], { results: 'meta' })).toBe('meta');
  });

  test('a results value other than auto, file or meta is refused when the reporter is made, naming the option', () => {
    for (const bad of ['files', 'Meta', '', 1]) {
      expect(() => new reporterModule.RagcheckReporter({ results: bad as 'file' })).toThrow(
        new ConfigError(
          `\`RagcheckReporterOptions.results\` must be 'auto', 'file' or 'meta' (got ${JSON.stringify(bad)}).`,
        ),
      );
    }
    expect(() => new reporterModule.RagcheckReporter({ results: undefined })).not.toThrow();
  });
});

describe('where results go: the results directory and when it is read', () => {
  test('the results directory is made when a run starts, not before, and removed when it ends', async () => {
    const tmp = mkdtempSync(join(tmpdir(), 'ragcheck-reporter-test-'));
    vi.stubEnv('TMPDIR', tmp);
    try {
      const { vitest, values } = fakeVitest([['default', {}]]);
      const reporter = new reporterModule.RagcheckReporter();
      reporter.onInit(vitest);
      expect(readdirSync(tmp)).toEqual([]);
      for (let run = 0; run < 2; run++) {
        await reporter.onTestRunStart();
        const dir = resultsDir(values) as string;
        expect(readdirSync(tmp)).toEqual([basename(dir)]);
        await reporter.onTestRunEnd([], [], 'passed');
        expect(readdirSync(tmp)).toEqual([]);
      }
    } finally {
      vi.unstubAllEnvs();
      rmSync(tmp, { recursive: true, force: true });
    }
  });

  test('a temp directory that cannot be written sends the results through the meta, with a one-line notice', async () => {
    const missing = join(tmpdir(), `ragcheck-no-such-dir-${process.pid}`);
    vi.stubEnv('TMPDIR', missing);
    try {
      const { vitest, values, lines } = fakeVitest([['default', {}]]);
      const reporter = new reporterModule.RagcheckReporter();
      reporter.onInit(vitest);
      await reporter.onTestRunStart();
      expect(resultsDir(values)).toBeUndefined();
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(
        new RegExp(
          `^ragcheck: cannot make a results directory in ${missing} \\(.*ENOENT.*\\); results go through test meta this run\\. Set TMPDIR to a writable directory, or the reporter option results: 'meta' to always use the meta\\.$`,
        ),
      );
      await reporter.onTestRunEnd([], [], 'passed');
    } finally {
      vi.unstubAllEnvs();
    }
  });

  test('an eval file’s results are read when the file ends: its results file may go after that', async () => {
    const { write, module } = await spooledCase();
    const { reporter, values, lines } = await startedReporter();
    const dir = resultsDir(values) as string;
    write(dir);
    reporter.onTestModuleEnd(module);
    for (const name of readdirSync(dir)) rmSync(join(dir, name));
    await reporter.onTestRunEnd([module], [], 'passed');
    const output = lines.join('\n');
    expect(output).not.toContain('did not reach the reporter');
    expect(output).toMatch(passingRow);
  });

  test('a run started before the one going on ended (Vitest runs its tests after it) gets a directory that exists', async () => {
    const { write, module } = await spooledCase();
    const { reporter, values, lines } = await startedReporter();
    const first = resultsDir(values) as string;
    await reporter.onTestRunStart();
    await reporter.onTestRunEnd([], [], 'passed');
    expect(existsSync(first)).toBe(false);
    const second = resultsDir(values) as string;
    expect(second).not.toBe(first);
    expect(existsSync(second)).toBe(true);
    write(second);
    await reporter.onTestRunEnd([module], [], 'passed');
    expect(lines.join('\n')).toMatch(passingRow);
    expect(existsSync(second)).toBe(false);
  });
});

describe('where results go: two ragcheck reporters in one config', () => {
  test('both read the results from the meta when neither asks for files', async () => {
    expect(await twoReporters({}, {})).toBe('meta');
    expect(await twoReporters({ results: 'meta' }, {})).toBe('meta');
  });

  test('asking for files with a second ragcheck reporter is refused with how to fix it', async () => {
    const refused =
      "ragcheck: the Vitest config lists the ragcheck reporter 2 times and one has results: 'file'; a results file has one reader. Keep one ragcheck reporter, or leave results at 'auto' (results then go through test meta).";
    expect(await twoReporters({ results: 'file' }, {})).toBe(refused);
    expect(await twoReporters({}, { results: 'file' })).toBe(refused);
  });
});
