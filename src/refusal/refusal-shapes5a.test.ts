import { describe, expect, test } from 'vitest';
import { classifyRefusal, type RefusalDecision, type RefusalLanguage } from './refusal.js';

/**
 * Shapes around a decline that made the classifier read a decline as an answer or a partial, in every shipped
 * language where the shape exists: courtesy clauses, causal reasons, scope declines and the restated question. Each
 * class has sentences in several domains and near misses that must keep their kind (an apology before a fact, a
 * reason that states a fact, a scope of the world, a restatement followed by its answer).
 */
type Row = readonly [language: RefusalLanguage, answer: string, expected: RefusalDecision['kind']];

const CLASSES: Readonly<Record<string, readonly Row[]>> = {
  'Courtesy clauses: an apology, regret or thanks alone, or with pronouns, intensifiers and particles, or a first-person remark on not wanting to answer wrongly, carries no claim':
    [
      ['en', "The ferry timetable for the winter isn't in the documents I have. My apologies.", 'refusal'],
      ['en', "I couldn't find the late fee for library DVDs, sorry about that.", 'refusal'],
      ['en', "I can't confirm the gym's holiday hours. I'd rather not give you a wrong time.", 'refusal'],
      ['en', 'Sorry, the gym closes at 9 pm on Sundays.', 'answer'],
      ['en', "Sorry, bikes aren't allowed on the ferry.", 'answer'],
      ['en', "I wouldn't recommend the early ferry, it is often late.", 'answer'],
      [
        'de',
        'Die Öffnungszeiten der Bibliothek am Feiertag stehen nicht in meinen Unterlagen. Tut mir wirklich leid.',
        'refusal',
      ],
      ['de', 'Dazu habe ich leider nichts gefunden, entschuldigen Sie bitte.', 'refusal'],
      ['de', 'Das kann ich Ihnen nicht sagen. Ich möchte Ihnen keine falsche Auskunft geben.', 'refusal'],
      ['de', 'Ob die Sauna inbegriffen ist, weiß ich nicht. Verzeihung.', 'refusal'],
      ['de', 'Tut mir leid, die Fähre fährt sonntags nicht.', 'answer'],
      ['de', 'Entschuldigung, das Fitnessstudio schließt um 22 Uhr.', 'answer'],
      ['es', 'No encuentro el horario del ferry en invierno. Lo lamento mucho.', 'refusal'],
      ['es', 'No sé si el gimnasio abre en festivos, disculpa.', 'refusal'],
      ['es', 'No puedo confirmarlo. Prefiero no darte un dato equivocado.', 'refusal'],
      ['es', 'La documentación no dice nada de la sauna. Perdone las molestias.', 'refusal'],
      ['es', 'Lo siento, el gimnasio cierra a las 22:00.', 'answer'],
      ['es', 'Perdona, las bicicletas no pueden subir al ferry.', 'answer'],
      ['fr', 'Je ne trouve pas le tarif du ferry en hiver. Toutes mes excuses.', 'refusal'],
      ['fr', 'Je ne sais pas si la salle de sport ouvre les jours fériés, désolée.', 'refusal'],
      ['fr', 'Je ne peux pas vous le confirmer. Je préfère ne pas vous donner une information erronée.', 'refusal'],
      ['fr', "La brochure ne dit rien sur le sauna. Veuillez m'excuser.", 'refusal'],
      ['fr', 'Désolé, la salle ferme à 22 h le dimanche.', 'answer'],
      ['fr', 'Pardon, les vélos ne sont pas admis sur le ferry.', 'answer'],
      ['pt', 'Não encontrei o preço da balsa no inverno. Peço desculpa.', 'refusal'],
      ['pt', 'Não sei se a academia abre nos feriados, desculpe.', 'refusal'],
      ['pt', 'Não posso confirmar isso. Prefiro não lhe passar uma informação errada.', 'refusal'],
      ['pt', 'O folheto não fala da sauna. Lamento muito.', 'refusal'],
      ['pt', 'Desculpe, a academia fecha às 22h aos domingos.', 'answer'],
      ['pt', 'Perdão, bicicletas não são permitidas na balsa.', 'answer'],
      ['it', "Non trovo la tariffa del traghetto per l'inverno. Mi scuso.", 'refusal'],
      ['it', 'Non so se la palestra apre nei giorni festivi, mi dispiace.', 'refusal'],
      ['it', "Non posso confermarlo. Preferisco non darle un'informazione sbagliata.", 'refusal'],
      ['it', "L'opuscolo non dice nulla sulla sauna. Chiedo scusa.", 'refusal'],
      ['it', 'Mi dispiace, la palestra chiude alle 22 la domenica.', 'answer'],
      ['it', 'Scusi, le biciclette non sono ammesse sul traghetto.', 'answer'],
      ['ja', '冬のフェリーの時刻表は資料に載っていません。申し訳ございません。', 'refusal'],
      ['ja', 'ジムが祝日に開いているかはわからないです。すみません。', 'refusal'],
      ['ja', '確認できませんでした。間違った情報をお伝えしたくないので。', 'refusal'],
      ['ja', 'サウナについては資料に記載がありません。ごめんなさい。', 'refusal'],
      ['ja', '申し訳ありませんが、ジムは日曜日は22時に閉まります。', 'answer'],
      ['ja', 'すみません、自転車はフェリーに乗せられません。', 'answer'],
      ['zh', '资料里没有冬季的渡轮时刻表。非常抱歉。', 'refusal'],
      ['zh', '我不知道健身房节假日是否开放，不好意思啊。', 'refusal'],
      ['zh', '这个我没法确认。我不想给您错误的信息。', 'refusal'],
      ['zh', '手册里没有提到桑拿。对不起。', 'refusal'],
      ['zh', '不好意思，健身房周日晚上十点关门。', 'answer'],
      ['zh', '抱歉，自行车不能带上渡轮。', 'answer'],
    ],
  'Causal reasons: a reason clause that is itself a decline ("since the sources say nothing about X") with a main clause of inability refuses; a reason that states a fact keeps its claim':
    [
      [
        'en',
        "Because the rental agreement I have says nothing about ski helmets, I couldn't tell you whether they're included.",
        'refusal',
      ],
      [
        'en',
        "As the clinic's leaflet doesn't mention weekend appointments, I'm unable to say if they offer them.",
        'refusal',
      ],
      ['en', "I can't tell you how long the repair takes, since the workshop notes don't cover it.", 'refusal'],
      ['en', "Since the pool is closed on Mondays, I can't swim then.", 'answer'],
      ['en', "Because the ferry is fully booked, I can't tell you which cabin you'll get.", 'partial'],
      [
        'de',
        'Weil der Mietvertrag zu Skihelmen nichts sagt, kann ich Ihnen nicht sagen, ob sie inklusive sind.',
        'refusal',
      ],
      [
        'de',
        'Da in der Broschüre der Praxis keine Wochenendtermine erwähnt werden, kann ich dazu leider nichts sagen.',
        'refusal',
      ],
      [
        'de',
        'Ich kann nicht sagen, wie lange die Reparatur dauert, weil die Werkstattnotizen dazu nichts enthalten.',
        'refusal',
      ],
      ['de', 'Da das Bad montags geschlossen ist, kann man dann nicht schwimmen.', 'answer'],
      [
        'es',
        'Como el contrato de alquiler no dice nada sobre los cascos, no sabría decirte si están incluidos.',
        'refusal',
      ],
      [
        'es',
        'Puesto que el folleto de la clínica no menciona citas en fin de semana, no puedo decirle si las hay.',
        'refusal',
      ],
      ['es', 'No puedo decirte cuánto tarda la reparación, porque las notas del taller no lo indican.', 'refusal'],
      ['es', 'Como la piscina cierra los lunes, ese día no se puede nadar.', 'answer'],
      [
        'fr',
        "Comme le contrat de location ne dit rien sur les casques, je ne saurais vous dire s'ils sont inclus.",
        'refusal',
      ],
      [
        'fr',
        "Puisque la brochure de la clinique ne mentionne pas de rendez-vous le week-end, je ne peux pas vous dire s'il y en a.",
        'refusal',
      ],
      [
        'fr',
        "Je ne peux pas vous dire combien de temps dure la réparation, car les notes de l'atelier n'en parlent pas.",
        'refusal',
      ],
      ['fr', 'Comme la piscine est fermée le lundi, on ne peut pas nager ce jour-là.', 'answer'],
      [
        'pt',
        'Como o contrato de aluguel não diz nada sobre capacetes, não saberia dizer se estão incluídos.',
        'refusal',
      ],
      [
        'pt',
        'Já que o folheto da clínica não menciona consultas no fim de semana, não consigo dizer se existem.',
        'refusal',
      ],
      ['pt', 'Não posso dizer quanto tempo leva o conserto, porque as notas da oficina não indicam.', 'refusal'],
      ['pt', 'Como a piscina fecha às segundas, não dá para nadar nesse dia.', 'answer'],
      [
        'it',
        'Dato che il contratto di noleggio non dice nulla sui caschi, non saprei dirti se sono inclusi.',
        'refusal',
      ],
      [
        'it',
        "Siccome l'opuscolo della clinica non menziona visite nel fine settimana, non sono in grado di dirle se ci sono.",
        'refusal',
      ],
      ['it', "Non posso dirle quanto dura la riparazione, perché le note dell'officina non lo indicano.", 'refusal'],
      ['it', 'Poiché la piscina è chiusa il lunedì, quel giorno non si può nuotare.', 'answer'],
      ['ja', 'レンタル規約にヘルメットについての記載がないため、含まれるかどうかはお答えできません。', 'refusal'],
      ['ja', 'パンフレットに週末の診療のことが書かれていないので、わかりかねます。', 'refusal'],
      ['ja', '修理メモに所要時間が載っていませんので、お答えしかねます。', 'refusal'],
      ['ja', 'プールは月曜日が休みなので、その日は泳げません。', 'answer'],
      ['zh', '因为租赁合同里没有提到头盔，所以我没法告诉您是否包含。', 'refusal'],
      ['zh', '由于诊所的宣传册没有说明周末门诊，我无法确认。', 'refusal'],
      ['zh', '维修记录里没有写需要多久，因此无法回答您。', 'refusal'],
      ['zh', '因为泳池周一关闭，所以那天不能游泳。', 'answer'],
    ],
  "Scope declines: the assistant's or the sources' scope as a restriction, or outside it": [
    [
      'en',
      "The documents I have only cover membership plans and class times, so I couldn't say whether there's parking.",
      'refusal',
    ],
    ['en', "My material is about the spa treatments, not the restaurant, so I can't answer that.", 'refusal'],
    ['en', 'I can only help with questions about loans and renewals.', 'refusal'],
    ['en', "That's beyond what I'm able to help with.", 'refusal'],
    ['en', 'The membership only covers the gym floor, so classes cost extra.', 'answer'],
    ['en', 'The museum is about local history, not modern art.', 'answer'],
    [
      'de',
      'Meine Unterlagen betreffen nur Mitgliedschaften und Kurszeiten, deshalb kann ich dazu nichts sagen.',
      'refusal',
    ],
    ['de', 'Ich kann nur Fragen zu Ausleihe und Verlängerung beantworten.', 'refusal'],
    ['de', 'Das geht über das hinaus, wobei ich Ihnen helfen kann.', 'refusal'],
    ['de', 'Die Mitgliedschaft umfasst nur den Gerätebereich, deshalb kosten Kurse extra.', 'answer'],
    [
      'es',
      'Los documentos que tengo solo tratan de las cuotas y los horarios de clase, así que no sabría decirte si hay aparcamiento.',
      'refusal',
    ],
    ['es', 'Solo puedo responder preguntas sobre préstamos y renovaciones.', 'refusal'],
    ['es', 'Eso se sale de lo que puedo ayudarte.', 'refusal'],
    ['es', 'La cuota solo cubre la sala de máquinas, así que las clases se pagan aparte.', 'answer'],
    [
      'fr',
      "Mes documents ne portent que sur les abonnements et les horaires des cours, donc je ne peux pas vous dire s'il y a un parking.",
      'refusal',
    ],
    ['fr', "Je ne peux répondre qu'aux questions sur les prêts et les renouvellements.", 'refusal'],
    ['fr', 'Cela sort du cadre de ce que je peux faire pour vous.', 'refusal'],
    ['fr', "L'abonnement ne couvre que la salle de musculation, donc les cours sont en supplément.", 'answer'],
    [
      'pt',
      'Os documentos que tenho tratam só de planos e horários das aulas, por isso não sei dizer se há estacionamento.',
      'refusal',
    ],
    ['pt', 'Só posso responder perguntas sobre empréstimos e renovações.', 'refusal'],
    ['pt', 'Isso foge do que eu posso ajudar.', 'refusal'],
    ['pt', 'O plano cobre só a sala de musculação, por isso as aulas são pagas à parte.', 'answer'],
    [
      'it',
      "I documenti che ho trattano solo gli abbonamenti e gli orari dei corsi, quindi non saprei dirle se c'è un parcheggio.",
      'refusal',
    ],
    ['it', 'Posso rispondere soltanto alle domande che riguardano i prestiti e i rinnovi della biblioteca.', 'refusal'],
    ['it', 'Questo va oltre ciò in cui posso aiutarti.', 'refusal'],
    ['it', "L'abbonamento copre solo la sala pesi, quindi i corsi si pagano a parte.", 'answer'],
    ['ja', '手元の資料は会員プランとレッスン時間についてのものなので、駐車場の有無はお答えできません。', 'refusal'],
    ['ja', '貸出と延長に関するご質問にのみお答えできます。', 'refusal'],
    ['ja', 'その件は私の対応範囲外です。', 'refusal'],
    ['ja', '会員プランはジムエリアのみが対象なので、レッスンは別料金です。', 'answer'],
    ['zh', '我手上的资料只涉及会员套餐和课程时间，所以没法告诉您有没有停车场。', 'refusal'],
    ['zh', '我只能解答借阅和续借方面的问题。', 'refusal'],
    ['zh', '这超出了我能帮忙的范围。', 'refusal'],
    ['zh', '会员卡只包含器械区，所以课程需要另外付费。', 'answer'],
  ],
  'The question restated in the second person (verb of asking or wanting to know) before a decline is no claim': [
    ['en', "You'd like to know whether the vet treats reptiles. The clinic information I have doesn't say.", 'refusal'],
    ['en', "You're wondering if the bakery does gluten-free cakes. I couldn't find that in the menu.", 'refusal'],
    ['en', 'You asked whether pets are allowed in the rooms; they are, for a fee of 10 euros.', 'answer'],
    [
      'de',
      'Sie möchten wissen, ob die Tierarztpraxis auch Reptilien behandelt. Dazu steht in meinen Unterlagen nichts.',
      'refusal',
    ],
    ['de', 'Du fragst, ob die Bäckerei glutenfreie Torten macht. Das konnte ich nicht finden.', 'refusal'],
    ['de', 'Sie fragen nach Reptilien: Ja, die Praxis behandelt sie dienstags.', 'answer'],
    ['es', 'Quieres saber si el veterinario atiende reptiles. En la información que tengo no se dice.', 'refusal'],
    ['es', 'Me pregunta si la panadería hace tartas sin gluten. No lo he encontrado.', 'refusal'],
    ['es', 'Preguntas por los reptiles: sí, se atienden los martes.', 'answer'],
    ['fr', 'Vous voulez savoir si le vétérinaire soigne les reptiles. Mes documents ne le disent pas.', 'refusal'],
    ['fr', "Tu me demandes si la boulangerie fait des gâteaux sans gluten. Je ne l'ai pas trouvé.", 'refusal'],
    ['fr', 'Vous me demandez si le cabinet soigne les reptiles : oui, le mardi.', 'answer'],
    ['pt', 'Você pergunta se o veterinário atende répteis. Não encontrei isso nas informações que tenho.', 'refusal'],
    ['pt', 'O senhor quer saber se a padaria faz bolos sem glúten. Os documentos não dizem.', 'refusal'],
    ['pt', 'Você quer saber se atendem répteis: sim, às terças.', 'answer'],
    ['it', 'Vuole sapere se il veterinario visita anche i rettili. Nei documenti che ho non se ne parla.', 'refusal'],
    ['it', "Mi domandi se il forno fa torte senza glutine: non l'ho trovato.", 'refusal'],
    ['it', 'Mi chiedi se visitano i rettili: sì, il martedì.', 'answer'],
    ['ja', '爬虫類の診察についてのお問い合わせですね。手元の資料には記載がありません。', 'refusal'],
    ['ja', 'グルテンフリーのケーキがあるかというご質問ですね。資料には見当たりませんでした。', 'refusal'],
    ['ja', '爬虫類についてのご質問ですね。火曜日に診察しています。', 'answer'],
    ['zh', '您想知道兽医是否看爬行动物。我手上的资料里没有提到。', 'refusal'],
    ['zh', '你问的是面包店有没有无麸质蛋糕。这个我查不到。', 'refusal'],
    ['zh', '您问的是爬行动物：周二可以看诊。', 'answer'],
    ['es', 'Me preguntas por el horario del spa. No aparece en la documentación.', 'refusal'],
    ['pt', 'Você quer saber em que dia abre a piscina. Não encontrei essa informação.', 'refusal'],
    ['it', 'Mi chiede informazioni sul parcheggio della clinica. Non ho informazioni al riguardo.', 'refusal'],
    ['fr', "Vous me demandez à quelle heure ouvre le musée. Je n'ai pas cette information.", 'refusal'],
    ['es', 'Me preguntas por el horario del spa: abre de 9 a 20.', 'answer'],
    ['it', "Mi chiede informazioni sul parcheggio: costa 2 euro l'ora.", 'answer'],
  ],
  'Conditional and other forms of "be able to" are inability': [
    ['es', 'No sería capaz de decirle cuánto cuesta la revisión del coche.', 'refusal'],
    ['fr', 'Je ne serais pas en mesure de vous indiquer le prix de la révision.', 'refusal'],
    ['pt', 'Não seria capaz de informar quanto custa a revisão.', 'refusal'],
    ['it', 'Non sarei in grado di dirti quanto costa il tagliando.', 'refusal'],
    ['pt', 'O mecânico não seria capaz de consertar o carro hoje.', 'answer'],
    ['it', 'Il meccanico non sarebbe in grado di finire oggi.', 'answer'],
  ],
  'The question restated before a colon: what follows is read alone': [
    ['en', "You asked whether the museum has lockers: the leaflet doesn't say.", 'refusal'],
    ['de', 'Sie fragen, ob das Museum Schließfächer hat: Dazu steht in meinen Unterlagen nichts.', 'refusal'],
    ['es', 'Preguntas si el museo tiene taquillas: la documentación no lo menciona.', 'refusal'],
    ['pt', 'Você pergunta se o museu tem armários: os documentos não dizem.', 'refusal'],
    ['it', 'Mi chiedi se il museo ha armadietti: nei documenti che ho non se ne parla.', 'refusal'],
    ['fr', 'Vous me demandez si le musée a des casiers : la brochure ne le précise pas.', 'refusal'],
    ['en', 'You asked whether the museum has lockers: yes, on the ground floor.', 'answer'],
    ['it', 'Mi chiedi se il museo ha armadietti: sì, al piano terra.', 'answer'],
  ],
  "The sources' scope joined to an inability by a consequence refuses; a scope of the world does not": [
    [
      'es',
      'Los documentos que tengo solo hablan de las tarifas del hotel, así que no podría decirle nada del spa.',
      'refusal',
    ],
    [
      'pt',
      'Os documentos que tenho falam apenas das tarifas do hotel, então não sei dizer nada sobre o spa.',
      'refusal',
    ],
    [
      'it',
      "I documenti che ho parlano solo delle tariffe dell'hotel, quindi non saprei dirle nulla sulla spa.",
      'refusal',
    ],
    [
      'fr',
      "Les documents que j'ai ne parlent que des tarifs de l'hôtel, donc je ne peux rien vous dire sur le spa.",
      'refusal',
    ],
    ['es', 'El bono solo cubre el acceso a la piscina, así que no incluye masajes.', 'answer'],
    ['it', 'Il biglietto copre solo il museo, quindi non include la mostra.', 'answer'],
  ],
  '"Not within what I can help with" refuses; "not included in the price" is an answer': [
    ['it', 'Purtroppo questa domanda non rientra nel mio ambito.', 'refusal'],
    ['es', 'Eso no entra en lo que puedo responder.', 'refusal'],
    ['pt', 'Isso não está entre os assuntos que posso tratar.', 'refusal'],
    ['fr', 'Cela ne fait pas partie de ce sur quoi je peux répondre.', 'refusal'],
    ['it', 'Il parcheggio non rientra nel prezzo del biglietto.', 'answer'],
    ['es', 'El desayuno no entra en la tarifa básica.', 'answer'],
  ],
  'German: an object put first with the modal second ("Den Preis konnte ich nicht finden"), and "keine Ahnung"': [
    ['de', 'Die Kurszeiten für Januar konnte ich in den Unterlagen des Studios nicht finden.', 'refusal'],
    ['de', 'Diese Frage kann ich leider nicht beantworten.', 'refusal'],
    ['de', 'Keine Ahnung, tut mir leid.', 'refusal'],
    ['de', 'Den Saunabereich können Sie ohne Aufpreis nutzen.', 'answer'],
    ['de', 'Den Schlüssel kann ich Ihnen erst morgen geben.', 'answer'],
  ],
  'Scope declines after a lead-in that takes the subject, and with a redirect tail': [
    ['en', "I'm afraid that's beyond what I can answer.", 'refusal'],
    ['en', 'Sorry, that falls outside the scope of the material I have.', 'refusal'],
    ['zh', '我只能解答会员卡相关的问题，其他的事请咨询前台。', 'refusal'],
    ['en', "I'm afraid that is outside the opening hours.", 'answer'],
    ['zh', '我只能帮您预约周二下午三点的课程。', 'answer'],
  ],
  'A source with a qualifier naming whose it is, a singular information noun, no access with a topic first; a qualified source that does not include something states a fact':
    [
      ['es', 'No tengo ese dato, perdona.', 'refusal'],
      ['de', 'Auf Ihre Bestellhistorie habe ich keinen Zugriff.', 'refusal'],
      ['pt', 'O material do curso não fala disso.', 'refusal'],
      ['es', 'El folleto de la academia no menciona las clases de los sábados.', 'refusal'],
      [
        'de',
        'Die Frage nach den Stornogebühren bei kurzfristigen Absagen kann ich anhand meiner Unterlagen nicht beantworten.',
        'refusal',
      ],
      ['pt', 'O material do curso não inclui o livro.', 'answer'],
      ['es', 'El material del curso no incluye el libro.', 'answer'],
      ['de', 'Am Montag habe ich keine Zeit.', 'answer'],
    ],
  'The four classes again in other domains and registers, with near misses (an apology before a fact, a reason that states a fact, a restatement followed by its answer)':
    [
      ['en', "I can't find the checkout limit for e-books. Apologies.", 'refusal'],
      ['en', "You're asking how many guests a member can bring. The membership terms don't mention guests.", 'refusal'],
      ['en', "Since nothing in the price list mentions gift wrapping, I can't say whether it's free.", 'refusal'],
      ['en', 'I can only help with questions about bookings and cancellations.', 'refusal'],
      ['en', "That's outside what I can help with, sorry.", 'refusal'],
      ['de', 'Zu Gutscheinen steht in den Unterlagen nichts. Entschuldigen Sie bitte.', 'refusal'],
      ['de', 'Sie fragen nach den Parkmöglichkeiten am Hotel. Dazu habe ich leider keine Informationen.', 'refusal'],
      [
        'de',
        'Weil die Preisliste keine Geschenkverpackung erwähnt, kann ich nicht sagen, ob sie kostenlos ist.',
        'refusal',
      ],
      ['de', 'Das liegt außerhalb dessen, wobei ich Ihnen helfen kann.', 'refusal'],
      ['de', 'Ich kann Ihnen nur bei Fragen zu Buchungen und Stornierungen helfen.', 'refusal'],
      ['es', 'No encuentro el límite de préstamo de libros electrónicos. Mil disculpas.', 'refusal'],
      ['es', 'Como la lista de precios no menciona el envoltorio de regalo, no puedo decirte si es gratis.', 'refusal'],
      ['es', 'Solo puedo ayudarle con preguntas sobre reservas y cancelaciones.', 'refusal'],
      ['fr', "Je ne trouve pas la limite d'emprunt des livres numériques. Je suis vraiment désolée.", 'refusal'],
      [
        'fr',
        "Puisque la liste des prix ne mentionne pas l'emballage cadeau, je ne saurais vous dire s'il est gratuit.",
        'refusal',
      ],
      ['fr', "Vous me demandez combien d'invités un membre peut amener. Les conditions n'en parlent pas.", 'refusal'],
      ['fr', 'Je peux seulement vous aider pour les réservations et les annulations.', 'refusal'],
      ['pt', 'Não encontro o limite de empréstimo de e-books. Mil desculpas.', 'refusal'],
      [
        'pt',
        'Já que a tabela de preços não menciona embrulho para presente, não consigo dizer se é grátis.',
        'refusal',
      ],
      ['pt', 'Só consigo ajudar com perguntas sobre reservas e cancelamentos.', 'refusal'],
      ['it', 'Non trovo il limite di prestito degli e-book. Scusami tanto.', 'refusal'],
      ['it', 'Siccome il listino non menziona la confezione regalo, non saprei dirti se è gratuita.', 'refusal'],
      ['it', 'Vuoi sapere quanti ospiti può portare un socio. Il regolamento non ne parla.', 'refusal'],
      ['ja', '電子書籍の貸出上限は見つかりませんでした。大変失礼いたしました。', 'refusal'],
      ['ja', '予約とキャンセルに関するご質問にのみお答えしております。', 'refusal'],
      ['ja', 'ギフト包装については料金表に記載がないため、無料かどうかはわかりかねます。', 'refusal'],
      ['zh', '没找到电子书的借阅上限，真不好意思。', 'refusal'],
      ['zh', '你想知道会员能带几位客人。会员条款里没有提到。', 'refusal'],
      ['zh', '由于价目表没有提到礼品包装，我没法告诉您是否免费。', 'refusal'],
      ['zh', '我只能帮您解答预订和取消方面的问题。', 'refusal'],
      ['en', 'Sorry, gift wrapping costs 3 euros.', 'answer'],
      ['de', 'Entschuldigung, die Geschenkverpackung kostet 3 Euro.', 'answer'],
      ['fr', "Vous me demandez si l'emballage est gratuit : non, il coûte 3 euros.", 'answer'],
      ['zh', '不好意思，礼品包装收费三元。', 'answer'],
      ['ja', 'すみません、ギフト包装は有料です。', 'answer'],
      ['es', 'Como la tienda cierra el domingo, no se puede recoger ese día.', 'answer'],
      ['it', 'Siccome il negozio è chiuso la domenica, non si può ritirare quel giorno.', 'answer'],
      ['fr', 'Je peux seulement vous conseiller de réserver tôt.', 'answer'],
    ],
};

describe('shapes around a decline, in every language that has them', () => {
  for (const [name, rows] of Object.entries(CLASSES)) {
    describe(name, () => {
      test.for(rows)('%s: %s -> %s', ([language, answer, expected]) => {
        const decision = classifyRefusal(answer, { language });
        expect(decision.kind, decision.reason).toBe(expected);
      });
    });
  }

  test('a courtesy clause is read as a filler of its own, so a decline before it stays a refusal', () => {
    const decision = classifyRefusal('Die Sauna steht nicht in meinen Unterlagen. Das tut mir wirklich leid.', {
      language: 'de',
    });
    expect(decision.kind).toBe('refusal');
    expect(decision.clauses.at(-1)).toMatchObject({ kind: 'filler', rule: 'courtesy-only' });
  });

  test('a courtesy clause after a fact adds no decline: the answer stays an answer', () => {
    for (const [language, answer] of [
      ['ja', 'ジムは22時に閉まります。すみません。'],
      ['zh', '健身房晚上十点关门。不好意思。'],
      ['it', 'La palestra chiude alle 22. Mi scuso.'],
    ] as const) {
      expect(classifyRefusal(answer, { language }).kind, answer).toBe('answer');
    }
  });
});
