import { describe, expect, test } from 'vitest';
import { createProgressLog } from './index.js';

/** A progress log on a fake clock, writing into `lines`. */
function progressLog(intervalMs: number) {
  let t = 1_000;
  const time = { now: () => t, advance: (ms: number) => (t += ms) };
  const lines: string[] = [];
  const log = createProgressLog({ write: (line) => lines.push(line), intervalMs, now: time.now });
  return { time, lines, log };
}

describe('createProgressLog', () => {
  test('writes nothing in the first interval, then at most one line per interval as cases finish', () => {
    const { time, lines, log } = progressLog(5_000);
    log.expect('handbook', 3);
    log.expect('store-policy', 2);
    log.done('store-policy');
    time.advance(4_999);
    log.done('store-policy');
    expect(lines).toEqual([]);
    time.advance(1);
    log.done('handbook');
    expect(lines).toEqual(['ragcheck progress, 5 s: 3/5 cases (handbook 1/3, store-policy 2/2)']);
    time.advance(3_000);
    log.done('handbook');
    expect(lines).toHaveLength(1);
    // Nothing finishes for a while: no line; the next case to finish writes one.
    time.advance(20_000);
    expect(lines).toHaveLength(1);
    log.done('handbook');
    expect(lines[1]).toBe('ragcheck progress, 28 s: 5/5 cases (handbook 3/3, store-policy 2/2)');
  });

  test('adds up a suite collected in several files, lists unfinished suites first, and caps the list', () => {
    const { time, lines, log } = progressLog(10);
    log.expect('big', 100);
    log.expect('big', 150);
    for (let i = 1; i <= 9; i++) log.expect(`s${i}`, 1);
    log.done('s1');
    time.advance(10);
    log.done('big');
    expect(lines).toEqual([
      'ragcheck progress, 0 s: 2/259 cases (big 1/250, s2 0/1, s3 0/1, s4 0/1, s5 0/1, s6 0/1, s7 0/1, s8 0/1, 2 more suite(s))',
    ]);
  });

  test('counts a case it was not told about, and refuses an interval that is not positive', () => {
    const { time, lines, log } = progressLog(1);
    time.advance(1);
    log.done('late');
    expect(lines).toEqual(['ragcheck progress, 0 s: 1/1 cases (late 1/1)']);
    expect(() => createProgressLog({ write: () => {}, intervalMs: 0 })).toThrow(/`intervalMs` must be positive/);
  });
});
