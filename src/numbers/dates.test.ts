import { describe, expect, test } from 'vitest';
import { contextKeys, isMentionIn } from './mention-keys.js';
import { scanMentions } from './scan.js';

const kinds = (text: string) => scanMentions(text).map((m) => [m.kind, m.text, m.value] as const);
const supported = (answer: string, context: string) =>
  scanMentions(answer)
    .filter((m) => m.checked)
    .every((m) => isMentionIn(m, contextKeys(context)));

describe('dates are read in their common forms', () => {
  test.for([
    ['ISO', '2025-03-15', [['date', '2025-03-15', '2025-3-15']]],
    ['ISO with slashes', '2025/03/15', [['date', '2025/03/15', '2025-3-15']]],
    ['day first, dots', '15.03.2025', [['date', '15.03.2025', '2025-3-15']]],
    ['month first, dashes', '03-15-2025', [['date', '03-15-2025', '2025-3-15']]],
    ['either way round', '05/03/2025', [['date', '05/03/2025', '2025-3-5|2025-5-3']]],
    ['the same day and month', '04/04/2025', [['date', '04/04/2025', '2025-4-4']]],
    ['a two-digit year with slashes', '28/02/25', [['date', '28/02/25', '25-2-28']]],
    ['month name, day, year', 'on Sept. 3rd, 2024', [['date', 'Sept. 3rd, 2024', '2024-9-3']]],
    ['day, month name', 'from 1 June', [['date', '1 June', '-6-1']]],
  ] as const)('%s', ([, text, expected]) => {
    expect(kinds(text)).toEqual(expected);
  });

  test.for([
    ['an impossible day stays a code', '31/02/2025', 'code'],
    ['a dotted run with a two-digit year stays a version', '1.2.25', 'version'],
    ['a dashed run with a two-digit year stays a code', '12-05-24', 'code'],
  ] as const)('%s', ([, text, kind]) => {
    expect(scanMentions(text).map((m) => m.kind)).toEqual([kind]);
  });

  test('"may" the verb and lower-case abbreviations are not months', () => {
    expect(kinds('you may 5 times')).toEqual([['number', '5 times', '5']]);
    expect(kinds('dec 5')).toEqual([['number', '5', '5']]);
  });

  test('a range of days is read as numbers, with the month offered alone', () => {
    expect(kinds('March 1-15, 2025').map(([kind]) => kind)).toEqual(['date', 'number', 'number', 'number']);
  });
});

describe('a date is supported by the same day in any form, never by another day', () => {
  test.for<[answer: string, verdict: 'is' | 'is not', context: string]>([
    ['15/03/2025', 'is', 'on 2025-03-15'],
    ['March 15, 2025', 'is', 'on 15.03.2025'],
    ['the 15th of March', 'is', 'due 2025-03-15'],
    ['05/03/2025', 'is', 'on 3 May 2025'],
    ['05/03/2025', 'is', 'on 5 March 2025'],
    ['15/03/25', 'is', 'on 2025-03-15'],
    ['March 15, 2025', 'is', 'from March 1-15, 2025'],
    ['May 12', 'is', 'on 2024-05-12'],
    ['15/03/2025', 'is not', 'on 2025-03-16'],
    ['April 15, 2025', 'is not', 'on 2025-03-15'],
    ['15 March 2026', 'is not', 'on 2025-03-15'],
    ['05/03/2025', 'is not', 'on 2025-04-05'],
    ['15/03/2025', 'is not', 'on 15/03/2024'],
    ['March 15, 2025', 'is not', 'in April: 15 days, 2025 edition'],
  ])('%s %s supported by "%s"', ([answer, verdict, context]) => {
    expect(supported(answer, context)).toBe(verdict === 'is');
  });
});
