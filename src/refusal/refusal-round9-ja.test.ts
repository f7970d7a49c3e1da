import { describe, expect, test } from 'vitest';
import { type KindTable, kindsInEachLanguage } from './__fixtures__/kinds-in-each-language.js';
import { classifyRefusal } from './refusal.js';
import { ENGLISH_REFUSAL_VOCABULARY } from './refusal-languages.js';
import { defineRefusalVocabulary } from './refusal-vocabulary.js';

// Heuristic rules, round 9 (classes J and I in every language, E and G in Japanese and Chinese): classes written
// before the rules for them, in domains of our own (a puppet theatre, an archery range, a bowling alley, a model
// railway club, a genealogy society, a sauna, a kite festival, a choir), each beside near misses that keep their kind.

// `VALUE_SENTENCES`: a sentence that states a value (a price, a time, a date) is a claim in any register. Casual
// texting writes it in lower case after a full stop or an exclamation mark, a Chinese or Japanese "！" has no space
// after it, and an emoji may stand before the number: the value and the decline beside it are still two sentences,
// so the answer is partial. A casual decline followed by a next step with no value stays a refusal.
const VALUE_SENTENCES: KindTable = {
  en: [
    ["no clue about the shoe rental, can't see it anywhere. lanes are 8 € an hour tho", 'partial'],
    ['archery taster is 25 € per person! no idea about bow sizes, sorry', 'partial'],
    ['sorry, no idea how long the puppet show runs 🎭 7 € for kids tho', 'partial'],
    ['no idea about the shoe rental, sorry. maybe ask at the desk', 'refusal'],
    ['The lanes cost approx. 8 € an hour, shoes included.', 'answer'],
  ],
  de: [
    ['die bahn fährt sonntags ab 10 uhr. ob man eigene loks mitbringen darf, weiß ich nicht', 'partial'],
    ['bogenschießen kostet 18 €! wegen der pfeile weiß ich nix, sorry', 'partial'],
    ['keine ahnung wegen der leihschuhe, steht nirgends. bahnen kosten 8 € die stunde', 'partial'],
    ['weiß ich leider nicht, sorry. frag am besten an der kasse', 'refusal'],
    ['Der Kurs kostet ca. 35 € und montags ist zu.', 'answer'],
  ],
  es: [
    ['la entrada al teatro de títeres cuesta 6 €. lo de la duración no lo sé, no lo pone', 'partial'],
    ['ni idea de los zapatos de alquiler, no sale nada. la pista son 8 € la hora', 'partial'],
    ['tiro con arco 20 € la hora! lo de los arcos para zurdos no lo sé', 'partial'],
    ['ni idea, la verdad. pregunta en recepción', 'refusal'],
  ],
  fr: [
    ["le spectacle de marionnettes coûte 6 €. je sais pas pour la durée, c'est pas écrit", 'partial'],
    ["aucune idée pour la location de chaussures, j'ai rien trouvé. la piste c'est 8 € l'heure", 'partial'],
    ["je sais pas, désolé. demande à l'accueil", 'refusal'],
  ],
  pt: [
    ['o espetáculo de marionetas custa 6 €. quanto dura não sei, não diz', 'partial'],
    ['não sei do aluguer de sapatos, não encontrei nada. a pista custa 8 € por hora', 'partial'],
    ['não sei, desculpa. pergunta na receção', 'refusal'],
  ],
  it: [
    ["lo spettacolo di burattini costa 6 €. quanto dura non lo so, non c'è scritto", 'partial'],
    ['boh, non so niente delle scarpe a noleggio. la pista costa 8 € l’ora', 'partial'],
    ['boh, non lo so. chiedi alla cassa', 'refusal'],
  ],
  ja: [
    ['人形劇は大人800円！上演時間は分かんない、書いてないや', 'partial'],
    ['ボウリングは1ゲーム600円!シューズ代は知らない', 'partial'],
    ['左利き用の弓があるかは資料に載ってないんだ🏹 体験は1回2,000円だよ', 'partial'],
    ['シューズ代は分かんない！受付で聞いてみて', 'refusal'],
    ['上演時間は書いてないや🎭 ごめんね！', 'refusal'],
  ],
  zh: [
    ['木偶剧门票50元！演多久不知道，没写', 'partial'],
    ['射箭体验一小时80元！左手弓有没有不清楚', 'partial'],
    ['租鞋的事我不知道🎳 10元一局哦', 'partial'],
    ['租鞋不知道！问问前台吧', 'refusal'],
    ['演多久没写哦🎭 不好意思！', 'refusal'],
  ],
};

// `LABELLED_FIELDS`: a templated answer gives one labelled field per part of the question ("- **Entry:** ..."). A
// field whose text declines is a decline after its label; a field with a value is a claim: together they are partial.
// Two declining fields make a refusal, two fields with values (or a world negative) an answer.
const LABELLED_FIELDS: KindTable = {
  en: [
    [
      "**Open day**\n\n- **Entry:** the club's flyer doesn't say [1].\n- **Date:** Sunday 8 March, 10:00 to 16:00 [1].\n\n[1] Club flyer",
      'partial',
    ],
    ["- **Entry:** the flyer doesn't say.\n- **Parking:** the flyer doesn't mention it.", 'refusal'],
    ['- **Dogs:** not allowed on the layout room floor [1].\n- **Entry:** 5 € [1].', 'answer'],
  ],
  de: [
    ['- **Eintritt:** dazu sagt der Flyer nichts [1].\n- **Termin:** Sonntag, 8. März, 10 bis 16 Uhr [1].', 'partial'],
    ['- **Hunde:** im Anlagenraum nicht erlaubt [1].\n- **Eintritt:** 5 € [1].', 'answer'],
  ],
  es: [
    ['- **Precio:** el folleto no lo indica [1].\n- **Fecha:** domingo 8 de marzo, de 10:00 a 16:00 [1].', 'partial'],
    ['- **Perros:** no se admiten en la sala [1].\n- **Entrada:** 5 € [1].', 'answer'],
  ],
  fr: [
    ['- **Tarif :** le dépliant ne le précise pas [1].\n- **Date :** dimanche 8 mars, de 10 h à 16 h [1].', 'partial'],
    ['- **Chiens :** non admis dans la salle [1].\n- **Entrée :** 5 € [1].', 'answer'],
  ],
  pt: [
    ['- **Preço:** o folheto não indica [1].\n- **Data:** domingo, 8 de março, das 10h às 16h [1].', 'partial'],
    ['- **Cães:** não são permitidos na sala [1].\n- **Entrada:** 5 € [1].', 'answer'],
  ],
  it: [
    ['- **Prezzo:** il volantino non lo indica [1].\n- **Data:** domenica 8 marzo, dalle 10 alle 16 [1].', 'partial'],
    ['- **Cani:** non ammessi nella sala [1].\n- **Ingresso:** 5 € [1].', 'answer'],
  ],
  ja: [
    ['- **料金：** チラシには記載がありません[1]。\n- **日時：** 3月8日（日）10時〜16時[1]。', 'partial'],
    ['- **ペット：** 会場内は不可です[1]。\n- **入場料：** 500円[1]。', 'answer'],
  ],
  zh: [
    ['- **费用：** 传单中未提及[1]。\n- **时间：** 3月8日（周日）10点至16点[1]。', 'partial'],
    ['- **宠物：** 展厅内不允许[1]。\n- **门票：** 20元[1]。', 'answer'],
  ],
};

describe('round 9 classes J: values stay claims', () => {
  kindsInEachLanguage('value sentences', VALUE_SENTENCES);
  kindsInEachLanguage('labelled fields', LABELLED_FIELDS);
});

// `SOURCE_NOTES`: a reference list under a markdown answer ("[1] Members' handbook 2026, section 4") names where the
// text comes from; its year and section number are no values of the answer. A heading that repeats the asked topic
// (with a year, too) names it and claims nothing. A decline with only these around it stays a refusal; a heading or
// a note that states a value (a price) is still a claim.
const SOURCE_NOTES: KindTable = {
  en: [
    [
      "**Student membership 2026**\n\nThe society's handbook [1] doesn't mention a student rate.\n\n[1] Members' handbook 2026, section 4",
      'refusal',
    ],
    [
      '**Kite festival**\n\nThe festival guide [1] does not say whether kites are sold on site.\n\n[1] Festival programme 2026/27 [2] Site map',
      'refusal',
    ],
    [
      '**10 m kite: line length**\n\nThe festival guide [1] does not mention the line length for the big kites.\n\n[1] Festival guide 2026',
      'refusal',
    ],
    ['**Lanes: 8 per hall**\n\nThe leaflet [1] does not mention shoe rental.\n\n[1] Bowling leaflet', 'partial'],
    [
      "**Student membership: 30 € a year**\n\nThe handbook [1] doesn't mention a family rate.\n\n[1] Members' handbook 2026",
      'partial',
    ],
  ],
  de: [
    [
      '**Mitgliedschaft 2026**\n\nIm Vereinshandbuch [1] steht nichts zu einem Studentenbeitrag.\n\n[1] Vereinshandbuch 2026, Abschnitt 4',
      'refusal',
    ],
    [
      '**Beitrag: 30 € im Jahr**\n\nZu einem Familienbeitrag steht im Handbuch [1] nichts.\n\n[1] Vereinshandbuch 2026',
      'partial',
    ],
  ],
  es: [
    [
      '**Cuota de estudiante**\n\nEl manual de socios [1] no menciona una cuota para estudiantes.\n\n[1] Manual de socios 2026, apartado 4',
      'refusal',
    ],
    ['**Cuota: 30 € al año**\n\nEl manual [1] no menciona una cuota familiar.\n\n[1] Manual de socios 2026', 'partial'],
  ],
  fr: [
    [
      '**Cotisation étudiante**\n\nLe guide des membres [1] ne mentionne pas de tarif étudiant.\n\n[1] Guide des membres 2026, section 4',
      'refusal',
    ],
    [
      '**Cotisation : 30 € par an**\n\nLe guide [1] ne mentionne pas de tarif famille.\n\n[1] Guide des membres 2026',
      'partial',
    ],
  ],
  pt: [
    [
      '**Quota de estudante**\n\nO manual do sócio [1] não menciona uma quota para estudantes.\n\n[1] Manual do sócio 2026, secção 4',
      'refusal',
    ],
    ['**Quota: 30 € por ano**\n\nO manual [1] não menciona uma quota familiar.\n\n[1] Manual do sócio 2026', 'partial'],
  ],
  it: [
    [
      '**Quota studenti**\n\nIl manuale dei soci [1] non menziona una quota per studenti.\n\n[1] Manuale dei soci 2026, sezione 4',
      'refusal',
    ],
    [
      '**Quota: 30 € all’anno**\n\nIl manuale [1] non menziona una quota familiare.\n\n[1] Manuale dei soci 2026',
      'partial',
    ],
  ],
  ja: [
    [
      '**学生会費**\n\n会員の手引き[1]には学生会費についての記載がありません。\n\n[1] 2026年版 会員の手引き 第4章',
      'refusal',
    ],
    [
      '**合唱団の練習場所**\n\n団員向け案内[1]には練習場所が書かれていません。\n\n[1] 2026年度 団員案内「練習」',
      'refusal',
    ],
    ['**年会費：3,000円**\n\n家族会費については手引き[1]に記載がありません。\n\n[1] 2026年版 会員の手引き', 'partial'],
  ],
  zh: [
    ['**学生会费**\n\n会员手册[1]中未提及学生会费。\n\n[1] 2026年版会员手册 第4节', 'refusal'],
    ['**桑拿毛巾**\n\n服务说明[1]里没有提到是否提供毛巾。\n\n[1] 2026年服务说明《设施》', 'refusal'],
    ['**年费：300元**\n\n会员手册[1]中未提及家庭会费。\n\n[1] 2026年版会员手册', 'partial'],
  ],
};

describe('round 9 class I: source notes and headings', () => {
  kindsInEachLanguage('source notes', SOURCE_NOTES);
});

// `CASUAL_AND_FRAMES` (Japanese and Chinese): a casual decline (a hedge, no particle, a topic in のこと, the source left
// out: 情報ないわ, 持ってないっぽい, 没写哦, 我好像没啥信息) and the frames of a formal one (thanks for what the user did,
// 敬请谅解, 何卒よろしくお願い申し上げます, a desk's name as a signature, inline or on the last line, an imperative to ask
// the desk). Near misses: a world negative, a value beside the courtesy, a statement on the last line.
const CASUAL_AND_FRAMES: KindTable = {
  ja: [
    ['弓の貸し出しについては情報ないわ', 'refusal'],
    ['地図の在庫のことは見当たらないなー', 'refusal'],
    ['合唱団の練習日程、どうも持ってないみたい。ごめんね', 'refusal'],
    ['その日付はどうも分かんないや、ごめん', 'refusal'],
    ['材料ないので今日は作れません。', 'answer'],
    ['駐車場の詳細は公式サイトにあります。', 'answer'],
    [
      'お問い合わせいただき、誠にありがとうございます。恐れ入りますが、人形劇の上演時間については資料に記載がございません。\n\n何卒よろしくお願い申し上げます。\n劇場案内係',
      'refusal',
    ],
    [
      'ご興味ありがとうございます🏹 弓の貸し出しについての情報は見つかりませんでした。アーチェリー場スタッフ一同より',
      'refusal',
    ],
    [
      '恐れ入りますが、家系図作成の料金については当会の資料に記載がございません。ご不便をおかけし申し訳ございません。\n\n会員サポート窓口',
      'refusal',
    ],
    ['ご興味ありがとうございます。体験は1回2,000円です。\n\n受付係', 'answer'],
    ['予約は不要です、ありがとう！', 'answer'],
    ['上演時間は資料に記載がございません。\n\n定休日は月曜日', 'partial'],
  ],
  zh: [
    ['排练时间我好像没有相关的信息。', 'refusal'],
    ['弓具租借这块我好像没啥信息，不好意思哈', 'refusal'],
    ['桑拿开到几点没写哦', 'refusal'],
    ['地图有没有现货没说呢～', 'refusal'],
    ['我作业没写完', 'answer'],
    ['排练时间是周六下午3点，不好意思哈', 'answer'],
    ['感谢您的咨询。很抱歉，家谱查询的收费标准我们暂无相关信息。给您带来不便，敬请谅解。\n\n会员服务部', 'refusal'],
    ['您好🎭 木偶剧的演出时长资料里没写呢。有需要可以问问售票处哦！木偶剧场敬上', 'refusal'],
    ['很遗憾，资料中没有提到射箭场是否出租弓具。如需进一步了解，欢迎致电前台：010-5555 1234。', 'refusal'],
    ['桑拿毛巾的事我不太确定。你直接问一下前台吧。', 'refusal'],
    ['木偶剧演出时长约50分钟。给您带来不便，敬请谅解。', 'answer'],
    ['射箭体验80元一小时。\n\n射箭场前台', 'answer'],
  ],
};

describe('round 9 classes E and G in Japanese and Chinese', () => {
  kindsInEachLanguage('casual declines and frames', CASUAL_AND_FRAMES);
});

// `NEXT_STEPS_AND_CONNECTIVES` (Japanese and Chinese): a next step offered as a choice, as the best course or as
// where it may be written; an offer heading a list in the plural; a wish to the user; a salutation and 对此 before the
// sources' silence; a connective (一方、) before the decline of a partial; an ellipsis between a value and a decline.
// Near misses: a world negative, a wish after a fact, a place, a quoted example that states a value.
const NEXT_STEPS_AND_CONNECTIVES: KindTable = {
  ja: [
    [
      '申し訳ございません。提供された資料には、凧揚げ大会の雨天時の扱いについての情報が含まれていないようです。',
      'refusal',
    ],
    [
      '合唱団の入団費は、私が持っている情報ではカバーされていないようです。事務局に直接聞いてみるのがいいと思います。',
      'refusal',
    ],
    ['弓のサイズは資料から判断できないんだ。公式サイトの練習案内なら載ってるかも。', 'refusal'],
    [
      '地図の取り寄せについては記載がございません。別の言い方で質問していただくか、店頭でたずねてみてください。',
      'refusal',
    ],
    ['サウナは1回900円です。一方、タオルの貸し出しについての情報は提供されていません。', 'partial'],
    ['練習日程は資料に記載がありません。よい週末を！', 'refusal'],
    ['貸し出しは提供されていません。', 'answer'],
    ['予約は公式サイトで受け付けています。よい旅を！', 'answer'],
    ['ただし、駐車場は2台までです。', 'answer'],
  ],
  zh: [
    ['尊敬的会员，感谢您的来信。很遗憾，会员手册中对此没有任何说明。\n\n会员服务中心', 'refusal'],
    ['射箭场的弓具尺寸我这边查不到。建议看看官网的常见问题，或者问一下前台。', 'refusal'],
    ['桑拿房的毛巾我们暂时没有相关信息。我们可以为您解答：\n- 开放时间\n- 价格\n祝您生活愉快！', 'refusal'],
    ['演出时长资料里没写哎…要不我帮你查查票价？', 'refusal'],
    ['射箭体验80元一小时…左手弓不清楚', 'partial'],
    ['我们的店在市中心。', 'answer'],
    ['地图可以在官网购买。祝您旅途愉快！', 'answer'],
    ['比如“周末班”每周六上课。', 'answer'],
  ],
};

describe('round 9 classes E and G in Japanese and Chinese: next steps and connectives', () => {
  kindsInEachLanguage('next steps and connectives', NEXT_STEPS_AND_CONNECTIVES);
});

describe('round 9: how the value, the field and the note are read', () => {
  test('a value written in lower case after a full stop is a clause of its own, and a claim', () => {
    const decision = classifyRefusal('bahnen kosten 8 € die stunde. wegen der leihschuhe weiß ich nichts');
    expect(decision.clauses.map((c) => [c.kind, c.text])).toEqual([
      ['claim', 'bahnen kosten 8 € die stunde'],
      ['refusal', 'wegen der leihschuhe weiss ich nichts'],
    ]);
  });

  test('an abbreviation or an ordinal before a full stop ends no sentence', () => {
    expect(classifyRefusal('lanes cost 8 € an hour i.e. less than at the arcade.').clauses).toHaveLength(1);
    expect(classifyRefusal('die anlage öffnet am 8. märz um 10', { language: 'de' }).clauses).toHaveLength(1);
    // Which languages write ordinals "8." is the vocabulary's `ordinalStops`: German sets it, English does not.
    const text = 'lanes open at 8. prices i dont know';
    expect(classifyRefusal(text, { language: 'en' }).clauses).toHaveLength(2);
    const ordinals = defineRefusalVocabulary({ ...ENGLISH_REFUSAL_VOCABULARY, language: 'en-x', ordinalStops: true });
    expect(classifyRefusal(text, { vocabulary: ordinals }).clauses).toHaveLength(1);
  });

  test("a labelled field's decline is read after its label; a reference line is layout", () => {
    const decision = classifyRefusal('- **Price:** the flyer does not say [1].\n\n[1] Club flyer 2026, section 2');
    expect(decision.clauses[0]!.kind).toBe('refusal');
    expect(decision.clauses.slice(1).map((c) => c.rule)).toEqual(['layout', 'layout']);
  });
});
