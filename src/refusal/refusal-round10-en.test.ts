/**
 * Refusal rules, round 10 (English and German; classes K and L in every language): templated answers and
 * disclaimers. Each class has sentences of its own, in domains of their own, and near misses that must keep their
 * kind: a value about the asked thing stays a claim whatever template or disclaimer frames it.
 */
import { kindsInEachLanguage } from './__fixtures__/kinds-in-each-language.js';

// K. A labelled line whose label is meta (answer, result, short answer, details, next step, recommendation) is read
// by its value; a confidence line, a status line, an empty sources line and a case-number line make no claim.
kindsInEachLanguage('meta labels and record lines', {
  en: [
    ['Result: not found\nConfidence: low\nYou could ask me about lane prices or shoe hire instead.', 'refusal'],
    [
      "**Answer:** Not found. The course handbook doesn't mention night driving lessons.\n**Next step:** Call the office on 0161 555 0192.\n**Sources:** —",
      'refusal',
    ],
    [
      "Case number: LK-40917\nStatus: Pending\n\nI couldn't find anything about safe installation in our service list.",
      'refusal',
    ],
    [
      'Short answer: not stated.\nDetails: the alterations price list I have says nothing about leather jackets.',
      'refusal',
    ],
    ['**Answer:** Night lessons cost £42 per hour.\n**Sources:** [1] Fees 2026', 'answer'],
    ['Ticket ref: BW-1182\nStatus: Open\n\nLane hire is £18 per hour on weekdays.', 'answer'],
    ['Result: not found\nConfidence: low\nThe car wash opens at 7 am on Sundays.', 'partial'],
    ['Status: the lanes are closed on Mondays for maintenance', 'answer'],
    // A status of three words or more is a statement about the world, not a record's state.
    ["I couldn't find the lane prices in the documents.\nStatus: closed on holidays", 'partial'],
  ],
  de: [
    [
      'Ergebnis: keine Treffer\nKonfidenz: gering\nFrag mich gern nach den Bahnpreisen oder den Leihschuhen.',
      'refusal',
    ],
    [
      '**Antwort:** Nicht gefunden – die Kursunterlagen enthalten keine Angaben zu Nachtfahrten.\n**Empfehlung:** Rufen Sie im Büro an: 0711 555 203.',
      'refusal',
    ],
    [
      'Vorgangsnummer: SD-55120\nStatus: offen\n\nZur Installation von Tresoren habe ich in unserer Leistungsliste nichts gefunden.',
      'refusal',
    ],
    ['**Antwort:** Eine Nachtfahrstunde kostet 58 €.\n**Quellen:** [1] Preisliste 2026', 'answer'],
    ['Fallnummer: KS-7781\nStatus: offen\n\nDer Kehrtermin ist am 14. März.', 'answer'],
    ['Ich habe zu den Bahnpreisen nichts gefunden.\nStatus: an Feiertagen geschlossen', 'partial'],
  ],
  es: [
    ['Resultado: sin coincidencias\nConfianza: baja\nPuedo ayudarte con los precios de las pistas.', 'refusal'],
    [
      '**Respuesta:** No encontrado. El manual de la autoescuela no menciona clases nocturnas.\n**Siguiente paso:** Llame a la oficina al 914 555 203.',
      'refusal',
    ],
    [
      'Número de caso: CE-30211\nEstado: abierto\n\nNo he encontrado nada sobre cajas fuertes en la lista de servicios.',
      'refusal',
    ],
    ['**Respuesta:** La clase nocturna cuesta 38 €.\n**Fuentes:** [1] Tarifas 2026', 'answer'],
    ['Número de caso: CE-30212\nEstado: abierto\n\nEl deshollinado cuesta 70 €.', 'answer'],
  ],
  fr: [
    [
      'Résultat : aucune correspondance\nConfiance : faible\nJe peux vous renseigner sur les tarifs des pistes.',
      'refusal',
    ],
    [
      "**Réponse :** Non trouvé. Le livret de l'auto-école ne mentionne pas les leçons de nuit.\n**Prochaine étape :** Appelez le bureau au 01 45 55 02 03.",
      'refusal',
    ],
    [
      "Numéro de dossier : SR-88213\nStatut : en cours\n\nJe n'ai rien trouvé sur l'installation de coffres-forts dans notre liste de services.",
      'refusal',
    ],
    ['**Réponse :** La leçon de nuit coûte 52 €.\n**Sources :** [1] Tarifs 2026', 'answer'],
    ['Numéro de dossier : SR-88214\nStatut : ouvert\n\nLe ramonage coûte 65 €.', 'answer'],
  ],
  pt: [
    ['Resultado: nenhuma correspondência\nConfiança: baixa\nPosso ajudar com os preços das pistas.', 'refusal'],
    [
      '**Resposta:** Não encontrado. O manual da autoescola não menciona aulas noturnas.\n**Próximo passo:** Ligue para a secretaria no (21) 5555-0203.',
      'refusal',
    ],
    [
      'Número do protocolo: CH-20931\nStatus: aberto\n\nNão encontrei nada sobre instalação de cofres na lista de serviços.',
      'refusal',
    ],
    ['**Resposta:** A aula noturna custa R$ 90.\n**Fontes:** [1] Tabela 2026', 'answer'],
    ['Protocolo: CH-20932\nStatus: aberto\n\nA limpeza da chaminé custa R$ 250.', 'answer'],
  ],
  it: [
    ['Esito: nessuna corrispondenza\nAffidabilità: bassa\nPosso aiutarti con i prezzi delle piste.', 'refusal'],
    [
      "**Risposta:** Non trovato. Il manuale dell'autoscuola non menziona lezioni notturne.\n**Prossimo passo:** Chiami la segreteria allo 02 5550 203.",
      'refusal',
    ],
    [
      "Numero pratica: FB-44120\nStato: aperta\n\nNon ho trovato nulla sull'installazione di casseforti nel nostro elenco servizi.",
      'refusal',
    ],
    ['**Risposta:** La lezione notturna costa 45 €.\n**Fonti:** [1] Listino 2026', 'answer'],
    ['Numero pratica: FB-44121\nStato: aperta\n\nLa pulizia del camino costa 80 €.', 'answer'],
  ],
  ja: [
    ['検索結果：該当なし\n信頼度：低\nレーン料金についてならお答えできます。', 'refusal'],
    [
      '**回答：** 見つかりませんでした。教習所の案内には夜間教習についての記載がありません。\n**次のステップ：** 事務所（03-5555-0203）にお電話ください。',
      'refusal',
    ],
    [
      '受付番号：KG-50218\nステータス：対応中\n\n金庫の取り付けについては、サービス一覧に記載がありませんでした。',
      'refusal',
    ],
    ['**回答：** 夜間教習は1時限5,500円です。\n**出典：** [1] 料金表2026', 'answer'],
    ['受付番号：KG-50219\nステータス：対応中\n\n煙突掃除は12,000円です。', 'answer'],
  ],
  zh: [
    ['结果：无匹配内容\n置信度：低\n我可以告诉你球道价格。', 'refusal'],
    ['**回答：** 未找到。驾校手册中没有提到夜间练车。\n**下一步：** 请致电办公室 021-5555-0203。', 'refusal'],
    ['工单号：SB-60218\n状态：处理中\n\n服务清单中没有提到安装保险柜。', 'refusal'],
    ['**回答：** 夜间练车每小时180元。\n**来源：** [1] 价目表2026', 'answer'],
    ['工单号：SB-60219\n状态：处理中\n\n烟囱清扫费用为300元。', 'answer'],
    ['我在资料里没找到卡丁车的价格。\n状态：节假日不营业', 'partial'],
  ],
});

// K. A table or field list whose every value is a decline is a decline; a value in one field makes it partial.
kindsInEachLanguage('decline tables and field lists', {
  en: [
    [
      '| Field | Value |\n|---|---|\n| Bow weight limit | not stated in the club rules |\n| Minimum age | not specified |',
      'refusal',
    ],
    ['- Sweeping interval: not found in the documents\n- Sources: none', 'refusal'],
    ['- Locker hire: not provided in the rules\n- Parking: not covered in the price list', 'refusal'],
    ['- Towels: not included\n- Parking: not available on Sundays', 'answer'],
    [
      '| Item | Price |\n|---|---|\n| Hem shortening | £12 |\n| Zip replacement | not listed in the price list |',
      'partial',
    ],
  ],
  de: [
    [
      '| Angabe | Wert |\n|---|---|\n| Zuggewicht | nicht in der Vereinsordnung angegeben |\n| Mindestalter | keine Angabe |',
      'refusal',
    ],
    ['- Kehrintervall: in den Unterlagen nicht angegeben\n- Quelle: keine', 'refusal'],
    ['| Leistung | Preis |\n|---|---|\n| Saum kürzen | 14 € |\n| Reißverschluss | keine Angabe |', 'partial'],
  ],
  es: [
    [
      '| Dato | Valor |\n|---|---|\n| Potencia máxima del arco | no especificado |\n| Edad mínima | sin información |',
      'refusal',
    ],
    ['| Servicio | Precio |\n|---|---|\n| Acortar bajo | 12 € |\n| Cremallera | no especificado |', 'partial'],
  ],
  it: [
    [
      '| Voce | Valore |\n|---|---|\n| Libbraggio massimo | non specificato |\n| Età minima | non indicata |',
      'refusal',
    ],
    ['| Servizio | Prezzo |\n|---|---|\n| Orlo | 12 € |\n| Cerniera | non specificato |', 'partial'],
  ],
  zh: [
    ['| 项目 | 内容 |\n|---|---|\n| 最大拉力 | 无相关信息 |\n| 最低年龄 | 未说明 |', 'refusal'],
    ['- 相关规定：无相关信息\n- 来源：无', 'refusal'],
    ['| 服务 | 价格 |\n|---|---|\n| 改裤脚 | 25元 |\n| 换拉链 | 未说明 |', 'partial'],
  ],
});

// L. A disclaimer ("This isn't legal advice") and a decline whose reason is the question's category ("it's a legal
// question") make no claim.
kindsInEachLanguage('disclaimers and category reasons', {
  en: [
    [
      "This isn't financial advice, and the genealogy society's membership guide doesn't say whether fees are tax-deductible.",
      'refusal',
    ],
    [
      "The ballet school's handbook says nothing about injuries, so I can't say whether your daughter can dance with a sprained ankle. (Not medical advice.)",
      'refusal',
    ],
    [
      "I can't help with that: it's a legal question, and the print shop's terms don't address copyright on customer files.",
      'refusal',
    ],
    ['The ballet school does not accept students under 4. (Not medical advice.)', 'answer'],
    ["It's a legal requirement: every archer must hold a club licence.", 'answer'],
  ],
  de: [
    [
      'Keine Rechtsberatung. In den Unterlagen der Druckerei steht nichts zum Urheberrecht an Kundendateien.',
      'refusal',
    ],
    [
      'Das ist eine medizinische Frage. In den Unterlagen der Ballettschule steht dazu nichts. Bitte fragen Sie Ihre Ärztin.',
      'refusal',
    ],
    ['Dazu habe ich in der Vereinssatzung nichts gefunden.\n_Dies ist keine Steuerberatung._', 'refusal'],
    ['Die Ballettschule nimmt keine Kinder unter 4 Jahren auf. (Keine medizinische Beratung.)', 'answer'],
  ],
  es: [
    [
      'Esto no es asesoramiento legal. Las condiciones de la imprenta no dicen nada sobre derechos de autor.',
      'refusal',
    ],
    ['Los documentos del club no mencionan el seguro. (Esto no sustituye un asesoramiento jurídico.)', 'refusal'],
    [
      'No puedo responderte: es una cuestión médica y el folleto de la escuela de ballet no dice nada al respecto.',
      'refusal',
    ],
    ['La escuela de ballet no admite alumnos menores de 4 años. (Esto no es consejo médico.)', 'answer'],
  ],
  fr: [
    [
      "Ceci n'est pas un conseil juridique. Les conditions de l'imprimerie ne disent rien sur les droits d'auteur.",
      'refusal',
    ],
    [
      "Je ne peux pas répondre : cela relève d'un avis médical, et le livret de l'école de danse n'en dit rien.",
      'refusal',
    ],
    ["Les documents du club ne mentionnent pas l'assurance. (Ceci ne remplace pas un avis juridique.)", 'refusal'],
    ["L'école de danse n'accepte pas les enfants de moins de 4 ans. (Ceci n'est pas un avis médical.)", 'answer'],
  ],
  pt: [
    ['Isto não é aconselhamento jurídico. As condições da gráfica não dizem nada sobre direitos autorais.', 'refusal'],
    ['Não posso responder: é uma questão médica, e o guia da escola de balé não diz nada sobre isso.', 'refusal'],
    ['Os documentos do clube não mencionam seguro. (Não substitui uma consulta jurídica.)', 'refusal'],
    ['A escola de balé não aceita crianças menores de 4 anos. (Não é aconselhamento médico.)', 'answer'],
  ],
  it: [
    ["Questo non è un parere legale. Le condizioni della tipografia non dicono nulla sui diritti d'autore.", 'refusal'],
    ['Non posso risponderti: è una questione medica e la guida della scuola di danza non ne parla.', 'refusal'],
    ["I documenti del club non menzionano l'assicurazione. (Non sostituisce una consulenza legale.)", 'refusal'],
    ['La scuola di danza non accetta bambini sotto i 4 anni. (Questo non è un parere medico.)', 'answer'],
  ],
  ja: [
    ['法律上の助言ではありません。印刷所の利用規約には著作権についての記載がありません。', 'refusal'],
    ['これは医療に関するご質問です。バレエ教室の資料には記載がないため、お答えできかねます。', 'refusal'],
    ['アーチェリークラブの規約には保険についての記載がありません。（医療上のアドバイスではありません）', 'refusal'],
    ['バレエ教室は4歳未満のお子さまは受け付けておりません。（医療上の助言ではありません）', 'answer'],
  ],
  zh: [
    ['以上不构成法律建议。印刷店的条款里没有提到版权问题。', 'refusal'],
    ['这属于医疗问题，芭蕾舞学校的资料里没有相关说明，我无法回答。', 'refusal'],
    ['射箭俱乐部的章程中没有提到保险。（本回答不构成医疗建议。）', 'refusal'],
    ['芭蕾舞学校不接收4岁以下的儿童。（以上不构成医疗建议。）', 'answer'],
  ],
});

// R. Casual declines in English and German.
kindsInEachLanguage('casual declines', {
  en: [
    ['dunno, sorry', 'refusal'],
    ['no clue tbh, nothing on that in my notes', 'refusal'],
    ['nope, not in my docs', 'refusal'],
    ['nope, no dogs inside the alley', 'answer'],
    ['dunno about sundays but saturdays are 10 to 4', 'partial'],
  ],
  de: [
    ['Hab leider nix dazu gefunden.', 'refusal'],
    ['keine ahnung, sorry', 'refusal'],
    ['dazu steht nix in meinen unterlagen', 'refusal'],
    ['weiß ich echt nicht, sorry 🙈', 'refusal'],
    [
      'Zu Leihschuhen steht nichts in der Preisliste. Entschuldige, dass ich dir da nicht weiterhelfen kann.',
      'refusal',
    ],
    ['nö, hunde sind drinnen nicht erlaubt', 'answer'],
    ['Sa 10-16 Uhr. Zu Sonntagen hab ich keine Ahnung.', 'partial'],
  ],
});
