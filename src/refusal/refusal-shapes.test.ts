import { describe, expect, test } from 'vitest';
import { classifyRefusal, type RefusalDecision, type RefusalLanguage } from './refusal.js';

type Kind = RefusalDecision['kind'];

// Heuristic rules round 3: shapes in which a decline recognised in an answer's first sentence was lost to what
// follows it, and the forms of the decline itself that were missing, each beside answers of the same shape that
// state facts. Sentences written for these tests (a dentist's practice, a bike shop, a ferry line, a school, a
// hotel, a library app), not from any probe or benchmark row.
//
// Classes: `listOffer`: a decline, then a header that offers help (a line ending with ":") and bullet items without
// numbers, which take the header's reading; `whoToAsk`: who or where would be the right one to ask; `lookUp`: the
// user can look it up somewhere (a verb of looking up with the user as subject); `topicFirst`: the topic put before
// the decline ("Zu X ...", "关于X，", "Xについては"); `namedDoc`: a document people consult (a recipe, a timetable,
// a menu) with a negated verb of saying; `knownToMe`: "X is not known to me" (German dative); `idiom`: a language's
// idiom for "I don't know"; `shortForm`: a verbless "no mention" fragment; `offerFrom`: an offer of what the
// assistant can answer instead; `facts`: what must stay a claim (a list of values after a decline, a list under a
// header that states a fact, a negative about the world, a partial with a number).
const SHAPES: Record<'en' | 'de' | 'ja' | 'zh', Record<string, [string, Kind][]>> = {
  en: {
    listOffer: [
      [
        "Sorry, I couldn't find the refund rules for ferry tickets.\n\nHere's what I can help with:\n- timetables\n- luggage on board\n- cabins",
        'refusal',
      ],
      [
        "I don't know whether the school offers Latin.\nThings I can help you with:\n- enrolment\n- lunch menus",
        'refusal',
      ],
    ],
    whoToAsk: [
      [
        "The practice notes don't say whether they treat children. The front desk would be the right place to ask.",
        'refusal',
      ],
      ["I can't tell from the documents. Your landlord is the best person to contact about this.", 'refusal'],
      ["I don't know. The class teacher would be the one to ask.", 'refusal'],
      ["I don't know the sailing times, but the harbour office would know.", 'refusal'],
      ['Not sure, sorry! Best to ask the dental nurse.', 'refusal'],
      ["I can't confirm that either way. The school office can tell you more.", 'refusal'],
      ['I have no details on school trips. The teachers would know best.', 'refusal'],
    ],
    lookUp: [
      ["I'm not able to check individual bookings. You can see yours under My Trips in the app.", 'refusal'],
      ["I can't look up your loans. You can find them on the Account page of the library app.", 'refusal'],
    ],
    idiom: [
      ["I'm drawing a blank on that, sorry.", 'refusal'],
      ['I drew a blank when I searched the school notices.', 'refusal'],
    ],
    namedDoc: [
      ["The recipe doesn't mention a vegan option, so I can't say whether it works.", 'refusal'],
      ["The timetable doesn't say whether the ferry runs on Christmas Day.", 'refusal'],
      ['The menu does not specify which dishes are gluten-free.', 'refusal'],
    ],
    facts: [
      ["I couldn't find the refund rules.\nTicket prices:\n- adults $12\n- children $6", 'partial'],
      ["I don't know the cabin sizes.\nThe ferry stops at:\n- Hull\n- Rotterdam", 'partial'],
      ["I don't know the exact fee. The front desk closes at 6 pm.", 'partial'],
      ['The recipe does not contain eggs.', 'answer'],
      ['No, the ferry does not run on Christmas Day.', 'answer'],
      ['The gym would be the right place for a beginner.', 'answer'],
      ["I don't know. The app can tell you your balance.", 'partial'],
      ["I don't know the fee. You can see the sea from the terrace.", 'partial'],
      ['The blank pages are not numbered.', 'answer'],
      ["I don't know the fee, but the harbour office opens at 8.", 'partial'],
    ],
  },
  de: {
    knownToMe: [
      ['Die Öffnungszeiten der Werkstatt am Samstag sind mir leider nicht bekannt.', 'refusal'],
      ['Mir ist nicht bekannt, ob die Praxis auch Kinder behandelt.', 'refusal'],
      ['Ob die Fähre an Feiertagen fährt, ist uns nicht bekannt.', 'refusal'],
      ['Dazu ist mir nichts bekannt.', 'refusal'],
    ],
    idiom: [
      ['Da bin ich leider überfragt.', 'refusal'],
      ['Hm, da muss ich passen.', 'refusal'],
      ['Da müsste ich raten, und das möchte ich nicht.', 'refusal'],
      ['Tut mir leid, da bin ich überfragt. Frag am besten in der Werkstatt nach.', 'refusal'],
    ],
    lookUp: [
      [
        'Zu deinem Termin liegen mir keine Daten vor. Den aktuellen Stand kannst du in der Praxis-App einsehen.',
        'refusal',
      ],
      ['Das kann ich dir nicht sagen. Die Abfahrtszeiten können Sie auf der Seite der Reederei nachlesen.', 'refusal'],
      ['Dazu habe ich nichts gefunden. Die Preise findest du im Aushang am Eingang.', 'refusal'],
      ['Das kann ich nicht sagen. Das müsstest du im Sekretariat erfragen.', 'refusal'],
      ['Dazu finde ich nichts. Die Werkstatt weiß da sicher mehr.', 'refusal'],
      ['Das kann ich so nicht beantworten. Am Empfang hilft man dir sicher weiter.', 'refusal'],
      ['Das weiß ich leider nicht genau. Die Kollegen am Schalter können dir das sicher sagen.', 'refusal'],
    ],
    sourceIdiom: [
      ['Das gibt die Broschüre leider nicht her.', 'refusal'],
      ['Dazu schweigen die Unterlagen.', 'refusal'],
      ['Hierzu fehlen mir die Informationen.', 'refusal'],
      ['Darauf habe ich leider keine Antwort.', 'refusal'],
    ],
    noGuess: [
      ['Im Rezept steht nichts dazu. Da will ich nichts Falsches sagen.', 'refusal'],
      ['Das weiß ich nicht, und ich möchte dir nichts Falsches erzählen.', 'refusal'],
    ],
    topicFirst: [
      ['Zu Leihrädern habe ich keine Informationen.', 'refusal'],
      ['Zum Mittagessen kann ich leider nichts finden.', 'refusal'],
      ['Wann die Ferien beginnen, steht in der Schulordnung nicht.', 'refusal'],
      ['Das Zimmer kostet 89 € pro Nacht. Zum Frühstück konnte ich nichts finden.', 'partial'],
    ],
    outOfScope: [['Das liegt leider außerhalb dessen, wobei ich dir helfen kann.', 'refusal']],
    pronominalAdverb: [
      ['Da kann ich dir leider nicht weiterhelfen.', 'refusal'],
      ['Hierbei kann ich Ihnen leider nicht helfen.', 'refusal'],
    ],
    facts: [
      ['Zu Leihrädern kann ich sagen, dass es zwölf Stück gibt.', 'answer'],
      ['Die Werkstatt ist samstags nicht geöffnet.', 'answer'],
      ['Hier haben wir keine Parkplätze.', 'answer'],
      ['Da kann man nicht parken.', 'answer'],
      ['Mir fehlen die Worte.', 'answer'],
      ['Die Bank gibt nichts her.', 'answer'],
      ['Darauf haben wir keinen Einfluss.', 'answer'],
      ['Das weiß ich nicht. Die Reparatur kostet aber mindestens 40 €.', 'partial'],
      ['Die Preise sind mir nicht bekannt, aber die Fähre fährt um 9 Uhr.', 'partial'],
    ],
  },
  ja: {
    atHand: [
      ['申し訳ありませんが、自転車のレンタル料金についての情報は手元にございません。', 'refusal'],
      ['駐車場の有無に関する情報は、こちらにはありません。', 'refusal'],
    ],
    outOfScope: [
      ['その質問は私がお答えできる範囲を超えています。', 'refusal'],
      ['申し訳ございませんが、それは私がお答えできる範囲を超えております。窓口にご相談ください。', 'refusal'],
    ],
    shortForm: [
      ['記載なし。', 'refusal'],
      ['該当する情報なし。', 'refusal'],
    ],
    listOffer: [
      [
        '時刻表を確認しましたが、年末年始の運航情報は見当たりませんでした。\n\nお手伝いできる内容：\n- 乗船券の購入\n- 荷物の持ち込み',
        'refusal',
      ],
      ['その点はわかりません。\nお答えできること：\n・診療時間\n・予約の方法', 'refusal'],
    ],
    whoKnows: [
      ['その点については情報がありません。受付でしたらご案内できると思います。', 'refusal'],
      ['料金はわかりかねます。船会社の窓口のほうが詳しいかと思います。', 'refusal'],
      ['お調べしましたが、該当する情報は見つかりませんでした。学校の事務室でしたら分かると思います。', 'refusal'],
      ['その件はこちらでは分かりかねます。お手数ですが、店舗に直接お問い合わせください。', 'refusal'],
      ['その質問にはお答えできません。別の聞き方をしていただければ、お調べします。', 'refusal'],
    ],
    cannotJudge: [
      ['私には判断がつきません。', 'refusal'],
      ['残念ながら、その点についてはお答えできる材料がありません。', 'refusal'],
    ],
    facts: [
      ['その点はわかりません。\n料金：\n・大人 1200円\n・子ども 600円', 'partial'],
      ['駐車場はありません。', 'answer'],
      ['記載なしの書類は受け付けません。', 'answer'],
      ['材料は小麦粉と卵です。', 'answer'],
      ['お手数ですが、料金は500円です。', 'answer'],
    ],
  },
  zh: {
    topicFirst: [
      ['至于能不能带宠物，酒店手册里没提。', 'refusal'],
      ['关于退款，我这里没有相关信息。', 'refusal'],
      ['退房的具体时间我这里没有相关信息。', 'refusal'],
      ['这方面的信息我暂时没有。', 'refusal'],
      ['房费是每晚399元。至于早餐，入住指南里没提。', 'partial'],
    ],
    namedDoc: [
      ['食谱没说能不能用烤箱，我不好下结论。', 'refusal'],
      ['时刻表上没写节假日是否停航。', 'refusal'],
    ],
    lookUp: [
      ['我无法查询你的预约记录。你可以在医院的小程序里查看。', 'refusal'],
      ['我没法根据现有资料回答这个问题。你可以换个说法再问。', 'refusal'],
      ['我这边查不到。建议直接问前台。', 'refusal'],
    ],
    cannotAnswer: [
      ['对此我无法给出准确答复。', 'refusal'],
      ['这个问题我回答不了。', 'refusal'],
      ['这个问题我暂时答不上来。', 'refusal'],
      ['不好意思，这个我也说不准。', 'refusal'],
      ['船票说明里对此只字未提。', 'refusal'],
    ],
    anaphor: [
      ['我看了船票说明，里面没有行李限额。', 'refusal'],
      ['我查了学校的通知，其中没有提到午餐安排。', 'refusal'],
    ],
    shortForm: [
      ['未说明。', 'refusal'],
      ['文中未说明。', 'refusal'],
    ],
    hotline: [['这个问题超出了我能回答的范围。具体情况建议拨打12345热线咨询。', 'refusal']],
    listOffer: [['我找不到渡轮的退票规定。\n\n我可以帮你解答：\n- 船期\n- 行李', 'refusal']],
    facts: [
      ['我找不到退票规定。\n票价：\n- 成人80元\n- 儿童40元', 'partial'],
      ['盒子里面没有电池。', 'answer'],
      ['猫帮不了你。', 'answer'],
      ['这个门打不开。', 'answer'],
      ['说不准明天会下雨。', 'answer'],
      ['他对此只字未提。', 'answer'],
      ['未说明理由的退货不予受理。', 'answer'],
      ['我不知道早餐时间，但房费是每晚399元。', 'partial'],
    ],
  },
};

describe.each(Object.entries(SHAPES))('round 3 shapes: %s', (language, shapes) => {
  test.each(
    Object.entries(shapes).flatMap(([name, rows]) => rows.map(([answer, kind]) => [name, answer, kind] as const)),
  )('%s: %s -> %s', (_name, answer, kind) => {
    const decision = classifyRefusal(answer, { language: language as RefusalLanguage });
    expect(decision.kind, decision.reason).toBe(kind);
    expect(classifyRefusal(answer).kind, classifyRefusal(answer).reason).toBe(kind);
  });
});

// The items of a list take the reading of its header in every language: under a header that makes no claim they
// make none; with a number they are values.
describe('a list under a header that makes no claim', () => {
  test.each([
    [
      "Je n'ai pas trouvé les horaires du bac.\n\nJe peux en revanche vous aider sur :\n- les cabines\n- les bagages",
      'refusal',
    ],
    [
      "Je n'ai pas trouvé les horaires du bac.\n\nJe peux en revanche vous aider sur :\n- cabine 45 €\n- bagages",
      'partial',
    ],
  ] as const)('%s -> %s', (answer, kind) => {
    const decision = classifyRefusal(answer, { language: 'fr' });
    expect(decision.kind, decision.reason).toBe(kind);
  });
});

// A topic put before a decline and cut off by a comma is read as the question restated, in every language whose
// vocabulary can tell a clause: the decline after it decides. A head that is a clause of its own, or holds a number,
// keeps its claim.
describe('a topic before a decline, cut off by a comma', () => {
  test.each([
    ['Weekend hours, I have no information on those.', 'refusal'],
    ['Wegen der Kaution, da kann ich dir leider nichts sagen.', 'refusal'],
    ['Parkplätze, da kann ich leider nichts zu sagen.', 'refusal'],
    ["Pour le parking, je n'ai trouvé aucune information.", 'refusal'],
    ['En cuanto al aparcamiento, no encuentro información.', 'refusal'],
    ['Quanto ao estacionamento, não consegui encontrar nada.', 'refusal'],
    ['Per il parcheggio, non ho informazioni.', 'refusal'],
    ['Les vestiaires ferment à 22 h. Pour le sauna, je ne sais pas.', 'partial'],
  ] as const)('%s -> %s', (answer, kind) => {
    const decision = classifyRefusal(answer);
    expect(decision.kind, decision.reason).toBe(kind);
  });

  test.each([
    'In summer, the pool closes at 9 pm.',
    'Im Sommer, da haben wir keine Parkplätze.',
    'Le parking est gratuit, je ne sais pas pour le week-end.',
    'Parking costs €5, I am not sure about weekends.',
    'To contest a speeding ticket, send the form to the court within 14 days of the letter.',
  ])('%s is not a refusal', (answer) => {
    const decision = classifyRefusal(answer);
    expect(decision.kind, decision.reason).not.toBe('refusal');
    expect(decision.claimless, decision.reason).toBe(false);
  });
});
