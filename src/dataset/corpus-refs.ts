/**
 * Checks that a case's golden refs and recorded context ids exist in the corpus.
 */
import { ConfigError, type DatasetIssue } from '../errors.js';
import type { Chunk, EvalCase } from '../types.js';
import type { SourceRecord } from './records.js';
import { closestMatch } from './suggest.js';
import { issueAt } from './zod-issues.js';

/** A corpus as chunks, or as a map from chunk id to chunk. */
export type CorpusInput = readonly Chunk[] | ReadonlyMap<string, Chunk>;

/** Lookups over a corpus, built once per load. */
export interface CorpusIndex {
  ids: ReadonlyMap<string, Chunk>;
  bySource: ReadonlyMap<string, readonly Chunk[]>;
  /** Suggestions cost a scan of the corpus each; only the first few missing refs get one. */
  suggestionsLeft: number;
}

export function indexCorpus(corpus: CorpusInput): CorpusIndex {
  const chunks = corpus instanceof Map ? [...corpus.values()] : (corpus as readonly Chunk[]);
  if (!Array.isArray(chunks)) throw new ConfigError('`corpus` must be an array of chunks or a Map from id to chunk.');
  const ids = corpus instanceof Map ? (corpus as ReadonlyMap<string, Chunk>) : new Map(chunks.map((c) => [c.id, c]));
  const bySource = new Map<string, Chunk[]>();
  for (const chunk of chunks) {
    if (chunk.source === undefined) continue;
    const list = bySource.get(chunk.source);
    if (list) list.push(chunk);
    else bySource.set(chunk.source, [chunk]);
  }
  return { ids, bySource, suggestionsLeft: 20 };
}

function suggestion(index: CorpusIndex, input: string, candidates: () => Iterable<string>): string {
  if (index.suggestionsLeft <= 0) return '';
  index.suggestionsLeft--;
  const match = closestMatch(input, candidates());
  return match ? ` (did you mean "${match}"?)` : '';
}

function quoteInput(text: string): string {
  return JSON.stringify(text.length > 60 ? `${text.slice(0, 57)}...` : text);
}

/** Pushes an issue for each golden ref or context id of `data` that the corpus lacks. */
export function checkCorpusRefs(
  record: SourceRecord,
  data: EvalCase,
  index: CorpusIndex | undefined,
  issues: DatasetIssue[],
): void {
  if (index) {
    data.golden.forEach((ref, i) => {
      if (typeof ref === 'string') {
        if (index.ids.has(ref)) return;
        const hint = suggestion(index, ref, () => index.ids.keys());
        issues.push(
          issueAt(
            record,
            ['golden', i],
            `refers to chunk ${quoteInput(ref)}, which is not in the corpus${hint}. Fix the id or add the chunk to the corpus.`,
          ),
        );
        return;
      }
      const chunks = index.bySource.get(ref.source);
      if (!chunks) {
        const hint = suggestion(index, ref.source, () => index.bySource.keys());
        issues.push(
          issueAt(
            record,
            ['golden', i, 'source'],
            `is ${quoteInput(ref.source)}, which is the source of no chunk in the corpus${hint}. Fix the source or add its chunks to the corpus.`,
          ),
        );
      } else if (!chunks.some((chunk) => chunk.text.includes(ref.contains))) {
        issues.push(
          issueAt(
            record,
            ['golden', i, 'contains'],
            `is ${quoteInput(ref.contains)}, which no chunk of source ${quoteInput(ref.source)} contains. Copy the passage exactly from a chunk's text.`,
          ),
        );
      }
    });
  }
  data.contexts?.forEach((ref, i) => {
    if (typeof ref !== 'string') return;
    if (!index) {
      issues.push(
        issueAt(
          record,
          ['contexts', i],
          `is the chunk id ${quoteInput(ref)}, but no corpus was given to resolve it. Pass a corpus (the \`corpus\` option or --corpus), or inline the context as { "id": ${quoteInput(ref)}, "text": "..." }.`,
        ),
      );
    } else if (!index.ids.has(ref)) {
      const hint = suggestion(index, ref, () => index.ids.keys());
      issues.push(
        issueAt(
          record,
          ['contexts', i],
          `refers to chunk ${quoteInput(ref)}, which is not in the corpus${hint}. Fix the id, add the chunk to the corpus, or inline the context as { "id", "text" }.`,
        ),
      );
    }
  });
}
