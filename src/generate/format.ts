/**
 * What `ragcheck generate` writes and prints: the drafts and the corpus as JSONL, and the run's summary.
 */
import type { Chunk, EvalCase } from '../types.js';
import type { GenerateReport } from './generate.js';

/** Records as JSONL, one per line, fields in a fixed order (id first) so files diff well. */
export function toJsonl(records: readonly (EvalCase | Chunk)[]): string {
  return records.map((r) => JSON.stringify(r)).join('\n') + (records.length > 0 ? '\n' : '');
}

function share(value: number | null): string {
  return value === null ? 'n/a' : value.toFixed(2);
}

function percent(part: number, whole: number): string {
  return whole === 0 ? '0%' : `${Math.round((100 * part) / whole)}%`;
}

/**
 * The summary of a drafting run: facts found (per kind), drafted, skipped and why, the two figures, and what to do
 * next.
 */
export function formatGenerateReport(
  report: GenerateReport,
  options: {
    out: string;
    corpus?: string;
    model?: { drafted: number; dropped: Record<string, number> };
    /** Say what was written and how to review it. @default true */
    footer?: boolean;
  },
): string {
  const f = report.figures;
  const kinds = Object.entries(report.byKind)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .map(([k, n]) => `${n} ${k}`)
    .join(', ');
  const lines = [
    `ragcheck generate: ${report.chunks} chunks in ${report.documents} documents${options.corpus ? ` (corpus written to ${options.corpus})` : ''}`,
    `  facts found      ${report.facts}${kinds ? ` (${kinds})` : ''}`,
    `  drafted          ${report.drafted} in-scope from ${report.documentsCovered} documents${report.severalChunks > 0 ? `, ${report.severalChunks} labelled with every chunk stating the fact (tag fact-in-several-chunks)` : ''}`,
    `                   ${report.outOfScope} out-of-scope (golden: []), none of their own words in any chunk`,
  ];
  const skipped = Object.entries(report.skipped).sort((a, b) => b[1] - a[1]);
  const total = skipped.reduce((n, [, count]) => n + count, 0);
  lines.push(`  skipped          ${total}${total > 0 ? ':' : ''}`);
  for (const [reason, count] of skipped) lines.push(`    ${String(count).padStart(4)}  ${reason}`);
  if (options.model) {
    const dropped = Object.entries(options.model.dropped).sort((a, b) => b[1] - a[1]);
    const n = dropped.reduce((sum, [, count]) => sum + count, 0);
    lines.push(
      `  model drafts     ${options.model.drafted} kept, ${n} dropped by the offline checks${n > 0 ? ':' : ''}`,
    );
    for (const [reason, count] of dropped) lines.push(`    ${String(count).padStart(4)}  ${reason}`);
  }
  lines.push(
    '',
    `Figures over the ${f.drafts} in-scope offline drafts:`,
    `  content words of the question found in its golden sentence (mean): ${share(f.meanShare)}   (1 = the question repeats its sentence)`,
    `  BM25 rank of the golden chunk: first ${percent(f.rank1, f.drafts)}, top 3 ${percent(f.top3, f.drafts)}, not found ${percent(f.notFound, f.drafts)}${f.medianRank === null ? '' : `, median ${f.medianRank}`}`,
  );
  if (options.footer === false) return `${lines.join('\n')}\n`;
  lines.push(
    '',
    `Wrote ${options.out}: every case has "draft": true (reported apart, never failing the run).`,
    'Review each: is the question clear, are the golden ids, keywords and reference right? Then delete its "draft" field.',
    `Check the file: npx ragcheck validate --cases ${options.out}${options.corpus ? ` --corpus ${options.corpus}` : ''}`,
  );
  return `${lines.join('\n')}\n`;
}
