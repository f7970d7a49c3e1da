import { describe, expect, test } from 'vitest';
import { singular } from './singular.js';

describe('singular', () => {
  test.for([
    ['refunds', 'refund'],
    ['refund', 'refund'],
    ['policies', 'policy'],
    ['boxes', 'box'],
    ['batches', 'batch'],
    ['wishes', 'wish'],
    ['classes', 'class'],
    ['bonuses', 'bonus'],
    ['days', 'day'],
    ['heroes', 'hero'],
    ['people', 'person'],
    ['children', 'child'],
    ['status', 'status'],
    ['analysis', 'analysis'],
    ['glass', 'glass'],
    ['bus', 'bus'],
    ['news', 'news'],
    ['its', 'its'],
    // Names of Object.prototype's members are words like any other.
    ['constructor', 'constructor'],
    ['constructors', 'constructor'],
    ['__proto__', '__proto__'],
  ] as const)('%s -> %s', ([word, expected]) => {
    expect(singular(word)).toBe(expected);
  });
});
