/**
 * Fault class: model output that degenerates into a repetition loop ("1." x 40,000), a long run without spaces or a
 * count of distinct numbers ("1. 2. 3. ... 50000."), alone or mixed with prose (what a looping model returns). Guarantee: every scorer
 * (src/__fixtures__/scorers.ts) costs time and memory linear in its input: doubling a generated degenerate input at
 * most 2.5x its CPU time and its peak heap. This test checks that growth, never a wall time; `npm run bounds`
 * (scripts/measure/bounds.mjs, in CI) checks the absolute budgets at the full limits.
 *
 * Robust on a loaded machine: CPU time is the process's own (`process.cpuUsage`), the least of several runs, the
 * two sizes measured in turn; a ratio over 2.5 is measured again, then checked one doubling up (a cost that grows
 * faster than linear grows as fast there; warm-up and uncollected young-generation garbage do not; the same for the
 * peak heap), before it fails; CPU under 40 ms at the larger size
 * is too small to compare. A scan's caches are defeated by a word of its own per run (`salted`).
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  CLASSIC_RECIPES,
  cpuMs,
  describe as describeRecipe,
  MAX_BUDGET_SCALE,
  peakHeapBytes,
  type Recipe,
  recipeArbitrary,
  referenceWorkMs,
  render,
  salted,
  scaledBudgetMs,
} from '../__fixtures__/degenerate.js';
import { type Role, SCORERS, type Scorer } from '../__fixtures__/scorers.js';

/** The two sizes per role: big enough that a quadratic cost shows, small enough for `npm test`. */
const SIZES: Record<Role, readonly [number, number]> = { answer: [8_000, 16_000], context: [25_000, 50_000] };
const MAX_GROWTH = 2.5;
const CPU_FLOOR_MS = 40;
// The young generation fills up to 16 MB before V8 collects it, so a peak reads up to that much garbage too.
const HEAP_SLACK = 24 * 2 ** 20;
const RUNS = 3;

let salt = 0;

interface Growth {
  cpu: [number, number];
  heap: [number, number];
}

/** The least CPU time of `runs` runs at each size, measured in turn. */
function cpuAtSizes(scorer: Scorer, texts: readonly [string, string], runs: number): [number, number] {
  const best: [number, number] = [Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY];
  for (let r = 0; r < runs; r++) {
    for (const i of [0, 1] as const) {
      const text = salted(texts[i], salt++);
      best[i] = Math.min(
        best[i],
        cpuMs(() => scorer.run(text)),
      );
    }
  }
  return best;
}

function measure(scorer: Scorer, recipe: Recipe, sizes: readonly [number, number]): Growth {
  const texts = sizes.map((n) => render(recipe, n)) as [string, string];
  let cpu = cpuAtSizes(scorer, texts, RUNS);
  // A burst of load on a shared machine: measure again, keeping the least of all runs.
  for (let again = 0; again < 2 && cpu[1] > CPU_FLOOR_MS && cpu[1] > MAX_GROWTH * cpu[0]; again++) {
    const more = cpuAtSizes(scorer, texts, RUNS + 2);
    cpu = [Math.min(cpu[0], more[0]), Math.min(cpu[1], more[1])];
  }
  const heap = texts.map((t) => {
    const text = salted(t, salt++);
    return peakHeapBytes(() => scorer.run(text));
  }) as [number, number];
  return { cpu, heap };
}

/** Throws at the first scorer whose cost grows faster (the others may be as slow: one failure is enough). */
function checkGrowth(recipe: Recipe): void {
  for (const scorer of SCORERS) {
    const failures: string[] = [];
    let [n, n2] = SIZES[scorer.role];
    let { cpu, heap } = measure(scorer, recipe, [n, n2]);
    const cpuGrew = () => cpu[1] > CPU_FLOOR_MS && cpu[1] > MAX_GROWTH * cpu[0];
    const heapGrew = () => heap[1] > MAX_GROWTH * heap[0] + HEAP_SLACK;
    // A first doubling can read warm-up (JIT) or a young generation that was not collected yet (a peak of 0.4 MB at
    // one size, 34 MB at the next, 35 MB at the one after) as growth: a cost that really grows faster than linear
    // grows as fast at the next doubling too, so a ratio over the bound is checked again one doubling up, and that
    // pair decides.
    if (cpuGrew() || heapGrew()) {
      [n, n2] = [n2, 2 * n2];
      ({ cpu, heap } = measure(scorer, recipe, [n, n2]));
    }
    if (cpuGrew()) {
      failures.push(`${scorer.name}: CPU ${cpu[0].toFixed(1)} ms at ${n} chars, ${cpu[1].toFixed(1)} ms at ${n2}`);
    }
    if (heapGrew()) {
      const mb = (b: number) => (b / 2 ** 20).toFixed(1);
      failures.push(`${scorer.name}: peak heap ${mb(heap[0])} MB at ${n} chars, ${mb(heap[1])} MB at ${n2}`);
    }
    if (failures.length > 0) throw new Error(`${describeRecipe(recipe)}: doubling it grew\n  ${failures.join('\n  ')}`);
  }
}

describe('degenerate model output', () => {
  test('doubling a degenerate input at most 2.5x the CPU time and peak heap of every scorer', {
    timeout: 240_000,
  }, () => {
    fc.assert(
      fc.property(recipeArbitrary, (recipe) => checkGrowth(recipe)),
      { numRuns: CLASSIC_RECIPES.length + 4, examples: CLASSIC_RECIPES.map((r) => [r]), endOnFailure: true },
    );
  });

  test('the recipes render the degenerate text they name, at exactly the size asked', () => {
    expect(render({ kind: 'loop', unit: '1.', prose: 0 }, 7)).toBe('1.1.1.1');
    const run = render({ kind: 'run', alphabet: ['1', '-', 'A'], seed: 7, prose: 0 }, 1_000);
    expect(run).toMatch(/^[1A-]{1000}$/);
    expect(new Set(run).size).toBe(3);
    expect(render({ kind: 'run', alphabet: ['1', '-', 'A'], seed: 7, prose: 0 }, 2_000).startsWith(run)).toBe(true);
    const mixed = render({ kind: 'loop', unit: '1.', prose: 200 }, 5_000);
    expect(mixed).toHaveLength(5_000);
    expect(mixed).toContain(' Refunds are issued within 30 days of delivery for unworn items. 1.1.');
    expect(salted('a\nbbbbbbbbbbbbbbbbbbbbbbbbbbbbb', 0)).toBe('a\nbbbbbbbbbbbbbbbbbbbbbbbbbbbbb zqb zqb');
    expect(render({ kind: 'count', from: 1, separator: '. ', prose: 0 }, 16)).toBe('1. 2. 3. 4. 5. 6');
    const count = render({ kind: 'count', from: 998, separator: ', ', prose: 0 }, 20_000).split(', ');
    expect(count.slice(0, 3)).toEqual(['998', '999', '1000']);
    expect(new Set(count).size).toBe(count.length); // every number distinct
  });

  test('npm run bounds holds a slower machine to a budget larger in proportion, a faster one to the budget itself', () => {
    expect(scaledBudgetMs(1_000, 84, 84)).toBe(1_000);
    expect(scaledBudgetMs(1_000, 168, 84)).toBe(2_000);
    expect(scaledBudgetMs(1_000, 126, 84)).toBe(1_500);
    expect(scaledBudgetMs(1_000, 42, 84)).toBe(1_000);
    expect(scaledBudgetMs(300, 21, 84)).toBe(300);
    // never more than MAX_BUDGET_SCALE times: a machine ten times slower fails the gate rather than loosening it
    expect(scaledBudgetMs(1_000, 840, 84)).toBe(1_000 * MAX_BUDGET_SCALE);
  });

  test('the reference work reads more CPU for more text (it measures the machine, not a constant)', () => {
    const text = render({ kind: 'loop', unit: 'Refunds take 30 days. ', prose: 0 }, 20_000);
    const small = referenceWorkMs(text);
    const large = referenceWorkMs(text.repeat(20));
    expect(small).toBeGreaterThanOrEqual(0);
    expect(large).toBeGreaterThan(small);
  });

  test('every scorer is listed with a role', () => {
    expect(SCORERS.length).toBeGreaterThanOrEqual(12);
    expect(new Set(SCORERS.map((s) => s.name)).size).toBe(SCORERS.length);
  });
});
