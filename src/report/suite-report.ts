/**
 * A suite's report rendered as terminal text and markdown. What the report says (gates, baseline, problems) is
 * decided before, in src/evaluate/suite-check.ts ({@link checkSuite}); this file only renders it.
 */
import {
  type BaselineChange,
  type BaselineOutcome,
  formatSuiteGate,
  listIds,
  type SampleInfo,
  type SuiteReport,
  type TagSummary,
} from '../evaluate/index.js';
import { mdEscape } from '../text/index.js';
import { formatMarkdown, formatScore, formatSummary } from './format.js';
import { formatTable } from './table.js';

/** `faithfulness 0.80 -> 0.40` for a change. */
export function formatBaselineChange(change: BaselineChange): string {
  const t = change.trials;
  if (t) {
    const dropped = t.current.passed * t.accepted.n < t.accepted.passed * t.current.n;
    const noise = dropped && !t.significant ? ', within noise' : '';
    return `${change.id}: passed ${t.accepted.passed}/${t.accepted.n} -> ${t.current.passed}/${t.current.n} trials (p ${t.p < 0.001 ? '<0.001' : t.p.toFixed(3)}${noise})`;
  }
  const current = change.current === null ? 'n/a (no score: the case errored)' : change.current.toFixed(2);
  return `${change.id}: ${change.metric} ${change.accepted.toFixed(2)} -> ${current}`;
}

const LIST_LIMIT = 20;

function limited<T>(items: readonly T[], format: (item: T) => string, indent = '    '): string[] {
  const lines = items.slice(0, LIST_LIMIT).map((item) => `${indent}${format(item)}`);
  if (items.length > LIST_LIMIT) lines.push(`${indent}... and ${items.length - LIST_LIMIT} more (see the JSON report)`);
  return lines;
}

function tagSummaryLines(tags: readonly TagSummary[]): string[] {
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

/** How a run accepts its scores into the baselines, as the Vitest harness does it. */
export const VITEST_ACCEPT_HINT = '`npx ragcheck baseline accept` (or RAGCHECK_UPDATE_BASELINE=1)';

function baselineLines(outcome: BaselineOutcome, accept = VITEST_ACCEPT_HINT): string[] {
  switch (outcome.state) {
    case 'off':
      return [];
    case 'missing':
      return [`baseline: none yet (${outcome.path}). Accept the current scores with ${accept}.`];
    case 'other-judge':
      return [
        `baseline: not compared: ${outcome.path} holds scores of the ${outcome.accepted} judge, this run used ${outcome.current}. Accepting replaces them.`,
      ];
    case 'accepted': {
      const removed = outcome.removed ?? [];
      const dropped =
        removed.length > 0 ? `; dropped ${removed.length} removed case(s) no case file has: ${listIds(removed)}` : '';
      return [`baseline: accepted the scores of ${outcome.accepted} case(s) into ${outcome.path}${dropped}`];
    }
    case 'not-saved':
      return [`baseline: NOT accepted: ${outcome.error}`];
    case 'compared': {
      const { regressions, improvements, added, removed, tolerance } = outcome.comparison;
      const changes = outcome.comparison.changes ?? [];
      const regressed = outcome.comparison.regressedCases ?? [...new Set(regressions.map((r) => r.id))];
      const named = regressed.length > 0 ? ` (${listIds(regressed)})` : '';
      const drop = outcome.comparison.suiteDrop;
      // A case gone from the case files: named, with how to drop it (a filtered-out case is never listed here).
      const gone =
        removed.length > 0 ? `, ${removed.length} removed case(s): ${listIds(removed)} (accept with: ${accept})` : '';
      const lines = outcome.comparison.underpowered ? [`baseline: ${outcome.comparison.underpowered}`] : [];
      lines.push(
        `baseline ${outcome.path} (tolerance ${tolerance}): ${regressed.length} regression(s)${named}, ${improvements.length} improvement(s)${added.length > 0 ? `, ${added.length} new case(s) without a baseline` : ''}${gone}`,
      );
      if (regressions.length > 0) lines.push('  regressions:', ...limited(regressions, formatBaselineChange));
      if (drop) {
        lines.push(
          `  suite pass count dropped: ${drop.accepted.passed}/${drop.accepted.n} -> ${drop.current.passed}/${drop.current.n} trials (p ${drop.p < 0.001 ? '<0.001' : drop.p.toFixed(3)})`,
        );
      }
      if (changes.length > 0) {
        lines.push('  changes (not regressions: ungated, metric means with trials, or within noise):');
        lines.push(...limited(changes, formatBaselineChange));
      }
      if (improvements.length > 0) {
        lines.push(`  improvements (accept them with ${accept}):`, ...limited(improvements, formatBaselineChange));
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
  /** How to accept new scores, in the baseline lines. @default VITEST_ACCEPT_HINT */
  acceptHint?: string;
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
      ...baselineLines(report.baseline, options.acceptHint),
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
  if (report.sample) lines.push(formatSample(report.sample));
  if (report.failedWithoutResult.length > 0) {
    lines.push(
      `${report.failedWithoutResult.length} test(s) failed without a result (a Vitest timeout or a crash outside the case):`,
      ...limited(report.failedWithoutResult, (name) => name),
    );
  }
  if (report.tags.length > 0) lines.push('per tag:', ...tagSummaryLines(report.tags));
  if (report.gates.length > 0) lines.push(`suite gates: ${report.gates.map(formatSuiteGate).join('; ')}`);
  lines.push(...baselineLines(report.baseline, options.acceptHint));
  if (report.problems.length > 0) lines.push(`SUITE FAILED: ${report.problems.join('; ')}`);
  return lines.join('\n');
}

/** `sampled: 4 of 12 cases (seed abc123)`: a sampled run says so. */
export function formatSample(sample: SampleInfo): string {
  return `sampled: ${sample.size} of ${sample.total} cases (seed ${sample.seed}); a full run has every case`;
}

/** The markdown section of one suite (for reports/summary.md and the GitHub job summary). */
export function formatSuiteMarkdown(
  report: SuiteReport,
  mode: TableMode,
  options: Pick<SuiteTextOptions, 'acceptHint'> = {},
): string {
  const lines = [
    formatMarkdown(report.results, report.summary, { title: report.name, onlyProblems: mode === 'compact' }),
  ];
  if (report.problems.length > 0) lines.push(`**Suite failed:** ${mdEscape(report.problems.join('; '))}`, '');
  if (report.sample) lines.push(`_${mdEscape(formatSample(report.sample))}_`, '');
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
  for (const line of baselineLines(report.baseline, options.acceptHint))
    lines.push(line.startsWith(' ') ? `- ${line.trim()}` : line);
  return `${lines.join('\n')}\n`;
}
