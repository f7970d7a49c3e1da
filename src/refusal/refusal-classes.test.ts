import { describe, expect, test } from 'vitest';
import { classifyRefusal, type RefusalDecision, type RefusalLanguage } from './refusal.js';

type Kind = RefusalDecision['kind'];

// Heuristic rules version 5: the classes a decline is written in after its first sentence, and the forms of the
// first sentence that were missing, in every shipped language, each beside answers of the same shape that state
// facts. Sentences written for these tests (a car rental, a museum, a gym, a city library), not from any probe or
// benchmark row.
//
// Classes: `wish`: "if you like," before an offer or a next step; `advice`: advice addressed to the user after a
// decline; `scope`: the sources (the assistant's own) deal only with other topics; `noIdea`: the language's idiom for
// "no idea"; `noneOf`: a negative quantifier over the sources as subject; `sourceLead`: a phrase naming the sources
// before the negated clause, without a comma; `particle`: a contrastive word inside a clause (German, French) that
// does not split it; `facts`: what must stay a claim (a decline with a number, a date or a name after it; a
// negative about the world; a named document with "only" and a verb of the world).
const CLASSES: Record<RefusalLanguage, Record<string, [string, Kind][]>> = {
  en: {
    wish: [
      [
        "The rental terms don't mention snow chains. If you want, I can tell you about child seats or extra drivers.",
        'refusal',
      ],
    ],
    scope: [["I don't know. The documents I have only cover opening hours and ticket prices.", 'refusal']],
    facts: [
      ["The rental terms don't mention snow chains. If you want, a child seat costs $8 a day.", 'partial'],
      ['No, dogs are not allowed in the museum.', 'answer'],
      ['The contract only covers the driver named on it.', 'answer'],
    ],
  },
  de: {
    wish: [
      [
        'Zu Schneeketten steht in den Mietbedingungen nichts. Wenn du willst, kann ich dir etwas zu Kindersitzen sagen.',
        'refusal',
      ],
    ],
    advice: [
      ['Das weiß ich leider nicht. Am besten fragst du direkt an der Museumskasse nach.', 'refusal'],
      ['Dazu habe ich keine Angaben. Ich rate Ihnen, die Filiale anzurufen.', 'refusal'],
    ],
    scope: [
      ['Keine Ahnung. Die Unterlagen, die mir vorliegen, beschränken sich auf die Öffnungszeiten.', 'refusal'],
      ['Das kann ich nicht beantworten, die Dokumente betreffen nur die Ausleihe.', 'refusal'],
    ],
    noIdea: [['Keine Ahnung, tut mir leid.', 'refusal']],
    invertedSubject: [
      ['Leider kenne ich die Gebühr für den Zweitfahrer nicht.', 'refusal'],
      ['Da sind wir uns nicht sicher.', 'refusal'],
      ['Die Kaution kenne ich nicht.', 'refusal'],
    ],
    clauseSubject: [['Ob Hunde erlaubt sind, lässt sich den Unterlagen nicht entnehmen.', 'refusal']],
    compound: [
      ['Die Mietinformationen nennen keine Kaution.', 'refusal'],
      ['Die Nutzungsbedingungen erwähnen das nicht.', 'refusal'],
    ],
    relative: [['Der Preis ist auf den Seiten des Museums, die ich habe, nicht angegeben.', 'refusal']],
    ellipsis: [['Ich habe die Ausleihordnung durchgesehen, aber nichts zu Fernleihen gefunden.', 'refusal']],
    particle: [
      ['Dazu finde ich nichts. Du kannst mich aber gern zu den Öffnungszeiten fragen.', 'refusal'],
      ['Die Tageskarte kostet 12 Euro. Zu Gruppen habe ich allerdings nichts gefunden.', 'partial'],
    ],
    facts: [
      ['Nein, Hunde sind im Museum nicht erlaubt.', 'answer'],
      ['Dazu habe ich keine Angaben. Am besten fragst du bis zum 3. Mai nach.', 'partial'],
      ['Das weiß ich nicht, aber die Kaution beträgt 300 Euro.', 'partial'],
      ['Der Vertrag deckt nur den Hauptfahrer ab.', 'answer'],
    ],
  },
  es: {
    wish: [
      [
        'Las condiciones de alquiler no dicen nada de cadenas para nieve. Si quieres, pregúntame por las sillas infantiles.',
        'refusal',
      ],
    ],
    advice: [
      ['No encuentro ese dato en los documentos del museo. Te aconsejo preguntar en taquilla.', 'refusal'],
      ['No tengo información sobre eso. Habla con el personal de la biblioteca.', 'refusal'],
    ],
    scope: [['No lo sé. Los documentos que tengo solo tratan los horarios y las tarifas.', 'refusal']],
    noIdea: [['Ni idea, lo siento.', 'refusal']],
    noneOf: [['Ninguno de los documentos que me pasaste menciona la fianza.', 'refusal']],
    sourceLead: [['Con los documentos facilitados no es posible saber si se admiten perros.', 'refusal']],
    facts: [
      ['No encuentro ese dato. Te aconsejo llamar al 912 345 678 antes del 5 de mayo.', 'partial'],
      ['No, los perros no pueden entrar en el museo.', 'answer'],
      ['La póliza solo cubre al conductor principal.', 'answer'],
      ['No sé lo de los grupos, pero la entrada general cuesta 12 euros.', 'partial'],
    ],
  },
  fr: {
    wish: [
      [
        'Les conditions de location ne parlent pas des chaînes à neige. Si vous voulez, je peux vous renseigner sur les sièges enfant.',
        'refusal',
      ],
    ],
    advice: [
      ["Je n'ai rien trouvé à ce sujet. Je vous conseille de demander à l'accueil du musée.", 'refusal'],
      ['Je ne sais pas. Tu peux chercher « prêt » dans le catalogue en ligne.', 'refusal'],
    ],
    scope: [
      ["Je ne sais pas. Les documents dont je dispose se limitent aux horaires d'ouverture.", 'refusal'],
      ['Je ne peux pas répondre : les documents fournis portent uniquement sur les tarifs.', 'refusal'],
    ],
    noIdea: [['Aucune idée, désolé.', 'refusal']],
    noneOf: [['Aucun des documents fournis ne précise le montant de la caution.', 'refusal']],
    passive: [["Le prêt entre bibliothèques n'est mentionné nulle part dans les documents fournis.", 'refusal']],
    searchWithout: [["J'ai lu le règlement sans trouver la moindre mention des groupes.", 'refusal']],
    particle: [
      ['Je ne trouve rien là-dessus. Vous pouvez en revanche me demander les horaires.', 'refusal'],
      ["Le billet coûte 12 €. En revanche, je n'ai rien trouvé sur les groupes.", 'partial'],
    ],
    facts: [
      ['Non, les chiens ne sont pas admis au musée.', 'answer'],
      ['Le contrat ne couvre que le conducteur principal.', 'answer'],
      ["Je n'ai rien trouvé à ce sujet. Je vous conseille de passer avant le 3 mai.", 'partial'],
    ],
  },
  pt: {
    wish: [
      [
        'As condições de aluguel não falam de correntes para neve. Se quiser, pode me perguntar sobre cadeirinhas.',
        'refusal',
      ],
    ],
    advice: [
      ['Não encontrei essa informação. Converse com a equipe do museu.', 'refusal'],
      ['Não sei dizer. Você pode buscar "empréstimo" no catálogo.', 'refusal'],
    ],
    scope: [['Não sei. Os documentos que tenho só tratam de horários e preços.', 'refusal']],
    noIdea: [['Não faço ideia, desculpe.', 'refusal']],
    noneOf: [['Nenhum dos documentos fornecidos menciona a caução.', 'refusal']],
    search: [['Procurei no regulamento e não achei nada sobre grupos.', 'refusal']],
    facts: [
      ['Não, cães não podem entrar no museu.', 'answer'],
      ['A apólice só cobre o motorista principal.', 'answer'],
      ['Não encontrei essa informação. Converse com a equipe até 5 de maio.', 'partial'],
    ],
  },
  it: {
    wish: [
      ['Le condizioni di noleggio non parlano delle catene da neve. Se vuoi, chiedimi pure dei seggiolini.', 'refusal'],
    ],
    advice: [
      ['Non trovo nulla al riguardo. Ti consiglio di chiedere alla biglietteria del museo.', 'refusal'],
      ['Non lo so. Le conviene parlarne con il personale della biblioteca.', 'refusal'],
    ],
    scope: [["Non lo so. I documenti che ho si limitano agli orari d'apertura.", 'refusal']],
    noneOf: [['Nessuno dei documenti forniti menziona la cauzione.', 'refusal']],
    sourceLead: [['In base ai documenti forniti non è possibile stabilire se i cani sono ammessi.', 'refusal']],
    search: [['Ho cercato nel regolamento ma non ho trovato nulla sui gruppi.', 'refusal']],
    namedAdjective: [['Il fascicolo informativo non parla delle catene da neve.', 'refusal']],
    facts: [
      ['No, i cani non sono ammessi nel museo.', 'answer'],
      ['Il contratto copre solo il conducente principale.', 'answer'],
      ['Non lo so. Ti consiglio di passare entro il 5 maggio.', 'partial'],
    ],
  },
  ja: {
    canNot: [['恐れ入りますが、その件についてはお答えいたしかねます。', 'refusal']],
    notHeld: [['申し訳ありませんが、その点についての資料は持ち合わせておりません。', 'refusal']],
    search: [['規約を調べましたが、チェーンの貸し出しについては見つかりませんでした。', 'refusal']],
    scope: [['わかりません。手元の資料には開館時間のことしか書いてありません。', 'refusal']],
    offer: [['その点はわかりません。料金のことでしたらお答えします。', 'refusal']],
    facts: [
      ['いいえ、館内にペットは入れません。', 'answer'],
      ['その点はわかりません。入館料は大人1200円です。', 'partial'],
    ],
  },
  zh: {
    ourSide: [['我们这里没有这方面的信息。', 'refusal']],
    namedListed: [['博物馆官网上没有列出团体票的价格。', 'refusal']],
    advice: [
      ['我没有找到相关信息。建议直接打电话问一下租车柜台。', 'refusal'],
      ['我不清楚。可以试着在图书馆网站上搜索“馆际互借”。', 'refusal'],
    ],
    scope: [['这个我不知道，我手头的资料只涉及开放时间和票价。', 'refusal']],
    facts: [
      ['不行，博物馆不允许带宠物。', 'answer'],
      ['我没有找到相关信息。建议在5月3日之前打电话问一下。', 'partial'],
      ['这个我不知道，不过门票是60元。', 'partial'],
    ],
  },
};

describe.each(Object.entries(CLASSES))('rules 5 decline classes: %s', (language, classes) => {
  test.each(
    Object.entries(classes).flatMap(([name, rows]) => rows.map(([answer, kind]) => [name, answer, kind] as const)),
  )('%s: %s -> %s', (_name, answer, kind) => {
    const decision = classifyRefusal(answer, { language: language as RefusalLanguage });
    expect(decision.kind, decision.reason).toBe(kind);
    // Detection reads each of these sentences in its own language too.
    expect(classifyRefusal(answer).kind, classifyRefusal(answer).reason).toBe(kind);
  });
});

// The same classes in other wordings (a warranty booklet, leaflets, course pages, a staff handbook, hiking guides,
// rental terms, a bank account, an FAQ), each with the next step a decline offers; the last rows of each language are
// a decline with a number after it (partial) and a negative about the world (answer).
const WORDINGS: Record<RefusalLanguage, [string, Kind][]> = {
  en: [
    ['The warranty booklet says nothing about batteries. Feel free to ask me about repairs or returns.', 'refusal'],
    ['None of the leaflets I was given cover parking. You may want to call the venue.', 'refusal'],
    ["I can't find the deadline in the course pages. Maybe try asking the admissions office.", 'refusal'],
    [
      "That's not something the handbook covers, unfortunately. I can help with leave requests or payroll, though.",
      'refusal',
    ],
    ["I'm not sure. The guides I have only talk about hiking routes.", 'refusal'],
    [
      "There's nothing in the terms about refunds for storms. Could you rephrase, or check https://example.org/help?",
      'refusal',
    ],
    ["We don't have any data on that. Is there something else about your account I can help with?", 'refusal'],
    ["I looked through the FAQ and couldn't find anything on pets. You might ask the front desk.", 'refusal'],
    ['No idea, sorry. The material I was given is limited to the menu and opening times.', 'refusal'],
    ["The FAQ doesn't say. Entry costs $12 for adults.", 'partial'],
    ['No, pets are not allowed on the ferry.', 'answer'],
  ],
  de: [
    ['Im Garantieheft steht dazu nichts. Frag mich gern zu Reparaturen oder Rücksendungen.', 'refusal'],
    ['Keines der Dokumente, die ich habe, erwähnt Parkplätze. Ruf am besten beim Veranstalter an.', 'refusal'],
    ['Die Frist finde ich auf den Kursseiten nicht. Versuch es vielleicht beim Studierendenservice.', 'refusal'],
    ['Das deckt das Handbuch leider nicht ab. Ich kann dir aber bei Urlaubsanträgen helfen.', 'refusal'],
    ['Ich bin mir nicht sicher. Die Unterlagen, die ich habe, behandeln nur Wanderwege.', 'refusal'],
    [
      'In den Bedingungen finde ich nichts zu Erstattungen bei Sturm. Formuliere die Frage bitte anders oder sieh unter https://example.org/hilfe nach.',
      'refusal',
    ],
    ['Dazu haben wir keine Daten. Kann ich Ihnen sonst bei Ihrem Konto helfen?', 'refusal'],
    ['Ich habe die FAQ durchgesehen und nichts zu Haustieren gefunden. Frag am besten an der Rezeption.', 'refusal'],
    ['Weiß ich leider nicht. Meine Unterlagen beschränken sich auf die Speisekarte.', 'refusal'],
    ['Darüber geben die Unterlagen keine Auskunft.', 'refusal'],
    ['Das wird in der Broschüre nicht erwähnt. Der Eintritt kostet 12 Euro.', 'partial'],
    ['Nein, Haustiere sind auf der Fähre nicht erlaubt.', 'answer'],
  ],
  es: [
    ['El folleto de garantía no menciona las baterías. Puedes preguntarme por reparaciones o devoluciones.', 'refusal'],
    ['Ninguno de los folletos que tengo habla del aparcamiento. Te sugiero llamar al recinto.', 'refusal'],
    ['No encuentro el plazo en las páginas del curso. Quizá puedas preguntar en admisiones.', 'refusal'],
    ['Eso no lo cubre el manual, lo siento. Sí puedo ayudarte con permisos o nóminas.', 'refusal'],
    ['No estoy seguro. Las guías que tengo solo hablan de rutas de senderismo.', 'refusal'],
    [
      'En las condiciones no hay nada sobre reembolsos por tormenta. Reformula la pregunta o mira https://ejemplo.es/ayuda.',
      'refusal',
    ],
    ['No tenemos datos sobre eso. ¿Te ayudo con algo más de tu cuenta?', 'refusal'],
    ['He mirado las preguntas frecuentes y no he encontrado nada sobre mascotas. Pregunta en recepción.', 'refusal'],
    ['La información que tengo no incluye ese dato.', 'refusal'],
    ['El folleto no lo dice. La entrada cuesta 12 euros.', 'partial'],
    ['No, no se admiten mascotas en el ferry.', 'answer'],
  ],
  fr: [
    [
      "Le livret de garantie ne dit rien sur les batteries. N'hésitez pas à me poser une question sur les réparations.",
      'refusal',
    ],
    ["Aucun des dépliants que j'ai ne parle du stationnement. Le mieux est d'appeler la salle.", 'refusal'],
    [
      'Je ne trouve pas la date limite dans les pages du cours. Essayez peut-être le service des admissions.',
      'refusal',
    ],
    ['Le manuel ne couvre pas ce point, désolé. Je peux en revanche vous aider pour les congés.', 'refusal'],
    ['Je ne suis pas sûr. Les guides dont je dispose ne parlent que des randonnées.', 'refusal'],
    [
      "Il n'y a rien dans les conditions sur les remboursements en cas de tempête. Reformulez la question ou consultez https://exemple.fr/aide.",
      'refusal',
    ],
    ["Nous n'avons pas de données là-dessus. Puis-je vous aider pour autre chose concernant votre compte ?", 'refusal'],
    ["J'ai consulté la FAQ et je n'ai rien trouvé sur les animaux. Demandez à l'accueil.", 'refusal'],
    ["Ce point n'est pas précisé dans les documents fournis.", 'refusal'],
    ["La brochure ne le précise pas. L'entrée coûte 12 euros.", 'partial'],
    ['Non, les animaux ne sont pas admis sur le ferry.', 'answer'],
  ],
  pt: [
    ['O folheto da garantia não diz nada sobre baterias. Pode me perguntar sobre consertos ou devoluções.', 'refusal'],
    ['Nenhum dos folhetos que tenho fala de estacionamento. Sugiro ligar para o local.', 'refusal'],
    ['Não encontro o prazo nas páginas do curso. Talvez você possa perguntar na secretaria.', 'refusal'],
    ['O manual não cobre esse ponto, desculpe. Posso ajudar com férias ou folha de pagamento.', 'refusal'],
    ['Não tenho certeza. Os guias que tenho só falam de trilhas.', 'refusal'],
    [
      'Não há nada nas condições sobre reembolso por tempestade. Reformule a pergunta ou veja https://exemplo.com.br/ajuda.',
      'refusal',
    ],
    ['Não temos dados sobre isso. Posso ajudar com mais alguma coisa da sua conta?', 'refusal'],
    ['Dei uma olhada nas perguntas frequentes e não encontrei nada sobre animais. Pergunte na recepção.', 'refusal'],
    ['Essa informação não aparece nos documentos fornecidos.', 'refusal'],
    ['O folheto não diz. A entrada custa 12 reais.', 'partial'],
    ['Não, animais não são permitidos na balsa.', 'answer'],
  ],
  it: [
    ['Il libretto di garanzia non dice nulla sulle batterie. Puoi chiedermi delle riparazioni o dei resi.', 'refusal'],
    ['Nessuno dei volantini che ho parla del parcheggio. Ti suggerisco di chiamare la struttura.', 'refusal'],
    ['Non trovo la scadenza nelle pagine del corso. Forse puoi chiedere alla segreteria.', 'refusal'],
    ['Il manuale non tratta questo punto, mi dispiace. Posso però aiutarti con ferie e buste paga.', 'refusal'],
    ['Non ne sono sicuro. Le guide che ho parlano solo di sentieri.', 'refusal'],
    [
      "Nelle condizioni non c'è nulla sui rimborsi per tempesta. Riformula la domanda o guarda https://esempio.it/aiuto.",
      'refusal',
    ],
    ['Non abbiamo dati su questo. Posso aiutarti con altro sul tuo conto?', 'refusal'],
    ["Ho dato un'occhiata alle FAQ e non ho trovato niente sugli animali. Chiedi alla reception.", 'refusal'],
    ['Questa informazione non compare nei documenti forniti.', 'refusal'],
    ["Il volantino non lo dice. L'ingresso costa 12 euro.", 'partial'],
    ['No, gli animali non sono ammessi sul traghetto.', 'answer'],
  ],
  ja: [
    ['保証書には電池についての記載がありません。修理や返品についてならお答えできます。', 'refusal'],
    ['いただいたパンフレットには駐車場のことは書かれていません。会場にお問い合わせください。', 'refusal'],
    ['講座のページに締め切りが見当たりません。入試課に聞いてみてください。', 'refusal'],
    ['すみません、マニュアルではその点に触れていません。休暇申請のことなら手伝えます。', 'refusal'],
    ['よくわかりません。手元のガイドはハイキングコースのことだけです。', 'refusal'],
    [
      '規約には嵐による返金について何も書かれていません。質問を言い換えるか、https://example.jp/help をご覧ください。',
      'refusal',
    ],
    ['そちらについてのデータはございません。口座について他にご質問はありますか？', 'refusal'],
    ['FAQを確認しましたが、ペットについては見つかりませんでした。受付でお尋ねください。', 'refusal'],
    ['その情報は提供された資料には含まれていません。', 'refusal'],
    ['パンフレットには書かれていません。入場料は1200円です。', 'partial'],
    ['いいえ、フェリーにはペットを乗せられません。', 'answer'],
  ],
  zh: [
    ['保修手册里没有提到电池。你可以问我维修或退货的问题。', 'refusal'],
    ['我手上的宣传册都没有提到停车。建议你直接打电话问场馆。', 'refusal'],
    ['我在课程页面上没找到截止日期。你可以去问问招生办。', 'refusal'],
    ['抱歉，手册里没有涉及这一点。请假或工资方面的问题我可以帮你。', 'refusal'],
    ['我不太确定。我这边的指南只介绍了徒步路线。', 'refusal'],
    ['条款里没有关于暴雨退款的内容。您可以换个说法再问，或者访问 https://example.cn/help 。', 'refusal'],
    ['我们没有这方面的数据。您的账户还有其他问题吗？', 'refusal'],
    ['我看了常见问题，没有找到关于宠物的内容。请到前台咨询。', 'refusal'],
    ['提供的资料中没有包含这方面的信息。', 'refusal'],
    ['宣传册上没写。门票是60元。', 'partial'],
    ['不行，渡轮上不能带宠物。', 'answer'],
  ],
};

describe.each(Object.entries(WORDINGS))('rules 5 decline classes in other wordings: %s', (language, rows) => {
  test.each(rows)('%s -> %s', (answer, kind) => {
    const decision = classifyRefusal(answer, { language: language as RefusalLanguage });
    expect(decision.kind, decision.reason).toBe(kind);
    expect(classifyRefusal(answer).kind, classifyRefusal(answer).reason).toBe(kind);
  });
});

// A second batch of wordings (a timetable the user sent, a gym, a ticket office, refunds): a document the user sent
// as a source, fear lead-ins with a subjunctive, "not enough information", "better ask X", "try the X".
const MORE_WORDINGS: Record<RefusalLanguage, [string, Kind][]> = {
  en: [
    ["I'm afraid the timetable you sent doesn't list Sunday buses.", 'refusal'],
    [
      "Sorry, I couldn't spot anything about locker sizes in the gym's pages. Is there anything else I can look up?",
      'refusal',
    ],
    ["That information isn't in the documents I have access to.", 'refusal'],
    ["I don't have enough information to answer that. Try the ticket office.", 'refusal'],
    ["The context provided doesn't include the refund deadline. You can check https://example.com/refunds.", 'refusal'],
    ["Unfortunately, the brochure doesn't go into parking. Maybe ask the venue directly?", 'refusal'],
    ['No, the pool is closed on Mondays.', 'answer'],
    ["I couldn't find the deadline, but late fees are €20.", 'partial'],
  ],
  de: [
    ['In dem Fahrplan, den du geschickt hast, sind keine Sonntagsbusse aufgeführt.', 'refusal'],
    [
      'Leider konnte ich auf den Seiten des Fitnessstudios nichts über Schließfächer finden. Kann ich sonst noch etwas nachschlagen?',
      'refusal',
    ],
    ['Diese Information ist in den mir vorliegenden Dokumenten nicht enthalten.', 'refusal'],
    ['Dafür reichen meine Informationen nicht aus. Versuchen Sie es an der Kasse.', 'refusal'],
    [
      'Der bereitgestellte Kontext enthält keine Rückgabefrist. Schau unter https://example.de/rueckgabe nach.',
      'refusal',
    ],
    ['Die Broschüre sagt leider nichts zum Parken. Frag am besten direkt beim Veranstalter.', 'refusal'],
    ['Nein, das Bad ist montags geschlossen.', 'answer'],
    ['Die Frist habe ich nicht gefunden, aber die Mahngebühr beträgt 20 Euro.', 'partial'],
  ],
  es: [
    ['Me temo que el horario que enviaste no incluye los autobuses del domingo.', 'refusal'],
    [
      'Lo siento, no he visto nada sobre taquillas en las páginas del gimnasio. ¿Quieres que busque otra cosa?',
      'refusal',
    ],
    ['Esa información no está en los documentos a los que tengo acceso.', 'refusal'],
    ['No tengo suficiente información para responder a eso. Prueba en la taquilla.', 'refusal'],
    [
      'El contexto proporcionado no incluye el plazo de devolución. Puedes consultar https://ejemplo.es/devoluciones.',
      'refusal',
    ],
    ['Por desgracia, el folleto no dice nada del aparcamiento. Mejor pregunta directamente al recinto.', 'refusal'],
    ['No, la piscina cierra los lunes.', 'answer'],
    ['No encontré el plazo, pero el recargo es de 20 €.', 'partial'],
  ],
  fr: [
    ["Je crains que l'horaire que vous m'avez envoyé ne mentionne pas les bus du dimanche.", 'refusal'],
    [
      "Désolé, je n'ai rien vu sur les casiers dans les pages de la salle. Voulez-vous que je cherche autre chose ?",
      'refusal',
    ],
    ["Cette information ne figure pas dans les documents auxquels j'ai accès.", 'refusal'],
    ["Je n'ai pas assez d'informations pour répondre. Essayez la billetterie.", 'refusal'],
    [
      "Le contexte fourni n'indique pas le délai de remboursement. Vous pouvez consulter https://exemple.fr/remboursements.",
      'refusal',
    ],
    [
      'Malheureusement, la brochure ne dit rien sur le stationnement. Mieux vaut demander directement au lieu.',
      'refusal',
    ],
    ['Non, la piscine est fermée le lundi.', 'answer'],
    ["Je n'ai pas trouvé le délai, mais les frais de retard sont de 20 €.", 'partial'],
  ],
  pt: [
    ['Receio que o horário que você mandou não traga os ônibus de domingo.', 'refusal'],
    ['Desculpe, não vi nada sobre armários nas páginas da academia. Quer que eu procure outra coisa?', 'refusal'],
    ['Essa informação não está nos documentos a que tenho acesso.', 'refusal'],
    ['Não tenho informações suficientes para responder. Tente a bilheteria.', 'refusal'],
    [
      'O contexto fornecido não inclui o prazo de reembolso. Você pode ver https://exemplo.com.br/reembolso.',
      'refusal',
    ],
    ['Infelizmente, o folheto não diz nada sobre estacionamento. Melhor perguntar direto ao local.', 'refusal'],
    ['Não, a piscina fecha às segundas.', 'answer'],
    ['Não encontrei o prazo, mas a multa é de R$ 20.', 'partial'],
  ],
  it: [
    ["Temo che l'orario che mi hai mandato non riporti gli autobus della domenica.", 'refusal'],
    ['Scusa, non ho visto nulla sugli armadietti nelle pagine della palestra. Vuoi che cerchi altro?', 'refusal'],
    ['Questa informazione non è presente nei documenti a cui ho accesso.', 'refusal'],
    ['Non ho abbastanza informazioni per rispondere. Prova in biglietteria.', 'refusal'],
    [
      'Il contesto fornito non include il termine per il rimborso. Puoi consultare https://esempio.it/rimborsi.',
      'refusal',
    ],
    ["Purtroppo l'opuscolo non dice nulla sul parcheggio. Meglio chiedere direttamente alla struttura.", 'refusal'],
    ['No, la piscina è chiusa il lunedì.', 'answer'],
    ['Non ho trovato il termine, ma la mora è di 20 euro.', 'partial'],
  ],
  ja: [
    ['お送りいただいた時刻表には、日曜日のバスが載っていないようです。', 'refusal'],
    ['すみません、ジムのページにロッカーについての情報は見つかりませんでした。他に調べることはありますか？', 'refusal'],
    ['その情報は、私が参照できる資料には含まれていません。', 'refusal'],
    ['お答えするための情報が足りません。チケット売り場でお尋ねください。', 'refusal'],
    ['提供された資料には返金期限が記載されていません。https://example.jp/refund をご確認ください。', 'refusal'],
    ['あいにくパンフレットには駐車場のことが書かれていません。会場に直接お問い合わせください。', 'refusal'],
    ['いいえ、プールは月曜日が休みです。', 'answer'],
    ['期限は見つかりませんでしたが、延滞料は20ユーロです。', 'partial'],
  ],
  zh: [
    ['你发的时刻表上好像没有周日的公交。', 'refusal'],
    ['抱歉，健身房的页面上我没看到关于储物柜的信息。还需要我查别的吗？', 'refusal'],
    ['我能查到的文档里没有这条信息。', 'refusal'],
    ['我掌握的信息不足以回答这个问题。可以去售票处问问。', 'refusal'],
    ['提供的上下文中没有退款期限。你可以看看 https://example.cn/refund 。', 'refusal'],
    ['很遗憾，宣传册里没有说停车的事。最好直接问场馆。', 'refusal'],
    ['不，游泳馆周一闭馆。', 'answer'],
    ['我没找到截止日期，不过滞纳金是20元。', 'partial'],
  ],
};

describe.each(Object.entries(MORE_WORDINGS))(
  'rules 5 decline classes, a second batch of wordings: %s',
  (language, rows) => {
    test.each(rows)('%s -> %s', (answer, kind) => {
      const decision = classifyRefusal(answer, { language: language as RefusalLanguage });
      expect(decision.kind, decision.reason).toBe(kind);
      expect(classifyRefusal(answer).kind, classifyRefusal(answer).reason).toBe(kind);
    });
  },
);
