/**
 * Progress lines for logs (CI), where no live terminal display shows a long run moving: cases done / total per
 * suite, at most one line per interval, written when a case finishes.
 */

/** How often a progress line may be written, in ms. */
export const PROGRESS_INTERVAL_MS = 5_000;
const SUITES_SHOWN = 8;

export interface ProgressLogOptions {
  /** Where each line goes. */
  write: (line: string) => void;
  /** @default 5000 */
  intervalMs?: number;
  /** The clock, in ms. @default performance.now */
  now?: () => number;
}

export interface ProgressLog {
  /** `count` more cases of `suite` are expected (as they are collected). */
  expect(suite: string, count: number): void;
  /** A case of `suite` finished; writes a line when the interval has passed since the last one (or the start). */
  done(suite: string): void;
}

/** A progress log: nothing for the first interval, so a short run prints no progress at all. */
export function createProgressLog(options: ProgressLogOptions): ProgressLog {
  const intervalMs = options.intervalMs ?? PROGRESS_INTERVAL_MS;
  if (!(intervalMs > 0)) throw new RangeError(`createProgressLog: \`intervalMs\` must be positive (got ${intervalMs})`);
  const now = options.now ?? (() => performance.now());
  const started = now();
  let last = started;
  const suites = new Map<string, { done: number; total: number }>();
  const entry = (suite: string) => {
    let found = suites.get(suite);
    if (!found) {
      found = { done: 0, total: 0 };
      suites.set(suite, found);
    }
    return found;
  };
  const line = (elapsedMs: number) => {
    const all = [...suites.entries()];
    // Unfinished suites first: they are what the line is for.
    const shown = [...all.filter(([, s]) => s.done < s.total), ...all.filter(([, s]) => s.done >= s.total)];
    const parts = shown.slice(0, SUITES_SHOWN).map(([name, s]) => `${name} ${s.done}/${s.total}`);
    if (shown.length > SUITES_SHOWN) parts.push(`${shown.length - SUITES_SHOWN} more suite(s)`);
    const done = all.reduce((n, [, s]) => n + s.done, 0);
    const total = all.reduce((n, [, s]) => n + s.total, 0);
    return `ragcheck progress, ${Math.round(elapsedMs / 1000)} s: ${done}/${total} cases (${parts.join(', ')})`;
  };
  return {
    expect(suite, count) {
      entry(suite).total += count;
    },
    done(suite) {
      const s = entry(suite);
      s.done++;
      // A case that was never announced (a file collected late) still counts towards its suite's total.
      if (s.done > s.total) s.total = s.done;
      const t = now();
      if (t - last < intervalMs) return;
      last = t;
      options.write(line(t - started));
    },
  };
}
