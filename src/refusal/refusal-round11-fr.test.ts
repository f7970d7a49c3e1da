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
