/**
 * The number/code scan against the equivalence table of docs/numbers.md: table rows in fixtures/probes (six domains; "equal"
 * rows must pass, "different" rows must be flagged with exactly these tokens), then the examples users reported.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { unsupportedTokens } from './unsupported.js';

interface ScanProbe {
  id: string;
  side: 'equal' | 'different';
  rule: string;
  answer: string;
  context: string;
  unsupported: string[];
}

const loadProbes = (name: string): ScanProbe[] =>
  readFileSync(new URL(`../../fixtures/probes/${name}`, import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as ScanProbe);

const table = loadProbes('number-scan.jsonl');
const rows = (side: ScanProbe['side']) =>
  table.filter((r) => r.side === side).map((r) => [`${r.id} ${r.rule}: ${r.answer}`, r] as const);

describe('the equivalence table', () => {
  test('has at least 120 rows over six domains, both sides', () => {
    expect(table.length).toBeGreaterThanOrEqual(120);
    expect(new Set(table.map((r) => r.id)).size).toBe(table.length);
    expect(new Set(table.map((r) => r.id.split('-')[0]))).toEqual(
      new Set(['shipping', 'hr', 'travel', 'medical', 'finance', 'software']),
    );
    expect(rows('equal').length).toBeGreaterThan(50);
    expect(rows('different').length).toBeGreaterThan(50);
  });

  test.for(rows('equal'))('equal forms pass: %s', ([, r]) => {
    expect(unsupportedTokens(r.answer, r.context)).toEqual([]);
  });

  test.for(rows('different'))('a different value is flagged: %s', ([, r]) => {
    expect(unsupportedTokens(r.answer, r.context)).toEqual(r.unsupported);
  });
});

describe('the reported examples', () => {
  test.for(loadProbes('number-scan-issue12.jsonl').map((r) => [`${r.rule}`, r] as const))('%s', ([, r]) => {
    expect(unsupportedTokens(r.answer, r.context)).toEqual(r.unsupported);
  });
});

describe('unsupportedTokens', () => {
  test('reports each token once, in order, as written in the (normalised) answer', () => {
    const context = 'Refunds take 5 business days.';
    expect(unsupportedTokens('It takes 7 days, then 7 days more, then 9.', context)).toEqual(['7', '9']);
    expect(unsupportedTokens('Call 1‑800‑RETURNS.', context)).toEqual(['1-800-RETURNS']);
  });

  test('reports the whole quantity when only its unit or currency is wrong, the value alone otherwise', () => {
    expect(unsupportedTokens('It takes 5 minutes.', 'It takes 5 days.')).toEqual(['5 minutes']);
    expect(unsupportedTokens('It takes 6 minutes.', 'It takes 5 days.')).toEqual(['6']);
  });

  test('is empty for an answer without numbers, and for an empty context only when nothing is checked', () => {
    expect(unsupportedTokens('Returns are free.', '')).toEqual([]);
    expect(unsupportedTokens('The one you bought.', '')).toEqual([]);
    expect(unsupportedTokens('Within 30 days.', '')).toEqual(['30']);
  });
});
