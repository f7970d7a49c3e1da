import { type KindTable, kindsInEachLanguage } from './__fixtures__/kinds-in-each-language.js';

// Heuristic rules, round 6: classes of declines that are recognised in their first sentence and then lost to a later
// sentence read as a claim, written before the rules for them in domains of our own (a hotel, a bike workshop, a
// dentist, a tax office, a university, a bakery, a theatre, a coworking space), each beside near misses of the same
// shape that must keep their kind.
//
// `OFFERS`: after a decline, the assistant offers what it can tell instead: a header ("here is what I can help you
// with:") whose items follow, or "I can give you / pass you X" with the pronoun before or after the modal. An offer
// with a number, or one that states a fact ("I can tell you that ..."), stays a claim.
const OFFERS: KindTable = {
  en: [
    [
      "I don't have any details on the hotel's parking. Here's what I can help with instead:\n- breakfast times\n- late checkout",
      'refusal',
    ],
    ["No idea about the scholarship deadlines, sorry. I can send you the course list if you'd like.", 'refusal'],
  ],
  fr: [
    [
      "Je n'ai pas cette information. Voici ce dont je peux vous parler :\n- les horaires du théâtre\n- les abonnements",
      'refusal',
    ],
    ['Je ne sais pas, désolé. Voilà ce sur quoi je peux t’aider :\n- les réservations\n- les annulations', 'refusal'],
    [
      "Aucune idée pour le parking de l'hôtel. Par contre, je peux te donner les horaires du petit-déjeuner si tu veux.",
      'refusal',
    ],
    ['Je ne sais pas pour le parking. Je peux vous dire que la chambre coûte 90 € la nuit.', 'partial'],
  ],
  it: [
    ["Non so dirti niente sul parcheggio dell'hotel. Ti posso però dare gli orari della colazione.", 'refusal'],
    ['Questo non lo so. Le posso indicare, invece, i contatti della segreteria:\n- email\n- telefono', 'refusal'],
    ['Non ho informazioni sulle borse di studio. Ecco su cosa ti posso aiutare:\n- iscrizioni\n- scadenze', 'refusal'],
    ['Non so il prezzo del parcheggio. Ti posso dire che il teatro apre alle 20.', 'partial'],
  ],
  pt: [
    ['Não sei se o hotel tem estacionamento. Se quiser, posso te passar o horário do café da manhã.', 'refusal'],
    ['Não encontrei nada sobre bolsas de estudo. Posso lhe mandar a lista de cursos, se preferir.', 'refusal'],
    ['Sobre isso não tenho informação. Eis o que posso te contar:\n- horários\n- preços', 'refusal'],
    ['Não sei o preço do estacionamento. Posso te passar o desconto de 10% na diária.', 'partial'],
  ],
  es: [
    ['No tengo datos sobre el aparcamiento del hotel. Si quieres, te puedo pasar el horario del desayuno.', 'refusal'],
    ['Eso no lo sé. Esto es lo que te puedo contar:\n- horarios\n- tarifas', 'refusal'],
    ['No sé lo del aparcamiento. Te puedo decir que la habitación cuesta 80 euros.', 'partial'],
  ],
};

// `CHANNELS`: after a decline, where to ask, with the channel's telephone number: an imperative or a suggestion with
// the number ("For that, please ring ... on 0113 ..."), a channel said to be reachable there ("L'atelier est joignable
// au ..."), "it is worth asking/calling" (pt "vale perguntar"). The number is where the user is sent, not a value;
// a sentence of the same frame with an amount or an opening time stays a claim.
const CHANNELS: KindTable = {
  en: [
    ["I can't help with invoice disputes. For that, please ring the billing team on 0113 496 0000.", 'refusal'],
    ["I can't check that for you. Please phone our bookings line on 0117 496 0123 or use the account page.", 'refusal'],
    ["I don't know that, sorry. For those questions, please text the help desk on 07700 900123.", 'refusal'],
    ["I don't know the menu. Please call ahead: the counter closes at 9 pm.", 'partial'],
    ["I don't have that information. The front desk can be reached on 020 7946 0958.", 'refusal'],
    ["I don't know about parking. For that price, the room includes breakfast for 2 people.", 'partial'],
  ],
  fr: [
    [
      "Je ne trouve rien sur les réparations de vélos électriques. L'atelier est joignable au 04 78 12 34 56.",
      'refusal',
    ],
    [
      'Je ne peux pas te répondre là-dessus. Le centre des impôts est joignable par téléphone au 0 809 401 401.',
      'refusal',
    ],
    ['Je ne sais pas pour le parking. L’atelier est ouvert jusqu’à 19 h.', 'partial'],
    ["L'atelier est joignable au 04 78 12 34 56.", 'answer'],
  ],
  pt: [
    ['Não encontrei nada sobre isso. Vale ligar para a secretaria no (11) 3456-7890.', 'refusal'],
    ['Não sei informar, desculpe. Vale perguntar na recepção do hotel.', 'refusal'],
    ['Não sei o horário do café. Vale R$ 20 a diária do estacionamento.', 'partial'],
  ],
  it: [
    ['Non lo so, mi dispiace. Il servizio clienti è raggiungibile al numero 02 1234 5678.', 'refusal'],
    ['Non lo so, mi dispiace. Il servizio clienti è aperto fino alle 18.', 'partial'],
  ],
};

// French: declines the core verbs missed. A verb of informing a person ("vous renseigner", "t'informer", "vous
// éclairer") after a modal; a have-decline whose information noun follows a kind phrase ("ce genre de détail", "ce
// type d'information"); advice as a cleft ("Le plus simple, c'est de ...", "Le mieux, ce serait d'...").
const FRENCH: KindTable = {
  fr: [
    ['Je ne peux pas vous renseigner sur les tarifs de la boulangerie.', 'refusal'],
    ['Désolé, je ne saurais pas te renseigner là-dessus.', 'refusal'],
    ['Nous ne pouvons pas vous informer sur ce point, malheureusement.', 'refusal'],
    ['Je ne suis pas en mesure de vous éclairer sur cette question.', 'refusal'],
    ['Je ne peux pas vous renseigner sur les tarifs, mais la chambre double coûte 90 €.', 'partial'],
    ["Je n'ai pas ce type d'information sur les chambres.", 'refusal'],
    ['Nous ne disposons pas de ce genre de renseignement, désolés.', 'refusal'],
    ["Je n'ai malheureusement pas ce niveau de précision pour l'espace de coworking.", 'refusal'],
    ["Je n'ai pas ce genre de problème avec mon vélo.", 'answer'],
    ['Je ne sais pas. Le mieux, c’est de demander directement au dentiste.', 'refusal'],
    ["Aucune idée. Le plus simple, ce serait d'appeler la mairie.", 'refusal'],
    ["Je n'ai rien trouvé là-dessus. Le plus sûr, c'est de passer à l'accueil du théâtre.", 'refusal'],
    ['Je ne sais pas pour le samedi. Le plus simple, c’est le forfait à 20 € par mois.', 'partial'],
    ['Le mieux, c’est le menu du midi.', 'answer'],
  ],
};

// French: a topic put before a first-person decline may hold a number ("Pour le forfait de 10 séances, je n'ai rien
// trouvé"): it restates what was asked. After a priced sentence the whole is partial; a topic before a verb of the
// world ("Pour 3 nuits, nous ne facturons pas le ménage") stays a claim.
const FRENCH_TOPIC: KindTable = {
  fr: [
    ["Les cours du soir coûtent 180 € le trimestre. Pour le forfait de 10 séances, je n'ai rien trouvé.", 'partial'],
    ["Quant au vol de 7 h 40, je ne sais pas s'il est complet.", 'refusal'],
    ['Pour la chambre 12, tu sais, je ne vois rien dans les documents.', 'refusal'],
    ['Les vélos coûtent 15 € la journée. Pour la location sur 3 jours, je ne sais pas.', 'partial'],
    ['Pour 2 personnes, la chambre coûte 90 €.', 'answer'],
    ['Pour 3 nuits, nous ne facturons pas le ménage.', 'answer'],
  ],
};

// The two French classes in the other languages, scored before the rules: a kind or degree before the information
// noun ("that kind of detail", "ese tipo de información") and a verb of informing or orienting a person ("No puedo
// informarte", "Non posso informarti"). A kind of anything else stays a claim.
const KIND_AND_INFORM: KindTable = {
  en: [
    ["I don't have that kind of detail about the hotel.", 'refusal'],
    ["I don't have that level of detail for the gym timetable, unfortunately.", 'refusal'],
    ["I don't have that kind of car.", 'answer'],
  ],
  es: [
    ['No tengo ese tipo de información sobre el gimnasio.', 'refusal'],
    ['No puedo informarte sobre eso.', 'refusal'],
    ['Lo siento, no puedo orientarle sobre las becas.', 'refusal'],
    ['No puedo informarte sobre eso, pero la matrícula cuesta 300 €.', 'partial'],
  ],
  it: [
    ['Non dispongo di questo genere di dettagli, mi spiace.', 'refusal'],
    ['Non posso informarti su questo punto.', 'refusal'],
    ['Purtroppo non posso orientarla sulla scelta del corso.', 'refusal'],
    ['Non posso informarti sugli orari, ma il biglietto costa 8 €.', 'partial'],
  ],
  pt: [
    ['Não disponho desse nível de detalhe, infelizmente.', 'refusal'],
    ['Não posso te informar sobre isso.', 'refusal'],
  ],
};

kindsInEachLanguage('round 6 offers of what else the assistant can tell', OFFERS);
kindsInEachLanguage('round 6 next steps with a channel and its number', CHANNELS);
kindsInEachLanguage('round 6 French declines and advice', FRENCH);
kindsInEachLanguage('round 6 French topics with a number before a decline', FRENCH_TOPIC);
kindsInEachLanguage('round 6 kinds of information and verbs of informing in other languages', KIND_AND_INFORM);
