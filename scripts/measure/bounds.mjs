/**
 * The absolute cost budgets of issue 31 (docs/guarantees.md, "Bounded cost"), at the full limits: every scorer of
 * src/__fixtures__/scorers.ts on every generated degenerate input (the classic loops and 12 fast-check recipes from
 * a fixed seed) at 100,000 characters of answer or 1,000,000 of context must finish in at most 1 s of CPU (on the
 * reference machine; scaled by the reading of a fixed piece of work on a slower one, bounds-child.ts) and add
 * at most 200 MB of heap; realistic prose (the heuristic judge, a 100,000-char answer of about 1,000 claims over
 * 1,000,000 chars of handbook text) must cost at most 2.5x its half, and a case deadline must stop it.
 * One child process per scorer, one at a time (a second process on the other core of a 2-core machine raised the
 * CPU readings by up to a quarter), run on the TypeScript sources.
 *
 *   npm run bounds                  every scorer
 *   node scripts/measure/bounds.mjs --only "number scan" --runs 4
 *
 * Options:
 *   --only NAME   scorers whose name contains NAME
 *   --runs N      generated recipes besides the classic ones (default 12)
 *   --cpu-ms N    CPU budget per input on the reference machine (default 1000; scaled on a slower one)
 *   --heap-mb N   heap budget per input (default 200)
 *
 * Exit codes: 0 within budget, 1 over a budget, 2 bad usage.
 */
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseScriptArgs } from './script-args.mjs';

const repo = join(dirname(fileURLToPath(import.meta.url)), '../..');
const REGISTER = join(repo, 'src/__fixtures__/ts-register.mjs');
const CHILD = join(repo, 'src/__fixtures__/bounds-child.ts');

const args = parseScriptArgs(import.meta.url, {
  only: { type: 'string' },
  runs: { type: 'string', default: '12' },
  'cpu-ms': { type: 'string', default: '1000' },
  'heap-mb': { type: 'string', default: '200' },
});

function runChild(mode, name) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', REGISTER, CHILD, mode, name, args.runs, args['cpu-ms']], {
      cwd: repo,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.on('close', (code) =>
      resolve({
        code,
        rows: out
          .split('\n')
          .filter(Boolean)
          .map((l) => JSON.parse(l)),
      }),
    );
  });
}

const { code: listCode, rows: names } = await runChild('list', '-');
if (listCode !== 0) process.exit(1);
const scorers = names.filter((s) => !args.only || s.name.includes(args.only));
// The machine's speed: each scorer process reads it again before scoring, and is held to the budget it gives there.
const { rows: [reference] = [] } = await runChild('reference', '-');
if (reference)
  console.log(
    `reference work: ${reference.referenceMs.toFixed(0)} ms here (${reference.referenceMachineMs} ms on the reference machine): CPU budget ${reference.budgetMs.toFixed(0)} ms`,
  );
const cpuBudget = Number(args['cpu-ms']);
const heapBudget = Number(args['heap-mb']);
let over = 0;
const queue = [...scorers.map((s) => ['scorer', s.name]), ...(args.only ? [] : [['prose', 'heuristic judge']])];
const pad = (s, n) => String(s).padEnd(n);
console.log(`${pad('scorer', 30)} ${pad('input', 58)} ${pad('chars', 9)} ${pad('CPU ms', 8)} heap MB`);
async function worker() {
  for (let job = queue.shift(); job; job = queue.shift()) {
    const { code, rows } = await runChild(job[0], job[1]);
    if (code !== 0) {
      over++;
      console.log(`${job[1]}: the child process failed (exit ${code})`);
    }
    for (const r of rows) {
      // A row read over the budget carries the budget on this machine (the budget scaled by the reference work's
      // reading, bounds-child.ts): that is the one it is held to.
      const bad = r.cpuMs > (r.budgetMs ?? cpuBudget) || r.heapMb > heapBudget || r.ok === false;
      if (bad) over++;
      console.log(
        `${pad(r.scorer, 30)} ${pad(r.input.slice(0, 58), 58)} ${pad(r.chars, 9)} ${pad(r.cpuMs.toFixed(0), 8)} ${r.heapMb.toFixed(0)}${bad ? '  OVER' : ''}${r.budgetMs ? `  (budget here ${r.budgetMs.toFixed(0)} ms: reference work read ${r.referenceMs.toFixed(0)} ms)` : ''}${r.note ? `  ${r.note}` : ''}`,
      );
    }
  }
}
await worker();
console.log(over === 0 ? 'bounds: every row within budget' : `bounds: ${over} over budget`);
process.exit(over === 0 ? 0 : 1);
