import { describe, expect, test } from 'vitest';
import { canonicalDecimal, decimalOf, negateDecimal, scaleDecimal } from './decimal.js';

describe('canonicalDecimal', () => {
  test.for([
    ['1200', '1200'],
    ['1,200', '1200'],
    ['1,200.00', '1200'],
    ['1200.50', '1200.5'],
    ['0.5', '0.5'],
    ['.5', '0.5'],
    ['007', '7'],
    ['-5', '-5'],
    ['+5', '5'],
    ['-0.0', '0'],
    ['3.10', '3.1'],
    ['12345678901234567890', '12345678901234567890'],
  ] as const)('%s -> %s', ([written, expected]) => expect(canonicalDecimal(written)).toBe(expected));

  test('is undefined for text that is not a decimal', () => {
    expect(canonicalDecimal('1.2.3')).toBeUndefined();
    expect(canonicalDecimal('abc')).toBeUndefined();
    expect(canonicalDecimal('')).toBeUndefined();
  });
});

describe('scaleDecimal, decimalOf, negateDecimal', () => {
  test.for([
    ['1.5', 6, '1500000'],
    ['2.5', 3, '2500'],
    ['5', 3, '5000'],
    ['-1.25', 2, '-125'],
    ['0.001', 3, '1'],
  ] as const)('%s x 10^%i -> %s', ([value, power, expected]) => {
    expect(scaleDecimal(value, power)).toBe(expected);
  });

  test('rounds computed values to six decimals in canonical form', () => {
    expect(decimalOf(1 / 3)).toBe('0.333333');
    expect(decimalOf(0.1 + 0.2)).toBe('0.3');
    expect(decimalOf(1500)).toBe('1500');
    expect(decimalOf(-2.5)).toBe('-2.5');
  });

  test('flips the sign, never giving "-0"', () => {
    expect(negateDecimal('5')).toBe('-5');
    expect(negateDecimal('-5')).toBe('5');
    expect(negateDecimal('0')).toBe('0');
  });
});
