import { type KindTable, kindsInEachLanguage } from './__fixtures__/kinds-in-each-language.js';

// Heuristic rules, round 11 (French and Portuguese helper): search results and closest matches (class T) in every
// language, with sentences of our own in other domains (an optician, a driving school, a bowling alley, a garden
// centre, a swimming pool), beside near misses that must keep their kind.

// An assistant that answers like a search engine: a search that found nothing ("0 results for 'X'", "No results
// found."), a list of the titles it found and "none of them mention X", the closest entry's title and "it doesn't
// cover Y", a suggestion to search again. None of it gives a value of the asked thing, so the answer refuses. The
// closest entry that does answer ("and it answers this: ...") and a top result with a value beside a topic the help
// centre lacks keep their claims.
const SEARCH_RESULTS: KindTable = {
  en: [
    [
      "0 results for 'varifocal lens cleaning cloth' in our help centre.\n\nI can help with:\n- appointments\n- frame repairs\n- contact lens orders",
      'refusal',
    ],
    ['No results found.', 'refusal'],
    [
      "4 results found:\n- 'How long is a driving lesson?'\n- 'Booking your theory test'\n- 'Cancelling a lesson'\n- 'Pass Plus courses'\nNone of them mention automatic cars.",
      'refusal',
    ],
    ["The closest match I found is 'Can I bring my own bowling ball?' - it doesn't cover ball drilling.", 'refusal'],
    [
      "The nearest FAQ entry is 'What plants do you stock?'. It talks about the seasonal range, not whether you deliver compost, so it's best to ask at the till.",
      'refusal',
    ],
    ["Nothing matched 'lane booking for parties'. Did you mean 'group bookings'?", 'refusal'],
    [
      "The closest match is 'Do you repair frames?', and it answers this: frame repairs take three working days and cost £15.",
      'answer',
    ],
    [
      "Top result: 'Lesson prices' - a 60-minute lesson costs £38. For intensive courses, nothing in the help centre.",
      'partial',
    ],
    ["2 results found:\n- 'Opening hours': the pool opens at 6:30 on weekdays\n- 'Prices': adult swim £5.20", 'answer'],
  ],
  fr: [
    [
      "0 résultat pour « nettoyage de verres progressifs » dans notre centre d'aide.\n\nJe peux vous aider pour :\n- les rendez-vous\n- les réparations de montures",
      'refusal',
    ],
    ['Aucun résultat trouvé.', 'refusal'],
    [
      "3 résultats trouvés :\n- « Durée d'une leçon de conduite »\n- « Réserver l'examen du code »\n- « Annuler une leçon »\nAucun ne mentionne la boîte automatique.",
      'refusal',
    ],
    [
      "L'entrée la plus proche est « Puis-je apporter ma propre boule ? » — elle ne parle pas du perçage des boules.",
      'refusal',
    ],
    [
      "La question la plus proche que j'ai trouvée est « Quelles plantes vendez-vous ? », mais elle ne dit rien sur la livraison de terreau.",
      'refusal',
    ],
    [
      'Rien ne correspond à « réservation de piste anniversaire ». Vouliez-vous dire « réservations de groupe » ?',
      'refusal',
    ],
    [
      "L'entrée la plus proche est « Réparez-vous les montures ? », et elle répond à votre question : la réparation prend trois jours ouvrés et coûte 15 €.",
      'answer',
    ],
    [
      "Premier résultat : « Tarifs des leçons » — une leçon d'une heure coûte 45 €. Pour les stages intensifs, rien dans le centre d'aide.",
      'partial',
    ],
  ],
  pt: [
    [
      '0 resultados para "limpeza de lentes multifocais" na nossa central de ajuda.\n\nPosso ajudar com:\n- agendamentos\n- conserto de armações',
      'refusal',
    ],
    ['Nenhum resultado encontrado.', 'refusal'],
    [
      '3 resultados encontrados:\n- "Quanto dura uma aula de direção?"\n- "Como marcar a prova teórica"\n- "Cancelar uma aula"\nNenhum deles fala de carro automático.',
      'refusal',
    ],
    [
      'A entrada mais próxima é "Posso levar minha própria bola?", mas ela não fala sobre a furação de bolas.',
      'refusal',
    ],
    [
      'O resultado mais parecido que encontrei foi "Quais plantas vocês vendem?" — ele não responde se vocês entregam adubo.',
      'refusal',
    ],
    ['Nada encontrado para "reserva de pista para aniversário". Você quis dizer "reservas de grupo"?', 'refusal'],
    [
      'A entrada mais próxima é "Vocês consertam armações?", e ela responde: o conserto leva três dias úteis e custa R$ 60.',
      'answer',
    ],
    [
      'Resultado principal: "Preços das aulas" — uma aula de 50 minutos custa R$ 120. Sobre aulas intensivas, não há nada na central de ajuda.',
      'partial',
    ],
  ],
  de: [
    [
      '0 Treffer für „Gleitsichtgläser reinigen“ in unserem Hilfe-Center.\n\nIch kann Ihnen helfen bei:\n- Terminen\n- Brillenreparaturen',
      'refusal',
    ],
    ['Keine Ergebnisse gefunden.', 'refusal'],
    [
      '3 Ergebnisse gefunden:\n- „Wie lange dauert eine Fahrstunde?“\n- „Theorieprüfung buchen“\n- „Fahrstunde absagen“\nKeines davon erwähnt Automatikautos.',
      'refusal',
    ],
    [
      'Der ähnlichste Eintrag ist „Darf ich meine eigene Bowlingkugel mitbringen?“ – zum Bohren von Kugeln sagt er nichts.',
      'refusal',
    ],
    [
      'Der nächstliegende FAQ-Eintrag ist „Welche Pflanzen führen Sie?“, aber er beantwortet nicht, ob Sie Blumenerde liefern.',
      'refusal',
    ],
    [
      'Der ähnlichste Eintrag ist „Reparieren Sie Brillengestelle?“, und er beantwortet Ihre Frage: Eine Reparatur dauert drei Werktage und kostet 15 €.',
      'answer',
    ],
    [
      'Top-Ergebnis: „Preise für Fahrstunden“ – eine Fahrstunde kostet 58 €. Zu Intensivkursen steht nichts im Hilfe-Center.',
      'partial',
    ],
  ],
  es: [
    [
      '0 resultados para «limpieza de lentes progresivas» en nuestro centro de ayuda.\n\nPuedo ayudarte con:\n- citas\n- reparación de monturas',
      'refusal',
    ],
    ['No se encontraron resultados.', 'refusal'],
    [
      '3 resultados encontrados:\n- «¿Cuánto dura una clase práctica?»\n- «Reservar el examen teórico»\n- «Cancelar una clase»\nNinguno menciona coches automáticos.',
      'refusal',
    ],
    ['La entrada más parecida es «¿Puedo traer mi propia bola?», que no habla del taladrado de bolas.', 'refusal'],
    [
      'El resultado más cercano que encontré es «¿Qué plantas venden?», pero no dice nada de si reparten abono.',
      'refusal',
    ],
    [
      'La entrada más parecida es «¿Reparan monturas?», y responde a tu pregunta: la reparación tarda tres días laborables y cuesta 15 €.',
      'answer',
    ],
    [
      'Resultado principal: «Precios de las clases» — una clase de 45 minutos cuesta 32 €. Sobre cursos intensivos, no hay nada en el centro de ayuda.',
      'partial',
    ],
  ],
  it: [
    [
      '0 risultati per «pulizia lenti progressive» nel nostro centro assistenza.\n\nPosso aiutarti con:\n- appuntamenti\n- riparazione montature',
      'refusal',
    ],
    ['Nessun risultato trovato.', 'refusal'],
    [
      "3 risultati trovati:\n- «Quanto dura una lezione di guida?»\n- «Prenotare l'esame di teoria»\n- «Disdire una lezione»\nNessuno parla di auto con cambio automatico.",
      'refusal',
    ],
    [
      'La voce più vicina è «Posso portare la mia boccia da bowling?», che non parla della foratura delle bocce.',
      'refusal',
    ],
    [
      'Il risultato più simile che ho trovato è «Quali piante vendete?», ma non dice se consegnate il terriccio.',
      'refusal',
    ],
    [
      'La voce più vicina è «Riparate le montature?», e risponde alla domanda: la riparazione richiede tre giorni lavorativi e costa 15 €.',
      'answer',
    ],
    [
      "Primo risultato: «Prezzi delle lezioni» — una lezione di 50 minuti costa 40 €. Sui corsi intensivi, nel centro assistenza non c'è niente.",
      'partial',
    ],
  ],
  ja: [
    ['「遠近両用レンズ クリーニング」の検索結果：0件\n\nお手伝いできること：\n- ご予約\n- フレームの修理', 'refusal'],
    ['該当する結果はありません。', 'refusal'],
    [
      '3件見つかりました：\n- 「教習1回の時間は？」\n- 「学科試験の予約」\n- 「教習のキャンセル」\nいずれもオートマ車については触れていません。',
      'refusal',
    ],
    ['いちばん近いFAQは「マイボールを持ち込めますか？」ですが、ボールの穴あけについては書かれていません。', 'refusal'],
    ['最も近い質問は「どんな植物を扱っていますか？」ですが、ご質問の答えにはなっていません。', 'refusal'],
    [
      'いちばん近いFAQは「フレームの修理はできますか？」で、ご質問への答えになっています：修理は3営業日で、料金は1,500円です。',
      'answer',
    ],
    ['上位の結果：「教習料金」— 1時限4,800円です。合宿免許については、ヘルプセンターに情報がありません。', 'partial'],
  ],
  zh: [
    ['搜索“渐进镜片 清洁”：0 条结果\n\n我可以帮你：\n- 预约验光\n- 维修镜框', 'refusal'],
    ['无结果。', 'refusal'],
    ['找到3条结果：\n- “一节驾驶课多长时间？”\n- “预约科目一考试”\n- “取消课程”\n都没有提到自动挡。', 'refusal'],
    ['最接近的常见问题是“可以自带保龄球吗？”，但它没有提到给球打孔。', 'refusal'],
    ['最相近的条目是“你们卖哪些植物？”，它并没有回答这个问题。', 'refusal'],
    ['最接近的常见问题是“可以修镜框吗？”，它正好回答了你的问题：维修需要3个工作日，费用是80元。', 'answer'],
    ['第一条结果：“课程价格”——一节课150元。关于强化班，帮助中心里没有相关内容。', 'partial'],
  ],
};

kindsInEachLanguage('round 11, search results and closest matches', SEARCH_RESULTS);

// "None of them" declines only with a verb of mentioning or answering about the results; the same quantifier over
// people or things in the world, and a dash or a count with a value, keep the claim.
const NONE_OF_THEM_IN_THE_WORLD: KindTable = {
  en: [
    ['Nothing came up at the eye test: your prescription is unchanged.', 'answer'],
    ['3 lanes are free tonight: lanes 4, 7 and 9.', 'answer'],
  ],
  fr: [
    ['Parmi les moniteurs, aucun ne parle allemand.', 'answer'],
    ['Aucun ne répond au téléphone le dimanche : le bureau est fermé.', 'answer'],
  ],
  pt: [
    ['Dos instrutores, nenhum deles fala alemão.', 'answer'],
    ['Nenhum responde ao telefone no domingo, a secretaria fecha às 18h.', 'answer'],
  ],
  de: [['Keiner der Fahrlehrer spricht Französisch.', 'answer']],
  it: [['Tra gli istruttori, nessuno parla francese.', 'answer']],
};

kindsInEachLanguage('round 11, none of them in the world', NONE_OF_THEM_IN_THE_WORLD);

// A run-on sentence read by its clauses (class W): the restated question, relative clauses that say what the sources
// cover or that the assistant read them, the decline and ", so I would suggest ...". Dropping those relative clauses
// lets the source meet its negated verb; a value of the asked thing joined by "but" keeps the answer partial.
const RUN_ON_SENTENCES: KindTable = {
  en: [
    [
      "Regarding the swimming lessons for adults at the leisure pool, which is what you would like to know about, I'm afraid that the timetable I was given, which lists the public swim sessions and the aqua aerobics classes, does not say anything about adult lessons, so I would suggest that you ask at reception.",
      'refusal',
    ],
    [
      'You would like to know whether the dance school offers a trial lesson, and I have read the course brochure, which describes the salsa and tango courses and the levels, but I could not find anything about a trial lesson in it, so I would suggest that you write to the school.',
      'refusal',
    ],
    [
      'Unfortunately, and I apologise for this, the information that I have about the zoo, which covers the opening hours and the feeding times, does not mention whether dogs are allowed, so I am not able to tell you.',
      'refusal',
    ],
    [
      "I'm afraid that the course brochure, which I have read carefully, does not mention the name of the tango teacher, which was the first part of your question, but the beginners' course starts at 7 pm every Thursday in studio 2.",
      'partial',
    ],
    [
      'The adult swim session runs every Monday from 6 to 8 pm in the main pool, where lockers are free, but whether you can bring a float is not mentioned in the timetable that I have, so I cannot tell you that.',
      'partial',
    ],
  ],
  fr: [
    [
      "Vous me demandez si l'auto-école propose la conduite accompagnée, et j'ai parcouru les documents qui m'ont été fournis, qui parlent surtout des tarifs du permis B et du code, mais aucun d'eux ne mentionne la conduite accompagnée, donc je vous conseille de contacter directement l'auto-école.",
      'refusal',
    ],
    [
      "Malheureusement, et je m'en excuse, les informations dont je dispose sur la piscine municipale, qui présentent les horaires des bassins et les cours d'aquagym, ne précisent à aucun moment si les bonnets sont obligatoires, si bien que je ne suis pas en mesure de vous répondre.",
      'refusal',
    ],
    [
      "En ce qui concerne le stage de danse de l'été, qui est ce que vous voulez savoir, la brochure que j'ai, qui décrit les cours hebdomadaires de salsa et de tango, ne dit rien du stage d'été, alors je vous suggère d'appeler l'école.",
      'refusal',
    ],
    [
      "Malheureusement, la brochure de l'école de danse, que j'ai lue attentivement, ne mentionne pas le nom du professeur de tango, qui était la première partie de votre question, mais le cours débutant commence à 19 h tous les jeudis.",
      'partial',
    ],
    [
      "La séance de natation pour adultes a lieu tous les lundis de 18 h à 20 h dans le grand bassin, où les casiers sont gratuits, mais si l'on peut apporter une planche, les horaires que j'ai ne le précisent pas.",
      'partial',
    ],
  ],
  pt: [
    [
      'Você quer saber se a autoescola oferece aulas aos domingos, e eu procurei nos documentos que recebi, que falam principalmente sobre os preços da habilitação e as aulas teóricas, mas nenhum deles menciona aulas aos domingos, então sugiro que você entre em contato com a secretaria da autoescola.',
      'refusal',
    ],
    [
      'Infelizmente, pelo que consegui ver nas informações sobre a piscina municipal, que explicam os horários das raias e as aulas de hidroginástica, não há nenhuma menção ao uso obrigatório de touca, e por isso não tenho como afirmar se isso é exigido ou não.',
      'refusal',
    ],
    [
      'Sobre o curso de verão da escola de dança, que é o que você quer saber, o folheto que eu tenho, que descreve as aulas semanais de salsa e de tango, não diz nada sobre o curso de verão, por isso sugiro que você ligue para a escola.',
      'refusal',
    ],
    [
      'Infelizmente, o folheto da escola de dança, que li com atenção, não menciona o nome do professor de tango, que era a primeira parte da sua pergunta, mas a turma de iniciantes começa às 19h todas as quintas-feiras.',
      'partial',
    ],
    [
      'A sessão de natação para adultos acontece todas as segundas das 18h às 20h na piscina grande, onde os armários são gratuitos, mas se dá para levar prancha, os horários que eu tenho não dizem.',
      'partial',
    ],
  ],
  de: [
    [
      'Leider steht in den Informationen zum Hallenbad, die mir vorliegen und die vor allem die Öffnungszeiten der Becken und die Aquafitness-Kurse beschreiben, nichts darüber, ob Badekappen Pflicht sind, sodass ich Ihnen das nicht sagen kann.',
      'refusal',
    ],
    [
      'Zum Sommerkurs der Tanzschule, nach dem Sie fragen, sagt die Broschüre, die mir vorliegt und die die wöchentlichen Salsa- und Tangokurse beschreibt, leider nichts, deshalb empfehle ich Ihnen, die Tanzschule anzurufen.',
      'refusal',
    ],
    [
      'Der Name des Tangolehrers wird in der Broschüre der Tanzschule, die ich sorgfältig gelesen habe, leider nicht erwähnt, aber der Anfängerkurs beginnt jeden Donnerstag um 19 Uhr in Saal 2.',
      'partial',
    ],
  ],
  es: [
    [
      'Lo que usted quiere saber es si la autoescuela da clases los domingos, y he revisado los documentos que tengo, que hablan sobre todo de los precios del carné y de las clases teóricas, pero en ninguno de ellos aparecen clases los domingos, así que le recomiendo que llame a la autoescuela.',
      'refusal',
    ],
    [
      'Por lo que veo en la información sobre la piscina municipal, que explica los horarios de las calles y las clases de aquagym, no se especifica en ningún sitio si el gorro es obligatorio, así que, sinceramente, no lo puedo saber.',
      'refusal',
    ],
    [
      'En cuanto al curso de verano de la escuela de baile, que es lo que usted pregunta, el folleto que tengo, que describe las clases semanales de salsa y tango, no dice nada del curso de verano, así que le sugiero que llame a la escuela.',
      'refusal',
    ],
    [
      'Lamentablemente, el folleto de la escuela de baile, que he leído con atención, no menciona el nombre del profesor de tango, que era la primera parte de su pregunta, pero el curso de principiantes empieza a las 19:00 todos los jueves.',
      'partial',
    ],
    [
      'En cuanto a si se puede llevar tabla, que es la segunda parte de su pregunta, el horario que tengo no dice nada, pero lo que sí le puedo decir es que la natación para adultos es los lunes de 18:00 a 20:00.',
      'partial',
    ],
  ],
  it: [
    [
      'Lei mi chiede se la scuola guida fa lezioni la domenica, e io ho controllato i documenti che mi sono stati forniti, che parlano soprattutto dei prezzi della patente e delle lezioni di teoria, ma in nessun punto si parla di lezioni la domenica, quindi le consiglio di telefonare alla segreteria.',
      'refusal',
    ],
    [
      'Purtroppo, da quello che ho potuto vedere nelle informazioni sulla piscina comunale, che elencano gli orari delle corsie e spiegano i corsi di acquagym, non viene detto da nessuna parte se la cuffia è obbligatoria, per cui non sono in grado di darle una risposta.',
      'refusal',
    ],
    [
      "Riguardo al corso estivo della scuola di ballo, che è quello che vuole sapere, l'opuscolo che ho, che descrive i corsi settimanali di salsa e di tango, non dice niente sul corso estivo, quindi le suggerisco di chiamare la scuola.",
      'refusal',
    ],
    [
      "Purtroppo l'opuscolo della scuola di ballo, che ho letto con attenzione, non riporta il nome dell'insegnante di tango, che era la prima parte della sua domanda, ma il corso per principianti inizia alle 19 ogni giovedì.",
      'partial',
    ],
  ],
  ja: [
    [
      'ダンス教室の夏期講習についてのご質問ですが、手元のパンフレットは毎週のサルサとタンゴのクラスを紹介しているもので、夏期講習については書かれていないため、教室に電話で確認していただくのがよいと思います。',
      'refusal',
    ],
    [
      'タンゴの講師の名前はパンフレットには書かれていませんが、初心者クラスは毎週木曜日の19時から2番スタジオで始まります。',
      'partial',
    ],
    [
      '大人向けの水泳教室は毎週月曜日の18時から20時まで大プールで行われていますが、ビート板を持ち込めるかどうかは手元の時間表には書かれていません。',
      'partial',
    ],
  ],
  zh: [
    [
      '您想知道市游泳馆是否必须戴泳帽，我看了提供给我的资料，资料主要讲各个泳池的开放时间和水中健身课，并没有说明泳帽的要求，因此我无法回答，建议您打电话问一下游泳馆。',
      'refusal',
    ],
    [
      '舞蹈学校暑期班的情况，我手头的宣传册只介绍每周的萨尔萨和探戈课程，没有提到暑期班，所以我没办法告诉您，您可以打电话问问学校。',
      'refusal',
    ],
    ['探戈老师的名字宣传册里没有写，不过初级班每周四晚上7点在2号教室上课。', 'partial'],
  ],
};

kindsInEachLanguage('round 11, run-on sentences', RUN_ON_SENTENCES);

// A relative clause that holds a value about the asked thing is kept, and one in a sentence about the world drops
// nothing that would turn it into a decline.
const RUN_ON_NEAR_MISSES: KindTable = {
  en: [
    [
      'The timetable, which lists the adult sessions on Mondays at 6 pm, does not mention whether floats are allowed.',
      'partial',
    ],
    ['The pool, which is run by the council, does not allow floats in the main lane.', 'answer'],
  ],
  fr: [['La piscine, qui ouvre à 7 h, ne ferme pas le dimanche.', 'answer']],
};

kindsInEachLanguage('round 11, run-on near misses', RUN_ON_NEAR_MISSES);
