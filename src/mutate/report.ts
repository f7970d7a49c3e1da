/**
 * A mutation run summed up: the score (killed / applicable) per operator, per suite and per case, the survivors
 * grouped by cause so a suite's weakest spots come first, and the cases left out because they already fail.
 */
import { mdEscape } from '../text/index.js';
import { type CaseMutation, type MutantResult, OPERATOR_NAMES, type OperatorName } from './types.js';

export interface MutationCounts {
  /** Mutants that could change the outcome (equivalent ones left out). */
  applicable: number;
  killed: number;
  survived: number;
  /** killed / applicable; null when nothing was applicable. */
  score: number | null;
}

export interface OperatorSummary extends MutationCounts {
  name: OperatorName;
  /** Killed by the verdict the operator aims at. */
  killedAsExpected: number;
  /** Mutants that cannot change the outcome by construction: labelled, not counted. */
  equivalent: number;
  /** Cases the operator does not apply to. */
  notApplicable: number;
}

export interface MutationReport extends MutationCounts {
  schemaVersion: 1;
  equivalent: number;
  operators: OperatorSummary[];
  suites: Array<MutationCounts & { name: string; cases: number; alreadyFailing: number }>;
  cases: Array<MutationCounts & { suite: string; id: string; verdict: string }>;
  survivors: Array<{ suite: string; id: string; operator: OperatorName; why: string; cause: string; change: string }>;
  /** Survivors grouped by operator and cause, the largest group first. */
  weakSpots: Array<{ operator: OperatorName; cause: string; why: string; count: number; cases: string[] }>;
  alreadyFailing: Array<{ suite: string; id: string; verdict: string; reason: string }>;
  mutants: MutantResult[];
}

function counts(mutants: readonly MutantResult[]): MutationCounts {
  const killed = mutants.filter((m) => m.status === 'killed').length;
  const survived = mutants.filter((m) => m.status === 'survived').length;
  const applicable = killed + survived;
  return { applicable, killed, survived, score: applicable === 0 ? null : killed / applicable };
}

/** Sums up the case mutations of one run (every suite). */
export function summarizeMutations(cases: readonly CaseMutation[]): MutationReport {
  const mutants = cases.flatMap((c) => c.mutants);
  const operators = OPERATOR_NAMES.map((name): OperatorSummary => {
    const own = mutants.filter((m) => m.operator === name);
    return {
      name,
      ...counts(own),
      killedAsExpected: own.filter((m) => m.status === 'killed' && m.expected).length,
      equivalent: own.filter((m) => m.status === 'equivalent').length,
      notApplicable: cases.filter((c) => !c.alreadyFailing && c.skipped.some((s) => s.operator === name)).length,
    };
  });
  const suiteNames = [...new Set(cases.map((c) => c.suite))];
  const suites = suiteNames.map((name) => {
    const own = cases.filter((c) => c.suite === name);
    return {
      name,
      cases: own.length,
      alreadyFailing: own.filter((c) => c.alreadyFailing).length,
      ...counts(own.flatMap((c) => c.mutants)),
    };
  });
  const survivors = mutants
    .filter((m) => m.status === 'survived')
    .map((m) => ({
      suite: m.suite,
      id: m.id,
      operator: m.operator,
      why: m.why ?? '',
      cause: m.cause ?? '',
      change: m.change,
    }));
  const groups = new Map<string, MutationReport['weakSpots'][number]>();
  for (const s of survivors) {
    const key = `${s.operator}\u0000${s.cause}`;
    const group = groups.get(key) ?? { operator: s.operator, cause: s.cause, why: s.why, count: 0, cases: [] };
    group.count++;
    group.cases.push(suiteNames.length > 1 ? `${s.suite}/${s.id}` : s.id);
    groups.set(key, group);
  }
  return {
    schemaVersion: 1,
    ...counts(mutants),
    equivalent: mutants.filter((m) => m.status === 'equivalent').length,
    operators,
    suites,
    cases: cases
      .filter((c) => !c.alreadyFailing)
      .map((c) => ({ suite: c.suite, id: c.id, verdict: c.verdict, ...counts(c.mutants) })),
    survivors,
    weakSpots: [...groups.values()].sort((a, b) => b.count - a.count || a.operator.localeCompare(b.operator)),
    alreadyFailing: cases
      .filter((c) => c.alreadyFailing)
      .map((c) => ({ suite: c.suite, id: c.id, verdict: c.verdict, reason: c.alreadyFailing as string })),
    mutants,
  };
}

const formatScoreOrDash = (score: number | null) => (score === null ? '  -' : score.toFixed(2));
const SHOWN_CASES = 5;
const caseList = (ids: readonly string[]) =>
  ids.slice(0, SHOWN_CASES).join(', ') + (ids.length > SHOWN_CASES ? ` and ${ids.length - SHOWN_CASES} more` : '');

function mutationHeadline(report: MutationReport): string {
  const equivalent = report.equivalent > 0 ? `; ${report.equivalent} equivalent, not counted` : '';
  if (report.applicable === 0) return `mutation score -: no mutant could be planted${equivalent}`;
  return `mutation score ${formatScoreOrDash(report.score)}: ${report.killed} of ${report.applicable} mutants killed, ${report.survived} survived${equivalent}`;
}

/** The terminal table. */
export function formatMutationText(report: MutationReport): string {
  const width = Math.max(...OPERATOR_NAMES.map((n) => n.length));
  const lines = [mutationHeadline(report), '', `${'operator'.padEnd(width)}  applicable  killed  survived  score`];
  for (const o of report.operators) {
    const note = o.killed > o.killedAsExpected ? `  (${o.killed - o.killedAsExpected} by another verdict)` : '';
    lines.push(
      `${o.name.padEnd(width)}  ${String(o.applicable).padStart(10)}  ${String(o.killed).padStart(6)}  ${String(o.survived).padStart(8)}  ${formatScoreOrDash(o.score).padStart(5)}${note}`,
    );
  }
  if (report.suites.length > 1) {
    lines.push('', 'by suite:');
    for (const s of report.suites)
      lines.push(`  ${s.name}: ${formatScoreOrDash(s.score)} (${s.killed} of ${s.applicable})`);
  }
  if (report.weakSpots.length > 0) {
    lines.push('', 'survivors, the largest group first:');
    for (const w of report.weakSpots) lines.push(`  ${w.count} x ${w.operator}: ${w.why}  [${caseList(w.cases)}]`);
  }
  if (report.alreadyFailing.length > 0) {
    const named = report.alreadyFailing.map((c) => `${c.id} (${c.reason})`);
    lines.push(
      '',
      `already failing, no mutant can be killed: ${report.alreadyFailing.length} case(s): ${caseList(named)}`,
    );
  }
  return `${lines.join('\n')}\n`;
}

/** Markdown for a job summary or a PR comment. */
export function formatMutationMarkdown(report: MutationReport): string {
  const lines = [
    `### ragcheck mutate: ${mutationHeadline(report)}`,
    '',
    '| operator | applicable | killed | survived | score |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...report.operators.map(
      (o) => `| \`${o.name}\` | ${o.applicable} | ${o.killed} | ${o.survived} | ${formatScoreOrDash(o.score)} |`,
    ),
  ];
  if (report.weakSpots.length > 0) {
    lines.push('', '| survivors | operator | why | cases |', '| ---: | --- | --- | --- |');
    for (const w of report.weakSpots)
      lines.push(`| ${w.count} | \`${w.operator}\` | ${mdEscape(w.why)} | ${mdEscape(caseList(w.cases))} |`);
  }
  if (report.alreadyFailing.length > 0) {
    lines.push(
      '',
      `Already failing (no mutant can be killed): ${report.alreadyFailing.map((c) => `\`${c.id}\``).join(', ')}`,
    );
  }
  return `${lines.join('\n')}\n`;
}
