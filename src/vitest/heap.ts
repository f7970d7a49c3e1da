import { setFlagsFromString } from 'node:v8';

let limited = false;

/**
 * Lets this process's heap at most double between full collections (V8 otherwise grows it up to 4x when collections
 * are quick). Scoring makes garbage at a steady rate while little of it survives, so without this a long run's
 * worker holds several times its live heap (measured in docs/research/benchmarks.md, issue 15).
 * Called by the suites, so in the workers only, once per worker.
 * `RAGCHECK_HEAP_GROWTH=<percent>` sets another bound, `0` leaves V8's default.
 */
export function limitHeapGrowth(env: NodeJS.ProcessEnv = process.env): void {
  if (limited) return;
  limited = true;
  const percent = env.RAGCHECK_HEAP_GROWTH?.trim() || '100';
  if (/^[1-9]\d*$/.test(percent)) setFlagsFromString(`--heap-growing-percent=${percent}`);
}
