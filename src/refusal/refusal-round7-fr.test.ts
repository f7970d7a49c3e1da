import { type KindTable, kindsInEachLanguage } from './__fixtures__/kinds-in-each-language.js';

// Heuristic rules, round 7 (French and Portuguese): classes of declines read as answers or partials, each written
// before its rule in domains of our own (a diving school, a taxi firm, a beekeeping club, a chimney sweep, a rowing
// club, a marathon, a car dealership), beside near misses of the same shape that must keep their kind.

// A text named by a relative clause of receiving, reading or holding ("the schedule I received", "the conditions I have in front of me") is the assistant's source, whatever its noun; the sources (not a named policy, whose covering is a fact) do not cover X.
const POSSESSED_SOURCE: KindTable = {
  fr: [
    ["Les consignes de plongée que j'ai sous les yeux n'en disent rien.", 'refusal'],
    ["Le tarif des courses que j'ai reçu ne mentionne pas les trajets de nuit.", 'refusal'],
    ["Désolé, ce point ne figure pas dans la convention d'adhésion que j'ai consultée.", 'refusal'],
    ["Les fiches des ruchers que j'ai sous la main ne couvrent pas la récolte d'automne.", 'refusal'],
    ["Le contrat d'entretien que vous avez signé ne couvre pas le ramonage du conduit.", 'answer'],
    ["La chaudière que j'ai installée ne consomme pas de fioul.", 'answer'],
  ],
  pt: [
    ['O regulamento da maratona que recebi não diz nada sobre o kit do atleta.', 'refusal'],
    ['O calendário das aulas que eu tenho não cobre o mês de agosto.', 'refusal'],
    ['Os documentos que tenho não cobrem a troca de pneus.', 'refusal'],
    ['A tabela de tarifas que consultei não esclarece.', 'refusal'],
    ['O seguro que você contratou não cobre a troca de pneus.', 'answer'],
    ['O carro que eu tenho não consome diesel.', 'answer'],
  ],
};

// A negative quantifier over the sources: "not one of the documents", "neither of the two talks about X", "in none of the files does X appear". Only with verbs a text does, so "neither instructor speaks German" stays a fact.
const NEG_QUANTIFIER: KindTable = {
  fr: [
    ["Pas un seul des documents fournis ne précise l'âge minimum pour la plongée.", 'refusal'],
    ["J'ai lu le règlement et la FAQ, mais aucun des deux ne parle de la taille des ruches.", 'refusal'],
    ["Ni l'un ni l'autre ne mentionne les trajets vers l'aéroport.", 'refusal'],
    ["Dans aucun des documents transmis je n'ai trouvé le prix du ramonage.", 'refusal'],
    ['Aucun des deux moniteurs ne parle allemand.', 'answer'],
    ['Pas un seul des bateaux ne part le dimanche.', 'answer'],
  ],
  pt: [
    ['Li o regulamento e o site, mas nenhum dos dois fala de cadeirinha para crianças.', 'refusal'],
    ['Em nenhum dos arquivos que recebi aparece algo sobre o seguro do barco.', 'refusal'],
    ['Nem um nem outro menciona o horário do último táxi.', 'refusal'],
    ['Em nenhum dos documentos consta o valor da anuidade.', 'refusal'],
    ['Nenhum dos dois instrutores fala espanhol.', 'answer'],
    ['Em nenhum dos barcos é permitido fumar.', 'answer'],
  ],
};

// The sources stay silent, with or without the topic after ("the sources remain silent", "os documentos são omissos"); other things that stay silent are facts.
const SILENT_SOURCES: KindTable = {
  fr: [
    ['Sur ce sujet, les documents restent muets.', 'refusal'],
    ['Hélas, les sources sont silencieuses, et je ne veux pas inventer.', 'refusal'],
    ['Le règlement du club reste muet.', 'refusal'],
    ['Les cloches restent muettes pendant la semaine sainte.', 'answer'],
    ['La salle de lecture reste silencieuse après 20 h.', 'answer'],
  ],
  pt: [
    ['Os documentos são omissos quanto a isso.', 'refusal'],
    ['Infelizmente, o regulamento do clube é omisso sobre o aluguel de barcos.', 'refusal'],
    ['As fontes ficam caladas sobre esse ponto.', 'refusal'],
    ['A sala de estudo fica em silêncio depois das 20h.', 'answer'],
    ['O motorista é calado, mas muito educado.', 'answer'],
  ],
};

// No mention anywhere: impersonal ("il n'est fait aucune mention", "não se faz menção"), "nowhere there", and a search narrated before the decline (before a colon, or before "but there is nothing"); a value after a narrated search stays a claim.
const NO_MENTION: KindTable = {
  fr: [
    ["Il n'est fait mention nulle part d'une navette vers la gare.", 'refusal'],
    ["Il n'est fait aucune mention des tarifs de groupe dans la documentation.", 'refusal'],
    ["J'ai parcouru la convention et le site du club : le gilet de sauvetage n'y est abordé nulle part.", 'refusal'],
    ["Les frais d'annulation n'y sont précisés nulle part.", 'refusal'],
    ["Il n'est pas question de fumer à bord.", 'answer'],
    ["Le ramonage n'est fait qu'une fois par an.", 'answer'],
  ],
  pt: [
    ['Procurei no regulamento e na tabela, mas não há nenhuma menção a taxas de cancelamento.', 'refusal'],
    ['Pesquisei nas condições gerais, mas não há nada sobre bagagem extra.', 'refusal'],
    ['Isso não aparece em lugar nenhum dos documentos do clube.', 'refusal'],
    ['Não se faz menção a descontos para estudantes.', 'refusal'],
    ['A chave do barco não está em lugar nenhum da garagem, segundo a equipe.', 'answer'],
    ['Procurei no regulamento: a inscrição custa R$ 80.', 'answer'],
  ],
};

// A lack of information given as the cause before a decline ("for lack of details in X, I cannot ..."); a lack of something in the world ("for lack of snow, the slopes are closed") keeps its claim.
const LACK_CAUSE: KindTable = {
  fr: [
    ['Faute de précisions dans le règlement, je ne suis pas en mesure de vous dire si le kayak est fourni.', 'refusal'],
    ["En l'absence d'informations sur les tarifs de nuit, je ne peux pas vous répondre.", 'refusal'],
    ['À défaut de données sur les ruchers, je ne saurais vous renseigner.', 'refusal'],
    ['Faute de neige, les pistes ne sont pas ouvertes cette semaine.', 'answer'],
    ['Sans réservation, nous ne pouvons pas garantir une place.', 'answer'],
  ],
  pt: [
    ['Na falta de informações sobre o percurso, não consigo dizer se há postos de água.', 'refusal'],
    ['Por falta de dados nos documentos, não posso confirmar o horário.', 'refusal'],
    ['Sem informações sobre o seguro, não tenho como responder.', 'refusal'],
    ['Por falta de vento, os barcos não saem hoje.', 'answer'],
    ['Sem inscrição, não é possível participar da corrida.', 'answer'],
  ],
};

// "Impossible to say whether X" with no "it is", and spoken "não dá para afirmar": only with verbs of saying or knowing ("impossible to park" is a fact).
const BARE_IMPOSSIBLE: KindTable = {
  fr: [
    ["Impossible de dire d'après les documents si le matériel est fourni.", 'refusal'],
    ["Difficile de savoir, avec ce que j'ai, si le taxi accepte les chiens.", 'refusal'],
    ["Impossible d'affirmer que la navette circule le dimanche.", 'refusal'],
    ["Impossible de se garer devant l'atelier le samedi.", 'answer'],
    ['Impossible de dire si le transfert est inclus. La course coûte 35 euros.', 'partial'],
  ],
  pt: [
    ['Impossível dizer, pelos documentos, se o equipamento está incluído.', 'refusal'],
    ['Não dá para afirmar se o táxi aceita cartão.', 'refusal'],
    ['Não é possível afirmar, pelo que tenho, se a corrida será adiada.', 'refusal'],
    ['Não dá para estacionar na frente da oficina.', 'answer'],
    ['Não dá para afirmar se há desconto. A inscrição custa R$ 90.', 'partial'],
  ],
};

// A presentative with a relative pronoun before the decline ("it's a question I can't answer", "it's a point on which the documents say nothing"); a relative clause about the world keeps its claim.
const PRESENTATIVE: KindTable = {
  fr: [
    ["C'est une question à laquelle je ne peux pas répondre avec les documents fournis.", 'refusal'],
    ["C'est un détail que je ne trouve pas dans la documentation.", 'refusal'],
    ["C'est un point sur lequel les documents ne disent rien.", 'refusal'],
    ["C'est un atelier qui ne ferme jamais en août.", 'answer'],
    ["C'est une course que nous ne faisons pas la nuit.", 'answer'],
  ],
  pt: [
    ['Essa é uma pergunta à qual não sei responder com os documentos.', 'refusal'],
    ['É um detalhe que não encontrei nos documentos.', 'refusal'],
    ['É um ponto sobre o qual os documentos não dizem nada.', 'refusal'],
    ['É uma oficina que não abre aos domingos.', 'answer'],
    ['É um percurso que não passa pelo centro.', 'answer'],
  ],
};

// After a decline, the assistant's own later search ("I'll then be able to search more precisely"), also after a condition on the user's details; with a time or number it stays a claim.
const OWN_FUTURE_ACTION: KindTable = {
  fr: [
    [
      "Je n'ai pas trouvé cette information. Pouvez-vous préciser le modèle ? Je pourrai ainsi chercher plus précisément.",
      'refusal',
    ],
    ['Je ne sais pas. Si vous me donnez la date, je pourrai vérifier à nouveau.', 'refusal'],
    ["Je n'ai rien trouvé là-dessus. Nous pourrons ensuite regarder les autres documents.", 'refusal'],
    ['Je ne sais pas pour le dimanche. Le samedi, je pourrai passer à 9 h.', 'partial'],
    ['Je pourrai passer mardi pour le ramonage.', 'answer'],
  ],
  pt: [
    ['Não encontrei essa informação. Pode me dizer o modelo? Assim poderei procurar melhor.', 'refusal'],
    ['Não sei. Se você me passar a data, poderei verificar de novo.', 'refusal'],
    ['Não achei nada sobre isso. Depois poderemos pesquisar nos outros documentos.', 'refusal'],
    ['Poderei passar na terça para o conserto.', 'answer'],
    ['Não sei sobre domingo. No sábado, poderei atender às 9h.', 'partial'],
  ],
};

// An answer the assistant might give as the subject of misleading: the reason it declines, no claim.
const ANSWER_MISLEADS: KindTable = {
  fr: [
    [
      'Les documents restent muets, et je préfère ne pas deviner : une réponse approximative pourrait vous induire en erreur.',
      'refusal',
    ],
    ['Je ne sais pas, et une réponse inexacte risquerait de vous tromper.', 'refusal'],
    ['Une erreur de réservation pourrait vous coûter 20 euros.', 'answer'],
  ],
  pt: [
    ['Não sei, e uma resposta errada poderia te induzir em erro.', 'refusal'],
    ['Não encontrei isso, e uma resposta imprecisa pode confundir você.', 'refusal'],
    ['Um atraso pode te custar a vaga.', 'answer'],
  ],
};

// Spoken "pra" for "para" in a next step to a person or office, with a telephone number that is where the user is sent.
const PRA: KindTable = {
  pt: [
    ['Isso eu não sei, viu. Pergunta pra recepção pelo WhatsApp (21) 99876-5432 que eles te ajudam.', 'refusal'],
    ['Não sei te dizer. Liga pra central que eles explicam.', 'refusal'],
    ['Não tenho essa informação. Fala pra secretaria do clube.', 'refusal'],
    ['O táxi leva você pra estação em 10 minutos.', 'answer'],
    ['Fala pra ele que a aula começa às 8h.', 'answer'],
  ],
};

// A whether-clause or interrogative fronted before the sources as subject ("whether X, the documents don't say").
const FRONTED_WHETHER_SOURCE: KindTable = {
  fr: [
    ['Si la navette passe le dimanche, les documents ne le disent pas.', 'refusal'],
    ['Quels sont les tarifs de groupe, la documentation ne le précise pas.', 'refusal'],
    ['Si vous réservez avant lundi, le matériel ne coûte rien.', 'answer'],
  ],
  pt: [
    ['Se há vestiário no barco, os documentos não dizem.', 'refusal'],
    ['Se o táxi aceita cartão, o material que eu tenho não esclarece.', 'refusal'],
    ['A aula custa R$ 60. Se há aula experimental, o regulamento não diz.', 'partial'],
    ['Se chover, a corrida não acontece.', 'answer'],
  ],
};

// A remark on the question itself, with or without a wish to help ("it's an important safety question and I'd like to help"); one with a colon that opens the answer keeps its claim.
const QUESTION_REMARK: KindTable = {
  pt: [
    [
      'Essa é uma pergunta importante e eu gostaria de ajudar, mas o regulamento da corrida não fala de idade mínima.',
      'refusal',
    ],
    ['É uma dúvida comum. Infelizmente, os documentos não dizem nada sobre isso.', 'refusal'],
    ['É uma questão de segurança: o capacete é obrigatório.', 'answer'],
    ['É um ponto de encontro muito usado pelos corredores.', 'answer'],
  ],
  fr: [
    ["C'est une question importante, et je voudrais vous aider, mais la documentation ne le précise pas.", 'refusal'],
    ["C'est un point délicat. Hélas, les documents n'en disent rien.", 'refusal'],
    ["C'est une question de sécurité : le casque est obligatoire.", 'answer'],
    ["C'est un point de rendez-vous très apprécié des coureurs.", 'answer'],
  ],
};

// The sources named by their topic ("the documents about the tours don't deal with X").
const TOPIC_NAMED_SOURCES: KindTable = {
  fr: [
    ["Les documents sur les excursions ne traitent pas de l'âge minimum.", 'refusal'],
    ['Les documents concernant la location ne précisent pas la caution.', 'refusal'],
    ['Les documents sur la table sont à signer avant le départ.', 'answer'],
  ],
  pt: [
    ['Os documentos sobre a corrida não falam de premiação.', 'refusal'],
    ['As informações sobre o clube não mencionam a mensalidade.', 'refusal'],
    ['Os documentos sobre a mesa devem ser assinados antes da saída.', 'answer'],
  ],
};

kindsInEachLanguage('round 7 fr/pt, possessed source', POSSESSED_SOURCE);
kindsInEachLanguage('round 7 fr/pt, neg quantifier', NEG_QUANTIFIER);
kindsInEachLanguage('round 7 fr/pt, silent sources', SILENT_SOURCES);
kindsInEachLanguage('round 7 fr/pt, no mention', NO_MENTION);
kindsInEachLanguage('round 7 fr/pt, lack cause', LACK_CAUSE);
kindsInEachLanguage('round 7 fr/pt, bare impossible', BARE_IMPOSSIBLE);
kindsInEachLanguage('round 7 fr/pt, presentative', PRESENTATIVE);
kindsInEachLanguage('round 7 fr/pt, own future action', OWN_FUTURE_ACTION);
kindsInEachLanguage('round 7 fr/pt, answer misleads', ANSWER_MISLEADS);
kindsInEachLanguage('round 7 fr/pt, pra', PRA);
kindsInEachLanguage('round 7 fr/pt, fronted whether source', FRONTED_WHETHER_SOURCE);
kindsInEachLanguage('round 7 fr/pt, question remark', QUESTION_REMARK);
kindsInEachLanguage('round 7 fr/pt, topic named sources', TOPIC_NAMED_SOURCES);
