/**
 * Comparing mentions by their keys: whether a context states an answer's mention, and whether two mentions state the
 * same value (for keywords). Both work on the keys of {@link Mention}, so a context is indexed once into a set.
 */

import { checkDeadline, createBoundedCache } from '../text/index.js';
import type { Mention } from './mention.js';
import { scanKeys } from './scan.js';

/** Every key the mentions offer. */
export function indexMentions(mentions: Iterable<Mention>): Set<string> {
  const keys = new Set<string>();
  for (const m of mentions) for (const key of m.keys) keys.add(key);
  return keys;
}

// A RAG app retrieves from one corpus, so the same chunks come back for many questions: each line's keys are kept.
// Each of the cache's two generations holds half the budget, so twice the judge's chunk cache (12,000 chunks,
// 4,000,000 characters) keeps as many lines as the judge keeps chunks: a smaller cache scans a large corpus's lines
// again and again (the measurement: docs/research/benchmarks.md).
const LINES = createBoundedCache<ReadonlySet<string>>(24_000, 8_000_000);
const CACHED_FROM = 24;

/**
 * The keys a context's mentions offer: the same as `indexMentions(scanMentions(context))`, computed line by line
 * (no mention spans a line break) by `scanKeys`, which keeps no mention, each line's keys cached. With `wanted`
 * (the keys a caller will ask about), the set may hold only those of them the context offers: a line over
 * {@link LONG_LINE} characters is scanned for them alone and not cached, and lines' keys are merged only when
 * wanted. Read-only: it may be the cache's own set.
 */
export function contextKeys(context: string, wanted?: ReadonlySet<string>): ReadonlySet<string> {
  const newline = context.indexOf('\n');
  if (newline < 0) return lineKeys(context, false, wanted);
  const keys = new Set<string>();
  let from = 0;
  for (let to = newline; ; to = context.indexOf('\n', from)) {
    for (const key of lineKeys(context.slice(from, to < 0 ? context.length : to), true, wanted)) {
      if (wanted === undefined || wanted.has(key)) keys.add(key);
    }
    if (to < 0) return keys;
    from = to + 1;
  }
}

/**
 * A line longer than this is no corpus chunk's line but model output or a dump ("1 2 3 ..." x 150,000 distinct
 * numbers): with `wanted`, it is scanned for the wanted keys alone, so its keys never fill a set of their own.
 */
export const LONG_LINE = 65_536;

/**
 * One line's keys. A line `sliced` out of a context is cached as a copy: the slice would keep the whole context
 * alive, and charged that, the cache would hold a third of the lines of a three-chunk context (each chunk a line).
 */
function lineKeys(line: string, sliced: boolean, wanted: ReadonlySet<string> | undefined): ReadonlySet<string> {
  checkDeadline(line.length);
  if (line.length < CACHED_FROM) return keysOf(line);
  let keys = LINES.get(line);
  if (keys !== undefined) return keys;
  if (wanted !== undefined && line.length > LONG_LINE) return keysOf(line, wanted);
  keys = keysOf(line);
  LINES.set(sliced ? Buffer.from(line, 'utf16le').toString('utf16le') : line, keys);
  return keys;
}

function keysOf(line: string, wanted?: ReadonlySet<string>): Set<string> {
  const keys = new Set<string>();
  scanKeys(line, keys, wanted);
  return keys;
}

/**
 * Whether `keys` (a context's) state `mention` (an answer's): the same value in an equal form, or leniently a
 * bare number for a quantity (a context saying "30 days" only states "30" and "30 days", not "30 minutes").
 */
export function isMentionIn(mention: Mention, keys: ReadonlySet<string>): boolean {
  for (const key of mention.wants) if (keys.has(key)) return true;
  for (const key of mention.alsoWants) if (keys.has(key)) return true;
  return mention.alsoWantsAll?.some((group) => group.every((key) => keys.has(key))) ?? false;
}

/**
 * Whether `actual` states what `expected` states, exactly ("30-day" for "30 days", "17:00" for "5 pm", "50%" for
 * "half"); a bare number does not state a quantity ("30" is not "30 days"), but a quantity states its number.
 */
export function mentionsMatch(expected: Mention, actual: Mention): boolean {
  if (expected.wants.some((key) => actual.keys.includes(key))) return true;
  const specific = actual.kind !== 'number' || actual.units.length > 0 || expected.units.length === 0;
  return specific && actual.wants.some((key) => expected.keys.includes(key));
}
