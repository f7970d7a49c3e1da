import { type KindTable, kindsInEachLanguage } from './__fixtures__/kinds-in-each-language.js';

// Heuristic rules, round 9: classes B and C in all eight languages, E and G in Italian and Spanish. Each sentence was
// written before its rule, in domains of our own (a bowling alley, a car rental desk, a campsite, a photo studio, a
// zoo, a padel club, a golf club), beside near misses of the same shape that must keep their kind.

// `DECLINE_HEADER` (class B): a decline that opens a list, by a closing ":" or a word that says a list follows ("the
// following", "folgende", "以下"): the items name what is declined and make no claim. A list of values after a
// decline, a value after the list, or a list under a header that declines nothing keep their kind.
const DECLINE_HEADER: KindTable = {
  en: [
    [
      'Our documents do not cover the following points:\n- group rates for the bowling lanes\n- shoe hire for children',
      'refusal',
    ],
    [
      'Thank you for your message. We have no information on:\n- one-way car rentals to Scotland\n- winter tyres\n\nKind regards,\nRental Desk',
      'refusal',
    ],
    [
      "I couldn't find anything about these in the campsite rules:\n- campfires\n- generators\n- pitches by the lake",
      'refusal',
    ],
    ['Our price list covers the following services:\n- passport photos\n- family portraits', 'answer'],
    ["We don't have information on the opening hours. Our rates are:\n- adults: 12 €\n- children: 6 €", 'partial'],
    [
      'Our records do not contain information on:\n- frame sizes\n- matte paper\n\nGlossy prints cost 2 € each.',
      'partial',
    ],
  ],
  de: [
    [
      'Zu folgenden Punkten liegen uns keine Informationen vor:\n- Einwegmieten nach Österreich\n- Winterreifen',
      'refusal',
    ],
    [
      'Vielen Dank für Ihre Anfrage. Unsere Unterlagen enthalten keine Angaben zu:\n- Lagerfeuern\n- Stromgeneratoren\n\nMit freundlichen Grüßen\nIhre Platzverwaltung',
      'refusal',
    ],
    ['Leider habe ich zu diesen Themen nichts gefunden:\n- Kinderschuhe\n- Gruppenpreise', 'refusal'],
    [
      'Zu folgenden Punkten liegen uns keine Informationen vor:\n- Winterreifen\n- Kindersitze\n\nDie Tagesmiete beträgt 45 €.',
      'partial',
    ],
    ['Unsere Preisliste umfasst folgende Leistungen:\n- Passfotos\n- Familienporträts', 'answer'],
  ],
  es: [
    [
      'No consta en nuestros registros información sobre:\n- alquileres de solo ida a Portugal\n- neumáticos de invierno',
      'refusal',
    ],
    [
      'Gracias por su consulta. No disponemos de información sobre los siguientes puntos:\n- hogueras en el camping\n- generadores eléctricos\n\nAtentamente,\nRecepción del Camping',
      'refusal',
    ],
    ['No he encontrado nada sobre esto en la tarifa:\n- zapatos para niños\n- precios para grupos', 'refusal'],
    [
      'No disponemos de información sobre:\n- sillas infantiles\n- cadenas para nieve\n\nEl alquiler cuesta 40 € al día.',
      'partial',
    ],
    ['Nuestra tarifa incluye los siguientes servicios:\n- fotos de carnet\n- retratos familiares', 'answer'],
  ],
  fr: [
    [
      "Nous ne disposons d'aucune information sur les points suivants :\n- locations aller simple vers l'Espagne\n- pneus neige",
      'refusal',
    ],
    ["Je n'ai rien trouvé sur ces sujets dans les tarifs :\n- chaussures pour enfants\n- tarifs de groupe", 'refusal'],
    [
      'Merci pour votre message. Nos documents ne mentionnent pas :\n- les feux de camp\n- les groupes électrogènes\n\nCordialement,\nL’accueil du camping',
      'refusal',
    ],
    [
      "Nous ne disposons d'aucune information sur :\n- les sièges enfants\n- les chaînes\n\nLa location coûte 45 € par jour.",
      'partial',
    ],
    ["Nos tarifs couvrent les prestations suivantes :\n- photos d'identité\n- portraits de famille", 'answer'],
  ],
  pt: [
    [
      'Não há informações em nossos registros sobre:\n- aluguel só de ida para a Espanha\n- pneus de inverno',
      'refusal',
    ],
    [
      'Agradecemos o seu contato. Não dispomos de informações sobre os seguintes pontos:\n- fogueiras no camping\n- geradores\n\nAtenciosamente,\nRecepção',
      'refusal',
    ],
    ['Não encontrei nada sobre estes temas na tabela de preços:\n- sapatos infantis\n- preços para grupos', 'refusal'],
    ['Não dispomos de informações sobre:\n- cadeirinhas\n- correntes para neve\n\nA diária custa R$ 150.', 'partial'],
    ['Nossa tabela inclui os seguintes serviços:\n- fotos 3x4\n- retratos de família', 'answer'],
  ],
  it: [
    [
      'Non disponiamo di informazioni sui seguenti punti:\n- noleggi di sola andata verso la Francia\n- pneumatici invernali',
      'refusal',
    ],
    [
      "La ringraziamo per il messaggio. Il regolamento del campeggio non menziona:\n- i fuochi all'aperto\n- i generatori\n\nCordiali saluti,\nReception",
      'refusal',
    ],
    ['Non ho trovato nulla su questi temi nel listino:\n- scarpe per bambini\n- tariffe di gruppo', 'refusal'],
    [
      'Non disponiamo di informazioni su:\n- seggiolini\n- catene da neve\n\nIl noleggio costa 40 € al giorno.',
      'partial',
    ],
    ['Il nostro listino comprende i seguenti servizi:\n- fototessere\n- ritratti di famiglia', 'answer'],
  ],
  ja: [
    [
      '恐れ入りますが、以下の項目については当社の資料に情報がございません。\n- 乗り捨てレンタル\n- スタッドレスタイヤ',
      'refusal',
    ],
    [
      'お問い合わせありがとうございます。次の点については記載が見当たりませんでした：\n- キャンプ場での焚き火\n- 発電機の使用',
      'refusal',
    ],
    ['以下については分かりかねます。\n- 子ども用シューズ\n- 団体料金', 'refusal'],
    [
      '以下の項目については情報がございません。\n- チャイルドシート\n- タイヤチェーン\n\n1日のレンタル料金は8,000円です。',
      'partial',
    ],
    ['当店の料金表には以下のサービスが含まれます。\n- 証明写真\n- 家族写真', 'answer'],
  ],
  zh: [
    ['关于以下事项，我们暂无相关信息：\n- 异地还车\n- 雪地轮胎', 'refusal'],
    ['感谢您的咨询。露营地规定中未提及以下内容：\n- 篝火\n- 发电机\n\n此致\n营地服务中心', 'refusal'],
    ['以下问题我没有找到相关信息：\n- 儿童鞋码\n- 团体价格', 'refusal'],
    ['关于以下事项，我们暂无相关信息：\n- 儿童座椅\n- 防滑链\n\n日租金为300元。', 'partial'],
    ['我们的价目表包括以下服务：\n- 证件照\n- 全家福', 'answer'],
  ],
};

// `TOPIC` (class C): the asked topic put before the decline, cut off by a comma or a colon, marked as a topic
// ("regarding", "as for", "whether", "en cuanto a", "se", "ob", "关于", "…についてのお問い合わせですが") or a noun phrase
// of up to ten words, often resumed by a pronoun ("that", "l'", "lo"). A topic followed by a value, or a topic-like
// opening that is a sentence of its own ("Zum Gassigehen müssen Sie 16 sein!"), keeps its claim.
const TOPIC: KindTable = {
  en: [
    ["As for whether the zoo allows strollers in the reptile house, our visitor guide doesn't say.", 'refusal'],
    [
      'Regarding late arrivals at the campsite after 10 pm: this is not addressed in the information we have.',
      'refusal',
    ],
    ["The shoe sizes for children at the bowling alley, I couldn't find that in the information I have.", 'refusal'],
    ['On the question of whether prints can be framed on site, our price list does not say anything.', 'refusal'],
    ['As for strollers, they are welcome everywhere except the reptile house.', 'answer'],
    ["Regarding late arrivals: the gate closes at 10 pm. I don't know about exceptions.", 'partial'],
  ],
  de: [
    ['Zur Kaution für Mietwagen enthalten unsere Unterlagen keine Angaben.', 'refusal'],
    [
      'Zur Haltbarkeit von Fotoabzügen im Freien bei starker Sonne enthalten unsere Unterlagen keine Angaben.',
      'refusal',
    ],
    ['Ob Hunde auf dem Campingplatz erlaubt sind, geht aus der Platzordnung nicht hervor.', 'refusal'],
    ['Was die Leihschuhe für Kinder angeht, darüber habe ich keine Informationen.', 'refusal'],
    ['Zur Kaution: Sie beträgt 300 € und wird bei Rückgabe erstattet.', 'answer'],
    [
      'Zum Bowling müssen Kinder mindestens 6 Jahre alt sein! 🎳 Zu Gruppenrabatten haben wir leider keine Informationen.',
      'partial',
    ],
  ],
  es: [
    ['En cuanto a si el zoo admite perros, la información de la que dispongo no lo especifica.', 'refusal'],
    ['Lo de las tallas de zapatos para niños no lo sé, no viene en la información.', 'refusal'],
    ['Sobre el depósito del coche de alquiler, nuestros documentos no dicen nada.', 'refusal'],
    ['El precio de las fotos de carnet, no lo he encontrado en la tarifa.', 'refusal'],
    ['En cuanto a los perros, están permitidos con correa en todo el parque.', 'answer'],
    ['¡Sí, claro! En todas nuestras pistas puedes pagar directamente con tarjeta, sin app ni registro.', 'answer'],
  ],
  fr: [
    ['La caution pour la location de voiture, nos documents ne l’abordent pas.', 'refusal'],
    ["Concernant les feux de camp, rien n'est indiqué dans le règlement du camping.", 'refusal'],
    ['Quant à savoir si le zoo accepte les poussettes, nos documents ne le précisent pas.', 'refusal'],
    ['Quant aux poussettes, elles sont acceptées partout dans le parc.', 'answer'],
    ['La caution, je ne sais pas. La location coûte 45 € par jour.', 'partial'],
  ],
  pt: [
    ['Quanto a se o zoológico aceita carrinhos de bebê, o guia do visitante não diz nada.', 'refusal'],
    ['Sobre a caução do carro alugado, nossos documentos não trazem informações.', 'refusal'],
    ['O preço das fotos para documento, não encontrei na tabela.', 'refusal'],
    ['Quanto aos carrinhos, são permitidos em todo o parque.', 'answer'],
    ['A caução eu não sei. O aluguel custa R$ 150 por dia.', 'partial'],
  ],
  it: [
    ["Sulla cauzione per l'auto a noleggio i nostri documenti non riportano indicazioni.", 'refusal'],
    ['Se si possono accendere fuochi in campeggio, questo non è detto nel regolamento.', 'refusal'],
    ['Quanto alla taglia delle scarpe da bowling per bambini, non ho trovato nulla.', 'refusal'],
    ["Il prezzo delle fototessere, non l'ho trovato nel listino.", 'refusal'],
    ['Sulla cauzione: è di 300 € e viene restituita alla riconsegna.', 'answer'],
    ["Se si possono portare cani non lo so. L'ingresso costa 12 €.", 'partial'],
  ],
  ja: [
    ['レンタカーの保証金については、資料に記載がございません。', 'refusal'],
    ['キャンプ場での焚き火の可否についてのお問い合わせですが、利用規約には特に触れられておりません。', 'refusal'],
    ['ボウリングシューズの子ども用サイズは、手元の情報では分かりませんでした。', 'refusal'],
    ['保証金については、3万円で返却時に返金されます。', 'answer'],
    ['焚き火については分かりません。サイト料金は1泊4,000円です。', 'partial'],
  ],
  zh: [
    ['关于租车押金，我们的资料中并未涉及。', 'refusal'],
    ['至于动物园是否允许婴儿车，游客指南里没有说明。', 'refusal'],
    ['保龄球鞋的儿童尺码，资料里没有写。', 'refusal'],
    ['关于押金，租车需支付2000元，还车时退还。', 'answer'],
    ['至于能不能带狗，我不清楚。营地每晚200元。', 'partial'],
  ],
};

// `FRAMES` (class G, Italian and Spanish): formal thanks, regret formulas, closing wishes and a signature inline after
// the sign-off around a decline. The same frames around a value keep it a claim.
const FRAMES: KindTable = {
  it: [
    [
      "La ringraziamo per il messaggio. Purtroppo non disponiamo di informazioni sul noleggio delle racchette. Ci scusiamo per l'inconveniente.\n\nCordiali saluti,\nReception Centro Padel",
      'refusal',
    ],
    [
      'Ciao! 🎳 Purtroppo nelle info della sala bowling non troviamo nulla sulle feste aziendali. Scrivici a eventi@bowlingstella.example e ti rispondiamo subito! Un abbraccio ✨',
      'refusal',
    ],
    ['Buongiorno! Non abbiamo informazioni sui tornei di giugno. Cordiali saluti, Circolo Golf Le Querce', 'refusal'],
    [
      'Nel regolamento del campeggio non si parla di generatori. Siamo spiacenti di non poterLe fornire ulteriori indicazioni. Buona giornata 🌞',
      'refusal',
    ],
    ['Non troviamo niente sulle lezioni private nel listino. Ci scusi! Buon divertimento 🎳', 'refusal'],
    [
      "La ringraziamo per il messaggio. Il noleggio delle racchette costa 5 € all'ora.\n\nCordiali saluti,\nReception",
      'answer',
    ],
    ['Grazie! 🎳 Le piste aprono alle 15, ma non sappiamo se ci sono posti. Un abbraccio', 'partial'],
  ],
  es: [
    [
      'Gracias por su consulta. No disponemos de información sobre el alquiler de palas. Lamentamos las molestias.\n\nAtentamente,\nRecepción Club de Pádel',
      'refusal',
    ],
    [
      'Buenos días. No tenemos información sobre los torneos de junio. Sentimos no poder ayudarle en esta ocasión. Atentamente, el Club de Golf Los Robles',
      'refusal',
    ],
    ['En el reglamento del camping no se habla de generadores. ¡Que tenga un buen día! 🌞', 'refusal'],
    [
      '¡Qué buena pregunta! 🦒 Lamentablemente, esa información no aparece en la guía del zoo. ¡Disculpe las molestias! 💚',
      'refusal',
    ],
    ['Gracias por su consulta. El alquiler de palas cuesta 3 € por hora.\n\nAtentamente,\nRecepción', 'answer'],
    ['¡Hola! 🎳 Las pistas abren a las 16:00, pero no sabemos si quedan plazas. ¡Un abrazo!', 'partial'],
  ],
};

// `CASUAL` (class E, Italian and Spanish): texting and hedged declines, an echo question first. A hedge before a value,
// or an echo question answered, keeps its claim.
const CASUAL: KindTable = {
  it: [
    ['mah, sul parcheggio non trovo niente, scusa', 'refusal'],
    ["boh, dell'orario del bus non so nulla", 'refusal'],
    ['Con il cane? Non mi risulta niente, mi spiace.', 'refusal'],
    ["mi sa che non ce l'ho questo dato", 'refusal'],
    ['In bici? Non mi risulta nulla, mi spiace.', 'refusal'],
    ['mi sa che costa 5 €', 'answer'],
    ['il parcheggio? è gratis dopo le 19', 'answer'],
  ],
  es: [
    ['uf, no me aparece nada del parking, perdona', 'refusal'],
    ['no me sale ese horario, lo siento', 'refusal'],
    ['¿Con perro? No me sale nada, lo siento.', 'refusal'],
    ['Parece que no tengo ese precio.', 'refusal'],
    ['creo q no tengo datos sobre el wifi del camping', 'refusal'],
    ['mmm, eso no lo tengo claro. mejor pregunta en recepción', 'refusal'],
    ['creo que cierra a las 8, perdona', 'answer'],
    ['no me sale el precio, pero abre a las 10', 'partial'],
    ['¿Con perro? Sí, se permite con correa.', 'answer'],
    ['No tenemos ese servicio, solo alquiler por horas.', 'answer'],
  ],
};

// `OFFERS_AND_DESKS` (class G, Italian and Spanish): an offer that opens a list of other topics, a wish to help, praise
// of the question, a desk at the asker's disposal or an invitation to call after a decline; and declines of the formal
// register these frames come with ("no están cubiertos en la información", "non rientrano nelle informazioni"). An
// offer that gives a value, a desk's opening hours, and "not included" about the world keep their kind.
const OFFERS_AND_DESKS: KindTable = {
  it: [
    [
      'La ringraziamo per la Sua richiesta. Purtroppo non disponiamo di informazioni sui corsi di golf per bambini. Posso invece aiutarLa con:\n- orari del campo pratica\n- noleggio delle sacche\n\nCordiali saluti,\nSegreteria',
      'refusal',
    ],
    [
      'Purtroppo non abbiamo informazioni sulle visite notturne allo zoo. Ecco come possiamo aiutarti:\n- biglietti\n- orari\n- come arrivare',
      'refusal',
    ],
    ['Non troviamo nulla sui tornei estivi. La nostra segreteria è a Sua disposizione allo 051 234 5678.', 'refusal'],
    ['Gli sconti per gruppi non rientrano nelle informazioni a mia disposizione.', 'refusal'],
    ['Su questo non ho niente, scusa.', 'refusal'],
    ['Domanda importantissima! Purtroppo questa informazione non compare nelle nostre schede prodotto.', 'refusal'],
    [
      'Le nostre condizioni di noleggio non menzionano le catene da neve. Ci chiami allo 06 9876 5432, il nostro team verificherà per Lei!',
      'refusal',
    ],
    ['Posso aiutarLa con il noleggio: costa 15 € al giorno.', 'answer'],
    ['La nostra segreteria è aperta dalle 9 alle 13.', 'answer'],
    ['Gli sconti per gruppi rientrano nel prezzo del pacchetto famiglia.', 'answer'],
  ],
  es: [
    [
      'Estimado cliente: le agradecemos su consulta. En nuestros registros no consta información sobre los cursos de golf infantiles. Con gusto puedo ayudarle con:\n- horarios del campo de prácticas\n- alquiler de bolsas\n\nAtentamente,\nSecretaría',
      'refusal',
    ],
    [
      'Lo siento, pero las visitas nocturnas al zoo no están cubiertas en la información de la que dispongo.',
      'refusal',
    ],
    [
      '¡Qué bonito tu interés por los animales! 🦒 Lo sentimos, pero no hemos encontrado nada sobre visitas nocturnas.',
      'refusal',
    ],
    [
      '¡Ay, nos encantaría decírtelo! Pero la talla de los zapatos no viene especificada en los documentos que tenemos.',
      'refusal',
    ],
    ['Mmm, eso no lo tengo claro. Mejor pregúntale al monitor antes de empezar.', 'refusal'],
    [
      'Lamentablemente, esa información no aparece en la tarifa. Puede llamarnos al 912 345 678 y con gusto lo consultamos.',
      'refusal',
    ],
    ['El desayuno no está incluido en el precio de la habitación.', 'answer'],
    ['El desayuno no está incluido en la tarifa.', 'answer'],
    ['Con gusto puedo ayudarle con la reserva: la pista cuesta 12 € por hora.', 'answer'],
    ['¡Qué bonito día para jugar! El campo abre a las 8.', 'answer'],
  ],
};

kindsInEachLanguage('decline header opening a list', DECLINE_HEADER);
kindsInEachLanguage('topic put before the decline', TOPIC);
kindsInEachLanguage('frame lines around a decline', FRAMES);
kindsInEachLanguage('casual declines', CASUAL);
kindsInEachLanguage('offers, desks and formal declines', OFFERS_AND_DESKS);
