import { type KindTable, kindsInEachLanguage } from './__fixtures__/kinds-in-each-language.js';

// Heuristic rules, round 8 (French and Portuguese): sentences around a decline that a branded or hedging assistant
// adds and that were read as claims, with sentences of our own in other domains (a car park, a dental clinic, a
// bakery, a coworking space, a zoo, a hotel, a pharmacy), beside near misses that must keep their kind.

// The brand voice's frame: a greeting, thanks for the message, an empathy line about the user's worry, praise of the
// question. None of them says anything about what was asked; an answer after the same frame stays an answer.
const GREETING_FRAME: KindTable = {
  fr: [
    ["Bonjour ! 😊 Je n'ai malheureusement aucune information sur les consultations du samedi.", 'refusal'],
    ['Nous comprenons votre inquiétude. Malheureusement, nos fiches ne parlent pas des allergies au latex.', 'refusal'],
    ['Salut ! Je ne trouve rien sur les bureaux fermés de notre espace de coworking.', 'refusal'],
    ["Oh, super idée ! 🦒 Pour les visites de nuit au zoo, je n'ai pas d'infos.", 'refusal'],
    ['Bonjour ! Oui, le parking est gratuit le week-end.', 'answer'],
    ['Nous comprenons votre inquiétude : le cabinet utilise des gants sans latex.', 'answer'],
    ['Bonjour ! Le pain aux noix coûte 4,50 €. Je ne sais pas en revanche s’il contient du sésame.', 'partial'],
  ],
  pt: [
    ['Oi! 😊 Não tenho informações sobre consultas aos sábados.', 'refusal'],
    ['Agradecemos o seu contato! Infelizmente, não encontrei nada sobre o estacionamento do hotel.', 'refusal'],
    ['Que ótima pergunta! 🦒 Não sei dizer se o zoológico abre à noite.', 'refusal'],
    ['Olá! Dei uma olhada nos nossos planos, mas não encontrei nada sobre salas privativas.', 'refusal'],
    ['Oi! Sim, o estacionamento é gratuito.', 'answer'],
    ['Agradecemos o seu contato! O pão de nozes custa R$ 18.', 'answer'],
    ['Olá! A consulta custa R$ 250. Já o horário de sábado, não encontrei essa informação.', 'partial'],
  ],
};

// A hedge of seeming around the assistant's or the sources' decline ("il semble que je n'aie pas d'information",
// "je ne semble pas avoir d'infos", "parece que não tenho dados"); a seeming about the world stays a claim.
const SEEMING_HEDGE: KindTable = {
  fr: [
    ["Il semble que je n'aie pas d'information sur les chambres familiales.", 'refusal'],
    ["Je ne semble pas avoir d'infos sur les horaires de la pharmacie de garde.", 'refusal'],
    ['Il me semble que les documents ne précisent pas le prix du détartrage.', 'refusal'],
    ['Il semble que le parking soit gratuit le dimanche.', 'answer'],
    ["Il semble que l'hôtel n'accepte pas les animaux.", 'answer'],
  ],
  pt: [
    ['Parece que não tenho dados sobre o estacionamento do hotel.', 'refusal'],
    ['Parece que os documentos não trazem informações sobre o clareamento dental.', 'refusal'],
    ['Ao que parece, não encontrei nada sobre as salas de reunião.', 'refusal'],
    ['Parece que o estacionamento não é gratuito.', 'answer'],
    ['Parece que a farmácia não abre aos domingos.', 'answer'],
  ],
};

// A sentence opened by a conjunction ("Mais", "Mas") after a sentence that answers: the decline after it is read
// alone, so the answer stays a claim and the whole a partial; a conjunction before a fact stays a fact.
const CONJUNCTION_OPENED: KindTable = {
  fr: [
    ["Le détartrage coûte 60 €. Mais je n'ai rien trouvé sur le remboursement.", 'partial'],
    ['La boulangerie ouvre à 7 h. Mais les documents ne disent rien sur le dimanche.', 'partial'],
    ["La chambre double coûte 95 € la nuit. Et je n'ai pas d'information sur le petit-déjeuner.", 'partial'],
    ['Le zoo ouvre à 9 h. Mais il ferme à 17 h en hiver.', 'answer'],
    ["Je n'ai rien trouvé sur le remboursement. Mais je peux vous donner l'adresse de la mutuelle.", 'refusal'],
  ],
  pt: [
    ['O prazo de entrega é de 20 dias úteis. Mas não encontrei nada sobre a montagem.', 'partial'],
    ['A limpeza custa R$ 180. Mas os documentos não falam do reembolso pelo plano.', 'partial'],
    ['A padaria abre às 6h. E não tenho informação sobre o domingo.', 'partial'],
    ['O zoológico abre às 9h. Mas fecha às 17h no inverno.', 'answer'],
    ['O coworking abre às 8h. Mas não aceita animais.', 'answer'],
  ],
};

// The brand's formal advice and offers to "o senhor" / "a senhora" after a decline: a contact step or an offer,
// not a claim. A formal sentence that gives a value stays a claim.
const FORMAL_ADVICE: KindTable = {
  pt: [
    ['Não tenho informações sobre o estacionamento. Caso o senhor deseje, posso informar nossos horários.', 'refusal'],
    ['Não encontrei nada sobre o clareamento. Sugerimos que a senhora fale com a nossa recepção.', 'refusal'],
    ['Não sei se a suíte tem banheira. O senhor pode perguntar na recepção do hotel.', 'refusal'],
    ['O senhor pode estacionar na garagem do hotel por R$ 30.', 'answer'],
    ['Sugerimos que a senhora chegue 15 minutos antes da consulta.', 'answer'],
  ],
};

// A fronted question ("Jusqu'à quelle heure..., je ne sais pas") with an adverb or an apology between its comma and
// the decline; the fronted question followed by its own answer stays an answer.
const FRONTED_QUESTION_ADVERB: KindTable = {
  fr: [
    ['Jusqu’à quelle heure le parc reste ouvert, malheureusement je ne sais pas.', 'refusal'],
    ['Le parc ouvre à 9 h. Jusqu’à quelle heure il reste ouvert, malheureusement je ne sais pas.', 'partial'],
    ['Si la pharmacie livre à domicile, malheureusement je ne peux pas le dire.', 'refusal'],
    ['Jusqu’à quelle heure le parc reste ouvert ? Jusqu’à 22 h.', 'answer'],
  ],
  pt: [
    ['Até que horas o parque fica aberto, infelizmente não sei dizer.', 'refusal'],
    ['Hoje estamos na praça central! Até que horas vamos ficar, infelizmente não sei dizer.', 'partial'],
    ['Se a farmácia entrega em casa, infelizmente não consigo dizer.', 'refusal'],
    ['Até que horas o parque fica aberto? Até às 22h.', 'answer'],
  ],
};

// "I didn't find it" with the object as a pronoun ("je ne l'ai pas trouvée"): a decline about what was looked for;
// a found thing with a value stays a claim.
const FOUND_IT_PRONOUN: KindTable = {
  fr: [
    ["La date d'ouverture du nouveau cabinet, je ne l'ai pas trouvée.", 'refusal'],
    ["Le tarif des bureaux fermés, je ne l'ai pas trouvé dans les documents.", 'refusal'],
    ["Je ne l'ai pas trouvée, désolé.", 'refusal'],
    ["Le menu du dimanche, je l'ai trouvé à 24 € sur la carte.", 'answer'],
    ["La clé du bureau 4, je l'ai trouvée à l'accueil.", 'answer'],
  ],
};

// A pronoun for the text named earlier in the sentence ("la brochure présente X, mais elle ne parle d'aucune Y"):
// the clause borrows the source as its subject. A person's "il ne parle pas allemand" keeps its claim.
const PRONOUN_FOR_SOURCE: KindTable = {
  fr: [
    ["La brochure de l'hôtel présente les chambres et le spa, mais elle ne parle d'aucune navette.", 'refusal'],
    ['Les fiches du cabinet décrivent les soins courants, mais elles ne disent rien sur les implants.', 'refusal'],
    [
      'Le règlement du parking détaille les tarifs, mais il ne précise rien sur les motos. Toutes nos excuses !',
      'refusal',
    ],
    ['Le dentiste est très patient, mais il ne parle pas allemand.', 'answer'],
    ['Notre pharmacien connaît bien les plantes, mais il ne parle pas de homéopathie en consultation.', 'answer'],
  ],
  pt: [
    ['Li os folhetos do hotel, mas eles não dizem nada sobre animais.', 'refusal'],
    ['O regulamento do estacionamento lista os preços, mas ele não diz nada sobre motos.', 'refusal'],
    ['As fichas da clínica descrevem as limpezas, mas elas não falam de implantes.', 'refusal'],
    ['O dentista é muito paciente, mas ele não fala alemão.', 'answer'],
    ['O padeiro conhece bem as receitas, mas ele não diz o preço por telefone.', 'answer'],
  ],
};

// Nothing as the subject of a passive verb of saying ("nada é dito sobre X") and "in the sources nothing appears"
// ("nas informações da clínica não consta nada"): the sources' silence. "Nada é cobrado" says no text and stays a claim.
const NOTHING_IS_SAID: KindTable = {
  pt: [
    ['Nada é dito sobre o estacionamento do hotel.', 'refusal'],
    ['Infelizmente, nas informações da clínica não consta nada sobre implantes.', 'refusal'],
    ['Quanto a motos, nada é referido no regulamento que tenho.', 'refusal'],
    ['Nada é cobrado pelo estacionamento aos domingos.', 'answer'],
    ['No hotel não consta nenhuma piscina, mas há uma sauna.', 'answer'],
  ],
};

kindsInEachLanguage('round 8 fr/pt, nothing is said', NOTHING_IS_SAID);
kindsInEachLanguage('round 8 fr/pt, pronoun for source', PRONOUN_FOR_SOURCE);
kindsInEachLanguage('round 8 fr/pt, greeting frame', GREETING_FRAME);
kindsInEachLanguage('round 8 fr/pt, seeming hedge', SEEMING_HEDGE);
kindsInEachLanguage('round 8 fr/pt, conjunction opened', CONJUNCTION_OPENED);
kindsInEachLanguage('round 8 fr/pt, formal advice', FORMAL_ADVICE);
kindsInEachLanguage('round 8 fr/pt, fronted question adverb', FRONTED_QUESTION_ADVERB);
kindsInEachLanguage('round 8 fr/pt, found it pronoun', FOUND_IT_PRONOUN);
