/**
 * `ragcheck compare --baselines DIR HEAD`: when the base branch has no report (its first run, expired artifacts, no
 * token), HEAD's scores are compared with the committed score baselines instead: mean deltas per suite and each
 * case's drop past the tolerance, as `npm test` checks them. Verdict changes are not available: a baseline keeps
 * scores, not verdicts.
 */
import { existsSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import {
  BASELINE_METRICS,
  baselinePath,
  baselineRegressionCount,
  compareBaseline,
  DEFAULT_BASELINE_TOLERANCE,
  readBaseline,
} from '../evaluate/baseline.js';
import { type CaseResult, caseResultFromJson } from '../types.js';
import {
  type BaselineRegression,
  COMPARED_METRICS,
  type Comparison,
  type MetricDelta,
  sampledOf,
  zeroCounts,
} from './compare.js';
import type { Run } from './read-reports.js';

const mean = (values: number[]) => (values.length === 0 ? null : values.reduce((a, b) => a + b, 0) / values.length);

/** Compares HEAD with the baselines in `dir` (one file per suite, as `npm test` writes them). */
export function compareWithBaselines(
  head: Run,
  dir: string,
  cwd: string,
  options: { tolerance?: number } = {},
): Comparison {
  const tolerance = options.tolerance ?? DEFAULT_BASELINE_TOLERANCE;
  const absolute = isAbsolute(dir) ? dir : resolve(cwd, dir);
  const notes = [
    `no base report: verdict changes are not available; scores compared with the committed baselines in ${dir}`,
  ];
  // No baselines either (a project's first pull request): the comparison says so and finds nothing to compare.
  const present = existsSync(absolute);
  if (!present)
    notes.push(`no baselines in ${dir} yet: nothing to compare (accept scores with \`npx ragcheck baseline accept\`)`);
  const baselineRegressions: BaselineRegression[] = [];
  const regressedIds: string[] = [];
  let regressionCount = 0;
  let underpowered: string | undefined;
  const suites: Comparison['suites'] = [];
  for (const suite of head.suites) {
    const results = head.cases
      .filter((c) => c.suite === suite.name)
      .map((c) => caseResultFromJson(c) as unknown as CaseResult);
    const file = present ? readBaseline(baselinePath(absolute, suite.name)) : undefined;
    if (!file) {
      if (!present) continue;
      notes.push(`suite "${suite.name}": no baseline in ${dir}`);
      continue;
    }
    const common = results.filter((r) => file.cases[r.id]);
    const metrics: MetricDelta[] = [];
    for (const key of BASELINE_METRICS) {
      const metric = COMPARED_METRICS.find((m) => m.key === key);
      if (!metric) continue;
      const before = common.map((r) => file.cases[r.id]?.[key]).filter((v): v is number => v !== undefined);
      const withBase = common.filter((r) => file.cases[r.id]?.[key] !== undefined);
      const now = withBase
        .map((r) => metric.value(r as unknown as Parameters<typeof metric.value>[0]))
        .filter((v): v is number => v !== null);
      const a = mean(before);
      const b = mean(now);
      if (a === null && b === null) continue;
      metrics.push({ key, label: metric.label, base: a, head: b, delta: a !== null && b !== null ? b - a : null });
    }
    const comparison = compareBaseline(results, file, tolerance);
    regressedIds.push(...(comparison.regressedCases ?? []));
    regressionCount += baselineRegressionCount(comparison);
    if (comparison.underpowered) underpowered = comparison.underpowered;
    if (comparison.suiteDrop) {
      const d = comparison.suiteDrop;
      notes.push(
        `suite "${suite.name}": pass count dropped ${d.accepted.passed}/${d.accepted.n} -> ${d.current.passed}/${d.current.n} trials (p ${d.p.toFixed(3)}): a regression`,
      );
    }
    for (const change of comparison.regressions) {
      const source = results.find((r) => r.id === change.id)?.source;
      baselineRegressions.push({ ...change, suite: suite.name, ...(source ? { source } : {}) });
    }
    suites.push({
      name: suite.name,
      state: 'both',
      cases: { compared: common.length, base: Object.keys(file.cases).length, head: results.length },
      metrics,
      ...(suite.sample ? { sample: suite.sample } : {}),
    });
  }
  const sampled = sampledOf(head);
  return {
    base: { path: dir, files: [], schemaVersion: head.schemaVersion },
    head: { path: head.path, files: head.files, schemaVersion: head.schemaVersion },
    alpha: 0.05,
    tolerance,
    ...(underpowered ? { underpowered } : {}),
    regressedIds,
    judge: [...new Set(head.cases.map((c) => c.judge.name).filter((n) => n !== 'none'))].join(', ') || 'none',
    notes,
    ...(sampled ? { sampled } : {}),
    suites,
    tags: [],
    cases: [],
    counts: zeroCounts(),
    regressions: regressionCount,
    baselineRegressions,
  };
}
