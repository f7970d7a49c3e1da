/**
 * What `ragcheck drift` says instead of a drift when the live side could not be judged. The command as a user runs
 * it is tested in src/cli/drift.test.ts.
 */
import { describe, expect, test } from 'vitest';
import type { Run } from '../../compare/index.js';
import { judgeFailure } from './drift.js';

const caseOf = (id: string, verdict: string, statusMessage?: string) => ({
  suite: 's',
  id,
  verdict,
  ...(statusMessage ? { statusMessage } : {}),
});
const runOf = (cases: object[]) => ({ path: 'r', files: [], schemaVersion: 3, suites: [], cases }) as unknown as Run;

describe('judgeFailure', () => {
  const checked = new Set(['a', 'b']);
  const recorded = runOf([caseOf('a', 'pass'), caseOf('b', 'pass')]);
  const keyless = 'openai judge: OPENAI_API_KEY is not set';

  test('every live answer unjudged and no recorded one: said with the judge error and what to set', () => {
    const live = runOf([caseOf('a', 'ERROR (judge)', keyless), caseOf('b', 'ERROR (judge)', keyless)]);
    const text = judgeFailure(recorded, live, checked);
    expect(text).toContain('the judge failed on every live answer (2 case(s)), and on none of the recorded ones');
    expect(text).toContain(keyless);
    expect(text).toContain('a model judge needs its key');
  });

  test('some live answers judged, or the recorded side failing too: not this failure (compare reports it)', () => {
    const some = runOf([caseOf('a', 'ERROR (judge)', keyless), caseOf('b', 'pass')]);
    expect(judgeFailure(recorded, some, checked)).toBeUndefined();
    const both = runOf([caseOf('a', 'ERROR (judge)', keyless), caseOf('b', 'ERROR (judge)', keyless)]);
    expect(judgeFailure(both, both, checked)).toBeUndefined();
  });
});
