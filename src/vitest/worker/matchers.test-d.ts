/** Type tests (checked by `tsc --noEmit`): the matchers and task meta are typed through declaration merging. */
import { expect, type TaskMeta } from 'vitest';
import type { CaseResult } from '../../types.js';
import '../index.js';

declare const result: CaseResult;

expect(result).toHaveContextRecall(0.99);
expect(result).toBeFaithful();
expect(result).toBeFaithful(0.8);
expect(result).not.toRefuse();
expect(result).toPassGates();
expect(result).toPassGate('faithfulness');
expect(result).toHaveVerdict('FIX retrieval');
expect.soft(result).toHaveVerdict('correct refusal');

// @ts-expect-error a verdict is one of the exact strings
expect(result).toHaveVerdict('passed');
// @ts-expect-error the minimum is a number
expect(result).toHaveContextRecall('0.9');

const meta: TaskMeta = {};
const stored: CaseResult | undefined = meta.ragcheck;
const suiteName: string | undefined = meta.ragcheckSuite?.name;
void stored;
void suiteName;
