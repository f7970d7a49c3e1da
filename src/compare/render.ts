/**
 * The outputs of `ragcheck compare`: a terminal table, markdown (a PR comment, the job summary; starts with a hidden
 * marker the PR comment is found by) and JSON. All three read one {@link Comparison}; none computes anything.
 */
import { mdEscape } from '../text/index.js';
import {
  type CaseChange,
  type CaseComparison,
  COMPARED_METRICS,
  type Comparison,
  formatP,
  type MetricDelta,
  type PassTest,
} from './compare.js';

/** The hidden line the PR comment is found by (`ragcheck pr-comment` updates the comment that has it). */
export const COMMENT_MARKER = '<!-- ragcheck-compare -->';

/** How many cases each list shows before "... and N more". */
const LIST_LIMIT = 30;

function formatValue(key: string, value: number | null): string {
  if (value === null) return 'n/a';
  if (key === 'tokens') return String(Math.round(value));
  if (key === 'costUsd') return `$${value.toFixed(4)}`;
  return value.toFixed(2);
}

function formatDelta(m: MetricDelta): string {
  if (m.delta === null) return '';
  const rounded = m.key === 'tokens' ? Math.round(m.delta) : Number(m.delta.toFixed(m.key === 'costUsd' ? 4 : 2));
  if (rounded === 0) return ' (=)';
  const text = m.key === 'costUsd' ? `$${Math.abs(rounded).toFixed(4)}` : formatValue(m.key, Math.abs(rounded));
  return ` (${rounded > 0 ? '+' : '−'}${text})`;
}

/** `0.83 → 0.67 (−0.17)`, or one value when the other run has none. */
export function formatMetricDelta(m: MetricDelta): string {
  if (m.base === m.head || (m.delta !== null && Math.abs(m.delta) < 5e-5)) return formatValue(m.key, m.head);
  return `${formatValue(m.key, m.base)} → ${formatValue(m.key, m.head)}${formatDelta(m)}`;
}

/** The metric columns any suite or tag has, in list order. */
function columns(rows: readonly { metrics: MetricDelta[] }[]): { key: string; label: string }[] {
  const present = new Set(rows.flatMap((r) => r.metrics.map((m) => m.key)));
  return COMPARED_METRICS.filter((m) => present.has(m.key)).map((m) => ({ key: m.key, label: m.label }));
}

function cell(row: { metrics: MetricDelta[] }, key: string): string {
  const m = row.metrics.find((x) => x.key === key);
  return m ? formatMetricDelta(m) : '';
}

/** The per-tag table, as a header and one row a tag: its case count, then each metric's change. */
function tagTable(tags: readonly { tag: string; cases: number; metrics: MetricDelta[] }[]): [string[], string[][]] {
  const tagCols = columns(tags);
  return [
    ['tag', 'cases', ...tagCols.map((c) => c.label)],
    tags.map((t) => [t.tag, String(t.cases), ...tagCols.map((c) => cell(t, c.key))]),
  ];
}

/** What the outputs call the two runs and the comparison; `ragcheck drift` compares recordings with the live app. */
export interface ComparisonLabels {
  /** The first line (terminal) and the heading (markdown). */
  title: string;
  /** The two runs' column names. */
  base: string;
  head: string;
  /** The markdown's first line, a marker that finds the comment again; none when empty. */
  marker: string;
}

/** `ragcheck compare`'s: a pull request against its base. */
const COMPARE_LABELS: ComparisonLabels = {
  title: 'this pull request against its base',
  base: 'base',
  head: 'head',
  marker: COMMENT_MARKER,
};

function formatTest(t: PassTest): string {
  return `${t.base.passed}/${t.base.n} → ${t.head.passed}/${t.head.n} trials, p ${formatP(t.adjusted)}${t.significant ? ' REGRESSED' : ''}`;
}

/** One side of a case as the outputs show it: `pass`, or `FIX retrieval (0/5)` with trials; `—` when absent. */
export function formatSide(side: CaseComparison['base']): string {
  if (!side) return '—';
  return side.trials ? `${side.verdict} (${side.trials.passed}/${side.trials.n})` : side.verdict;
}

function sourceLocation(c: { source?: { file: string; line: number } }): string {
  return c.source ? `${c.source.file}:${c.source.line}` : '';
}

/** The overall pass rate of each side: the suites' pass rates weighted by their compared cases. */
function passRates(comparison: Comparison): string | undefined {
  let base = 0;
  let head = 0;
  let n = 0;
  for (const s of comparison.suites) {
    const m = s.metrics.find((x) => x.key === 'passRate');
    if (!m || m.base === null || m.head === null || s.state !== 'both') continue;
    base += m.base * s.cases.compared;
    head += m.head * s.cases.compared;
    n += s.cases.compared;
  }
  return n === 0 ? undefined : `pass rate ${(base / n).toFixed(2)} -> ${(head / n).toFixed(2)}`;
}

/** What the headline's regression count names: each regressed case once, then each suite whose pass count dropped. */
function regressionNames(comparison: Comparison): string[] {
  return [
    ...comparison.regressedIds,
    ...comparison.suites.filter((s) => s.test?.significant).map((s) => `suite ${s.name}`),
  ];
}

/** `2 regressions (q1, q2) · 2 fixed · pass rate 0.90 -> 0.90`: one count per case, never per metric. */
export function headline(comparison: Comparison): string {
  const c = comparison.counts;
  const names = regressionNames(comparison);
  const shown = names.length > 8 ? `${names.slice(0, 8).join(', ')} and ${names.length - 8} more` : names.join(', ');
  const parts = [
    `${comparison.regressions} regression${comparison.regressions === 1 ? '' : 's'}${names.length > 0 ? ` (${shown})` : ''}`,
    `${c.fixed} fixed`,
  ];
  const rates = passRates(comparison);
  if (rates) parts.push(rates);
  for (const key of ['changed', 'new', 'removed', 'error'] as const) if (c[key] > 0) parts.push(`${c[key]} ${key}`);
  return parts.join(' · ');
}

/** What must be read before the numbers: a design too small to see a full flip, a judge that changed. */
function warnings(comparison: Comparison): string[] {
  const out: string[] = [];
  if (comparison.underpowered) out.push(comparison.underpowered);
  if (comparison.judgeChanged) {
    out.push(`judge changed (${comparison.judgeChanged}): differences may come from the judge; still compared`);
  }
  return out;
}

function sampleLine(comparison: Comparison): string | undefined {
  const s = comparison.sampled;
  if (!s) return undefined;
  return `sampled run: ${s.size} of ${s.total} cases (seed ${s.seeds.join(', ')}); the full run is on the default branch`;
}

function statsLine(comparison: Comparison): string {
  return `judge ${comparison.judge} · regressions with trials: pass counts, one-sided Fisher exact test, Holm with Tarone's modification, alpha ${comparison.alpha}; single runs: verdict flips, gated scores beyond tolerance ${comparison.tolerance}`;
}

/** Why a case is in the list: its note, and where it is written. */
function caseDetail(c: CaseComparison): string {
  const parts: string[] = [];
  if (c.note) parts.push(c.note);
  if (c.test && !c.note) parts.push(formatTest(c.test));
  if (c.renamedFrom) parts.push(`renamed from "${c.renamedFrom}"?`);
  if (c.renamedTo) parts.push(`renamed to "${c.renamedTo}"?`);
  return parts.join('; ');
}

const LISTED: readonly CaseChange[] = ['error', 'regressed', 'changed', 'fixed', 'new', 'removed'];

// ---------------------------------------------------------------------------------------------------------------
// Terminal
// ---------------------------------------------------------------------------------------------------------------

function textTable(header: string[], rows: string[][]): string[] {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    `  ${cells
      .map((c, i) => c.padEnd(widths[i] as number))
      .join('  ')
      .trimEnd()}`;
  return [line(header), ...rows.map(line)];
}

/** The terminal text of a comparison. */
export function formatComparisonText(comparison: Comparison, labels?: ComparisonLabels): string {
  const lines = [
    labels ? `ragcheck: ${labels.title}` : `ragcheck compare  ${comparison.base.path} → ${comparison.head.path}`,
    ...warnings(comparison).map((w) => `WARNING: ${w}`),
    headline(comparison),
    statsLine(comparison),
  ];
  const sample = sampleLine(comparison);
  if (sample) lines.push(sample);
  for (const note of comparison.notes) lines.push(`note: ${note}`);
  const suiteCols = columns(comparison.suites);
  lines.push(
    '',
    'per suite (means over the cases both runs have):',
    ...textTable(
      [
        'suite',
        'cases',
        ...suiteCols.map((c) => c.label),
        ...(comparison.suites.some((s) => s.test) ? ['pass-count test'] : []),
      ],
      comparison.suites.map((s) => [
        s.state === 'both' ? s.name : `${s.name} (${s.state})`,
        String(s.state === 'both' ? s.cases.compared : s.state === 'new' ? s.cases.head : s.cases.base),
        ...suiteCols.map((c) => cell(s, c.key)),
        s.test ? formatTest(s.test) : '',
      ]),
    ),
  );
  if (comparison.tags.length > 0) lines.push('', 'per tag:', ...textTable(...tagTable(comparison.tags)));
  const listed = comparison.cases.filter((c) => LISTED.includes(c.change));
  if (listed.length > 0) {
    lines.push(
      '',
      'cases:',
      ...textTable(
        ['change', 'suite', 'case', labels?.base ?? 'base', labels?.head ?? 'head', 'why / where'],
        listed
          .slice(0, LIST_LIMIT)
          .map((c) => [
            `${c.gating ? '✗ ' : ''}${c.change}`,
            c.suite,
            c.id,
            formatSide(c.base),
            formatSide(c.head),
            [caseDetail(c), sourceLocation(c)].filter(Boolean).join(' · '),
          ]),
      ),
    );
    if (listed.length > LIST_LIMIT)
      lines.push(`  ... and ${listed.length - LIST_LIMIT} more (--format json lists all)`);
    const failing = listed.filter((c) => c.diagnosis);
    if (failing.length > 0) {
      lines.push('', 'newly failing:');
      for (const c of failing.slice(0, LIST_LIMIT)) {
        lines.push(`  ${c.suite} / ${c.id}${c.source ? ` (${sourceLocation(c)})` : ''}`, `    ${c.diagnosis}`);
      }
    }
  }
  const baseline = comparison.baselineRegressions ?? [];
  if (baseline.length > 0) {
    lines.push('', `scores below the baseline by more than ${comparison.tolerance}:`);
    for (const r of baseline.slice(0, LIST_LIMIT)) {
      lines.push(
        `  ${r.suite} / ${r.id}: ${r.metric} ${r.accepted.toFixed(2)} -> ${r.current === null ? 'n/a (errored)' : r.current.toFixed(2)}${r.source ? ` (${sourceLocation(r)})` : ''}`,
      );
    }
  }
  lines.push(
    '',
    comparison.regressions > 0
      ? `REGRESSED: ${comparison.regressions} regression(s)`
      : 'no regression (changes within noise or none)',
  );
  return `${lines.join('\n')}\n`;
}

// ---------------------------------------------------------------------------------------------------------------
// Markdown
// ---------------------------------------------------------------------------------------------------------------

function mdTable(header: string[], rows: string[][], right: number): string[] {
  return [
    `| ${header.join(' | ')} |`,
    `| ${header.map((_, i) => (i >= right ? '---:' : '---')).join(' | ')} |`,
    ...rows.map((r) => `| ${r.map(mdEscape).join(' | ')} |`),
  ];
}

/** The markdown of a comparison: a PR comment or a job summary, starting with {@link COMMENT_MARKER}. */
export function formatComparisonMarkdown(comparison: Comparison, labels = COMPARE_LABELS): string {
  const verdict =
    comparison.regressions > 0
      ? `❌ **${comparison.regressions} regression${comparison.regressions === 1 ? '' : 's'}**`
      : '✅ **no regression**';
  const lines = [
    ...(labels.marker ? [labels.marker] : []),
    `## ragcheck: ${labels.title}`,
    '',
    ...warnings(comparison).flatMap((w) => [`> ⚠️ ${mdEscape(w)}`, '']),
    `${verdict}${mdEscape(headline(comparison).replace(/^\d+ regressions?/, ''))}`,
    '',
  ];
  const sample = sampleLine(comparison);
  if (sample) lines.push(`> ℹ️ ${sample}`, '');
  for (const note of comparison.notes) lines.push(`> ${mdEscape(note)}`, '');
  const suiteCols = columns(comparison.suites);
  const tested = comparison.suites.some((s) => s.test);
  lines.push(
    ...mdTable(
      ['suite', 'cases', ...suiteCols.map((col) => col.label), ...(tested ? ['pass-count test'] : [])],
      comparison.suites.map((s) => [
        s.state === 'both' ? s.name : `${s.name} (${s.state})`,
        String(s.state === 'both' ? s.cases.compared : s.state === 'new' ? s.cases.head : s.cases.base),
        ...suiteCols.map((col) => cell(s, col.key)),
        ...(tested ? [s.test ? formatTest(s.test) : ''] : []),
      ]),
      1,
    ),
    '',
  );
  const listed = comparison.cases.filter((x) => LISTED.includes(x.change));
  const gating = listed.filter((x) => x.gating);
  if (gating.length > 0) {
    lines.push('### Regressions', '');
    for (const x of gating.slice(0, LIST_LIMIT)) {
      lines.push(
        `- **${mdEscape(x.suite)} / ${mdEscape(x.id)}**: ${formatSide(x.base)} → ${formatSide(x.head)} (${mdEscape(x.note ?? x.change)})${x.source ? ` at \`${sourceLocation(x)}\`` : ''}`,
      );
      if (x.diagnosis) lines.push(`  \`${x.diagnosis.replace(/`/g, "'")}\``);
    }
    if (gating.length > LIST_LIMIT) lines.push(`- ... and ${gating.length - LIST_LIMIT} more`);
    lines.push('');
  }
  const others = listed.filter((x) => !x.gating);
  if (others.length > 0) {
    lines.push(
      `<details><summary>${others.length} other change${others.length === 1 ? '' : 's'}</summary>`,
      '',
      ...mdTable(
        ['change', 'suite', 'case', labels.base, labels.head, 'note'],
        others
          .slice(0, LIST_LIMIT)
          .map((x) => [x.change, x.suite, x.id, formatSide(x.base), formatSide(x.head), caseDetail(x)]),
        9,
      ),
      ...(others.length > LIST_LIMIT ? ['', `... and ${others.length - LIST_LIMIT} more`] : []),
      '',
      '</details>',
      '',
    );
  }
  const baseline = comparison.baselineRegressions ?? [];
  if (baseline.length > 0) {
    lines.push(`### Scores below the baseline by more than ${comparison.tolerance}`, '');
    for (const r of baseline.slice(0, LIST_LIMIT)) {
      lines.push(
        `- **${mdEscape(r.suite)} / ${mdEscape(r.id)}**: ${r.metric} ${r.accepted.toFixed(2)} → ${r.current === null ? 'n/a (errored)' : r.current.toFixed(2)}${r.source ? ` at \`${sourceLocation(r)}\`` : ''}`,
      );
    }
    lines.push('');
  }
  if (comparison.tags.length > 0) {
    lines.push(
      '<details><summary>per tag</summary>',
      '',
      ...mdTable(...tagTable(comparison.tags), 1),
      '',
      '</details>',
      '',
    );
  }
  lines.push(`<sub>${mdEscape(statsLine(comparison))}</sub>`, '');
  return lines.join('\n');
}

// ---------------------------------------------------------------------------------------------------------------
// JSON
// ---------------------------------------------------------------------------------------------------------------

/** `ragcheck compare --format json`: the comparison, `{ cases: [{ suite, id, change, base, head }], regressions }`. */
export function formatComparisonJson(comparison: Comparison): string {
  return `${JSON.stringify({ schemaVersion: 1, ...comparison }, null, 2)}\n`;
}

/**
 * GitHub workflow commands annotating each gating case at its `source` line: one annotation per file and line
 * (cases written on one line share it), none for cases without a source.
 */
export function formatAnnotations(comparison: Comparison): string {
  const byLine = new Map<string, { file: string; line: number; messages: string[] }>();
  const add = (source: { file: string; line: number } | undefined, message: string) => {
    if (!source) return;
    const key = `${source.file}:${source.line}`;
    const entry = byLine.get(key) ?? { file: source.file, line: source.line, messages: [] };
    entry.messages.push(message);
    byLine.set(key, entry);
  };
  for (const c of comparison.cases) {
    if (!c.gating) continue;
    add(
      c.source,
      `${c.suite} / ${c.id} regressed: ${formatSide(c.base)} -> ${formatSide(c.head)} (${c.note ?? c.change})`,
    );
  }
  for (const r of comparison.baselineRegressions ?? []) {
    add(
      r.source,
      `${r.suite} / ${r.id} regressed: ${r.metric} ${r.accepted.toFixed(2)} -> ${r.current?.toFixed(2) ?? 'n/a'} against the baseline`,
    );
  }
  const escapeData = (text: string) => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
  const property = (text: string) => escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
  return [...byLine.values()]
    .map(
      (a) =>
        `::error file=${property(a.file)},line=${a.line},title=${property('ragcheck: regressed')}::${escapeData(a.messages.join('\n'))}\n`,
    )
    .join('');
}

/** A comparison in one of the CLI's formats. */
export function renderComparison(
  comparison: Comparison,
  format: 'table' | 'markdown' | 'json' | 'annotations',
  labels?: ComparisonLabels,
): string {
  if (format === 'json') return formatComparisonJson(comparison);
  if (format === 'markdown') return formatComparisonMarkdown(comparison, labels);
  if (format === 'annotations') return formatAnnotations(comparison);
  return formatComparisonText(comparison, labels);
}
