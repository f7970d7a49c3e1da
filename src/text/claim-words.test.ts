import { expect, test } from 'vitest';
import { expandContractions } from './normalize.js';
import { stem } from './stem.js';
import { CLAIM_STOP_WORDS, SEARCH_STOP_WORDS, STOP_WORDS } from './stop-words.js';

test('stem reduces inflections to one Porter stem, the same on every call', () => {
  expect(stem('refunds')).toBe(stem('refund'));
  expect(stem('economic')).toBe('econom');
  expect(stem('economic')).toBe(stem('economic'));
});

test('expandContractions makes every negation its own word and drops tense clitics', () => {
  expect(expandContractions("We can't ship, it isn't ready, we cannot wait and we'll see")).toBe(
    'We can not ship, it is not ready, we can not wait and we see',
  );
  expect(expandContractions("Won't")).toBe('will not');
});

test('the claim stop words extend the seed list and keep the words that flip a fact, unlike search', () => {
  for (const word of STOP_WORDS) expect(CLAIM_STOP_WORDS.has(word)).toBe(true);
  for (const word of ['not', 'no', 'only', 'more', 'most', 'same', 'under']) {
    expect(CLAIM_STOP_WORDS.has(word)).toBe(false);
  }
  expect(SEARCH_STOP_WORDS.has('not')).toBe(true);
  expect(CLAIM_STOP_WORDS.has('however')).toBe(true);
});
