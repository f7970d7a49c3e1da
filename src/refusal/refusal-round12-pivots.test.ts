import { type KindTable, kindsInEachLanguage } from './__fixtures__/kinds-in-each-language.js';

// Heuristic rules, round 12 (precision of classes V, X and Y): sentences of our own (a museum pass, a ferry card, a
// climbing hall, kayaks and fans), written before the change, in which rules 11 read a fact beside a decline as no
// claim, next to the declines of the same classes that must stay refusals. Rules 11 got 77 of 159 of these right.

// `GLOSSES` (class V): a gloss makes no claim only when its predicate is a plain noun, with adjectives and at most one
// prepositional phrase ("A helmet is a hard hat.", "a small cupboard with a key"). A word of scope or validity ("every
// museum", "valable sur toutes les lignes", "solo para vecinos", "住民だけ", "所有航线"), a relative clause, a join, a
// number word or a second prepositional phrase ("a walk with a guide in English") says what the thing covers: a claim.
const GLOSSES: KindTable = {
  en: [
    ["I can't tell you the price. A museum pass is a ticket for every museum in town.", 'partial'],
    ["Sorry, I don't know the fare. A ferry card is a card that works on all routes.", 'partial'],
    ["I do not know the times. A residents' permit is a permit for residents only.", 'partial'],
    ['I cannot answer that. A guided tour is a walk with a guide in English.', 'partial'],
    ["I don't know when it opens. A family ticket is a ticket for two adults and their children.", 'partial'],
    ['Thank you for your question.\nI cannot answer it.\nA locker is a small cupboard with a key.', 'refusal'],
    ['I do not know the price.\nA helmet is a hard hat.', 'refusal'],
  ],
  de: [
    ['Den Preis kenne ich leider nicht. Ein Museumspass ist eine Eintrittskarte für alle Museen der Stadt.', 'partial'],
    ['Das weiß ich nicht. Eine Fährkarte ist eine Karte für jede Linie.', 'partial'],
    ['Dazu habe ich keine Informationen. Ein Anwohnerausweis ist eine Parkerlaubnis nur für Anwohner.', 'partial'],
    ['Das kann ich nicht beantworten. Eine Führung ist ein Rundgang mit einem Guide auf Englisch.', 'partial'],
    ['Ich weiß es leider nicht. Eine Familienkarte ist ein Ticket für zwei Erwachsene und ihre Kinder.', 'partial'],
    ['Danke für Ihre Frage.\nDas weiß ich leider nicht.\nEin Spind ist ein kleiner Schrank mit Schlüssel.', 'refusal'],
    ['Den Preis kenne ich nicht.\nEin Helm ist ein harter Hut.', 'refusal'],
  ],
  es: [
    ['No sé el precio. Un bono de museos es una entrada para todos los museos de la ciudad.', 'partial'],
    ['No tengo esa información. Una tarjeta del ferry es una tarjeta válida en todas las rutas.', 'partial'],
    ['No lo sé. Un permiso de residente es un permiso solo para vecinos.', 'partial'],
    ['No puedo responder a eso. Una visita guiada es un paseo con un guía en inglés.', 'partial'],
    ['No sé el horario. Una entrada familiar es una entrada para dos adultos y sus hijos.', 'partial'],
    ['Gracias por su pregunta.\nNo sé la respuesta.\nUna taquilla es un armario pequeño con llave.', 'refusal'],
    ['No sé el precio.\nUn casco es un sombrero duro.', 'refusal'],
  ],
  fr: [
    ['Je ne connais pas le prix. Un pass musées est un billet pour tous les musées de la ville.', 'partial'],
    ["Je n'ai pas cette information. Une carte ferry est une carte valable sur toutes les lignes.", 'partial'],
    ['Je ne sais pas. Un macaron résident est un permis uniquement pour les habitants.', 'partial'],
    ['Je ne peux pas répondre. Une visite guidée est une promenade avec un guide en anglais.', 'partial'],
    ['Je ne connais pas les horaires. Un billet famille est un billet pour deux adultes et leurs enfants.', 'partial'],
    [
      'Merci pour votre question.\nJe ne connais pas la réponse.\nUn casier est une petite armoire avec une clé.',
      'refusal',
    ],
    ['Je ne connais pas le prix.\nUn casque est un chapeau dur.', 'refusal'],
  ],
  pt: [
    ['Não sei o preço. Um passe de museus é um bilhete para todos os museus da cidade.', 'partial'],
    ['Não tenho essa informação. Um cartão da balsa é um cartão válido em todas as linhas.', 'partial'],
    ['Não sei. Uma licença de morador é uma licença só para moradores.', 'partial'],
    ['Não consigo responder. Uma visita guiada é um passeio com um guia em inglês.', 'partial'],
    ['Não sei o horário. Um bilhete família é um bilhete para dois adultos e os filhos.', 'partial'],
    ['Obrigado pela sua pergunta.\nNão sei a resposta.\nUm armário é uma caixa pequena com chave.', 'refusal'],
    ['Não sei o preço.\nUm capacete é um chapéu duro.', 'refusal'],
  ],
  it: [
    ['Non so il prezzo. Un pass musei è un biglietto per tutti i musei della città.', 'partial'],
    ['Non ho questa informazione. Una tessera del traghetto è una tessera valida su tutte le linee.', 'partial'],
    ['Non lo so. Un permesso residenti è un permesso solo per i residenti.', 'partial'],
    ['Non posso rispondere. Una visita guidata è una passeggiata con una guida in inglese.', 'partial'],
    ["Non so l'orario. Un biglietto famiglia è un biglietto per due adulti e i loro figli.", 'partial'],
    ['Grazie per la domanda.\nNon so la risposta.\nUn armadietto è un piccolo armadio con la chiave.', 'refusal'],
    ['Non so il prezzo.\nUn casco è un cappello duro.', 'refusal'],
  ],
  ja: [
    ['料金はわかりません。ミュージアムパスとは、市内のすべての美術館に入れるチケットのことです。', 'partial'],
    ['その情報はありません。フェリーカードとは、全航路で使えるカードのことです。', 'partial'],
    ['わかりません。住民許可証とは、住民だけの駐車許可のことです。', 'partial'],
    ['お答えできません。ファミリー券とは、大人二人と子どもが入れる券のことです。', 'partial'],
    ['ご質問ありがとうございます。\nわかりません。\nロッカーとは、鍵付きの小さな棚のことです。', 'refusal'],
    ['料金はわかりません。\nヘルメットとは、かたい帽子のことです。', 'refusal'],
  ],
  zh: [
    ['票价我不清楚。博物馆通票就是指可以进入全市所有博物馆的门票。', 'partial'],
    ['我没有这方面的信息。渡轮卡是指所有航线都能用的卡。', 'partial'],
    ['我不知道。居民停车证就是只有居民才能用的停车许可。', 'partial'],
    ['这个我回答不了。家庭票就是两个大人和孩子都能用的票。', 'partial'],
    ['谢谢你的问题。\n我不知道答案。\n储物柜就是带锁的小柜子。', 'refusal'],
    ['价格我不知道。\n头盔就是硬帽子。', 'refusal'],
  ],
};

// `PROMOTIONS` (class X): a promotion is a sales pivot only when it names another product (a bestseller, the most
// popular item, an alternative) or is a pure opener. "New" and a bare "free" name no other product, a demonstrative
// ("このカヤック", "这款") names the asked one, and a discount with no product after its time phrase ("Esta semana tiene
// un descuento") is about the asked thing: claims. Free shipping or delivery stays an offer of the shop.
const PROMOTIONS: KindTable = {
  en: [
    ["I don't know the opening hours. The new climbing wall is free for members.", 'partial'],
    ["I can't say when it reopens. But the new bike path is free to use.", 'partial'],
    ["I'm not sure about parking. Good news: the museum is free on Sundays.", 'partial'],
    ["I don't have the schedule. The new kayaks are on sale this week.", 'partial'],
    ["I don't know its noise level. But our bestselling Breeze fan is 20% off this week!", 'refusal'],
    ["I can't answer that. Our most popular alternative is the Alpine tent, with free delivery.", 'refusal'],
  ],
  de: [
    ['Die Öffnungszeiten kenne ich nicht. Die neue Kletterwand ist für Mitglieder kostenlos.', 'partial'],
    ['Wann es wieder öffnet, weiß ich nicht. Aber der neue Radweg ist gratis.', 'partial'],
    ['Zum Parken habe ich keine Informationen. Gute Nachricht: das Museum ist sonntags gratis.', 'partial'],
    ['Den Fahrplan kenne ich nicht. Die neuen Kajaks sind diese Woche im Angebot.', 'partial'],
    ['Wie laut er ist, weiß ich nicht. Aber unser Bestseller Brise ist diese Woche reduziert.', 'refusal'],
    ['Das kann ich nicht beantworten. Unsere beliebteste Alternative ist das Zelt Alpin.', 'refusal'],
  ],
  es: [
    ['No sé el horario. La nueva pared de escalada es gratis para los socios.', 'partial'],
    ['No sé cuándo reabre. Pero el nuevo carril bici es gratis.', 'partial'],
    ['No tengo información sobre el aparcamiento. Buenas noticias: el museo es gratis los domingos.', 'partial'],
    ['No tengo el horario. Los nuevos kayaks tienen descuento esta semana.', 'partial'],
    ['No sé cuánto pesa la bici. Esta semana tiene un descuento.', 'partial'],
    ['No sé cuánto ruido hace. Pero nuestro ventilador más vendido tiene un 20 % de descuento.', 'refusal'],
    ['No puedo responder a eso. Nuestra alternativa más vendida es la tienda Alpina, con envío gratis.', 'refusal'],
  ],
  fr: [
    ["Je ne connais pas les horaires. Le nouveau mur d'escalade est gratuit pour les membres.", 'partial'],
    ['Je ne sais pas quand il rouvre. Mais la nouvelle piste cyclable est gratuite.', 'partial'],
    ["Je n'ai pas d'information sur le parking. Bonne nouvelle : le musée est gratuit le dimanche.", 'partial'],
    ['Je ne connais pas le planning. Les nouveaux kayaks sont en promo cette semaine.', 'partial'],
    ['Je ne connais pas son niveau sonore. Mais notre ventilateur best-seller est à -20 % cette semaine.', 'refusal'],
    [
      'Je ne peux pas répondre. Notre alternative la plus populaire est la tente Alpine, avec livraison gratuite.',
      'refusal',
    ],
  ],
  pt: [
    ['Não sei o horário. A nova parede de escalada é grátis para sócios.', 'partial'],
    ['Não sei quando reabre. Mas a nova ciclovia é grátis.', 'partial'],
    ['Não tenho informação sobre o estacionamento. Boa notícia: o museu é grátis aos domingos.', 'partial'],
    ['Não tenho a agenda. O lançamento da temporada, o caiaque, está em promoção esta semana.', 'partial'],
    ['Não sei o nível de ruído. Mas o nosso ventilador mais vendido está com 20% de desconto.', 'refusal'],
    ['Não consigo responder. A nossa alternativa mais popular é a barraca Alpina, com frete grátis.', 'refusal'],
  ],
  it: [
    ["Non so l'orario. La nuova parete d'arrampicata è gratis per i soci.", 'partial'],
    ['Non so quando riapre. Però la novità, la pista ciclabile, è gratis.', 'partial'],
    ['Non ho informazioni sul parcheggio. Buone notizie: il museo è gratis la domenica.', 'partial'],
    ['Non ho il calendario. Le novità, i kayak, sono in offerta questa settimana.', 'partial'],
    [
      'Non so quanto è rumoroso. Però il nostro ventilatore più venduto è scontato del 20% questa settimana.',
      'refusal',
    ],
    ['Non posso rispondere. La nostra alternativa più venduta è la tenda Alpina, con spedizione gratuita.', 'refusal'],
  ],
  ja: [
    ['営業時間はわかりません。新しいクライミングウォールは会員なら無料です。', 'partial'],
    ['再開日はわかりません。でも新作のカヤックは今週セール中です。', 'partial'],
    ['駐車場については情報がありません。ちなみに新しい博物館は日曜日は無料です。', 'partial'],
    ['サイズはわかりません。定番のこのカヤックも今週は割引です。', 'partial'],
    ['音の大きさはわかりません。ただ、人気No.1の扇風機「そよ風」なら今だけ20%オフです。', 'refusal'],
    ['お答えできません。おすすめの商品をご紹介します。', 'refusal'],
  ],
  zh: [
    ['开放时间我不清楚。新品攀岩墙对会员免费。', 'partial'],
    ['我不知道什么时候重新开放。不过新的自行车道免费。', 'partial'],
    ['停车的信息我没有。另外新品皮划艇这周特价。', 'partial'],
    ['尺寸我不清楚。这款热销皮划艇本周打八折。', 'partial'],
    ['噪音大小我不清楚。不过我们的爆款风扇这周打八折。', 'refusal'],
    ['这个我回答不了。我可以给您推荐别的帐篷。', 'refusal'],
  ],
};

// `WHO_WILL_KNOW` (class Y): a who-will-know next step ends at its own clause. What follows a colon is read on its own
// (a claim there makes the clause a claim; "just ask when you check in" does not), and a that-clause after a verb of
// telling ("will explain that beginners start ...", "te explican que ...", "sa dire che ...") is the asked fact. In
// German `sie` is who will know only with a verb of telling or with "wissen": "Sie wird das ganze Jahr über beheizt"
// is the sauna, a claim.
const WHO_WILL_KNOW: KindTable = {
  en: [
    ["I'm not sure. The staff will know: the climbing wall closes early on Fridays.", 'partial'],
    ["I can't confirm that. The front desk can tell you: lockers are free for members.", 'partial'],
    ["I don't know exactly. The instructors will explain that beginners start on the small wall.", 'partial'],
    ["I don't know the times. The staff at the climbing hall will know.", 'refusal'],
    ["Sorry, I can't say. The lifeguards will tell you when you arrive.", 'refusal'],
    ["I'm not sure. The front desk will know: just ask when you check in.", 'refusal'],
  ],
  de: [
    ['Das weiß ich nicht genau. Das Personal weiß Bescheid: Die Kletterwand schließt freitags früher.', 'partial'],
    ['Das kann ich nicht bestätigen. Der Empfang kann Ihnen sagen: Spinde sind für Mitglieder gratis.', 'partial'],
    ['Das weiß ich leider nicht. Sie wird das ganze Jahr über beheizt.', 'partial'],
    ['Den Preis kenne ich nicht. Sie kann das ganze Jahr über gebucht werden.', 'partial'],
    ['Wie lange sie offen hat, weiß ich nicht. Sie wird mehr von Familien genutzt.', 'partial'],
    ['Das weiß ich nicht. Das Team wird Ihnen sagen, dass der Lift außer Betrieb ist.', 'partial'],
    ['Das weiß ich leider nicht. Das Team an der Rezeption kann Ihnen das sicher beantworten.', 'refusal'],
    ['Dazu habe ich keine Angaben. Sie können das am Empfang erfragen.', 'refusal'],
    ['Das weiß ich nicht. Die Trainer wissen Bescheid.', 'refusal'],
  ],
  es: [
    ['No estoy seguro. El personal lo sabrá: la pared de escalada cierra antes los viernes.', 'partial'],
    ['No puedo confirmarlo. En recepción te lo dicen: las taquillas son gratis para socios.', 'partial'],
    ['No lo sé exactamente. Los monitores te explican que los principiantes empiezan en el muro pequeño.', 'partial'],
    ['Lo siento, ni idea. El equipo lo sabe - el ferry sale del muelle norte.', 'partial'],
    ['No sé el horario. El personal del rocódromo lo sabrá.', 'refusal'],
    ['No puedo decírtelo. Los socorristas te lo explican al llegar.', 'refusal'],
    ['No estoy seguro. En recepción lo saben: pregunta al llegar.', 'refusal'],
  ],
  fr: [
    ["Je ne suis pas sûr. L'accueil pourra vous renseigner : le mur ferme plus tôt le vendredi.", 'partial'],
    ['Je ne peux pas le confirmer. Le personnel vous le dira : les casiers sont gratuits pour les membres.', 'partial'],
    [
      'Je ne sais pas exactement. Les moniteurs vous expliqueront que les débutants commencent sur le petit mur.',
      'partial',
    ],
    ["Désolé, aucune idée. L'équipe saura vous dire que le ferry part du quai nord.", 'partial'],
    ['Je ne connais pas les horaires. Le personnel de la salle pourra vous renseigner.', 'refusal'],
    ["Je ne peux pas vous le dire. Les maîtres-nageurs vous l'expliqueront sur place.", 'refusal'],
    ["Je ne suis pas sûr. L'accueil pourra vous renseigner : demandez en arrivant.", 'refusal'],
  ],
  pt: [
    ['Não tenho certeza. A recepção te informa: o muro fecha mais cedo às sextas.', 'partial'],
    ['Não consigo confirmar. O pessoal te explica: os armários são grátis para sócios.', 'partial'],
    ['Não sei exatamente. Os instrutores te explicam que os iniciantes começam no muro pequeno.', 'partial'],
    ['Desculpe, não faço ideia. A equipe sabe dizer que a balsa sai do cais norte.', 'partial'],
    ['Não sei o horário. O pessoal do ginásio te informa.', 'refusal'],
    ['Não consigo dizer. Os monitores te explicam na hora.', 'refusal'],
    ['Não tenho certeza. A recepção te ajuda: pergunte ao chegar.', 'refusal'],
  ],
  it: [
    ['Non sono sicuro. Alla reception te lo sanno dire: la parete chiude prima il venerdì.', 'partial'],
    ['Non posso confermarlo. Il personale te lo spiega: gli armadietti sono gratis per i soci.', 'partial'],
    ['Non lo so di preciso. Gli istruttori ti spiegano che i principianti iniziano sul muro piccolo.', 'partial'],
    ['Scusa, non ne ho idea. Lo staff ti sa dire che il traghetto parte dal molo nord.', 'partial'],
    ["Non so l'orario. Il personale della palestra te lo sa dire.", 'refusal'],
    ['Non posso dirtelo. I bagnini te lo spiegano sul posto.', 'refusal'],
    ["Non sono sicuro. Alla reception te lo sanno dire: chiedi all'arrivo.", 'refusal'],
  ],
  ja: [
    ['よくわかりません。スタッフが知っています：金曜日は壁が早く閉まります。', 'partial'],
    ['確認できません。受付が教えてくれます：ロッカーは会員なら無料です。', 'partial'],
    ['わかりません。インストラクターが説明してくれますが、初心者は小さい壁から始めます。', 'partial'],
    ['すみません、わかりません。スタッフなら知っていると思いますが、フェリーは北の桟橋から出ます。', 'partial'],
    ['時間はわかりません。ジムのスタッフが知っていると思います。', 'refusal'],
    ['お答えできません。受付で聞けば教えてくれますよ。', 'refusal'],
  ],
  zh: [
    ['我不太确定。前台知道：攀岩墙周五提前关门。', 'partial'],
    ['这个我没法确认。工作人员会告诉你：会员储物柜免费。', 'partial'],
    ['我不清楚。教练会告诉你，新手先爬小墙。', 'partial'],
    ['我不知道。他们都知道渡轮从北码头出发。', 'partial'],
    ['具体时间我不知道，可以问问前台工作人员。', 'refusal'],
    ['这个我回答不了。教练会告诉你的。', 'refusal'],
  ],
};

kindsInEachLanguage('round 12 glosses', GLOSSES);
kindsInEachLanguage('round 12 promotions', PROMOTIONS);
kindsInEachLanguage('round 12 who will know', WHO_WILL_KNOW);
