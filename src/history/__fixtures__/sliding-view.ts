/**
 * A history view as the history reader would build it from 12 runs of an app whose pass rate slides by 0.03 a run:
 * one suite with a gated metric that crosses its threshold and one flagged run, a second suite that joined at run 5,
 * and texts holding markup (a suite name, a note, a source), for the HTML page's unit and browser tests.
 */
import type { HistoryView } from '../view.js';

/** The view: `runs` 12 long; suite 0 slides and has a flagged run at index 9; suite 1 ran from index 4 on. */
export function slidingHistoryView(count = 12): HistoryView {
  const runs = Array.from({ length: count }, (_, i) => {
    const commit = `${(0xa1b2c3d + i * 0x111).toString(16)}${'0'.repeat(33)}`;
    return {
      label: commit.slice(0, 7),
      source: `artifact ${4100 + i} (ragcheck-report) <main>`,
      commit,
      branch: 'main',
      date: `2026-11-${String(i + 1).padStart(2, '0')}T09:00:00Z`,
    };
  });
  const slide = (start: number, step: number) => runs.map((_, i) => Math.round((start - step * i) * 1000) / 1000);
  const faithfulness: Array<number | null> = slide(0.86, 0.02);
  if (count > 2) faithfulness[2] = null;
  return {
    runs,
    suites: [
      {
        suite: 'support <faq> & "refunds"',
        present: runs.map((_, i) => i),
        metrics: [
          { name: 'faithfulness', values: faithfulness, threshold: 0.7 },
          { name: 'passRate', values: slide(0.95, 0.03) },
        ],
        flaggedRuns: count > 9 ? [9] : [],
        trend: { description: 'trend: last 4 runs below the first 4', pValue: 0.0004, alpha: 0.05, flagged: true },
        lastPair: { description: 'last two runs: 11 -> 12', pValue: 0.31, alpha: 0.05, flagged: false },
      },
      {
        suite: 'search',
        present: runs.map((_, i) => i).filter((i) => i >= 4),
        metrics: [{ name: 'passRate', values: runs.map((_, i) => (i >= 4 ? 0.9 : null)) }],
        flaggedRuns: [],
        trend: undefined,
        lastPair: { description: 'last two runs: 11 -> 12', pValue: 1, alpha: 0.05, flagged: false },
      },
    ],
    notes: [
      "artifact 4099 (run 77, 2026-10-31): artifact expired: the run's figures are lost unless kept in a JSONL history <script>alert(1)</script>",
    ],
  };
}
