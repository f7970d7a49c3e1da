import { describe, expect, test } from 'vitest';
import { judgeHeuristically } from './heuristic.js';
import { CHUNK_CACHE_CHARS, CHUNK_CACHE_LIMIT, chunkCacheState, indexContext, postingsOf } from './heuristic-index.js';

const byChunks = (answer: string, texts: string[]) =>
  judgeHeuristically({
    question: '',
    answer,
    contexts: texts.map((text, i) => ({ id: `c${i}`, text })),
  });

const KETTLE = 'The kettle is descaled weekly. Its filter is replaced every month.';
const OVEN = 'The oven is cleaned daily. It is never left on overnight.';
const ANSWERS = ['The kettle is descaled weekly.', 'The oven is left on overnight.', 'The filter is replaced monthly.'];

describe('the context index', () => {
  test('sentence ids run on across chunks', () => {
    const index = indexContext([KETTLE, OVEN]);
    expect(index.sentences.map((s) => s.text)).toHaveLength(4);
    expect(postingsOf(index, 'oven')).toEqual([2]);
    expect(postingsOf(index, 'kettl')).toEqual([0]);
    expect(postingsOf(index, 'toaster')).toEqual([]);
  });

  test('a context given with its text reads the chunks when the text is them joined by line breaks, else the text', () => {
    const chunksRead = (chunks: string[], joined: string) => indexContext(chunks, joined).chunks.length;
    expect(chunksRead(['A kettle.', 'An oven.'], 'A kettle.\nAn oven.')).toBe(2);
    expect(chunksRead(['A kettle.'], 'A kettle.')).toBe(1);
    expect(chunkCacheState().has('A kettle.')).toBe(true);
    expect(chunksRead(['A kettle.', 'An oven.'], 'A kettle. An oven.')).toBe(1);
    expect(chunkCacheState().has('A kettle. An oven.')).toBe(true);
    expect(chunksRead(['A kettle.', 'An oven.'], 'A kettle.\nAn oven.\n')).toBe(1);
    expect(chunksRead(['A kettle.', 'An oven'], 'A kettle.\nAn oven.')).toBe(1);
    expect(chunksRead([], '')).toBe(1);
  });

  test('the in-place join check agrees with chunks.join: empty chunks, chunks holding line breaks, near misses', () => {
    const pieces = ['', 'A kettle.', 'An oven.\nA pan.', '\n', 'A'];
    const lists: string[][] = [[]];
    for (let n = 1; n <= 3; n++)
      for (const list of lists.filter((l) => l.length === n - 1)) {
        for (const piece of pieces) lists.push([...list, piece]);
      }
    for (const chunks of lists) {
      const joined = chunks.join('\n');
      for (const text of [joined, `${joined}\n`, `\n${joined}`, joined.slice(0, -1), joined.replace('\n', ' ')]) {
        const asChunks = chunks.length > 0 && chunks.join('\n') === text;
        const read = indexContext(chunks, text).chunks.length;
        expect(read, `${JSON.stringify(chunks)} given ${JSON.stringify(text)}`).toBe(asChunks ? chunks.length : 1);
      }
    }
  });

  test('postings: a key in one sentence shares a one-id list, a key in more gets its own, no chunk alters another', () => {
    const three = indexContext(['Kettles boil. Kettles hum. Kettles cool. Ovens bake.']);
    expect(postingsOf(three, 'kettl')).toEqual([0, 1, 2]);
    expect(postingsOf(three, 'oven')).toEqual([3]);
    const first = indexContext(['Kettles boil. Ovens bake. Ovens cool.']);
    expect(postingsOf(first, 'kettl')).toEqual([0]);
    expect(postingsOf(first, 'oven')).toEqual([1, 2]);
    // Indexed after them, sharing their one-id lists: the lists above stay as they were.
    const second = indexContext(['Pans boil. Pans hum. Lids rattle.']);
    expect(postingsOf(second, 'pan')).toEqual([0, 1]);
    expect(postingsOf(second, 'boil')).toEqual([0]);
    expect(postingsOf(first, 'kettl')).toEqual([0]);
    expect(postingsOf(three, 'oven')).toEqual([3]);
    expect(postingsOf(indexContext(['Kettles boil. Ovens bake. Ovens cool.', 'Kettles hum.']), 'kettl')).toEqual([
      0, 3,
    ]);
  });

  test('the chunk cache keeps the most recently used chunks within its size limits, and eviction changes no result', {
    timeout: 60_000,
  }, () => {
    const before = ANSWERS.map((answer) => byChunks(answer, [KETTLE, OVEN]));
    for (let i = 0; i <= CHUNK_CACHE_LIMIT; i++) {
      indexContext([`Item ${i} is green.`]);
      if (i % 1000 === 0) indexContext([KETTLE]); // used now and then: stays
    }
    const state = chunkCacheState();
    expect(state.entries).toBe(CHUNK_CACHE_LIMIT);
    expect(state.has(KETTLE)).toBe(true);
    expect(state.has(OVEN)).toBe(false);
    expect(state.has('Item 0 is green.')).toBe(false);
    expect(ANSWERS.map((answer) => byChunks(answer, [KETTLE, OVEN]))).toEqual(before);

    // Long chunks are bounded by characters: a tenth of the budget each leaves at most ten of them.
    const long = (i: number) => `Chunk ${i} says: ${'the kettle is descaled weekly. '.repeat(CHUNK_CACHE_CHARS / 300)}`;
    for (let i = 0; i < 12; i++) indexContext([long(i)]);
    expect(chunkCacheState().chars).toBeLessThanOrEqual(CHUNK_CACHE_CHARS);
    expect(chunkCacheState().has(long(11))).toBe(true);
    expect(chunkCacheState().has(long(0))).toBe(false);
  });
});
