import { describe } from 'vitest';
import { kindsPerShape } from './__fixtures__/kinds-in-each-language.js';
import { GERMAN_REFUSAL_VOCABULARY, type RefusalDecision } from './refusal.js';

/**
 * German clause shapes, each with sentences of several domains and near misses of the same shape that stay claims:
 * the grammar of the decline, not the wording of one answer.
 */
const SHAPES: Record<string, readonly (readonly [answer: string, expected: RefusalDecision['kind']])[]> = {
  'A phone number with a four-digit area code after a redirect': [
    ['Die Öffnungszeiten des Archivs kenne ich nicht. Ruf dort am besten an: 0711 845-2210.', 'refusal'],
    ['Dazu habe ich keine Angaben. Rufen Sie das Bürgertelefon an: 0351 488-6000.', 'refusal'],
    ['Das kann ich leider nicht beantworten. Frag am besten die Hotline unter 0441 235-9900.', 'refusal'],
    ['Die Praxis öffnet um 8 Uhr. Die Dauer der Sprechstunde kenne ich nicht.', 'partial'],
  ],
  'vorliegen with the assistant as dative and any noun': [
    ['Für Ihr Baujahr liegen mir keine Ersatzteilnummern vor.', 'refusal'],
    ['Zu einzelnen Haltestellen liegen uns keine Fahrpläne vor.', 'refusal'],
    ['Mir liegen für diesen Tarif leider keine Preise vor.', 'refusal'],
    ['Für Ihr Baujahr liegen die Ersatzteile im Lager vor.', 'answer'],
    ['Die Unterlagen liegen im Sekretariat vor.', 'answer'],
  ],
  'fronted object of any length before "kenne/weiss ich nicht"': [
    ['Die genaue Lieferzeit für Ihre Postleitzahl kenne ich nicht. Die Versandkosten betragen 4,90 Euro.', 'partial'],
    ['Den aktuellen Stand der Bauarbeiten an der Nordbrücke kenne ich leider nicht.', 'refusal'],
    ['Die Meinung des Vermieters zu dieser Frage weiss ich nicht.', 'refusal'],
    ['Den Weg zum Bahnhof kennen viele Touristen nicht, er ist aber gut ausgeschildert.', 'answer'],
  ],
  'an offer of other topics with gern': [
    [
      'Zu Gruppenrabatten habe ich keine Angaben. Gern beantworte ich aber Fragen zu Führungen oder zum Museumscafé.',
      'refusal',
    ],
    ['Das weiss ich leider nicht. Gerne helfe ich Ihnen bei Fragen zur Anmeldung weiter.', 'refusal'],
    ['Dazu liegen mir keine Informationen vor. Gerne erkläre ich dir aber, wie die Ausleihe funktioniert.', 'refusal'],
    ['Gern beantworte ich Ihre Frage: Der Eintritt ist frei.', 'answer'],
  ],
  "the user's question restated": [
    ['Sie möchten wissen, ob Hunde im Hotel erlaubt sind. Das kann ich leider nicht beantworten.', 'refusal'],
    ['Du willst wissen, wann die Bibliothek schliesst. Dazu habe ich keine Angaben.', 'refusal'],
    ['Sie fragen, ob die Heizkosten umgelegt werden dürfen. Das geht aus meinen Unterlagen nicht hervor.', 'refusal'],
    ['Sie möchten wissen, ob Hunde erlaubt sind: Ja, gegen 10 Euro pro Nacht.', 'answer'],
  ],
  'impersonal not-said with nichts': [
    ['Zu den Parkplätzen ist dort nichts beschrieben.', 'refusal'],
    ['Über Rückerstattungen wird in den Unterlagen nichts erwähnt.', 'refusal'],
    ['Zur Kündigungsfrist ist in der Satzung nichts festgelegt.', 'refusal'],
    ['Beim Umzug ist nichts beschädigt worden.', 'answer'],
    ['Zur Kündigungsfrist ist nichts weiter zu beachten als die Schriftform.', 'answer'],
  ],
  'superlative of advice: where to look': [
    ['Den aktuellen Wasserstand kenne ich nicht. Am zuverlässigsten ist die Pegel-App des Landesamts.', 'refusal'],
    ['Die Wartezeit weiss ich leider nicht. Am einfachsten ist ein Anruf beim Bürgerbüro.', 'refusal'],
    ['Dazu habe ich keine Angaben. Am sichersten ist eine Nachfrage beim Vermieter.', 'refusal'],
    ['Am schnellsten ist die Linie 5.', 'answer'],
  ],
  'a request to rephrase, a comma, then a decline with its topic first': [
    ['Stellen Sie Ihre Frage bitte anders, zu Mietkautionen habe ich so nichts gefunden.', 'refusal'],
    ['Versuch es mit anderen Worten, dazu finde ich leider nichts.', 'refusal'],
    ['Schreib mir die Frage bitte genauer, zur Nebenkostenabrechnung finde ich so nichts.', 'refusal'],
    ['Ich weiß nicht, zu welchem Preis das Ticket verkauft wird, aber die Fahrt dauert 2 Stunden.', 'partial'],
    ['Ich weiß nicht, zu welchem Preis das Ticket verkauft wird.', 'refusal'],
    ['Bitte beachten Sie, zur Anmeldung haben wir drei Termine im Mai.', 'answer'],
  ],
  'near misses of the shapes above: a claim after the decline stays one': [
    ['Dazu habe ich keine Angaben. Gerne sage ich Ihnen, dass der Eintritt frei ist.', 'partial'],
    ['Den Preis kenne ich nicht. Gern erkläre ich, dass die Anmeldung online läuft.', 'partial'],
    ['Die Fahrzeit kenne ich nicht. Am schnellsten ist die Strassenbahn.', 'partial'],
    ['Sie möchten wissen, ob Hunde erlaubt sind. Ja, Hunde sind im Hotel erlaubt.', 'answer'],
    ['Den Preis kenne ich nicht. Gern beantworte ich Ihre Frage zur Anfahrt: Der Bus hält vor dem Haus.', 'partial'],
    ['Ihre Frage beantworte ich gern: Die Anmeldung läuft online.', 'answer'],
    ['Die Öffnungszeiten kenne ich. Ruf dort an: 0711 845-2210.', 'answer'],
    ['Die Lieferzeit kenne ich nicht. Die Bestellnummer lautet 0621 293-4410.', 'partial'],
  ],
};

describe('German decline shapes', () => {
  kindsPerShape(SHAPES, { vocabulary: GERMAN_REFUSAL_VOCABULARY });
});
