/**
 * Keyword coverage with the number scan's normalisation: table rows in fixtures/probes/keywords.jsonl, then the
 * examples of issue 12.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { keywordCoverage, missingKeywords } from './keywords.js';

interface KeywordProbe {
  id: string;
  rule: string;
  answer: string;
  keyword: string;
  found: boolean;
}

const loadProbes = (name: string): KeywordProbe[] =>
  readFileSync(new URL(`../../fixtures/probes/${name}`, import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as KeywordProbe);

const label = (r: KeywordProbe) => `${r.id} ${r.rule}: ${JSON.stringify(r.keyword)} in ${JSON.stringify(r.answer)}`;
const table = loadProbes('keywords.jsonl');

describe('keyword table', () => {
  test.for(table.filter((r) => r.found).map((r) => [label(r), r] as const))('found: %s', ([, r]) => {
    expect(missingKeywords(r.answer, [r.keyword])).toEqual([]);
  });

  test.for(table.filter((r) => !r.found).map((r) => [label(r), r] as const))('missing: %s', ([, r]) => {
    expect(missingKeywords(r.answer, [r.keyword])).toEqual([r.keyword]);
  });
});

describe('the keyword examples of issue 12', () => {
  test.for(loadProbes('keywords-issue12.jsonl').map((r) => [r.rule, r] as const))('%s', ([, r]) => {
    expect(missingKeywords(r.answer, [r.keyword]).length === 0).toBe(r.found);
  });
});

describe('keywordCoverage', () => {
  test('is the share of keywords found, null without keywords', () => {
    expect(keywordCoverage('You have a 30-day window for refunds.', ['30 days', 'refund', 'receipt'])).toBeCloseTo(
      2 / 3,
      12,
    );
    expect(keywordCoverage('anything', [])).toBeNull();
  });

  test('lists the missing keywords in the order given', () => {
    expect(missingKeywords('Refunds take 5 business days.', ['receipt', '5 days', '$60', 'refund'])).toEqual([
      'receipt',
      '$60',
    ]);
  });
});
