import { describe, expect, test } from 'vitest';
import { isKnownWord } from './word-frequency.js';

describe('isKnownWord', () => {
  test('knows ordinary words and not invented names', () => {
    expect(isKnownWord('kettle')).toBe(true);
    expect(isKnownWord('qzxvbrelm')).toBe(false);
  });
});
