/** `alphaOption`: the one `--alpha` of compare, history and drift. */
import { expect, test } from 'vitest';
import { alphaOption } from './args.js';

test('--alpha: 0.05 by default, a level strictly between 0 and 1, and a usage error naming the value otherwise', () => {
  expect(alphaOption(undefined)).toBe(0.05);
  expect(alphaOption('0.01')).toBe(0.01);
  for (const bad of ['0', '1']) expect(() => alphaOption(bad)).toThrow(`--alpha ${bad}: must be between 0 and 1`);
  expect(() => alphaOption('five')).toThrow(/^--alpha five: the value /);
  expect(() => alphaOption('1.5')).toThrow(/^--alpha 1\.5: the value is above 1/);
});
