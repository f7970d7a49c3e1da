/**
 * GitHub Actions workflow commands for failing cases: one `::error` per case that failed or is an ERROR, at the
 * case's line in its case file (`fixtures/shop/cases.jsonl:12`), so the pull request's "Files changed" view and the
 * run's summary point at the case, not at a stack frame inside node_modules/ragcheck.
 */
import type { CaseResult } from '../types.js';
import { formatGate } from './format.js';

/** Escapes a workflow command's message (GitHub: `%`, CR and LF). */
function escapeData(text: string): string {
  return text.replaceAll('%', '%25').replaceAll('\r', '%0D').replaceAll('\n', '%0A');
}

/** Escapes a workflow command's property value (also `:` and `,`). */
function escapeProperty(text: string): string {
  return escapeData(text).replaceAll(':', '%3A').replaceAll(',', '%2C');
}

/** What failed first: the first failing gate, or the error's first line for an ERROR. */
export function firstFailure(result: CaseResult): string {
  if (result.error) return result.error.message.split('\n')[0] ?? '';
  const gate = result.gates.find((g) => !g.passed);
  return gate ? formatGate(gate) : (result.outcomeMessage ?? '');
}

/**
 * The `::error` line of each failing case (outcome `fail` or `error`) of a suite; a case without a file (built in
 * code) is annotated without a location.
 */
export function githubAnnotations(suite: string, results: readonly CaseResult[]): string[] {
  return results
    .filter((r) => r.outcome === 'fail' || r.outcome === 'error')
    .map((r) => {
      const where = r.source ? `file=${escapeProperty(r.source.file)},line=${r.source.line},` : '';
      const title = escapeProperty(`ragcheck ${suite} > ${r.id}`);
      const failure = firstFailure(r);
      return `::error ${where}title=${title}::${escapeData(`${r.verdict}${failure ? `: ${failure}` : ''}`)}`;
    });
}
