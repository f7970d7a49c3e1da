import { describe, expect, test } from 'vitest';
import { closestMatch, editDistance } from './suggest.js';

describe('editDistance', () => {
  test('counts an adjacent transposition as one edit', () => {
    expect(editDistance('gloden', 'golden')).toBe(1);
  });
  test('counts insertions, deletions and substitutions', () => {
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('same', 'same')).toBe(0);
  });
});

describe('closestMatch', () => {
  const keys = ['id', 'question', 'golden', 'reference', 'keywords', 'tags', 'thresholds', 'contexts'];
  test('suggests the known key a typo is closest to', () => {
    expect(closestMatch('gloden', keys)).toBe('golden');
    expect(closestMatch('qeustion', keys)).toBe('question');
    expect(closestMatch('Tags', keys)).toBe('tags');
  });
  test('suggests nothing when no key is close', () => {
    expect(closestMatch('expected', keys)).toBeUndefined();
    expect(closestMatch('x', keys)).toBeUndefined();
  });
});
