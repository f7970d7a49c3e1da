import { describe, expect, test } from 'vitest';
import { kindsPerShape } from './__fixtures__/kinds-in-each-language.js';
import { classifyRefusal, GERMAN_REFUSAL_VOCABULARY, type RefusalDecision } from './refusal.js';

/**
 * German clause shapes of the spoken register and of word order (a clause or topic put first, the verb before its
 * subject), each with sentences of several domains, Sie and du, and near misses of the same shape that keep their kind.
 */
const SHAPES: Record<string, readonly (readonly [answer: string, expected: RefusalDecision['kind']])[]> = {
  'clipped colloquial forms: "hab", "nix", "nich", "ob\'s", the subject dropped': [
    ['Wie lange die Sauna abends offen hat, weiß ich nich.', 'refusal'],
    ['Ich hab keine Infos zu den Trainingszeiten der Jugendmannschaft.', 'refusal'],
    ['Das hab ich in der Preisliste der Werkstatt nicht gefunden.', 'refusal'],
    ['Hab leider keine Infos dazu.', 'refusal'],
    ['Zur Fernleihe hab ich leider nix. Frag am besten an der Theke nach, die wissen das.', 'refusal'],
    ["Der Kurs kostet 40 Euro. Ob's eine Ermäßigung gibt, hab ich nicht gefunden.", 'partial'],
    ['Ich hab den Termin für Dienstag eingetragen.', 'answer'],
    ['Das Studio hat nix gegen Hunde, die dürfen mit rein.', 'answer'],
  ],
  'an indirect question put first, then a passive or "steht" of not-saying': [
    ['Ob die Bibliothek auch Hörbücher verleiht, wird in den Unterlagen nirgends gesagt.', 'refusal'],
    ['Wann die Zahnarztpraxis im August schließt, wird nirgends gesagt.', 'refusal'],
    ['Wie viele Begleitpersonen zur Premiere zugelassen sind, steht nicht in der Hausordnung.', 'refusal'],
    ['Die Praxis öffnet um 8 Uhr. Ob man samstags einen Termin bekommt, wird dort nicht gesagt.', 'partial'],
    ['Das Ticket gilt 90 Minuten. Ob Fahrräder mitdürfen, steht nicht in der Doku.', 'partial'],
    ['Wann die Ergebnisse kommen, wird im Mai bekanntgegeben.', 'answer'],
    ['Was im Kurs passiert, steht im Stundenplan.', 'answer'],
  ],
  'a named source as subject after a topic put first (the verb before its subject)': [
    ['Darüber geben die Versicherungsbedingungen keine Auskunft.', 'refusal'],
    ['Zu Haustieren macht die Hausordnung des Hotels keine Angaben.', 'refusal'],
    ['Über Ermäßigungen für Studierende enthält die Preisliste des Theaters keine Informationen.', 'refusal'],
    ['Tut mir leid, dazu liefert das Handbuch der Kaffeemaschine keine Details.', 'refusal'],
    ['Darüber geben die Versicherungsbedingungen Auskunft: Glasbruch ist bis 500 Euro mitversichert.', 'answer'],
    ['Zu Haustieren macht die Hausordnung keine Einschränkungen, Hunde sind willkommen.', 'answer'],
  ],
  'an information noun with its topic as subject of a negated presence': [
    [
      'Ich habe die Preisliste der Werkstatt durchgesehen; Angaben zum Wechsel von Winterreifen sind darin nicht enthalten.',
      'refusal',
    ],
    ['Details zur Stornierung von Yogakursen sind darin leider nicht enthalten.', 'refusal'],
    ['Eine Angabe zu den Öffnungszeiten an Feiertagen ist nicht vorhanden.', 'refusal'],
    ['Das Frühstück ist darin nicht enthalten, es kostet 12 Euro extra.', 'answer'],
    ['Die Mehrwertsteuer ist im Preis nicht enthalten.', 'answer'],
  ],
  'a reason about the sources or the assistant put first, then the modal first': [
    [
      'Da die Unterlagen der Praxis nur die Sprechzeiten abdecken, kann ich zur Kostenübernahme nichts sagen.',
      'refusal',
    ],
    [
      'Weil in den Dokumenten nur der Sommerfahrplan steht, kann ich Ihnen zu den Winterzeiten keine Auskunft geben.',
      'refusal',
    ],
    ['Da ich nur die Hausordnung des Wohnheims habe, kann ich dir das nicht beantworten.', 'refusal'],
    ['Da der Kurs ausgebucht ist, kann ich Ihnen keinen Platz geben.', 'answer'],
    ['Weil die Werkstatt im Urlaub ist, können wir das Rad erst am Montag reparieren.', 'answer'],
  ],
  'a next step with a phone number after a trunk prefix and an area code of four or five digits': [
    ['Dazu finde ich nichts. Ruf am besten beim Bürgeramt an: 03581 6620.', 'refusal'],
    [
      'Die Preise für Nachhilfe kenne ich nicht. Am einfachsten ist ein Anruf im Sekretariat unter 04421 7730.',
      'refusal',
    ],
    ['Das weiß ich leider nicht. Rufen Sie die Tierarztpraxis an: 035204 1290.', 'refusal'],
    ['Die Lieferzeit kenne ich nicht. Die Bestellnummer lautet 04931 9870.', 'partial'],
    ['Der Zuschuss beträgt 12 500 Euro. Die Bearbeitungszeit kenne ich nicht.', 'partial'],
  ],
  'the Konjunktiv II of knowing and having, and an indirect question put first': [
    ['Das wüsste ich ehrlich gesagt nicht.', 'refusal'],
    ['Dazu hätte ich leider keine Angaben.', 'refusal'],
    ['Wie hoch die Nebenkosten sind, könnte ich dir nicht sagen.', 'refusal'],
    ['Das wüsste ich gern auch, aber der Kurs kostet 30 Euro.', 'answer'],
    ['Dazu hätte ich keine Angaben, aber der Eintritt kostet 8 Euro.', 'partial'],
    ['Ich hätte da einen Tipp: Der Dienstag ist am ruhigsten.', 'answer'],
  ],
  'a source after its verb, a source place first, a separable verb of appearing': [
    ['Zu den Gebühren für Nachmeldungen sagt die Ausschreibung nichts.', 'refusal'],
    ['Die Satzung des Vereins sagt dazu nichts.', 'refusal'],
    ['Ich weiß es nicht, und in den Dokumenten steht es auch nicht.', 'refusal'],
    ['In meinen Unterlagen taucht das nicht auf.', 'refusal'],
    ['Zum Frühstück gibt die Küche keine Eier aus, nur Müsli.', 'answer'],
    ['Die Satzung des Vereins sagt ausdrücklich, dass Gäste willkommen sind.', 'answer'],
    ['In der Broschüre steht, dass Kinder unter 6 Jahren frei sind.', 'answer'],
    ['Der Bus kommt am Sonntag nicht vor 10 Uhr.', 'answer'],
    ['Im Fahrplan kommt die Linie 4 nicht vor, sie fährt nur werktags.', 'answer'],
  ],
  'impersonal "es gibt", "vorliegen", "sich entnehmen lassen" after any topic or with the sources first': [
    ['Darauf gibt es in den Unterlagen keinen Hinweis.', 'refusal'],
    ['Hierzu liegen keine Informationen vor.', 'refusal'],
    ['Dazu ist in den Unterlagen nichts zu finden.', 'refusal'],
    ['Den Unterlagen lässt sich nicht entnehmen, ob Hunde erlaubt sind.', 'refusal'],
    ["Dazu gibt's in meinen Unterlagen nix.", 'refusal'],
    ['Zu Hunden gibt es keine Einschränkungen, sie sind willkommen.', 'answer'],
    ['Im Preis ist nichts weiter enthalten als die Übernachtung.', 'answer'],
    ['Daraus lässt sich ein Rabatt von 10 Prozent ableiten.', 'answer'],
    ['Darauf gibt es 5 Prozent Rabatt.', 'answer'],
  ],
  'the spoken first person without "-e", the topic dropped, a suggestion in the indicative': [
    ['Find ich leider nix zu.', 'refusal'],
    ['Ich konnte dazu nichts finden. Vielleicht fragst du mal beim Hausmeister nach.', 'refusal'],
    ['Finde ich gut, dass du fragst: Die Anmeldung läuft bis Freitag.', 'answer'],
    ['Dann rufst du die Nummer auf dem Ticket an und nennst deine Buchungsnummer 4471.', 'answer'],
  ],
  'a hedge or regret before the decline, a verb-final "dass" clause of the assistant': [
    ['Ich fürchte, dazu habe ich keine Informationen.', 'refusal'],
    ['Soweit ich sehe, steht dazu nichts in den Unterlagen.', 'refusal'],
    ['Es tut mir leid, dass ich Ihnen nicht weiterhelfen kann.', 'refusal'],
    ['Leider muss ich Ihnen sagen, dass ich dazu nichts in den Unterlagen finde.', 'refusal'],
    ['Ich fürchte, die Sauna ist montags geschlossen.', 'answer'],
    ['Beachten Sie, dass wir Ihnen keinen Rabatt geben können.', 'answer'],
    ['Es tut mir leid, dass die Heizung ausgefallen ist; sie wird morgen repariert.', 'answer'],
  ],
  'having nothing with the negation last, a phrase put first before not helping, not stating': [
    ['Infos dazu hab ich keine.', 'refusal'],
    ['Ich habe dazu leider nichts.', 'refusal'],
    ['Zu Ihrer Frage nach den Parkgebühren habe ich leider nichts.', 'refusal'],
    ['Mit dieser Frage kann ich dir leider nicht helfen.', 'refusal'],
    ['Hierzu kann ich leider keine Aussage treffen.', 'refusal'],
    ['Ich habe nichts dagegen, wenn du später kommst.', 'answer'],
    ['Gegen Hunde habe ich nichts, sie sind hier willkommen.', 'answer'],
  ],
  'the sources as a place: "steht nicht drin", "lässt sich nichts ableiten", verbless "nichts dazu in"': [
    ['Tut mir leid, das steht da nicht drin.', 'refusal'],
    ['Dazu lässt sich aus den Unterlagen nichts ableiten.', 'refusal'],
    ['Nichts dazu in den Unterlagen, sorry.', 'refusal'],
    ['Das Frühstück steht nicht auf der Rechnung, es ist inklusive.', 'answer'],
    ['Daraus lässt sich ableiten, dass der Tarif günstiger ist.', 'answer'],
    ['Nichts dazu, der Eintritt ist frei.', 'answer'],
  ],
};

describe('German decline shapes: spoken register and word order', () => {
  kindsPerShape(SHAPES, { vocabulary: GERMAN_REFUSAL_VOCABULARY });

  // The default reading detects the language first: a short German answer with an English loanword is German.
  test.for([
    ['Dazu habe ich nichts gefunden, sorry.', 'refusal'],
    ['Dazu hab ich nix gefunden, sorry.', 'refusal'],
    ['Hab dazu nichts gefunden, sorry.', 'refusal'],
    ['Okay, der Termin ist am Montag, sorry.', 'answer'],
  ] as const)('language detected: %s -> %s', ([answer, expected]) => {
    const decision = classifyRefusal(answer);
    expect(decision.kind, decision.reason).toBe(expected);
  });
});
