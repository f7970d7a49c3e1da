import { type KindTable, kindsInEachLanguage } from './__fixtures__/kinds-in-each-language.js';

// Layout around a decline, written before the rules for it in domains of our own (a hotel, a library, a gym, a
// clinic, a ferry line, a bakery, a museum, a school): a line or clause that is only layout carries no claim, so it
// neither makes a decline partial nor becomes a claim of an answer. Near misses of the same shapes keep their kind.
//
// `HEADINGS`: a Markdown heading (`# X`, `## X`), a line wholly in bold (`**X**`) or a short label alone on a line
// ending with ":": a few words with no number and no sentence mark. A heading above a real answer stays an answer; a
// bold label with a value on its line ("**Price:** €12") is a claim.
const HEADINGS: KindTable = {
  en: [
    ["**Parking**\n\nI couldn't find any information about parking in the documents.", 'refusal'],
    ['### Parking\n- The documents do not mention parking.', 'refusal'],
    ["## Library opening hours\n\nThe sources don't say when the library opens on Sundays.", 'refusal'],
    ["Gym lockers:\nI don't know whether the gym rents out lockers.", 'refusal'],
    ['**Parking**\nParking is free after 6 pm.', 'answer'],
    ['**Price:** €12', 'answer'],
    ["## Parking\nI couldn't find anything about parking. Breakfast costs €15 per person.", 'partial'],
  ],
  de: [
    ['**Parkplätze**\n\nIn den Unterlagen finde ich keine Angaben zu Parkplätzen.', 'refusal'],
    ['### Öffnungszeiten der Bibliothek\n- Dazu steht nichts in den Dokumenten.', 'refusal'],
    ['Schließfächer:\nOb das Fitnessstudio Schließfächer vermietet, weiß ich leider nicht.', 'refusal'],
    ['**Parken**\nDas Parken ist ab 18 Uhr kostenlos.', 'answer'],
    ['## Parken\nDazu finde ich nichts. Das Frühstück kostet 15 € pro Person.', 'partial'],
  ],
  es: [
    ['**Aparcamiento**\n\nNo encuentro información sobre el aparcamiento en los documentos.', 'refusal'],
    ['### Horario de la biblioteca\n- Los documentos no mencionan el horario de los domingos.', 'refusal'],
    ['Taquillas del gimnasio:\nNo sé si el gimnasio alquila taquillas.', 'refusal'],
    ['**Aparcamiento**\nEl aparcamiento es gratuito a partir de las 18 h.', 'answer'],
    ['## Aparcamiento\nNo encuentro nada sobre el aparcamiento. El desayuno cuesta 15 € por persona.', 'partial'],
  ],
  fr: [
    ['**Stationnement**\n\nJe ne trouve aucune information sur le stationnement dans les documents.', 'refusal'],
    ['### Horaires de la bibliothèque\n- Les documents ne mentionnent pas les horaires du dimanche.', 'refusal'],
    ['Casiers de la salle :\nJe ne sais pas si la salle de sport loue des casiers.', 'refusal'],
    ['**Stationnement**\nLe stationnement est gratuit après 18 h.', 'answer'],
    ['## Stationnement\nJe ne trouve rien sur le stationnement. Le petit-déjeuner coûte 15 € par personne.', 'partial'],
  ],
  pt: [
    ['**Estacionamento**\n\nNão encontrei nenhuma informação sobre estacionamento nos documentos.', 'refusal'],
    ['### Horário da biblioteca\n- Os documentos não mencionam o horário de domingo.', 'refusal'],
    ['Armários da academia:\nNão sei se a academia aluga armários.', 'refusal'],
    ['**Estacionamento**\nO estacionamento é gratuito depois das 18h.', 'answer'],
    ['## Estacionamento\nNão encontrei nada sobre estacionamento. O café da manhã custa R$ 30 por pessoa.', 'partial'],
  ],
  it: [
    ['**Parcheggio**\n\nNon ho trovato informazioni sul parcheggio nei documenti.', 'refusal'],
    ['### Orari della biblioteca\n- I documenti non indicano gli orari della domenica.', 'refusal'],
    ['Armadietti della palestra:\nNon so se la palestra affitta gli armadietti.', 'refusal'],
    ['**Parcheggio**\nIl parcheggio è gratuito dopo le 18.', 'answer'],
    ['## Parcheggio\nNon ho trovato nulla sul parcheggio. La colazione costa 15 € a persona.', 'partial'],
  ],
  ja: [
    ['**駐車場**\n\n資料には駐車場に関する情報が見つかりませんでした。', 'refusal'],
    ['### 図書館の開館時間\n- 資料には日曜日の開館時間についての記載がありません。', 'refusal'],
    ['ロッカー：\nジムがロッカーを貸し出しているかは分かりません。', 'refusal'],
    ['**駐車場**\n駐車場は18時以降無料です。', 'answer'],
    ['## 駐車場\n駐車場については資料に記載がありません。朝食は1人1500円です。', 'partial'],
  ],
  zh: [
    ['**停车**\n\n资料中没有找到关于停车的信息。', 'refusal'],
    ['### 图书馆开放时间\n- 文档中没有提到周日的开放时间。', 'refusal'],
    ['储物柜：\n我不清楚健身房是否出租储物柜。', 'refusal'],
    ['**停车**\n晚上6点以后停车免费。', 'answer'],
    ['## 停车\n资料中没有关于停车的信息。早餐每人50元。', 'partial'],
  ],
};

// `SOURCE_NOTES`: a source or citation note: a parenthesis or bracket naming where the text comes from ("(source:
// FAQ, section 2)", "[1]", "[FAQ §2]", "（出典：…）") or a line of its own ("Source: FAQ"). It cites; it claims nothing.
// A citation after a fact leaves the fact a claim.
const SOURCE_NOTES: KindTable = {
  en: [
    ["I couldn't find any information about parking in the documents (source: FAQ, section 2).", 'refusal'],
    ["The museum guide doesn't mention a cloakroom [1].", 'refusal'],
    ["I don't know whether the ferry takes bicycles.\nSource: Timetable FAQ", 'refusal'],
    ["The documents don't say whether the clinic is open on Saturdays (see FAQ, section 3).", 'refusal'],
    ['The pool opens at 7 [1].', 'answer'],
    ['The ferry takes bicycles (source: Timetable FAQ).', 'answer'],
  ],
  de: [
    ['Zu Parkplätzen finde ich in den Unterlagen nichts (Quelle: FAQ, Abschnitt 2).', 'refusal'],
    ['Ob die Fähre Fahrräder mitnimmt, weiß ich nicht.\nQuelle: Fahrplan-FAQ', 'refusal'],
    ['Die Dokumente sagen nichts über eine Garderobe im Museum [FAQ §2].', 'refusal'],
    ['Das Schwimmbad öffnet um 7 Uhr [1].', 'answer'],
  ],
  es: [
    ['No encuentro información sobre el aparcamiento en los documentos (fuente: FAQ, sección 2).', 'refusal'],
    ['No sé si el ferry admite bicicletas.\nFuente: preguntas frecuentes', 'refusal'],
    ['Los documentos no mencionan un guardarropa en el museo [1].', 'refusal'],
    ['La piscina abre a las 7 [1].', 'answer'],
  ],
  fr: [
    ['Je ne trouve aucune information sur le stationnement dans les documents (source : FAQ, section 2).', 'refusal'],
    ['Je ne sais pas si le ferry accepte les vélos.\nSource : FAQ des horaires', 'refusal'],
    ['Les documents ne mentionnent pas de vestiaire au musée [1].', 'refusal'],
    ['La piscine ouvre à 7 h [1].', 'answer'],
  ],
  pt: [
    ['Não encontrei nenhuma informação sobre estacionamento nos documentos (fonte: FAQ, seção 2).', 'refusal'],
    ['Não sei se a balsa aceita bicicletas.\nFonte: perguntas frequentes', 'refusal'],
    ['Os documentos não mencionam um guarda-volumes no museu [1].', 'refusal'],
    ['A piscina abre às 7h [1].', 'answer'],
  ],
  it: [
    ['Non ho trovato informazioni sul parcheggio nei documenti (fonte: FAQ, sezione 2).', 'refusal'],
    ['Non so se il traghetto accetta biciclette.\nFonte: domande frequenti', 'refusal'],
    ['I documenti non indicano un guardaroba nel museo [1].', 'refusal'],
    ['La piscina apre alle 7 [1].', 'answer'],
  ],
  ja: [
    ['資料には駐車場に関する情報が見つかりませんでした（出典：FAQ 第2節）。', 'refusal'],
    ['フェリーに自転車を載せられるかは分かりません。\n出典：よくある質問', 'refusal'],
    ['資料には博物館のクロークについての記載がありません[1]。', 'refusal'],
    ['プールは7時に開きます[1]。', 'answer'],
  ],
  zh: [
    ['资料中没有找到关于停车的信息（来源：常见问题第2节）。', 'refusal'],
    ['我不清楚渡轮是否可以带自行车。\n来源：常见问题', 'refusal'],
    ['文档中没有提到博物馆的衣帽间[1]。', 'refusal'],
    ['游泳池早上7点开门[1]。', 'answer'],
  ],
};

// `LETTERS`: a letter's salutation ("Dear customer,") and sign-off with its signature ("Kind regards, Customer
// Care", a team name alone on the last line). A sign-off line after a fact leaves the fact a claim.
const LETTERS: KindTable = {
  en: [
    [
      'Thank you for your enquiry. Our records do not contain information about parking. Kind regards, Customer Care',
      'refusal',
    ],
    [
      "Dear customer,\nI don't know whether the bakery sells gluten-free bread.\nBest regards,\nThe Bakery Team",
      'refusal',
    ],
    [
      "Dear Ms Lopez,\nthe documents don't say whether the school offers a bus service.\nSincerely,\nFront Office",
      'refusal',
    ],
    ['Dear customer,\nThe bakery opens at 7 am.\nKind regards,\nThe Bakery Team', 'answer'],
  ],
  de: [
    [
      'Sehr geehrte Damen und Herren,\nzu Parkplätzen liegen uns leider keine Informationen vor.\nMit freundlichen Grüßen\nIhr Kundenservice',
      'refusal',
    ],
    [
      'Liebe Kundin,\nob die Bäckerei glutenfreies Brot verkauft, weiß ich nicht.\nViele Grüße\nDas Bäckerei-Team',
      'refusal',
    ],
    ['Hallo,\nin den Unterlagen steht nichts über einen Schulbus.\nBeste Grüße, Ihr Sekretariat', 'refusal'],
    [
      'Sehr geehrte Damen und Herren,\ndie Bäckerei öffnet um 7 Uhr.\nMit freundlichen Grüßen\nIhr Kundenservice',
      'answer',
    ],
  ],
  es: [
    ['Estimado cliente:\nNo tenemos información sobre el aparcamiento.\nAtentamente,\nAtención al Cliente', 'refusal'],
    ['Hola:\nNo sé si la panadería vende pan sin gluten.\nUn saludo,\nEl equipo de la panadería', 'refusal'],
    [
      'Estimada Sra. López:\nLos documentos no dicen si el colegio tiene autobús.\nSaludos cordiales,\nSecretaría',
      'refusal',
    ],
    ['Estimado cliente:\nLa panadería abre a las 7.\nAtentamente,\nAtención al Cliente', 'answer'],
  ],
  fr: [
    [
      'Madame, Monsieur,\nNous ne disposons d’aucune information sur le stationnement.\nCordialement,\nLe service client',
      'refusal',
    ],
    [
      'Bonjour,\nJe ne sais pas si la boulangerie vend du pain sans gluten.\nBien à vous,\nL’équipe de la boulangerie',
      'refusal',
    ],
    [
      'Chère cliente,\nles documents ne disent pas si l’école propose un bus.\nBien cordialement,\nLe secrétariat',
      'refusal',
    ],
    ['Madame, Monsieur,\nLa boulangerie ouvre à 7 h.\nCordialement,\nLe service client', 'answer'],
  ],
  pt: [
    [
      'Prezado cliente,\nNão temos informações sobre o estacionamento.\nAtenciosamente,\nAtendimento ao Cliente',
      'refusal',
    ],
    ['Olá,\nNão sei se a padaria vende pão sem glúten.\nUm abraço,\nEquipe da padaria', 'refusal'],
    [
      'Prezada Sra. Lopes,\nOs documentos não dizem se a escola oferece transporte.\nCordialmente,\nSecretaria',
      'refusal',
    ],
    ['Prezado cliente,\nA padaria abre às 7h.\nAtenciosamente,\nAtendimento ao Cliente', 'answer'],
  ],
  it: [
    ['Gentile cliente,\nnon abbiamo informazioni sul parcheggio.\nCordiali saluti,\nServizio Clienti', 'refusal'],
    ['Buongiorno,\nnon so se il panificio vende pane senza glutine.\nUn saluto,\nLo staff del panificio', 'refusal'],
    [
      'Gentile Sig.ra Rossi,\ni documenti non dicono se la scuola offre il trasporto.\nDistinti saluti,\nLa segreteria',
      'refusal',
    ],
    ['Gentile cliente,\nil panificio apre alle 7.\nCordiali saluti,\nServizio Clienti', 'answer'],
  ],
  ja: [
    ['お客様各位\n駐車場に関する情報は資料に見当たりませんでした。\n敬具\nカスタマーサポート', 'refusal'],
    [
      'いつもご利用ありがとうございます。\nパン屋がグルテンフリーのパンを販売しているかは分かりません。\nよろしくお願いいたします。',
      'refusal',
    ],
    ['お客様へ\n資料には学校のバスについての記載がありません。\n以上、よろしくお願いします。\n事務局', 'refusal'],
    ['お客様各位\nパン屋は7時に開店します。\n敬具\nカスタマーサポート', 'answer'],
  ],
  zh: [
    ['尊敬的客户：\n资料中没有关于停车的信息。\n此致敬礼\n客服中心', 'refusal'],
    ['您好！\n我不清楚面包店是否出售无麸质面包。\n祝好\n面包店团队', 'refusal'],
    ['亲爱的用户：\n文档中没有提到学校是否提供校车。\n谢谢！\n教务处', 'refusal'],
    ['尊敬的客户：\n面包店早上7点开门。\n此致敬礼\n客服中心', 'answer'],
  ],
};

kindsInEachLanguage('layout: headings', HEADINGS);
kindsInEachLanguage('layout: source notes', SOURCE_NOTES);
kindsInEachLanguage('layout: letters', LETTERS);
