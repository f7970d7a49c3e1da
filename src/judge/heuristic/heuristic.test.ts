import { describe, expect, test } from 'vitest';
import { isJudgeError } from '../../errors.js';
import { createHeuristicJudge, type HeuristicJudgeOptions, judgeHeuristically } from './heuristic.js';
import { splitAnswerClaims } from './heuristic-claims.js';
import { termsOf } from './heuristic-words.js';

function judge(answer: string, context: string | string[], options: HeuristicJudgeOptions = {}, question = '') {
  const texts = Array.isArray(context) ? context : [context];
  return judgeHeuristically({ question, answer, contexts: texts.map((text, i) => ({ id: `c${i}`, text })) }, options);
}

const verdicts = (answer: string, context: string | string[], options: HeuristicJudgeOptions = {}, question = '') =>
  judge(answer, context, options, question).claims.map((c) => c.verdict);

/** Every word weighs the same and a claim needs 0.65 of them: tests of one rule, independent of the tuned defaults. */
const PLAIN: HeuristicJudgeOptions = { questionWeight: 1, minSupport: 0.65 };

const BAKERY =
  'The Juniper Street bakery opens at 7:00 on weekdays. Its sourdough is baked overnight in a wood-fired oven. ' +
  'Orders over 20 loaves need two days notice. The bakery is closed on Mondays.';

describe('support: the weighted share of a claim found in its best passage', () => {
  test.for([
    ['Sourdough is baked overnight.', 1],
    ['The bakery bakes its sourdough overnight in wood-fired ovens.', 1],
    ['Orders of more than 20 loaves need two days of notice.', 1],
    ['Its sourdough is baked in a wood-fired oven with rye from local farms.', 0],
    ['Croissants are filled with almond cream every morning.', 0],
  ] as const)('%s -> score %d', ([answer, score]) => {
    expect(judge(answer, BAKERY).score).toBe(score);
  });

  test('the score is the share of supported claims, and each claim says what it misses', () => {
    const result = judge('The bakery opens at 7:00 on weekdays. Croissants are filled with almond cream.', BAKERY);
    expect(result.score).toBe(0.5);
    expect(result.claims[1]?.missing).toEqual(expect.arrayContaining(['Croissants', 'almond', 'cream']));
    expect(result.claims[0]?.evidence).toContain('opens at 7:00');
  });

  test('minSupport is the support a claim needs: 3 of 4 words pass at 0.65, not at 0.8', () => {
    const answer = 'Sourdough is baked overnight daily.';
    expect(judge(answer, BAKERY, PLAIN).claims[0]?.support).toBeCloseTo(0.75);
    expect(judge(answer, BAKERY, { ...PLAIN, minSupport: 0.65 }).score).toBe(1);
    expect(judge(answer, BAKERY, { ...PLAIN, minSupport: 0.8 }).score).toBe(0);
  });

  test('window: words spread over consecutive sentences count together only within the window', () => {
    const context = 'The museum reopened in May. Entry is free for students.';
    const answer = 'The museum reopened with free entry for students.';
    expect(judge(answer, context, { window: 2 }).claims[0]?.support).toBe(1);
    expect(judge(answer, context, { window: 1 }).claims[0]?.support).toBeLessThan(0.65);
  });

  test('questionWeight 0: words the question already has are no evidence, the answer news is', () => {
    const question = 'Which river flows through the old town of Brennick?';
    const context = 'The Ardle river flows through the old town of Brennick.';
    const invented = 'The Corran river flows through the old town of Brennick.';
    expect(judge(invented, context, { questionWeight: 1, rules: { names: false } }, question).score).toBe(1);
    expect(judge(invented, context, { questionWeight: 0, rules: { names: false } }, question).score).toBe(0);
    expect(judge('The Ardle river.', context, { questionWeight: 0 }, question).score).toBe(1);
  });

  test('minFound: a long claim with that many of its words in one passage is supported whatever its share', () => {
    const context =
      'The city council approved a new budget for public parks, libraries and swimming pools on Tuesday evening.';
    const answer =
      'On Tuesday the council, after a heated debate among residents and several lengthy objections from local ' +
      'business owners, approved the new budget for public parks, libraries and pools.';
    const plain = judge(answer, context, { ...PLAIN, minFound: Number.POSITIVE_INFINITY }).claims[0];
    expect(plain?.support).toBeLessThan(0.65);
    expect(plain?.supported).toBe(false);
    expect(judge(answer, context, { ...PLAIN, minFound: 8 }).claims[0]?.supported).toBe(true);
    // A short claim never reaches the anchor: it needs its share.
    expect(judge('The council approved a zoo.', context, { ...PLAIN, minFound: 8, minSupport: 0.9 }).score).toBe(0);
  });

  test('roots: a word of the claim\'s root in the passage is found ("economy" for "economic")', () => {
    const context = 'Chile saw economic growth that was quick.';
    const answer = 'The economy of Chile grew quickly.';
    expect(judge(answer, context, PLAIN).claims[0]).toMatchObject({ supported: true, missing: ['grew'] });
    expect(judge(answer, context, { ...PLAIN, rules: { roots: false } }).claims[0]?.missing).toEqual([
      'economy',
      'grew',
      'quickly',
    ]);
    // Two words that share only a short beginning are not one root ("formally", "formed").
    const formal = judge(
      'The economy of Chile was formally reviewed.',
      'Chile saw economic growth that formed.',
      PLAIN,
    );
    expect(formal.claims[0]?.missing).toContain('formally');
  });
});

describe('what is a claim', () => {
  test('openers that point at the sources and list marks are stripped before judging', () => {
    for (const opener of ['Based on the provided context,', 'According to the documents,', '1.', '-', '•']) {
      expect(judge(`${opener} the bakery is closed on Mondays.`, BAKERY).score).toBe(1);
    }
    expect(
      judge('Based on the provided context, the bakery is closed on Mondays.', BAKERY, { rules: { sources: false } })
        .score,
    ).toBe(0);
  });

  test('an answer particle is stripped; an answer of only particles has no claim and scores 1', () => {
    expect(judge('Yes, the bakery is closed on Mondays.', BAKERY).claims).toHaveLength(1);
    expect(judge('Yes, the bakery is closed on Mondays.', BAKERY).score).toBe(1);
    for (const answer of ['Yes.', 'No.', 'Well, yes!'])
      expect(judge(answer, BAKERY)).toMatchObject({ score: 1, claims: [] });
  });

  test('a question is no claim: kept apart in `questions`, in every shipped language; rule off, read as a statement', () => {
    const result = judge('The bakery opens at 7:00 on weekdays. Do you like sourdough?', BAKERY);
    expect(result.claims.map((c) => c.text)).toEqual(['The bakery opens at 7:00 on weekdays.']);
    expect(result).toMatchObject({ score: 1, questions: ['Do you like sourdough?'] });
    const off = judge('The bakery opens at 7:00 on weekdays. Do you like rye bread?', BAKERY, {
      rules: { questions: false },
    });
    expect(off.claims).toHaveLength(2);
    expect(off.questions).toBeUndefined();
  });

  // Own examples (a garden centre), each a statement the context supports and a question it does not.
  const GARDEN =
    'The garden centre sells tomato seedlings from April. Les semis de tomates sont vendus dès avril. ' +
    'Las plántulas de tomate se venden desde abril. Le piantine di pomodoro sono in vendita da aprile. ' +
    'As mudas de tomate são vendidas a partir de abril. トマトの苗は四月から販売しています。番茄苗从四月开始出售。';
  test.for([
    ['en', 'Tomato seedlings are sold from April. Would you like the watering guide too?'],
    ['fr', 'Les semis de tomates sont vendus dès avril. Voulez-vous aussi le guide d’arrosage ?'],
    ['es', 'Las plántulas de tomate se venden desde abril. ¿Quiere también la guía de riego?'],
    ['it', 'Le piantine di pomodoro sono in vendita da aprile. Vuole anche la guida all’irrigazione?'],
    ['pt', 'As mudas de tomate são vendidas a partir de abril. Quer também o guia de rega?'],
    ['ja', 'トマトの苗は四月から販売しています。水やりのガイドも必要ですか？'],
    ['zh', '番茄苗从四月开始出售。您还需要浇水指南吗？'],
  ])('%s: the question is kept apart, the statement judged', ([, answer]) => {
    const result = judge(answer as string, GARDEN);
    expect(result.questions).toHaveLength(1);
    expect(result.claims.every((c) => !/[?？]\s*$/.test(c.text))).toBe(true);
  });

  test.for([
    ['en', 'Which branch do you mean? Is it the one on Elm Road?'],
    ['es', '¿Se refiere a la tienda del centro?'],
    ['fr', 'Parlez-vous de la boutique du centre ?'],
    ['ja', 'どちらの店舗のことですか？'],
  ])('%s: an answer of questions only has no claims, only questions', ([, answer]) => {
    const result = judge(answer as string, BAKERY);
    expect(result.claims).toEqual([]);
    expect(result.questions?.length).toBeGreaterThan(0);
  });

  test('"I" in a quoted title and "My" in a title are words of the claim like any other', () => {
    const songs = 'The song "I Want It All" was recorded by Queen in 1989.';
    expect(judge("Queen recorded 'I Want It All' in 1989.", songs).score).toBe(1);
    expect(
      judge('In My Brilliant Friend the narrator is Elena.', 'My Brilliant Friend is narrated by Elena.').score,
    ).toBe(1);
  });

  test('a sentence that only refuses is not a claim; a whole refusal scores 1', () => {
    expect(judge('The bakery is closed on Mondays. I do not know the prices.', BAKERY)).toMatchObject({ score: 1 });
    expect(judge('The context does not mention the prices.', BAKERY)).toEqual({ score: 1, claims: [], refusal: true });
  });

  test('a full stop glued to the next sentence still ends it; "U.S." and "Node.js" stay whole', () => {
    const claims = judge('The band formed in 1987.Their first album sold well.', 'The band formed in 1987.').claims;
    expect(claims.map((c) => c.text)).toEqual(['The band formed in 1987.', 'Their first album sold well.']);
    expect(judge('Node.js runs in the U.S. office.', 'The U.S. office runs Node.js.').claims).toHaveLength(1);
  });

  test('a first word made a name by the name after it stays a plain word in other sentences (terms are shared)', () => {
    const rules = { sources: true, particles: true, questions: true };
    expect(splitAnswerClaims('Drake Bell sings.', rules)[0]?.terms[0]?.name).toBe(true);
    expect(termsOf('Drake ducks swim.')[0]?.name).toBe(false);
    expect(splitAnswerClaims('Drake ducks swim.', rules)[0]?.terms[0]?.name).toBe(false);
    // "Drake" is a known word: with no name after it, it is a missing word, not a name the context never writes.
    expect(judge('Drake Bell sings.', 'Drake Bell sings.').score).toBe(1);
    expect(judge('Drake ducks swim in ponds.', 'Ducks swim in ponds.').claims[0]?.missing).toEqual(['Drake']);
  });

  test('a function word with a clitic ("it\'s", "that\'s") is no content word', () => {
    expect(judge("It's closed on Mondays.", BAKERY, PLAIN).claims[0]?.missing).toEqual([]);
  });

  test('sentences end at . ! ? but not after an abbreviation, an initial or an initialism', () => {
    const context = 'Dr. J. R. Okafor founded the U.S. chapter in 1998. It has 40 members.';
    const claims = judge(
      'Dr. J. R. Okafor founded the U.S. chapter in 1998. The chapter has 40 members.',
      context,
    ).claims;
    expect(claims.map((c) => c.text)).toEqual([
      'Dr. J. R. Okafor founded the U.S. chapter in 1998.',
      'The chapter has 40 members.',
    ]);
    expect(claims.every((c) => c.supported)).toBe(true);
  });
});

describe('hard evidence overrides support', () => {
  test('a number or code the context lacks makes its claim unsupported', () => {
    const result = judge('Orders over 20 loaves need 3 days notice. Ask for code BK-221.', BAKERY);
    expect(result.claims.map((c) => c.supported)).toEqual([false, false]);
    expect(result.claims[1]?.missing).toContain('BK-221 (not in the context)');
  });

  test('a number is listed once, by the number rules: "X (not in the context)" when lacking, never when the context states it', () => {
    const context = ['The loft holds 12 guests and opens at 9am.', 'Payments use PCI 3.0 terminals.'];
    const lacking = judge('The loft holds 40 guests.', context);
    expect(lacking.claims[0]?.missing.filter((m) => m.startsWith('40'))).toEqual(['40 (not in the context)']);
    // Written twice in one claim, still listed once.
    const twice = judge('The loft holds 40 guests and 40 chairs.', context);
    expect(twice.claims[0]?.missing.filter((m) => m.includes('40'))).toEqual(['40 (not in the context)']);
    // A bare 3 (PCI 3.0) supports 3pm by the documented rules: the scan finds it, so no missing word says otherwise.
    const stated = judge('The loft opens at 3pm.', context);
    expect(stated.claims[0]?.missing.some((m) => /\d/.test(m))).toBe(false);
    // With the number rule off, numbers are plain words again, listed as missing.
    expect(judge('The loft holds 40 guests.', context, { rules: { numbers: false } }).claims[0]?.missing).toContain(
      '40',
    );
  });

  test('a name the context never writes makes its claim unsupported, at the start of a sentence too', () => {
    const context = 'The bridge was designed by Ada Lindgren and opened in 1932.';
    expect(judge('The bridge was designed by Oskar Lindgren.', context).score).toBe(0);
    expect(judge('Zorvath designed the bridge.', context).score).toBe(0);
    expect(judge('Ada Lindgren designed the bridge.', context).score).toBe(1);
    expect(
      judge('The bridge was designed by Oskar Lindgren.', context, { ...PLAIN, rules: { names: false } }).score,
    ).toBe(1);
  });

  test.for([
    ['The bakery is open on Mondays.', 'The bakery is closed on Mondays.', 'contradicted'],
    ['Delivery is free before noon.', 'Delivery is free after noon.', 'contradicted'],
    ['Worn shoes can be returned.', 'Only unworn shoes can be returned.', 'contradicted'],
    ['Shipping fees are refundable.', 'Shipping fees are non-refundable.', 'contradicted'],
    ['The vaccine can be frozen.', 'The vaccine is stored cold. It must never be frozen.', 'contradicted'],
    ['Dogs are not allowed inside.', 'Dogs are allowed inside.', 'contradicted'],
    ['Shipping fees are not refundable.', 'Shipping fees are non-refundable.', 'supported'],
    ['Dogs are not allowed inside.', 'Dogs are not allowed inside the hall.', 'supported'],
    ['Regular running not only strengthens the heart.', 'Regular running strengthens the heart.', 'supported'],
    ['The table is not indexed.', 'The table is non-indexed.', 'supported'],
    ['"Suddenly" was a hit single.', '"Suddenly" (No. 20 Pop) was a hit single.', 'supported'],
    [
      'At higher altitudes water boils at lower temperatures.',
      'At high altitude water boils at lower temperatures.',
      'supported',
    ],
  ] as const)('%s / %s -> %s', ([answer, context, verdict]) => {
    expect(verdicts(answer, context, PLAIN)).toEqual([verdict]);
  });

  // A negator negates its own clause only: a word of another clause, affirmed on one side, is no contradiction.
  test.for([
    [
      'Hikers can light a stove without matches, and Mara knows the trail well.',
      'Mara knows the trail well. Hikers can light a stove without matches.',
    ],
    [
      'Without a permit, campers may not stay overnight; rangers patrol the lake.',
      'Rangers patrol the lake. Campers may not stay overnight without a permit.',
    ],
    [
      'The museum does not open on Mondays, but the café serves lunch daily.',
      'The café serves lunch daily. The museum does not open on Mondays.',
    ],
  ] as const)('no contradiction across clauses: %s', ([answer, context]) => {
    expect(verdicts(answer, context, PLAIN)).toEqual(['supported']);
  });

  test('in the same clause a negated and an affirmed predicate still contradict', () => {
    expect(verdicts('Hikers can not light a stove, rangers say.', 'Hikers can light a stove.', PLAIN)).toEqual([
      'contradicted',
    ]);
    expect(verdicts('Mara does not know the trail.', 'Mara knows the trail well.', PLAIN)).toEqual(['contradicted']);
  });

  test('each flip rule can be switched off', () => {
    expect(
      verdicts('Delivery is free before noon.', 'Delivery is free after noon.', { rules: { antonyms: false } }),
    ).toEqual(['supported']);
    expect(
      verdicts('Worn shoes can be returned.', 'Only unworn shoes can be returned.', {
        ...PLAIN,
        rules: { prefixes: false },
      }),
    ).toEqual(['supported']);
    expect(
      verdicts('Dogs are not allowed inside.', 'Dogs are allowed inside.', { rules: { negation: false } }),
    ).toEqual(['supported']);
  });
});

describe('createHeuristicJudge', () => {
  test('is named heuristic and judges like judgeHeuristically', async () => {
    const input = {
      question: '',
      answer: 'The bakery is closed on Mondays.',
      contexts: [{ id: 'a', text: BAKERY }],
      context: BAKERY,
    };
    const j = createHeuristicJudge();
    expect(j.name).toBe('heuristic');
    expect(await j.faithfulness(input)).toEqual(judgeHeuristically(input));
  });

  test('joined chunks and one context string give the same result', () => {
    const chunks = ['The bakery is closed on Mondays.', 'Its sourdough is baked overnight.'];
    const answer = 'Sourdough is baked overnight; the bakery is closed on Mondays.';
    expect(judge(answer, chunks)).toEqual(judge(answer, chunks.join('\n')));
  });

  test('stops between claims once the case deadline has passed, and when the signal is aborted', async () => {
    const input = { question: '', answer: 'The bakery is closed on Mondays.', contexts: [], context: BAKERY };
    expect(() => judgeHeuristically(input, {}, { deadline: performance.now() - 1 })).toThrow(/case deadline/);
    try {
      judgeHeuristically(input, {}, { deadline: 0 });
    } catch (error) {
      expect(isJudgeError(error)).toBe(true);
    }
    const controller = new AbortController();
    controller.abort(new Error('time is up'));
    await expect(createHeuristicJudge().faithfulness(input, { signal: controller.signal })).rejects.toThrow(
      'time is up',
    );
  });

  test.for([
    [{ minSupport: 0 }, /`minSupport` must be in \(0, 1\]/],
    [{ window: 0 }, /`window` must be a positive integer/],
    [{ minFound: 0 }, /`minFound` must be at least 1/],
    [{ questionWeight: 2 }, /`questionWeight` must be in \[0, 1\]/],
    [{ rules: { sarcasm: false } }, /`rules.sarcasm` must be one of sources, particles/],
  ] as const)('rejects %o', ([options, message]) => {
    expect(() => createHeuristicJudge(options as HeuristicJudgeOptions)).toThrow(message);
  });
});
