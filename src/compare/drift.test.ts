/**
 * The drift check on small synthetic runs (the recorded answers' run and the live app's): which cases are compared,
 * and the verdict it prints. `ragcheck drift` itself, with real Vitest runs, is tested in src/cli/drift.test.ts.
 */
import { describe, expect, test } from 'vitest';
import type { CaseResult } from '../types.js';
import { compareDrift, renderDrift } from './drift.js';
import type { Run } from './read-reports.js';

function simCase(id: string, passed: number, n = 5) {
  const passing = passed === n;
  return {
    schemaVersion: 3,
    suite: 's',
    id,
    question: id,
    tags: [],
    golden: ['doc'],
    answer: 'a',
    verdict: passing ? 'pass' : 'FIX generation (faithfulness)',
    passed: passing,
    known: false,
    status: passing ? 'passed' : 'failed',
    metrics: { contextRecall: 1, faithfulness: 1, unsupported: [], refused: false, k: 3 },
    gates: [{ metric: 'faithfulness', value: 1, threshold: 0.6, op: '>=', passed: true }],
    claims: [],
    judge: { name: 'sim', version: '1' },
    ...(n > 1 ? { trials: { n, passed, passRate: passed / n, metrics: {} } } : {}),
  } as unknown as CaseResult;
}
const runOf = (path: string, cases: CaseResult[]) =>
  ({ path, files: [path], schemaVersion: 3, suites: [{ name: 's' }], cases }) as unknown as Run;
const ids = Array.from({ length: 10 }, (_, i) => `c${i + 1}`);
const run = (path: string, passes: Record<string, number> = {}) =>
  runOf(
    path,
    ids.map((id) => simCase(id, passes[id] ?? 5)),
  );

describe('compareDrift', () => {
  test('a pass count that moved within noise is named, not a drift; the output says so', () => {
    const drift = compareDrift({ recorded: run('r'), live: run('l', { c3: 4 }), unrecorded: [], stale: [] });
    expect(drift.verdict).toBe('within noise');
    expect(drift.changed).toEqual([
      {
        suite: 's',
        id: 'c3',
        change: 'regressed',
        recorded: 'pass (5/5)',
        live: 'FIX generation (faithfulness) (4/5)',
        gating: false,
      },
    ]);
    expect(renderDrift(drift, 'table')).toMatch(/\nno significant drift: 1 case\(s\) changed within noise \(c3\)\n$/);
  });

  test('a case with no recording is left out of both runs and named; a stale recording is compared and said', () => {
    // c1 has no recording: its recorded side is an ERROR, which would otherwise read as a fix.
    const recorded = runOf('r', [
      { ...simCase('c1', 0), verdict: 'ERROR (adapter)' } as CaseResult,
      ...ids.slice(1).map((id) => simCase(id, 5)),
    ]);
    const drift = compareDrift({
      recorded,
      live: run('l', { c2: 0 }),
      unrecorded: [{ case: 'c1', file: 'fixtures/rec/c1.abc.json' }],
      stale: [{ case: 'c2', changed: ['src/app.ts'] }],
    });
    expect(drift.comparison.cases.map((c) => c.id)).not.toContain('c1');
    expect(drift.verdict).toBe('drift');
    expect(drift.comparison.regressedIds).toEqual(['c2']);
    expect(drift.notes).toEqual([
      '1 case(s) have no recording and were not checked (c1), e.g. fixtures/rec/c1.abc.json: record them with npx ragcheck record',
      '1 recording(s) are stale (src/app.ts changed since they were recorded): compared as recorded; npx ragcheck record refreshes them',
    ]);
    const markdown = renderDrift(drift, 'markdown');
    expect(markdown).toMatch(
      /^<!-- ragcheck-drift -->\n## ragcheck: drift of the live app against its recordings\n\n❌ \*\*DRIFT: /,
    );
    expect(markdown).toContain('> 1 case(s) have no recording');
    const json = JSON.parse(renderDrift(drift, 'json'));
    expect(json.drift).toMatchObject({ verdict: 'drift', unrecorded: [{ case: 'c1' }] });
    expect(json.cases.find((c: { id: string }) => c.id === 'c2').change).toBe('regressed');
  });

  test('the same verdicts: no drift', () => {
    const drift = compareDrift({ recorded: run('r'), live: run('l'), unrecorded: [], stale: [] });
    expect(drift).toMatchObject({ verdict: 'none', changed: [] });
    expect(drift.summary).toBe("no drift: every recorded case's live verdict is its recording's (10 cases)");
  });
});
