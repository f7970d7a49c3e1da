import { describe, expect, test } from 'vitest';
import { declineProbability, MODEL_SURE, STATEMENT_VETO } from './decline-model.js';
import { classifyRefusal, isRefusal, refusalReading } from './index.js';
import { statementAnswerProbability } from './statement-model.js';

// Read without the question, a decline beside a statement with no number is `partial` for the grammar, and the decline
// model used to make it a refusal when it read the whole answer as a decline: the statement may be the answer to
// another part of the question ("Pets are welcome in all our cabins"), which only the question would tell. Rules 23:
// when the statement model reads such a statement as an answer (above STATEMENT_VETO), the answer is `uncertain`.
// Rows written for this file, none taken from a probe file. Of the 56 value-less answers beside a decline written for
// it, in the eight languages, the decline model made 24 refusals without the question; the statement model read 7 of
// those 24 as answers (5 of them below: English, German, French, Portuguese, Italian) and the other 17 stay refusals
// (their likeliest statements scored 0.15 to 0.59; in Spanish, Japanese and Chinese no row written reached the bar).

/** Declines beside a value-less statement that answers, which the decline model read as refusals. */
const VETOED: string[] = [
  'Unfortunately I couldn’t find anything about parking in my sources. Pets are welcome in all our cabins.',
  'Leider finde ich dazu nichts in meinen Dokumenten. Fahrräder dürfen in jedem Zimmer abgestellt werden.',
  'Désolé, je n’ai rien trouvé sur la caution dans mes documents. Les chiens sont autorisés dans toutes les chambres.',
  'Peço desculpa, mas não encontro nada sobre o estacionamento nos documentos que tenho. Os hóspedes podem usar a cozinha partilhada.',
  'Mi dispiace, non trovo nulla sulla cauzione nei miei documenti. I cani sono ammessi in tutte le camere.',
];

/** Declines beside a pointer, an apology or a greeting: still refusals without the question. */
const KEPT: string[] = [
  'Unfortunately I couldn’t find anything about parking in my sources. Please ask the front desk when you arrive.',
  'Leider finde ich dazu nichts in meinen Dokumenten. Am besten fragen Sie direkt an der Rezeption nach.',
  'Lo siento, no he encontrado nada sobre el aparcamiento en mis documentos. Pregunta en recepción cuando llegues.',
  'Désolé, je n’ai rien trouvé sur la caution dans mes documents. Renseignez-vous auprès de l’accueil.',
  'Mi dispiace, non trovo nulla sulla cauzione nei miei documenti. Le conviene chiedere alla reception.',
  '抱歉，我的资料里没有找到停车的信息。您可以到前台问一下工作人员。',
];

describe('without the question, the statement model keeps the decline model from refusing a value-less answer', () => {
  test.for(VETOED)('%s -> uncertain', (answer) => {
    const decision = classifyRefusal(answer);
    expect(decision.kind, decision.reason).toBe('uncertain');
    expect(decision.reason).toMatch(
      /^uncertain: the decline model reads a decline \(p [\d.]+\), but the statement model reads ".+" as an answer \(p 0\.\d\d, above 0\.6\); the grammar read it as partial/,
    );
    expect(isRefusal(answer)).toBe(false);
    expect(refusalReading(answer)).toBe('uncertain');
    // The two models as the rule reads them: the decline model is sure, and a claim scores above the bar.
    expect(declineProbability(answer)).toBeGreaterThan(MODEL_SURE);
    const claims = classifyRefusal(answer, { declineModel: false }).clauses.filter((c) => c.kind === 'claim');
    expect(Math.max(...claims.map((c) => statementAnswerProbability(c.text, 'about-the-question')))).toBeGreaterThan(
      STATEMENT_VETO,
    );
    // With the statement model off, the decline model decides alone, as rules 22 did.
    expect(classifyRefusal(answer, { statementModel: false }).kind).toBe('refusal');
    expect(refusalReading(answer, { statementModel: false })).toBe('refusal');
  });

  test.for(KEPT)('%s -> refusal', (answer) => {
    const decision = classifyRefusal(answer);
    expect(decision.kind, decision.reason).toBe('refusal');
    expect(isRefusal(answer)).toBe(true);
    expect(refusalReading(answer)).toBe('refusal');
  });

  test('the grammar alone, and a statement with a number, are read as before', () => {
    const withNumber =
      'Unfortunately I couldn’t find anything about parking in my sources. Pets cost 15 euros a night.';
    expect(classifyRefusal(withNumber, { declineModel: false }).kind).toBe('partial');
    expect(classifyRefusal(withNumber).reason).not.toMatch(/statement model/);
    for (const answer of VETOED) expect(classifyRefusal(answer, { declineModel: false }).kind).toBe('partial');
  });

  test('with the question, the reading is the one rules 22 gave: the grammar reads the statement against it', () => {
    const question = 'Is there parking, and can I bring my dog?';
    for (const answer of VETOED) {
      const on = classifyRefusal(answer, { question });
      expect(on.reason).not.toMatch(/but the statement model reads/);
      expect(on.kind).not.toBe('refusal');
    }
  });
});
