/**
 * The run report, built from collected case results: per suite the summary, per-tag summaries, suite gates and
 * the baseline comparison, rendered as terminal text, markdown and JSON. Pure: the reporter does the I/O.
 */

import { summarize } from '../evaluate/index.js';
import { writeFileAtomicSync } from '../fs/index.js';
import { formatMarkdown, formatScore, formatSummary, formatTable } from '../report/index.js';
import { type CaseResult, SCHEMA_VERSION, type Summary } from '../types.js';
import { type BaselineComparison, formatBaselineChange } from './baseline.js';
import type { RagSuiteMeta } from './meta.js';
import { evaluateSuiteGates, formatSuiteGate, meanOf, type SuiteGateResult } from './suite-gates.js';

/** The results of one suite as the reporter collected them from task meta. */
export interface CollectedSuite {
  meta: RagSuiteMeta;
  files: string[];
  results: CaseResult[];
  /** Tests of the suite that failed without a result (a Vitest timeout, a crash outside evaluateCase). */
  failedWithoutResult: string[];
  /** Tests of the suite that did not run: filtered out (`-t`, tags, files) or skipped. @default 0 */
  skipped?: number;
}

export interface TagSummary {
  tag: string;
  total: number;
  passed: number;
  failed: number;
  known: number;
  errors: number;
  meanContextRecall: number | null;
  meanFaithfulness: number | null;
}

/** What happened to the suite's baseline this run. */
export type BaselineOutcome =
  | { state: 'off' }
  | { state: 'missing'; path: string }
  | { state: 'compared'; path: string; comparison: BaselineComparison }
  | { state: 'other-judge'; path: string; accepted: string; current: string }
  | { state: 'accepted'; path: string; accepted: number }
  /** Accepting failed: the file could not be written (the accepted baseline on disk is unchanged). */
  | { state: 'not-saved'; path: string; error: string };

export interface SuiteReport {
  name: string;
  files: string[];
  results: CaseResult[];
  summary: Summary;
  tags: TagSummary[];
  gates: SuiteGateResult[];
  baseline: BaselineOutcome;
  failedWithoutResult: string[];
  /** Tests that did not run (filtered out or skipped). */
  skipped: number;
  /** Why the suite fails the run on top of its tests: failing suite gates and baseline regressions. */
  problems: string[];
}

/** Per-tag counts and means, tags in alphabetical order. */
export function summarizeTags(results: readonly CaseResult[], suiteTags: readonly string[] = []): TagSummary[] {
  const byTag = new Map<string, CaseResult[]>();
  for (const r of results) {
    for (const tag of new Set([...suiteTags, ...r.tags])) {
      const list = byTag.get(tag);
      if (list) list.push(r);
      else byTag.set(tag, [r]);
    }
  }
  return [...byTag.keys()].sort().map((tag) => {
    const list = byTag.get(tag) as CaseResult[];
    const s = summarize(list);
    return {
      tag,
      total: s.total,
      passed: s.passed,
      failed: s.failed,
      known: s.known,
      errors: s.errors,
      meanContextRecall: meanOf(list, 'contextRecall').mean,
      meanFaithfulness: meanOf(list, 'faithfulness').mean,
    };
  });
}

/** Builds a suite's report; `baseline` is what the reporter did with the baseline file. */
export function buildSuiteReport(suite: CollectedSuite, baseline: BaselineOutcome): SuiteReport {
  const gates = evaluateSuiteGates(suite.results, suite.meta.gates);
  const problems = gates.filter((g) => !g.passed).map((g) => `suite gate ${formatSuiteGate(g)}`);
  if (baseline.state === 'not-saved') problems.push(`baseline not saved: ${baseline.error}`);
  if (baseline.state === 'compared' && baseline.comparison.regressions.length > 0) {
    const n = baseline.comparison.regressions.length;
    problems.push(
      `${n} score regression${n === 1 ? '' : 's'} against ${baseline.path} (tolerance ${baseline.comparison.tolerance})`,
    );
  }
  return {
    name: suite.meta.name,
    files: suite.files,
    results: suite.results,
    summary: summarize(suite.results),
    tags: summarizeTags(suite.results, suite.meta.tags),
    gates,
    baseline,
    failedWithoutResult: suite.failedWithoutResult,
    skipped: suite.skipped ?? 0,
    problems,
  };
}

const LIST_LIMIT = 20;

function limited<T>(items: readonly T[], format: (item: T) => string, indent = '    '): string[] {
  const lines = items.slice(0, LIST_LIMIT).map((item) => `${indent}${format(item)}`);
  if (items.length > LIST_LIMIT) lines.push(`${indent}... and ${items.length - LIST_LIMIT} more (see the JSON report)`);
  return lines;
}

function tagTable(tags: readonly TagSummary[]): string[] {
  const width = Math.min(30, Math.max(3, ...tags.map((t) => t.tag.length)));
  const lines = [
    `  ${'tag'.padEnd(width)}  cases   pass   fail  known  errors  recall   faith`,
    ...tags.map(
      (t) =>
        `  ${t.tag.slice(0, width).padEnd(width)}  ${[t.total, t.passed, t.failed, t.known, t.errors]
          .map((n, i) => String(n).padStart(i === 0 ? 5 : i === 4 ? 6 : 5))
          .join(
            '  ',
          )}  ${formatScore(t.meanContextRecall).padStart(6)}  ${formatScore(t.meanFaithfulness).padStart(6)}`,
    ),
  ];
  return lines;
}

function baselineLines(outcome: BaselineOutcome): string[] {
  switch (outcome.state) {
    case 'off':
      return [];
    case 'missing':
      return [
        `baseline: none yet (${outcome.path}). Accept the current scores with \`npx ragcheck baseline accept\` (or RAGCHECK_UPDATE_BASELINE=1).`,
      ];
    case 'other-judge':
      return [
        `baseline: not compared: ${outcome.path} holds scores of the ${outcome.accepted} judge, this run used ${outcome.current}. Accepting replaces them.`,
      ];
    case 'accepted':
      return [`baseline: accepted the scores of ${outcome.accepted} case(s) into ${outcome.path}`];
    case 'not-saved':
      return [`baseline: NOT accepted: ${outcome.error}`];
    case 'compared': {
      const { regressions, improvements, added, tolerance } = outcome.comparison;
      const lines = [
        `baseline ${outcome.path} (tolerance ${tolerance}): ${regressions.length} regression(s), ${improvements.length} improvement(s)${added.length > 0 ? `, ${added.length} new case(s) without a baseline` : ''}`,
      ];
      if (regressions.length > 0) lines.push('  regressions:', ...limited(regressions, formatBaselineChange));
      if (improvements.length > 0) {
        lines.push(
          '  improvements (accept them with `npx ragcheck baseline accept`):',
          ...limited(improvements, formatBaselineChange),
        );
      }
      return lines;
    }
  }
}

/** Whether the table lists every case or only the failing, known and error ones. */
export type TableMode = 'full' | 'compact';

/** Whether any test of the suite ran (with a result or without one). */
export function suiteRan(report: SuiteReport): boolean {
  return report.results.length + report.failedWithoutResult.length > 0;
}

/** How the terminal block of a suite is laid out. */
export interface SuiteTextOptions {
  /** What the run was filtered by (e.g. `-t "refund"`), named when none of the suite's tests ran. */
  filter?: string;
  /** Width of the table, in columns. */
  width?: number;
}

/**
 * The terminal block of one suite: table, summary, tags, gates, baseline; for a suite none of whose tests ran, a
 * line saying so, naming the filter.
 */
export function formatSuiteText(report: SuiteReport, mode: TableMode, options: SuiteTextOptions = {}): string {
  const lines = [`ragcheck · ${report.name}${report.files.length > 0 ? `  (${report.files.join(', ')})` : ''}`];
  if (!suiteRan(report)) {
    lines.push(
      `no case of this suite ran (${report.skipped} skipped by ${options.filter ?? 'a filter'})`,
      ...baselineLines(report.baseline),
    );
    return lines.join('\n');
  }
  lines.push(
    formatTable(report.results, {
      onlyProblems: mode === 'compact',
      ...(options.width ? { width: options.width } : {}),
    }),
  );
  const hidden = report.summary.passed;
  if (mode === 'compact' && hidden > 0) {
    lines.push(`(${hidden} passing case(s) not listed; RAGCHECK_TABLE=full lists every case)`);
  }
  lines.push(formatSummary(report.summary));
  if (report.failedWithoutResult.length > 0) {
    lines.push(
      `${report.failedWithoutResult.length} test(s) failed without a result (a Vitest timeout or a crash outside the case):`,
      ...limited(report.failedWithoutResult, (name) => name),
    );
  }
  if (report.tags.length > 0) lines.push('per tag:', ...tagTable(report.tags));
  if (report.gates.length > 0) lines.push(`suite gates: ${report.gates.map(formatSuiteGate).join('; ')}`);
  lines.push(...baselineLines(report.baseline));
  if (report.problems.length > 0) lines.push(`SUITE FAILED: ${report.problems.join('; ')}`);
  return lines.join('\n');
}

function mdEscape(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\s+/g, ' ');
}

/** The markdown section of one suite (for reports/summary.md and the GitHub job summary). */
export function formatSuiteMarkdown(report: SuiteReport, mode: TableMode): string {
  const lines = [
    formatMarkdown(report.results, report.summary, { title: report.name, onlyProblems: mode === 'compact' }),
  ];
  if (report.problems.length > 0) lines.push(`**Suite failed:** ${mdEscape(report.problems.join('; '))}`, '');
  if (report.gates.length > 0) {
    const gates = report.gates.map((g) => `${g.passed ? '✅' : '❌'} ${formatSuiteGate(g)}`);
    lines.push(`Suite gates: ${gates.join(' · ')}`, '');
  }
  if (report.tags.length > 0) {
    lines.push('| tag | cases | pass | fail | known | errors | recall | faith |');
    lines.push('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
    for (const t of report.tags) {
      const counts = [t.total, t.passed, t.failed, t.known, t.errors].join(' | ');
      lines.push(
        `| ${mdEscape(t.tag)} | ${counts} | ${formatScore(t.meanContextRecall)} | ${formatScore(t.meanFaithfulness)} |`,
      );
    }
    lines.push('');
  }
  // Indented detail lines become list items: four leading spaces would be a code block in markdown.
  for (const line of baselineLines(report.baseline)) lines.push(line.startsWith(' ') ? `- ${line.trim()}` : line);
  return `${lines.join('\n')}\n`;
}

/** The JSON report: `{ schemaVersion, summary, suites, cases }`; each case is a CaseResult plus its `suite`. */
export function buildJsonReport(reports: readonly SuiteReport[]) {
  return { ...jsonReportHead(reports), cases: jsonReportCases(reports) };
}

function jsonReportHead(reports: readonly SuiteReport[]) {
  return {
    schemaVersion: SCHEMA_VERSION,
    summary: summarize(reports.flatMap((r) => r.results)),
    suites: reports.map((r) => ({
      name: r.name,
      files: r.files,
      passed: r.problems.length === 0,
      problems: r.problems,
      summary: r.summary,
      tags: r.tags,
      gates: r.gates,
      baseline: r.baseline,
      failedWithoutResult: r.failedWithoutResult,
      skipped: r.skipped,
    })),
  };
}

function jsonReportCases(reports: readonly SuiteReport[]) {
  return reports.flatMap((r) => r.results.map((result) => ({ ...result, suite: r.name })));
}

/**
 * {@link buildJsonReport} as text, in pieces (one compact line per case), so a run of 50,000 cases never holds the
 * whole report as one string.
 */
export function* jsonReportChunks(reports: readonly SuiteReport[]): Generator<string> {
  const head = JSON.stringify(jsonReportHead(reports), null, 2);
  yield `${head.slice(0, head.lastIndexOf('}')).trimEnd()},\n  "cases": [`;
  let batch: string[] = [];
  let first = true;
  const flush = () => {
    const text = `${first ? '' : ','}\n    ${batch.join(',\n    ')}`;
    first = false;
    batch = [];
    return text;
  };
  for (const r of reports) {
    for (const result of r.results) {
      batch.push(JSON.stringify({ ...result, suite: r.name }));
      if (batch.length >= 500) yield flush();
    }
  }
  if (batch.length > 0) yield flush();
  yield first ? ']\n}\n' : '\n  ]\n}\n';
}

/**
 * Writes {@link buildJsonReport} to `file` atomically, a case at a time: a failed write leaves the previous report
 * whole and throws a `FileWriteError` naming it (as `shownAs`).
 */
export function writeJsonReport(file: string, reports: readonly SuiteReport[], shownAs?: string): void {
  writeFileAtomicSync(file, jsonReportChunks(reports), shownAs === undefined ? {} : { shownAs });
}
