import { scanMentions } from '../numbers/index.js';
import { cpuMs } from './degenerate.js';

scanMentions('1 '.repeat(1000));
let best = Infinity;
for (let i = 0; i < 7; i++) {
  const t = '1 '.repeat(500_000) + i;
  best = Math.min(
    best,
    cpuMs(() => scanMentions(t)),
  );
}
console.log(best.toFixed(0));
