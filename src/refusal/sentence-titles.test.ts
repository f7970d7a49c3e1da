// Rules 19's sentence boundary after an abbreviation that may end an address: "St." is read as no title at all, and
// a title's abbreviation before a stop word ends its sentence, so the decline after it is read. (A file apart from
// the refusal-*.test.ts files, whose strings the decline model's trainer learns from: these came after its weights.)
import { expect, test } from 'vitest';
import { classifyRefusal } from './refusal.js';

test.each([
  ['St.', 'The office is at 12 Elm St. I do not know the opening hours.'],
  ['Dr. (a drive)', 'The office is on Sunset Dr. I do not know the opening hours.'],
  ['Str. (German)', 'Das Büro ist in der Hauptstr. Die Öffnungszeiten kenne ich leider nicht.'],
])('%s before a stop word ends its sentence: the fact and the decline are read apart', (_abbreviation, answer) => {
  const decision = classifyRefusal(answer, { declineModel: false });
  expect(decision.kind).toBe('partial');
  expect(decision.clauses).toHaveLength(2);
});

test('a title before a name stays in its sentence', () => {
  expect(
    classifyRefusal('Ask for Mr. Brown at the desk. I do not know the price.', { declineModel: false }).clauses[0]
      ?.text,
  ).toBe('ask for mr. brown at the desk');
});
