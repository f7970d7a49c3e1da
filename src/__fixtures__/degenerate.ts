/**
 * Degenerate model output, generated (fast-check) as a recipe that renders at any size, so the same input can be
 * scored at n and 2n characters: a repetition loop of short tokens ("1." x 40,000), a long run without spaces
 * drawn from a few characters, a count of many distinct numbers ("1. 2. 3. ... 50000."), any of them mixed with
 * normal prose. And the two costs of scoring it, measured
 * in-process: CPU time (`process.cpuUsage`, the least of several runs) and peak heap (V8's GC profiler: the largest
 * heap seen before any collection during the call, or at its end, over the heap at its start).
 */

import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import fc from 'fast-check';

/** Short tokens a looping or degenerate model repeats: digits (ASCII, Arabic-Indic, Devanagari, full-width), dots,
 * dashes, commas, currency signs, combining marks, brackets, a few words, white space. */
export const TOKENS: readonly string[] = [
  ...'0 1 7 9 . .. - -- , : / + % $ € £ ¥ ° ( ) [ ] ^ # ! ? " \' a A v x e k m'.split(' '),
  '١',
  '٣',
  '७',
  '１',
  '\u0301',
  '\u0308',
  '…',
  '–',
  ' ',
  '  ',
  '\n',
  '. ',
  ', ',
  'one ',
  'and ',
  'not ',
  'Yes, ',
  'the ',
  "I don't know. ",
  'v1.',
  '1.2.',
  '$1,',
  '[1]',
  '(1)',
  '【1】',
  '[doc_3]',
  '[policy]',
];

/** Sentences of normal prose mixed into the degenerate text. */
export const PROSE: readonly string[] = [
  'Refunds are issued within 30 days of delivery for unworn items.',
  'Call (555) 123-4567 between 9 am and 5 pm, Monday to Friday.',
  'Version 2.4.1 raised the restocking fee to $5.00 per order.',
  'I am sorry, but the context does not mention the warranty period.',
  'Employees accrue 1.5 days of leave per month, up to 18 days a year.',
  'The office at 4120 Tamsin Ridge Road opens at 08:30.',
];

export type Recipe =
  /** `unit` repeated. */
  | { kind: 'loop'; unit: string; prose: number }
  /** Characters drawn from `alphabet` (none of them white space) by a seeded generator. */
  | { kind: 'run'; alphabet: string[]; seed: number; prose: number }
  /** Many distinct numbers: `from`, `from + 1`, ... each followed by `separator` ("1. 2. 3. ... 50000."). */
  | { kind: 'count'; from: number; separator: string; prose: number };
// `prose`: 0 for none, else a prose sentence after every `prose` characters of degenerate text.

const NO_SPACE = TOKENS.filter((t) => !/\s/.test(t));

export const recipeArbitrary: fc.Arbitrary<Recipe> = fc.oneof(
  fc.record({
    kind: fc.constant('loop' as const),
    unit: fc.array(fc.constantFrom(...TOKENS), { minLength: 1, maxLength: 4 }).map((t) => t.join('')),
    prose: fc.constantFrom(0, 0, 200, 2_000),
  }),
  fc.record({
    kind: fc.constant('run' as const),
    alphabet: fc.uniqueArray(fc.constantFrom(...NO_SPACE), { minLength: 1, maxLength: 5 }),
    seed: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
    prose: fc.constantFrom(0, 0, 500, 5_000),
  }),
  fc.record({
    kind: fc.constant('count' as const),
    from: fc.constantFrom(0, 1, 999, 1_000_000),
    separator: fc
      .array(fc.constantFrom(...TOKENS.filter((t) => !/\d/.test(t))), { minLength: 1, maxLength: 2 })
      .map((t) => t.join('')),
    prose: fc.constantFrom(0, 0, 200, 2_000),
  }),
);

/** The inputs, always tried first: "1." and "1.2.3." loops, and the rest of the classic shapes. */
export const CLASSIC_RECIPES: readonly Recipe[] = [
  { kind: 'loop', unit: '1.', prose: 0 },
  { kind: 'loop', unit: '1.2.3.', prose: 0 },
  { kind: 'loop', unit: '1 ', prose: 0 },
  { kind: 'loop', unit: '.', prose: 0 },
  { kind: 'loop', unit: '. ', prose: 0 },
  { kind: 'loop', unit: 'Yes, ', prose: 0 },
  { kind: 'run', alphabet: ['1', '-', 'A'], seed: 7, prose: 0 },
  { kind: 'loop', unit: '1.', prose: 200 },
  { kind: 'count', from: 1, separator: '. ', prose: 0 },
  // Joins a decline and a value may be cut at, each try reading both sides again (rules 12 once took 12-32 s on
  // 100,000 characters of these): an "and" between values, a Chinese "but" between digits, a checklist of "N/A".
  { kind: 'loop', unit: '1 and ', prose: 0 },
  { kind: 'loop', unit: '1但是', prose: 0 },
  { kind: 'loop', unit: 'a: N/A\n', prose: 0 },
  // White-space runs, which a pattern starting with \s* or [ \t]* re-read from every start (3,000 spaces took 3 s,
  // 100,000 spaces 3.4 s in isRefusal, a run of newlines seconds): spaces, line breaks, and spaces with one word.
  { kind: 'loop', unit: ' ', prose: 0 },
  { kind: 'loop', unit: '\n', prose: 0 },
  { kind: 'loop', unit: ' ', prose: 5000 },
];

/** The recipe at `size` characters (exactly). */
export function render(recipe: Recipe, size: number): string {
  const parts: string[] = [];
  let length = 0;
  let sinceProse = 0;
  let sentence = 0;
  let state = recipe.kind === 'run' ? recipe.seed : recipe.kind === 'count' ? recipe.from : 0;
  while (length < size) {
    if (recipe.prose > 0 && sinceProse >= recipe.prose) {
      const s = ` ${PROSE[sentence++ % PROSE.length]} `;
      parts.push(s);
      length += s.length;
      sinceProse = 0;
      continue;
    }
    let piece: string;
    if (recipe.kind === 'loop') piece = recipe.unit;
    else if (recipe.kind === 'count') piece = `${state++}${recipe.separator}`;
    else {
      // xorshift32: the same seed gives the same run at every size.
      state ^= state << 13;
      state ^= state >>> 17;
      state ^= state << 5;
      piece = recipe.alphabet[(state >>> 0) % recipe.alphabet.length] as string;
    }
    parts.push(piece);
    length += piece.length;
    sinceProse += piece.length;
  }
  return parts.join('').slice(0, size);
}

/** A short readable name of a recipe, for failure messages and tables. */
export function describe(recipe: Recipe): string {
  const prose = recipe.prose > 0 ? ` + prose every ${recipe.prose}` : '';
  if (recipe.kind === 'loop') return `loop ${JSON.stringify(recipe.unit)}${prose}`;
  if (recipe.kind === 'count')
    return `count from ${recipe.from}, ${JSON.stringify(recipe.separator)} after each${prose}`;
  return `run of ${JSON.stringify(recipe.alphabet.join(''))} (seed ${recipe.seed})${prose}`;
}

/**
 * `text` with every line of 24 characters or more (the line cache's floor) and the text itself ending in a word of
 * its own for measurement `i`, so no cache (the scan's last text, the context's line keys, the judge's chunks, the
 * refusal rule's last answer) holds it from an earlier measurement. The word is letters only: it adds no mention.
 */
export function salted(text: string, i: number): string {
  let word = ' zq';
  for (let n = i + 1; n > 0; n = Math.floor(n / 26)) word += String.fromCharCode(97 + (n % 26));
  return text
    .split('\n')
    .map((line) => (line.length >= 24 ? line + word : line))
    .join('\n')
    .concat(word);
}

let collect: (() => void) | undefined;
/** A full garbage collection (exposed at run time: no `--expose-gc` needed). */
export function gc(): void {
  if (!collect) {
    v8.setFlagsFromString('--expose-gc');
    collect = runInNewContext('gc') as () => void;
  }
  collect();
}

/** CPU time of `run()` in ms (user + system of the whole process). */
export function cpuMs(run: () => unknown, options: { collectFirst?: boolean } = {}): number {
  // `collectFirst`: from a collected heap, so a reading pays for collecting its own garbage, not what earlier readings
  // left (npm run bounds: 5 readings of one row in one process spread over 340-626 ms without, 385-451 ms with it).
  if (options.collectFirst) gc();
  const before = process.cpuUsage();
  run();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

/**
 * The machine's speed, read by `npm run bounds`: the CPU milliseconds of a fixed piece of text work that runs no
 * ragcheck code (so a slower scorer cannot slow its own yardstick) and is shaped like a scorer's index: `text` split
 * into words by a Unicode regex, each word an object in a list and a posting under a key of its own (up to 50,000
 * keys, over the 500,000 characters of handbook text `npm run bounds` gives it, so the collector and the memory
 * caches work as they do in a scorer), the keys then sorted. The least of three readings is kept.
 */
export function referenceWorkMs(text: string): number {
  const once = () => {
    const words: { word: string; lower: string; at: number }[] = [];
    const postings = new Map<string, number[]>();
    for (const match of text.matchAll(/[\p{L}\p{N}]+/gu)) {
      const lower = match[0].toLowerCase();
      const key = `${lower}:${words.length % 50_000}`;
      words.push({ word: match[0], lower, at: match.index });
      const list = postings.get(key);
      if (list) list.push(words.length);
      else postings.set(key, [words.length]);
    }
    return [...postings.keys()].sort().length + words.length;
  };
  let least = Number.POSITIVE_INFINITY;
  for (let i = 0; i < 3; i++) least = Math.min(least, cpuMs(once, { collectFirst: true }));
  return least;
}

/** The most a slower machine scales a budget: beyond it the machine is too slow for the gate to mean anything. */
export const MAX_BUDGET_SCALE = 4;

/**
 * The CPU budget on a machine whose reference work read `referenceMs`, for a budget that holds on the reference
 * machine (where it read `referenceMachineMs`): larger in proportion on a slower machine, never smaller, and never
 * more than MAX_BUDGET_SCALE times the budget (a machine that much slower, or that busy, fails the gate instead of
 * loosening it without bound).
 */
export function scaledBudgetMs(budgetMs: number, referenceMs: number, referenceMachineMs: number): number {
  return budgetMs * Math.min(MAX_BUDGET_SCALE, Math.max(1, referenceMs / referenceMachineMs));
}

/** The most heap `run()` held at once, over the heap at its start (after a full collection), in bytes. */
export function peakHeapBytes(run: () => unknown): number {
  gc();
  const profiler = new v8.GCProfiler();
  const start = v8.getHeapStatistics().used_heap_size;
  profiler.start();
  _sink = run(); // kept alive until the heap is read: the result counts
  const end = v8.getHeapStatistics().used_heap_size;
  const { statistics } = profiler.stop();
  _sink = undefined;
  let peak = end;
  for (const gcRun of statistics) peak = Math.max(peak, gcRun.beforeGC.heapStatistics.usedHeapSize);
  return Math.max(0, peak - start);
}
let _sink: unknown;
