import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { createBoundedCache } from '../text/index.js';
import { scanMentions } from './index.js';
import { contextKeys, indexMentions, isMentionIn, LONG_LINE, mentionsMatch } from './mention-keys.js';

const only = (text: string) => {
  const [m] = scanMentions(text);
  if (!m) throw new Error(`no mention in ${JSON.stringify(text)}`);
  return m;
};

describe('contextKeys', () => {
  test('gives the keys of the whole text, though it reads (and caches) line by line', () => {
    const chunks = readFileSync(new URL('../../fixtures/handbook/corpus.jsonl', import.meta.url), 'utf8')
      .split('\n')
      .filter((l) => l.trim())
      .map((l) => (JSON.parse(l) as { text: string }).text);
    for (let i = 0; i + 3 <= chunks.length; i += 3) {
      const context = chunks.slice(i, i + 3).join('\n');
      const whole = indexMentions(scanMentions(context));
      expect(contextKeys(context)).toEqual(whole);
      expect(contextKeys(context)).toEqual(whole);
    }
  });

  test('with wanted keys, holds every wanted key the context offers, on short lines and on lines too long to cache', () => {
    const counted = (from: number, n: number, separator: string) =>
      Array.from({ length: n }, (_, i) => `${from + i}${separator}`).join('');
    const contexts = [
      'Refunds within 30 days.\nCall (555) 123-4567 by 5 pm.',
      // one line over LONG_LINE: 20,000 distinct numbers and a few quantities in it
      `${counted(1, 10_000, '. ')}Refunds within 30 days, $5 fee. ${counted(20_000, 10_000, ', ')}`,
      `${'1 '.repeat(40_000)}v2.4.1\n${counted(7, 3_000, '\n')}`,
    ];
    expect(contexts[1]?.length).toBeGreaterThan(LONG_LINE);
    const wanted = new Set([
      'n:30',
      'nu:30:day',
      'n:5',
      'nu:5:USD',
      'n:17',
      'v:2.4',
      'p:5551234567',
      'n:29999',
      'n:99999',
    ]);
    for (const context of contexts) {
      const whole = indexMentions(scanMentions(context));
      const known = contextKeys(context, wanted);
      for (const key of wanted) expect(known.has(key), `${key} in ${context.slice(0, 40)}`).toBe(whole.has(key));
    }
  });
});

describe('isMentionIn', () => {
  test.for<[answer: string, context: string, supported: boolean]>([
    ['30 days', 'within 30 days', true],
    ['30 days', 'a 30-day window', true],
    ['30 days', 'after 30 (calendar) days', true],
    ['30 days', 'within 30 minutes', false],
    ['2 weeks', '14 days', true],
    ['5 pm', 'open from 9 to 5', true],
    ['half', '50%', true],
    ['50%', 'half', true],
    ['€50', '50 euros', true],
    ['€50', '$50', false],
  ])('%s in "%s": %s', ([answer, context, expected]) => {
    expect(isMentionIn(only(answer), contextKeys(context))).toBe(expected);
  });
});

describe('mentionsMatch', () => {
  test('a quantity states its number, a bare number does not state the quantity', () => {
    expect(mentionsMatch(only('30'), only('30 days'))).toBe(true);
    expect(mentionsMatch(only('30 days'), only('30'))).toBe(false);
    expect(mentionsMatch(only('half'), only('50%'))).toBe(true);
    expect(mentionsMatch(only('17:00'), only('5 pm'))).toBe(true);
  });
});

describe('createBoundedCache', () => {
  test('keeps recently used entries, drops those unused for longer than half the budget, stays within it', () => {
    const cache = createBoundedCache<number>(4, 1_000);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    expect(cache.get('a')).toBe(1);
    cache.set('d', 4);
    cache.set('e', 5);
    expect(cache.get('a')).toBe(1);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.size.entries).toBeLessThanOrEqual(4);
    for (let i = 0; i < 100; i++) cache.set(`k${i}`, i);
    expect(cache.size.entries).toBeLessThanOrEqual(4);
    expect(cache.get('k99')).toBe(99);
  });

  test('counts characters of keys and does not store a key over half the character budget', () => {
    const cache = createBoundedCache<number>(100, 20);
    cache.set('x'.repeat(11), 1);
    expect(cache.get('x'.repeat(11))).toBeUndefined();
    for (let i = 0; i < 10; i++) cache.set(`key-${i}`, i);
    expect(cache.size.chars).toBeLessThanOrEqual(20);
    expect(cache.get('key-9')).toBe(9);
  });
});
