import { describe, expect, test } from 'vitest';
import { splitSentences } from './sentences.js';

describe("splitSentences with the 'prose' boundary (the default)", () => {
  test.for([
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
  ] as const)('%s', ([, text, expected]) => {
    expect(splitSentences(text)).toEqual(expected);
  });
});

describe("splitSentences with the 'seed' boundary (the overlap judge's claims)", () => {
  test.for([
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
  ] as const)('%s', ([, text, expected]) => {
    expect(splitSentences(text, { boundary: 'seed' })).toEqual(expected);
  });
});

describe("splitSentences with the 'claims' boundary (the heuristic judge)", () => {
  test.for([
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
  ] as const)('%s', ([, text, expected]) => {
    expect(splitSentences(text, { boundary: 'claims' })).toEqual(expected);
  });
});

test('an unknown boundary is a RangeError naming the option', () => {
  expect(() => splitSentences('x', { boundary: 'abbreviations' as never })).toThrow(
    /`boundary` must be 'prose', 'seed' or 'claims'/,
  );
});
