import { describe, expect, test } from 'vitest';
import { isJudgeError } from '../errors.js';
import { judgeHeuristically } from '../judge/index.js';
import { splitClaims, unsupportedTokens } from '../metrics/index.js';
import { scanMentions } from '../numbers/index.js';
import { classifyRefusal } from '../refusal/index.js';
import { checkDeadline, DEADLINE_CHECK_CHARS, DeadlineError, withDeadline } from './deadline.js';

const past = () => performance.now() - 1;
const loop = (unit: string, chars: number) => unit.repeat(Math.ceil(chars / unit.length)).slice(0, chars);

describe('withDeadline and checkDeadline', () => {
  test('no deadline: checks never throw, whatever was read', () => {
    for (let i = 0; i < 100; i++) checkDeadline(1_000_000);
    expect(withDeadline(undefined, () => 'done')).toBe('done');
  });

  test('a passed deadline throws at the first check, then once per DEADLINE_CHECK_CHARS characters read', () => {
    expect(() => withDeadline(past(), () => checkDeadline(1))).toThrow(
      'scoring ran past the case deadline (checked every 4,096 characters of a scan)',
    );
    // A neutral error: this layer knows no judge (a judge says it as a JudgeError, src/judge/deadline.ts).
    let thrown: unknown;
    try {
      withDeadline(past(), () => checkDeadline(1));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(DeadlineError);
    expect(isJudgeError(thrown)).toBe(false);
    let checks = 0;
    withDeadline(past(), () => {
      try {
        checkDeadline(1);
      } catch {
        checks++;
      }
      for (let i = 0; i < DEADLINE_CHECK_CHARS - 1; i++) checkDeadline(1); // fewer than the step: no look
      try {
        checkDeadline(1);
      } catch {
        checks++;
      }
    });
    expect(checks).toBe(2);
  });

  test('the earlier of two nested deadlines holds, and the outer one comes back after', () => {
    const later = performance.now() + 60_000;
    expect(() => withDeadline(past(), () => withDeadline(later, () => checkDeadline(DEADLINE_CHECK_CHARS)))).toThrow();
    expect(withDeadline(later, () => withDeadline(past(), () => 1) + 1)).toBe(2);
    expect(() => checkDeadline(DEADLINE_CHECK_CHARS)).not.toThrow();
  });

  test.for([
    ['the number scan', () => scanMentions(loop('1 ', 30_000))],
    ['the number scan of a context', () => unsupportedTokens('It costs 5.', loop('7.5 kg, ', 60_000))],
    ['the refusal classifier', () => classifyRefusal(loop('Yes. ', 30_000))],
    ['the claim splitter', () => splitClaims(loop('Ok. ', 30_000))],
    [
      'the heuristic judge indexing its context',
      () => {
        const text = loop('Orders ship within 5 days. ', 60_000);
        return judgeHeuristically({ question: 'Q?', answer: 'Yes.', contexts: [{ id: 'a', text }] });
      },
    ],
  ] as [string, () => unknown][])('%s stops inside one long scan once the deadline has passed', ([, run]) => {
    expect(run()).toBeDefined(); // no deadline: runs to the end
    expect(() => withDeadline(past(), run)).toThrow('scoring ran past the case deadline');
  });
});
