import { describe, expect, test } from 'vitest';
import type { Claim } from '../types.js';
import { createHeuristicJudge, type HeuristicJudgeOptions, judgeHeuristically } from './heuristic.js';
import { CHUNK_CACHE_CHARS, CHUNK_CACHE_LIMIT, chunkCacheState } from './heuristic-index.js';

const RETURNS =
  'Returns are accepted within 14 days of delivery for unworn items with the original tags attached. ' +
  'Refunds are processed within five business days after the warehouse inspects the item. ' +
  'Shipping fees are non-refundable. Items bought during the Winter Clearance sale cannot be returned.';
const VACCINE = 'The vaccine is stored between 2 and 8 degrees Celsius. It must never be frozen.';

function judge(answer: string, context: string, options?: HeuristicJudgeOptions, question = 'q?') {
  return judgeHeuristically({ question, answer, context, contexts: [] }, options);
}
function only(answer: string, context: string, options?: HeuristicJudgeOptions): Claim {
  const { claims } = judge(answer, context, options);
  expect(claims).toHaveLength(1);
  return claims[0] as Claim;
}

describe('createHeuristicJudge', () => {
  test('is named heuristic and resolves to the same result as judgeHeuristically', async () => {
    const judgeObject = createHeuristicJudge();
    expect(judgeObject.name).toBe('heuristic');
    const input = { question: 'q?', answer: 'Shipping fees are refundable.', context: RETURNS, contexts: [] };
    expect(await judgeObject.judge(input)).toEqual(judgeHeuristically(input));
  });

  test('reads the contexts when the joined context string is empty', async () => {
    const result = await createHeuristicJudge().judge({
      question: 'q?',
      answer: 'Shipping fees are non-refundable.',
      context: '',
      contexts: [{ id: 'doc_0', text: RETURNS }],
    });
    expect(result.score).toBe(1);
  });

  test('throws when the call is aborted before it starts', async () => {
    const controller = new AbortController();
    controller.abort(new Error('case timed out'));
    const input = { question: 'q?', answer: 'x', context: 'y', contexts: [] };
    await expect(createHeuristicJudge().judge(input, { signal: controller.signal })).rejects.toThrow('case timed out');
  });

  test('rejects options outside their range, naming the option', () => {
    expect(() => createHeuristicJudge({ minSupport: 0 })).toThrow(/`minSupport`/);
    expect(() => createHeuristicJudge({ minSupport: 1.5 })).toThrow(RangeError);
    expect(() => createHeuristicJudge({ window: 0 })).toThrow(/`window`/);
    expect(() => createHeuristicJudge({ window: 1.5 })).toThrow(RangeError);
  });
});

describe('refusals and answers with nothing to check', () => {
  test('a refusal scores 1 with no claims', () => {
    expect(judge("I don't know based on the provided documents.", RETURNS)).toEqual({
      score: 1,
      claims: [],
      refusal: true,
    });
  });

  test('custom refusal markers replace the defaults', () => {
    expect(judge('Ask a human agent.', RETURNS, { refusalMarkers: ['ask a human'] }).refusal).toBe(true);
    expect(judge("I don't know.", RETURNS, { refusalMarkers: ['ask a human'] }).refusal).toBe(false);
  });

  test.for(['Yes.', 'No.', 'yes', 'Nope!'])('"%s" alone scores 1 with no claims', (answer) => {
    expect(judge(answer, RETURNS)).toMatchObject({ score: 1, claims: [] });
  });

  test('a yes/no particle is not a claim and "No," is not a negation', () => {
    const claim = only('No, shipping fees are non-refundable.', RETURNS);
    expect(claim).toMatchObject({ text: 'shipping fees are non-refundable.', verdict: 'supported' });
  });

  test('a clause that only admits ignorance is dropped, the rest is judged', () => {
    const result = judge("Refunds are processed within five business days. I don't know the courier.", RETURNS);
    expect(result.claims.map((c) => c.text)).toEqual(['Refunds are processed within five business days.']);
    expect(result.score).toBe(1);
  });
});

describe('negation flips', () => {
  test.for([
    ['can / cannot', 'Items bought during the Winter Clearance sale can be returned.', RETURNS],
    ['never', 'The vaccine can be frozen.', VACCINE],
    ['no longer', 'The library lends DVDs.', 'The library no longer lends DVDs.'],
    ['not', 'Dogs are not allowed in the park.', 'Dogs are allowed in the park.'],
    ["contraction n't", "Refunds aren't processed after inspection.", RETURNS],
  ])('%s is contradicted', ([, answer, context]) => {
    const claim = only(answer as string, context as string);
    expect(claim.verdict).toBe('contradicted');
    expect(claim.supported).toBe(false);
    expect(claim.missing.join(' ')).toMatch(/contradicted: the answer (negates|affirms)/);
  });

  test.for([
    ['cannot', 'Winter Clearance items cannot be returned.', RETURNS],
    ['never, through a pronoun in the context', 'The vaccine must never be frozen.', VACCINE],
    ['no longer', 'The library no longer lends DVDs.', 'The library no longer lends DVDs.'],
  ])('the same negation (%s) is supported', ([, answer, context]) => {
    expect(only(answer as string, context as string).verdict).toBe('supported');
  });

  test('a negation in one clause of the context does not leak into another', () => {
    const context = 'Shipping fees are non-refundable, and final sale items cannot be returned.';
    expect(only('Shipping fees are non-refundable.', context).verdict).toBe('supported');
  });

  test('the clause that matches the claim best decides, not any clause with the same words', () => {
    const context = 'Premium members can pause their subscription. Basic members cannot pause their subscription.';
    expect(only('Basic members can pause their subscription.', context).verdict).toBe('contradicted');
    expect(only('Premium members can pause their subscription.', context).verdict).toBe('supported');
  });

  test('a capitalised negator inside a title is not a negation', () => {
    const context = 'Nicholas Ray was an American film director best known for the movie "Rebel Without a Cause".';
    expect(only('Nicholas Ray was a film director.', context).verdict).toBe('supported');
  });
});

describe('contradicting words', () => {
  test.for([
    ['un- prefix', 'Worn items with the original tags can be returned within 14 days.', RETURNS, 'unworn'],
    ['non- prefix', 'Shipping fees are refundable.', RETURNS, 'non-refundable'],
    ['in- prefix', 'The voucher is valid after 30 days.', 'The voucher is invalid after 30 days.', 'invalid'],
    ['antonym list', 'Check in online after departure.', 'Check in online before departure.', 'before'],
    ['antonym list, same sentence', 'The library is open on weekends.', 'The library is closed on weekends.', 'closed'],
  ])('%s is contradicted and names both words', ([, answer, context, said]) => {
    const claim = only(answer as string, context as string);
    expect(claim.verdict).toBe('contradicted');
    expect(claim.missing.join(' ')).toContain(`the context's "${said}"`);
  });

  test('a negated opposite agrees with the context ("not refundable" = "non-refundable")', () => {
    expect(only('Shipping fees are not refundable.', RETURNS).verdict).toBe('supported');
  });

  test('the opposite found in the clause about the claim wins over a related word elsewhere', () => {
    // "Refunds" (stem "refund") sits in the previous sentence; the fees' own clause says "non-refundable".
    expect(only('Shipping fees are refundable.', RETURNS).verdict).toBe('contradicted');
  });

  test('a short word is not read as a prefixed one ("form" is not the opposite of "inform")', () => {
    const claim = only('Please fill in the form.', 'Please inform us and fill in the form.');
    expect(claim.verdict).toBe('supported');
  });
});

describe('numbers and codes', () => {
  test('an invented number makes its claim unsupported and is listed as missing', () => {
    const claim = only('Returns are accepted within 30 days of delivery.', RETURNS);
    expect(claim.verdict).toBe('unsupported');
    expect(claim.missing).toContain('30');
  });

  test('an invented code is caught per claim, the other claim stays supported', () => {
    const context = 'Refunds must be requested within 7 days using order KH-8842.';
    const result = judge('Refunds must be requested within 7 days. Use order KH-0001.', context);
    expect(result.claims.map((c) => c.verdict)).toEqual(['supported', 'unsupported']);
    expect(result.claims[1]?.missing).toContain('KH-0001');
    expect(result.score).toBe(0.5);
  });

  test('numbers written as words match digits both ways', () => {
    expect(only('Refunds are processed within 5 business days.', RETURNS).verdict).toBe('supported');
    expect(only('Returns are accepted within fourteen days.', RETURNS).verdict).toBe('unsupported');
    expect(only('A warranty of two years.', 'A warranty of 2 years.').verdict).toBe('supported');
  });

  test('a number of the context in the wrong place is still unsupported ("No. 1" is not a sentence end)', () => {
    const context = 'The song spent two weeks at No. 1 on the chart.';
    expect(only('The song spent eight weeks at No. 1 on the chart.', context).verdict).toBe('unsupported');
    expect(only('The song spent two weeks at No. 1 on the chart.', context).verdict).toBe('supported');
  });
});

describe('paraphrase', () => {
  test('inflections and derivations match through stemming', () => {
    expect(only('Refunds were processed after the warehouse inspected the items.', RETURNS).verdict).toBe('supported');
  });

  test('a documented synonym matches ("costs" for "is charged")', () => {
    const context = 'Late returns are charged 0.50 euros per day.';
    expect(only('Late returns cost 0.50 euros per day.', context).verdict).toBe('supported');
  });

  test('a claim with a word the context lacks is unsupported by default, with the word listed', () => {
    const claim = only('Refunds are processed within five business days after the warehouse weighs the item.', RETURNS);
    expect(claim).toMatchObject({ verdict: 'unsupported', missing: ['weighs'] });
    expect(claim.support).toBeCloseTo(8 / 9);
  });

  test('minSupport below 1 forgives a missing common word but never a missing name', () => {
    const lenient = { minSupport: 0.8 };
    const answer = 'Refunds are processed within five business days after the warehouse weighs the item.';
    expect(only(answer, RETURNS, lenient).verdict).toBe('supported');
    const named = 'Refunds are processed within five business days after the Lisbon warehouse inspects the item.';
    expect(only(named, RETURNS, lenient)).toMatchObject({ verdict: 'unsupported', missing: ['Lisbon'] });
  });
});

describe('where a claim may find its support', () => {
  const TWO_COLLEGES =
    'Boston College is a private research university located in Chestnut Hill, Massachusetts. ' +
    'Stanford University is a private research university in Stanford, California.';

  test('words spread over two unrelated sentences do not support a claim', () => {
    expect(only('Stanford University is located in Chestnut Hill.', TWO_COLLEGES).verdict).toBe('unsupported');
    expect(only('Boston College is located in Chestnut Hill.', TWO_COLLEGES).verdict).toBe('supported');
  });

  test('a pronoun lets a sentence borrow the words of the one before it, up to `window` sentences', () => {
    expect(only('The vaccine must never be frozen.', VACCINE).verdict).toBe('supported');
    expect(only('The vaccine must never be frozen.', VACCINE, { window: 1 }).verdict).toBe('unsupported');
  });

  test('a sentence that only repeats a name does not lend it to the predicate of the sentence before', () => {
    const context = 'Maria Okonkwo founded Brightwell Labs in 2011. In 2019 she handed the company to Tomas Reyes.';
    expect(only('Tomas Reyes founded Brightwell Labs.', context)).toMatchObject({
      verdict: 'unsupported',
      missing: ['Tomas', 'Reyes'],
    });
    expect(only('Maria Okonkwo founded Brightwell Labs.', context).verdict).toBe('supported');
  });

  test('a multi-word name must be written together in the context', () => {
    const context = 'Presque Isle State Park is a state park on a peninsula that juts into Lake Erie.';
    const claim = only('Lake Erie State Park.', context);
    expect(claim.verdict).toBe('unsupported');
    expect(claim.missing[0]).toMatch(/"Lake Erie State Park" \(never written together/);
    expect(only('Presque Isle State Park', context).verdict).toBe('supported');
  });

  test('a bare entity is supported when the context names it and unsupported when it does not', () => {
    const context = 'The Oberoi Group is a hotel company with its head office in Delhi.';
    expect(judge('Delhi', context).score).toBe(1);
    expect(judge('Mumbai, the financial capital of India.', context).score).toBe(0);
  });

  test('with no context every claim is unsupported', () => {
    expect(only('Shipping fees are non-refundable.', '')).toMatchObject({ verdict: 'unsupported', support: 0 });
  });
});

describe('words the answer takes from the question', () => {
  test('an answer that restates the question around a statement of its own may repeat its wording', () => {
    const context = 'Refunds are accepted within 30 days of purchase, provided the item is unused.';
    const answer = 'You have 30 days from purchase to return an item for a refund, if it is unused.';
    expect(judge(answer, context, {}, 'How many days do I have to return an item for a refund?').score).toBe(1);
    expect(judge(answer, context, {}, 'What is the refund policy?').score).toBe(0);
  });

  test("an answer whose only news is a name must find the question's relation in the context", () => {
    const context = 'Longs Drugs runs drug stores in Hawaii. Its founders came from California.';
    const question = 'In which state are the drug stores located?';
    expect(judge('The drug stores are located in California.', context, {}, question).score).toBe(0);
  });

  test('a comparison word from the question is never excused', () => {
    const context = 'Aleksander Ford was born in 1908. Pablo Trapero was born in 1971 in San Justo.';
    const question = 'Who was born first, Pablo Trapero or Aleksander Ford?';
    expect(judge('Pablo Trapero was born first in San Justo.', context, {}, question)).toMatchObject({
      score: 0,
      claims: [{ missing: ['first'] }],
    });
  });
});

describe('the seed store-policy cases', () => {
  const CORPUS = [
    'Refunds are accepted within 30 days of purchase, provided the item is unused and in its original packaging.',
    'To start a return, email support@example.com with your order number. Refunds are processed within five business days of us receiving the item.',
    'Standard shipping takes 3 to 5 business days. Express shipping arrives the next business day.',
  ];

  test("the default judge keeps the seed's faithfulness verdicts: a faithful answer passes, an invented one fails", () => {
    const context = [CORPUS[1], CORPUS[0], CORPUS[2]].join('\n');
    const faithful =
      'You have 30 days from purchase to return an item for a refund, if it is unused and in its original packaging.';
    expect(judge(faithful, context, {}, 'How many days do I have to return an item for a refund?').score).toBe(1);
    const invented = judge('Call our hotline at 1-800-RETURNS and we will issue an instant refund.', CORPUS[1] ?? '');
    expect(invented.score).toBe(0);
    expect(invented.claims[0]?.missing).toEqual(['Call', 'hotline', '1-800-RETURNS']);
  });
});

describe('claims and evidence', () => {
  test('the score is supported claims over claims, each claim with its own evidence sentence', () => {
    const result = judge(
      'Refunds are processed within five business days. Shipping fees are refundable, and gift cards never expire.',
      RETURNS,
    );
    expect(result.claims.map((c) => [c.text, c.verdict])).toEqual([
      ['Refunds are processed within five business days.', 'supported'],
      ['Shipping fees are refundable', 'contradicted'],
      ['gift cards never expire.', 'unsupported'],
    ]);
    expect(result.score).toBeCloseTo(1 / 3);
    expect(result.claims[0]?.evidence).toBe(
      'Refunds are processed within five business days after the warehouse inspects the item.',
    );
    expect(result.claims[1]?.evidence).toBe('Shipping fees are non-refundable.');
    expect(result.claims[2]?.evidence).toBeUndefined();
    expect(result.claims[2]?.missing).toEqual(['gift', 'cards', 'expire']);
  });

  test('every claim satisfies the Claim contract (support in [0, 1], supported iff verdict supported)', () => {
    const { claims } = judge('Worn items can be returned within 30 days. Refunds take five business days.', RETURNS);
    for (const claim of claims) {
      expect(claim.support).toBeGreaterThanOrEqual(0);
      expect(claim.support).toBeLessThanOrEqual(1);
      expect(claim.supported).toBe(claim.verdict === 'supported');
    }
  });

  test('the same input always gives the same result', () => {
    const answer = 'Yes, worn items can be returned within 30 days and refunds take five business days.';
    expect(judge(answer, RETURNS)).toEqual(judge(answer, RETURNS));
  });
});

describe('names and numbers after the predicate', () => {
  test.each([
    'Parents receive 16 weeks of paid family leave after the birth, adoption or foster placement of a child, to be taken within 12 months of the event.',
    'To move large files, use the company file share, Cellar.',
    'Standard office hours at Tamsin Ridge are 08:30 to 17:00, Monday to Friday, with core collaboration hours from 10:00 to 15:00.',
    'Agents log every contact in the Kettledesk ticketing system with a reason code, such as RC-12 for a damaged delivery or RC-31 for a warranty enquiry.',
    'Complete the mandatory courses in the Kettle Academy portal within 14 calendar days of starting: Security Basics, Safe Lifting, and Respect at Work.',
  ])('a sentence quoted verbatim from the context is supported: %s', (sentence) => {
    const result = judge(sentence, `Unrelated opening line.\n${sentence}\nAnother line.`);
    expect(result.score).toBe(1);
    expect(result.claims.every((c) => c.supported)).toBe(true);
  });

  test('a name does not bind across a semicolon to another statement (swapped entity)', () => {
    const context = 'The Zephyr Blender carries a two-year warranty; the Zephyr Juicer carries a one-year warranty.';
    expect(judge('The Zephyr Juicer has a two-year warranty.', context).score).toBe(0);
    expect(judge('The Zephyr Juicer carries a one-year warranty.', context).score).toBe(1);
  });
});

describe('contexts analysed chunk by chunk', () => {
  const chunks = (...texts: string[]) => texts.map((text, i) => ({ id: `c${i}`, text }));
  const byChunks = (answer: string, texts: string[], options?: HeuristicJudgeOptions) =>
    judgeHeuristically({ question: 'q?', answer, contexts: chunks(...texts), context: texts.join('\n') }, options);
  const ANSWERS = [
    'The vaccine must never be frozen.',
    'The vaccine is stored between 2 and 8 degrees Celsius and it can be frozen.',
    'Shipping fees are refundable.',
    'Returns are accepted within 30 days for unworn items.',
    'Refunds are processed within five business days.',
  ];

  test('give the same result as the joined context, also where a pronoun reaches into the previous chunk', () => {
    const texts = ['The vaccine is stored between 2 and 8 degrees Celsius.', 'It must never be frozen.', RETURNS];
    for (const answer of ANSWERS) {
      const joined = judge(answer, texts.join('\n'));
      expect(byChunks(answer, texts)).toEqual(joined);
      expect(byChunks(answer, texts, { window: 1 })).toEqual(judge(answer, texts.join('\n'), { window: 1 }));
    }
    // The pronoun's sentence is in the second chunk: the window spans the chunk boundary.
    expect(byChunks(ANSWERS[0] as string, texts).score).toBe(1);
    expect(byChunks(ANSWERS[0] as string, texts, { window: 1 }).score).toBe(0);
  });

  test('a chunk seen before gives the same result at another rank, beside other chunks', () => {
    const answer = 'Shipping fees are non-refundable and the vaccine must never be frozen.';
    const first = byChunks(answer, [RETURNS, VACCINE]);
    const second = byChunks(answer, [VACCINE, 'An unrelated first chunk.', RETURNS]);
    expect(second).toEqual(judge(answer, [VACCINE, 'An unrelated first chunk.', RETURNS].join('\n')));
    expect(second.claims.map((c) => c.verdict)).toEqual(first.claims.map((c) => c.verdict));
  });

  test('a chunk that comes back within one context is judged as the joined text is', () => {
    // Claims tell the window's clauses apart by identity: a repeated chunk must not share them with its first copy.
    const texts = [
      'The Zephyr Juicer is sold in Ohio.',
      'It is never frozen or thawed; Acme ships it.',
      'It is never frozen or thawed; Acme ships it.',
      'It carries a warranty.',
    ];
    const answer = 'The Zephyr Juicer sold in Ohio with a warranty by Acme is never frozen or thawed.';
    const joined = judge(answer, texts.join('\n'), { window: 4 });
    expect(byChunks(answer, texts, { window: 4 })).toEqual(joined);
    expect(joined.score).toBe(1);
    const once = 'Refunds take five business days.';
    expect(byChunks(once, [RETURNS, RETURNS])).toEqual(judge(once, `${RETURNS}\n${RETURNS}`));
  });

  test('the chunk cache keeps the most recently used chunks within its size limits, and eviction changes no result', () => {
    const before = ANSWERS.map((answer) => byChunks(answer, [VACCINE, RETURNS]));
    for (let i = 0; i <= CHUNK_CACHE_LIMIT; i++) {
      byChunks('Item 7 is green.', [`Item ${i} is green.`]);
      if (i % 1000 === 0) byChunks('Item 7 is green.', [VACCINE]); // used now and then: stays
    }
    const state = chunkCacheState();
    expect(state.entries).toBe(CHUNK_CACHE_LIMIT);
    expect(state.has(VACCINE)).toBe(true);
    expect(state.has(RETURNS)).toBe(false);
    expect(state.has('Item 0 is green.')).toBe(false);
    expect(state.has(`Item ${CHUNK_CACHE_LIMIT} is green.`)).toBe(true);
    expect(ANSWERS.map((answer) => byChunks(answer, [VACCINE, RETURNS]))).toEqual(before);

    // Long chunks are bounded by characters: a tenth of the budget each leaves at most ten of them.
    const long = (i: number) => `Chunk ${i} says: ${'the kettle is descaled weekly. '.repeat(CHUNK_CACHE_CHARS / 300)}`;
    for (let i = 0; i < 12; i++) byChunks('The kettle is descaled weekly.', [long(i)]);
    expect(chunkCacheState().chars).toBeLessThanOrEqual(CHUNK_CACHE_CHARS);
    expect(chunkCacheState().has(long(11))).toBe(true);
    expect(chunkCacheState().has(long(0))).toBe(false);
  });

  test('a context string that differs from the joined chunks is judged as given', () => {
    const result = judgeHeuristically({
      question: 'q?',
      answer: 'Shipping fees are non-refundable.',
      contexts: chunks('Nothing about fees here.'),
      context: RETURNS,
    });
    expect(result.score).toBe(1);
  });
});
