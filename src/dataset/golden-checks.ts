/**
 * Checks of a case's golden list as a whole: no entry twice, and (with a corpus) every entry can hold a chunk of
 * its own, since the retrieval metrics match golden entries to chunks one to one.
 */
import type { DatasetIssue } from '../errors.js';
import { goldenKey, matchesGolden, matchGolden } from '../metrics/index.js';
import type { Chunk, EvalCase, GoldenRef } from '../types.js';
import type { CorpusIndex } from './corpus-refs.js';
import type { SourceRecord } from './records.js';
import { issueAt } from './zod-issues.js';

const MAX_NAMED = 3;

function describe(ref: GoldenRef): string {
  return typeof ref === 'string'
    ? `the chunk id ${JSON.stringify(ref)}`
    : `{ "source": ${JSON.stringify(ref.source)}, "contains": ${JSON.stringify(ref.contains)} }`;
}

/** Pushes an issue for each golden entry that repeats an earlier one; returns whether there was any. */
function checkRepeats(record: SourceRecord, golden: readonly GoldenRef[], issues: DatasetIssue[]): boolean {
  const first = new Map<string, number>();
  let repeated = false;
  golden.forEach((ref, i) => {
    const key = goldenKey(ref);
    const earlier = first.get(key);
    if (earlier === undefined) {
      first.set(key, i);
      return;
    }
    repeated = true;
    const fix =
      typeof ref === 'string'
        ? 'a golden chunk counts once. Remove the repeat.'
        : 'a golden passage counts once. Remove the repeat, or quote a passage of the other chunk you meant in "contains".';
    issues.push(issueAt(record, ['golden', i], `repeats "golden[${earlier}]" (${describe(ref)}): ${fix}`));
  });
  return repeated;
}

/** The corpus chunks `ref` can match. */
function candidatesOf(ref: GoldenRef, index: CorpusIndex): readonly Chunk[] {
  if (typeof ref === 'string') {
    const chunk = index.ids.get(ref);
    return chunk ? [chunk] : [];
  }
  return (index.bySource.get(ref.source) ?? []).filter((chunk) => matchesGolden(ref, chunk));
}

/**
 * Pushes an issue for a golden entry that can never hold a chunk of its own because the only chunks it matches
 * are needed by other entries (two refs quoting the same single chunk, an id and a ref of that chunk): such a case
 * could never reach recall 1.
 */
function checkReachable(
  record: SourceRecord,
  golden: readonly GoldenRef[],
  index: CorpusIndex,
  issues: DatasetIssue[],
): void {
  const candidates = golden.map((ref) => candidatesOf(ref, index));
  if (candidates.some((list) => list.length === 0)) return; // already reported as not in the corpus
  const chunks = [...new Map(candidates.flat().map((chunk) => [chunk.id, chunk])).values()];
  const { assigned } = matchGolden(golden, chunks);
  const holder = new Map(chunks.map((chunk, rank) => [chunk.id, assigned[rank]!]));
  const held = new Set(assigned);
  golden.forEach((ref, i) => {
    if (held.has(i)) return;
    const taken = candidates[i]!.slice(0, MAX_NAMED).map(
      (chunk) => `chunk ${JSON.stringify(chunk.id)} (held by "golden[${holder.get(chunk.id)}]")`,
    );
    const more = candidates[i]!.length > MAX_NAMED ? ` and ${candidates[i]!.length - MAX_NAMED} more` : '';
    issues.push(
      issueAt(
        record,
        ['golden', i],
        `is ${describe(ref)}, which only matches ${taken.join(', ')}${more}, all needed by other golden entries. Each golden entry stands for a different chunk, so recall could never reach 1: merge the entries that point at the same chunk into one.`,
      ),
    );
  });
}

/** Pushes an issue for each repeated golden entry and, with a corpus, for each entry that can hold no chunk of its own. */
export function checkGoldenEntries(
  record: SourceRecord,
  data: EvalCase,
  index: CorpusIndex | undefined,
  issues: DatasetIssue[],
): void {
  const repeated = checkRepeats(record, data.golden, issues);
  if (repeated || !index || data.golden.every((ref) => typeof ref === 'string')) return;
  checkReachable(record, data.golden, index, issues);
}
