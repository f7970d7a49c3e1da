import { type KindTable, kindsInEachLanguage } from './__fixtures__/kinds-in-each-language.js';

// Heuristic rules, round 5: three classes written before the rules for them, in domains of our own (a marina, a
// gym, a vet, a pharmacy, a museum, a garden centre, a town hall, a yoga studio), each beside near misses of the
// same shape that must keep their kind.
//
// `WHO_KNOWS`: after a decline, a sentence whose subject is a person, office or channel and whose predicate is
// knowing, helping or informing; advice to ask; an imperative or suggestion to call or write (with a phone number);
// an offer to tell about something else. Each is a next step, so the whole is a refusal. What such an office does
// or sells, or when it is open, stays a claim.
const WHO_KNOWS: KindTable = {
  en: [
    [
      "I couldn't find anything about winter berths at the marina. The harbour master would be the one who knows, he's on 0161 555 0199.",
      'refusal',
    ],
    [
      "I don't know whether the sauna at the gym is mixed. The staff at the front counter will surely be able to help you.",
      'refusal',
    ],
    ["The documents don't say whether the vet treats reptiles. I'd suggest asking at reception.", 'refusal'],
    ['No idea, sorry. Give the garden centre a ring on 020 7946 0321.', 'refusal'],
    [
      "I can't find the studio's refund terms. If you like, I can tell you about the class timetable instead.",
      'refusal',
    ],
    ["I don't know the exact fee. The front counter sells yoga mats for 15 euros.", 'partial'],
    ['The pharmacy counter is open until 8 pm.', 'answer'],
  ],
  de: [
    [
      'Dazu finde ich in den Unterlagen nichts. Der Hausmeister kann Ihnen da bestimmt weiterhelfen: 030 5550123.',
      'refusal',
    ],
    ['Das weiß ich leider nicht. Am besten fragen Sie direkt an der Kasse nach.', 'refusal'],
    ['Das kann ich nicht sagen. Ihre Krankenkasse kann Ihnen dazu sicher Auskunft geben.', 'refusal'],
    ['Das steht nicht in meinen Unterlagen. Ruf doch mal beim Tierarzt an, 0711 555 88.', 'refusal'],
    [
      'Das steht nicht in meinen Unterlagen. Wenn Sie möchten, kann ich Ihnen etwas zu den Öffnungszeiten sagen.',
      'refusal',
    ],
    ['Den genauen Preis kenne ich nicht. Die Kasse verkauft Handtücher für 3 Euro.', 'partial'],
    ['Die Kasse ist bis 20 Uhr geöffnet.', 'answer'],
  ],
  es: [
    ['No encuentro nada sobre eso. Seguramente el conserje del edificio te lo pueda explicar: 91 555 2233.', 'refusal'],
    ['No lo sé. Te recomiendo preguntar en el mostrador de la farmacia.', 'refusal'],
    ['No aparece en los documentos. Llama a la clínica veterinaria, allí te informan.', 'refusal'],
    ['No lo sé. Si quieres, puedo contarte los horarios del gimnasio.', 'refusal'],
    ['No sé el precio exacto. En el mostrador venden toallas por 4 euros.', 'partial'],
    ['La farmacia abre hasta las 21:00.', 'answer'],
  ],
  fr: [
    ["Je n'ai pas trouvé cette information. Le secrétariat de la mairie pourra sûrement vous renseigner.", 'refusal'],
    ["Je ne sais pas. Je vous conseille de demander directement à l'accueil du musée.", 'refusal'],
    ["Les documents n'en parlent pas. Appelez la capitainerie, c'est le 02 98 55 12 34.", 'refusal'],
    ["Je ne sais pas. Si vous voulez, je peux vous renseigner sur les horaires d'ouverture.", 'refusal'],
    ["Je ne connais pas le tarif exact. L'accueil vend des audioguides à 5 euros.", 'partial'],
    ["L'accueil du musée est ouvert jusqu'à 18 h.", 'answer'],
  ],
  pt: [
    ['Não encontrei essa informação. A secretaria do ginásio certamente poderá esclarecer isso.', 'refusal'],
    ['Não sei. Aconselho a perguntar na receção da clínica.', 'refusal'],
    ['Não consta nos documentos. Ligue para a farmácia: 21 555 0987.', 'refusal'],
    ['Não sei. Se quiser, posso informá-lo sobre os horários do museu.', 'refusal'],
    ['Não sei o preço exato. A receção vende toalhas por 3 euros.', 'partial'],
    ['A receção está aberta até às 20h.', 'answer'],
  ],
  it: [
    [
      'Non ho trovato informazioni su questo. La segreteria della palestra saprà sicuramente darle una risposta.',
      'refusal',
    ],
    ['Non lo so. Le consiglio di chiedere al banco della farmacia.', 'refusal'],
    ['Nei documenti non c’è. Provi a chiamare il veterinario allo 02 5550 1234.', 'refusal'],
    ['Non saprei. Se preferisci, posso darti i dettagli sugli orari della piscina.', 'refusal'],
    ['Non conosco il prezzo esatto. La reception vende asciugamani a 3 euro.', 'partial'],
    ['La segreteria è aperta fino alle 19.', 'answer'],
  ],
  ja: [
    ['資料には載っていませんでした。フロントに聞いてみるのが確実だと思います。', 'refusal'],
    ['ごめん、わからない。ジムの受付に電話してみて。03-5555-1234だよ。', 'refusal'],
    ['その情報は見つかりませんでした。動物病院のスタッフならきっと教えてくれると思います。', 'refusal'],
    ['わかりません。よろしければ、開館時間についてお伝えできます。', 'refusal'],
    ['正確な料金はわかりません。受付でタオルを300円で販売しています。', 'partial'],
    ['受付は午後8時まで開いています。', 'answer'],
  ],
  zh: [
    ['资料里没有提到这一点。建议直接问一下药店的工作人员。', 'refusal'],
    ['这个我不清楚。可以打物业的电话问问：010-5555-1234。', 'refusal'],
    ['我查不到相关信息。你可以通过官网的留言板联系客服。', 'refusal'],
    ['文档中没有这方面的信息。如果需要，我可以告诉你健身房的营业时间。', 'refusal'],
    ['具体价格我不清楚。前台卖毛巾，每条5元。', 'partial'],
    ['前台营业到晚上8点。', 'answer'],
  ],
};

// `FRONTED`: a partial answer whose decline comes second, with its object or topic fronted before a negated verb
// of knowing, finding or appearing ("which X, I don't know"; "about X I found nothing"; "X is not in the documents";
// "I couldn't find out when X"). The fact before it keeps the whole a partial, never an answer.
const FRONTED: KindTable = {
  en: [
    ['The gym opens at 6 am on weekdays. Whether the pool is heated I can’t say.', 'partial'],
    ['Museum tickets cost 12 euros. About guided tours I found nothing.', 'partial'],
    ["Berths cost 25 euros a night. The price of electricity, though, isn't in the documents I have.", 'partial'],
  ],
  de: [
    ['Das Museum öffnet um 10 Uhr. Ob es Führungen gibt, weiß ich nicht.', 'partial'],
    ['Der Kurs kostet 80 Euro. Zum Ablauf der Prüfung habe ich nichts gefunden.', 'partial'],
    ['Die Praxis öffnet um 8 Uhr. Die Preise für Impfungen stehen nicht in meinen Unterlagen.', 'partial'],
  ],
  es: [
    ['El gimnasio abre a las 7. Qué clases hay los domingos no lo sé.', 'partial'],
    ['La visita guiada cuesta 8 euros. Sobre si se puede entrar con carrito no he encontrado nada.', 'partial'],
    ['La consulta cuesta 40 euros. Lo de la vacuna, por su parte, no consta en la documentación.', 'partial'],
    ['El horario es de 9 a 14. Los precios no figuran en la documentación que tengo.', 'partial'],
    ['La consulta cuesta 40 euros. El precio de la vacuna no lo encuentro.', 'partial'],
  ],
  fr: [
    ['La salle ouvre à 7 h. Quels cours ont lieu le dimanche, je ne sais pas.', 'partial'],
    ["La visite coûte 9 euros. Sur l'accès des poussettes, je n'ai rien trouvé.", 'partial'],
    ['La consultation coûte 35 euros. Le prix du vaccin ne figure pas dans les documents.', 'partial'],
  ],
  pt: [
    ['O ginásio abre às 7h. Que aulas há ao domingo não sei.', 'partial'],
    ['A visita custa 8 euros. Sobre o acesso com carrinhos não encontrei nada.', 'partial'],
    ['A consulta custa 40 euros. A taxa de vacinação não aparece nos documentos que tenho.', 'partial'],
    ['A piscina abre às 8h. Se a água é aquecida não consegui apurar.', 'partial'],
  ],
  it: [
    ['La palestra apre alle 7. Quali corsi ci sono la domenica non lo so.', 'partial'],
    ["La visita costa 9 euro. Sull'accesso con i passeggini non ho trovato nulla.", 'partial'],
    ['La visita costa 30 euro. Per il vaccino non posso aiutarla.', 'partial'],
    ['Il museo apre alle 10. Il prezzo delle audioguide nei documenti non c’è.', 'partial'],
  ],
  ja: [
    ['ジムは朝7時に開きます。日曜日のクラスについてはわかりません。', 'partial'],
    ['入館料は1000円です。ガイドツアーの料金は資料に載っていません。', 'partial'],
    ['診察料は3000円です。ワクチンの値段は見つかりませんでした。', 'partial'],
  ],
  zh: [
    ['健身房早上7点开门。周日有哪些课程我不知道。', 'partial'],
    ['门票50元。讲解服务的价格资料里没有写。', 'partial'],
    ['门诊费30元。疫苗价格我这边查不到。', 'partial'],
  ],
};

// `REGISTER`: the core verbs as classes: colloquial negatives of knowing (ja わかんない/知らない/分かんねえ, fr
// "je sais pas"), zh V+不到 over any verb of looking, information nouns in singular and plural, a negative
// quantifier with a prepositional phrase ("nothing on that"), German "Keine Ahnung" with a tail. Near misses: the
// same verb forms said of the world ("you can't get this medicine at a normal pharmacy").
const REGISTER: KindTable = {
  en: [
    ["I don't have that figure, sorry.", 'refusal'],
    ["I can't find anything on that.", 'refusal'],
    ["You can't get this medicine without a prescription.", 'answer'],
  ],
  de: [
    ['Keine Ahnung, sorry.', 'refusal'],
    ['Keine Ahnung, ehrlich gesagt.', 'refusal'],
    ['Keine Ahnung, das steht nirgends.', 'refusal'],
    ['Diese Angabe habe ich nicht.', 'refusal'],
    ['Ich finde nichts dazu.', 'refusal'],
    ['Keine Sorge, die Kasse hat bis 20 Uhr offen.', 'answer'],
  ],
  es: [
    ['No tengo ese dato.', 'refusal'],
    ['No tengo esos datos, lo siento.', 'refusal'],
    ['No cuento con ese detalle.', 'refusal'],
    ['No encuentro nada al respecto.', 'refusal'],
    ['No tenemos esa talla en tienda.', 'answer'],
  ],
  fr: [
    ['Je sais pas, désolé.', 'refusal'],
    ["J'en sais rien, franchement.", 'refusal'],
    ["Je n'ai pas cette donnée.", 'refusal'],
    ['Je ne trouve rien à ce sujet.', 'refusal'],
    ["La piscine n'est pas chauffée en été.", 'answer'],
  ],
  pt: [
    ['Não tenho esse dado.', 'refusal'],
    ['Não disponho desses dados.', 'refusal'],
    ['Não encontro nada a esse respeito.', 'refusal'],
    ['Não temos esse tamanho em loja.', 'answer'],
  ],
  it: [
    ['Non ho questo dato.', 'refusal'],
    ['Non dispongo di questi dati.', 'refusal'],
    ['Non trovo niente al riguardo.', 'refusal'],
    ['Non ho trovato nulla in proposito.', 'refusal'],
    ['Non abbiamo questa taglia in negozio.', 'answer'],
  ],
  ja: [
    ['うーん、わかんないな。', 'refusal'],
    ['それは知らないです、ごめんなさい。', 'refusal'],
    ['分かんねえわ、資料にもねえし。', 'refusal'],
    ['ちょっとわかんないです。', 'refusal'],
    ['そのデータは持っていません。', 'refusal'],
    ['知らない人について行かないでください。', 'answer'],
  ],
  zh: [
    ['查不到。', 'refusal'],
    ['这个我找不到相关资料。', 'refusal'],
    ['我搜不到这方面的记录。', 'refusal'],
    ['我没有这个数据。', 'refusal'],
    ['这种药在普通药店买不到。', 'answer'],
    ['山顶上看不到海。', 'answer'],
  ],
};

// `SECOND_ROUND`: the same classes completed after the first rules: saber/sapere as "know how to tell" with any
// verb of telling; offers with a verb of informing; offers with any modal of ability (zh 能); a fronted object
// before a modal, the assistant and a negated verb of finding or telling (German); impersonal "non se ne parla"
// with the sources or a named document as the place (Italian).
const SECOND_ROUND: KindTable = {
  de: [
    ['Die Öffnungszeiten der Sauna konnte ich in den Unterlagen nicht finden.', 'refusal'],
    ['Den Preis für die Impfung kann ich Ihnen anhand meiner Unterlagen leider nicht nennen.', 'refusal'],
    ['Die Frage nach der Kinderbetreuung kann ich mit den Unterlagen, die ich habe, nicht beantworten.', 'refusal'],
    ['Ob Hunde erlaubt sind, kann ich den Unterlagen nicht entnehmen.', 'refusal'],
    ['Den Schlüssel für die Sauna bekommen Sie an der Kasse.', 'answer'],
    ['Die Sauna kann ich Ihnen nicht empfehlen, sie ist oft überfüllt.', 'answer'],
  ],
  es: [
    ['No sé decirle a qué hora cierra la piscina.', 'refusal'],
    ['De la sauna no sé decirte nada.', 'refusal'],
    ['No lo sé. Puedo informarte, eso sí, sobre las tarifas del gimnasio.', 'refusal'],
    ['No encuentro ese dato. Si quieres, te puedo informar de los horarios.', 'refusal'],
    ['No lo sé. Las tarifas del gimnasio son de 30 euros al mes.', 'partial'],
  ],
  pt: [
    ['Não sei dizer-lhe se o museu abre à segunda.', 'refusal'],
    ['Não sei te dizer quanto custa a aula.', 'refusal'],
  ],
  it: [
    ['Non so dirle se il museo è aperto a Pasquetta.', 'refusal'],
    ['Sulla sauna non so dirti niente.', 'refusal'],
    ['Nelle schede del museo non se ne parla.', 'refusal'],
    ['Nei documenti che ho non se ne fa cenno.', 'refusal'],
    ['Della sauna nei documenti non si parla.', 'refusal'],
    ['Nel museo non si parla ad alta voce.', 'answer'],
  ],
  fr: [['Je ne sais pas vous dire si le musée ouvre le lundi.', 'refusal']],
  zh: [
    ['这个我不清楚。我能帮你查的是：\n- 开放时间\n- 门票价格', 'refusal'],
    ['我没找到相关信息。我能为您介绍一下健身房的课程安排。', 'refusal'],
    ['我没找到相关信息。我能告诉你的是，门票每张50元。', 'partial'],
  ],
};

// `THIRD_ROUND`: the classes completed once more: zh 没V到 (the perfective negative of a verb of looking up), ja
// plain past negative potentials (確認できなかったです), an advice to ask with an honorific verb (お尋ねいただくのが一番),
// an object taken up by a clitic with a verb of knowing (non lo conosco), a topic with a comma and a contrastive
// adverb before a first-person decline, the clipped information noun "info", and a contact suggestion that crosses
// a phone number or an app path (zh). Near misses: a verb of buying or going, not of looking up; a topic before a
// negative about the world.
const THIRD_ROUND: KindTable = {
  zh: [
    ['健身房的储物柜价格我没查到。', 'refusal'],
    ['这方面我没搜到任何记录。', 'refusal'],
    ['门票50元。学生票我这边没查到相关信息。', 'partial'],
    ['他没买到票。', 'answer'],
    ['储物柜的价格我查不到。你可以在官方微信号里留言问一下人工客服。', 'refusal'],
    ['这个我没找到。有需要的话，拨打前台热线 021-5555 6789 咨询即可。', 'refusal'],
    ['这个我没找到。你也可以拨前台的号码 021-5555 6789 咨询。', 'refusal'],
  ],
  ja: [
    ['その点はちょっと確認できなかったです。', 'refusal'],
    ['料金は見つけられなかったです。', 'refusal'],
    ['雨で山頂まで行けなかったです。', 'answer'],
    ['料金は確認できませんでした。受付にお尋ねいただくのが一番です。', 'refusal'],
    ['料金は確認できませんでした。ジムに直接問い合わせるのがおすすめです。', 'refusal'],
  ],
  it: [
    ["L'orario di chiusura non lo conosco.", 'refusal'],
    ["La sauna apre alle 9. Il prezzo dell'asciugamano non lo conosco.", 'partial'],
    ['La sauna apre alle 9. Sul noleggio degli asciugamani, invece, non ho trovato nulla.', 'partial'],
    ['Non ho info su questo, mi spiace.', 'refusal'],
    ['Sul noleggio degli asciugamani, invece, non ci sono limiti.', 'answer'],
  ],
  es: [
    ['La sauna abre a las 9. El precio de la toalla no lo conozco.', 'partial'],
    ['La sauna abre a las 9. Sobre el alquiler de toallas, en cambio, no he encontrado nada.', 'partial'],
    ['Ni idea, no tengo info sobre eso.', 'refusal'],
    ['Sobre el alquiler de toallas, en cambio, no hay límite.', 'answer'],
  ],
  pt: [
    ['A sauna abre às 9h. Sobre o aluguer de toalhas, não encontrei a informação.', 'partial'],
    ['Não tenho info sobre isso.', 'refusal'],
  ],
  en: [['The sauna opens at 9. On towel hire, though, I found nothing.', 'partial']],
  fr: [
    ["Pas d'info là-dessus, désolé.", 'refusal'],
    ['Aucune info sur les tarifs du sauna.', 'refusal'],
  ],
};

// `NEAR_MISSES`: the same shapes said of the world, which keep their kind: a conditional or interrogative clause
// before a negated verb of the world, a fronted object taken up by a clitic with the company's "we", a place that is
// no source, a negative form of knowing that modifies a noun, a third party's service, an "X is the one who" fact.
const NEAR_MISSES: KindTable = {
  en: [
    ['The harbour office is the one who issues permits.', 'answer'],
    ["When it rains, we don't open the terrace.", 'answer'],
    ["Which bus you take doesn't matter, both stop at the museum.", 'answer'],
  ],
  de: [
    ['Die Apotheke kann Ihnen das Medikament bestellen.', 'answer'],
    ['Der Tisch steht nicht im Garten.', 'answer'],
  ],
  es: [
    ['Si llueve no abrimos la terraza.', 'answer'],
    ['Qué clases hay los domingos: yoga y pilates.', 'answer'],
    ['El nombre no aparece en la lista de invitados.', 'answer'],
    ['El abono no lo tenemos en la tienda.', 'answer'],
  ],
  fr: [['Quand il pleut, je ne sors pas le chien.', 'answer']],
  pt: [
    ['Se chover, não abrimos a esplanada.', 'answer'],
    ['O menu não está em português.', 'answer'],
  ],
  it: [
    ['Se piove non apriamo la terrazza.', 'answer'],
    ["Il gatto non c'è nella foto.", 'answer'],
    ['Per i bambini non serve la prenotazione.', 'answer'],
    ['Il modello non lo abbiamo in negozio.', 'answer'],
    ["Il prezzo non lo so, ma l'ingresso è gratuito per i bambini sotto i 6 anni.", 'partial'],
  ],
  ja: [['わからない点は受付で聞いてください。', 'answer']],
  zh: [['会员可以联系教练预约私教课。', 'answer']],
};

kindsInEachLanguage('round 5 next steps to a person, office or channel', WHO_KNOWS);
kindsInEachLanguage('round 5 a decline second with a fronted object or topic', FRONTED);
kindsInEachLanguage('round 5 register and morphology of the core verbs', REGISTER);
kindsInEachLanguage('round 5 near misses that keep their kind', NEAR_MISSES);
kindsInEachLanguage('round 5 the same classes completed', SECOND_ROUND);
kindsInEachLanguage('round 5 the classes completed once more', THIRD_ROUND);
