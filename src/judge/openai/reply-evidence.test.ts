import { describe, expect, test } from 'vitest';
import { evidenceFragments, findEvidence, readContextWords } from './reply-evidence.js';

const CONTEXT = [
  'Items can be returned within 30 days of delivery. Items must be unused and in their original packaging.',
  'Refunds are issued to the original payment method within 5 business days after we receive the item.',
  'The limited warranty covers manufacturing defects for 2 years. It does not cover accidental damage, water damage or normal wear.',
  'Support is open from 9:00 a.m. to 5:00 p.m., Monday to Friday. The restocking fee is $1,250 for orders over 10 units.',
  "We don't ship to PO boxes. Express shipping isn't available for APO/FPO addresses.",
].join('\n');
const context = readContextWords(CONTEXT);
const found = (evidence: string, minShare = 0.8) => findEvidence(evidence, context, minShare).found;
/** One test a row `[what it shows, evidence]`: `found` says `expected` of each evidence. */
const foundIs = (expected: boolean, rows: readonly (readonly [string, string])[]) =>
  test.for(rows)('%s', ([, evidence]) => {
    expect(found(evidence)).toBe(expected);
  });

describe('evidence found in the context', () => {
  foundIs(true, [
    ['a whole sentence', 'Items can be returned within 30 days of delivery.'],
    ['a sentence cut short at both ends', 'returned within 30 days'],
    ['different case and no punctuation', 'ITEMS MUST BE UNUSED AND IN THEIR ORIGINAL PACKAGING'],
    ['extra spaces and line breaks', 'Refunds   are issued\n to the original   payment method'],
    ['typographic quotes and apostrophes', '“We don’t ship to PO boxes.”'],
    ['an en dash for a hyphen', 'Express shipping isn’t available for APO–FPO addresses'],
    ['a cut marked with "..."', 'Items can be returned ... in their original packaging'],
    ['a cut marked with the ellipsis character', 'Refunds are issued… within 5 business days'],
    ['a cut marked with "[...]"', 'The limited warranty [...] for 2 years'],
    [
      'an attribution before the quote',
      'The context states that items must be unused and in their original packaging.',
    ],
    [
      '"According to the document," before the quote',
      'According to the document, refunds are issued to the original payment method',
    ],
    [
      'a quote inside a sentence of the judge',
      'The passage "It does not cover accidental damage, water damage or normal wear" contradicts it.',
    ],
    ['two quoted passages', 'It says "Items must be unused" and "within 30 days of delivery".'],
    ['a dropped article', 'Refunds are issued to original payment method'],
    ['a dropped possessive and article', 'Items must be unused and in original packaging'],
    ['an added word', 'Items can be returned back within 30 days of delivery'],
    ['a plural made singular', 'Item can be returned within 30 day of delivery'],
    ['a number word for a digit', 'within five business days after we receive the item'],
    ['digits for a number word', 'the limited warranty covers manufacturing defects for two years'],
    ['a thousands separator dropped', 'The restocking fee is $1250 for orders over 10 units'],
    ['"pm" for "p.m."', 'Support is open from 9:00 am to 5:00 pm'],
    ['a negation kept as a contraction', 'It doesn’t cover accidental damage'],
    ['a passage across two chunks', 'after we receive the item. The limited warranty covers manufacturing defects'],
    ['a two-word quote', '30 days'],
    ['a one-word quote', 'Monday'],
  ]);
});

describe('evidence not in the context', () => {
  foundIs(false, [
    ['an invented sentence', 'Refunds are sent by cheque within 60 days.'],
    ['a passage from another document', 'Passwords must be at least 12 characters long.'],
    ['a negation dropped', 'It does cover accidental damage, water damage or normal wear.'],
    ['a negation dropped (no auxiliary)', 'The warranty covers accidental damage and water damage'],
    ['a negation added', 'Items can not be returned within 30 days of delivery.'],
    ['a number changed', 'Items can be returned within 14 days of delivery.'],
    ['a money amount changed', 'The restocking fee is $1,500 for orders over 10 units'],
    ['a time changed', 'Support is open from 8:00 a.m. to 5:00 p.m.'],
    ['words of the context scattered over distant sentences', 'items delivery warranty damage shipping'],
    ['the words of a sentence in another order', 'delivery of days 30 within returned be can items'],
    ['half of its words only', 'Items can be returned to any of our partner stores worldwide for store credit'],
    ['an attribution and nothing else', 'The context says so.'],
    ['an empty string', ''],
    ['punctuation only', '...'],
  ]);

  test('reports how much of the passage matched', () => {
    expect(findEvidence('Items can be returned within 14 days of delivery.', context, 0.8)).toEqual({
      found: false,
      matched: 8,
      total: 9,
      empty: false,
    });
    expect(findEvidence(' ', context, 0.8)).toMatchObject({ found: false, empty: true });
  });
});

describe('every negation word counts, not only "not"', () => {
  const negated = readContextWords(
    'The customer pays nothing for standard shipping on orders over $50. Nobody at the store may open a sealed box. We ship nowhere outside the EU.',
  );
  test.for([
    ['"nothing" dropped', 'The customer pays for standard shipping on orders over $50', false],
    ['"nobody" replaced by another word', 'Staff at the store may open a sealed box', false],
    ['"nowhere" replaced by another word', 'We ship everywhere outside the EU', false],
    ['"nothing" kept', 'The customer pays nothing for standard shipping', true],
    ['"nobody" kept', 'Nobody at the store may open a sealed box.', true],
  ] as const)('%s', ([, evidence, expected]) => {
    expect(findEvidence(evidence, negated, 0.8).found).toBe(expected);
  });
});

describe('the tolerance is a share of the words', () => {
  test('one word of five replaced is found at 0.8, not at 0.9', () => {
    const evidence = 'Items must be unused and in their new packaging';
    expect(found(evidence, 0.8)).toBe(true);
    expect(found(evidence, 0.9)).toBe(false);
  });

  test('a lower share tolerates more, but never a changed number', () => {
    expect(found('Items should be returned for a refund within 30 days of delivery', 0.6)).toBe(true);
    expect(found('Items should be returned for a refund within 31 days of delivery', 0.6)).toBe(false);
  });
});

describe('evidenceFragments', () => {
  test('splits at cuts, keeps quoted passages, drops the attribution', () => {
    expect(evidenceFragments('The context says: "Items must be unused" ... "30 days"')).toEqual([
      ['item', 'must', 'be', 'unus'],
      ['30', 'dai'],
    ]);
    expect(evidenceFragments('According to the context, within five days')).toEqual([['within', '5', 'dai']]);
  });
});
