import { type KindTable, kindsInEachLanguage } from './__fixtures__/kinds-in-each-language.js';

// Heuristic rules, round 11 (classes V, X and Y in every language): sentences written before the rules for them, in
// domains of our own (a driving school, a climbing hall, a public swimming pool, robot vacuums), each class beside
// near misses in which a value about the asked thing stays a claim.

// `EASY_READ` (class V): easy-read text puts one idea on a line. Around a decline, a gloss of a word with no number
// ("A theory test is a test on a computer."), "This question is important.", thanks for the question, "This means:
// I do not know." and a first-person lack of a source ("I have no timetable") make no claim about the asked thing,
// and "But" before a decline is no part of it. A gloss with a number ("a ticket for 24 hours") stays a claim.
const EASY_READ: KindTable = {
  en: [
    ['Sorry.\nI do not know the price.\nThe papers I have do not tell me.\nPlease ask the driving school.', 'refusal'],
    [
      'Thank you for your question.\nI cannot answer it.\nA theory test is a test on a computer.\nYou can ask your teacher.',
      'refusal',
    ],
    ['This question is important.\nBut I do not know.\nThis means: the papers do not say it.', 'refusal'],
    ['I have no timetable.\nSo I do not know when the pool opens.', 'refusal'],
    ['A theory test is a test on a computer.\nIt costs 23 pounds.\nI do not know the date.', 'partial'],
    ['Thank you for your question.\nThe lesson costs 45 pounds.\nA lesson is one hour long.', 'answer'],
    ['I do not know the price.\nA day pass is a ticket for 24 hours.', 'partial'],
  ],
  de: [
    ['Das weiß ich leider nicht.\nIch habe keinen Stundenplan.\nFragen Sie bitte in der Fahrschule nach.', 'refusal'],
    [
      'Danke für Ihre Frage.\nDie Antwort kenne ich nicht.\nEine Theorieprüfung ist eine Prüfung am Computer.',
      'refusal',
    ],
    ['Diese Frage ist wichtig.\nAber ich kann sie nicht beantworten.\nDas heißt: Ich weiß es nicht.', 'refusal'],
    ['Eine Theorieprüfung ist eine Prüfung am Computer.\nSie kostet 23 Euro.\nDen Termin kenne ich nicht.', 'partial'],
    ['Danke für Ihre Frage.\nEine Fahrstunde kostet 55 Euro.', 'answer'],
    ['Den Preis kenne ich nicht.\nEine Tageskarte ist ein Ticket für 24 Stunden.', 'partial'],
  ],
  es: [
    ['Gracias por su pregunta.\nNo sé la respuesta.\nUn examen teórico es un examen en el ordenador.', 'refusal'],
    ['Lo siento.\nNo tengo el horario.\nEsto quiere decir: no lo sé.', 'refusal'],
    ['Esta pregunta es importante.\nPero no sé la respuesta.\nNo tengo la lista de precios.', 'refusal'],
    ['Un examen teórico es un examen en el ordenador.\nCuesta 30 euros.\nNo sé la fecha.', 'partial'],
    ['Gracias por su pregunta.\nLa clase cuesta 40 euros.', 'answer'],
  ],
  fr: [
    ["Merci pour votre question.\nJe ne connais pas le prix.\nUn code, c'est un examen sur ordinateur.", 'refusal'],
    ["Désolé.\nJe n'ai pas les horaires.\nCela veut dire : je ne sais pas.", 'refusal'],
    ["Cette question est importante.\nMais je ne peux pas y répondre.\nJe n'ai pas la liste des prix.", 'refusal'],
    ["Un code, c'est un examen sur ordinateur.\nIl coûte 30 euros.\nJe ne connais pas la date.", 'partial'],
    ['Merci pour votre question.\nLa leçon coûte 45 euros.', 'answer'],
  ],
  pt: [
    ['Obrigado pela sua pergunta.\nEu não sei o preço.\nUma prova teórica é uma prova no computador.', 'refusal'],
    ['Sinto muito.\nNão tenho a tabela de horários.\nIsso quer dizer: eu não sei.', 'refusal'],
    ['Esta pergunta é importante.\nMas não consigo responder.\nOs papéis que eu tenho não dizem isso.', 'refusal'],
    ['Uma prova teórica é uma prova no computador.\nCusta 30 reais.\nEu não sei a data.', 'partial'],
    ['Obrigado pela sua pergunta.\nA aula custa 80 reais.', 'answer'],
  ],
  it: [
    ['Grazie per la domanda.\nNon so il prezzo.\nUn esame di teoria è un esame al computer.', 'refusal'],
    ["Mi dispiace.\nNon ho l'orario.\nQuesto vuol dire: non lo so.", 'refusal'],
    ['Questa domanda è importante.\nMa non so la risposta.\nNon ho il listino prezzi.', 'refusal'],
    ['Un esame di teoria è un esame al computer.\nCosta 30 euro.\nNon so la data.', 'partial'],
    ['Grazie per la domanda.\nLa lezione costa 45 euro.', 'answer'],
  ],
  ja: [
    [
      'しつもん、ありがとうございます。\nねだんは、わかりません。\n学科試験とは、コンピューターでうける試験のことです。',
      'refusal',
    ],
    ['ごめんなさい。\n時間表を、もっていません。\nつまり、わたしは知りません。', 'refusal'],
    ['このしつもんは、だいじです。\nでも、こたえられません。\nりょうきんの表がありません。', 'refusal'],
    [
      '学科試験とは、コンピューターでうける試験のことです。\nりょうきんは1,800円です。\n日にちは、わかりません。',
      'partial',
    ],
    ['しつもん、ありがとうございます。\nレッスンは1回5,000円です。', 'answer'],
  ],
  zh: [
    ['谢谢你的问题。\n我不知道价格。\n理论考试就是在电脑上考的试。', 'refusal'],
    ['对不起。\n我没有时间表。\n意思是：我不知道。', 'refusal'],
    ['这个问题很重要。\n但是我回答不了。\n我没有价目表。', 'refusal'],
    ['理论考试就是在电脑上考的试。\n费用是50元。\n日期我不知道。', 'partial'],
    ['谢谢你的问题。\n一节课200元。', 'answer'],
    ['我不知道价格。\n日票是指24小时内有效的票。', 'partial'],
  ],
};

// `SALES_PIVOTS` (class X): an enthusiasm opener, a promotion marked as another offer (a bestseller, the most popular
// item, an alternative) after a decline, an offer to recommend something once the user says more, a newsletter or
// follow-us offer, and a scope statement ("I can only answer questions about orders") make no claim. The asked
// product's own price beside a discount stays a claim (partial), and an opener before a value stays an answer.
const SALES_PIVOTS: KindTable = {
  en: [
    [
      "Great question! The spec sheet doesn't list the noise level of the Breeze V8. Our bestselling Breeze X2 is 20% off this week, though!",
      'refusal',
    ],
    ["Sorry, I can't help with that. I can only answer questions about orders, delivery and returns.", 'refusal'],
    [
      "I don't know the battery life of that model, sorry. What size is your flat? I can suggest a robot vacuum for it.",
      'refusal',
    ],
    ["I don't know the release date. Sign up to our newsletter and we'll let you know as soon as it's out!", 'refusal'],
    ["The Breeze X2 is £249, and it's 20% off this week! I don't know its noise level.", 'partial'],
    ['Great question! The Breeze X2 runs for 60 minutes on one charge.', 'answer'],
    ["I don't know its noise level. Good news: the Breeze X2 is £199 this week, 20% off!", 'partial'],
  ],
  de: [
    [
      'Tolle Frage! Zur Lautstärke des Breeze V8 habe ich leider keine Angaben. Unser Bestseller Breeze X2 ist diese Woche aber 20 % günstiger!',
      'refusal',
    ],
    ['Tut mir leid, ich kann nur Fragen zu Bestellungen, Versand und Rücksendungen beantworten.', 'refusal'],
    [
      'Die Akkulaufzeit kenne ich leider nicht. Wie groß ist Ihre Wohnung? Dann empfehle ich Ihnen einen passenden Saugroboter.',
      'refusal',
    ],
    [
      'Ein Erscheinungsdatum kenne ich leider nicht. Abonnieren Sie unseren Newsletter, dann sagen wir Ihnen Bescheid!',
      'refusal',
    ],
    [
      'Der Breeze X2 kostet 249 € und ist diese Woche 20 % günstiger! Die Lautstärke kenne ich leider nicht.',
      'partial',
    ],
    ['Tolle Frage! Der Breeze X2 läuft 60 Minuten mit einer Akkuladung.', 'answer'],
  ],
  es: [
    [
      '¡Buena pregunta! La ficha no indica el ruido del Breeze V8. ¡Pero nuestro Breeze X2, el más vendido, tiene un 20 % de descuento esta semana!',
      'refusal',
    ],
    ['Lo siento, solo puedo responder preguntas sobre pedidos, envíos y devoluciones.', 'refusal'],
    [
      'No sé cuánto dura la batería, la verdad. ¿Qué tamaño tiene tu piso? Así te recomiendo un robot aspirador.',
      'refusal',
    ],
    ['No sé la fecha de lanzamiento. Suscríbete a nuestro boletín y te avisaremos.', 'refusal'],
    ['El Breeze X2 cuesta 249 € y esta semana tiene un 20 % de descuento. El nivel de ruido no lo sé.', 'partial'],
    ['¡Buena pregunta! El Breeze X2 funciona 60 minutos con una carga.', 'answer'],
    ['No sé cuánto pesa. Y ojo: este finde el Breeze X2 tiene un 20 % de descuento.', 'refusal'],
  ],
  fr: [
    [
      'Excellente question ! La fiche ne précise pas le niveau sonore du Breeze V8. Notre best-seller, le Breeze X2, est à -20 % cette semaine !',
      'refusal',
    ],
    ["Désolé, je ne peux répondre qu'aux questions sur les commandes, la livraison et les retours.", 'refusal'],
    [
      "Je ne connais pas l'autonomie de ce modèle. Quelle est la taille de votre logement ? Je peux vous conseiller un robot adapté.",
      'refusal',
    ],
    ['Je ne connais pas la date de sortie. Abonnez-vous à notre newsletter et nous vous préviendrons !', 'refusal'],
    ['Le Breeze X2 coûte 249 € et il est à -20 % cette semaine ! Je ne connais pas son niveau sonore.', 'partial'],
    ['Excellente question ! Le Breeze X2 tient 60 minutes avec une charge.', 'answer'],
    [
      'Je ne connais pas son niveau sonore. Bonne nouvelle : le Breeze X2 coûte 199 € cette semaine, soit -20 % !',
      'partial',
    ],
  ],
  pt: [
    [
      'Ótima pergunta! A ficha não informa o nível de ruído do Breeze V8. Mas o nosso campeão de vendas, o Breeze X2, está com 20% de desconto esta semana!',
      'refusal',
    ],
    ['Desculpe, só posso responder a perguntas sobre pedidos, entregas e trocas.', 'refusal'],
    [
      'Não sei a duração da bateria desse modelo. Qual é o tamanho do seu apartamento? Posso te indicar um robô aspirador.',
      'refusal',
    ],
    ['Não sei a data de lançamento. Assine a nossa newsletter e avisaremos você!', 'refusal'],
    ['O Breeze X2 custa R$ 1.299 e está com 20% de desconto esta semana! O nível de ruído eu não sei.', 'partial'],
    ['Ótima pergunta! O Breeze X2 funciona 60 minutos com uma carga.', 'answer'],
  ],
  it: [
    [
      'Ottima domanda! La scheda non indica la rumorosità del Breeze V8. Il nostro bestseller Breeze X2 è scontato del 20% questa settimana!',
      'refusal',
    ],
    ['Mi dispiace, posso rispondere solo a domande su ordini, spedizioni e resi.', 'refusal'],
    [
      'Non so quanto dura la batteria di quel modello. Quanto è grande la tua casa? Così ti consiglio un robot adatto.',
      'refusal',
    ],
    ['Non so la data di uscita. Iscriviti alla nostra newsletter e ti avviseremo!', 'refusal'],
    ['Il Breeze X2 costa 249 € ed è scontato del 20% questa settimana! La rumorosità non la so, però.', 'partial'],
    ['Il Breeze X2 costa 249 € ed è scontato del 20% questa settimana!', 'answer'],
  ],
  ja: [
    [
      'いい質問ですね！ブリーズV8の運転音については資料に記載がありません。ただ、人気No.1の「ブリーズX2」なら今週だけ20%オフです！',
      'refusal',
    ],
    ['申し訳ありません、ご注文・配送・返品に関するご質問にのみお答えできます。', 'refusal'],
    [
      'その機種のバッテリー持ちは分かりません。お部屋の広さはどのくらいですか？ぴったりのロボット掃除機をご提案します。',
      'refusal',
    ],
    ['発売日は分かりません。メールマガジンにご登録いただければ、お知らせします！', 'refusal'],
    ['ブリーズX2は24,900円で、今週は20%オフです！運転音のデータは分かりません。', 'partial'],
    ['いい質問ですね！ブリーズX2は1回の充電で60分動きます。', 'answer'],
  ],
  zh: [
    ['好问题！资料里没有写微风V8的噪音大小。不过我们的爆款微风X2这周打八折！', 'refusal'],
    ['抱歉，我只能回答订单、配送和退换货方面的问题。', 'refusal'],
    ['这款的续航我不清楚。您家面积多大？我可以给您推荐一款合适的扫地机器人。', 'refusal'],
    ['发售日期我不清楚。建议关注我们的公众号，第一时间获取消息。', 'refusal'],
    ['微风X2售价1299元，这周打八折！噪音大小我不清楚。', 'partial'],
    ['好问题！微风X2充一次电能用60分钟。', 'answer'],
  ],
};

// `WHO_WILL_KNOW` (class Y): a person, team, place, contact address or telephone number as the subject that will
// know, answer, explain or tell ("the front desk will know", "eles te explicam", "前台应该知道") is a next step, in
// every language; a sentence whose subject is no person, place or number ("The course will teach you ...") and a
// team that sells something for a price stay claims.
const WHO_WILL_KNOW: KindTable = {
  en: [
    ["The timetable doesn't say. The lifeguards at the pool will know, just ask at the desk.", 'refusal'],
    ["I couldn't find the lane hire prices. The front desk will know - they're on 020 7946 0331.", 'refusal'],
    ["The pool opens at 7. I don't know about lane hire; the staff at the desk will know.", 'partial'],
    ['The course will teach you how to belay safely.', 'answer'],
    ["I don't know about lane hire. The pool opens at 7, the staff at the desk will know the rest.", 'partial'],
  ],
  de: [
    ['Das steht leider nicht im Kursplan. Das Team an der Kasse kann Ihnen das sicher beantworten.', 'refusal'],
    ['Dazu habe ich keine Angaben. Der Fahrlehrer weiß das bestimmt.', 'refusal'],
    ['Unter 030 5557 1234 bekommen Sie dazu Auskunft. Ich habe keine Angaben dazu.', 'refusal'],
    [
      'Das Bad öffnet um 7 Uhr. Zur Bahnmiete habe ich keine Angaben, das Team an der Kasse weiß das bestimmt.',
      'partial',
    ],
    ['Der Kurs bringt Ihnen das Sichern bei.', 'answer'],
    ['Das Team an der Kasse verkauft Tageskarten für 6 €.', 'answer'],
  ],
  es: [
    ['Eso no viene en el horario. En recepción te lo dicen.', 'refusal'],
    ['No tengo ese dato. Los socorristas de la piscina te lo explican.', 'refusal'],
    ['No tengo ese dato. Lo mejor es que pregunte en la autoescuela; el personal le informará encantado.', 'refusal'],
    ['La piscina abre a las 7. Del alquiler de calles no tengo información; en recepción te lo dicen.', 'partial'],
    ['El curso te enseña a asegurar bien.', 'answer'],
    ['En recepción venden bonos de 10 baños por 35 €.', 'answer'],
  ],
  fr: [
    ["Ce n'est pas indiqué dans le planning. L'accueil de la piscine pourra vous renseigner.", 'refusal'],
    ["Je n'ai pas cette info. Les moniteurs te l'expliqueront sur place.", 'refusal'],
    [
      "La piscine ouvre à 7 h. Je n'ai pas d'information sur la location de lignes, l'accueil pourra vous renseigner.",
      'partial',
    ],
    ['Le cours vous apprend à assurer.', 'answer'],
    ["L'accueil vend des cartes de 10 entrées à 35 €.", 'answer'],
    [
      "Désolé, je ne peux répondre qu'aux questions sur les commandes. Pour le reste, voyez avec l'équipe de la piscine.",
      'refusal',
    ],
  ],
  pt: [
    ['Não tenho essa informação. Pergunta na recepção da piscina, eles te explicam.', 'refusal'],
    ['Não tenho essa informação. A equipe da autoescola sabe responder.', 'refusal'],
    [
      'A piscina abre às 7h. Não tenho informação sobre o aluguel de raias, o pessoal da recepção te explica.',
      'partial',
    ],
    ['O curso te ensina a fazer a segurança.', 'answer'],
    ['A recepção vende pacotes de 10 aulas por 300 reais.', 'answer'],
  ],
  it: [
    ["Questo l'orario non lo dice. Alla reception della piscina te lo sanno dire.", 'refusal'],
    ['Non ho questa informazione. Gli istruttori te lo spiegano volentieri.', 'refusal'],
    ['La piscina apre alle 7. Sulle corsie non ho informazioni, alla reception te lo sanno dire.', 'partial'],
    ['Il corso ti insegna a fare sicura.', 'answer'],
    ['La reception vende carnet da 10 ingressi a 35 €.', 'answer'],
  ],
  ja: [
    ['時間割には書いてありません。プールの受付のスタッフが知っていると思います。', 'refusal'],
    ['その情報は資料にありません。教習所の窓口で聞いてみてください。', 'refusal'],
    ['分かりません。インストラクターに聞けば教えてくれますよ。', 'refusal'],
    ['プールは7時に開きます。コースの貸切は分かりません。受付のスタッフが知っていると思います。', 'partial'],
    ['講習でビレイのやり方を教えてくれます。', 'answer'],
    ['受付のスタッフが10回券を3,500円で販売しています。', 'answer'],
  ],
  zh: [
    ['时间表里没写。你去的时候问问前台吧。', 'refusal'],
    ['这个我不清楚，教练应该知道。', 'refusal'],
    ['资料里没有这方面的信息，前台的工作人员会告诉你的。', 'refusal'],
    ['游泳馆早上7点开门。包泳道的事我不清楚，前台应该知道。', 'partial'],
    ['课程会教你怎么做保护。', 'answer'],
    ['前台卖10次卡，350元。', 'answer'],
  ],
};

kindsInEachLanguage('easy-read lines and glosses', EASY_READ);
kindsInEachLanguage('sales pivots, scope statements and offers', SALES_PIVOTS);
kindsInEachLanguage('who will know', WHO_WILL_KNOW);
