import { describe, expect, test } from 'vitest';
import {
  classifyRefusal,
  FRENCH_REFUSAL_VOCABULARY,
  ITALIAN_REFUSAL_VOCABULARY,
  type RefusalDecision,
  type RefusalVocabulary,
  SPANISH_REFUSAL_VOCABULARY,
} from './refusal.js';

/**
 * Spanish, French and Italian clause shapes around a decline: the user's question restated before it ("you want to
 * know whether X") says nothing about X, and an adverb inside the negation ("je ne suis malheureusement pas") keeps
 * the decline. Each class has sentences in several domains and near misses that must keep their kind.
 */
const CLASSES: readonly (readonly [RefusalVocabulary, answer: string, expected: RefusalDecision['kind']])[] = [
  [
    SPANISH_REFUSAL_VOCABULARY,
    'Quieres saber si el gimnasio abre en festivos. No encuentro ese dato en la información que tengo.',
    'refusal',
  ],
  [
    SPANISH_REFUSAL_VOCABULARY,
    'Usted pregunta cuándo vence la garantía. Eso no aparece en el contrato, lo siento.',
    'refusal',
  ],
  [SPANISH_REFUSAL_VOCABULARY, 'Me preguntas si hay menú sin gluten. No tengo información sobre eso.', 'refusal'],
  [SPANISH_REFUSAL_VOCABULARY, 'Me preguntas si hay menú sin gluten. Sí, hay dos platos sin gluten.', 'answer'],
  [SPANISH_REFUSAL_VOCABULARY, 'Quieres saber si puedes cancelar. Puedes, hasta el día anterior.', 'answer'],
  [
    FRENCH_REFUSAL_VOCABULARY,
    "Vous voulez savoir si la piscine est chauffée. Je n'ai pas cette information.",
    'refusal',
  ],
  [
    FRENCH_REFUSAL_VOCABULARY,
    'Tu me demandes quand les inscriptions ferment. Les documents ne le précisent pas.',
    'refusal',
  ],
  [
    FRENCH_REFUSAL_VOCABULARY,
    'Vous aimeriez savoir si le bail autorise les animaux. Je ne trouve rien à ce sujet, désolé.',
    'refusal',
  ],
  [FRENCH_REFUSAL_VOCABULARY, 'Vous voulez savoir si la piscine est chauffée. Oui, elle est à 28 degrés.', 'answer'],
  [FRENCH_REFUSAL_VOCABULARY, 'Vous me demandez si le parking est payant : non, il est gratuit.', 'answer'],
  [FRENCH_REFUSAL_VOCABULARY, 'Je ne suis hélas pas en mesure de vous le confirmer.', 'refusal'],
  [FRENCH_REFUSAL_VOCABULARY, 'Nous ne sommes malheureusement pas en mesure de répondre à votre demande.', 'refusal'],
  [FRENCH_REFUSAL_VOCABULARY, "Le magasin n'est malheureusement pas ouvert le dimanche.", 'answer'],
  [
    ITALIAN_REFUSAL_VOCABULARY,
    'Vuoi sapere se il museo è accessibile in sedia a rotelle. Non ho trovato informazioni al riguardo.',
    'refusal',
  ],
  [
    ITALIAN_REFUSAL_VOCABULARY,
    'Mi chiedi quando riapre la biblioteca. I documenti non ne parlano, mi dispiace.',
    'refusal',
  ],
  [
    ITALIAN_REFUSAL_VOCABULARY,
    'Lei desidera sapere se il corso è online. Purtroppo non dispongo di questa informazione.',
    'refusal',
  ],
  [ITALIAN_REFUSAL_VOCABULARY, 'Vuoi sapere se il museo è accessibile. Sì, ci sono rampe a ogni ingresso.', 'answer'],
  [ITALIAN_REFUSAL_VOCABULARY, 'Mi chiedi se si paga il parcheggio: no, è gratuito.', 'answer'],
  // The assistant's own holdings: first person singular "non ho" with a definite object.
  [ITALIAN_REFUSAL_VOCABULARY, 'Non ho gli orari dei traghetti invernali.', 'refusal'],
  [ITALIAN_REFUSAL_VOCABULARY, 'Purtroppo non ho i dati sulle iscrizioni. Prova a chiedere in segreteria.', 'refusal'],
  [ITALIAN_REFUSAL_VOCABULARY, 'Io non ho il contatto del fornitore.', 'refusal'],
  [ITALIAN_REFUSAL_VOCABULARY, 'Non abbiamo le taglie piccole.', 'answer'],
  [ITALIAN_REFUSAL_VOCABULARY, 'Il modello base non ha i sensori di parcheggio.', 'answer'],
];

describe('Romance clause shapes around a decline', () => {
  test.each(CLASSES.map(([v, a, e]) => [v.language, a, e, v] as const))(
    '%s: %s -> %s',
    (_l, answer, expected, vocabulary) => {
      expect(classifyRefusal(answer, { vocabulary }).kind).toBe(expected);
    },
  );
});
