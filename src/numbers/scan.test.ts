import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { CLASSIC_RECIPES, recipeArbitrary, render } from '../__fixtures__/degenerate.js';
import { ROOT } from '../__fixtures__/spawn-source.js';
import { indexMentions } from './mention-keys.js';
import { scanKeys, scanMentions, scanMentionsOnce } from './scan.js';

/** [kind, text, value, units, checked] per mention. */
const summary = (text: string) =>
  scanMentions(text).map((m) => [m.kind, m.text, m.value, m.units.join(','), m.checked] as const);

/** Checked mentions, each written `kind|text|value|units`, in the form `summary` gives them. */
const checked = (...mentions: string[]) =>
  mentions.map((m) => {
    const [kind, text, value, units] = m.split('|');
    return [kind, text, value, units, true] as const;
  });

describe('scanMentions reads each form', () => {
  test.for([
    ['a hyphenated unit', 'a 30-day window', [['number', '30-day', '30', 'day', true]]],
    ['a spaced unit with an adjective', '5 business days', [['number', '5 business days', '5', 'day', true]]],
    ['a glued unit', 'up to 5kg', [['number', '5kg', '5', 'kg', true]]],
    ['a decimal with a glued unit (not the number 1)', '1.5kg', [['number', '1.5kg', '1.5', 'kg', true]]],
    ['money with thousands separators', '$1,200.00', [['number', '$1,200.00', '1200', 'USD', true]]],
    ['a currency code before', 'EUR 50', [['number', 'EUR 50', '50', 'EUR', true]]],
    ['a currency word after', '50 euros', [['number', '50 euros', '50', 'EUR', true]]],
    ['a scale word', '$2.5 million', [['number', '$2.5 million', '2500000', 'USD', true]]],
    ['a glued scale after money', '$5k', [['number', '$5k', '5000', 'USD', true]]],
    ['spaced thousands with a currency', '1 200 €', [['number', '1 200 €', '1200', 'EUR', true]]],
    ['a percentage', '15%', [['number', '15%', '15', '%', true]]],
    ['"per cent"', '15 per cent', [['number', '15 per cent', '15', '%', true]]],
    ['a negative number', '-5', [['number', '-5', '-5', '', true]]],
    ['"minus" as a sign', 'it drops to minus 5', [['number', 'minus 5', '-5', '', true]]],
    ['a temperature', '-5°C', [['number', '-5°C', '-5', 'celsius', true]]],
    ['an ordinal', 'the 3rd', [['number', '3rd', '3', '', true]]],
    ['a decade', 'the 1990s', [['number', '1990s', '1990', '', true]]],
    ['a 12-hour time', '9am', [['time', '9am', '540', '', true]]],
    ['a spaced p.m.', 'at 5 p.m. sharp', [['time', '5 p.m.', '1020', '', true]]],
    ['a 24-hour time', '17:00', [['time', '17:00', '1020', '', true]]],
    ['an ambiguous clock time', '5:00', [['time', '5:00', '300|1020', '', true]]],
    ['a leading zero means a 24-hour clock', '09:00', [['time', '09:00', '540', '', true]]],
    ['noon', 'at noon', [['time', 'noon', '720', '', true]]],
    ['a version with v', 'v2.4.0', [['version', 'v2.4.0', '2.4', '', true]]],
    ['a version with two dots', '1.2.3', [['version', '1.2.3', '1.2.3', '', true]]],
    ['a version after "version"', 'version 3.10', [['version', '3.10', '3.10', '', true]]],
    ['a decimal without a version keyword', 'Python 3.10', [['number', '3.10', '3.1', '', true]]],
    ['a pre-release version', 'v2.4.0-beta', [['version', 'v2.4.0-beta', '2.4-beta', '', true]]],
    ['a code with a hyphen', 'order KH-8842', [['code', 'KH-8842', 'KH8842', '', true]]],
    ['a code of letters and digits', 'SKU12A', [['code', 'SKU12A', 'SKU12A', '', true]]],
    ['a vanity number', '1-800-RETURNS', [['code', '1-800-RETURNS', '1800RETURNS', '', true]]],
    ['letters that are no unit make a code', '2FA', [['code', '2FA', '2FA', '', true]]],
    ['a phone number', 'call (555) 123-4567', [['phone', '(555) 123-4567', '5551234567', '', true]]],
    ['an international phone number', '+44 20 7946 0958', [['phone', '+44 20 7946 0958', '442079460958', '', true]]],
    ['a fraction', '1/2', [['number', '1/2', '0.5', '', true]]],
    ['a date, day and month either way round', '12/05/2024', [['date', '12/05/2024', '2024-5-12|2024-12-5', '', true]]],
    ['a date, day first', '15/03/2025', [['date', '15/03/2025', '2025-3-15', '', true]]],
    ['an ISO date', '2024-05-12', [['date', '2024-05-12', '2024-5-12', '', true]]],
    ['a date with a month name', 'on March 15, 2025', [['date', 'March 15, 2025', '2025-3-15', '', true]]],
    ['a date with the day first', 'the 15th of March', [['date', '15th of March', '-3-15', '', true]]],
    // Several mentions in one text.
    ['"minus" as an operator', '$100 minus 5%', checked('number|$100|100|USD', 'number|5%|5|%')],
    ['a range of times', '9am-5pm', checked('time|9am|540|', 'time|5pm|1020|')],
    ['a range of numbers', '3-5 days', checked('number|3|3|', 'number|5 days|5|day')],
  ] as const)('%s', ([, text, expected]) => {
    expect(summary(text)).toEqual(expected);
  });
});

describe('scanMentions reads number words, and checks only those that state a quantity', () => {
  test.for([
    [
      '"a week" is the number one in a context, never checked',
      'within a week',
      [['number', 'a week', '1', 'week', false]],
    ],
    ['a number word with a unit is checked', 'six business days', [['number', 'six business days', '6', 'day', true]]],
    ['a hyphenated number word with a unit', 'a two-year warranty', [['number', 'two-year', '2', 'year', true]]],
    ['a compound is checked', 'twenty-five', [['number', 'twenty-five', '25', '', true]]],
    ['a long compound', 'one hundred and twenty', [['number', 'one hundred and twenty', '120', '', true]]],
    ['a word from eleven up is checked', 'fifteen', [['number', 'fifteen', '15', '', true]]],
    ['a percentage in words', 'fifty percent', [['number', 'fifty percent', '50', '%', true]]],
    ['a time in words', 'five pm', [['time', 'five pm', '1020', '', true]]],
    ['"twice" with a frequency is checked', 'twice daily', [['number', 'twice', '2', 'times', true]]],
    ['a sign word', 'minus five', [['number', 'minus five', '-5', '', true]]],
    ['"one" as a pronoun is not checked', 'the one you bought', [['number', 'one', '1', '', false]]],
    ['"one of" is not checked', 'one of the managers', [['number', 'one', '1', '', false]]],
    ['a small count without a unit is not checked', 'two ways', [['number', 'two', '2', '', false]]],
    ['"first" as an adverb is not checked', 'First, log in', [['number', 'First', '1', '', false]]],
    ['"second" as an ordinal is not checked', 'a second opinion', [['number', 'second', '2', '', false]]],
    ['"third" in "third-party" is not checked', 'third-party fees', [['number', 'third', '3', '', false]]],
    ['"one-time" is not a quantity', 'a one-time fee', [['number', 'one', '1', '', false]]],
    ['"half" is not checked', 'half of the fee', [['number', 'half', '0.5', '', false]]],
    ['"a dozen" is not checked', 'a dozen bottles', [['number', 'a dozen', '12', '', false]]],
    ['"once" is not checked', 'once you log in', [['number', 'once', '1', 'times', false]]],
    ['an ordinal from eleventh up is checked', 'the twenty-first', [['number', 'twenty-first', '21', '', true]]],
  ] as const)('%s', ([, text, expected]) => {
    expect(summary(text)).toEqual(expected);
  });
});

describe('scanMentions does not check what makes no claim', () => {
  test.for([
    ['list numbers at the start of a line', '1. Open Settings.\n2) Click Reset.', ['1', '2']],
    ['a list after a colon', 'Do this: 1. Open Settings', ['1']],
    ['an inline list in brackets', 'Options: 1) mail, 2) store', ['1', '2']],
    ['citation markers', 'Returns are free [1] and fast [2, 3].', ['1', '2', '3']],
    ['named sources', 'See Source 2, Document #4 and Passage ID 5.', ['2', '4', '5']],
    ['adjacent markers', 'Returns are free [1][3].', ['1', '3']],
    ['an id in brackets', 'Returns are free [doc_3] and fast [chunk-7].', ['3', '7']],
    ['a caret footnote', 'Returns are free ^1, fast ^2. And cheap.^3', ['1', '2', '3']],
    ['full-width brackets', 'Returns are free【1】and fast 【3†source】.', ['1', '3']],
  ] as const)('%s', ([, text, numbers]) => {
    expect(summary(text)).toEqual(numbers.map((n) => ['number', n, n, '', false]));
  });

  test.for([
    ['a number ending a sentence', 'The fee is 5. Then pay.'],
    ['a number in brackets with words', 'Pay within [30 days].'],
    ['a number after a source word in prose', 'The source of 5 errors.'],
    ['an exponent', 'The room is 12 m^2 and holds 2^10 bytes.'],
    ['a version in brackets', 'Fixed in [v2.4.1].'],
    ['a code in brackets with words', 'Use the code [SAVE 10].'],
    ['a Markdown link text', 'See [chunk-7](https://example.com).'],
  ] as const)('still checks %s', ([, text]) => {
    expect(scanMentions(text).every((m) => m.checked)).toBe(true);
  });

  // Read as any other word would be ("5 widget kits", "5widget"): never as a scale such as "5 million".
  test.for([
    ['5 constructor kits', [['number', '5', '5', '', true]]],
    ['call 3 valueOf', [['number', '3', '3', '', true]]],
    ['5constructor', [['code', '5constructor', '5CONSTRUCTOR', '', true]]],
  ] as const)('a number before the name of a built-in object member: %s', ([text, expected]) => {
    expect(summary(text)).toEqual(expected);
    expect(summary(text.replace(/constructor|valueOf/, 'widget')).map(([kind]) => kind)).toEqual(
      expected.map(([kind]) => kind),
    );
  });

  test('reports offsets into the normalised text', () => {
    const text = 'Call −5 or ３０ days';
    const [first, second] = scanMentions(text);
    expect([first?.text, second?.text]).toEqual(['-5', '30 days']);
    expect(second?.start).toBe(text.indexOf('３'));
  });
});

describe('scanMentionsOnce', () => {
  test('reads each text as scanMentions does, a text repeated and texts in turn', () => {
    const texts = [
      'Refunds take 5 days.',
      'Refunds take 5 days.',
      'Call (555) 123-4567 by 5 pm.',
      'Refunds take 5 days.',
    ];
    expect(texts.map((text) => scanMentionsOnce(text))).toEqual(texts.map((text) => scanMentions(text)));
  });
});

describe('scanKeys', () => {
  const keysOf = (text: string) => {
    const keys = new Set<string>();
    scanKeys(text, keys);
    return [...keys].sort();
  };
  const expected = (text: string) => [...indexMentions(scanMentions(text))].sort();

  test('offers the keys of scanMentions, for every probe and corpus text', () => {
    const rows = (file: string) =>
      readFileSync(join(ROOT, file), 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, string>);
    const texts = [
      ...['fixtures/probes/number-scan.jsonl', 'fixtures/probes/number-scan-issue12.jsonl'].flatMap((f) =>
        rows(f).flatMap((r) => [r.answer ?? '', r.context ?? '']),
      ),
      ...['fixtures/handbook/corpus.jsonl', 'fixtures/store-policy/corpus.jsonl'].flatMap((f) =>
        rows(f).map((r) => r.text ?? ''),
      ),
      // dates with month names, number words and digits around them, in one text
      'On March 15, 2025 five items shipped at 5 pm; version 2.4.1 costs $1,200 for six business days, twenty-five.',
    ];
    expect(texts.length).toBeGreaterThan(400);
    for (const text of texts) expect(keysOf(text), text).toEqual(expected(text));
  });

  test('offers the keys of scanMentions on degenerate text', () => {
    for (const recipe of CLASSIC_RECIPES)
      expect(keysOf(render(recipe, 3_000))).toEqual(expected(render(recipe, 3_000)));
    fc.assert(
      fc.property(recipeArbitrary, fc.integer({ min: 1, max: 3_000 }), (recipe, size) => {
        const text = render(recipe, size);
        expect(keysOf(text)).toEqual(expected(text));
      }),
      { numRuns: 200 },
    );
  });

  test('with wanted keys, offers those of them scanMentions offers, and no others', () => {
    fc.assert(
      fc.property(recipeArbitrary, fc.integer({ min: 1, max: 3_000 }), (recipe, size) => {
        const text = render(recipe, size);
        const all = expected(text);
        // Every other key the text offers, and keys it does not offer at all.
        const wanted = new Set([...all.filter((_, i) => i % 2 === 0), 'n:123456789', 'nb:-4']);
        const keys = new Set<string>();
        scanKeys(text, keys, wanted);
        expect([...keys].sort()).toEqual(all.filter((key) => wanted.has(key)));
      }),
      { numRuns: 200 },
    );
  });
});
