import { describe, expect, test } from 'vitest';
import {
  classifyRefusal,
  ENGLISH_REFUSAL_VOCABULARY,
  GERMAN_REFUSAL_VOCABULARY,
  type RefusalDecision,
} from './refusal.js';

/** The shipped German vocabulary, by example: the same rule as English (docs/refusals.md). */
const GERMAN_TABLE: readonly (readonly [answer: string, expected: RefusalDecision['kind']])[] = [
  ['Ich weiß es nicht.', 'refusal'],
  ['Das weiß ich leider nicht.', 'refusal'],
  ['Ich weiß nicht, wie lange die Lieferung dauert.', 'refusal'],
  ['Dazu habe ich keine Informationen.', 'refusal'],
  ['Ich habe leider keine Informationen über die Akkulaufzeit.', 'refusal'],
  ['Ich konnte in den Dokumenten keine Angaben dazu finden.', 'refusal'],
  ['Ich kann diese Frage anhand der bereitgestellten Dokumente nicht beantworten.', 'refusal'],
  ['Leider kann ich Ihnen dabei nicht helfen.', 'refusal'],
  ['Es tut mir leid, aber ich kann dazu nichts sagen.', 'refusal'],
  ['Ich bin mir nicht sicher.', 'refusal'],
  ['Der Kontext enthält keine Angaben zur Garantie.', 'refusal'],
  ['Der Kontext gibt keine Auskunft über die Lieferzeit.', 'refusal'],
  ['Die Dokumente erwähnen die Rückgabefrist nicht.', 'refusal'],
  ['Die bereitgestellten Unterlagen nennen keinen Preis.', 'refusal'],
  ['In den Dokumenten wird die Akkulaufzeit nicht erwähnt.', 'refusal'],
  ['Die Öffnungszeiten werden im Kontext nicht angegeben.', 'refusal'],
  ['Diese Information ist in den Dokumenten nicht enthalten.', 'refusal'],
  ['Es ist nicht möglich, das Lieferdatum aus dem Kontext zu bestimmen.', 'refusal'],
  ['Aus dem Kontext geht nicht hervor, ob Wochenenden zählen.', 'refusal'],
  ['Dazu gibt es in den Unterlagen keine Informationen.', 'refusal'],
  ['Es gibt keine Angaben zu den Versandkosten.', 'refusal'],
  ['Keine Angaben.', 'refusal'],
  ['Unbekannt.', 'refusal'],
  ['Das Handbuch erwähnt keine Kleiderordnung.', 'refusal'],
  ['Diese Frage lässt sich anhand der Dokumente nicht beantworten.', 'refusal'],
  ['Ich weiß es nicht. Bitte wenden Sie sich an den Kundenservice.', 'refusal'],
  ['Der Kontext enthält dazu keine Informationen.\nQuellen: keine', 'refusal'],
  ['Leider liegen mir dazu keine Informationen vor. Kann ich Ihnen sonst noch helfen?', 'refusal'],
  ['Das kann ich nicht sagen. Entschuldigung.', 'refusal'],
  ['Ich weiß es nicht, aber die Rückgabe ist 30 Tage lang möglich.', 'partial'],
  ['Die Dokumente nennen keinen Preis. Der Versand dauert drei Tage.', 'partial'],
  ['Obwohl der Kontext die Gebühr nicht erwähnt, ist der Versand kostenlos.', 'partial'],
  ['Die Garantie beträgt zwei Jahre. Ob Akkus abgedeckt sind, weiß ich nicht.', 'partial'],
  ['Nein, Unfallschäden sind nicht von der Garantie abgedeckt.', 'answer'],
  ['Rücksendungen werden nicht akzeptiert, wenn die Bestellnummer nicht angegeben ist.', 'answer'],
  ['Wir versenden nicht nach Österreich.', 'answer'],
  ['Die Garantie deckt Wasserschäden nicht ab.', 'answer'],
  ['Es gibt keine Gebühr für Rücksendungen.', 'answer'],
  ['Reduzierte Artikel können nicht zurückgegeben werden.', 'answer'],
  ['Haustiere sind im Geschäft nicht erlaubt.', 'answer'],
  ['Es ist nicht möglich, Artikel ohne Beleg zurückzugeben.', 'answer'],
  ['Wir können keine Rückerstattung in bar geben.', 'answer'],
  ['Die Rückgaberichtlinie erlaubt keine Rückgabe geöffneter Kosmetik.', 'answer'],
  ['Sie haben 30 Tage Zeit für eine Rückgabe.', 'answer'],
  ['Der Versand ist ab 50 Euro kostenlos.', 'answer'],
  // Perfect and past perfect of finding and of a modal + verb of knowing ("habe ... nicht gefunden / ermitteln
  // können"), by person; a perfect about the world stays a claim.
  ...['Ich habe', 'Wir haben', 'Ich hatte'].flatMap((aux) =>
    ['den Preis', 'die Lieferzeit in den Dokumenten'].flatMap((object) =>
      ['nicht gefunden', 'nicht ermitteln können'].map((verb) => [`${aux} ${object} ${verb}.`, 'refusal'] as const),
    ),
  ),
  ['Wir haben die Gebühr nicht erhöht.', 'answer'],
  ['Wir haben das Paket nicht versendet, weil die Adresse fehlte.', 'answer'],
];

describe('GERMAN_REFUSAL_VOCABULARY on its table', () => {
  test.for(GERMAN_TABLE.map(([answer, expected]) => ({ answer, expected })))(
    '$answer -> $expected',
    ({ answer, expected }) => {
      const decision = classifyRefusal(answer, { vocabulary: GERMAN_REFUSAL_VOCABULARY });
      expect(decision.kind, decision.reason).toBe(expected);
    },
  );

  test('merged with English, every German row reads the same', () => {
    const both = { vocabulary: [ENGLISH_REFUSAL_VOCABULARY, GERMAN_REFUSAL_VOCABULARY] };
    const kinds = GERMAN_TABLE.map(([answer]) => classifyRefusal(answer, both).kind);
    expect(kinds).toEqual(GERMAN_TABLE.map(([, expected]) => expected));
  });
});
