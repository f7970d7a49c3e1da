import { describe, expect, test } from 'vitest';
import { ConfigError } from '../errors.js';
import { REFUSAL_TABLE } from './__fixtures__/refusal-table.js';
import {
  checkRefusalVocabulary,
  classifyRefusal,
  defineRefusalVocabulary,
  ENGLISH_REFUSAL_VOCABULARY,
  GERMAN_REFUSAL_VOCABULARY,
  isRefusal,
} from './refusal.js';
import { compileRefusalVocabularies } from './refusal-vocabulary.js';

const cases = Object.entries(REFUSAL_TABLE).flatMap(([style, rows]) =>
  rows.map(([answer, expected]) => ({ style, answer, expected })),
);

describe('classifyRefusal on the table', () => {
  test('the table holds at least 150 cases in several styles', () => {
    expect(cases.length).toBeGreaterThanOrEqual(150);
    expect(Object.keys(REFUSAL_TABLE).length).toBeGreaterThanOrEqual(8);
  });

  test.for(cases)('$style: $answer -> $expected', ({ answer, expected }) => {
    const decision = classifyRefusal(answer);
    expect(decision.kind, decision.reason).toBe(expected);
    expect(isRefusal(answer)).toBe(expected === 'refusal');
  });
});

describe('the reported examples', () => {
  test.for([
    'Sorry, but I can\u2019t assist with that.',
    'I cannot provide information about individual employees.',
    "I'm not able to provide information about that.",
    'It is not possible to determine the warranty period from the documents.',
    'The exact date cannot be determined.',
    'There is no mention of a restocking fee.',
    'The documents do not specify the battery life.',
    "I don't have information about the X1's battery.",
    'The battery life is not available in the provided documents.',
    "I don't know based on the provided documents. Please contact support for warranty questions.",
    'The context does not mention the battery life.\n\nSources: none',
  ])('refuses: %s', (answer) => {
    expect(classifyRefusal(answer).kind).toBe('refusal');
  });

  test.for([
    'No, accidental damage is not covered by the warranty.',
    'Insufficient postage will delay delivery.',
    'Returns are refused if the order number is not provided.',
  ])('reads a factual negative as a claim: %s', (answer) => {
    expect(classifyRefusal(answer).kind).toBe('answer');
  });
});

describe('classifyRefusal decisions', () => {
  test('says which clause refused and by which rule', () => {
    const d = classifyRefusal("The context doesn't say. Please contact support.");
    expect(d.kind).toBe('refusal');
    expect(d.reason).toContain('"the context does not say" (source-silent)');
    expect(d.clauses.map((c) => [c.kind, c.rule])).toEqual([
      ['refusal', 'source-silent'],
      ['filler', 'contact-suggestion'],
    ]);
  });

  test('names the refusing and the claiming clause of a partial answer', () => {
    const d = classifyRefusal("I don't know the fee, but shipping takes 5 days.");
    expect(d.kind).toBe('partial');
    expect(d.reason).toBe(
      'partial: refuses in "i do not know the fee" (assistant-cannot-know) but claims "shipping takes 5 days"',
    );
  });

  test('an empty or filler-only answer is not a refusal; a filler-only one is marked claimless', () => {
    expect(classifyRefusal('')).toMatchObject({ kind: 'answer', claimless: false, reason: 'the answer is empty' });
    expect(classifyRefusal('Sorry! Please contact support.')).toMatchObject({
      kind: 'answer',
      claimless: true,
      reason: 'answer: no clause refuses or claims (apology, contact-suggestion); out of scope it counts as a refusal',
    });
  });

  test.for([
    'Please contact billing.',
    'Which plan are you on?',
    'Could you share your order number?',
    'I searched the provided documents.',
    'The documents cover shipping and returns.',
    'Sources: none',
    'Thanks for reaching out! Please email our support team for help.',
  ])('claims nothing and refuses nothing: %s', (answer) => {
    expect(classifyRefusal(answer)).toMatchObject({ kind: 'answer', claimless: true });
    expect(isRefusal(answer)).toBe(false);
  });

  test.for([
    "I don't know. Please contact billing.",
    'Contact support to start a return; returns take 5 days.',
    'Please contact billing, who can refund the $5 fee.',
  ])('is not claimless when a clause refuses or claims: %s', (answer) => {
    expect(classifyRefusal(answer).claimless).toBe(false);
  });

  test('a question back to the user makes no claim', () => {
    expect(classifyRefusal('I do not know. Which model do you mean?').clauses[1]).toMatchObject({
      kind: 'filler',
      rule: 'question',
    });
  });

  test('typographic quotes, NFKC forms and Markdown do not change the reading', () => {
    expect(isRefusal('I don\u2019t know.')).toBe(true);
    expect(isRefusal('**I\uFF07m not sure.**')).toBe(true);
    expect(isRefusal('> The context doesn\u2019t mention it.')).toBe(true);
  });
});

describe('vocabularies', () => {
  test.for([ENGLISH_REFUSAL_VOCABULARY, GERMAN_REFUSAL_VOCABULARY])(
    'every rule of the $language vocabulary recognises its own example',
    (vocabulary) => {
      expect(checkRefusalVocabulary(vocabulary)).toEqual([]);
    },
  );

  test('English alone does not read German; by default German is detected and read with its own vocabulary', () => {
    expect(isRefusal('Ich weiß es nicht.', { vocabulary: ENGLISH_REFUSAL_VOCABULARY })).toBe(false);
    expect(isRefusal('Ich weiß es nicht.', { vocabulary: GERMAN_REFUSAL_VOCABULARY })).toBe(true);
    expect(isRefusal('Ich weiß es nicht.')).toBe(true);
    expect(isRefusal('Ich weiß es nicht.', { language: 'en' })).toBe(false);
  });

  test('the same answer read again, in turn under each vocabulary and between other answers, reads the same', () => {
    const german = { vocabulary: GERMAN_REFUSAL_VOCABULARY };
    const english = { vocabulary: ENGLISH_REFUSAL_VOCABULARY };
    const readings = ['Ich weiß es nicht.', 'Ich weiß es nicht.', "I don't know.", 'Ich weiß es nicht.'].flatMap(
      (answer) => [isRefusal(answer, english), isRefusal(answer, german), isRefusal(answer, english)],
    );
    expect(readings).toEqual([false, true, false, false, true, false, true, false, true, false, true, false]);
  });

  test('several vocabularies merge: each language keeps its own rules', () => {
    const both = { vocabulary: [ENGLISH_REFUSAL_VOCABULARY, GERMAN_REFUSAL_VOCABULARY] };
    expect(isRefusal("I don't know.", both)).toBe(true);
    expect(isRefusal('Dazu habe ich leider keine Informationen.', both)).toBe(true);
    expect(isRefusal('Wir versenden nicht nach Übersee.', both)).toBe(false);
  });

  test('a user vocabulary adds a language in a few lines', () => {
    const spanish = defineRefusalVocabulary({
      language: 'es',
      unicodeWords: true,
      words: { fuente: ['el contexto', 'los documentos'] },
      cues: ['no'],
      refusals: [
        { id: 'no-se', pattern: 'no (?:lo )?sé\\b.*', example: 'No lo sé.' },
        {
          id: 'fuente-no',
          pattern: '{fuente} no (?:lo )?(?:menciona|mencionan|dice|dicen)\\b.*',
          example: 'El contexto no lo dice.',
        },
      ],
      fillers: [{ id: 'contacto', pattern: 'contacte (?:con )?soporte\\b.*', example: 'Contacte con soporte.' }],
    });
    expect(checkRefusalVocabulary(spanish)).toEqual([]);
    expect(isRefusal('No lo sé. Contacte con soporte.', { vocabulary: spanish })).toBe(true);
    expect(isRefusal('Los documentos no mencionan la garantía.', { vocabulary: spanish })).toBe(true);
    expect(isRefusal('No se aceptan devoluciones.', { vocabulary: spanish })).toBe(false);
  });

  test('a broken vocabulary fails at definition, naming the rule and the fix', () => {
    expect(() =>
      defineRefusalVocabulary({ language: 'xx', words: {}, refusals: [{ id: 'a', pattern: '{nope}', example: '' }] }),
    ).toThrow('refusal vocabulary "xx": refusals[0] ("a") refers to {nope}, which is not a word list (lists: none).');
    expect(() =>
      defineRefusalVocabulary({ language: 'xx', words: {}, refusals: [{ id: 'a', pattern: '(', example: '' }] }),
    ).toThrow(/refusals\[0\] \("a"\) is not a valid regular expression/);
    expect(() =>
      defineRefusalVocabulary({
        language: 'xx',
        words: { a: ['{b}'], b: ['{a}'] },
        refusals: [{ id: 'r', pattern: '{a}', example: '' }],
      }),
    ).toThrow(/cycle of word lists: a -> b -> a/);
    expect(() => defineRefusalVocabulary({ language: 'xx', words: {}, refusals: [] })).toThrow(
      /`refusals` must list at least one rule/,
    );
  });

  test('checkRefusalVocabulary reports an example its rule does not recognise', () => {
    const v = defineRefusalVocabulary({
      language: 'xx',
      words: {},
      refusals: [{ id: 'dunno', pattern: 'dunno\\b.*', example: 'No clue.' }],
    });
    expect(checkRefusalVocabulary(v)).toEqual([
      'refusal vocabulary "xx": rule "dunno" does not recognise its example "No clue." (read as: answer: no clause refuses; claims "no clue")',
    ]);
  });
});

describe('start-word guards (a rule is only tried on clauses that can start it)', () => {
  const words = { me: ['i', 'we'], src: ['the context', 'the documents', "the company's faq"] };
  const guardOf = (pattern: string, list: Record<string, readonly string[]> = words) =>
    compileRefusalVocabularies([
      defineRefusalVocabulary({ language: 'xx', words: list, refusals: [{ id: 'r', pattern, example: '' }] }),
    ]).refusals[0]!.guard;

  test('a rule whose every alternative starts with a list of plain words still matches each of those words', () => {
    const v = defineRefusalVocabulary({
      language: 'xx',
      words,
      refusals: [
        { id: 'r', pattern: '{me} do not know\\b.*|{src} (?:does|do) not say\\b.*', example: 'We do not know.' },
      ],
    });
    expect(compileRefusalVocabularies([v]).refusals[0]!.guard).not.toBeNull();
    for (const answer of [
      'I do not know.',
      'We do not know the fee.',
      'The documents do not say.',
      "The company's FAQ does not say.",
    ]) {
      expect(classifyRefusal(answer, { vocabulary: v }).kind, answer).toBe('refusal');
    }
    for (const answer of ['They do not know.', 'Context does not say.', 'Iwe do not know.']) {
      expect(classifyRefusal(answer, { vocabulary: v }).kind, answer).toBe('answer');
    }
  });

  test('no guard when an alternative starts otherwise, a list holds pattern syntax, or the space after it is optional', () => {
    expect(guardOf('{me} do not know.*|nobody knows.*')).toBeNull();
    expect(guardOf('(?:{me}) do not know.*')).toBeNull();
    expect(guardOf('{me} ?dunno.*')).toBeNull();
    expect(guardOf('{me} *dunno.*')).toBeNull();
    expect(guardOf('{src} is silent.*', { src: ['(?:the )?context'] })).toBeNull();
    expect(guardOf('{src} is silent.*', { src: ['{inner}'], inner: ['the context'] })).toBeNull();
  });

  test('a bar inside a group, a class or an escape does not split the pattern into alternatives', () => {
    const guard = guardOf('{me} (?:do not|cannot) [|] know\\|.*|{me} dunno');
    expect(guard?.source).toBe('^(?:we|i) ');
    const unguarded = defineRefusalVocabulary({
      language: 'xx',
      words: { src: ['(?:the )?context'] },
      refusals: [{ id: 'r', pattern: '{src} is silent\\b.*', example: 'Context is silent.' }],
    });
    expect(isRefusal('Context is silent on fees.', { vocabulary: unguarded })).toBe(true);
  });

  test('the shipped vocabularies guard some rules (English and German)', () => {
    for (const vocabulary of [ENGLISH_REFUSAL_VOCABULARY, GERMAN_REFUSAL_VOCABULARY]) {
      const compiled = compileRefusalVocabularies([vocabulary]);
      expect(
        compiled.refusals.some((r) => r.guard !== null),
        vocabulary.language,
      ).toBe(true);
    }
  });
});

describe('first use (patterns are readied on a long subject first)', () => {
  test('a vocabulary whose patterns match line breaks reads its first answer as every later one', () => {
    // The contrast join and the rule accept the line breaks the patterns are readied on: that match must leave
    // nothing behind (a global pattern's lastIndex would make the first split start past the answer).
    const v = defineRefusalVocabulary({
      language: 'xx',
      words: {},
      contrast: ['\\s*(?:\\bbut\\b|\\n)'],
      refusals: [{ id: 'dunno', pattern: '[\\s\\S]*dunno[\\s\\S]*', example: 'Dunno.' }],
    });
    const answer = 'Dunno but the fee is 5 euros.';
    const first = classifyRefusal(answer, { vocabulary: v });
    expect(first.clauses.map((c) => [c.text, c.kind])).toEqual([
      ['dunno', 'refusal'],
      ['the fee is 5 euros', 'claim'],
    ]);
    expect(classifyRefusal(answer, { vocabulary: v })).toEqual(first);
    expect(isRefusal('Dunno.', { vocabulary: v })).toBe(true);
  });
});

describe("normalisation (the text analysis's own, as the number scan reads the answer)", () => {
  test.each([
    ['The fee is 1½ euros.', 'the fee is 1.5 euros'],
    ['The room is 20 m² and costs $50.²', 'the room is 20 m2 and costs $50'],
    ['The ﬁle doesn’t say — sorry.', 'the file does not say - sorry'],
    ['**The context** does not mention `fees`.', 'the context does not mention fees'],
  ])('%s reads as %s', (answer, text) => {
    expect(
      classifyRefusal(answer)
        .clauses.map((c) => c.text)
        .join(' | '),
    ).toBe(text);
  });
});

describe('the removed `markers` option', () => {
  test('is a ConfigError that names it and points to `vocabulary`, alone or with `vocabulary`', () => {
    for (const options of [{ markers: ['no sé'] }, { markers: ['x'], vocabulary: ENGLISH_REFUSAL_VOCABULARY }]) {
      for (const read of [isRefusal, classifyRefusal]) {
        expect(() => read('No sé.', options as never)).toThrow(ConfigError);
        expect(() => read('No sé.', options as never)).toThrow(/`markers` is not an option.*`vocabulary`/);
      }
    }
  });
});

describe('the rewrite prefilter (one search for any rewrite before the rewrites run)', () => {
  const texts = [
    "I can't say, we won't know, it's unclear and they'd rather not.",
    'The fee is 5 euros.',
    "Don't-care items cannot be returned; there'll be no refund.",
    'Das weiß ich nicht, gibt’s keine Angabe.',
    "x-can't",
    '',
  ];
  const rewritten = (vocabularies: Parameters<typeof compileRefusalVocabularies>[0], text: string) =>
    compileRefusalVocabularies(vocabularies).rewrites.some(([re]) => new RegExp(re.source, 'u').test(text));

  test('matches exactly the texts some rewrite of the vocabulary matches (English, German, both)', () => {
    for (const vocabularies of [
      [ENGLISH_REFUSAL_VOCABULARY],
      [GERMAN_REFUSAL_VOCABULARY],
      [ENGLISH_REFUSAL_VOCABULARY, GERMAN_REFUSAL_VOCABULARY],
    ]) {
      const any = compileRefusalVocabularies(vocabularies).anyRewrite;
      expect(any).not.toBeNull();
      for (const text of texts.map((t) => t.toLowerCase())) {
        expect(any?.test(text), text).toBe(rewritten(vocabularies, text));
      }
    }
  });

  test('none when a rewrite has a backreference; a rewrite starting otherwise keeps the plain union', () => {
    const vocabulary = (rewrites: [string, string][]) =>
      defineRefusalVocabulary({
        language: 'xx',
        words: {},
        rewrites,
        refusals: [{ id: 'r', pattern: 'nope', example: 'nope' }],
      });
    expect(compileRefusalVocabularies([vocabulary([['(a)\\1', 'a']])]).anyRewrite).toBeNull();
    const mixed = compileRefusalVocabularies([
      vocabulary([
        ['\\bcan\\b', 'x'],
        ['nt', 'y'],
      ]),
    ]).anyRewrite;
    expect(['a cant b', 'can', 'cannot', 'ant'].map((t) => mixed?.test(t))).toEqual([true, true, false, true]);
    expect(mixed?.test('a bc')).toBe(false);
    expect(classifyRefusal('nope', { vocabulary: vocabulary([['(a)\\1', 'a']]) }).kind).toBe('refusal');
  });
});

describe('isRefusal', () => {
  test.each([
    ['The context does not mention the stock price.', true],
    ['I don’t know based on the provided documents.', true],
    ["I'm sorry, but I couldn't find that in the documents.", true],
    ["I don't know, but you have 60 days", false],
    ['You have 30 days.', false],
    ['', false],
  ])('%j -> %s', (answer, expected) => {
    expect(isRefusal(answer)).toBe(expected);
  });
});
