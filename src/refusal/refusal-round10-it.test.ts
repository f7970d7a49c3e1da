import { type KindTable, kindsInEachLanguage } from './__fixtures__/kinds-in-each-language.js';

// Heuristic rules, round 10: classes N and O in all eight languages, R in Italian and Spanish. Each sentence was
// written before its rule, in domains of our own (an archery club, a locksmith, a genealogy society, a chimney
// sweep, a tailor, a kite shop, an organic vegetable box), beside near misses of the same shape that keep their kind.

// `RESTATED_QUESTION` (class N): the question said back to the user ("You're asking whether ...", "Mi chiedi ...",
// "…というご質問ですね") before a decline is no claim. A restatement followed by a value stays an answer.
const RESTATED_QUESTION: KindTable = {
  en: [
    ["You're asking whether the archery club lends bows to beginners. The club handbook doesn't say.", 'refusal'],
    ["You want to know the locksmith's night rate. I couldn't find it in the price sheet.", 'refusal'],
    ["So your question is about the tailor's hemming time. The leaflet is silent on that point.", 'refusal'],
    ["You're asking whether the club lends bows. Yes, beginners borrow a bow for the first four sessions.", 'answer'],
  ],
  de: [
    ['Du fragst, ob der Bogenclub Leihbögen hat. Dazu steht im Handbuch nichts.', 'refusal'],
    ['Sie möchten wissen, was der Schlüsseldienst nachts kostet. Das geht aus der Preisliste nicht hervor.', 'refusal'],
    ['Ihre Frage betrifft die Änderungszeit der Schneiderei. Darüber gibt das Merkblatt keine Auskunft.', 'refusal'],
    ['Du fragst, ob der Club Leihbögen hat. Ja, Anfänger bekommen für vier Termine einen Bogen.', 'answer'],
  ],
  es: [
    ['Me preguntas si el club de tiro con arco presta arcos. En el reglamento no viene nada de eso.', 'refusal'],
    ['Quieres saber cuánto cobra el cerrajero de noche. La lista de precios no lo especifica.', 'refusal'],
    ['Su consulta es sobre el plazo de los arreglos de sastrería. El folleto no dice nada al respecto.', 'refusal'],
    ['Me preguntas el horario de la cometería. Abre de martes a sábado de 10 a 19.', 'answer'],
  ],
  fr: [
    ["Tu veux savoir si le club de tir à l'arc prête des arcs. Le règlement n'en parle pas.", 'refusal'],
    ['Votre question porte sur le tarif de nuit du serrurier. La grille tarifaire ne le précise pas.', 'refusal'],
    ['Vous me demandez le délai des retouches. Cette information ne figure pas dans la brochure.', 'refusal'],
    ['Tu veux savoir si le club prête des arcs. Oui, les débutants en empruntent un pendant quatre séances.', 'answer'],
  ],
  pt: [
    ['Você quer saber se o clube de tiro com arco empresta arcos. O regulamento não fala disso.', 'refusal'],
    ['Sua pergunta é sobre o preço noturno do chaveiro. A tabela de preços não informa esse valor.', 'refusal'],
    ['Você pergunta qual o prazo dos ajustes na alfaiataria. O folheto não menciona prazos.', 'refusal'],
    [
      'Você quer saber se o clube empresta arcos. Sim, iniciantes recebem um arco nas quatro primeiras aulas.',
      'answer',
    ],
  ],
  it: [
    ["Mi chiedi se il club di tiro con l'arco presta gli archi. Il regolamento non ne parla.", 'refusal'],
    ['Mi chiedi la tariffa notturna del fabbro. Nessuno dei listini la indica.', 'refusal'],
    ['Vuoi sapere quanto ci mette la sartoria per un orlo. Il volantino non lo dice.', 'refusal'],
    ["Mi chiedi l'orario del negozio di aquiloni. Apre dal martedì al sabato dalle 10 alle 19.", 'answer'],
  ],
  ja: [
    ['弓道クラブで弓を借りられるかというご質問ですね。会則には記載がありません。', 'refusal'],
    ['鍵屋さんの夜間料金ってことだよね。料金表には載ってないよ。', 'refusal'],
    ['裾上げの日数ですね。パンフレットには書かれていません。', 'refusal'],
    ['弓を借りられるかというご質問ですね。はい、初心者は最初の4回まで無料で借りられます。', 'answer'],
  ],
  zh: [
    ['你是想问射箭俱乐部能不能借弓，对吧？章程里没有提到。', 'refusal'],
    ['您咨询的是开锁师傅的夜间收费。价目表中没有相关说明。', 'refusal'],
    ['您问的是裁缝店改裤脚要几天。宣传册里没写。', 'refusal'],
    ['您咨询的是能不能借弓。可以，初学者前四次课免费借用。', 'answer'],
  ],
};

// `SOURCE_SILENT` (class O): a negated or "silent" predicate of saying, containing, stating, determining or answering
// whose subject or adjunct is the source or the asked information, active, passive or impersonal, the object fronted
// or not, and "I don't seem to have". A value about the asked thing keeps the answer a claim.
const SOURCE_SILENT: KindTable = {
  en: [
    ["The genealogy society's guide is silent on this point.", 'refusal'],
    ["No statement can be made regarding the chimney sweep's weekend availability.", 'refusal'],
    ["I don't seem to have anything on the kite shop's repair service.", 'refusal'],
    ["Based on the provided context, the tailor's express surcharge is not specified.", 'refusal'],
    ['The guide is silent on fees, but membership costs £25 a year.', 'partial'],
    ['Regarding night call-outs, the locksmith price sheet provided to me is silent on this point.', 'refusal'],
    ["The kite shop doesn't seem to have repairs on weekends; it repairs kites on weekdays from 9 to 5.", 'answer'],
  ],
  de: [
    ['Ob der Schornsteinfeger auch samstags kommt, ist dem Kontext nicht zu entnehmen.', 'refusal'],
    ['Das Merkblatt der Ahnenforscher gibt über Archivgebühren keine Auskunft.', 'refusal'],
    ['Zu den Eilzuschlägen der Schneiderei kann keine Aussage getroffen werden.', 'refusal'],
    ['Die Frage kann mit dem bereitgestellten Kontext nicht beantwortet werden.', 'refusal'],
    ['Ich scheine dazu keine Informationen zu haben.', 'refusal'],
    ['Leider ist der bereitgestellten Preisliste nicht zu entnehmen, wann der Schornsteinfeger kommt.', 'refusal'],
    ['Basierend auf dem Kontext ist keine Angabe zum Eilzuschlag der Schneiderei enthalten.', 'refusal'],
    ['Im Preis ist keine Reinigung enthalten.', 'answer'],
    ['Das Merkblatt gibt keine Auskunft über Gebühren, aber der Mitgliedsbeitrag beträgt 25 € im Jahr.', 'partial'],
  ],
  es: [
    ['Basado en el contexto proporcionado, el recargo urgente de la sastrería no está especificado.', 'refusal'],
    ['Según la documentación, no se encuentra información sobre el servicio nocturno del cerrajero.', 'refusal'],
    ['De las reparaciones de cometas en los documentos no se habla.', 'refusal'],
    ['No parece que tenga datos sobre las tarifas del deshollinador.', 'refusal'],
    ['En el folleto de la sociedad de genealogía no hay nada al respecto.', 'refusal'],
    ['El recargo urgente no está especificado, pero el arreglo normal cuesta 12 €.', 'partial'],
    ['El deshollinador no parece tener servicio los domingos; trabaja de lunes a sábado.', 'answer'],
    [
      'Según la información de la sastrería, el plazo de entrega de los arreglos de chaquetas de invierno para adultos no está especificado.',
      'refusal',
    ],
    ['El documento "Preguntas del club" no indica si hay arcos para zurdos.', 'refusal'],
    ['El documento "Tarifas" indica que la visita cuesta 40 €.', 'answer'],
  ],
  fr: [
    ['Aucune date de tir ne figure dans les documents du club.', 'refusal'],
    ["Il n'est pas fait mention du service de nuit du serrurier.", 'refusal'],
    ['Le délai des retouches ne peut pas être déterminé à partir des informations fournies.', 'refusal'],
    ['Je ne semble pas disposer de renseignements sur les cerfs-volants de compétition.', 'refusal'],
    ['Je crains de ne pas pouvoir répondre à cette question.', 'refusal'],
    ["Il m'est impossible de vous le dire.", 'refusal'],
    ['Aucune date ne figure dans la brochure, mais les retouches coûtent 15 €.', 'partial'],
    ['Le document « Tarifs du ramoneur » ne précise pas si le devis est gratuit.', 'refusal'],
  ],
  pt: [
    ['Não parece que eu tenha informações sobre o serviço noturno do chaveiro.', 'refusal'],
    ['Com base no contexto fornecido, a taxa de urgência da alfaiataria não está especificada.', 'refusal'],
    ['Das reparações de pipas nos documentos não se fala.', 'refusal'],
    ['Não é feita menção ao horário do limpa-chaminés.', 'refusal'],
    ['A taxa de urgência não está especificada, mas o ajuste simples custa 12 €.', 'partial'],
    ['O documento "Perguntas do clube" não diz se há arcos para canhotos.', 'refusal'],
  ],
  it: [
    ['Del servizio notturno del fabbro nei documenti non si parla.', 'refusal'],
    ['La tariffa dello spazzacamino non risulta dai documenti forniti.', 'refusal'],
    ['Non mi sembra di avere informazioni sugli aquiloni da competizione.', 'refusal'],
    ["In base al contesto fornito, non sono presenti informazioni sull'orlo a mano.", 'refusal'],
    ['Sui costi di archivio il regolamento della società di genealogia tace.', 'refusal'],
    ['Nelle informazioni che ho le riparazioni urgenti non vengono nominate.', 'refusal'],
    ["Il costo dell'orlo urgente non è specificato. L'orlo normale costa 12 €.", 'partial'],
    ['La tariffa notturna del fabbro risulta di 80 € dai documenti forniti.', 'answer'],
    ['Della consegna delle cassette di verdura in caso di assenza del cliente nei documenti non si parla.', 'refusal'],
    ['Il documento "Tariffe dello spazzacamino" non indica se il sopralluogo è gratuito.', 'refusal'],
    ["Dei colori disponibili per gli aquiloni non c'è scritto niente. Mi spiace.", 'refusal'],
    ['Il documento "Tariffe" indica che il sopralluogo costa 40 €.', 'answer'],
  ],
  ja: [
    ['ご案内できる情報が見つかりませんでした。', 'refusal'],
    ['煙突掃除の土曜対応については、資料からは判断できません。', 'refusal'],
    ['その点について、会則は何も述べていません。', 'refusal'],
    ['夜間料金は資料に記載がありませんが、昼間は5,000円です。', 'partial'],
  ],
  zh: [
    ['根据所提供的资料，无法确定裁缝店的加急费用。', 'refusal'],
    ['关于开锁师傅的夜间服务，文件中未作说明。', 'refusal'],
    ['我好像没有关于风筝维修的信息。', 'refusal'],
    ['关于夜间开锁，所提供的“锁匠价目表”中没有任何说明。', 'refusal'],
    ['夜间收费资料中没有说明，但白天上门费是80元。', 'partial'],
  ],
};

// `CASUAL_DECLINE` (class R, Italian and Spanish): a casual decline ("boh", "ni idea", "nn è nei miei doc", "eso no
// viene en mis docs") refuses alone; after a value it makes the answer partial.
const CASUAL_DECLINE: KindTable = {
  es: [
    ['ni idea, la verdad', 'refusal'],
    ['eso no viene en mis docs, sorry', 'refusal'],
    ['lo del recargo urgente no me sale en nada de lo que tengo', 'refusal'],
    ['arreglo de bajos 12 €. urgente, ni idea', 'partial'],
    ['arreglo 12 € la prenda. cometas de competición, no sé', 'partial'],
  ],
  it: [
    ['boh, non lo so proprio', 'refusal'],
    ['nn è nei miei doc', 'refusal'],
    ['nn trovo niente sul servizio notturno', 'refusal'],
    ['orlo 12 €. urgente boh', 'partial'],
    ['orlo 12 € al capo. aquiloni da gara, nn lo so', 'partial'],
  ],
};

kindsInEachLanguage('restated question', RESTATED_QUESTION);
kindsInEachLanguage('source silent', SOURCE_SILENT);
kindsInEachLanguage('casual decline', CASUAL_DECLINE);
