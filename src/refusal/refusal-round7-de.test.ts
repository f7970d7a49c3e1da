import { type KindTable, kindsInEachLanguage } from './__fixtures__/kinds-in-each-language.js';

// Heuristic rules, round 7 (German): classes of declines whose grammar the rules did not read, written before the
// rules for them in domains of our own (an archery range, a chimney sweep, dog grooming, an ice rink, a bookbinding
// class, beekeeping, billiards, a barber, a dentist), each beside near misses that must keep their kind.
//
// `PASS_IDIOM`: the idiom of passing on a question ("da muss ich passen", "da bin ich überfragt"), alone, after a
// fronted topic ("Leihbögen – da muss ich passen") or before its reason. "passen" of things that fit stays a claim.
const PASS_IDIOM: KindTable = {
  de: [
    ['Da muss ich passen, tut mir leid.', 'refusal'],
    ['Leihbögen – da muss ich leider passen.', 'refusal'],
    ['Bei den Preisen für Einzelstunden muss ich leider passen.', 'refusal'],
    ['Da bin ich leider überfragt.', 'refusal'],
    ['Die Schlittschuhe passen in jeden Spind.', 'answer'],
    ['Da muss ich passen, der Verein ist nur im Winter geöffnet.', 'answer'],
    ['Der Termin muss zum Kalender des Schornsteinfegers passen.', 'answer'],
  ],
};

// `SOURCE_SILENT_INVERTED`: the sources' silence with the topic or "das" first and the sources after the verb ("Ob
// X, steht in der Hausordnung nicht", "Das decken die Kursunterlagen nicht ab"), a verb of turning up ("taucht in
// meinen Unterlagen nicht auf"), "in keinem der Dokumente" as the negation, a verb of reading off ("kann ich aus den
// Infos nicht ablesen"), and the search's result with its subject elided after the search ("..., aber nirgends etwas
// zu X gefunden"). A thing that is not somewhere, or a price that does not cover something, stays a claim.
const SOURCE_SILENT_INVERTED: KindTable = {
  de: [
    ['Ob Hunde mit in die Eishalle dürfen, steht in der Hausordnung nicht.', 'refusal'],
    ['Leihschuhe für Kinder tauchen in meinen Unterlagen nicht auf.', 'refusal'],
    ['Das decken die Kursunterlagen leider nicht ab.', 'refusal'],
    ['Buchbinde-Workshops für Kinder werden in keinem der Dokumente behandelt.', 'refusal'],
    ['Das kann ich aus den Infos hier leider nicht ablesen.', 'refusal'],
    [
      'Ich habe die Preisliste und die Hausordnung durchgesehen, aber nirgends etwas zu Gruppenrabatten gefunden.',
      'refusal',
    ],
    ['Die Eishalle steht im Sommer nicht zur Verfügung.', 'answer'],
    ['Der Preis deckt die Leihschuhe nicht ab.', 'answer'],
    ['Der Honig steht nicht im Regal, sondern an der Kasse.', 'answer'],
  ],
};

// `RELATIVE_DECLINE`: the decline in a relative clause on the topic ("Pausen sind ein Punkt, zu dem ich nichts
// Verlässliches sagen kann"). A relative clause that states a fact stays a claim.
const RELATIVE_DECLINE: KindTable = {
  de: [
    ['Die Wartezeit beim Barbier ist eine Frage, die ich leider nicht beantworten kann.', 'refusal'],
    ['Bienenstöcke zur Miete sind ein Thema, zu dem ich nichts Genaues sagen kann.', 'refusal'],
    [
      'Die Dauer einer Partie ist ein Punkt, zu dem ich nichts Verlässliches sagen kann. Ein Tisch kostet 12 € pro Stunde.',
      'partial',
    ],
    ['Die Zahnreinigung ist eine Leistung, die wir nicht abrechnen können.', 'answer'],
  ],
};

// `NEXT_AFTER_DECLINE`: after a decline, the next step: ask the place directly (with its number), what I can help you
// with (a header with a list, or "Gern beantworte ich Fragen zu ..."), rephrase the question, tell me more and I look
// again. A next step with a value stays a claim.
const NEXT_AFTER_DECLINE: KindTable = {
  de: [
    [
      'Ob der Schornsteinfeger samstags kommt, steht in den Unterlagen nicht. Frag am besten direkt beim Bezirksschornsteinfeger nach, Telefon 030 4861270.',
      'refusal',
    ],
    [
      'Das weiss ich leider nicht. Ich kann dir aber helfen bei:\n- Kurszeiten\n- Leihbögen\n- Mitgliedschaft',
      'refusal',
    ],
    ['Dazu habe ich nichts gefunden. Gern beantworte ich Fragen zu Terminen, Preisen oder der Anfahrt.', 'refusal'],
    [
      'Das decken die Unterlagen nicht ab. Vielleicht formulieren Sie die Frage anders, etwa nach den Kursen, die angeboten werden.',
      'refusal',
    ],
    [
      'Das kann ich hier nicht ablesen. Sag mir, welchen Hund du meinst, dann schau ich nochmal gezielt nach.',
      'refusal',
    ],
    ['Das weiss ich leider nicht. Gern beantworte ich Fragen zu Preisen: ein Haarschnitt kostet 25 Euro.', 'partial'],
  ],
};

// Written after the rules above: the same classes with a compound source noun and a decline spliced after another.
const SECOND_WRITING: KindTable = {
  de: [
    ['Ob man Bögen leihen kann, steht in den Kursbeschreibungen nicht.', 'refusal'],
    ['Leihbögen tauchen in meinen Unterlagen nicht auf, da muss ich passen.', 'refusal'],
    ['Gruppenpreise – da muss ich passen, das decken die Vereinsunterlagen nicht ab.', 'refusal'],
    [
      'Ich habe die Preisliste durchgesehen, aber keine Angaben zu Gutscheinen gefunden. Ein Kurs kostet 40 Euro.',
      'partial',
    ],
  ],
};

// `STYLES`: declines in the registers of other assistants, written before their rules: a terse model that opens
// with "based on the provided context", a chatty branded bot that says "we", a polished assistant that thanks and
// recommends, a careful one that first says what the sources do contain and then, with subject and verb left out,
// what they lack ("..., aber nichts zu Y"). A source content with a number is a claim; "lässt sich nicht" of an
// action is a policy.
const STYLES: KindTable = {
  de: [
    [
      'Basierend auf dem bereitgestellten Kontext lässt sich nicht sagen, ob der Schornsteinfeger samstags kommt.',
      'refusal',
    ],
    [
      'Oh, dazu haben wir in unseren Infos leider noch nichts! Schreib uns einfach an hallo@eisbahn-nord.de, wir helfen dir gern weiter 😊',
      'refusal',
    ],
    ['Die Unterlagen enthalten Angaben zu Preisen und Öffnungszeiten, aber nichts zu Parkplätzen.', 'refusal'],
    [
      'Vielen Dank für Ihre Frage. Leider enthalten die bereitgestellten Unterlagen keine Informationen darüber, ob Gruppenrabatte angeboten werden. Ich empfehle Ihnen, sich direkt an die Eishalle zu wenden.',
      'refusal',
    ],
    [
      'In unseren Unterlagen findet sich dazu leider nichts – meld dich gern bei unserem Team, wir kümmern uns drum!',
      'refusal',
    ],
    ['Die Unterlagen nennen Kurszeiten von 9 bis 12 Uhr, aber nichts zu Parkplätzen.', 'partial'],
    // A second batch in the same registers, also scored before its rules.
    ['Basierend auf dem gegebenen Kontext kann diese Frage nicht beantwortet werden.', 'refusal'],
    ['Auf Grundlage der Dokumente ist keine Aussage zu Gruppenrabatten möglich.', 'refusal'],
    [
      'Die bereitgestellten Dokumente beschreiben die Öffnungszeiten und die Preise der Bahn. Zu Schlittschuhkursen enthalten sie keine Informationen.',
      'refusal',
    ],
    ['Die Informationen reichen nicht aus, um das zu beantworten.', 'refusal'],
    ['Der Kontext liefert keine Angaben zu Leihbögen.', 'refusal'],
    ['Das geht aus dem Kontext leider nicht eindeutig hervor.', 'refusal'],
    [
      'Eine Schnupperstunde kostet 15 Euro. Ob es Rabatte für Studierende gibt, ist in den Unterlagen nicht angegeben.',
      'partial',
    ],
    ['Der Antrag kann nicht bearbeitet werden.', 'answer'],
    ['Die Dokumente erwähnen eine Kaution von 50 Euro.', 'answer'],
    ['Das Geld reicht nicht aus.', 'answer'],
    ['Laut FAQ sind Hunde nicht erlaubt.', 'answer'],
    ['Die Eishalle hat keine Parkplätze, aber einen Fahrradständer.', 'answer'],
    ['Der Termin lässt sich nicht verschieben.', 'answer'],
    ['Ich habe den Kurs gebucht, aber keine Bestätigung bekommen.', 'answer'],
  ],
};

kindsInEachLanguage('pass idiom', PASS_IDIOM);
kindsInEachLanguage('styles', STYLES);
kindsInEachLanguage('second writing', SECOND_WRITING);
kindsInEachLanguage('source silent, inverted', SOURCE_SILENT_INVERTED);
kindsInEachLanguage('relative decline', RELATIVE_DECLINE);
kindsInEachLanguage('next step after a decline', NEXT_AFTER_DECLINE);
