import fc from 'fast-check';
import { CLASSIC_RECIPES, cpuMs, describe, recipeArbitrary, render, salted } from './degenerate.js';
import { SCORERS } from './scorers.js';

const only = process.argv[2] ?? 'heuristic judge (context)';
const s = SCORERS.find((x) => x.name === only)!;
const recipes = [...CLASSIC_RECIPES, ...fc.sample(recipeArbitrary, { numRuns: 12, seed: 31 })];
s.run(render(CLASSIC_RECIPES[0]!, 2000));
let salt = 100;
let total = 0;
for (const r of recipes) {
  const text = render(r, 1_000_000 - 8);
  let best = Infinity;
  for (let i = 0; i < 3; i++) {
    const t = salted(text, salt++);
    best = Math.min(
      best,
      cpuMs(() => s.run(t)),
    );
  }
  total += best;
  if (best > 150) console.log(best.toFixed(0).padStart(6), describe(r));
}
console.log('total', total.toFixed(0));
