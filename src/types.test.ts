import { describe, expect, test } from 'vitest';
import { safeParseUnitDecimal } from './types.js';

describe('safeParseUnitDecimal', () => {
  test.for([
    ['0', 0],
    ['1', 1],
    ['0.8', 0.8],
    ['.75', 0.75],
    ['0.60', 0.6],
    ['1.0', 1],
    ['1.', 1],
    ['0.000001', 0.000001],
  ] as [string, number][])('reads the plain decimal %s as %d', ([text, value]) => {
    expect(safeParseUnitDecimal(text)).toEqual({ ok: true, value });
  });

  test.for([
    ['', 'is empty'],
    ['   ', 'is empty'],
    ['1e-400', 'uses exponent notation'],
    ['8E-1', 'uses exponent notation'],
    ['.5e0', 'uses exponent notation'],
    ['0x1', 'is not a decimal number'],
    ['0o1', 'is not a decimal number'],
    ['0b1', 'is not a decimal number'],
    ['Infinity', 'is not a decimal number'],
    ['NaN', 'is not a decimal number'],
    ['.', 'is not a decimal number'],
    ['0,8', 'is not a decimal number'],
    [' 0.8', 'is not a decimal number'],
    ['0.8 ', 'is not a decimal number'],
    ['1_0', 'is not a decimal number'],
    ['-0', 'has a sign'],
    ['+1', 'has a sign'],
    ['80', 'is above 1'],
    ['1.0000001', 'is above 1'],
  ] as [string, string][])('refuses %j: it %s', ([text, problem]) => {
    const result = safeParseUnitDecimal(text);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problem).toMatch(new RegExp(`^${problem}: write a plain decimal between 0 and 1`));
  });
});
