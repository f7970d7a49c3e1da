import { type KindTable, kindsInEachLanguage } from './__fixtures__/kinds-in-each-language.js';

// Heuristic rules, round 8 (Italian and Spanish): what a decline is read beside. The grammar mostly sees the decline;
// what turned refusals into partials was a sentence around it read as a claim about the question. Each class below was
// written before its rule, in domains of our own (an optician, a locksmith, a bakery, a pottery studio, a dental
// clinic), beside near misses of the same shape that must keep their kind.

// `GREETING`: a greeting, a salutation to the customer, thanks for writing or an empathy line about the asker's own
// concern, before the decline. A greeting or thanks followed by a value is an answer.
const GREETING: KindTable = {
  it: [
    ["'Ciao! 👋 Sulla garanzia delle montature non ho trovato nulla, mi spiace.'", 'refusal'],
    [
      "'Buongiorno e grazie per il messaggio! Purtroppo i documenti che ho non parlano delle chiavi di sicurezza.'",
      'refusal',
    ],
    ["'Gentile cliente, grazie di averci scritto. Non ho informazioni sulla pulizia dei dentini.'", 'refusal'],
    [
      "'Capisco perfettamente la sua preoccupazione. Sui tempi di consegna degli occhiali progressivi non ho dettagli.'",
      'refusal',
    ],
    ["'Ciao! La panetteria apre alle 7:00.'", 'answer'],
    ["'Grazie per il messaggio! Il cambio serratura costa 90 €.'", 'answer'],
  ],
  es: [
    ["'¡Hola! 👋 Sobre la garantía de las monturas no he encontrado nada, lo siento.'", 'refusal'],
    [
      "'Buenos días y gracias por su mensaje. Lamentablemente, los documentos que tengo no hablan de las llaves de seguridad.'",
      'refusal',
    ],
    [
      "'Estimado cliente, gracias por escribirnos. No tengo información sobre el horario de la panadería en agosto.'",
      'refusal',
    ],
    [
      "'Entendemos perfectamente su preocupación. 🦷 En nuestra información no se menciona el blanqueamiento dental.'",
      'refusal',
    ],
    [
      "'¡Qué buena idea para un regalo! 🎁 Lo siento, pero no encuentro nada sobre grabados en las tazas de cerámica.'",
      'refusal',
    ],
    ["'¡Hola! La panadería abre a las 7:00.'", 'answer'],
    ["'Gracias por su mensaje. El cambio de cerradura cuesta 90 €.'", 'answer'],
  ],
};

// `REFERRAL`: after the decline, a third party who can tell more ("the office will surely clear it up", "they'll
// tell you in the shop"). A third party with an opening time or a thing of the world to give is a claim.
const REFERRAL: KindTable = {
  it: [
    [
      "'Non ho trovato nulla sulle lenti a contatto colorate. Il nostro ottico potrà sicuramente chiarirlo.'",
      'refusal',
    ],
    [
      '"Sul corso serale di ceramica il programma non dice niente. L\'insegnante saprà sicuramente dirti di più."',
      'refusal',
    ],
    ["'I documenti non menzionano le urgenze notturne. La segreteria può darti informazioni più precise.'", 'refusal'],
    ["'Non ho informazioni sulle urgenze notturne. La segreteria apre alle 8:30.'", 'partial'],
    ["'La segreteria può darti le chiavi dalle 14:00.'", 'answer'],
  ],
  es: [
    ["'No he encontrado nada sobre lentillas de colores. Seguro que en la óptica te lo aclaran enseguida.'", 'refusal'],
    [
      "'Los documentos no mencionan el horario de urgencias. La recepción podrá darte información más precisa.'",
      'refusal',
    ],
    ["'Sobre el curso nocturno de cerámica no tengo información. La profesora sabrá decirte más.'", 'refusal'],
    ["'No tengo información sobre las urgencias. La recepción abre a las 8:30.'", 'partial'],
  ],
};

// `SIGN_OFF`: the brand's closings and offers after the decline: regret for not helping more, "at your disposal",
// "ask me about these", "ask us for a quote", "have a look at our page". A fact after the decline is a claim.
const SIGN_OFF: KindTable = {
  it: [
    [
      "'Sulle consegne a domicilio del pane non ho informazioni. Mi dispiace di non poterti aiutare di più!'",
      'refusal',
    ],
    ["'Non ho trovato nulla sui duplicati delle chiavi elettroniche. Restiamo a sua disposizione! 😊'", 'refusal'],
    [
      "'Non ho informazioni sui corsi per bambini. Mi chieda pure su uno di questi temi: orari, prezzi, iscrizioni.'",
      'refusal',
    ],
    ["'Non ho informazioni sui corsi per bambini. Il corso per adulti costa 150 €.'", 'partial'],
  ],
  es: [
    ["'Sobre el envío de pan a domicilio no tengo información. ¡Quedamos a su disposición!'", 'refusal'],
    [
      "'No encuentro nada sobre copias de llaves electrónicas. Pídenos un presupuesto desde la web y lo vemos juntos. ✨'",
      'refusal',
    ],
    [
      "'No tengo información sobre las clases infantiles. Échale un ojo a nuestro Instagram @ceramicabarro 😉'",
      'refusal',
    ],
    ["'Le recomendamos llamar al 900 555 111. La revisión de la vista cuesta 30 €.'", 'answer'],
  ],
};

// `WHAT_THE_SOURCES_CONTAIN`: the careful assistant's description of what the sources do contain, with the source
// left out after the decline ("only describes the format"), as a place ("in the documents only the prices appear"),
// with a plural preposition ("concentrates on the lenses") or an elided subject ("but doesn't touch on the proofing
// time"). A verb of the world with a person or business as subject stays a claim.
const WHAT_THE_SOURCES_CONTAIN: KindTable = {
  it: [
    [
      "'Mi spiace, sulle montature in titanio non ho trovato informazioni. Il catalogo si concentra sulle lenti e sui prezzi.'",
      'refusal',
    ],
    [
      '"Temo di non poterti rispondere. Il testo descrive l\'impasto del pane ma non accenna ai tempi di lievitazione."',
      'refusal',
    ],
    ["'Il corso si concentra sulla tornitura e costa 200 €.'", 'answer'],
  ],
  es: [
    [
      "'No lo sé. La ficha del taller de cerámica habla de los hornos y de la duración, pero no dice nada del esmalte.'",
      'refusal',
    ],
    [
      "'Parece que el texto no especifica si hay descuento para estudiantes. Solo describe el horario y cómo reservar.'",
      'refusal',
    ],
    [
      "'Sinceramente, no lo sé. En los documentos solo aparecen los precios de las revisiones y el horario de la clínica.'",
      'refusal',
    ],
    ["'El taller habla de los hornos con los alumnos cada lunes a las 18:00.'", 'answer'],
  ],
};

// `RESTATED_QUESTION`: the question restated through a verb of understanding or guessing ("I understand you want to
// know whether...") or with the pronoun after the verb ("asks you whether..."). With the answer after a colon and a
// number it is an answer.
const RESTATED_QUESTION: KindTable = {
  it: [
    ['Capisco che vuoi sapere se il fabbro lavora nei festivi. I documenti che ho non ne parlano.', 'refusal'],
    [
      'Immagino tu voglia sapere se la ceramica è adatta alla lavastoviglie. Purtroppo la scheda non lo specifica.',
      'refusal',
    ],
    ['Capisco che vuoi sapere gli orari: apriamo alle 9:00.', 'answer'],
  ],
  es: [
    [
      'Me pregunta usted si la óptica gradúa la vista a domicilio. Por desgracia, no he podido encontrar ese dato.',
      'refusal',
    ],
    [
      'Entiendo que quieres saber si el cerrajero trabaja los festivos. La información que tengo no trata ese caso.',
      'refusal',
    ],
    ['Entiendo que quieres saber si abrimos los festivos: sí, de 9:00 a 14:00.', 'answer'],
  ],
};

kindsInEachLanguage('a greeting, thanks or empathy line before the decline', GREETING);
kindsInEachLanguage('a third party who can tell more after the decline', REFERRAL);
kindsInEachLanguage('closings and offers after the decline', SIGN_OFF);
kindsInEachLanguage('what the sources do contain beside the decline', WHAT_THE_SOURCES_CONTAIN);
kindsInEachLanguage('the question restated through understanding', RESTATED_QUESTION);
