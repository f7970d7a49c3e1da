import { describe, expect, test } from 'vitest';
import { createBoundedCache, createLruCache } from './bounded-cache.js';

describe('createLruCache', () => {
  test('drops the least recently used entry first; a get is a use, has is not', () => {
    const cache = createLruCache<number>(3, 1_000);
    for (const [i, key] of ['a', 'b', 'c'].entries()) cache.set(key, i);
    expect(cache.get('a')).toBe(0); // a is now the most recent
    expect(cache.has('b')).toBe(true); // not a use: b stays the least recent
    cache.set('d', 3);
    expect(['a', 'b', 'c', 'd'].filter((k) => cache.has(k))).toEqual(['a', 'c', 'd']);
    expect(cache.size).toEqual({ entries: 3, chars: 3 });
  });

  test('keeps within its characters, never drops the entry just set, and re-setting a key recharges it', () => {
    const cache = createLruCache<string>(100, 10);
    cache.set('one', 'x', 4);
    cache.set('two', 'x', 4);
    cache.set('three', 'x', 4); // 12 > 10: `one` goes
    expect(cache.has('one')).toBe(false);
    expect(cache.size).toEqual({ entries: 2, chars: 8 });
    cache.set('huge', 'x', 50); // over the budget alone: held alone
    expect(cache.size).toEqual({ entries: 1, chars: 50 });
    expect(cache.get('huge')).toBe('x');
    cache.set('huge', 'y', 2);
    expect(cache.size).toEqual({ entries: 1, chars: 2 });
    expect(cache.get('huge')).toBe('y');
  });
});

describe('createBoundedCache', () => {
  test('has looks in both generations without moving an entry', () => {
    const cache = createBoundedCache<number>(4, 1_000);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3); // the young generation (2 entries) was full: a and b are old now
    expect(cache.has('a')).toBe(true);
    expect(cache.has('zz')).toBe(false);
    cache.set('d', 4);
    cache.set('e', 5); // young full again: the old generation (a, b) is dropped whole
    expect(cache.has('a')).toBe(false);
    expect(cache.get('c')).toBe(3);
  });
});
