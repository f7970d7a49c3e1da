import { existsSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import type { TestCase, TestModule, Vitest } from 'vitest/node';
import type { RagcheckReporterOptions } from './reporter.js';
import * as reporterModule from './reporter.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const readJson = (file: string) => JSON.parse(readFileSync(join(root, file), 'utf8'));

describe('ragcheck/reporter', () => {
  test('is exported by package path: the build of src/vitest/reporter.ts, whose default export is the reporter', () => {
    const manifest = readJson('package.json');
    expect(manifest.exports['./reporter']).toEqual({
      types: './dist/vitest/reporter.d.ts',
      default: './dist/vitest/reporter.js',
    });
    expect(manifest.files).toContain('dist');
    // dist/vitest/reporter.js is what tsc builds from src/vitest/reporter.ts.
    expect(readJson('tsconfig.build.json').compilerOptions).toMatchObject({ rootDir: 'src', outDir: 'dist' });
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

describe('where results go (option results)', () => {
  /** What the reporter provides to the workers for this config's reporters; the results directory is removed. */
  function provided(reporters: unknown[], options: RagcheckReporterOptions = {}, mergeReports?: string) {
    const values: Record<string, unknown> = {};
    const vitest = {
      version: '0.0.0-fake',
      config: { root: process.cwd(), mergeReports, reporters },
      logger: { outputStream: { isTTY: true }, log: () => {}, warn: () => {} },
      provide: (key: string, value: unknown) => {
        values[key] = value;
      },
    } as unknown as Vitest;
    const reporter = new reporterModule.RagcheckReporter(options);
    reporter.onInit(vitest);
    const dir = (values.ragcheckResults as { dir?: string } | undefined)?.dir;
    if (dir) {
      expect(existsSync(dir)).toBe(true);
      rmSync(dir, { recursive: true });
    }
    return dir === undefined ? 'meta' : 'file';
  }
  const self = new reporterModule.RagcheckReporter();
  /** A copy of the class, as a config bundled by Vite loads it: not the same object, the same name. */
  const Copy = class RagcheckReporter {};

  test('files beside reporters that read no meta, by name or instance; the meta beside any other or for a merge', () => {
    expect(provided([['default', {}], self])).toBe('file');
    expect(provided([['default', {}], ['github-actions', {}], ['junit', {}], new Copy()])).toBe('file');
    expect(
      provided([
        ['verbose', {}],
        ['ragcheck/reporter', {}],
      ]),
    ).toBe('file');
    expect(provided([['default', {}], ['blob', {}], self])).toBe('meta');
    expect(provided([['json', {}], self])).toBe('meta');
    expect(provided([['./my-reporter.mjs', {}], self])).toBe('meta');
    expect(provided([['default', {}], { onTestRunEnd() {} }, self])).toBe('meta');
    expect(provided([['default', {}], self], {}, '.vitest-reports')).toBe('meta');
  });

  test('the option overrides the choice', () => {
    expect(provided([['blob', {}], self], { results: 'file' })).toBe('file');
    expect(provided([['default', {}], self], { results: 'meta' })).toBe('meta');
  });
});
