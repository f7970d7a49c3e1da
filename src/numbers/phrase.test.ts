import { describe, expect, test } from 'vitest';
import { containsPhrase, readPhrase } from './phrase.js';

const contains = (text: string, phrase: string) => containsPhrase(readPhrase(text), readPhrase(phrase));

describe('containsPhrase', () => {
  test('matches whole words in a row, singular or plural, in any case', () => {
    expect(contains('Refunds are issued to the card.', 'refund')).toBe(true);
    expect(contains('A REFUND is issued.', 'Refunds')).toBe(true);
    expect(contains('Issued to the card.', 'the card')).toBe(true);
    expect(contains('The card is issued.', 'issued card')).toBe(false);
    expect(contains('Refundable items only.', 'refund')).toBe(false);
  });

  test('matches a number phrase by value, as one term', () => {
    expect(contains('You have a 30-day window.', '30 days')).toBe(true);
    expect(contains('You have thirty days.', '30 days')).toBe(true);
    expect(contains('You have 130 days.', '30 days')).toBe(false);
    expect(contains('You have 30 minutes.', '30 days')).toBe(false);
  });

  test('keeps the adjectives inside a quantity, so "business days" is found and "5 calendar days" is not "5 business days"', () => {
    expect(contains('Refunds take 5 business days.', 'business days')).toBe(true);
    expect(contains('Refunds take 5 business days.', '5 business days')).toBe(true);
    expect(contains('Refunds take 5 calendar days.', '5 business days')).toBe(false);
  });

  test('an empty phrase is always found', () => {
    expect(contains('anything', '')).toBe(true);
  });
});
