import { describe, expect, test } from 'vitest';
import type { Chunk } from '../types.js';
import { checkContextIds, describeContextIdMismatch, inferContextIdHook, suggestCorpusId } from './corpus-ids.js';

const corpus: Chunk[] = [
  { id: 'pets', text: 'Dogs and cats are welcome in every room. Pets stay free of charge.' },
  { id: 'food', text: 'Breakfast is served from 7 to 10 in the garden restaurant.' },
  { id: 'docs/parking', text: 'Parking costs 12 euros a night in the underground garage.' },
  { id: 'checkout', text: 'Checkout is at 11:00. Late checkout until 14:00 costs 30 euros.' },
  { id: 'wifi', text: 'Wi-Fi is free; the password is on your key card.' },
];
const chunk = (id: string, text = 'unrelated words that appear nowhere in the corpus at all') => ({ id, text });

describe('suggestCorpusId', () => {
  test.for([
    ['pets#chunk0', 'pets'],
    ['pets::3', 'pets'],
    ['food_part_2', 'food'],
    ['kb:checkout', 'checkout'],
    ['https://help.example.com/wifi', 'wifi'],
    ['docs/pets.md#2', 'pets'],
    ['docs/parking#0', 'docs/parking'],
    ['PETS', 'pets'],
    ['Food#1', 'food'],
  ])('%s names the corpus id %s by its parts', ([id, expected]) => {
    expect(suggestCorpusId(chunk(id as string), corpus)).toBe(expected);
  });

  test('an id with nothing in common is matched by its text: the same text, or a part of a corpus chunk', () => {
    expect(
      suggestCorpusId(chunk('3f2a-77', '  breakfast is served from 7 to 10\nin the garden restaurant. '), corpus),
    ).toBe('food');
    expect(suggestCorpusId(chunk('a1b2c3', 'Late checkout until 14:00 costs 30 euros.'), corpus)).toBe('checkout');
    expect(suggestCorpusId(chunk('whole-page', `Our hotel. ${corpus[3]?.text} See you soon.`), corpus)).toBe(
      'checkout',
    );
  });

  test('nothing is suggested when neither the id nor the text fits, nor for a short text', () => {
    expect(suggestCorpusId(chunk('chunk-7'), corpus)).toBeUndefined();
    expect(suggestCorpusId(chunk('x9', 'free'), corpus)).toBeUndefined();
  });
});

describe('inferContextIdHook', () => {
  test.for([
    [{ 'pets#chunk0': 'pets', 'food#chunk12': 'food' }, '(id) => id.split("#")[0]'],
    [{ 'pets::0': 'pets', 'food::1': 'food' }, '(id) => id.split(":")[0]'],
    [{ 'kb/pets': 'pets', 'kb/food': 'food' }, '(id) => id.slice(id.lastIndexOf("/") + 1)'],
    [{ PETS: 'pets', FOOD: 'food' }, '(id) => id.toLowerCase()'],
  ] as const)('%o -> %s', ([suggestions, hook]) => {
    expect(inferContextIdHook(suggestions)).toBe(hook);
    // The hook it proposes maps every id to its suggestion.
    const fn = new Function(`return ${hook}`)() as (id: string) => string;
    for (const [from, to] of Object.entries(suggestions)) expect(fn(from)).toBe(to);
  });

  test('no hook when no single rule fits every id', () => {
    expect(inferContextIdHook({ 'pets#0': 'pets', 'kb/food': 'food' })).toBeUndefined();
    expect(inferContextIdHook({ '3f2a': 'food' })).toBeUndefined();
    expect(inferContextIdHook({})).toBeUndefined();
  });
});

describe('checkContextIds', () => {
  test('flags a case none of whose returned ids is a corpus id while its golden ids are', () => {
    const mismatch = checkContextIds(['pets'], [chunk('pets#chunk0'), chunk('food#chunk3'), chunk('zzz')], corpus);
    expect(mismatch).toEqual({
      returned: ['pets#chunk0', 'food#chunk3', 'zzz'],
      didYouMean: { 'pets#chunk0': 'pets', 'food#chunk3': 'food' },
      contextId: '(id) => id.split("#")[0]',
    });
    const line = describeContextIdMismatch(mismatch!);
    expect(line).toContain('none of the returned context ids (pets#chunk0, food#chunk3, zzz) is a corpus id');
    expect(line).toContain('Did you mean pets#chunk0 -> pets, food#chunk3 -> food?');
    expect(line).toContain('add `contextId: (id) => id.split("#")[0]` to your adapter');
  });

  test('says what to write when it cannot guess a rule', () => {
    const line = describeContextIdMismatch(checkContextIds(['pets'], [chunk('chunk-7')], corpus)!);
    expect(line).not.toContain('Did you mean');
    expect(line).toContain('add a `contextId(id, chunk)` hook to your adapter');
  });

  test('stays quiet when the ids meet, or when there is nothing to compare', () => {
    // One returned id in the corpus: a real retrieval miss, not a naming problem.
    expect(checkContextIds(['pets'], [chunk('food'), chunk('pets#0')], corpus)).toBeUndefined();
    expect(checkContextIds(['pets'], [chunk('pets#0')], undefined)).toBeUndefined();
    expect(checkContextIds(['pets'], [chunk('pets#0')], [])).toBeUndefined();
    expect(checkContextIds(['pets'], [], corpus)).toBeUndefined();
    // Out of scope, or golden refs by source: ids are not what the case compares.
    expect(checkContextIds([], [chunk('pets#0')], corpus)).toBeUndefined();
    expect(checkContextIds([{ source: 'pets.md', contains: 'Dogs' }], [chunk('pets#0')], corpus)).toBeUndefined();
  });
});
