/**
 * Keyword coverage with the number scan's normalisation: table rows in fixtures/probes/keywords.jsonl, then the
 * examples users reported (a keyword written another way than the answer writes it).
 */
import { describe, expect, test } from 'vitest';
import { type KeywordProbe, loadKeywordProbes } from './__fixtures__/keyword-probes.js';
import { keywordCoverage, matchKeywords, missingKeywords } from './keywords.js';

const label = (r: KeywordProbe) => `${r.id} ${r.rule}: ${JSON.stringify(r.keyword)} in ${JSON.stringify(r.answer)}`;
const table = loadKeywordProbes('keywords.jsonl');

describe('keyword table', () => {
  test.for(table.filter((r) => r.found).map((r) => [label(r), r] as const))('found: %s', ([, r]) => {
    expect(missingKeywords(r.answer, [r.keyword])).toEqual([]);
  });

  test.for(table.filter((r) => !r.found).map((r) => [label(r), r] as const))('missing: %s', ([, r]) => {
    expect(missingKeywords(r.answer, [r.keyword])).toEqual([r.keyword]);
  });
});

describe('the reported keyword examples', () => {
  test.for(loadKeywordProbes('keywords-issue12.jsonl').map((r) => [r.rule, r] as const))('%s', ([, r]) => {
    expect(missingKeywords(r.answer, [r.keyword]).length === 0).toBe(r.found);
  });
});

describe('keyword morphology table (possessives, elisions, plurals per language, CJK)', () => {
  test.for(loadKeywordProbes('keywords-morphology.jsonl').map((r) => [label(r), r] as const))('%s', ([, r]) => {
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

describe('matchKeywords (what the case evaluation reads, the answer once)', () => {
  test('gives the missing keywords and the coverage of the two functions, over the whole table', () => {
    const answers = [...new Set(table.map((r) => r.answer))];
    const keywords = [...new Set(table.map((r) => r.keyword))];
    for (const answer of answers) {
      expect(matchKeywords(answer, keywords), answer).toEqual({
        missing: missingKeywords(answer, keywords),
        coverage: keywordCoverage(answer, keywords),
      });
    }
    expect(matchKeywords('Refunds take 30 days.', [])).toEqual({ missing: [], coverage: null });
    expect(matchKeywords('Refunds take 30 days.', ['refund', '30 days', 'receipt'])).toEqual({
      missing: ['receipt'],
      coverage: 2 / 3,
    });
  });
});
