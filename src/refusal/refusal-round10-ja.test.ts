import { describe, expect, test } from 'vitest';
import { type KindTable, kindsInEachLanguage } from './__fixtures__/kinds-in-each-language.js';
import { classifyRefusal } from './refusal.js';

// Heuristic rules, round 10 (classes P and Q in every language, R in Japanese and Chinese): classes written before
// the rules for them, in domains of our own (a go-kart track, a trampoline park, a locksmith, a tailor, laser tag, an
// orienteering club, a stamp club, a model railway, a bowling alley, an archery range), each beside near misses that
// keep their kind.

// `COMMA_PARTIALS` (class P): in Chinese and Japanese a comma or けど joins a decline and a value in one sentence; the
// value is a clause of its own, so the answer is partial. A digit before the comma, or none after it, cuts nothing,
// and a telephone number after it is no value.
const COMMA_PARTIALS: KindTable = {
  ja: [
    ['ゴーカートの保険のことは分からないんだけど、1周は800円だよ。', 'partial'],
    ['トランポリン用の靴下を売ってるかは分からないけど、90分で2,200円です。', 'partial'],
    ['合鍵の納期は資料になかったんだけど、作製は1本600円からだよ。', 'partial'],
    ['鍵の交換のことは分からないんだけど、受付で聞いてみて。', 'refusal'],
    ['ごめん、貸切のことは分からないんだ。受付(03-5555-0199)に電話してみて。', 'refusal'],
    ['平日は1周800円で、土日は1,000円だよ。', 'answer'],
  ],
  zh: [
    ['卡丁车的保险我不清楚，一圈是80元。', 'partial'],
    ['蹦床袜卖不卖我不知道，90分钟220元。', 'partial'],
    ['配钥匙要几天资料里没写，单把15元起。', 'partial'],
    ['关于2025年的会员价，资料里没有写。', 'refusal'],
    ['这个我不清楚，你可以打前台电话 021-5555-0199 问问。', 'refusal'],
    ['平日一圈80元，周末100元。', 'answer'],
  ],
};

// `TERSE_PARTIALS` (class P): texting writes a value in lower case, then an echo of the rest of the question and a
// casual decline ("sat 10-4. lockers? no idea"): a number before the full stop ends the value's sentence (outside
// German no number there is an ordinal, and in German not the end of a range), and "?" ends the echo.
const TERSE_PARTIALS: KindTable = {
  en: [
    ['laser tag is 12 € a round. kids under 8? no idea', 'partial'],
    ['sat 10-4. lockers? no idea', 'partial'],
    ['no idea about lockers, sorry. ask at the desk', 'refusal'],
    ['open till 10. lockers are free', 'answer'],
  ],
  de: [
    ['lasertag kostet 12 € pro runde. kinder unter 8? keine ahnung', 'partial'],
    ['sa 10-16. schließfächer? keine ahnung', 'partial'],
    ['die bahn öffnet am 8. märz um 10', 'answer'],
  ],
  es: [
    ['el láser tag cuesta 12 € la partida. niños menores de 8? ni idea', 'partial'],
    ['sáb de 10 a 16. taquillas, ni idea', 'partial'],
    ['ni idea, la verdad. pregunta en recepción', 'refusal'],
  ],
  fr: [
    ['le laser game coûte 12 € la partie. les vestiaires, aucune idée', 'partial'],
    ['sam 10-16. casiers? aucune idée', 'partial'],
  ],
  pt: [
    ['o laser tag custa 12 € a partida. menores de 8? não sei', 'partial'],
    ['sáb das 10 às 16. armários, não sei', 'partial'],
  ],
  it: [
    ['il laser game costa 12 € a partita. under 8? non lo so', 'partial'],
    ['sab 10-16. armadietti, non lo so', 'partial'],
  ],
};

// `HANDOVERS` (class Q): after a decline, an offer to connect the user with a person or pass the question on, a
// sentence saying someone else can confirm, a bare "You can:" over a list of next steps, a conditional offer of
// another topic and a bare link after a casual decline make no claim. A value beside them keeps the answer partial.
const HANDOVERS: KindTable = {
  en: [
    [
      "The range's guide says nothing about left-handed bows. I can connect you with one of our coaches if you like.",
      'refusal',
    ],
    [
      "The price list doesn't mention group bookings. The front desk can confirm this for you when you arrive.",
      'refusal',
    ],
    [
      "I'm sorry, the club's notes don't say whether juniors can join.\n\nYou can:\n- ask at the next club evening\n- write to the secretary",
      'refusal',
    ],
    ['no idea, sorry. see stampclub.example/juniors', 'refusal'],
    ["The price list doesn't mention lockers. The front desk can store bags for 3 € a day.", 'partial'],
    ["The guide doesn't mention bows for children. Lessons start at 10 am on Saturdays, though.", 'partial'],
  ],
  de: [
    [
      'In der Preisliste steht nichts zu Gruppenbuchungen. Ich kann Sie gern mit dem Team vor Ort verbinden.',
      'refusal',
    ],
    ['Zu Linkshänderbögen habe ich leider nichts gefunden. Die Bahnleitung kann Ihnen das bestätigen.', 'refusal'],
    [
      'Dazu habe ich leider nichts gefunden.\n\nSie können:\n- beim nächsten Vereinsabend fragen\n- dem Kassenwart schreiben',
      'refusal',
    ],
    ['Dazu habe ich leider nichts gefunden. Die Bahnleitung verleiht Bögen für 5 € pro Stunde.', 'partial'],
  ],
  es: [
    ['No he encontrado nada sobre reservas de grupo. Si lo desea, puedo pasarle con un agente.', 'refusal'],
    ['La lista de precios no dice nada de las taquillas. El personal de la pista podrá confirmárselo.', 'refusal'],
    [
      'No he encontrado nada sobre los juniors.\n\nPuede:\n- preguntar en la próxima reunión\n- escribir al secretario',
      'refusal',
    ],
    ['La lista de precios no dice nada de las taquillas. La consigna cuesta 3 € al día.', 'partial'],
  ],
  fr: [
    ["Je n'ai rien trouvé sur les réservations de groupe. Je peux vous mettre en relation avec l'accueil.", 'refusal'],
    ["La grille tarifaire ne dit rien des casiers. L'équipe du circuit pourra vous le confirmer.", 'refusal'],
    [
      "Je n'ai rien trouvé sur les juniors.\n\nVous pouvez :\n- demander au prochain club\n- écrire au secrétaire",
      'refusal',
    ],
    ['La grille tarifaire ne dit rien des casiers. La consigne coûte 3 € par jour.', 'partial'],
  ],
  pt: [
    ['Não encontrei nada sobre reservas de grupo. Posso te transferir para um atendente.', 'refusal'],
    [
      'A tabela de preços não fala dos armários. A equipe da pista pode confirmar pelo telefone (11) 4000-5678.',
      'refusal',
    ],
    [
      'Não encontrei nada sobre os juniores.\n\nVocê pode:\n- perguntar na próxima reunião\n- escrever para o secretário',
      'refusal',
    ],
    ['A tabela de preços não fala dos armários. O guarda-volumes custa 3 € por dia.', 'partial'],
  ],
  it: [
    ['Non ho trovato nulla sulle prenotazioni di gruppo. Se vuole, posso passarla a un operatore.', 'refusal'],
    ['Il listino non dice nulla degli armadietti. Lo staff della pista potrà confermarlo.', 'refusal'],
    [
      'Non ho trovato nulla sui ragazzi.\n\nPuoi:\n- chiedere alla prossima serata del club\n- scrivere al segretario',
      'refusal',
    ],
    ['Il listino non dice nulla degli armadietti. Il deposito costa 3 € al giorno.', 'partial'],
  ],
  ja: [
    ['団体予約については資料に記載がございません。担当者におつなぎすることも可能です。', 'refusal'],
    ['それは手元の資料からは分からないな。よかったら、営業時間なら教えられるよ。', 'refusal'],
    ['ロッカーについては記載がございません。受付のスタッフがご案内できます。', 'refusal'],
    ['資料にないっす。stampclub.example/juniors 見てみて', 'refusal'],
    ['ロッカーについては記載がございません。荷物預かりは1日300円です。', 'partial'],
  ],
  zh: [
    ['团体预订的事资料里没有提到。我可以为您转接人工客服。', 'refusal'],
    ['这个我手上的资料里没有。如果需要的话，我可以帮你查一下营业时间。', 'refusal'],
    ['抱歉，价目表里没有提到储物柜。\n\n你可以：\n1. 换个问法再试试\n2. 直接到前台问一下', 'refusal'],
    ['关于储物柜，文档中未提及。请访问 bowling.example/faq 或联系在线客服。', 'refusal'],
    ['价目表里没有提到储物柜。寄存一天30元。', 'partial'],
  ],
};

// `CASUAL` (class R, Japanese and Chinese): western clipped forms of not knowing and a source with nothing in it.
const CASUAL: KindTable = {
  ja: [
    ['わからん、すまん', 'refusal'],
    ['それは知らんなあ。ごめん', 'refusal'],
    ['わからんけど、1周800円だよ', 'partial'],
  ],
  zh: [
    ['这个我手上的资料里没有。', 'refusal'],
    ['文件里也没有哦', 'refusal'],
    ['资料里没有，不过一圈80元。', 'partial'],
  ],
};

describe('refusal round 10 (classes P, Q in every language; R in ja and zh)', () => {
  kindsInEachLanguage('a decline and a value joined by a comma stay partial', COMMA_PARTIALS);
  kindsInEachLanguage('a terse value then an echo and a casual decline is partial', TERSE_PARTIALS);
  kindsInEachLanguage('handovers, offers and bare links after a decline make no claim', HANDOVERS);
  kindsInEachLanguage('casual declines', CASUAL);

  test('the comma cut reads the value alone and keeps a number inside a number whole', () => {
    const decision = classifyRefusal('駐車場は分からないけど、月額は22,000円です。', { language: 'ja' });
    expect(decision.clauses.map((c) => c.kind)).toEqual(['refusal', 'claim']);
    expect(decision.clauses[1]!.text).toContain('22,000');
  });

  test('a long run of commas and numbers is read in one pass', () => {
    const text = `${'不知道，1元，'.repeat(4000)}。`;
    const start = performance.now();
    classifyRefusal(text, { language: 'zh' });
    expect(performance.now() - start).toBeLessThan(2000);
  });
});
