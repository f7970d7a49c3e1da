import { describe, expect, test } from 'vitest';
import { classifyRefusal, isRefusal, type RefusalDecision, type RefusalLanguage, refusalReading } from './refusal.js';

type Kind = RefusalDecision['kind'];

// Declines that offer a next step (a question to ask, topics the assistant can help with, a link or an address, "try
// rephrasing"), in every shipped language, beside answers that still make a claim. Written for these tests: a gym,
// a hotel and a software product, not the domains of the held-out probes.
const NEXT_STEP: Record<RefusalLanguage, [string, Kind][]> = {
  en: [
    ["I don't know the sauna's opening hours. You could ask me about the class timetable instead.", 'refusal'],
    [
      'The documents do not mention towel rental. I can help with memberships, lockers and personal training.',
      'refusal',
    ],
    ["I couldn't find the checkout time. The front desk answers at reception@hotel.example.", 'refusal'],
    ['The manual does not say how to export to PDF. Try rephrasing your question.', 'refusal'],
    ['Great question! Unfortunately the provided context does not cover the spa menu.', 'refusal'],
    ["I don't know the sauna's opening hours, but a day pass costs $12. You could ask about classes.", 'partial'],
    ['The sauna opens at 7 a.m. You can also ask the front desk about towels.', 'answer'],
  ],
  de: [
    ['Ich weiß nicht, wann die Sauna öffnet. Du könntest mich stattdessen nach dem Kursplan fragen.', 'refusal'],
    ['Der Kontext enthält keine Angaben zum Handtuchverleih. Versuche es mit einer anderen Frage.', 'refusal'],
    ['Dazu habe ich keine Informationen. Mehr steht unter https://hotel.example/faq.', 'refusal'],
    ['Das weiß ich leider nicht. Am besten wendest du dich an die Rezeption.', 'refusal'],
    ['Ich weiß nicht, wann die Sauna öffnet, aber eine Tageskarte kostet 12 Euro.', 'partial'],
    ['Die Sauna öffnet um 7 Uhr. Du kannst auch an der Rezeption nach Handtüchern fragen.', 'answer'],
  ],
  es: [
    ['No sé a qué hora abre la sauna. Podrías preguntarme por el horario de las clases.', 'refusal'],
    [
      'El contexto no menciona el alquiler de toallas. Puedo ayudarte con las cuotas, las taquillas y los entrenamientos.',
      'refusal',
    ],
    ['No tengo información sobre la hora de salida. Escribe a recepcion@hotel.example.', 'refusal'],
    ['No lo sé. Intenta formular la pregunta de otra manera.', 'refusal'],
    ['No sé a qué hora abre la sauna, pero el pase de un día cuesta 12 euros.', 'partial'],
    ['La sauna abre a las 7. También puedes preguntar en recepción por las toallas.', 'answer'],
  ],
  fr: [
    ['Je ne sais pas à quelle heure ouvre le sauna. Tu pourrais plutôt me demander le planning des cours.', 'refusal'],
    [
      "Le contexte ne mentionne pas la location de serviettes. Je peux t'aider sur les abonnements et les casiers.",
      'refusal',
    ],
    ["Je n'ai pas d'information sur l'heure de départ. Écris à reception@hotel.example.", 'refusal'],
    ["Je ne sais pas. N'hésite pas à reformuler ta question.", 'refusal'],
    ['Je ne sais pas à quelle heure ouvre le sauna, mais la journée coûte 12 euros.', 'partial'],
    ["Le sauna ouvre à 7 heures. Tu peux aussi demander des serviettes à l'accueil.", 'answer'],
  ],
  pt: [
    ['Não sei a que horas a sauna abre. Você poderia me perguntar sobre os horários das aulas.', 'refusal'],
    ['O contexto não menciona o aluguel de toalhas. Posso ajudar com mensalidades, armários e treinos.', 'refusal'],
    ['Não tenho informações sobre o horário de saída. Escreva para recepcao@hotel.example.', 'refusal'],
    ['Não sei. Tente reformular a pergunta.', 'refusal'],
    ['Não sei a que horas a sauna abre, mas a diária custa 12 reais.', 'partial'],
    ['A sauna abre às 7 horas. Você também pode pedir toalhas na recepção.', 'answer'],
  ],
  it: [
    ['Non so a che ora apre la sauna. Potresti chiedermi gli orari dei corsi.', 'refusal'],
    [
      'Il contesto non menziona il noleggio degli asciugamani. Posso aiutarti con abbonamenti, armadietti e allenamenti.',
      'refusal',
    ],
    ["Non ho informazioni sull'orario di partenza. Scrivi a reception@hotel.example.", 'refusal'],
    ['Non lo so. Prova a riformulare la domanda.', 'refusal'],
    ['Non so a che ora apre la sauna, ma il biglietto giornaliero costa 12 euro.', 'partial'],
    ['La sauna apre alle 7. Puoi anche chiedere gli asciugamani alla reception.', 'answer'],
  ],
  ja: [
    ['サウナの営業時間はわかりません。代わりにレッスンの時間割についてお尋ねいただけます。', 'refusal'],
    [
      '提供された資料にはタオルの貸し出しについての記載がありません。会員プランやロッカーについてならお手伝いできます。',
      'refusal',
    ],
    ['チェックアウトの時間はわかりません。詳しくは https://hotel.example/faq をご覧ください。', 'refusal'],
    ['サウナの営業時間はわかりませんが、1日券は1200円です。', 'partial'],
    ['サウナは午前7時に開きます。', 'answer'],
  ],
  zh: [
    ['我不知道桑拿几点开门。你可以问我课程时间表方面的问题。', 'refusal'],
    ['文档中没有提到毛巾租用。我可以帮你解答会员卡和储物柜的问题。', 'refusal'],
    ['我不清楚退房时间。详细信息请查看 https://hotel.example/faq 。', 'refusal'],
    ['我不知道桑拿几点开门，不过单日票是12元。', 'partial'],
    ['桑拿早上7点开门。', 'answer'],
  ],
};

describe.each(Object.entries(NEXT_STEP) as [RefusalLanguage, [string, Kind][]][])(
  'a decline with a next step (%s)',
  (language, rows) => {
    test.for(rows)('%s -> %s', ([answer, expected]) => {
      const decision = classifyRefusal(answer);
      expect(decision.kind, decision.reason).toBe(expected);
      expect(isRefusal(answer)).toBe(expected === 'refusal');
      expect(classifyRefusal(answer, { language }).kind).toBe(expected);
    });
  },
);

// With the question known: after a decline, a statement with no number or name that the grammar can read neither as
// a redirect nor as an answer is `uncertain`, whether it is about the question's subject or off it; one with a number
// or a name is a claim (partial), with the decline model or without it. The test names give that reading, the
// grammar's with the statement model off; by default the statement model may settle an uncertain one as a refusal
// (two rows here), which the test checks apart.
const QUESTIONS: Record<RefusalLanguage, { question: string; rows: [string, Kind][] }> = {
  en: {
    question: 'When does the rooftop pool close?',
    rows: [
      ["I don't know when the rooftop pool closes. Breakfast is served in the lobby.", 'uncertain'],
      ["I don't know when the rooftop pool closes. The pool is heated all year.", 'uncertain'],
      ["I don't know when the rooftop pool closes. The pool was built in 2019.", 'partial'],
      ["I don't know when the rooftop pool closes. The bar is run by Marco Rossi.", 'partial'],
    ],
  },
  de: {
    question: 'Wann schließt das Dachschwimmbad?',
    rows: [
      ['Ich weiß nicht, wann es schließt. Das Frühstück gibt es in der Lobby.', 'uncertain'],
      ['Ich weiß nicht, wann es schließt. Das Dachschwimmbad ist beheizt.', 'uncertain'],
      ['Ich weiß nicht, wann es schließt. Das Dachschwimmbad wurde 2019 gebaut.', 'partial'],
    ],
  },
  es: {
    question: '¿A qué hora cierra la piscina de la azotea?',
    rows: [
      ['No sé a qué hora cierra. El desayuno se sirve en el vestíbulo.', 'uncertain'],
      ['No sé a qué hora cierra. La piscina está climatizada todo el año.', 'uncertain'],
      ['No sé a qué hora cierra. La piscina se construyó en 2019.', 'partial'],
    ],
  },
  fr: {
    question: 'À quelle heure ferme la piscine du toit ?',
    rows: [
      ['Je ne sais pas à quelle heure elle ferme. Le petit-déjeuner est servi dans le hall.', 'uncertain'],
      ["Je ne sais pas à quelle heure elle ferme. La piscine est chauffée toute l'année.", 'uncertain'],
      ['Je ne sais pas à quelle heure elle ferme. La piscine a été construite en 2019.', 'partial'],
    ],
  },
  pt: {
    question: 'A que horas fecha a piscina da cobertura?',
    rows: [
      ['Não sei a que horas fecha. O café da manhã é servido no saguão.', 'uncertain'],
      ['Não sei a que horas fecha. A piscina é aquecida o ano todo.', 'uncertain'],
      ['Não sei a que horas fecha. A piscina foi construída em 2019.', 'partial'],
    ],
  },
  it: {
    question: 'A che ora chiude la piscina sul tetto?',
    rows: [
      ["Non so a che ora chiude. La colazione è servita nell'atrio.", 'uncertain'],
      ["Non so a che ora chiude. La piscina è riscaldata tutto l'anno.", 'uncertain'],
      ['Non so a che ora chiude. La piscina è stata costruita nel 2019.', 'partial'],
    ],
  },
  ja: {
    question: '屋上プールは何時に閉まりますか？',
    rows: [
      ['閉まる時間はわかりません。朝食はロビーで提供しています。', 'uncertain'],
      ['閉まる時間はわかりません。屋上プールは一年中温水です。', 'uncertain'],
      ['閉まる時間はわかりません。屋上プールは2019年に完成しました。', 'partial'],
    ],
  },
  zh: {
    question: '屋顶泳池几点关门？',
    rows: [
      ['我不知道几点关门。早餐在大堂供应。', 'uncertain'],
      ['我不知道几点关门。屋顶泳池全年恒温。', 'uncertain'],
      ['我不知道几点关门。屋顶泳池建于2019年。', 'partial'],
    ],
  },
};

describe.each(Object.entries(QUESTIONS) as [RefusalLanguage, (typeof QUESTIONS)['en']][])(
  'statements after a decline, read against the question (%s)',
  (_language, { question, rows }) => {
    test.for(rows)('%s -> %s', ([answer, expected]) => {
      const reading = expected === 'refusal' || expected === 'uncertain' ? expected : 'other';
      // The grammar's reading, with the decline model (the statement model off, as rules 20 read) and without it.
      for (const options of [
        { question, statementModel: false },
        { question, declineModel: false },
      ]) {
        const decision = classifyRefusal(answer, options);
        expect(decision.kind, decision.reason).toBe(expected);
        expect(isRefusal(answer, options)).toBe(expected === 'refusal');
        expect(refusalReading(answer, options)).toBe(reading);
      }
      // With the statement model on (the default), a partial reading stays partial; an uncertain one stays uncertain
      // unless the model reads no statement beside the decline as an answer (statement-model.test.ts).
      const on = classifyRefusal(answer, { question });
      expect(classifyRefusal(answer, { question, statementModel: true })).toEqual(on);
      expect(refusalReading(answer, { question })).toBe(refusalReading(answer, { question, statementModel: true }));
      if (expected === 'partial') {
        expect(on.kind).toBe(expected);
      } else if (on.kind !== expected) {
        expect(on.kind).toBe(reading === 'uncertain' ? 'refusal' : expected);
        expect(on.reason).toMatch(/statement model reads no/);
      }
      // Without the question such a statement is a claim, as before.
      if (expected !== 'partial') expect(classifyRefusal(answer).kind).toBe('partial');
    });
  },
);

describe('an answer in a script no shipped vocabulary reads', () => {
  test.for([
    ['Я не знаю, когда закрывается бассейн.', 'Cyrillic'],
    ['Δεν γνωρίζω πότε κλείνει η πισίνα.', 'Greek'],
    ['수영장이 언제 닫는지 모르겠습니다.', 'Hangul'],
  ])('%s is uncertain (%s), not a refusal', ([answer, script]) => {
    const decision = classifyRefusal(answer!);
    expect(decision.kind).toBe('uncertain');
    expect(decision.reason).toContain(script);
    expect(isRefusal(answer!)).toBe(false);
    expect(refusalReading(answer!)).toBe('uncertain');
    // A vocabulary chosen by the user reads every answer: nothing is left to the script.
    expect(classifyRefusal(answer!, { language: 'en' }).kind).toBe('answer');
  });

  test('a Latin answer with a few foreign words is read as before', () => {
    expect(classifyRefusal("I don't know what «бассейн» means here.").kind).toBe('refusal');
  });
});
