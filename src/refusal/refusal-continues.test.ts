// Rules 19, read with the question: a statement beside a decline that holds no number or name and shares no content
// word of the question carries on the filler right before it (a next step, a question back); and the sentence
// boundary around one-letter names and titles' abbreviations. Our own sentences, in every shipped language.
import { describe, expect, test } from 'vitest';
import { classifyRefusal, isRefusal, refusalReading } from './refusal.js';

// [language, question, decline, next step, off the question, about the question (shares a content word), a value]
const CASES = [
  [
    'en',
    'Can I bring my dog to the campsite?',
    'I do not have any information about that.',
    'You could ask at reception.',
    'The staff there are very friendly.',
    'The campsite is lovely in spring.',
    'They are open until 6 pm.',
  ],
  [
    'de',
    'Darf ich meinen Hund mitbringen?',
    'Dazu habe ich leider keine Informationen.',
    'Fragen Sie bitte an der Rezeption nach.',
    'Die Kollegen dort sind sehr nett.',
    'Hunde sind hier sehr beliebt.',
    'Sie ist bis 18 Uhr besetzt.',
  ],
  [
    'es',
    '¿Puedo llevar a mi perro?',
    'No tengo información sobre eso.',
    'Pregunta en recepción.',
    'Allí son muy amables.',
    'Los perros son muy queridos aquí.',
    'Abren hasta las 18 h.',
  ],
  [
    'fr',
    'Puis-je venir avec mon chien ?',
    'Je n’ai pas d’information à ce sujet.',
    'Renseignez-vous à l’accueil.',
    'L’équipe est très sympathique.',
    'Les chiens sont très appréciés ici.',
    'Il est ouvert jusqu’à 18 h.',
  ],
  [
    'pt',
    'Posso levar o meu cachorro?',
    'Não tenho informações sobre isso.',
    'Pergunte na recepção.',
    'O pessoal de lá é muito simpático.',
    'Os cachorros são muito queridos aqui.',
    'Ela abre até às 18h.',
  ],
  [
    'it',
    'Posso portare il mio cagnolino?',
    'Non ho informazioni al riguardo.',
    'Chieda pure alla reception.',
    'Lì sono tutti molto gentili.',
    'I cagnolini sono molto amati qui.',
    'È aperta fino alle 18.',
  ],
  [
    'ja',
    'ペットの犬を連れて行けますか？',
    'その情報はございません。',
    '受付にお問い合わせください。',
    'とても親切な方ばかりです。',
    'ペットはとても人気です。',
    '受付は18時までです。',
  ],
  [
    'zh',
    '可以带宠物狗吗？',
    '抱歉，我没有这方面的信息。',
    '请咨询前台。',
    '那边的同事都很热情。',
    '宠物在这里很受欢迎。',
    '前台开到晚上6点。',
  ],
] as const;

const join = (language: string, ...sentences: string[]) =>
  sentences.join(language === 'ja' || language === 'zh' ? '' : ' ');
const grammar = (answer: string, question?: string) =>
  classifyRefusal(answer, { ...(question === undefined ? {} : { question }), declineModel: false });

describe('rules 19: a statement off the question carries on the filler before it', () => {
  test.each(CASES)(
    '%s: decline, next step, then a statement off the question: a refusal',
    (language, question, decline, next, off) => {
      const answer = join(language, decline, next, off);
      const decision = grammar(answer, question);
      expect(decision.kind).toBe('refusal');
      expect(decision.clauses.at(-1)).toMatchObject({ kind: 'filler', rule: 'continues-filler' });
      // The three readers agree, with the decline model too.
      expect(isRefusal(answer, { question, declineModel: false })).toBe(true);
      const kind = classifyRefusal(answer, { question }).kind;
      expect(refusalReading(answer, { question })).toBe(kind === 'refusal' || kind === 'uncertain' ? kind : 'other');
      expect(isRefusal(answer, { question })).toBe(kind === 'refusal');
    },
  );

  test.each(CASES)(
    '%s: two statements off the question after the next step: both carry it on',
    (language, question, decline, next, off) => {
      const decision = grammar(join(language, decline, next, off, off), question);
      expect(decision.kind).toBe('refusal');
      expect(decision.clauses.slice(-2).map((c) => c.rule)).toEqual(['continues-filler', 'continues-filler']);
    },
  );

  test.each(CASES)(
    '%s: the same statement right after the decline: uncertain',
    (language, question, decline, _next, off) => {
      const decision = grammar(join(language, decline, off), question);
      expect(decision.kind).toBe('uncertain');
      expect(decision.clauses.at(-1)).toMatchObject({ kind: 'uncertain', rule: 'off-question' });
      expect(decision.reason).toContain('off the question');
    },
  );

  test.each(CASES)(
    '%s: a statement about the question after the next step: uncertain',
    (language, question, decline, next, _off, about) => {
      const decision = grammar(join(language, decline, next, about), question);
      expect(decision.kind).toBe('uncertain');
      expect(decision.clauses.at(-1)).toMatchObject({ kind: 'uncertain', rule: 'about-the-question' });
      expect(decision.reason).toContain("about the question's subject");
    },
  );

  test.each(CASES)(
    '%s: a statement with a number after the next step: a claim (partial)',
    (language, question, decline, next, _off, _about, value) => {
      expect(grammar(join(language, decline, next, value), question).kind).toBe('partial');
    },
  );

  test.each(CASES)(
    '%s: without the question the statement is a claim (partial)',
    (language, _question, decline, next, off) => {
      expect(grammar(join(language, decline, next, off)).kind).toBe('partial');
    },
  );
});

describe('rules 19: sentences around one-letter names and titles', () => {
  test.each([
    ['en', 'The clinic is next to Outpatients B. The fee, I cannot say.'],
    ['de', 'Die Praxis liegt neben der Ambulanz C. Die Gebühr kenne ich leider nicht.'],
    ['fr', 'Le bureau est dans le bâtiment D. Le tarif, je ne le connais pas.'],
    ['es', 'La consulta está en el pabellón A. El precio no lo sé.'],
    ['pt', 'O consultório fica no bloco E. Se é preciso ir em jejum, não sei.'],
    ['it', "L'ufficio è nell'edificio F. Se serve il digiuno, non lo so."],
  ])('%s: a one-letter name before a stop word ends its sentence', (_language, answer) => {
    // The stop words are the language lists' (refusal-languages.ts): "Whether", "Ob", "Pour" are not among them yet.
    const decision = grammar(answer);
    // The place is a sentence of its own (a claim), the decline another: partial, not one mixed clause.
    expect(decision.kind).toBe('partial');
    expect(decision.clauses[0]!.text).toMatch(/ [a-f]$/u);
  });

  test.each([
    ['en', 'Your appointment is with Dr. Lee on Monday. I do not know the fee.', 'with dr. lee on monday'],
    ['de', 'Zuständig ist Herr Dr. Albrecht Winter. Die Gebühr kenne ich leider nicht.', 'dr. albrecht winter'],
    ['es', 'La atiende la Sra. Pérez Gil. El precio no lo sé.', 'sra. pérez gil'],
    ['fr', 'Votre dossier est suivi par Mme. Laurent Petit. Le tarif, je ne le connais pas.', 'mme. laurent petit'],
    ['pt', 'A escritura é lavrada pelo Dr. Rui Almeida. O preço não sei.', 'dr. rui almeida'],
  ])("%s: a title's abbreviation before a name ends no sentence", (_language, answer, kept) => {
    const decision = grammar(answer);
    expect(decision.clauses[0]!.text).toContain(kept);
    expect(decision.kind).toBe('partial');
  });

  test('an initial inside a name stays inside its sentence', () => {
    expect(grammar('John F. Kennedy Airport is the nearest. I do not know the fare.').clauses[0]!.text).toBe(
      'john f. kennedy airport is the nearest',
    );
  });
});
