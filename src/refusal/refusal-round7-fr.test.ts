import { type KindTable, kindsInEachLanguage } from './__fixtures__/kinds-in-each-language.js';

// Heuristic rules, round 7 (French and Portuguese): classes of declines read as answers or partials, with sentences
// of our own in other domains (a diving school, a taxi firm, a beekeeping club, a chimney sweep, a rowing
// club, a marathon, a car dealership), beside near misses of the same shape that must keep their kind.

// A text named by a relative clause of receiving, reading or holding ("the schedule I received", "the conditions I
// have in front of me") is the assistant's source, whatever its noun; the sources (not a named policy, whose
// covering is a fact) do not cover X.
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

// A negative quantifier over the sources: "not one of the documents", "neither of the two talks about X", "in none
// of the files does X appear". Only with verbs a text does, so "neither instructor speaks German" stays a fact.
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

// The sources stay silent, with or without the topic after ("the sources remain silent", "os documentos são
// omissos"); other things that stay silent are facts.
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

// No mention anywhere: impersonal ("il n'est fait aucune mention", "não se faz menção"), "nowhere there", and a
// search narrated before the decline (before a colon, or before "but there is nothing"); a value after a narrated
// search stays a claim.
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

// A lack of information given as the cause before a decline ("for lack of details in X, I cannot ..."); a lack of
// something in the world ("for lack of snow, the slopes are closed") keeps its claim.
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

// "Impossible to say whether X" with no "it is", and spoken "não dá para afirmar": only with verbs of saying or
// knowing ("impossible to park" is a fact).
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

// A presentative with a relative pronoun before the decline ("it's a question I can't answer", "it's a point on
// which the documents say nothing"); a relative clause about the world keeps its claim.
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

// After a decline, the assistant's own later search ("I'll then be able to search more precisely"), also after a
// condition on the user's details; with a time or number it stays a claim.
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

// Spoken "pra" for "para" in a next step to a person or office, with a telephone number that is where the user is
// sent.
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

// A remark on the question itself, with or without a wish to help ("it's an important safety question and I'd like
// to help"); one with a colon that opens the answer keeps its claim.
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

// Whole answers in the styles of other assistants (polished, terse "based on the context", a chatty brand speaking
// as "on" / "a gente", a careful one that first says what the sources do describe): what the sources or what the
// assistant found hold, said before the decline, an interjection alone, "it would be better to consult", a team glad
// to answer, are no claims; a value, "on n'a pas de parking", "chama-se" keep theirs.
const ASSISTANT_STYLES: KindTable = {
  fr: [
    [
      "Je n'ai pas pu trouver d'informations précises concernant la garantie des pièces dans les documents fournis. Je vous recommande de contacter directement la concession pour obtenir une réponse fiable.",
      'refusal',
    ],
    [
      "Malheureusement, les documents à ma disposition ne contiennent aucune information sur les prêts entre bibliothèques. Pour une réponse précise, je vous suggère de vous adresser à l'accueil.",
      'refusal',
    ],
    [
      'Les informations fournies ne permettent pas de déterminer si le tram circule le 1er mai. Il serait préférable de consulter le site du réseau.',
      'refusal',
    ],
    ["D'après le contexte fourni, il n'y a pas d'information sur le prix du ramonage.", 'refusal'],
    ["Selon le contexte, la durée de la plongée d'initiation n'est pas précisée.", 'refusal'],
    ['Le contexte fourni ne mentionne pas de tarif étudiant.', 'refusal'],
    ['Sur la base du contexte fourni, je ne peux pas répondre à cette question.', 'refusal'],
    ["Oups ! On n'a pas cette info dans nos fiches 😅 Écris-nous sur le chat et on te répond vite !", 'refusal'],
    [
      "Nous n'avons malheureusement pas d'information sur ce point dans notre documentation. N'hésitez pas à nous appeler au 01 23 45 67 89.",
      'refusal',
    ],
    [
      'Bonne question ! Nos guides ne parlent pas des sorties de nuit, mais notre équipe se fera un plaisir de vous répondre par mail.',
      'refusal',
    ],
    [
      "Les documents décrivent les formules d'abonnement et les horaires d'ouverture, mais ne mentionnent pas la politique d'annulation.",
      'refusal',
    ],
    [
      "Le règlement traite des horaires d'accès et du matériel obligatoire ; en revanche, rien n'y est dit sur les mineurs.",
      'refusal',
    ],
    [
      "Ce que j'ai trouvé concerne uniquement les tarifs des cours collectifs. Pour les cours particuliers, je n'ai aucune donnée.",
      'refusal',
    ],
    [
      "Les documents indiquent que l'atelier ouvre à 8 h, mais ne précisent pas s'il faut prendre rendez-vous.",
      'partial',
    ],
    ["D'après le contexte fourni, le tram ne circule pas le 1er mai.", 'answer'],
    ["Nous n'acceptons malheureusement pas les chèques, seulement les cartes bancaires.", 'answer'],
    ["Selon la FAQ, la plongée de nuit n'est pas proposée aux débutants.", 'answer'],
    ["On n'a pas de parking devant l'atelier.", 'answer'],
    ["Il serait préférable de réserver à l'avance.", 'answer'],
    ['Le guide décrit le parcours de 12 km le long du canal.', 'answer'],
    ['Je ne sais pas pour les mineurs. Le règlement décrit un parcours de 12 km.', 'partial'],
    ['Oups, le tram ne circule pas le dimanche.', 'answer'],
    ['Notre équipe se fera un plaisir de vous accueillir dès 8 h.', 'answer'],
  ],
  pt: [
    [
      'Não consegui encontrar informações específicas sobre a garantia das peças nos documentos fornecidos. Recomendo entrar em contato diretamente com a concessionária.',
      'refusal',
    ],
    [
      'Infelizmente, os documentos disponíveis não contêm informações sobre empréstimos entre bibliotecas. Para uma resposta precisa, sugiro procurar o balcão de atendimento.',
      'refusal',
    ],
    [
      'As informações fornecidas não permitem determinar se o bonde circula no feriado. Seria melhor consultar o site da empresa.',
      'refusal',
    ],
    ['Com base no contexto fornecido, não há informações sobre o preço da limpeza de chaminé.', 'refusal'],
    ['Segundo o contexto, a duração do mergulho de batismo não é especificada.', 'refusal'],
    ['O contexto fornecido não menciona desconto para estudantes.', 'refusal'],
    ['Com base no contexto, não é possível responder a essa pergunta.', 'refusal'],
    ['Poxa, a gente não tem essa info aqui 😕 Chama a gente no chat que a equipe te ajuda!', 'refusal'],
    [
      'Infelizmente não temos informações sobre isso no nosso material. Fale com a gente pelo (11) 4002-8922.',
      'refusal',
    ],
    [
      'Boa pergunta! Nossos guias não falam de passeios noturnos, mas nossa equipe responde rapidinho por e-mail.',
      'refusal',
    ],
    [
      'Os documentos descrevem os planos de assinatura e os horários de funcionamento, mas não mencionam a política de cancelamento.',
      'refusal',
    ],
    [
      'O regulamento trata dos horários de acesso e do equipamento obrigatório; já sobre menores de idade, não diz nada.',
      'refusal',
    ],
    [
      'O que encontrei se refere apenas aos preços das aulas em grupo. Sobre aulas particulares, não tenho nenhum dado.',
      'refusal',
    ],
    ['Os documentos indicam que a oficina abre às 8h, mas não dizem se é preciso agendar.', 'partial'],
    ['Com base no contexto fornecido, o bonde não circula no feriado.', 'answer'],
    ['Infelizmente não aceitamos cheques, só cartões.', 'answer'],
    ['Segundo as perguntas frequentes, o mergulho noturno não é oferecido a iniciantes.', 'answer'],
    ['A gente não tem estacionamento na frente da oficina.', 'answer'],
    ['Chama-se Estação Central.', 'answer'],
    ['O guia te ajuda a carregar o equipamento.', 'answer'],
    ['Poxa, o bonde não circula aos domingos.', 'answer'],
    ['Não sei sobre menores. O regulamento descreve um percurso de 12 km.', 'partial'],
    ['Os documentos descrevem um percurso de 12 km.', 'answer'],
  ],
};

// Short and passive declines: not passed on to the assistant ("ne m'a pas été communiquée"), verbless "nothing about
// X", nothing specific about X, a question remark fronted by "ça,", a lack given as a participle cause ("n'ayant
// aucune information", "não havendo informações"), the assistant's access as a restriction. A "nothing" with a verb
// of the world ("rien sur place ne permet") and a participle cause about the user ("n'ayant pas de permis, vous ne
// pouvez pas") keep their claims.
const SHORT_AND_PASSIVE: KindTable = {
  fr: [
    ["Cette information ne m'a pas été communiquée.", 'refusal'],
    ["Je n'ai accès qu'aux horaires et aux tarifs ; pour le reste, je ne peux rien affirmer.", 'refusal'],
    ['Aucune information à ce sujet dans ma base.', 'refusal'],
    ["Hmm, pas d'info là-dessus de mon côté.", 'refusal'],
    ["Je ne trouve trace nulle part d'un service de navette.", 'refusal'],
    ['La documentation est muette quant aux animaux.', 'refusal'],
    ['Je ne saurais vous le dire avec certitude à partir des documents.', 'refusal'],
    ["Ça, c'est une bonne question… mais je n'ai pas la réponse.", 'refusal'],
    ["Les documents n'abordant pas ce point, je ne peux pas vous répondre.", 'refusal'],
    ["Je n'ai rien de précis à ce sujet, désolé !", 'refusal'],
    ["Il m'est impossible de répondre, les documents n'abordant pas ce point.", 'refusal'],
    ['Je ne vois rien qui réponde à votre question dans les documents.', 'refusal'],
    ['Les animaux ne sont pas admis dans le tram, sauf les chiens guides.', 'answer'],
    ["Nous n'avons rien de prévu le dimanche : l'atelier est fermé.", 'answer'],
    ["N'ayant aucune information sur les horaires d'été, je ne peux pas vous répondre.", 'refusal'],
    ['Rien sur place ne permet de laver les combinaisons.', 'answer'],
    ["N'ayant pas de permis, vous ne pouvez pas louer de voiture.", 'answer'],
  ],
  pt: [
    ['Essa informação não me foi passada.', 'refusal'],
    ['Só tenho acesso aos horários e preços; quanto ao resto, não posso afirmar nada.', 'refusal'],
    ['Nenhuma informação sobre isso na minha base.', 'refusal'],
    ['Hmm, nada sobre isso por aqui.', 'refusal'],
    ['Não encontro registro em lugar nenhum de um serviço de traslado.', 'refusal'],
    ['A documentação é omissa quanto a animais.', 'refusal'],
    ['Não saberia te dizer com certeza a partir dos documentos.', 'refusal'],
    ['Boa pergunta… mas não tenho a resposta.', 'refusal'],
    ['Como os documentos não abordam esse ponto, não consigo responder.', 'refusal'],
    ['Não tenho nada de concreto sobre isso, desculpa!', 'refusal'],
    ['Não havendo informações sobre isso, não consigo responder.', 'refusal'],
    ['Não vejo nada que responda à sua pergunta nos documentos.', 'refusal'],
    ['Não há traslado aos domingos, só de segunda a sábado.', 'answer'],
    ['Não temos nada programado no domingo: a oficina fica fechada.', 'answer'],
    ['O traslado não aparece no bilhete, mas é gratuito.', 'answer'],
    ['Nada sobre a mesa pode ser levado.', 'answer'],
    ['Não tendo carteira, você não pode alugar o carro.', 'answer'],
  ],
};

// A business speaking as we ("Chez X, nous", "aqui na X, ainda não temos") before a decline, a decline then a list
// of what the documents do contain, the documents the user sent described before a passive decline; "ainda não temos
// estacionamento", "aqui na oficina, não aceitamos cheques" and a that-clause after the sources keep their claims.
const BRAND_AND_CAREFUL: KindTable = {
  fr: [
    [
      "Chez Taxi Lumière, nous n'avons pas encore d'info sur les trajets vers la Suisse. Écrivez-nous, on vous tient au courant !",
      'refusal',
    ],
    [
      'Je suis navré, mais je ne dispose pas des informations nécessaires pour répondre à votre question concernant le prêt de bouteilles.',
      'refusal',
    ],
    [
      "Voici ce que contiennent les documents :\n- les horaires d'ouverture\n- les tarifs des baptêmes\nRien en revanche sur le prêt de combinaisons.",
      'refusal',
    ],
    ["Le contexte ne fournit pas suffisamment d'éléments pour répondre.", 'refusal'],
    [
      "Je n'ai trouvé aucune mention d'un service de nuit dans les documents consultés ; je ne peux donc pas le confirmer.",
      'refusal',
    ],
    [
      "Les documents que vous m'avez transmis portent sur la location de bateaux ; la question des assurances n'y est pas abordée.",
      'refusal',
    ],
    ["Le baptême coûte 60 €. Pour le prêt de combinaisons, je n'ai pas d'information.", 'partial'],
    ['Chez Taxi Lumière, nous ne faisons pas de trajets vers la Suisse.', 'answer'],
    ["Les documents que vous m'avez transmis indiquent que la location coûte 40 € par jour.", 'answer'],
  ],
  pt: [
    [
      'Aqui na Táxi Luz, ainda não temos informação sobre corridas para o Paraguai. Manda uma mensagem que a gente te avisa!',
      'refusal',
    ],
    [
      'Sinto muito, mas não disponho das informações necessárias para responder à sua pergunta sobre o empréstimo de cilindros.',
      'refusal',
    ],
    ['O contexto não fornece elementos suficientes para responder.', 'refusal'],
    [
      'Não encontrei nenhuma menção a serviço noturno nos documentos consultados; portanto, não posso confirmar.',
      'refusal',
    ],
    [
      'Os documentos que você me enviou tratam do aluguel de barcos; a questão do seguro não é abordada neles.',
      'refusal',
    ],
    ['O batismo custa R$ 200. Sobre o empréstimo de roupas, não tenho informação.', 'partial'],
    ['Aqui na Táxi Luz, não fazemos corridas para o Paraguai.', 'answer'],
    ['Ainda não temos estacionamento próprio.', 'answer'],
    ['Os documentos que você me enviou dizem que o aluguel custa R$ 150 por dia.', 'answer'],
    ['Aqui na oficina, não aceitamos cheques.', 'answer'],
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
kindsInEachLanguage('round 7 fr/pt, assistant styles', ASSISTANT_STYLES);
kindsInEachLanguage('round 7 fr/pt, short and passive', SHORT_AND_PASSIVE);
kindsInEachLanguage('round 7 fr/pt, brand and careful', BRAND_AND_CAREFUL);
