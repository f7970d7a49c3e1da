import { type KindTable, kindsInEachLanguage } from './__fixtures__/kinds-in-each-language.js';

// Heuristic rules, round 12 second part (recall of declines written quote-first or with the reasoning shown):
// sentences of our own (a pottery studio, a bike workshop, a dental practice, a library, a ski school).

// `QUOTES`: a quoted passage (a "> " line, or a line wholly in quotation marks, with its attribution and the line
// that introduces it) is the source's text, not the assistant's claim, when a later clause declines; a clause after
// it whose subject is the passage and that holds no value describes the source beside that decline. A quote followed
// by the assistant's own answer stays an answer; a value the assistant states itself stays a claim.
const QUOTES: KindTable = {
  en: [
    [
      '> "Kiln firings take place every Thursday."\n— Studio handbook\n\nIt does not mention glaze colours, so I do not know which ones you can use.',
      'refusal',
    ],
    [
      'From the workshop notice, section 4:\n"Tyres are fitted while you wait."\n\nThat passage is about tyres. It does not say whether you repair electric bikes.',
      'refusal',
    ],
    [
      '> "Kiln firings take place every Thursday."\n— Studio handbook\n\nSo yes, your pots go in the kiln on Thursday.',
      'answer',
    ],
    ['> "Check-ups cost £40."\n\nI do not know about X-rays, but a check-up costs £40.', 'partial'],
    ['"Loans last three weeks." (Library rules)\n\nThe fine for late books is 20p a day.', 'answer'],
  ],
  de: [
    ['> „Brennen ist jeden Donnerstag.“\n— Werkstattordnung\n\nZu den Glasurfarben steht darin nichts.', 'refusal'],
    [
      'Aus dem Aushang der Werkstatt, Punkt 4:\n„Reifen werden sofort montiert.“\n\nDiese Stelle regelt nur die Reifen; ob E-Bikes repariert werden, wird nicht erwähnt.',
      'refusal',
    ],
    [
      '> „Brennen ist jeden Donnerstag.“\n— Werkstattordnung\n\nAlso ja: Ihre Stücke kommen am Donnerstag in den Ofen.',
      'answer',
    ],
    [
      '> „Die Kontrolle kostet 40 Euro.“\n\nZum Röntgen habe ich keine Informationen, die Kontrolle kostet 40 Euro.',
      'partial',
    ],
  ],
  es: [
    [
      '> «La cocción en el horno es todos los jueves.»\n— Normas del taller\n\nNo se menciona nada sobre los colores de esmalte.',
      'refusal',
    ],
    [
      'Del aviso del taller, punto 4:\n«Los neumáticos se montan en el momento.»\n\nEste fragmento habla de neumáticos. No tengo información sobre bicis eléctricas.',
      'refusal',
    ],
    [
      '> «La cocción en el horno es todos los jueves.»\n— Normas del taller\n\nAsí que sí: sus piezas entran al horno el jueves.',
      'answer',
    ],
    [
      '> «La revisión cuesta 40 euros.»\n\nNo sé nada de las radiografías, pero la revisión cuesta 40 euros.',
      'partial',
    ],
  ],
  fr: [
    [
      "> « La cuisson au four a lieu chaque jeudi. »\n— Règlement de l'atelier\n\nCet extrait ne répond pas à votre question sur les couleurs d'émail.",
      'refusal',
    ],
    [
      "Extrait de l'affiche de l'atelier, point 4 :\n« Les pneus sont montés pendant que vous attendez. »\n\nJe n'ai pas d'information sur les vélos électriques.",
      'refusal',
    ],
    [
      "> « La cuisson au four a lieu chaque jeudi. »\n— Règlement de l'atelier\n\nDonc oui, vos pièces passent au four le jeudi.",
      'answer',
    ],
    [
      '> « Le contrôle coûte 40 euros. »\n\nJe ne sais pas pour les radios, mais le contrôle coûte 40 euros.',
      'partial',
    ],
  ],
  pt: [
    [
      '> "A queima no forno é todas as quintas-feiras."\n— Regras do ateliê\n\nNão há informação sobre as cores de esmalte.',
      'refusal',
    ],
    [
      'Do aviso da oficina, item 4:\n"Os pneus são montados na hora."\n\nIsso não responde à sua pergunta sobre bicicletas elétricas.',
      'refusal',
    ],
    [
      '> "A queima no forno é todas as quintas-feiras."\n— Regras do ateliê\n\nEntão sim, suas peças vão ao forno na quinta.',
      'answer',
    ],
    ['> "A consulta de revisão custa 40 reais."\n\nNão sei sobre o raio-x, mas a revisão custa 40 reais.', 'partial'],
  ],
  it: [
    [
      '> «La cottura nel forno si fa ogni giovedì.»\n— Regolamento del laboratorio\n\nQuesto passaggio non risponde alla domanda sui colori degli smalti.',
      'refusal',
    ],
    [
      "Dall'avviso dell'officina, punto 4:\n«Le gomme si montano al momento.»\n\nNon ho informazioni sulle bici elettriche.",
      'refusal',
    ],
    [
      '> «La cottura nel forno si fa ogni giovedì.»\n— Regolamento del laboratorio\n\nQuindi sì, i suoi pezzi vanno in forno giovedì.',
      'answer',
    ],
    ['> «Il controllo costa 40 euro.»\n\nNon so nulla delle radiografie, ma il controllo costa 40 euro.', 'partial'],
  ],
  ja: [
    ['> 「窯焚きは毎週木曜日です。」\n（工房のきまり）\n\n釉薬の色については記載がありません。', 'refusal'],
    [
      '「タイヤ交換はその場で行います。」——修理店のお知らせ\n\nこの箇所はタイヤ交換の説明で、電動自転車の修理については分かりません。',
      'refusal',
    ],
    ['> 「窯焚きは毎週木曜日です。」\n（工房のきまり）\n\nつまり、作品は木曜日に窯に入ります。', 'answer'],
    ['> 「定期検診は4000円です。」\n\nレントゲンについては分かりませんが、定期検診は4000円です。', 'partial'],
  ],
  zh: [
    ['> “窑烧每周四进行。”\n——陶艺工作室守则\n\n这段并没有回答釉料颜色的问题。', 'refusal'],
    ['“轮胎可以当场更换。”（车行公告）\n\n资料中没有提到电动自行车的维修。', 'refusal'],
    ['> “窑烧每周四进行。”\n——陶艺工作室守则\n\n所以是的，你的作品会在周四入窑。', 'answer'],
    ['> “洗牙收费200元。”\n\n拍片的费用我不清楚，不过洗牙是200元。', 'partial'],
  ],
};

// `REASONING`: in an answer that opens with a reasoning marker and has a final part a final-answer marker opens and
// that declines, the steps before the final part that hold no value (no digit, number word, price or date) narrate
// what was checked. A step with a value stays a claim, so a partial stays partial.
const REASONING: KindTable = {
  en: [
    [
      'Reasoning: the library page lists the reading rooms and the wifi. Nothing covers printing.\nAnswer: I do not know if you can print there.',
      'refusal',
    ],
    [
      'Let me think step by step. The ski school page describes the group lessons. Private lessons are not on it.\nSo: I cannot say whether private lessons exist.',
      'refusal',
    ],
    ['Reasoning: the price list says a lesson costs £35.\nAnswer: I do not know the rest.', 'partial'],
    ['Step 1: The library opens at nine on Saturdays.\nConclusion: I do not know about Sundays.', 'partial'],
    ['Reasoning: the page lists the reading rooms.\nAnswer: yes, there is a quiet room.', 'answer'],
  ],
  de: [
    [
      'Meine Überlegung: Die Seite der Bibliothek nennt die Lesesäle und das WLAN. Zum Drucken steht dort nichts.\nAntwort: Ob man dort drucken kann, weiß ich nicht.',
      'refusal',
    ],
    [
      'Schritt 1: Die Skischule beschreibt die Gruppenkurse.\nSchritt 2: Privatstunden kommen nicht vor.\nFazit: Dazu habe ich keine Informationen.',
      'refusal',
    ],
    ['Meine Überlegung: Laut Preisliste kostet eine Stunde 35 Euro.\nAntwort: Den Rest weiß ich nicht.', 'partial'],
    ['Meine Überlegung: Die Seite nennt die Lesesäle.\nAntwort: Ja, es gibt einen Ruheraum.', 'answer'],
  ],
  es: [
    [
      'Pensando en voz alta: la web de la biblioteca describe las salas y el wifi. De imprimir no se habla.\nEntonces: no sé si se puede imprimir allí.',
      'refusal',
    ],
    [
      'Razonamiento: la escuela de esquí describe las clases en grupo.\nRespuesta: no tengo información sobre clases particulares.',
      'refusal',
    ],
    ['Razonamiento: según la lista de precios, una clase cuesta 35 euros.\nRespuesta: lo demás no lo sé.', 'partial'],
    ['Razonamiento: la web describe las salas.\nRespuesta: sí, hay una sala de silencio.', 'answer'],
  ],
  fr: [
    [
      "Raisonnement : la page de la bibliothèque décrit les salles et le wifi. Rien sur l'impression.\nRéponse : je ne sais pas si on peut imprimer sur place.",
      'refusal',
    ],
    [
      "Étape 1 : l'école de ski décrit les cours collectifs.\nConclusion : je n'ai pas d'information sur les cours particuliers.",
      'refusal',
    ],
    [
      "Raisonnement : d'après les tarifs, une leçon coûte 35 euros.\nRéponse : je ne sais pas pour le reste.",
      'partial',
    ],
    ['Raisonnement : la page décrit les salles.\nRéponse : oui, il y a une salle calme.', 'answer'],
  ],
  pt: [
    [
      'Raciocínio: a página da biblioteca descreve as salas e o wi-fi. Nada sobre impressão.\nResposta: não sei se dá para imprimir lá.',
      'refusal',
    ],
    [
      'Passo 1: a escola de esqui descreve as aulas em grupo.\nConclusão: não tenho informação sobre aulas particulares.',
      'refusal',
    ],
    ['Raciocínio: pela tabela, uma aula custa 35 euros.\nResposta: o resto eu não sei.', 'partial'],
    ['Raciocínio: a página descreve as salas.\nResposta: sim, há uma sala de silêncio.', 'answer'],
  ],
  it: [
    [
      'Ragionamento: la pagina della biblioteca descrive le sale e il wifi. Sulla stampa niente.\nRisposta: non so se si può stampare lì.',
      'refusal',
    ],
    [
      'Passo 1: la scuola di sci descrive i corsi collettivi.\nConclusione: non ho informazioni sulle lezioni private.',
      'refusal',
    ],
    ['Ragionamento: secondo il listino, una lezione costa 35 euro.\nRisposta: il resto non lo so.', 'partial'],
    ["Ragionamento: la pagina descrive le sale.\nRisposta: sì, c'è una sala silenziosa.", 'answer'],
  ],
  ja: [
    [
      '考え方：図書館のページには閲覧室とWi-Fiの説明があります。印刷の話は出てきません。\n回答：印刷できるかどうかは分かりません。',
      'refusal',
    ],
    [
      'ステップ1：スキー学校の案内はグループレッスンの説明です。\n結論：個人レッスンについては分かりません。',
      'refusal',
    ],
    ['考え方：料金表ではレッスンは3500円です。\n回答：それ以外は分かりません。', 'partial'],
    ['考え方：ページには閲覧室の説明があります。\n回答：はい、静かな部屋があります。', 'answer'],
  ],
  zh: [
    ['思路：图书馆页面介绍了阅览室和无线网络，没有讲打印。\n回答：我不知道那里能不能打印。', 'refusal'],
    ['第一步：滑雪学校的介绍只讲了团体课。\n结论：关于私教课我不清楚。', 'refusal'],
    ['思路：价目表上一节课是350元。\n回答：其他的我不知道。', 'partial'],
    ['思路：页面介绍了阅览室。\n回答：有的，有一间安静的房间。', 'answer'],
  ],
};

kindsInEachLanguage('quote-first: a quoted passage is the source’s text beside a decline', QUOTES);
kindsInEachLanguage('reasoning shown: steps without a value narrate what was checked', REASONING);
