/**
 * RagcheckReporter: reads each case's result (from its eval file's results files as the file ends, or at run end
 * from each test's `task.meta.ragcheck`, which blob files carry to `vitest --merge-reports`), prints the seed-style table per suite with counts per verdict and per tag, checks
 * suite gates and score baselines, writes `reports/ragcheck.json` and `reports/summary.md`, and appends the
 * markdown to `$GITHUB_STEP_SUMMARY`. A failing suite gate or baseline regression makes the exit code 1.
 */

import { appendFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { relative, resolve } from 'node:path';
import type { Reporter, TestCase, TestModule, TestRunEndReason, Vitest } from 'vitest/node';
import { ConfigError, errorMessage } from '../../errors.js';
import { baselinePath, checkSuite, type FinishedSuite, runsInCi, type SuiteReport } from '../../evaluate/index.js';
import { writeFileAtomicSync } from '../../fs/index.js';
import { readSwitchEnv } from '../../option-checks.js';
import { githubAnnotations } from '../../report/github-annotations.js';
import {
  createProgressLog,
  formatSuiteMarkdown,
  formatSuiteText,
  type ProgressLog,
  recordingNotices,
  runProvenance,
  suiteRan,
  type TableMode,
  terminalWidth,
  VITEST_ACCEPT_HINT,
  writeJsonReport,
} from '../../report/index.js';
import type { CaseResult } from '../../types.js';
import { ANNOTATION_TYPES, annotationsFor, annotationsOfView } from '../shared/annotations.js';
import { ResultsSpool } from '../shared/results-spool.js';
import { suiteCaseIds } from './case-ids.js';
import { ANNOTATOR, fileFilters, META_BLIND_REPORTERS, recorderOf, reportersMade } from './internals.js';

export interface RagcheckReporterOptions {
  /**
   * Where `ragcheck.json` and `summary.md` go, relative to the Vitest root; `false` writes no files. The
   * `RAGCHECK_REPORT_DIR` environment variable overrides it (`ragcheck drift` keeps its two runs' reports apart so).
   * @default 'reports'
   */
  outputDir?: string | false;
  /**
   * `full` lists every case, `compact` only failing, known and error cases, `auto` is compact above
   * `compactAbove` cases. The `RAGCHECK_TABLE` environment variable (full|compact|auto) overrides it.
   * @default 'auto'
   */
  table?: TableMode | 'auto';
  /** @default 50 */
  compactAbove?: number;
  /**
   * Where score baselines live, relative to the Vitest root.
   * @default 'fixtures/baselines'
   */
  baselineDir?: string;
  /**
   * Accept this run's scores into the baselines instead of comparing.
   * @default process.env.RAGCHECK_UPDATE_BASELINE is 1 or true
   */
  updateBaseline?: boolean;
  /**
   * File the markdown is appended to once per run; `false` to skip.
   * @default process.env.GITHUB_STEP_SUMMARY
   */
  githubSummary?: string | false;
  /**
   * Progress lines (cases done / total per suite, at most one per `progressIntervalMs`) while the run goes, for
   * logs where Vitest's live display does not show.
   * @default true when Vitest's output is not a terminal (CI logs, pipes); never in `--merge-reports`
   */
  progress?: boolean;
  /** @default 5000 */
  progressIntervalMs?: number;
  /**
   * How each case's result reaches this reporter. `file`: each eval file's suite writes its results to a file the
   * reporter reads at run end, and the test's meta carries none (`testCase.meta().ragcheck` is unset), so Vitest's
   * state, and the main process, does not grow with every finished case. `meta`: as `task.meta.ragcheck`, where blob
   * reports (for `--merge-reports`), Vitest's JSON and HTML reporters and your own reporters see it. `auto` is
   * `file` unless another reporter in the run may read test meta: any but Vitest's terminal reporters (`default`,
   * `verbose`, `dot`, `tree`, `minimal`, `tap`, `tap-flat`), `junit`, `github-actions` and `hanging-process`, or
   * another ragcheck reporter is in the run (`file` beside a second ragcheck reporter is refused: a results file has
   * one reader). The files live in a directory of the OS temp directory made when a run starts and removed when it
   * ends; one left by a killed run is removed by a later run once its process is gone and it is a day old. Where no
   * directory can be made there (`TMPDIR` read-only or missing), results go through the meta, said in one line.
   * @default 'auto'
   */
  results?: 'auto' | 'file' | 'meta';
  /**
   * Width of the table, in columns.
   * @default the terminal's width, else $COLUMNS, else 160
   */
  width?: number;
}

const RESULTS_MODES: readonly string[] = ['auto', 'file', 'meta'];

function tableMode(option: RagcheckReporterOptions['table']): TableMode | 'auto' {
  const fromEnv = process.env.RAGCHECK_TABLE?.trim().toLowerCase();
  if (fromEnv === 'full' || fromEnv === 'compact' || fromEnv === 'auto') return fromEnv;
  if (fromEnv) {
    throw new ConfigError(
      `RAGCHECK_TABLE=${JSON.stringify(process.env.RAGCHECK_TABLE)} is not valid: use full, compact or auto, or unset it.`,
    );
  }
  return option ?? 'auto';
}

/**
 * Groups the results in the run by suite name (a suite may span several files, e.g. for sharding), files in path
 * order. A case's result is its test's `meta.ragcheck`, or the entry of `spooled` under its id; a test marked
 * `ragcheckCase` with no entry there is listed in `lost`.
 */
export function collectSuites(
  modules: readonly TestModule[],
  root: string,
  spooled?: ReadonlyMap<string, CaseResult>,
  lost: string[] = [],
): FinishedSuite[] {
  const suites = new Map<string, FinishedSuite>();
  // Files in path order, whatever order they ran or were merged in, so reports are stable across runs.
  const sorted = [...modules].sort((a, b) => (a.moduleId < b.moduleId ? -1 : a.moduleId > b.moduleId ? 1 : 0));
  for (const module of sorted) {
    const file = relative(root, module.moduleId);
    for (const test of module.children.allTests()) {
      const meta = test.meta();
      const suiteMeta = meta.ragcheckSuite;
      if (!suiteMeta) continue;
      let suite = suites.get(suiteMeta.name);
      if (!suite) {
        suite = { settings: suiteMeta, files: [], results: [], failedWithoutResult: [] };
        suites.set(suiteMeta.name, suite);
      }
      if (!suite.files.includes(file)) suite.files.push(file);
      const state = test.result().state;
      // A result in the files counts even when its test's last update never arrived (a worker killed after it).
      const result = meta.ragcheck ?? spooled?.get(test.id);
      if (result) suite.results.push(result);
      else if (meta.ragcheckCase) {
        // Its test reported a result that never reached the results file: the case must not vanish from the report.
        lost.push(test.fullName);
        suite.failedWithoutResult?.push(`${test.fullName} (its result was lost on the way to the ragcheck reporter)`);
      } else if (state === 'failed') suite.failedWithoutResult?.push(test.fullName);
      else if (state === 'pending' && isSelectedToRun(test)) {
        // Meant to run, never finished: its worker died, or the run was stopped.
        suite.failedWithoutResult?.push(`${test.fullName} (did not finish)`);
      } else if (state === 'skipped' || state === 'pending') suite.skipped = (suite.skipped ?? 0) + 1;
    }
  }
  return [...suites.values()];
}

/** The filters of this run as the user wrote them: `-t "refund", --tags-filter "fast", file filter "shop"`. */
function describeFilters(vitest: Vitest | undefined): string {
  const parts: string[] = [];
  const pattern = vitest?.config.testNamePattern;
  if (pattern) parts.push(`-t "${pattern.source}"`);
  const tags = vitest?.config.tagsFilter;
  if (tags?.length) parts.push(`--tags-filter "${tags.join(' ')}"`);
  // Not public (src/vitest/node/internals.ts): the positional file filters of `vitest run <filter>`.
  const files = fileFilters(vitest);
  if (files.length > 0) parts.push(`file filter "${files.join(' ')}"`);
  return parts.length > 0 ? parts.join(', ') : 'no filter: the tests were skipped';
}

const RAGCHECK_TYPES: ReadonlySet<string> = new Set(ANNOTATION_TYPES);

/** Whether the test is one the run executes (not skipped by a filter, not a todo). */
function isSelectedToRun(test: TestCase): boolean {
  return test.options.mode === 'run' || test.options.mode === 'only';
}

/** Whether the test carries an annotation ragcheck writes. */
function hasRagcheckAnnotation(testCase: TestCase): boolean {
  return testCase.annotations().some((a) => RAGCHECK_TYPES.has(a.type));
}

/** Whether a reporter (an instance, or a config entry naming one) is a ragcheck reporter. */
function isRagcheckReporter(reporter: unknown): boolean {
  // The config may load its own copy of this module (Vite bundles the config file): its class is another object.
  if (reporter instanceof RagcheckReporter || reporter === 'ragcheck/reporter') return true;
  return typeof reporter === 'object' && reporter?.constructor?.name === RagcheckReporter.name;
}

/** The first reporter of the run's config, other than ragcheck's, that may read test meta, if any. */
function metaReader(vitest: Vitest): string | undefined {
  for (const entry of vitest.config.reporters) {
    const reporter = Array.isArray(entry) ? entry[0] : entry;
    if (isRagcheckReporter(reporter)) continue;
    const name = typeof reporter === 'string' ? reporter : ((reporter as object).constructor?.name ?? 'a reporter');
    if (!META_BLIND_REPORTERS.has(name)) return name;
  }
  return undefined;
}

/**
 * The `results` option of each ragcheck reporter of the run: from the reporters Vitest made (not public: it also
 * holds the ones the config names by path), else from the config's entries.
 */
function ragcheckResultsOptions(vitest: Vitest): (string | undefined)[] {
  const made = reportersMade(vitest);
  if (made) {
    return made.filter(isRagcheckReporter).map((r) => (r as { options?: RagcheckReporterOptions }).options?.results);
  }
  return vitest.config.reporters.flatMap((entry) => {
    const [reporter, options] = Array.isArray(entry) ? entry : [entry, undefined];
    if (!isRagcheckReporter(reporter)) return [];
    const given = typeof reporter === 'string' ? options : (reporter as { options?: unknown }).options;
    return [(given as RagcheckReporterOptions | undefined)?.results];
  });
}

/**
 * The ragcheck reporter. Add it beside Vitest's own reporter (`ragcheckReporters()` does, plus `github-actions`
 * on GitHub), as an instance or by its package path `ragcheck/reporter` (its default export), e.g. on the command
 * line of a merge: `npx vitest --merge-reports --reporter=default --reporter=ragcheck/reporter`.
 *
 * @example
 * // vitest.config.ts
 * import { RagcheckReporter } from 'ragcheck/vitest';
 * export default defineConfig({ test: { reporters: ['default', new RagcheckReporter({ table: 'full' })] } });
 */
export class RagcheckReporter implements Reporter {
  private vitest: Vitest | undefined;
  private warnedUnrecorded = false;
  private progress: ProgressLog | undefined;
  private appendedSummary = false;
  private spool: ResultsSpool | undefined;
  /** Whether results go through files this run, when a results directory can be made. */
  private resultsThroughFiles = false;
  /** Runs started (onTestRunStart) and not ended yet. */
  private runsStarted = 0;
  /** Removes this run's results directory if the process exits before the run ends (Ctrl-C twice, process.exit). */
  private readonly removeOnExit = () => this.spool?.remove();
  private readonly options: RagcheckReporterOptions;

  constructor(options: RagcheckReporterOptions = {}) {
    if (options.results !== undefined && !RESULTS_MODES.includes(options.results)) {
      throw new ConfigError(
        `\`RagcheckReporterOptions.results\` must be 'auto', 'file' or 'meta' (got ${JSON.stringify(options.results)}).`,
      );
    }
    if (options.progressIntervalMs !== undefined && !(options.progressIntervalMs > 0)) {
      throw new ConfigError(
        `\`RagcheckReporterOptions.progressIntervalMs\` must be a positive number of milliseconds (got ${options.progressIntervalMs}); leave it unset for the default`,
      );
    }
    this.options = options;
    tableMode(options.table);
    readSwitchEnv(process.env, 'RAGCHECK_UPDATE_BASELINE');
  }

  onInit(vitest: Vitest): void {
    this.vitest = vitest;
    // Annotating from a test costs a round trip to this process per case, which flushes Vitest's batched task
    // updates: a large share of a run with thousands of cases (docs/research/benchmarks.md, findings). The reporter already
    // receives each case's result here, so it annotates the case itself through the same recorder Vitest's own RPC
    // handler calls (state, reporters, Vitest UI), and tells the tests not to. Vitest exposes no public way to do this
    // from a reporter, so this is done only on the Vitest versions ragcheck's CI tests (TESTED_VITEST_VERSIONS,
    // checked against the running Vitest's version); on any other version the tests annotate themselves.
    const recorder = recorderOf(vitest);
    if (recorder && !recorder[ANNOTATOR]) {
      recorder[ANNOTATOR] = this;
      vitest.provide('ragcheckAnnotations', 'reporter');
    }
    this.resultsThroughFiles = this.chooseResultsFiles(vitest);
    const toTerminal = (vitest.logger.outputStream as { isTTY?: boolean }).isTTY === true;
    if ((this.options.progress ?? !toTerminal) && !vitest.config.mergeReports) {
      this.progress = createProgressLog({
        write: (line) => vitest.logger.log(line),
        ...(this.options.progressIntervalMs ? { intervalMs: this.options.progressIntervalMs } : {}),
      });
    }
  }

  /**
   * Whether results go through files (`results` option), so they stay out of Vitest's state. Not for a merge (no
   * test runs), nor when another reporter may read the meta or another ragcheck reporter is in the run (a results
   * file has one reader, the meta any number); asking for files beside another ragcheck reporter is refused.
   */
  private chooseResultsFiles(vitest: Vitest): boolean {
    const mode = this.options.results ?? 'auto';
    const ragcheckReporters = ragcheckResultsOptions(vitest);
    if (ragcheckReporters.length > 1 && ragcheckReporters.includes('file')) {
      const error = new ConfigError(
        `ragcheck: the Vitest config lists the ragcheck reporter ${ragcheckReporters.length} times and one has results: 'file'; a results file has one reader. Keep one ragcheck reporter, or leave results at 'auto' (results then go through test meta).`,
      );
      // A config error: where in ragcheck it was found says nothing, and mapping that stack through Vite's module
      // runner (fsModuleCache) can fail and print that failure instead of the message.
      error.stack = `${error.name}: ${error.message}`;
      throw error;
    }
    if (mode === 'meta' || vitest.config.mergeReports) return false;
    return mode === 'file' || (ragcheckReporters.length <= 1 && metaReader(vitest) === undefined);
  }

  /**
   * Gives this run's suites a new directory for their results files, when results go through files. A temp
   * directory where none can be made (read-only, missing) sends the results through the meta instead, said once.
   */
  async onTestRunStart(): Promise<void> {
    // Vitest starts a run (runTestSpecifications from its API, UI or an editor) before the one going on has ended,
    // then runs its tests after it: the directory for it is made when the earlier run ends (onTestRunEnd).
    this.runsStarted++;
    this.openSpool();
  }

  private openSpool(): void {
    const vitest = this.vitest;
    if (!this.resultsThroughFiles || !vitest || this.spool) return;
    const parent = tmpdir();
    try {
      // A table listing only problems never shows a passing case's row: those results are kept slimmed.
      this.spool = new ResultsSpool(parent, { slim: tableMode(this.options.table) !== 'full' });
    } catch (error) {
      vitest.logger.log(
        `ragcheck: cannot make a results directory in ${parent} (${errorMessage(error)}); results go through test meta this run. Set TMPDIR to a writable directory, or the reporter option results: 'meta' to always use the meta.`,
      );
      vitest.provide('ragcheckResults', undefined);
      return;
    }
    vitest.provide('ragcheckResults', { dir: this.spool.dir });
    process.once('exit', this.removeOnExit);
  }

  /** Reads the results of an eval file as it ends, while the workers go on with the next files. */
  onTestModuleEnd(module: TestModule): void {
    this.spool?.readModule(module.id);
  }

  /** Counts the cases each suite will run, for the progress lines. */
  onTestModuleCollected(module: TestModule): void {
    if (!this.progress) return;
    const counts = new Map<string, number>();
    for (const test of module.children.allTests()) {
      const suite = test.meta().ragcheckSuite;
      if (suite && isSelectedToRun(test)) counts.set(suite.name, (counts.get(suite.name) ?? 0) + 1);
    }
    for (const [suite, count] of counts) this.progress.expect(suite, count);
  }

  /**
   * Counts a finished case for the progress lines, and annotates it unless it is annotated already (by its test,
   * or replayed from a blob report).
   */
  async onTestCaseResult(testCase: TestCase): Promise<void> {
    const suite = testCase.meta().ragcheckSuite;
    if (suite && this.progress && isSelectedToRun(testCase)) this.progress.done(suite.name);
    const meta = testCase.meta();
    const annotations = meta.ragcheck
      ? annotationsFor(meta.ragcheck)
      : meta.ragcheckCase && annotationsOfView(meta.ragcheckCase);
    const recorder = recorderOf(this.vitest);
    if (!annotations || recorder?.[ANNOTATOR] !== this) return;
    if (hasRagcheckAnnotation(testCase)) return;
    for (const annotation of annotations) {
      await recorder.recordArtifact(testCase.id, { type: 'internal:annotation', annotation });
    }
    if (!this.warnedUnrecorded && !hasRagcheckAnnotation(testCase)) {
      // A Vitest whose recorder no longer keeps annotations: say so once rather than lose them silently.
      this.warnedUnrecorded = true;
      const warn = `ragcheck: Vitest did not keep the annotation of "${testCase.fullName}"; cases will show no ragcheck annotation in Vitest UI. Please report this with your Vitest version (${this.vitest?.version}).`;
      this.vitest ? this.vitest.logger.warn(warn) : console.warn(warn);
    }
  }

  async onTestRunEnd(modules: ReadonlyArray<TestModule>, _errors: unknown, reason: TestRunEndReason): Promise<void> {
    try {
      this.report(modules, reason);
    } finally {
      // The next run (watch mode) makes a new one.
      this.spool?.remove();
      this.spool = undefined;
      process.off('exit', this.removeOnExit);
      this.runsStarted = Math.max(0, this.runsStarted - 1);
      // A run started while this one went on runs its tests now: not into the directory just removed.
      if (this.runsStarted > 0) this.openSpool();
    }
  }

  private report(modules: ReadonlyArray<TestModule>, reason: TestRunEndReason): void {
    const root = this.vitest?.config.root ?? process.cwd();
    const log = (text: string) => (this.vitest ? this.vitest.logger.log(text) : console.log(text));
    const mode = tableMode(this.options.table);
    // A table listing only problems never shows a passing case's row: those results are read slimmed.
    const spooled = this.spool?.read();
    const full = (result: CaseResult) => this.spool?.full(result) ?? result;
    const wholeJson = (result: CaseResult) => this.spool?.wholeJson(result);
    const lost: string[] = [];
    const collected = collectSuites(modules, root, spooled?.results, lost);
    for (const problem of spooled?.problems ?? []) log(`ragcheck: ${problem}`);
    if (lost.length > 0) {
      // The tests may all have passed: the run still fails, or a case would drop out of the report unnoticed.
      process.exitCode = 1;
      log(`ragcheck: ${lost.length} case result(s) did not reach the reporter (e.g. "${lost[0]}"); the run fails.`);
    }
    if (collected.length === 0) return;
    let reports: SuiteReport[];
    try {
      const update = reason === 'passed' || reason === 'failed' ? this.shouldUpdateBaseline() : false;
      const dir = resolve(root, this.options.baselineDir ?? 'fixtures/baselines');
      const withBaseline = collected.filter((suite) => suite.settings.baseline !== false);
      const caseIds = suiteCaseIds(this.vitest, modules, new Set(withBaseline.map((s) => s.settings.name)), log);
      // A case gone from the case files fails a CI run until it is accepted; locally it is reported only.
      const failOnRemoved = runsInCi();
      reports = collected.map((suite) => {
        const file = baselinePath(dir, suite.settings.name);
        const ids = caseIds.get(suite.settings.name);
        return checkSuite(ids ? { ...suite, caseIds: ids } : suite, {
          file,
          shownAs: relative(root, file),
          update,
          failOnRemoved,
          acceptHint: VITEST_ACCEPT_HINT,
        });
      });
    } catch (error) {
      log(`\nragcheck: could not check the score baselines: ${errorMessage(error)}`);
      process.exitCode = 1;
      return;
    }
    const total = reports.reduce((n, r) => n + r.results.length, 0);
    const modeFor = (r: SuiteReport): TableMode =>
      mode === 'auto' ? (r.results.length > (this.options.compactAbove ?? 50) ? 'compact' : 'full') : mode;
    // A suite whose table lists every case shows whole results.
    const shown = reports.map((r) => (modeFor(r) === 'full' ? { ...r, results: r.results.map(full) } : r));

    const filter = describeFilters(this.vitest);
    const width = this.options.width ?? terminalWidth(this.vitest?.logger.outputStream as NodeJS.WriteStream);
    log(`\n${shown.map((r) => formatSuiteText(r, modeFor(r), { filter, width })).join('\n\n')}\n`);
    if (process.env.GITHUB_ACTIONS === 'true') {
      const lines = reports.flatMap((r) => githubAnnotations(r.name, r.results));
      if (lines.length > 0) log(lines.join('\n'));
    }
    for (const line of recordingNotices(reports.flatMap((r) => r.results))) log(`ragcheck: ${line}`);
    const markdown = `${shown.map((r) => formatSuiteMarkdown(r, modeFor(r))).join('\n')}`;
    this.writeFiles(root, reports, markdown, log, wholeJson);

    const failing = reports.filter((r) => r.problems.length > 0);
    if (failing.length > 0) {
      // Every test can pass while a suite gate or baseline fails: the run must still fail.
      process.exitCode = 1;
      log(
        `ragcheck: run FAILED on suite-level checks (${total} cases): ${failing.map((r) => `"${r.name}": ${r.problems.join('; ')}`).join(' | ')}\n`,
      );
    }
    if (!reports.some(suiteRan)) this.noCaseRan(reports, filter, log);
  }

  /**
   * A run whose filters left no eval case checked nothing: say so, and in CI fail it (a gating job that ran no case
   * must not pass), unless the user allows an empty run with Vitest's `passWithNoTests`.
   */
  private noCaseRan(reports: readonly SuiteReport[], filter: string, log: (text: string) => void): void {
    const skipped = reports.reduce((n, r) => n + r.skipped, 0);
    const notice = `ragcheck: no eval case ran (${skipped} skipped by ${filter})`;
    if (!runsInCi() || this.vitest?.config.passWithNoTests) {
      log(`${notice}.\n`);
      return;
    }
    process.exitCode = 1;
    log(
      `${notice}: a CI run in which no ragcheck case runs fails. Fix the filter, or pass --passWithNoTests if running none is intended.\n`,
    );
  }

  private shouldUpdateBaseline(): boolean {
    return this.options.updateBaseline ?? readSwitchEnv(process.env, 'RAGCHECK_UPDATE_BASELINE');
  }

  /** Writes the reports; a file that cannot be written is reported by name and fails the run, the others still go. */
  private writeFiles(
    root: string,
    reports: SuiteReport[],
    markdown: string,
    log: (text: string) => void,
    wholeJson: (result: CaseResult) => string | undefined,
  ): void {
    const attempt = (write: () => void): boolean => {
      try {
        write();
        return true;
      } catch (error) {
        log(`ragcheck: ${errorMessage(error)}`);
        process.exitCode = 1;
        return false;
      }
    };
    const outputDir = process.env.RAGCHECK_REPORT_DIR?.trim() || this.options.outputDir;
    if (outputDir !== false) {
      const dir = resolve(root, outputDir ?? 'reports');
      const json = resolve(dir, 'ragcheck.json');
      const summary = resolve(dir, 'summary.md');
      const wrote = [
        attempt(() =>
          writeJsonReport(json, reports, relative(root, json), wholeJson, runProvenance(process.env, root)),
        ) && relative(root, json),
        attempt(() => writeFileAtomicSync(summary, markdown, { shownAs: relative(root, summary) })) &&
          relative(root, summary),
      ].filter(Boolean);
      if (wrote.length > 0) log(`ragcheck: wrote ${wrote.join(' and ')}`);
    }
    const summaryFile =
      this.options.githubSummary === false
        ? undefined
        : (this.options.githubSummary ?? process.env.GITHUB_STEP_SUMMARY);
    if (summaryFile && !this.appendedSummary) {
      // GitHub's file, appended to (it is not ours to replace); a failure still fails the run, by name.
      attempt(() => {
        try {
          appendFileSync(summaryFile, `${markdown}\n`);
        } catch (error) {
          throw new Error(`cannot append the job summary to ${summaryFile}: ${errorMessage(error)}`);
        }
      });
      this.appendedSummary = true;
    }
  }
}
