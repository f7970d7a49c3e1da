// With the question known, a statement beside a decline that holds no number or name stays `uncertain` after a filler
// too: after a next step, a greeting or an apology it may be the answer, in words the question does not have ("Please
// ask at the front desk. Small pets are welcome in the cabins."). Rules 19 tried reading it as the filler's
// continuation and withdrew it. Our own sentences, in every shipped language.
import { describe, expect, test } from 'vitest';
import { classifyRefusal, isRefusal, refusalReading } from './refusal.js';

// [language, question, decline, next step, an aside off the question, an answer with none of the question's words]
const CASES = [
  [
    'en',
    'Can I bring my dog to the campsite?',
    'I do not have any information about that.',
    'You could ask at reception.',
    'The staff there are very friendly.',
    'Small pets are welcome in the cabins.',
  ],
  [
    'de',
    'Darf ich meinen Hund mitbringen?',
    'Dazu habe ich leider keine Informationen.',
    'Fragen Sie bitte an der Rezeption nach.',
    'Die Kollegen dort sind sehr nett.',
    'Kleine Haustiere sind in den Hütten willkommen.',
  ],
  [
    'es',
    '¿Puedo llevar a mi perro?',
    'No tengo información sobre eso.',
    'Pregunta en recepción.',
    'Allí son muy amables.',
    'Las mascotas pequeñas son bienvenidas en las cabañas.',
  ],
  [
    'fr',
    'Puis-je venir avec mon chien ?',
    'Je n’ai pas d’information à ce sujet.',
    'Renseignez-vous à l’accueil.',
    'L’équipe est très sympathique.',
    'Les petits animaux sont acceptés dans les chalets.',
  ],
  [
    'pt',
    'Posso levar o meu cachorro?',
    'Não tenho informações sobre isso.',
    'Pergunte na recepção.',
    'O pessoal de lá é muito simpático.',
    'Animais pequenos são bem-vindos nas cabanas.',
  ],
  [
    'it',
    'Posso portare il mio cagnolino?',
    'Non ho informazioni al riguardo.',
    'Chieda pure alla reception.',
    'Lì sono tutti molto gentili.',
    'Gli animali piccoli sono ammessi nei bungalow.',
  ],
  [
    'ja',
    'ペットの犬を連れて行けますか？',
    'その情報はございません。',
    '受付にお問い合わせください。',
    'とても親切な方ばかりです。',
    '小型の動物はキャビンで歓迎されます。',
  ],
  [
    'zh',
    '可以带宠物狗吗？',
    '抱歉，我没有这方面的信息。',
    '请咨询前台。',
    '那边的同事都很热情。',
    '小型动物欢迎入住小木屋。',
  ],
] as const;

const GREETINGS = {
  en: 'Hi there!',
  de: 'Hallo!',
  es: '¡Hola!',
  fr: 'Bonjour !',
  pt: 'Olá!',
  it: 'Ciao!',
  ja: 'こんにちは！',
  zh: '您好！',
};

const join = (language: string, ...sentences: string[]) =>
  sentences.join(language === 'ja' || language === 'zh' ? '' : ' ');
const grammar = (answer: string, question?: string) =>
  classifyRefusal(answer, { ...(question === undefined ? {} : { question }), declineModel: false });

describe('a statement with no number or name beside a decline stays uncertain after a filler', () => {
  test.each(CASES)(
    '%s: after a next step, an aside and an answer alike',
    (language, question, decline, next, aside, answer) => {
      for (const statement of [aside, answer]) {
        const text = join(language, decline, next, statement);
        const decision = grammar(text, question);
        expect(decision.kind).toBe('uncertain');
        expect(decision.clauses.at(-1)).toMatchObject({ kind: 'uncertain', rule: 'off-question' });
        expect(decision.reason).toContain('off the question');
        // The three readers agree, with the decline model too.
        expect(isRefusal(text, { question, declineModel: false })).toBe(false);
        const kind = classifyRefusal(text, { question }).kind;
        expect(refusalReading(text, { question })).toBe(kind === 'refusal' || kind === 'uncertain' ? kind : 'other');
        expect(isRefusal(text, { question })).toBe(kind === 'refusal');
      }
    },
  );

  test.each(CASES)('%s: after a greeting, before the decline', (language, question, decline, _next, _aside, answer) => {
    const text = join(language, GREETINGS[language], answer, decline);
    expect(grammar(text, question).kind).toBe('uncertain');
    expect(isRefusal(text, { question, declineModel: false })).toBe(false);
  });

  test.each(CASES)(
    '%s: without the question the statement is a claim (partial)',
    (language, _question, decline, next, aside) => {
      expect(grammar(join(language, decline, next, aside)).kind).toBe('partial');
    },
  );
});
