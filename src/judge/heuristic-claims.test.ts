import { describe, expect, test } from 'vitest';
import { splitAnswerClaims } from './heuristic-claims.js';

const texts = (answer: string) => splitAnswerClaims(answer).map((c) => c.text);

describe('splitAnswerClaims', () => {
  test('splits sentences, then clauses joined by "and" when both sides state something', () => {
    expect(texts('Yes, returns take 30 days and refunds take 5 days. Shipping is free.')).toEqual([
      'returns take 30 days',
      'refunds take 5 days.',
      'Shipping is free.',
    ]);
  });

  test('keeps lists of names, numbers and "both X and Y" in one claim', () => {
    expect(texts('Jinchang and Liling are located in Mongolia.')).toEqual([
      'Jinchang and Liling are located in Mongolia.',
    ]);
    expect(texts('Both David Lee Roth and Cia Berg were inducted into the Rock and Roll Hall of Fame.')).toHaveLength(
      1,
    );
    expect(texts('Store it between 2 and 8 degrees.')).toEqual(['Store it between 2 and 8 degrees.']);
  });

  test('splits at a semicolon and at "but"', () => {
    expect(texts('Cars cannot use the bridge; it is used only by cyclists.')).toEqual([
      'Cars can not use the bridge',
      'it is used only by cyclists.',
    ]);
    expect(texts('Books can be borrowed for 21 days but DVDs cannot be borrowed.')).toHaveLength(2);
  });

  test('drops yes/no particles and "according to the context" lead-ins', () => {
    expect(texts('No. According to the context, opened vials must be used within 6 hours.')).toEqual([
      'opened vials must be used within 6 hours.',
    ]);
    expect(texts('Yes.')).toEqual([]);
  });

  test('keeps "No" when it negates the sentence rather than answering', () => {
    const [claim] = splitAnswerClaims('No dogs are allowed.');
    expect(claim).toMatchObject({ text: 'No dogs are allowed.', negations: 1 });
  });

  test('counts negators, with contractions expanded and "no longer" as one', () => {
    expect(splitAnswerClaims("The library doesn't lend DVDs.")[0]?.negations).toBe(1);
    expect(splitAnswerClaims('The library no longer lends DVDs.')[0]?.terms.map((t) => t.surface)).toEqual([
      'library',
      'lends',
      'DVDs',
    ]);
  });

  test('drops clauses that only refuse and keeps the ones that claim', () => {
    expect(texts("A day pass is £35. I don't know the rules for children.")).toEqual(['A day pass is £35.']);
  });
});
