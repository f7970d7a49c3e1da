import { describe, expect, test } from 'vitest';
import { ConfigError } from '../errors.js';
import { type SentenceBoundary, separateGluedStops, splitSentences } from './sentences.js';

type Row = readonly [name: string, text: string, sentences: readonly string[]];

/** One table of a boundary: each row's text splits into exactly its sentences. */
function boundaryTable(title: string, boundary: SentenceBoundary | undefined, rows: readonly Row[]): void {
  describe(title, () => {
    test.for(rows)('%s', ([, text, expected]) => {
      expect(splitSentences(text, boundary === undefined ? {} : { boundary })).toEqual(expected);
    });
  });
}

boundaryTable("splitSentences with the 'prose' boundary (the default)", undefined, [
  [
    'ends before a capital, not inside emails, prices or abbreviations',
    'Email support@example.com now. It costs $1.50, e.g. the small box. "Quoted." Next line\nNew line',
    ['Email support@example.com now.', 'It costs $1.50, e.g. the small box.', '"Quoted."', 'Next line', 'New line'],
  ],
  [
    'ends before a digit, a currency sign or an opening quote',
    'Fees vary. 5 days. $3 more! "Yes?" No.',
    ['Fees vary.', '5 days.', '$3 more!', '"Yes?"', 'No.'],
  ],
  [
    'a closing quote or bracket stays with its sentence',
    'He said "stop." Then (he left.) Done.',
    ['He said "stop."', 'Then (he left.)', 'Done.'],
  ],
  [
    'a lower-case word after a full stop continues the sentence',
    'Open 9 a.m. to 5 p.m. daily. Closed Sundays.',
    ['Open 9 a.m. to 5 p.m. daily.', 'Closed Sundays.'],
  ],
  [
    'every line break ends one, blank lines and spaces dropped',
    '  First line \n\n  Second line  ',
    ['First line', 'Second line'],
  ],
  ['a question and an exclamation end one too', 'Is it free? Yes! It is.', ['Is it free?', 'Yes!', 'It is.']],
  ['empty or blank text has no sentence', '   \n ', []],
]);

boundaryTable("splitSentences with the 'seed' boundary (the overlap judge's claims)", 'seed', [
  [
    'drops the mark and the space, keeps the last mark',
    'Refunds take 5 days. Call us.',
    ['Refunds take 5 days', 'Call us.'],
  ],
  ['ends before any word, lower case included', 'Open 9 a.m. to 5 p.m. daily.', ['Open 9 a.m', 'to 5 p.m', 'daily.']],
  [
    'keeps the text inside a sentence as written, spaces included',
    'It is  free !  Yes? ok',
    ['It is  free ', 'Yes', 'ok'],
  ],
  ['a mark with no space after it ends nothing', 'Costs $1.50.Call', ['Costs $1.50.Call']],
  ['blank pieces are dropped', 'Done.   ', ['Done']],
]);

boundaryTable("splitSentences with the 'claims' boundary (the heuristic judge)", 'claims', [
  [
    'goes on after an initial, an initialism, an abbreviation or a list number',
    'Dr. J. Smith met T.L.O. Lee. 1. Call us. Then wait.',
    ['Dr. J. Smith met T.L.O. Lee.', '1. Call us.', 'Then wait.'],
  ],
  [
    'a lower-case word after a mark continues the sentence, as in prose',
    'yes. it is good! really? We agree.',
    ['yes. it is good! really?', 'We agree.'],
  ],
  [
    'several marks and closing quotes stay with their sentence; line breaks end one',
    'He said "stop!!" Then left.\nNext',
    ['He said "stop!!"', 'Then left.', 'Next'],
  ],
]);

boundaryTable("splitSentences with the 'refusal' boundary (the refusal rule's sentences)", 'refusal', [
  [
    'ends before anything but a lower-case letter: capitals of any script, digits, signs, CJK',
    'Désolé. Ça dépend. 5 days. (See below.) 不知道。 End... «Non».',
    ['Désolé.', 'Ça dépend.', '5 days.', '(See below.', '不知道。 End...', '«Non».'],
  ],
  [
    'a lower-case word after a mark continues the sentence',
    'Open at 5 p.m. on weekdays, e.g. the shop. it is. Yes… I know.',
    ['Open at 5 p.m. on weekdays, e.g. the shop. it is.', 'Yes…', 'I know.'],
  ],
  [
    'closing quotes and brackets after the mark go with the space, so a question ends in "?"',
    'He asked "why?" Then: (no idea.) "Really?" No.',
    ['He asked "why?', 'Then: (no idea.', '"Really?', 'No.'],
  ],
  [
    'keeps white space as written; a line break ends one, blank lines dropped',
    '  Sorry. I do not know. \n\n  second line ',
    ['  Sorry.', 'I do not know.', 'second line '],
  ],
  ['a mark with no space after it ends nothing', 'Costs $1.50.Call', ['Costs $1.50.Call']],
  [
    'an initial (a capital alone before its stop) ends nothing',
    'Ask J. Smith. A. Lee knows.',
    ['Ask J. Smith.', 'A. Lee knows.'],
  ],
  [
    'an abbreviation of single letters ends nothing inside it; a unit or letter alone before its stop still ends one',
    'Frag anders, z. B. Preise. Gilt d. h. Montag. Es sind 2,00 m. Ab 19 h. Plan a. B folgt. Ve a la pág. B.',
    [
      'Frag anders, z. B. Preise.',
      'Gilt d. h. Montag.',
      'Es sind 2,00 m.',
      'Ab 19 h.',
      'Plan a.',
      'B folgt.',
      'Ve a la pág.',
      'B.',
    ],
  ],
]);

describe('separateGluedStops', () => {
  test.for([
    [
      'puts a space after a full stop glued to a capitalised word',
      'Released in 1987.Hot Rod is next.',
      'Released in 1987. Hot Rod is next.',
    ],
    [
      'keeps initialisms, file names and versions whole',
      'The U.S. team uses Node.js 1.2.Done',
      'The U.S. team uses Node.js 1.2.Done',
    ],
    [
      'needs two characters before the stop and a lower-case letter after the capital',
      'a.B and ab.CD',
      'a.B and ab.CD',
    ],
    ['after a closing quote or bracket too', 'It said "no".Then (yes).Then', 'It said "no". Then (yes). Then'],
  ] as const)('%s', ([, text, expected]) => {
    expect(separateGluedStops(text)).toBe(expected);
  });

  test("lets the 'claims' boundary see two sentences", () => {
    expect(splitSentences(separateGluedStops('Released in 1987.Hot Rod is next.'), { boundary: 'claims' })).toEqual([
      'Released in 1987.',
      'Hot Rod is next.',
    ]);
  });
});

test('an unknown boundary is a ConfigError naming the option', () => {
  expect(() => splitSentences('x', { boundary: 'abbreviations' as never })).toThrow(ConfigError);
  expect(() => splitSentences('x', { boundary: 'abbreviations' as never })).toThrow(
    /`boundary` must be 'prose', 'seed', 'claims' or 'refusal'/,
  );
});
