/**
 * One process of `npm run bounds` (scripts/measure/bounds.mjs): `list` prints the scorers; `reference - - CPU_MS` the
 * reference work's reading and the CPU budget it gives on this machine; `scorer NAME RUNS CPU_MS`
 * scores every degenerate input at the full limits with that scorer (a CPU reading over the budget here is measured twice
 * more and the least kept); `prose -` measures the heuristic judge on realistic prose. One JSON line per
 * measurement on stdout.
 */

import fc from 'fast-check';
import type { RagAdapter } from '../adapter/index.js';
import { evaluateCase } from '../evaluate/index.js';
import { createHeuristicJudge, judgeHeuristically } from '../judge/index.js';
import {
  CLASSIC_RECIPES,
  cpuMs,
  describe,
  peakHeapBytes,
  recipeArbitrary,
  referenceWorkMs,
  render,
  salted,
  scaledBudgetMs,
} from './degenerate.js';
import { handbookProse } from './handbook-prose.js';
import { SCORERS } from './scorers.js';

const LIMITS = { answer: 100_000, context: 1_000_000 };
const SEED = 31;
const [mode, name, runs, cpuBudget] = process.argv.slice(2);
/** Each reading from a collected heap (`cpuMs`). */
const COLLECTED = { collectFirst: true };
/** The budget `npm run bounds` checks (its `--cpu-ms`), on the reference machine: a reading over it is measured again. */
const CPU_BUDGET_MS = Number(cpuBudget ?? 1_000);
/**
 * `referenceWorkMs` over 500,000 characters of handbook text on the reference machine (an idle 2-core machine of this
 * farm, Node 24), read at the start of a process as `budgetNow` reads it. The CPU budget holds there; a machine whose
 * reading of the same work is slower (a slower CPU, or a core shared with another process) gets a budget larger in
 * proportion, and a faster one keeps the budget: the gate is a ratio to work measured in the same process, not a time
 * that depends on the machine CI lands on.
 */
const REFERENCE_WORK_MS = 84;
/**
 * The CPU budget on this machine: the budget scaled by the reference work's reading, never below the budget. Read
 * once, before the scorer runs: the scorer's caches, once filled, make every later collection (and so the reading)
 * slower.
 */
function budgetNow(): { budgetMs: number; referenceMs: number; referenceMachineMs: number } {
  const referenceMs = referenceWorkMs(handbookProse(LIMITS.context / 2, 7));
  return {
    budgetMs: scaledBudgetMs(CPU_BUDGET_MS, referenceMs, REFERENCE_WORK_MS),
    referenceMs,
    referenceMachineMs: REFERENCE_WORK_MS,
  };
}

const print = (row: object) => process.stdout.write(`${JSON.stringify(row)}\n`);
const mb = (bytes: number) => bytes / 2 ** 20;

if (mode === 'list') {
  for (const s of SCORERS) print({ name: s.name, role: s.role });
} else if (mode === 'reference') {
  print(budgetNow());
} else if (mode === 'scorer') {
  const scorer = SCORERS.find((s) => s.name === name);
  if (!scorer) throw new Error(`no scorer named ${name}`);
  const recipes = [...CLASSIC_RECIPES, ...fc.sample(recipeArbitrary, { numRuns: Number(runs), seed: SEED })];
  const budget = budgetNow();
  scorer.run(render(CLASSIC_RECIPES[0]!, 2_000)); // loads what the scorer loads lazily (word lists, vocabularies)
  let salt = 0;
  for (const recipe of recipes) {
    const text = salted(render(recipe, LIMITS[scorer.role] - 8), salt++);
    let cpu = cpuMs(() => scorer.run(text), COLLECTED);
    // Over the budget on this machine: measured twice more (each time with a word of its own, so no cache helps),
    // keeping the least. A burst of load on a shared machine inflates one
    // reading; a scorer that really costs more than the budget costs it every time.
    for (let again = 0; again < 2 && cpu > budget.budgetMs; again++) {
      const other = salted(text, salt++);
      cpu = Math.min(
        cpu,
        cpuMs(() => scorer.run(other), COLLECTED),
      );
    }
    const heap = peakHeapBytes(() => scorer.run(salted(text, salt++)));
    print({
      scorer: scorer.name,
      input: describe(recipe),
      chars: text.length,
      cpuMs: cpu,
      heapMb: mb(heap),
      ...(cpu > CPU_BUDGET_MS && { budgetMs: budget.budgetMs, referenceMs: budget.referenceMs }),
    });
  }
} else if (mode === 'prose') {
  // Handbook text: the fixture's chunks, repeated with their numbers shifted so no two sentences are the same.
  const context = handbookProse(LIMITS.context, 0);
  const answer = handbookProse(LIMITS.answer, 3);
  const claims = answer.split(/[.!?]\s/).length;
  const run = (a: string, c: string) =>
    judgeHeuristically({
      question: 'What does the handbook say?',
      answer: a,
      contexts: [{ id: 'h', text: c }],
    });
  // Half the size from other rounds (other numbers): no line or chunk the full run reads is cached by the half.
  const halfAnswer = handbookProse(LIMITS.answer / 2, 1_003);
  const halfContext = handbookProse(LIMITS.context / 2, 1_000);
  const half = cpuMs(() => run(halfAnswer, halfContext));
  const full = cpuMs(() => run(answer, context));
  const growth = full / half;
  print({
    scorer: 'heuristic judge',
    input: `handbook prose, ~${claims} claims; growth from half ${growth.toFixed(2)}x`,
    chars: answer.length + context.length,
    cpuMs: 0,
    heapMb: 0,
    ok: growth <= 2.5,
    note: `CPU ${half.toFixed(0)} ms at half, ${full.toFixed(0)} ms at the full limits (linear: at most 2.5x)`,
  });
  // The case deadline stops it: a 200 ms case is ERROR (judge), stopped inside the scoring.
  const app: RagAdapter = {
    name: 'prose',
    ask: async () => ({ answer, contexts: [{ id: 'h', text: ` ${context.slice(1)}` }] }),
  };
  const started = performance.now();
  const result = await evaluateCase({ id: 'prose', question: 'Q?', golden: ['h'] }, app, createHeuristicJudge(), {
    timeoutMs: 200,
  });
  const took = performance.now() - started;
  print({
    scorer: 'heuristic judge',
    input: 'handbook prose under timeoutMs 200',
    chars: answer.length + context.length,
    cpuMs: 0,
    heapMb: 0,
    ok: result.verdict === 'ERROR (judge)' && took < full / 2,
    note: `${result.verdict} after ${took.toFixed(0)} ms: ${result.error?.message ?? ''}`,
  });
}
