/**
 * A table test shared by the refusal class tests: each row's kind, read once with its language given and once with
 * the language detected from the answer, so a class holds whether or not a suite names its language; `isRefusal`
 * must agree. Not shipped
 * (`__fixtures__` is left out of the build).
 */
import { describe, expect, test } from 'vitest';
import {
  classifyRefusal,
  isRefusal,
  type RefusalDecision,
  type RefusalLanguage,
  type RefusalOptions,
} from '../refusal.js';

/** A language's rows: an answer and the kind it must get. */
export type KindTable = Partial<Record<RefusalLanguage, [answer: string, kind: RefusalDecision['kind']][]>>;

/** One `describe` per language of `table`, one test per row, titled `<title>: <language>`. */
export function kindsInEachLanguage(title: string, table: KindTable): void {
  describe.each(Object.entries(table))(`${title}: %s`, (language, rows) => {
    test.each(rows)('%s -> %s', (answer, kind) => {
      const decision = classifyRefusal(answer, { language: language as RefusalLanguage });
      expect(decision.kind, decision.reason).toBe(kind);
      const detected = classifyRefusal(answer);
      expect(detected.kind, detected.reason).toBe(kind);
      // isRefusal takes a shorter path to the same decision.
      expect(isRefusal(answer, { language: language as RefusalLanguage })).toBe(kind === 'refusal');
    });
  });
}

/** One test per row of each shape, read with `options` (e.g. one language's vocabulary), titled by shape and row. */
export function kindsPerShape(
  shapes: Readonly<Record<string, readonly (readonly [answer: string, kind: RefusalDecision['kind']])[]>>,
  options: RefusalOptions,
): void {
  for (const [shape, rows] of Object.entries(shapes)) {
    test.for(rows.map(([answer, expected]) => ({ answer, expected })))(
      `${shape}: $answer -> $expected`,
      ({ answer, expected }) => {
        const decision = classifyRefusal(answer, options);
        expect(decision.kind, decision.reason).toBe(expected);
      },
    );
  }
}
