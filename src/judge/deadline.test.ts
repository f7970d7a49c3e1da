import { describe, expect, test } from 'vitest';
import { isJudgeError } from '../errors.js';
import { checkDeadline, DEADLINE_CHECK_CHARS, DeadlineError } from '../text/index.js';
import { judgeWithDeadline } from './deadline.js';

const past = () => performance.now() - 1;
const MESSAGE = 'scoring ran past the case deadline (checked every 4,096 characters of a scan)';

describe('judgeWithDeadline', () => {
  test('a scan past the deadline is a JudgeError with the same message, thrown or rejected', async () => {
    let thrown: unknown;
    try {
      judgeWithDeadline(past(), () => checkDeadline(DEADLINE_CHECK_CHARS));
    } catch (error) {
      thrown = error;
    }
    expect(isJudgeError(thrown)).toBe(true);
    expect((thrown as Error).message).toBe(MESSAGE);
    const rejected = await judgeWithDeadline(past(), async () => checkDeadline(DEADLINE_CHECK_CHARS)).catch(
      (error: unknown) => error,
    );
    expect(isJudgeError(rejected)).toBe(true);
    expect((rejected as Error).message).toBe(MESSAGE);
  });

  test('other errors and results pass through unchanged', async () => {
    const other = new RangeError('not a deadline');
    expect(() =>
      judgeWithDeadline(past(), () => {
        throw other;
      }),
    ).toThrow(other);
    expect(judgeWithDeadline(undefined, () => 7)).toBe(7);
    expect(await judgeWithDeadline(past(), async () => 'done')).toBe('done');
    expect(() => judgeWithDeadline(past(), () => checkDeadline(DEADLINE_CHECK_CHARS))).not.toThrow(DeadlineError);
  });
});
