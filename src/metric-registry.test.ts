import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { COMPARED_METRICS } from './compare/compare.js';
import { BASELINE_METRICS } from './evaluate/baseline.js';
import { buildGates, decideVerdict, RETRIEVAL_GATES } from './evaluate/diagnose.js';
import { resolveThresholds } from './evaluate/thresholds.js';
import { exceeds, METRIC_KEYS, METRICS, meetsThreshold, metricDocRow } from './metric-registry.js';
import { DEFAULT_THRESHOLDS, type Metrics, SCORE_METRICS, THRESHOLD_KEYS } from './types.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

describe('the threshold comparison', () => {
  test('a value reaches its threshold up to rounding, never from below, never as null', () => {
    expect(meetsThreshold(0.1 + 0.2, 0.3)).toBe(true);
    expect(meetsThreshold(2 / 3, 1 - 1 / 3)).toBe(true);
    expect(meetsThreshold(0.6 - 1e-6, 0.6)).toBe(false);
    expect(meetsThreshold(null, 0)).toBe(false);
  });
  test('a rise is more than rounding', () => {
    expect(exceeds(0.3, 0.1 + 0.2)).toBe(false);
    expect(exceeds(0.3001, 0.3)).toBe(true);
  });
});

describe('the metric registry', () => {
  test('every metric list derives from it, in its order', () => {
    expect(THRESHOLD_KEYS).toEqual(METRIC_KEYS);
    expect(SCORE_METRICS).toEqual(METRIC_KEYS);
    expect(BASELINE_METRICS).toEqual([...METRIC_KEYS, 'passRate']);
    expect([...RETRIEVAL_GATES]).toEqual(METRICS.filter((m) => m.kind === 'retrieval').map((m) => m.key));
    const compared = COMPARED_METRICS.filter((m) => m.score).map((m) => m.key);
    expect(compared).toEqual(METRICS.filter((m) => m.compared).map((m) => m.key));
    expect(DEFAULT_THRESHOLDS).toEqual({ contextRecall: 0.99, faithfulness: 0.6, keywordCoverage: 0.5 });
  });

  test('a metric that gates only when set gates once a threshold is given, with its kind deciding the verdict', () => {
    const metrics: Metrics = {
      contextRecall: 1,
      faithfulness: 1,
      unsupported: [],
      refused: false,
      hitAtK: 1,
      recallAtK: 1,
      precisionAtK: 0.2,
      reciprocalRank: 1,
      ndcgAtK: 1,
      correctness: null,
      citationValidity: 1,
      citationSupport: 0.5,
      k: 3,
    } as Metrics;
    const thresholds = resolveThresholds({});
    const context = { outOfScope: false, hasKeywords: false };
    const without = buildGates(metrics, thresholds, { ...context, explicit: {} });
    expect(without.map((g) => g.metric)).not.toContain('citationSupport');
    for (const [key, verdict] of [
      ['citationSupport', 'FIX generation (citation)'],
      ['precisionAtK', 'FIX retrieval'],
    ] as const) {
      const gates = buildGates(metrics, thresholds, { ...context, explicit: { [key]: 0.8 } });
      expect(gates.find((g) => g.metric === key)?.passed).toBe(false);
      expect(decideVerdict({ gates, metrics, outOfScope: false, judgeFailed: false, thresholds })).toBe(verdict);
    }
  });

  test("docs/verdicts.md's Gates table has one row per metric, as the registry declares it", () => {
    const page = readFileSync(join(root, 'docs/verdicts.md'), 'utf8');
    const table = page.slice(page.indexOf('| gate | default |'));
    const rows = table.slice(0, table.indexOf('\n\n')).split('\n');
    const metricRows = rows.filter((r) => /^\| `[a-zA-Z]+` \|/.test(r) && !r.startsWith('| `unsupported`'));
    expect(metricRows).toEqual(METRICS.map(metricDocRow));
  });
});
