import { setFlagsFromString } from 'node:v8';
import { ConfigError } from '../../errors.js';
import { parseWholeNumber } from '../../option-checks.js';

let limited = false;

/**
 * Lets this process's heap at most double between full collections (V8 otherwise grows it up to 4x when collections
 * are quick). Scoring makes garbage at a steady rate while little of it survives, so without this a long run's
 * worker holds several times its live heap (measured in docs/research/benchmarks.md).
 * Called by the suites, so in the workers only, once per worker.
 * `RAGCHECK_HEAP_GROWTH=<percent>` sets another bound, `0` leaves V8's default.
 */
export function limitHeapGrowth(env: NodeJS.ProcessEnv = process.env): void {
  if (limited) return;
  const raw = env.RAGCHECK_HEAP_GROWTH?.trim() || '100';
  const percent = parseWholeNumber(raw);
  if (percent === undefined) {
    throw new ConfigError(
      `RAGCHECK_HEAP_GROWTH=${JSON.stringify(raw)} is not valid: use a whole percentage such as 100, or 0 for V8's default.`,
    );
  }
  limited = true;
  if (percent > 0) setFlagsFromString(`--heap-growing-percent=${percent}`);
}
