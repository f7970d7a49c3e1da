// Rules 19's sentence boundaries around one-letter names and titles' abbreviations (refusal-clauses.ts): a name stays
// in its sentence, a decline after it is read on its own. Our own sentences.
import { describe, expect, test } from 'vitest';
import { classifyRefusal } from './refusal.js';

const grammar = (answer: string) => classifyRefusal(answer, { declineModel: false });

describe('a one-letter name before a stop word ends its sentence', () => {
  test.each([
    ['en', 'The clinic is next to Outpatients B. The fee, I cannot say.'],
    ['de', 'Die Praxis liegt neben der Ambulanz C. Die Gebühr kenne ich leider nicht.'],
    ['fr', 'Le bureau est dans le bâtiment D. Le tarif, je ne le connais pas.'],
    ['es', 'La consulta está en el pabellón A. El precio no lo sé.'],
    ['pt', 'O consultório fica no bloco E. Se é preciso ir em jejum, não sei.'],
    ['it', "L'ufficio è nell'edificio F. Se serve il digiuno, non lo so."],
  ])('%s: the place is a claim, the decline a sentence of its own (partial)', (_language, answer) => {
    const decision = grammar(answer);
    expect(decision.kind).toBe('partial');
    expect(decision.clauses[0]?.text).toMatch(/ [a-f]$/u);
  });

  test('an initial inside a name stays inside its sentence', () => {
    expect(grammar('John F. Kennedy Airport is the nearest. I do not know the fare.').clauses[0]?.text).toBe(
      'john f. kennedy airport is the nearest',
    );
  });
});

describe("a title's abbreviation before a name ends no sentence", () => {
  test.each([
    ['en', 'Your appointment is with Dr. Lee on Monday. I do not know the fee.', 'with dr. lee on monday'],
    ['es', 'La atiende la Sra. Pérez Gil. El precio no lo sé.', 'sra. pérez gil'],
    ['fr', 'Votre dossier est suivi par Mme. Laurent Petit. Le tarif, je ne le connais pas.', 'mme. laurent petit'],
    ['pt', 'A escritura é lavrada pelo Dr. Rui Almeida. O preço não sei.', 'dr. rui almeida'],
    ['it', 'La visita è con il Dr. Marco Bianchi. Il costo non lo so.', 'dr. marco bianchi'],
  ])('%s: the name stays in its sentence (partial)', (_language, answer, kept) => {
    const decision = grammar(answer);
    expect(decision.clauses[0]?.text).toContain(kept);
    expect(decision.kind).toBe('partial');
  });

  test.each([
    ['a street ("St.")', 'The office is at 12 Elm St. I do not know the opening hours.'],
    ['a drive, then a stop word', 'The office is on Sunset Dr. I do not know the opening hours.'],
    ['a drive, then a sentence adverb', 'The desk is on Ocean Dr. Unfortunately I do not know the fee.'],
    ['a surname\'s "Sr."', 'The owner is Tom Baker Sr. Regrettably I cannot tell you the price.'],
  ])('after %s a sentence ends: the decline is read (partial)', (_what, answer) => {
    const decision = grammar(answer);
    expect(decision.kind).toBe('partial');
    expect(decision.clauses).toHaveLength(2);
  });
});
