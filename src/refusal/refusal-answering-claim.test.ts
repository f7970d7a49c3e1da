import { describe, expect, test } from 'vitest';
import { MODEL_DECLINE, MODEL_SURE, withDeclineModel } from './decline-model.js';
import { classifyRefusal, isRefusal, refusalReading } from './index.js';
import { ANSWERS_THE_QUESTION } from './refusal-clauses.js';

// Rules 17: with the question known, a claim beside a decline that answers part of the question (it brings a value or
// a name the question does not have, outside brackets, and shares a content word with the question) is the grammar's
// evidence of an answer, which the decline model cannot turn into a refusal: where they disagree the decision is
// uncertain. Own examples, one two-part question per language.
const ANSWERING: readonly (readonly [string, string, string])[] = [
  [
    'en',
    'When does the rooftop bar open, and is there a dress code?',
    "I couldn't find anything about a dress code. The rooftop bar opens at 17:00 on weekdays.",
  ],
  [
    'en',
    'Who runs the pottery class, and is there parking?',
    'I have no details about parking. The pottery class is run by Mara Lindqvist.',
  ],
  [
    'de',
    'Wann beginnt die Führung im Schlossmuseum und gibt es Ermäßigung für Studenten?',
    'Zur Ermäßigung für Studenten liegen mir keine Angaben vor. Die Führung beginnt täglich um 14 Uhr.',
  ],
  [
    'es',
    '¿Cuánto cuesta el curso de cerámica y hay plazas libres en marzo?',
    'No tengo información sobre las plazas de marzo. El curso de cerámica cuesta 85 euros.',
  ],
  [
    'fr',
    "Quel est le prix de l'abonnement annuel et la piscine est-elle chauffée ?",
    "Je n'ai trouvé aucune information sur le chauffage de la piscine. L'abonnement annuel coûte 320 euros.",
  ],
  [
    'pt',
    'A que horas abre a biblioteca municipal e é preciso cartão para entrar?',
    'Não encontrei informação sobre o cartão. A biblioteca municipal abre às 10h.',
  ],
  [
    'it',
    "Quanto costa il parcheggio dell'ospedale e ci sono posti per disabili?",
    "Non ho informazioni sui posti per disabili. Il parcheggio dell'ospedale costa 2 euro all'ora.",
  ],
  [
    'en',
    'How much is the 2024 family plan, and can I share data with it?',
    'I have no information about sharing data. The 2024 family plan costs 20 euros a month.',
  ],
  ['ja', '図書館は何時に開きますか？駐車場はありますか？', '駐車場については分かりません。図書館は午前9時に開きます。'],
  ['zh', '健身房几点开门？有游泳池吗？', '关于游泳池，我没有找到相关信息。健身房早上6点开门。'],
];

// The same shape where the claim does not answer: its value is bracketed (a reference), the question has it already,
// or it is about something else. The grammar reads each as partial; the model has its say.
const NOT_ANSWERING: readonly (readonly [string, string, string, string])[] = [
  [
    'a bracketed reference',
    'When does the rooftop bar open, and is there a dress code?',
    "I couldn't find anything about a dress code. The rooftop bar's house rules (section 4) cover bookings only.",
    'en',
  ],
  [
    'a square-bracketed reference',
    "Quel est le prix de l'abonnement annuel et la piscine est-elle chauffée ?",
    "Je n'ai trouvé aucune information sur le chauffage de la piscine. Les tarifs d'abonnement [réf. 2025-07] sont affichés à l'accueil.",
    'fr',
  ],
  [
    'a reference in curly brackets',
    'When does the rooftop bar open, and is there a dress code?',
    "I couldn't find anything about a dress code. The rooftop bar's house rules {ref 2025-07} cover bookings only.",
    'en',
  ],
  [
    'a reference in CJK brackets',
    '図書館は何時に開きますか？駐車場はありますか？',
    '駐車場については分かりません。図書館の規則〔第3条〕を確認しました。',
    'ja',
  ],
  [
    "the question's words only inside brackets",
    'When does the rooftop bar open, and is there a dress code?',
    "I couldn't find anything about a dress code. Ticket 5512 was filed (rooftop bar).",
    'en',
  ],
  [
    "the question's own value",
    'Is table 12 free on Friday, and can I bring a cake?',
    'I have no information about bringing a cake. Table 12 is one of our window tables.',
    'en',
  ],
  [
    'a value off the question',
    'When does the rooftop bar open, and is there a dress code?',
    "I couldn't find anything about a dress code. Our new cocktail menu launched on 3 May.",
    'en',
  ],
];

const grammar = (answer: string, question?: string) => classifyRefusal(answer, { question, declineModel: false });

describe('a claim that answers part of the question', () => {
  test.each(ANSWERING)('%s: the grammar marks it and reads the answer as partial', (_language, question, answer) => {
    const decision = grammar(answer, question);
    expect(decision.kind).toBe('partial');
    expect(decision.clauses.filter((c) => c.rule === ANSWERS_THE_QUESTION)).toHaveLength(1);
    expect(decision.clauses.find((c) => c.rule === ANSWERS_THE_QUESTION)?.kind).toBe('claim');
  });

  test.each(ANSWERING)(
    '%s: the decline model cannot make it a refusal, only uncertain',
    (_language, question, answer) => {
      const decision = grammar(answer, question);
      for (const p of [MODEL_DECLINE + 0.01, MODEL_SURE, MODEL_SURE + 0.01, 0.99]) {
        const read = withDeclineModel(decision, answer, p);
        expect(read.kind).toBe('uncertain');
        expect(read.clauses).toEqual(decision.clauses);
        expect(read.reason).toMatch(
          /^uncertain: the decline model reads a decline \(p 0\.\d+\), but ".+" answers part of the question .*; the grammar read it as partial: partial: /,
        );
      }
      // At or below MODEL_DECLINE the model has no say, and the grammar's partial stands as it was.
      expect(withDeclineModel(decision, answer, MODEL_DECLINE)).toEqual(decision);
    },
  );

  test.each(ANSWERING)('%s: without the question nothing marks it, and the model decides', (_language, _q, answer) => {
    const decision = grammar(answer);
    expect(decision.clauses.some((c) => c.rule === ANSWERS_THE_QUESTION)).toBe(false);
    expect(decision.kind).toBe('partial');
    expect(withDeclineModel(decision, answer, 0.95).kind).toBe('refusal');
    expect(withDeclineModel(decision, answer, 0.7).kind).toBe('uncertain');
  });

  test.each(NOT_ANSWERING)('%s is not marked, and the model decides', (_shape, question, answer) => {
    const decision = grammar(answer, question);
    expect(decision.kind).toBe('partial');
    expect(decision.clauses.some((c) => c.rule === ANSWERS_THE_QUESTION)).toBe(false);
    expect(withDeclineModel(decision, answer, 0.95).kind).toBe('refusal');
    expect(withDeclineModel(decision, answer, 0.7).kind).toBe('uncertain');
  });

  test('isRefusal, refusalReading and classifyRefusal agree on every example, with the model on and off', () => {
    for (const [, question, answer] of [...ANSWERING, ...NOT_ANSWERING]) {
      for (const options of [{ question }, { question, declineModel: false }, {}]) {
        const kind = classifyRefusal(answer, options).kind;
        const expected = kind === 'refusal' || kind === 'uncertain' ? kind : 'other';
        expect(refusalReading(answer, options)).toBe(expected);
        expect(isRefusal(answer, options)).toBe(kind === 'refusal');
      }
    }
  });
});
