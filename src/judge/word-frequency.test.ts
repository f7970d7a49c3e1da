import { describe, expect, test } from 'vitest';
import { isKnownWord, wordInformation } from './word-frequency.js';

describe('wordInformation', () => {
  test('orders words by how rare they are in general English, in [0, 1]', () => {
    const the = wordInformation('the');
    const song = wordInformation('song');
    const refund = wordInformation('refund');
    expect(the).toBeGreaterThan(0);
    expect(the).toBeLessThan(song);
    expect(song).toBeLessThan(refund);
    expect(wordInformation('qzxvbrelm')).toBe(1);
  });

  test('knows ordinary words and not invented names', () => {
    expect(isKnownWord('kettle')).toBe(true);
    expect(isKnownWord('qzxvbrelm')).toBe(false);
  });
});
