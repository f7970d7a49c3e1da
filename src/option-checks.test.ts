import { describe, expect, test } from 'vitest';
import { isConfigError } from './errors.js';
import { checkPositiveInteger, parseWholeNumber, readSwitchEnv } from './option-checks.js';

describe('parseWholeNumber (every flag and variable that takes a count)', () => {
  test.for([
    ['0', 0],
    ['7', 7],
    ['0012', 12],
    ['9007199254740991', 9007199254740991],
  ] as const)('reads %j as %d', ([text, value]) => {
    expect(parseWholeNumber(text)).toBe(value);
  });

  test.for(['', ' 2', '2 ', '2.0', '1e3', '0x10', '-1', '+1', 'ten', '9007199254740993', '١٢'])(
    'refuses %j (Number() would read some of these)',
    (text) => {
      expect(parseWholeNumber(text)).toBeUndefined();
    },
  );
});

describe('checkPositiveInteger', () => {
  test('returns an integer of 1 or more and names the option, the value and the fix otherwise', () => {
    expect(checkPositiveInteger(3, 'k', 'here')).toBe(3);
    for (const bad of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53, '3', undefined]) {
      let error: unknown;
      try {
        checkPositiveInteger(bad, 'k', 'here');
      } catch (caught) {
        error = caught;
      }
      expect(isConfigError(error), String(bad)).toBe(true);
      expect((error as Error).message).toBe(
        `here: \`k\` must be a positive integer (got ${String(bad)}): give a whole number of 1 or more`,
      );
    }
  });
});

describe('readSwitchEnv', () => {
  test.for([
    [undefined, false],
    ['', false],
    ['0', false],
    ['false', false],
    [' FALSE ', false],
    ['1', true],
    ['true', true],
    ['True', true],
  ] as const)('%j is %s', ([value, on]) => {
    expect(readSwitchEnv(value === undefined ? {} : { X: value }, 'X')).toBe(on);
  });

  test('anything else is a ConfigError naming the variable, not a silent "off"', () => {
    expect(() => readSwitchEnv({ X: 'yes' }, 'X')).toThrow('X="yes" is not valid: use 1 or true');
  });
});
