import { describe, expect, test } from 'vitest';
import {
  declineFeatures,
  featureModelScorer,
  MODEL_BITS,
  MODEL_MAX_CHARS,
  type StoredFeatureModel,
} from './decline-features.js';
import {
  declineProbability,
  declineProbabilityIfLongEnough,
  MODEL_DECLINE,
  MODEL_MIN_WORDS,
  MODEL_SURE,
  shownProbability,
  withDeclineModel,
} from './decline-model.js';
import stored from './decline-model.json' with { type: 'json' };
import {
  classifyRefusal,
  detectRefusalLanguage,
  ENGLISH_REFUSAL_VOCABULARY,
  GERMAN_REFUSAL_VOCABULARY,
  isRefusal,
  type RefusalOptions,
  refusalReading,
} from './index.js';
import statementStored from './statement-model.json' with { type: 'json' };

describe('the decline model', () => {
  // The statement model's weights are stored the same way and read by the same scorer.
  test.each([
    ['decline-model.json', stored],
    ['statement-model.json', statementStored],
  ])('%s: its stored weights fill 2^MODEL_BITS int8 buckets, with a scale and a bias', (_, model) => {
    expect(model.bits).toBe(MODEL_BITS);
    expect(Buffer.from(model.weights, 'base64').length).toBe(2 ** MODEL_BITS);
    expect(model.scale).toBeGreaterThan(0);
    expect(Number.isFinite(model.bias)).toBe(true);
  });

  test('the shared scorer: every text has a bucket, so a probability; weights of other bits fail naming the file', () => {
    expect(declineFeatures('').length).toBeGreaterThan(0);
    const score = featureModelScorer(stored as StoredFeatureModel, 'decline-model.json');
    expect(score('')).toBeGreaterThan(0);
    expect(score('')).toBeLessThan(1);
    expect(score('The fee is 40 EUR.')).toBe(declineProbability('The fee is 40 EUR.'));
    const other = featureModelScorer({ ...(stored as StoredFeatureModel), bits: MODEL_BITS - 1 }, 'old-model.json');
    expect(() => other('The fee is 40 EUR.')).toThrow(
      `old-model.json has ${MODEL_BITS - 1} bits, the code reads ${MODEL_BITS}: retrain the model`,
    );
  });

  test('features: each bucket once, case, spacing and digits do not matter, order of words does', () => {
    const a = declineFeatures('The fee is 40 EUR.');
    expect(new Set(a).size).toBe(a.length);
    expect(a.every((f) => Number.isInteger(f) && f >= 0 && f < 2 ** MODEL_BITS)).toBe(true);
    expect(declineFeatures('the   FEE is 93 eur.')).toEqual(a);
    expect(declineFeatures('EUR 40 is the fee.')).not.toEqual(a);
    expect(declineFeatures('')).toEqual(declineFeatures('   '));
  });

  test('language features: every n-gram once as itself and once salted with the answer language', () => {
    // The shipped model reads them (rules 15 and later); the scorer follows the file's flag.
    expect(stored.languageFeatures).toBe(true);
    const en = 'I have no idea, sorry.';
    const pt = 'Eu não tenho isso no momento.';
    expect(detectRefusalLanguage(en)).toBe('en');
    expect(detectRefusalLanguage(pt)).toBe('pt');
    for (const answer of [en, pt]) {
      const plain = declineFeatures(answer);
      const both = declineFeatures(answer, true);
      expect(new Set(both).size).toBe(both.length);
      expect(plain.every((f) => both.includes(f))).toBe(true);
      expect(both.length).toBeGreaterThan(plain.length);
    }
    // " no " is a shared bucket of both answers as itself, but salted by language it is two different buckets: the
    // model can weigh the English negation and the Portuguese "in the" apart.
    const plainEn = new Set(declineFeatures(en));
    const plainPt = new Set(declineFeatures(pt));
    expect([...plainEn].some((f) => plainPt.has(f))).toBe(true);
    const saltedEn = declineFeatures(en, true).filter((f) => !plainEn.has(f));
    const saltedPt = new Set(declineFeatures(pt, true).filter((f) => !plainPt.has(f)));
    expect(saltedEn.some((f) => saltedPt.has(f))).toBe(false);
  });

  test('an answer is read only to its first MODEL_MAX_CHARS characters', () => {
    const head = 'word '.repeat(MODEL_MAX_CHARS / 5);
    expect(declineFeatures(`${head}I could not find anything about that.`)).toEqual(
      declineFeatures(`${head}The answer is in section 3 of the guide.`),
    );
    // a whole book is read to the same head as a short one
    expect(declineFeatures('no '.repeat(500_000))).toEqual(declineFeatures('no '.repeat(MODEL_MAX_CHARS)));
  });

  test('probabilities are in [0, 1] and the same on every call', () => {
    for (const answer of ['I could not find the opening hours in the documents.', 'The museum opens at 9 am.']) {
      const p = declineProbability(answer);
      expect(p).toBeGreaterThanOrEqual(0);
      expect(p).toBeLessThanOrEqual(1);
      expect(declineProbability(answer)).toBe(p);
    }
  });

  test.each([
    ['Hard to say.', 3],
    ['不知道。', 2],
    ['I could not find that one.', 6],
    ['保証期間については資料に記載がありません。', 10.5],
  ])('has a say only from MODEL_MIN_WORDS words (two Han or kana characters count as one): %s', (answer, words) => {
    const p = declineProbabilityIfLongEnough(answer);
    if (words >= MODEL_MIN_WORDS) expect(p).toBe(declineProbability(answer));
    else expect(p).toBeUndefined();
  });
});

// Our own sentences in domains no training file used; each language's declines the grammar misses and answers it
// reads right (the model must not turn them).
const DECLINES_THE_GRAMMAR_MISSES: [string, string][] = [
  ['en', 'Hmm, the mooring fee for the inner basin is a blank spot in the harbour pack, sorry about that.'],
  ['en', "The inner basin's mooring fee: that one's a gap in my harbour notes, sorry!"],
  [
    'de',
    'Zur Frage nach dem Mitgliedsbeitrag für Jugendliche findet sich in unseren Vereinsunterlagen leider kein Hinweis.',
  ],
  ['es', 'El precio del bono de la piscina climatizada se me escapa, en mis fichas no sale por ningún lado.'],
  ['fr', "Le tarif de la consigne à vélos, c'est le trou noir dans mes fiches, désolé !"],
  [
    'pt',
    'O preço do guarda-volumes de bicicletas é um mistério para mim, nas minhas fichas não aparece em lugar nenhum.',
  ],
  ['it', 'Il costo del deposito bici è un mistero anche per me, nelle mie schede non compare da nessuna parte.'],
];

describe('classifyRefusal with the decline model', () => {
  test('a decline the model is sure of (above MODEL_SURE) is a refusal, one it leans to is uncertain, and says why', () => {
    for (const [, answer] of DECLINES_THE_GRAMMAR_MISSES) {
      const p = declineProbability(answer);
      const grammar = classifyRefusal(answer, { declineModel: false });
      const decision = classifyRefusal(answer);
      if (p > MODEL_SURE) {
        expect(decision.kind, decision.reason).toBe('refusal');
        expect(decision.reason).toContain(`the decline model reads the answer as a decline (p ${shownProbability(p)})`);
        expect(decision.reason).toContain(`the grammar read it as ${grammar.kind}`);
      } else if (p > MODEL_DECLINE) {
        expect(decision.kind, decision.reason).toBe('uncertain');
        expect(decision.reason).toContain(`the decline model leans to a decline (p ${shownProbability(p)},`);
      } else expect(decision.kind).toBe(grammar.kind);
      expect(isRefusal(answer)).toBe(decision.kind === 'refusal');
      expect(refusalReading(answer)).toBe(
        decision.kind === 'refusal' || decision.kind === 'uncertain' ? decision.kind : 'other',
      );
    }
    // the grammar alone reads none of them; the model adds those it is sure of (above MODEL_SURE)
    expect(
      DECLINES_THE_GRAMMAR_MISSES.filter(([, a]) => classifyRefusal(a, { declineModel: false }).kind === 'refusal'),
    ).toEqual([]);
    expect(
      DECLINES_THE_GRAMMAR_MISSES.filter(([, a]) => classifyRefusal(a).kind === 'refusal').length,
    ).toBeGreaterThanOrEqual(2);
  });

  describe('the band: the grammar decides up to MODEL_DECLINE, the model is unsure up to MODEL_SURE, sure above', () => {
    const answer = 'The harbour pack lists the berths but says nothing I could use about that fee.';
    const asAnswer = { kind: 'answer' as const, claimless: false, reason: 'answer: a claim', clauses: [] };
    const asPartial = { ...asAnswer, kind: 'partial' as const, reason: 'partial: declines and claims' };
    const asUncertain = { ...asAnswer, kind: 'uncertain' as const, reason: 'uncertain: about the question' };
    test.each([
      [asAnswer, MODEL_DECLINE - 0.01, 'answer'],
      [asAnswer, MODEL_DECLINE, 'answer'],
      [asAnswer, MODEL_DECLINE + 0.01, 'uncertain'],
      [asPartial, (MODEL_DECLINE + MODEL_SURE) / 2, 'uncertain'],
      [asUncertain, MODEL_SURE, 'uncertain'],
      [asUncertain, MODEL_DECLINE, 'uncertain'],
      [asPartial, MODEL_SURE + 0.01, 'refusal'],
      [asAnswer, 0.99, 'refusal'],
      // Rules 20: the grammar's uncertain reading stays uncertain however sure the model is.
      [asUncertain, MODEL_SURE + 0.01, 'uncertain'],
      [asUncertain, 0.99, 'uncertain'],
    ])('grammar %o at p %d: %s', (grammar, p, kind) => {
      const decision = withDeclineModel(grammar, answer, p);
      expect(decision.kind).toBe(kind);
      // Once the model has a say, the reason gives its probability and what the grammar read.
      if (p > MODEL_DECLINE) {
        expect(decision.reason).toContain(`(p ${shownProbability(p)}`);
        expect(decision.reason).toContain(`the grammar read it as ${grammar.kind}: ${grammar.reason}`);
      } else expect(decision).toEqual(grammar);
    });

    test("above MODEL_SURE the reason says why the model may not settle the grammar's uncertain reading", () => {
      expect(withDeclineModel(asUncertain, answer, 0.95).reason).toMatch(
        /^uncertain: the decline model reads a decline \(p 0\.95\), but it may not settle statements beside a decline that hold no number or name/,
      );
    });

    test.each([
      [0.803, '0.803'],
      [0.797, '0.797'],
      [0.6004, '0.600'],
      [0.83, '0.83'],
      [0.7, '0.70'],
    ])('the reason shows p %d as %s: never a cut beside a decision it seems to contradict', (p, shown) => {
      expect(shownProbability(p)).toBe(shown);
    });

    test('a refusal and a claimless answer stay as the grammar read them at any probability', () => {
      const refusal = { ...asAnswer, kind: 'refusal' as const, reason: 'refusal: declines' };
      const claimless = { ...asAnswer, claimless: true, reason: 'answer: only a redirect' };
      for (const p of [0, MODEL_DECLINE + 0.01, MODEL_SURE + 0.01, 1]) {
        expect(withDeclineModel(refusal, answer, p)).toEqual(refusal);
        expect(withDeclineModel(claimless, answer, p)).toEqual(claimless);
      }
    });
  });

  test.each([
    ['en', 'The inner basin moorings cost 12 pounds a night, payable at the harbour office.', 'answer'],
    ['de', 'Der Jugendbeitrag liegt bei 45 Euro im Jahr und wird im Januar abgebucht.', 'answer'],
    ['es', 'No, la piscina climatizada no admite bonos de otras instalaciones municipales.', 'answer'],
    ['fr', "Non, la consigne à vélos n'accepte pas les trottinettes électriques.", 'answer'],
    ['it', 'No, il parcheggio per le biciclette non è custodito di notte.', 'answer'],
    ['pt', 'Não, o bicicletário não fica aberto aos domingos.', 'answer'],
    ['ja', 'いいえ、屋内プールの回数券は他の施設では使えません。', 'answer'],
    ['zh', '不，室内泳池的次卡不能在其他场馆使用。', 'answer'],
  ])('%s: a world negative stays an answer: %s', (_language, answer, kind) => {
    expect(classifyRefusal(answer).kind).toBe(kind);
    expect(declineProbability(answer)).toBeLessThanOrEqual(MODEL_DECLINE);
  });

  test('the model only adds declines: a grammar decline stays a refusal whatever probability the model gives it', () => {
    const declines = [
      'As an AI, I cannot provide instructions for picking a lock on a shed you do not own.',
      "I won't provide instructions for picking a lock on a shed you do not own.",
      'Hard to say.',
      'Leider kann ich Ihnen dazu nichts sagen, da mir die Unterlagen des Vereins nicht vorliegen.',
    ];
    for (const answer of declines) {
      expect(classifyRefusal(answer, { declineModel: false }).kind).toBe('refusal');
      expect(classifyRefusal(answer).kind).toBe('refusal');
      expect(refusalReading(answer)).toBe('refusal');
    }
    // the path is exercised: the model doubts at least one of them
    expect(declines.some((a) => (declineProbabilityIfLongEnough(a) ?? 0) <= MODEL_DECLINE)).toBe(true);
  });

  test('a claimless redirect stays claimless whatever the model reads: in scope the redirect may be the answer', () => {
    const answer = 'Email the marina office at berths@marina.example for anything about moorings.';
    expect(declineProbability(answer)).toBeGreaterThan(MODEL_DECLINE);
    expect(classifyRefusal(answer, { declineModel: false })).toMatchObject({ kind: 'answer', claimless: true });
    expect(classifyRefusal(answer)).toMatchObject({ kind: 'answer', claimless: true });
    expect(isRefusal(answer)).toBe(false);
  });

  test('isRefusal and refusalReading read the same answer again with the model on, off, or under a vocabulary', () => {
    // A decline only the model reads: the grammar alone reads it as an answer.
    const [, answer] = DECLINES_THE_GRAMMAR_MISSES.find(([language]) => language === 'de')!;
    expect(classifyRefusal(answer, { declineModel: false }).kind).not.toBe('refusal');
    expect(classifyRefusal(answer).kind).toBe('refusal');
    const sequences: RefusalOptions[][] = [
      [{}, { declineModel: false }, {}],
      [{ declineModel: false }, {}, { declineModel: false }],
      [{ language: 'de' }, { vocabulary: GERMAN_REFUSAL_VOCABULARY }, { language: 'de' }],
      [{ vocabulary: GERMAN_REFUSAL_VOCABULARY }, { language: 'de' }],
    ];
    for (const options of sequences.flat()) {
      const expected = classifyRefusal(answer, options).kind === 'refusal';
      expect(isRefusal(answer, options), JSON.stringify(options)).toBe(expected);
      expect(refusalReading(answer, options) === 'refusal', JSON.stringify(options)).toBe(expected);
    }
  });

  test('declineModel: false and your own vocabulary leave the grammar alone', () => {
    const [, answer] = DECLINES_THE_GRAMMAR_MISSES[0]!;
    const grammar = classifyRefusal(answer, { declineModel: false });
    expect(classifyRefusal(answer, { vocabulary: ENGLISH_REFUSAL_VOCABULARY }).kind).toBe(grammar.kind);
    expect(isRefusal(answer, { declineModel: false })).toBe(grammar.kind === 'refusal');
  });
});
