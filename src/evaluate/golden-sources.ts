/**
 * Golden `{ source, contains }` refs match a retrieved chunk by its `source`. An app often returns chunks with the
 * corpus's ids but without their `source`: such a chunk takes the corpus chunk's `source`, so the refs still match.
 * A case whose returned chunks have no `source` either way can match none of its source refs: the harness warns
 * once per suite, naming the first such case.
 */
import type { Chunk, EvalCase } from '../types.js';

const sourcesById = new WeakMap<readonly Chunk[], Map<string, string>>();
/** Cases whose returned chunks had no `source`, in the app's answer nor in the corpus, while their refs need one. */
const unsourced = new WeakSet<EvalCase>();

function sourcesOf(corpus: readonly Chunk[]): Map<string, string> {
  let map = sourcesById.get(corpus);
  if (!map) {
    map = new Map();
    for (const chunk of corpus) if (chunk.source !== undefined) map.set(chunk.id, chunk.source);
    sourcesById.set(corpus, map);
  }
  return map;
}

/**
 * The returned chunks, each without a `source` given the corpus chunk's of the same id, when the case has
 * `{ source, contains }` golden refs (otherwise `contexts` itself). Records the case when a returned chunk has no
 * source at all ({@link lacksSources}).
 */
export function withCorpusSources(
  evalCase: EvalCase,
  contexts: Chunk[],
  corpus: readonly Chunk[] | undefined,
): Chunk[] {
  if (!evalCase.golden.some((ref) => typeof ref !== 'string')) return contexts;
  const sources = corpus ? sourcesOf(corpus) : undefined;
  let missing = false;
  const out = contexts.map((chunk) => {
    if (chunk.source !== undefined) return chunk;
    const source = sources?.get(chunk.id);
    if (source === undefined) {
      missing = true;
      return chunk;
    }
    return { ...chunk, source };
  });
  if (missing) unsourced.add(evalCase);
  return out;
}

/** Whether the case's last evaluation returned a chunk with no `source` while its golden refs match by source. */
export function lacksSources(evalCase: EvalCase): boolean {
  return unsourced.has(evalCase);
}

/** The warning for a suite whose case returned chunks with no `source` (once per suite). */
export function describeMissingSources(suite: string, caseId: string): string {
  return `ragcheck: suite "${suite}", case "${caseId}" (and maybe others): a returned chunk has no \`source\`, and the corpus has none for its id, so the case's golden { source, contains } refs can match nothing (recall 0). Return each chunk's \`source\` from the app, or give the corpus chunks a \`source\`.`;
}
