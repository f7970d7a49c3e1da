import { type KindTable, kindsInEachLanguage } from './__fixtures__/kinds-in-each-language.js';

// Heuristic rules, round 7 (Italian and Spanish): shapes of the clause the grammar did not read, written before the
// rules for them in domains of our own (a choir, a beekeeping course, a rowing club, a chimney sweep, a knitting shop,
// a puppet theatre, a camera rental, a bus company, a community radio), each beside near misses of the same shape
// that must keep their kind.

// `FRONTED_OBJECT`: a demonstrative object put before the sources as subject ("Questo il regolamento non lo dice",
// "Eso el folleto no lo aclara"), taken up by a clitic. The same order with a person or a thing of the world as
// subject is a claim about the world.
const FRONTED_OBJECT: KindTable = {
  it: [
    ['Questo il regolamento del coro non lo dice.', 'refusal'],
    ['Questo la scheda dell’arnia non lo specifica. Il tecnico saprà sicuramente risponderle.', 'refusal'],
    ['Ciò il programma della stagione non lo chiarisce.', 'refusal'],
    ['Questo il maestro del coro non lo accetta.', 'answer'],
  ],
  es: [
    ['Eso el reglamento del club de remo no lo dice.', 'refusal'],
    ['Esto la guía del curso no lo aclara.', 'refusal'],
    ['Eso el entrenador no lo permite.', 'answer'],
  ],
};

// `SILENT_SOURCE`: the sources are silent as a copula or a subjectless passive of saying ("i documenti sono muti",
// "Non risulta specificato", "non è affrontata nella documentazione"), "abordar" as a verb of saying. A copula with an
// adjective of the world, or a person as subject, is a claim.
const SILENT_SOURCE: KindTable = {
  it: [
    ['Sulle tariffe di noleggio le schede che ho sono mute.', 'refusal'],
    ['Non risulta indicato da nessuna parte.', 'refusal'],
    ['Non viene precisato.', 'refusal'],
    ['La questione dei rimborsi non è affrontata nel regolamento del club.', 'refusal'],
    ['La piscina del club non è coperta.', 'answer'],
    ['La pista non risulta agibile in inverno.', 'answer'],
    ['Non risulta dal programma del coro.', 'refusal'],
    ["Se l'abbonamento valga anche per i bambini, dal regolamento non si capisce.", 'refusal'],
    ["Mi sa che nelle condizioni di noleggio non c'è scritto niente sugli obiettivi.", 'refusal'],
    [
      'Per quanto riguarda le visite guidate, i materiali del teatro comunale che ho letto non ne fanno cenno.',
      'refusal',
    ],
    ['Il pullman non risulta in ritardo.', 'answer'],
    ['Dal belvedere non si vede il mare.', 'answer'],
    ['Mi sa che il coro non canta a Natale.', 'answer'],
  ],
  es: [
    ['Los documentos no abordan si hay descuentos para socios.', 'refusal'],
    ['Me temo que las fichas no abordan lo que pasa si llueve.', 'refusal'],
    ['Los conductores no abordan pasajeros fuera de las paradas.', 'answer'],
    ['De la guía no se deduce si el curso incluye material.', 'refusal'],
    ['Parece que en el folleto del coro no se menciona la cuota.', 'refusal'],
    ['Parece que el autobús no pasa los domingos.', 'answer'],
    ['En la información de la emisora no se menciona la cuota de socio.', 'refusal'],
    ['En el material del curso no se incluye el libro.', 'answer'],
  ],
};

// `NONE_OF_THEM`: after narrating a search of named sources, "none (of the two) mentions it" ("nessuno dei due ne
// parla", "ninguna de las dos menciona"). With a verb of the world (has, speaks German) it is a claim.
const NONE_OF_THEM: KindTable = {
  it: [
    ['Ho controllato il regolamento e il calendario: nessuno dei due ne parla.', 'refusal'],
    ['Tra le pagine che mi hai mandato, nessuna cita il costo dello spazzacamino.', 'refusal'],
    ['Tra i documenti che ho, nessuno chiarisce se serva l’attrezzatura.', 'refusal'],
    ['Ho controllato i due pullman: nessuno dei due ha il wifi.', 'answer'],
    ['Tra i coristi, nessuno parla tedesco.', 'answer'],
    ['Ho letto i due volantini e in nessuno dei due si parla di sconti.', 'refusal'],
  ],
  es: [
    ['He revisado el folleto y la web, y ninguno de los dos menciona el aparcamiento.', 'refusal'],
    ['He consultado las fichas de las cámaras y ninguna habla de seguros.', 'refusal'],
    ['Revisé el reglamento y las normas del club y ninguno aclara si se puede remar de noche.', 'refusal'],
    ['He revisado los dos autobuses y ninguno tiene rampa.', 'answer'],
    ['De los monitores, ninguno habla alemán.', 'answer'],
    ['He mirado las fichas y en ninguna se habla de la fianza.', 'refusal'],
    ['He mirado los autobuses y en ninguno hay wifi.', 'answer'],
  ],
};

// `NOWHERE`: a negative place in the sources with a verb of saying or appearing ("en ningún sitio aparece",
// "in nessun punto del regolamento si parla di"), also after a narrated search. A negative place of the world is a
// claim.
const NOWHERE: KindTable = {
  it: [
    ['In nessun punto del regolamento si parla di trasferte.', 'refusal'],
    ['Ho letto la guida e da nessuna parte si menziona il parcheggio.', 'refusal'],
    ['In nessun punto del sentiero si paga.', 'answer'],
  ],
  es: [
    ['En ningún sitio aparece el horario de la emisora los domingos.', 'refusal'],
    ['He revisado el catálogo que tengo y en ningún apartado se indica la fianza.', 'refusal'],
    ['En ninguna parte del folleto se habla de descuentos.', 'refusal'],
    ['En ningún sitio del parque se puede fumar.', 'answer'],
  ],
};

// `SOURCE_PLACE`: the sources as a place or a means before a first-person or impersonal decline ("Nei documenti che
// ho non trovo ...", "Con la información de la que dispongo no es posible ..."), and verbs of inferring from a text
// (ricavare, dedurre, deducir). A place of the world before the same verb is a claim.
const SOURCE_PLACE: KindTable = {
  it: [
    ['Nel materiale a mia disposizione non riesco a trovare il prezzo del noleggio.', 'refusal'],
    ['Purtroppo nelle schede del negozio non trovo indicazioni sui ferri da maglia.', 'refusal'],
    ['Dai documenti che ho non si riesce a ricavare il costo dell’iscrizione.', 'refusal'],
    ['Dal programma non si può dedurre se il coro accetti bambini.', 'refusal'],
    ['Nel negozio non trovo mai parcheggio.', 'answer'],
    ['Dal bilancio del club si riesce a ricavare un piccolo utile.', 'answer'],
  ],
  es: [
    ['Con la información de la que dispongo no puedo confirmar si la emisora acepta voluntarios.', 'refusal'],
    ['Con los datos con los que cuento no es posible saber si el coro admite principiantes.', 'refusal'],
    ['En los documentos que tengo no encuentro el precio del alquiler.', 'refusal'],
    ['De los documentos no se puede deducir si la emisora acepta anuncios.', 'refusal'],
    ['En el autobús no encuentro sitio nunca.', 'answer'],
  ],
};

// `TOPIC_ASIDE`: the asked topic fronted (a phrase, a dislocated noun, a whether- or wh-clause with its preposition)
// with a parenthetical adverb or a trailing apology around the decline ("Delle lezioni di prova, purtroppo, non so
// nulla", "Sobre los trípodes no tengo información, lo siento", "A che ora parta l'ultimo pullman non sono riuscito a
// scoprirlo"). The same frame around a fact is a claim; a priced half makes it partial.
const TOPIC_ASIDE: KindTable = {
  it: [
    ['Delle lezioni di prova, purtroppo, non so nulla.', 'refusal'],
    ['Sulle arnie in affitto, sinceramente, non ho informazioni.', 'refusal'],
    ['A che ora parta l’ultimo pullman non sono riuscito a scoprirlo.', 'refusal'],
    ['Il corso base costa 40 €. Se serva l’attrezzatura, invece, non sono riuscita a capirlo.', 'partial'],
    ['Riguardo al parcheggio del teatro non ho informazioni, mi dispiace.', 'refusal'],
    ['Delle lezioni di prova, purtroppo, ne fanno solo due al mese.', 'answer'],
    ["La quota del corso, purtroppo, non l'ho trovata.", 'refusal'],
    ['Il costo della canna fumaria, invece, nei documenti non compare.', 'refusal'],
    ["Il concerto è il 4 giugno. Del rimborso dei biglietti, invece, non c'è traccia nei documenti.", 'partial'],
    ['Il costo per 2 arnie non lo specifica il listino.', 'refusal'],
    ["Sul sentiero non c'è traccia di neve.", 'answer'],
    ["La quota del corso, purtroppo, non l'ho pagata.", 'answer'],
    ['Il pranzo non lo offre il club.', 'answer'],
  ],
  es: [
    ['El taller es el sábado 3 de mayo. El precio, en cambio, no lo tengo.', 'partial'],
    ['Sobre el alquiler de trípodes no tengo información, lo siento.', 'refusal'],
    ['Respecto a los ensayos del coro no he encontrado nada, lo siento.', 'refusal'],
    ['A qué hora sale el último autobús no he podido averiguarlo.', 'refusal'],
    ['El precio, en cambio, no incluye el seguro.', 'answer'],
    ['Sobre el puente no hay paso, lo siento.', 'answer'],
    ['El plazo de entrega para 300 folletos no lo indica la documentación, lo siento.', 'refusal'],
    ['El horario de verano no lo recoge el folleto.', 'refusal'],
    ['El seguro no lo cubre la póliza básica.', 'answer'],
  ],
};

// `ECHO_AND_SCOPE`: the question restated with a subject pronoun and no clitic ("Lei chiede se ..."), a restated
// question before a colon ("Respecto a su pregunta sobre X:"), and a decline by scope whose subject is a longer noun
// phrase or a question ("È una domanda che va oltre ...", "la reparación de X queda fuera de lo que puedo ...").
const ECHO_AND_SCOPE: KindTable = {
  it: [
    ['Lei chiede se la sala prove sia insonorizzata. Purtroppo i documenti non ne parlano.', 'refusal'],
    ['Tu chiedi se il corso di apicoltura rilasci un attestato. Il programma non lo dice.', 'refusal'],
    ['Temo che la questione dei permessi per le arnie esuli da ciò che coprono i documenti.', 'refusal'],
    ['È una domanda che va oltre ciò a cui posso rispondere con questi materiali.', 'refusal'],
    ['Lei chiede troppo poco per questo lavoro.', 'answer'],
  ],
  es: [
    ['La reparación de objetivos antiguos queda fuera de lo que puedo responder con estos documentos.', 'refusal'],
    [
      'Respecto a su pregunta sobre las tasas de emisión: los documentos que tengo solo tratan de la programación, así que no puedo decirle nada.',
      'refusal',
    ],
    ['La ruta del autobús nocturno queda fuera del centro.', 'answer'],
  ],
};

// `CAUSAL_SCOPE`: "since the sources only cover X, I cannot ..." ("Dal momento che il programma parla solo di ...",
// "Como el folleto solo describe ..."): the cause is a scope, the main clause the decline. A cause of the world with
// "only" before a main clause that states a fact is a claim.
const CAUSAL_SCOPE: KindTable = {
  it: [
    [
      'Dal momento che il programma a mia disposizione parla solo dei concerti, non sono in grado di dirti se ci siano prove aperte.',
      'refusal',
    ],
    ['Siccome la guida tratta solo le arnie, non posso dirle nulla sui costi dell’assicurazione.', 'refusal'],
    ['Siccome il coro canta solo la domenica, il sabato la sala è libera.', 'answer'],
  ],
  es: [
    ['Como el folleto del coro solo describe los ensayos, no puedo decirte si hay cuotas.', 'refusal'],
    ['Ya que el catálogo solo recoge las cámaras, no sé si alquilan trípodes.', 'refusal'],
    ['Como el autobús solo pasa cada hora, conviene llegar antes.', 'answer'],
    ['Como la póliza solo cubre al conductor, no puedo decirte si incluye a tu hijo.', 'partial'],
  ],
};

// `AFTER_THE_DECLINE`: what follows a decline and says nothing of the world: an offer in the present tense ("Si
// quieres, te cuento qué talleres hay"), the purpose of a question back ("Así puedo buscar de nuevo"), regret or
// sympathy ("Es una pena, porque entiendo que es importante"), an appraisal of the question ("È una domanda
// legittima"), a modal with its clitic after a verb of fear ("Temo di non poterle dare ..."). With a number or a
// "that"-clause the same sentence is a claim.
const AFTER_THE_DECLINE: KindTable = {
  it: [
    ['Questo non lo so. Se vuoi, ti dico quali corsi ci sono in primavera.', 'refusal'],
    ['Non ho questa informazione. Mi dice di quale linea si tratta? Così posso cercare meglio.', 'refusal'],
    ['È una domanda legittima, ma nelle informazioni sul corso non c’è nulla al riguardo.', 'refusal'],
    ['Temo di non poterle dare una risposta precisa sul noleggio delle fotocamere.', 'refusal'],
    ['Non lo so. Mi dispiace, è un peccato, perché capisco che sia importante.', 'refusal'],
    ['Non lo so. Se vuoi, ti dico che il corso costa 30 €.', 'partial'],
    ['Temo di non poter venire sabato.', 'answer'],
  ],
  es: [
    ['Eso no lo sé. Si quieres, te cuento qué talleres hay este mes.', 'refusal'],
    ['No dispongo de ese dato. ¿Me dice qué sede le interesa? Así puedo buscar de nuevo.', 'refusal'],
    ['No tengo esa información. Es una pena, porque entiendo que es importante para ti.', 'refusal'],
    ['No lo sé. Si quieres, te cuento que el taller cuesta 30 €.', 'partial'],
    ['Es una pena: el coro cierra en agosto.', 'answer'],
    ['El folleto no menciona la cuota. Si quiere, puedo contarle cómo son los ensayos.', 'refusal'],
    ['No sé la cuota. Puedo contarle que los ensayos son los martes a las 20 h.', 'partial'],
  ],
};

// `STYLES`: the four assistant styles the next blind sets imitate, in our own domains: a polished assistant, a terse
// one ("In base al contesto fornito, ..."), a chatty branded bot that says "we" and sends the user to its team, and a
// careful one that first says what the sources do contain, then what they lack, often in a sentence with no subject
// of its own ("Non contengono informazioni su X"). Near misses: the same frames stating a fact.
const STYLES: KindTable = {
  it: [
    ["Sulla base del contesto fornito, non è possibile stabilire se il noleggio includa l'assicurazione.", 'refusal'],
    ["In base al contesto fornito, l'informazione richiesta non è disponibile.", 'refusal'],
    ['Il contesto fornito non contiene informazioni sugli orari estivi del pullman.', 'refusal'],
    ['Nel contesto fornito non sono presenti dettagli sul costo del corso di apicoltura.', 'refusal'],
    [
      'Le informazioni fornite riguardano solo i corsi di maglia per principianti; non includono dettagli sui corsi avanzati.',
      'refusal',
    ],
    [
      'I documenti descrivono gli orari delle prove e la quota annuale del coro, ma non dicono nulla sulle trasferte.',
      'refusal',
    ],
    [
      'Purtroppo non abbiamo informazioni su questo al momento! Ti consigliamo di scriverci a info@radiocomunita.it 😊',
      'refusal',
    ],
    ['Ciao! Su questo non sappiamo aiutarti, ma il nostro team risponde volentieri al numero 06 5550 1234.', 'refusal'],
    ['Ottima domanda! Purtroppo nella nostra documentazione non troviamo nulla sul noleggio dei treppiedi.', 'refusal'],
    ['Mi dispiace, ma non dispongo di informazioni sufficienti per rispondere a questa domanda.', 'refusal'],
    [
      'Non sono riuscito a trovare informazioni specifiche su questo argomento nei documenti forniti. Ti consiglio di contattare direttamente la compagnia di autobus.',
      'refusal',
    ],
    [
      'I documenti forniti trattano la manutenzione delle canne fumarie e i prezzi degli interventi. Non contengono informazioni sulle detrazioni fiscali.',
      'refusal',
    ],
    [
      'Dalle informazioni disponibili emerge solo il calendario dei concerti; le tariffe per i gruppi non sono indicate.',
      'refusal',
    ],
    ['Non è specificato nel contesto.', 'refusal'],
    ['Il contesto non fornisce questa informazione.', 'refusal'],
    ['La risposta non è presente nel contesto fornito.', 'refusal'],
    [
      'Non ho trovato riferimenti a questo tema. Posso però aiutarti con informazioni su iscrizioni, orari o quote.',
      'refusal',
    ],
    ["Secondo il contesto fornito, il noleggio include l'assicurazione base.", 'answer'],
    ['Non abbiamo corsi il lunedì.', 'answer'],
    ['Purtroppo il pullman delle 18 non ferma a Siena.', 'answer'],
    ['I documenti indicano che la quota annuale è di 50 €, ma non dicono nulla sulle trasferte.', 'partial'],
    ["L'informazione richiesta non è disponibile nel contesto.", 'refusal'],
    ['Non include dati mobili.', 'answer'],
    ['Il centralino risponde dalle 9 alle 18.', 'answer'],
    ['Il regolamento descrive le sanzioni: 20 € per ogni ritardo.', 'answer'],
  ],
  es: [
    ['Según el contexto proporcionado, no es posible determinar si el alquiler incluye seguro.', 'refusal'],
    ['El contexto proporcionado no contiene información sobre los horarios de verano del autobús.', 'refusal'],
    ['En el contexto no se encuentran detalles sobre el precio del curso de apicultura.', 'refusal'],
    [
      'La información proporcionada solo cubre los cursos de punto para principiantes; no incluye detalles sobre los cursos avanzados.',
      'refusal',
    ],
    [
      'Los documentos describen los horarios de ensayo y la cuota anual del coro, pero no dicen nada sobre los viajes.',
      'refusal',
    ],
    [
      '¡Vaya! De momento no tenemos información sobre eso. Escríbenos a hola@radiocomunitaria.es y te ayudamos 😊',
      'refusal',
    ],
    ['¡Hola! Sobre eso no sabemos ayudarte, pero nuestro equipo te atiende en el 910 555 123.', 'refusal'],
    [
      '¡Buena pregunta! Por desgracia, en nuestra documentación no encontramos nada sobre el alquiler de trípodes.',
      'refusal',
    ],
    ['Lo siento, pero no dispongo de información suficiente para responder a esta pregunta.', 'refusal'],
    [
      'No he podido encontrar información específica sobre este tema en los documentos proporcionados. Te recomiendo contactar directamente con la compañía de autobuses.',
      'refusal',
    ],
    [
      'Los documentos proporcionados tratan el mantenimiento de chimeneas y los precios de las intervenciones. No contienen información sobre deducciones fiscales.',
      'refusal',
    ],
    [
      'De la información disponible solo se desprende el calendario de conciertos; las tarifas para grupos no se indican.',
      'refusal',
    ],
    ['No se especifica en el contexto.', 'refusal'],
    ['El contexto no proporciona esa información.', 'refusal'],
    ['La respuesta no se encuentra en el contexto proporcionado.', 'refusal'],
    [
      'No he encontrado referencias a este tema. Eso sí, puedo ayudarte con información sobre inscripciones, horarios o cuotas.',
      'refusal',
    ],
    ['Según el contexto proporcionado, el alquiler incluye un seguro básico.', 'answer'],
    ['No tenemos cursos los lunes.', 'answer'],
    ['Los documentos indican que la cuota anual es de 50 €, pero no dicen nada sobre los viajes.', 'partial'],
    ['La información solicitada no está disponible en el contexto.', 'refusal'],
    ['No incluye datos móviles.', 'answer'],
    ['Nuestro equipo te atiende de 9 a 14 h.', 'answer'],
    ['El reglamento describe las sanciones: 20 € por cada retraso.', 'answer'],
  ],
};

// `STYLES_2`: more of the same styles: possession of information, a fronted demonstrative of either gender, a
// chatty bot whose emoji ends a sentence and who sends the user to "us" ("scrivici", "escríbenos"), the careful report
// "the documents give X, but nothing on Y" (the gapped clause takes the sources and their verb, negated), and
// subjectless "says nothing" after a fronted topic. Near misses: an emoji between two facts, a trademark sign inside a
// name, "nothing" after a thing of the world.
const STYLES_2: KindTable = {
  it: [
    ['Il contesto fornito non specifica se il corso di maglia preveda un attestato finale.', 'refusal'],
    ['Nel contesto non ci sono elementi per stabilire se la radio accetti collaboratori esterni.', 'refusal'],
    ['Le informazioni a mia disposizione non permettono di rispondere con certezza.', 'refusal'],
    ['Non dispongo di dati sufficienti per indicarti il prezzo dello spazzacamino.', 'refusal'],
    ['Non sono in possesso di questa informazione.', 'refusal'],
    ['Purtroppo non siamo in grado di darti questa informazione via chat 😔 Scrivici a info@coroverdi.it!', 'refusal'],
    ['Ehi! Questa non la sappiamo 🙈 Chiedi pure al nostro staff in sede.', 'refusal'],
    [
      'Il documento elenca i percorsi del pullman e gli orari invernali. Sui percorsi estivi non riporta nulla.',
      'refusal',
    ],
    ['Mi spiace, su questo punto la documentazione tace.', 'refusal'],
    ["Non c'è nessun riferimento al parcheggio nei documenti.", 'refusal'],
    ["Il noleggio costa 20 € al giorno. Sull'assicurazione non ho trovato niente.", 'partial'],
    ['Il documento riporta gli orari del pullman, ma nulla sulle tariffe.', 'refusal'],
    ['Apriamo alle 9 😊 Ti aspettiamo!', 'answer'],
    ['Google® Drive non è supportato dalla radio.', 'answer'],
    ['Il pacchetto include la colazione, ma niente cena.', 'answer'],
    ['Non include dati mobili.', 'answer'],
  ],
  es: [
    ['El contexto proporcionado no especifica si el curso de punto incluye un certificado final.', 'refusal'],
    ['En el contexto no hay elementos para determinar si la radio acepta colaboradores externos.', 'refusal'],
    ['La información de la que dispongo no permite responder con seguridad.', 'refusal'],
    ['No dispongo de datos suficientes para indicarte el precio del deshollinador.', 'refusal'],
    ['No estoy en posesión de esa información.', 'refusal'],
    ['Por desgracia, no podemos darte esa información por chat 😔 ¡Escríbenos a info@coroverdi.es!', 'refusal'],
    ['¡Ey! Esa no nos la sabemos 🙈 Pregunta a nuestro equipo en la sede.', 'refusal'],
    [
      'El documento enumera las rutas del autobús y los horarios de invierno. Sobre las rutas de verano no recoge nada.',
      'refusal',
    ],
    ['Lo siento, sobre este punto la documentación guarda silencio.', 'refusal'],
    ['No hay ninguna referencia al aparcamiento en los documentos.', 'refusal'],
    ['El alquiler cuesta 20 € al día. Sobre el seguro no he encontrado nada.', 'partial'],
    ['El folleto recoge los horarios del autobús, pero nada sobre las tarifas.', 'refusal'],
    ['Abrimos a las 9 😊 ¡Te esperamos!', 'answer'],
    ['El paquete incluye el desayuno, pero nada de cena.', 'answer'],
  ],
};

// `PARTIALS`: the same styles with one half answered (a price, a time, a count, an address) and the other declined,
// the decline first or second, "not on record whether" ("Non risulta se ...") and an exclamation mark opened inside
// the sentence; near misses: a yes or a no with the fact.
const PARTIALS: KindTable = {
  it: [
    ['In base al contesto fornito, il corso costa 120 €, ma non è indicato se il materiale sia incluso.', 'partial'],
    [
      'Le prove si tengono il giovedì alle 21. Sulla possibilità di assistere come pubblico i documenti tacciono.',
      'partial',
    ],
    ['Il noleggio minimo è di 2 giorni 😊 Per la cauzione, purtroppo, non abbiamo dettagli!', 'partial'],
    ['I documenti indicano che il pullman parte alle 7:15; non specificano invece il prezzo del biglietto.', 'partial'],
    ['Lo spazzacamino interviene entro 5 giorni lavorativi. Non risulta invece se lavori anche il sabato.', 'partial'],
    ["Il teatro dei burattini ha 80 posti. Dell'accessibilità per le carrozzine non so nulla, mi dispiace.", 'partial'],
    ["Il corso si tiene in via Roma 12, ma l'orario non l'ho trovato.", 'partial'],
    ['Sì, la radio accetta volontari dai 16 anni in su.', 'answer'],
    ["No, il negozio non effettua spedizioni all'estero.", 'answer'],
  ],
  es: [
    [
      'Según el contexto proporcionado, el curso cuesta 120 €, pero no se indica si el material está incluido.',
      'partial',
    ],
    [
      'Los ensayos son los jueves a las 21 h. Sobre si se puede asistir como público, los documentos no dicen nada.',
      'partial',
    ],
    ['El alquiler mínimo es de 2 días 😊 Sobre la fianza, por desgracia, ¡no tenemos detalles!', 'partial'],
    [
      'Los documentos indican que el autobús sale a las 7:15; en cambio, no especifican el precio del billete.',
      'partial',
    ],
    ['El deshollinador acude en un plazo de 5 días laborables. No consta si trabaja también los sábados.', 'partial'],
    [
      'El teatro de títeres tiene 80 butacas. De la accesibilidad para sillas de ruedas no sé nada, lo siento.',
      'partial',
    ],
    ['El curso es en la calle Mayor 12, pero el horario no lo he encontrado.', 'partial'],
    ['Sí, la radio acepta voluntarios a partir de 16 años.', 'answer'],
    ['No, la tienda no hace envíos al extranjero.', 'answer'],
  ],
};

kindsInEachLanguage('a demonstrative object fronted before the sources as subject', FRONTED_OBJECT);
kindsInEachLanguage('the sources silent as a copula or a subjectless passive', SILENT_SOURCE);
kindsInEachLanguage('none of the searched sources says it', NONE_OF_THEM);
kindsInEachLanguage('a negative place in the sources', NOWHERE);
kindsInEachLanguage('the sources as a place or means before a decline', SOURCE_PLACE);
kindsInEachLanguage('a fronted topic with an aside around the decline', TOPIC_ASIDE);
kindsInEachLanguage('the restated question and a decline by scope', ECHO_AND_SCOPE);
kindsInEachLanguage('a cause that is a scope before the decline', CAUSAL_SCOPE);
kindsInEachLanguage('what follows a decline and makes no claim', AFTER_THE_DECLINE);
kindsInEachLanguage('four assistant styles', STYLES);
kindsInEachLanguage('four assistant styles, more forms', STYLES_2);
kindsInEachLanguage('one half answered, the other declined', PARTIALS);
