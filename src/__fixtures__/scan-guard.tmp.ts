import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { scanKeys, scanMentions } from '../numbers/index.js';
import { CLASSIC_RECIPES, recipeArbitrary, render } from './degenerate.js';

const texts: string[] = [];
function walk(dir: string) {
  for (const f of readdirSync(dir)) {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) walk(p);
    else if (p.endsWith('.jsonl') || p.endsWith('.md')) {
      const body = readFileSync(p, 'utf8');
      if (p.endsWith('.md')) {
        texts.push(...body.split('\n\n'));
        continue;
      }
      for (const line of body.split('\n')) {
        if (!line.trim()) continue;
        try {
          const o = JSON.parse(line);
          const visit = (v: unknown) => {
            if (typeof v === 'string') texts.push(v);
            else if (v && typeof v === 'object') Object.values(v).forEach(visit);
          };
          visit(o);
        } catch {}
      }
    }
  }
}
walk('fixtures');
walk('docs');
walk('evals');
const recipes = [...CLASSIC_RECIPES, ...fc.sample(recipeArbitrary, { numRuns: 300, seed: 5 })];
for (const [i, r] of recipes.entries()) texts.push(render(r, 3000 + (i % 7) * 500));
const h = createHash('sha256');
let n = 0;
for (const t of texts) {
  const ms = scanMentions(t);
  n += ms.length;
  h.update(JSON.stringify(ms));
  const keys = new Set<string>();
  scanKeys(t, keys);
  h.update([...keys].sort().join('|'));
}
console.log(texts.length, 'texts', n, 'mentions', h.digest('hex').slice(0, 16));
