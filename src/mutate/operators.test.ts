import { describe, expect, test } from 'vitest';
import { unsupportedTokens } from '../metrics/index.js';
import { isRefusal } from '../refusal/index.js';
import type { Chunk, EvalCase, RagResponse } from '../types.js';
import { operatorNamed } from './operators.js';
import { type Mutant, type MutationContext, OPERATOR_NAMES, type OperatorName, type Skip } from './types.js';

const corpus: Chunk[] = [
  { id: 'parking', text: 'Visitors park in the north garage. Badges are collected at the front desk.' },
  {
    id: 'lunch',
    text: 'The cafeteria serves vegetarian dishes every weekday. Outside caterers need approval from facilities.',
  },
  { id: 'wifi', text: 'Guests join the lobby network with the password printed on their badge.' },
  { id: 'bikes', text: 'Bicycles are stored in the basement cage beside the loading dock.' },
];

function context(
  overrides: Partial<MutationContext> & { answer?: string; golden?: EvalCase['golden'] },
): MutationContext {
  const evalCase: EvalCase = { id: 'c1', question: 'Where do visitors park?', golden: overrides.golden ?? ['parking'] };
  const response: RagResponse = {
    answer: overrides.answer ?? 'Visitors park in the north garage.',
    contexts: [corpus[0] as Chunk, corpus[1] as Chunk],
  };
  return {
    evalCase,
    response,
    idOf: (c) => c.id,
    refused: false,
    k: 2,
    corpus,
    random: () => 0,
    ...overrides,
  };
}

function apply(name: OperatorName, ctx: MutationContext): Mutant {
  const out = operatorNamed(name).apply(ctx);
  if ('skip' in out) throw new Error(`expected a mutant, got a skip: ${out.skip}`);
  return out;
}
const skipOf = (name: OperatorName, ctx: MutationContext) => (operatorNamed(name).apply(ctx) as Skip).skip;

describe('drop-golden', () => {
  test('removes every returned golden chunk and keeps the others', () => {
    const mutant = apply('drop-golden', context({}));
    expect(mutant.response.contexts.map((c) => c.id)).toEqual(['lunch']);
  });
  test('finds golden chunks through the adapter id mapping and source refs', () => {
    const ctx = context({ golden: [{ source: 'site.md', contains: 'north garage' }] });
    ctx.response = {
      ...ctx.response,
      contexts: [{ ...(corpus[0] as Chunk), id: 'p#0', source: 'site.md' }, corpus[1] as Chunk],
    };
    expect(apply('drop-golden', ctx).response.contexts.map((c) => c.id)).toEqual(['lunch']);
  });
  test('does not apply out of scope or when no golden chunk was returned', () => {
    expect(skipOf('drop-golden', context({ golden: [] }))).toMatch(/out of scope/);
    expect(skipOf('drop-golden', context({ golden: ['bikes'] }))).toMatch(/no golden chunk/);
  });
});

describe('demote-golden', () => {
  test('puts k other chunks above the golden ones, padding from the corpus', () => {
    const mutant = apply('demote-golden', context({}));
    const ids = mutant.response.contexts.map((c) => c.id);
    expect(ids.indexOf('parking')).toBeGreaterThanOrEqual(2);
    expect(ids.slice(0, 2)).not.toContain('parking');
    expect(mutant.change).toMatch(/padded with/);
  });
  test('does not apply when it cannot pad (no corpus)', () => {
    const { corpus: _, ...rest } = context({});
    expect(skipOf('demote-golden', rest)).toMatch(/fewer than 2 other chunks/);
  });
});

describe('swap-number', () => {
  const contexts: Chunk[] = [
    {
      id: 'a',
      text: 'Refunds arrive within 5 business days. Order codes look like KH-8842. Returns close on March 3, 2025.',
    },
  ];
  test.for([
    ['a quantity', 'Refunds arrive within 5 business days.'],
    ['a code', 'Quote your order code KH-8842.'],
    ['a date', 'Returns close on March 3, 2025.'],
    ['a number word', 'Refunds arrive within five business days.'],
  ] as const)('changes %s to a value the contexts lack', ([, answer]) => {
    const ctx = context({ answer });
    ctx.response = { answer, contexts };
    const mutant = apply('swap-number', ctx);
    expect(mutant.response.answer).not.toBe(answer);
    expect(unsupportedTokens(mutant.response.answer, contexts[0]?.text ?? '').length).toBeGreaterThan(0);
  });
  test('skips an answer with no number, and a refusal', () => {
    expect(skipOf('swap-number', context({}))).toMatch(/no number/);
    expect(skipOf('swap-number', context({ refused: true }))).toMatch(/refusal/);
  });
});

describe('add-claim', () => {
  test('appends a sentence with no number from a chunk that was not returned', () => {
    const mutant = apply('add-claim', context({}));
    const added = mutant.response.answer.slice('Visitors park in the north garage.'.length).trim();
    expect(added).not.toMatch(/\d/);
    expect(corpus.filter((c) => c.id === 'wifi' || c.id === 'bikes').some((c) => c.text.includes(added))).toBe(true);
  });
  test('is deterministic for the same random draw', () => {
    expect(apply('add-claim', context({ random: () => 0.9 })).response.answer).toBe(
      apply('add-claim', context({ random: () => 0.9 })).response.answer,
    );
  });
  test('does not apply without a corpus or to a refusal', () => {
    const { corpus: _, ...rest } = context({});
    expect(skipOf('add-claim', rest)).toMatch(/no corpus/);
    expect(skipOf('add-claim', context({ refused: true }))).toMatch(/refusal/);
  });
});

describe('negate', () => {
  test.for([
    ['en', 'The garage is open at night.', /is not open/],
    ['en', 'Visitors can park in the north garage.', /cannot park/],
    ['en', 'You need a badge for the garage.', /You do not need/],
    ['en', 'It takes a badge to enter.', /It does not take/],
    ['de', 'Die Garage ist nachts geöffnet.', /ist nicht/],
    ['es', 'El garaje está abierto por la noche.', /no está/],
    ['fr', 'Le garage est ouvert la nuit.', /n'est pas/],
    ['fr', 'Les visiteurs peuvent entrer par le garage.', /ne peuvent pas/],
    ['pt', 'A garagem está aberta à noite para os visitantes da exposição.', /não está/],
    ['it', 'Il garage è aperto di notte.', /non è/],
    ['ja', '駐車場は夜も開いています。', /いません/],
    ['zh', '停车场晚上是开放的。', /不是/],
  ])('negates a %s sentence: %s', ([, answer, expected]) => {
    const mutant = apply('negate', context({ answer: answer as string }));
    expect(mutant.response.answer).toMatch(expected as RegExp);
  });
  test('does not apply to a sentence with no verb it can negate', () => {
    expect(skipOf('negate', context({ answer: 'North garage, level two.' }))).toMatch(/no sentence/);
  });
});

describe('refuse and answer-out-of-scope', () => {
  test.for([
    ['Visitors park in the north garage.'],
    ['Los visitantes aparcan en el garaje norte, que está junto a la entrada.'],
    ['Les visiteurs se garent dans le garage nord, qui est à côté de l’entrée.'],
    ['Die Besucher parken in der Nordgarage, die neben dem Eingang ist.'],
    ['来客は北側の駐車場に駐車します。'],
  ])('replaces an in-scope answer by a refusal in its language: %s', ([answer]) => {
    const mutant = apply('refuse', context({ answer }));
    expect(isRefusal(mutant.response.answer)).toBe(true);
  });
  test('refuse skips an out-of-scope case and an answer that refuses already', () => {
    expect(skipOf('refuse', context({ golden: [] }))).toMatch(/out of scope/);
    expect(skipOf('refuse', context({ refused: true }))).toMatch(/refusal already/);
  });
  test('answer-out-of-scope replaces a refusal by sentences of a returned chunk', () => {
    const mutant = apply('answer-out-of-scope', context({ golden: [], refused: true, answer: "I don't know." }));
    expect(isRefusal(mutant.response.answer)).toBe(false);
    expect(corpus.some((c) => c.text.startsWith(mutant.response.answer.slice(0, 20)))).toBe(true);
  });
  test('answer-out-of-scope applies only to an out-of-scope refusal', () => {
    expect(skipOf('answer-out-of-scope', context({ refused: true }))).toMatch(/in scope/);
    expect(skipOf('answer-out-of-scope', context({ golden: [] }))).toMatch(/not a refusal/);
  });
});

describe('drop-fact', () => {
  const answer = 'Welcome to the office. Visitors park in the north garage. Ask at the desk.';
  test('removes the sentence that holds a keyword', () => {
    const ctx = context({ answer });
    ctx.evalCase = { ...ctx.evalCase, keywords: ['north garage'] };
    const mutant = apply('drop-fact', ctx);
    expect(mutant.response.answer).toBe('Welcome to the office. Ask at the desk.');
    expect(mutant.change).toMatch(/keyword/);
  });
  test('without keywords, removes the sentence sharing most with the reference', () => {
    const ctx = context({ answer });
    ctx.evalCase = { ...ctx.evalCase, reference: 'They use the garage on the north side.' };
    expect(apply('drop-fact', ctx).response.answer).not.toContain('garage');
  });
  test('does not apply to a one-sentence answer', () => {
    expect(skipOf('drop-fact', context({}))).toMatch(/one sentence/);
  });
});

describe('miscite', () => {
  test('points a numeric marker at another returned chunk', () => {
    const mutant = apply('miscite', context({ answer: 'Visitors park in the north garage [1].' }));
    expect(mutant.response.answer).toBe('Visitors park in the north garage [2].');
  });
  test('moves an id marker, and a marker mapped by the app’s citations', () => {
    expect(apply('miscite', context({ answer: 'They park in the garage [parking].' })).response.answer).toBe(
      'They park in the garage [lunch].',
    );
    const ctx = context({ answer: 'They park in the garage [a].' });
    ctx.response = { ...ctx.response, citations: { a: 'parking' } };
    expect(apply('miscite', ctx).response.citations).toEqual({ a: 'lunch' });
  });
  test('does not apply without a marker or with one context', () => {
    expect(skipOf('miscite', context({}))).toMatch(/no citation marker/);
    const ctx = context({ answer: 'In the garage [1].' });
    ctx.response = { ...ctx.response, contexts: [corpus[0] as Chunk] };
    expect(skipOf('miscite', ctx)).toMatch(/fewer than two/);
  });
});

test('no operator changes the case or the response it is given', () => {
  const ctx = context({ answer: 'Visitors can park in the north garage [1]. It costs 5 dollars.' });
  const before = JSON.stringify(ctx);
  for (const name of OPERATOR_NAMES) {
    operatorNamed(name).apply(ctx);
  }
  expect(JSON.stringify(ctx)).toBe(before);
});
