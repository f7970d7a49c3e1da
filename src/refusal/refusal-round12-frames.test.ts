/**
 * Refusal rules, round 12 (frames): the chat-bot frame and search-result classes read only what they should. A lone
 * key-press line ("Press 0 to open the gate") is an instruction unless it stands in a menu; the closest entry's frame
 * makes no claim but a clause after its title does; a zero that is the value of a quantity ("库存：0个") is a fact, not a
 * search with no hits; an apostrophe inside a word (elision, possessive) opens no quoted title. Own sentences in every
 * shipped language where the family applies, near misses that give the fact and declines that must stay declines.
 */
import { kindsInEachLanguage } from './__fixtures__/kinds-in-each-language.js';

// 1. A key-press line ("Press 0 to ...", "Pulse 2 para ...") is a menu line beside another menu line, or when it sends
// the user to a person or back to the menu; alone, with an action of its own, it is an instruction (a claim).
kindsInEachLanguage('lone key-press lines', {
  en: [
    ["I don't know the parking rates. Press 0 to open the barrier at the exit.", 'partial'],
    ["I'm not sure about the oven's wattage. Press 2 for the defrost programme.", 'partial'],
    ["I don't know when the lift was last serviced.\nPress 5 to reach the roof terrace.", 'partial'],
    ["Press 9 to unlock the side door from inside. I don't know who holds the spare key.", 'partial'],
    ['I don’t know the default setting. Tap 3 to switch the display to Celsius.', 'partial'],
    // Declines: a menu of two key lines, a key line beside a reply line, a key line that hands over.
    ["I don't know the parking rates.\nPress 1 for opening hours\nPress 2 to talk to an agent", 'refusal'],
    ["I don't know the parking rates.\nReply 1 to book a space\nPress 2 for opening hours", 'refusal'],
    ["I don't know the parking rates. Press 0 to speak to an operator.", 'refusal'],
    ["I don't know the parking rates.\nPlease reply with a number:\nPress 1 for opening hours", 'refusal'],
    ["I don't know the parking rates.\nPress 0 to go back to the main menu.", 'refusal'],
  ],
  de: [
    ['Die Parkgebühren kenne ich leider nicht. Drücken Sie 0, um die Schranke an der Ausfahrt zu öffnen.', 'partial'],
    ['Die Wattzahl des Ofens kenne ich leider nicht. Drücke 2 für das Auftauprogramm.', 'partial'],
    [
      'Drücken Sie 9, um die Seitentür von innen zu entriegeln. Wer den Ersatzschlüssel hat, weiß ich leider nicht.',
      'partial',
    ],
    ['Die Wartungsdaten des Aufzugs kenne ich leider nicht.\nDrücken Sie 5 für die Dachterrasse.', 'partial'],
    ['Die Parkgebühren kenne ich leider nicht.\nDrücken Sie 1 für Öffnungszeiten\nDrücken Sie 2 für Preise', 'refusal'],
    [
      'Die Parkgebühren kenne ich leider nicht.\nAntworte mit 1 für Reservierungen\nDrücke 2 für Öffnungszeiten',
      'refusal',
    ],
    ['Die Parkgebühren kenne ich leider nicht. Drücken Sie 0, um mit einem Mitarbeiter zu sprechen.', 'refusal'],
    [
      'Die Parkgebühren kenne ich leider nicht.\nAntworten Sie mit einer Zahl:\nDrücken Sie 1 für Öffnungszeiten',
      'refusal',
    ],
    ['Die Parkgebühren kenne ich leider nicht.\nPress 1 for opening hours\nPress 2 for prices', 'refusal'],
  ],
  es: [
    ['No tengo información sobre las tarifas del aparcamiento. Pulse 0 para abrir la barrera de salida.', 'partial'],
    ['No tengo información sobre la potencia del horno. Pulsa 2 para el programa de descongelar.', 'partial'],
    ['Pulse 9 para desbloquear la puerta lateral desde dentro. No sé quién tiene la llave de repuesto.', 'partial'],
    ['No tengo información sobre el mantenimiento del ascensor.\nPulse 5 para subir a la terraza.', 'partial'],
    ['No tengo información sobre las tarifas.\nPulse 1 para horarios\nPulse 2 para reservas', 'refusal'],
    ['No tengo información sobre las tarifas.\nResponde 1 para reservar\nPulsa 2 para horarios', 'refusal'],
    ['No tengo información sobre las tarifas. Pulse 0 para hablar con un agente.', 'refusal'],
    ['No tengo información sobre las tarifas.\nElija una opción:\nPulse 1 para horarios', 'refusal'],
  ],
  fr: [
    ['Je ne connais pas les tarifs du parking. Appuyez sur 0 pour ouvrir la barrière de sortie.', 'partial'],
    ['Je ne connais pas la puissance du four. Appuyez sur 2 pour le programme de décongélation.', 'partial'],
    [
      'Appuyez sur 9 pour déverrouiller la porte latérale de l’intérieur. Je ne sais pas qui a le double des clés.',
      'partial',
    ],
    ['Je ne connais pas le carnet d’entretien de l’ascenseur.\nAppuyez sur 5 pour monter à la terrasse.', 'partial'],
    [
      'Je ne connais pas les tarifs du parking.\nAppuyez sur 1 pour les horaires\nAppuyez sur 2 pour les réservations',
      'refusal',
    ],
    ['Je ne connais pas les tarifs du parking.\nRépondez 1 pour réserver\nAppuyez sur 2 pour les horaires', 'refusal'],
    ['Je ne connais pas les tarifs du parking. Appuyez sur 0 pour parler à un conseiller.', 'refusal'],
    ['Je ne connais pas les tarifs du parking.\nChoisissez une option :\nAppuyez sur 1 pour les horaires', 'refusal'],
  ],
  it: [
    ['Non conosco le tariffe del parcheggio. Premi 0 per aprire la sbarra all’uscita.', 'partial'],
    ['Non conosco la potenza del forno. Prema 2 per il programma di scongelamento.', 'partial'],
    ['Premi 9 per sbloccare la porta laterale dall’interno. Non so chi abbia la chiave di riserva.', 'partial'],
    ['Non conosco la manutenzione dell’ascensore.\nPremi 5 per salire in terrazza.', 'partial'],
    ['Non conosco le tariffe del parcheggio.\nPremi 1 per gli orari\nPremi 2 per le prenotazioni', 'refusal'],
    ['Non conosco le tariffe del parcheggio.\nRispondi 1 per prenotare\nPremi 2 per gli orari', 'refusal'],
    ['Non conosco le tariffe del parcheggio. Premi 0 per parlare con un operatore.', 'refusal'],
    ['Non conosco le tariffe del parcheggio.\nRispondi con un numero:\nPremi 1 per gli orari', 'refusal'],
  ],
  pt: [
    ['Não sei os preços do estacionamento. Pressione 0 para abrir a cancela da saída.', 'partial'],
    ['Não sei a potência do forno. Tecle 2 para o programa de descongelar.', 'partial'],
    ['Pressione 9 para destravar a porta lateral por dentro. Não sei quem tem a chave reserva.', 'partial'],
    ['Não sei o histórico de manutenção do elevador.\nPressione 5 para subir ao terraço.', 'partial'],
    ['Não sei os preços do estacionamento.\nPressione 1 para horários\nPressione 2 para reservas', 'refusal'],
    ['Não sei os preços do estacionamento.\nDigite 1 para reservar\nPressione 2 para horários', 'refusal'],
    ['Não sei os preços do estacionamento. Pressione 0 para falar com um atendente.', 'refusal'],
    ['Não sei os preços do estacionamento.\nEscolha uma opção:\nPressione 1 para horários', 'refusal'],
  ],
  ja: [
    ['駐車料金はわかりません。出口のバーを開けるには0を押してください。', 'partial'],
    ['オーブンの出力はわかりません。2を押すと解凍モードになります。', 'partial'],
    ['9を押すと内側から通用口のロックが外れます。合鍵を誰が持っているかはわかりません。', 'partial'],
    ['エレベーターの点検記録はわかりません。\n5を押すと屋上テラスに行けます。', 'partial'],
    ['駐車料金はわかりません。\n1を押すと営業時間\n2を押すと予約', 'refusal'],
    ['駐車料金はわかりません。\n「1」を送信すると予約できます\n2を押すと営業時間', 'refusal'],
    ['駐車料金はわかりません。0を押すとオペレーターにつながります。', 'refusal'],
    ['駐車料金はわかりません。\n番号を送信してください。\n1を押すと営業時間', 'refusal'],
  ],
  zh: [
    ['停车费我不清楚。按0打开出口的道闸。', 'partial'],
    ['烤箱的功率我不清楚。按2进入解冻模式。', 'partial'],
    ['按9可以从里面打开侧门。备用钥匙在谁手里我不清楚。', 'partial'],
    ['电梯的保养记录我不清楚。\n按5到楼顶露台。', 'partial'],
    ['停车费我不清楚。\n按1 查看营业时间\n按2 预约车位', 'refusal'],
    ['停车费我不清楚。\n回复1 预约车位\n按2 查看营业时间', 'refusal'],
    ['停车费我不清楚。按0转人工客服。', 'refusal'],
    ['停车费我不清楚。\n请回复数字：\n按1 查看营业时间', 'refusal'],
  ],
});

// 2. The closest entry's frame ("The closest match is 'X'") makes no claim; a clause after the title with its own
// predicate (after a colon or in the same sentence) is a claim about the asked thing.
kindsInEachLanguage('closest-match clauses', {
  en: [
    [
      "The closest match is 'Pet policy': small dogs are welcome in the lounge. I don't know the parking rates.",
      'partial',
    ],
    ["The closest entry is 'Late checkout': rooms can be kept until noon for a fee.", 'answer'],
    [
      "I couldn't find the exact question. The closest match is 'Guest passes': guests must be signed in by a member.",
      'partial',
    ],
    [
      'The most relevant article is "Bike storage": bikes go in the basement, not in the rooms. I don’t know the parking rates.',
      'partial',
    ],
    ["I couldn't find anything on sauna etiquette. The closest match is 'Pool rules'.", 'refusal'],
    ["The closest match is 'Pool rules', but it doesn't cover the sauna.", 'refusal'],
  ],
  de: [
    [
      'Der ähnlichste Eintrag ist „Haustiere“: Kleine Hunde sind in der Lobby erlaubt. Die Parkgebühren kenne ich leider nicht.',
      'partial',
    ],
    ['Der passendste Artikel ist „Spätes Auschecken“: Zimmer können bis Mittag behalten werden.', 'answer'],
    [
      'Zur Sauna habe ich nichts gefunden. Der nächstliegende Eintrag ist „Schwimmbad“: Badekappen sind dort Pflicht.',
      'partial',
    ],
    [
      'Die ähnlichste Frage ist „Fahrräder“: Fahrräder kommen in den Keller. Die Parkgebühren kenne ich leider nicht.',
      'partial',
    ],
    ['Zur Sauna habe ich nichts gefunden. Der ähnlichste Eintrag ist „Schwimmbad“.', 'refusal'],
    ['Der ähnlichste Eintrag ist „Schwimmbad“, aber er erwähnt die Sauna nicht.', 'refusal'],
  ],
  es: [
    [
      'La entrada más parecida es «Mascotas»: los perros pequeños pueden entrar en el salón. No tengo información sobre las tarifas.',
      'partial',
    ],
    ['El artículo más relevante es «Salida tardía»: la habitación se puede mantener hasta el mediodía.', 'answer'],
    ['No encontré nada sobre la sauna. La entrada más cercana es «Piscina»: el gorro es obligatorio.', 'partial'],
    [
      'La pregunta más parecida es «Bicicletas»: las bicis se guardan en el sótano. No tengo información sobre las tarifas.',
      'partial',
    ],
    ['No encontré nada sobre la sauna. La entrada más cercana es «Piscina».', 'refusal'],
    ['La entrada más parecida es «Piscina», pero no habla de la sauna.', 'refusal'],
  ],
  fr: [
    [
      'L’entrée la plus proche est « Animaux » : les petits chiens sont acceptés au salon. Je ne connais pas les tarifs du parking.',
      'partial',
    ],
    ['La fiche la plus pertinente est « Départ tardif » : la chambre peut être gardée jusqu’à midi.', 'answer'],
    [
      'Je n’ai rien trouvé sur le sauna. L’entrée la plus proche est « Piscine » : le bonnet est obligatoire.',
      'partial',
    ],
    [
      'La question la plus proche est « Vélos » : les vélos se rangent au sous-sol. Je ne connais pas les tarifs du parking.',
      'partial',
    ],
    ['Je n’ai rien trouvé sur le sauna. L’entrée la plus proche est « Piscine ».', 'refusal'],
    ['L’entrée la plus proche est « Piscine », mais elle ne parle pas du sauna.', 'refusal'],
  ],
  it: [
    [
      'La voce più vicina è «Animali»: i cani di piccola taglia sono ammessi nella hall. Non conosco le tariffe del parcheggio.',
      'partial',
    ],
    ['L’articolo più pertinente è «Check-out posticipato»: la camera si può tenere fino a mezzogiorno.', 'answer'],
    ['Non ho trovato nulla sulla sauna. La voce più vicina è «Piscina»: la cuffia è obbligatoria.', 'partial'],
    [
      'La domanda più simile è «Biciclette»: le bici si lasciano in cantina. Non conosco le tariffe del parcheggio.',
      'partial',
    ],
    ['Non ho trovato nulla sulla sauna. La voce più vicina è «Piscina».', 'refusal'],
    ['La voce più vicina è «Piscina», ma non parla della sauna.', 'refusal'],
  ],
  pt: [
    [
      'A entrada mais próxima é "Animais": cães pequenos são aceitos no saguão. Não sei os preços do estacionamento.',
      'partial',
    ],
    ['O artigo mais relevante é "Saída tardia": o quarto pode ser mantido até o meio-dia.', 'answer'],
    ['Não encontrei nada sobre a sauna. A entrada mais próxima é "Piscina": a touca é obrigatória.', 'partial'],
    [
      'A pergunta mais parecida é "Bicicletas": as bicicletas ficam no subsolo. Não sei os preços do estacionamento.',
      'partial',
    ],
    ['Não encontrei nada sobre a sauna. A entrada mais próxima é "Piscina".', 'refusal'],
    ['A entrada mais próxima é "Piscina", mas não fala da sauna.', 'refusal'],
  ],
  ja: [
    ['いちばん近いFAQは「ペット」です：小型犬はロビーに同伴できます。駐車料金はわかりません。', 'partial'],
    ['最も近い記事は「レイトチェックアウト」で、部屋は正午まで使えます。', 'answer'],
    ['サウナについては見つかりませんでした。一番近い項目は「プール」で、水泳帽が必要です。', 'partial'],
    ['最も関連する質問は「自転車」です：自転車は地下に置けます。駐車料金はわかりません。', 'partial'],
    ['サウナの情報は見つかりませんでした。一番近いFAQは「プール」ですが、水泳帽は無料で借りられます。', 'partial'],
    ['サウナについては見つかりませんでした。一番近い項目は「プール」です。', 'refusal'],
    ['いちばん近いFAQは「プール」ですが、ご質問の答えにはなっていません。', 'refusal'],
  ],
  zh: [
    ['最接近的条目是“宠物政策”：小型犬可以进入大堂。停车费我不清楚。', 'partial'],
    ['最相关的文章是“延迟退房”，房间可以保留到中午。', 'answer'],
    ['关于桑拿我没有找到信息。最接近的条目是“泳池”：必须戴泳帽。', 'partial'],
    ['最相似的问题是“自行车”：自行车可以放在地下室。停车费我不清楚。', 'partial'],
    ['关于桑拿我没有找到信息。最接近的条目是“泳池”。', 'refusal'],
    ['最接近的条目是“泳池”，但它并没有回答这个问题。', 'refusal'],
  ],
});

// 3. A zero that is the value of a quantity ("Plätze frei: 0", "库存：0个") is a fact; "0 results" for a search declines.
kindsInEachLanguage('a zero that is a value', {
  en: [
    ['Available units: 0', 'answer'],
    ['Rooms left tonight: 0.', 'answer'],
    ["Waiting list: 0 people. I don't know when registration closes.", 'partial'],
    ['Goals conceded so far: 0', 'answer'],
    ["0 results for 'rooftop bar' in our help centre.", 'refusal'],
    ["No results for 'rooftop bar'.", 'refusal'],
  ],
  de: [
    ['Plätze frei: 0', 'answer'],
    ['Verfügbare Zimmer heute: 0.', 'answer'],
    ['Warteliste: 0 Personen. Wann die Anmeldung endet, weiß ich leider nicht.', 'partial'],
    ['Gegentore bisher: 0', 'answer'],
    ['0 Treffer für „Dachterrasse“.', 'refusal'],
    ['Zu „Dachterrasse“ wurden keine Ergebnisse gefunden.', 'refusal'],
  ],
  es: [
    ['Plazas libres: 0', 'answer'],
    ['Habitaciones disponibles esta noche: 0.', 'answer'],
    ['Lista de espera: 0 personas. No sé cuándo cierra la inscripción.', 'partial'],
    ['Goles en contra hasta ahora: 0', 'answer'],
    ['0 resultados para «terraza» en el centro de ayuda.', 'refusal'],
    ['No se encontraron resultados para «terraza».', 'refusal'],
  ],
  fr: [
    ['Places libres : 0', 'answer'],
    ['Chambres disponibles ce soir : 0.', 'answer'],
    ['Liste d’attente : 0 personne. Je ne sais pas quand les inscriptions ferment.', 'partial'],
    ['Buts encaissés jusqu’ici : 0', 'answer'],
    ['0 résultat pour « terrasse » dans le centre d’aide.', 'refusal'],
    ['Aucun résultat pour « terrasse ».', 'refusal'],
  ],
  it: [
    ['Posti liberi: 0', 'answer'],
    ['Camere disponibili stasera: 0.', 'answer'],
    ['Lista d’attesa: 0 persone. Non conosco la data di chiusura delle iscrizioni.', 'partial'],
    ['Gol subiti finora: 0', 'answer'],
    ['0 risultati per «terrazza» nel centro assistenza.', 'refusal'],
    ['Nessun risultato per «terrazza».', 'refusal'],
  ],
  pt: [
    ['Vagas livres: 0', 'answer'],
    ['Quartos disponíveis hoje à noite: 0.', 'answer'],
    ['Lista de espera: 0 pessoas. Não sei quando as inscrições fecham.', 'partial'],
    ['Gols sofridos até agora: 0', 'answer'],
    ['0 resultados para "terraço" na central de ajuda.', 'refusal'],
    ['Nenhum resultado encontrado para "terraço".', 'refusal'],
  ],
  ja: [
    ['在庫：0個', 'answer'],
    ['本日の空き部屋：0室', 'answer'],
    ['キャンセル待ち：0件です。締め切り日はわかりません。', 'partial'],
    ['残り席数：0席', 'answer'],
    ['「屋上テラス」に一致する結果はありませんでした。', 'refusal'],
    ['「駐輪場」に該当するFAQはありませんでした。', 'refusal'],
  ],
  zh: [
    ['库存：0个', 'answer'],
    ['今晚的空房：0间。', 'answer'],
    ['剩余名额：0个。报名截止日期我不清楚。', 'partial'],
    ['候补人数：0个', 'answer'],
    ['这篇帖子的评论：0条。作者是谁我不清楚。', 'partial'],
    ['搜索“会员卡”：0条结果', 'refusal'],
    ['查询结果：0条。', 'refusal'],
    ['没有找到相关结果。', 'refusal'],
  ],
});

// 4. Quotes around a title pair; an apostrophe inside a word (an elision, a possessive) opens no quote, so a value
// after it is read.
kindsInEachLanguage('apostrophes inside words', {
  en: [
    [
      "3 results found:\n- 'Menus'\n- Children's menu: pasta and juice for €8, the chef's choice\n- 'Allergies'\nNone of them mention gluten.",
      'partial',
    ],
    [
      "2 results found:\n- Kids' corner is open until 6 pm on weekdays, the staff's break excluded\n- 'Parking'\nNone of them mention the café.",
      'partial',
    ],
    ["I didn't find the locker rules. The closest match is 'Members' lounge': it's open from 7 am.", 'partial'],
    ["The closest entry is 'Children's parties', but it doesn't cover allergies.", 'refusal'],
    ["2 results found:\n- 'Children's parties'\n- 'Members' lounge'\nNone of them mention allergies.", 'refusal'],
  ],
  de: [
    [
      "2 Ergebnisse gefunden:\n- Für Kinder gibt's ein Menü für 8 €, am Wochenende geht's auch\n- „Öffnungszeiten“\nKeines davon erwähnt die Sauna.",
      'partial',
    ],
    [
      "2 Ergebnisse gefunden:\n- Bei Anna's Bistro kostet's 12 € pro Person\n- „Anfahrt“\nKeines davon erwähnt die Sauna.",
      'partial',
    ],
    ['2 Ergebnisse gefunden:\n- „Kinder“\n- „Anfahrt“\nKeines davon erwähnt die Sauna.', 'refusal'],
  ],
  fr: [
    [
      "2 résultats trouvés :\n- Tarifs : l'abonnement annuel coûte 30 € jusqu'à la fin de l'année\n- « Horaires »\nAucun ne mentionne le sauna.",
      'partial',
    ],
    [
      "2 résultats trouvés :\n- L'accès à l'espace bien-être coûte 12 € la séance\n- « Horaires »\nAucun ne mentionne le sauna.",
      'partial',
    ],
    [
      "Je n'ai rien trouvé sur le sauna. L'entrée la plus proche est « Piscine » : l'accès est gratuit jusqu'à midi.",
      'partial',
    ],
    ["L'entrée la plus proche est 'Accès à l'espace forme', mais elle ne parle pas du sauna.", 'refusal'],
    ["2 résultats trouvés :\n- « L'espace forme »\n- « Horaires d'été »\nAucun ne mentionne le sauna.", 'refusal'],
  ],
  it: [
    [
      "2 risultati trovati:\n- Prezzi: l'abbonamento annuale costa 30 € fino all'anno prossimo\n- «Orari»\nNessuno di questi parla della sauna.",
      'partial',
    ],
    [
      "2 risultati trovati:\n- L'ingresso all'area relax costa 12 € a persona\n- «Orari»\nNessuno di questi parla della sauna.",
      'partial',
    ],
    [
      "Non ho trovato nulla sulla sauna. La voce più vicina è «Piscina»: l'ingresso è gratuito fino all'una.",
      'partial',
    ],
    ["2 risultati trovati:\n- «L'area relax»\n- «Orari d'estate»\nNessuno di questi parla della sauna.", 'refusal'],
  ],
  pt: [
    [
      '2 resultados encontrados:\n- Pousada Olho d\'Água: diária de R$ 180 com café, perto do Pau d\'Arco\n- "Horários"\nNenhum deles menciona a sauna.',
      'partial',
    ],
    ['2 resultados encontrados:\n- "Pousada Olho d\'Água"\n- "Horários"\nNenhum deles menciona a sauna.', 'refusal'],
  ],
});
