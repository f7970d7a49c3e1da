import { describe, expect, test } from 'vitest';
import { type KindTable, kindsInEachLanguage } from './__fixtures__/kinds-in-each-language.js';
import { classifyRefusal } from './refusal.js';

// Heuristic rules, round 8 (Japanese, Chinese, German and the emoji boundary in every script): classes written
// before the rules for them in domains of our own (a pottery studio, a laundromat, kayak hire, an aquarium, piano
// tuning, a locksmith, a car wash, a bowling alley, a photo studio), each beside near misses that must keep their kind.
//
// `EMOJI_BOUNDARY`: a chatty answer ends a sentence with an emoji and no full stop. In a script without case (Han,
// kana) the emoji is the only boundary between a fact and a decline, so the two must be read as two sentences: the
// fact keeps the answer partial ("月謝は...円です🥋 講師は分かりかねます"). Between a number and a lower-case clause in
// German the emoji is a clause boundary. A decline whose only other sentence is courtesy stays a refusal, and two
// facts joined by an emoji stay an answer.
const EMOJI_BOUNDARY: KindTable = {
  ja: [
    ['陶芸体験は1回3,500円です🏺 窯の貸し出しについては、資料に記載がございません。', 'partial'],
    ['コインランドリーは朝6時から開いてるよ🧺 布団の丸洗いができるかは分からないんだ、ごめんね。', 'partial'],
    ['水族館の年間パスについては資料に載ってなかったんだ🐠 イルカショーは毎日11時と15時だよ！', 'partial'],
    ['ピアノ調律の料金は資料に記載がございません🎹 申し訳ございません。', 'refusal'],
    ['ご連絡ありがとうございます🔑 合鍵の作製時間については、手元の資料では分かりかねます。', 'refusal'],
    ['洗車コースは3種類あります🚗 どれも予約なしで利用できます。', 'answer'],
  ],
  zh: [
    ['陶艺体验每人128元🏺 能不能带小孩，资料里没写哦～', 'partial'],
    ['洗衣房早上6点开门🧺 被子能不能洗，我这边查不到，抱歉～', 'partial'],
    ['皮划艇的救生衣尺码我这边没查到哦🛶 租船是每小时60元。', 'partial'],
    ['皮划艇的救生衣尺码我这边没查到哦～租船是每小时60元。', 'partial'],
    ['洗车有三种套餐🚗 都不需要预约。', 'answer'],
    ['洗车营业时间是周一～周五，不需要预约。', 'answer'],
  ],
  de: [
    [
      'Der Töpferkurs kostet 35 € 🏺 ob man eigene Glasuren mitbringen darf, steht leider nicht in unseren Unterlagen.',
      'partial',
    ],
    ['Zur Wäsche von Daunendecken haben wir leider keine Infos 🧺 der Waschsalon öffnet täglich um 6 Uhr!', 'partial'],
    ['Zum Nachschlüssel haben wir leider keine Infos, sorry! 🔑 Frag am besten direkt im Laden nach.', 'refusal'],
    ['Die Autowäsche kostet 12 € 🚗 und dauert zehn Minuten.', 'answer'],
  ],
};

// `GREETING`: a clause that is only a greeting, an interjection or a thanks (您好, こんにちは, いつもありがとう, Hallo,
// Oh, wie schön) says nothing about the question; once an emoji cuts it off from the decline it must not be read as
// a claim. A greeting before a fact stays an answer.
const GREETING: KindTable = {
  zh: [
    ['您好🔑 配钥匙要多久，很抱歉资料里没有提到。', 'refusal'],
    ['嗨～🎳 保龄球馆能不能办生日会，我这边没查到相关信息呢。', 'refusal'],
    ['哈喽！📷 照相馆周末几点开门，资料里没写哦。', 'refusal'],
    ['您好！照相馆周末9点开门。', 'answer'],
    ['嗨～🎳 保龄球每局25元。', 'answer'],
  ],
  ja: [
    ['こんにちは！📷 写真館の土日の営業時間については、資料に記載がございません。', 'refusal'],
    ['いつもありがとう！🎳 ボウリング場の貸切については情報が見つからなかったよ。', 'refusal'],
    ['こんにちは！🎳 ボウリングは1ゲーム600円です。', 'answer'],
  ],
  de: [
    ['Hallo! 📷 Zu den Öffnungszeiten des Fotostudios am Wochenende habe ich leider keine Infos.', 'refusal'],
    [
      'Oh, wie schön! 🎳 Ob man die Bowlingbahn für Geburtstage mieten kann, steht leider nicht in unseren Unterlagen.',
      'refusal',
    ],
    ['Hallo! 🎳 Eine Bahn kostet 25 € pro Stunde.', 'answer'],
  ],
};

// `LACK_FORMS`: the lack of information said in forms the rules did not read: the Japanese te-form before an apology
// (情報がなくてごめんね) and 持ち合わせていない (plain negative of "have at hand"); in Chinese a hedge before the lack
// (我似乎没有关于X的资料) and the information named first, the assistant after it (X的信息我这边暂时没有哦). A te-form
// with も (情報がなくても予約できます), a stock the shop lacks on some days, and a product the shop does not have
// (这个套餐我们没有) stay claims.
const LACK_FORMS: KindTable = {
  ja: [
    ['ボウリング場の靴のサイズについての情報がなくてごめんね。受付で聞いてみて！', 'refusal'],
    ['写真館の出張撮影については記載がなくて、申し訳ございません。', 'refusal'],
    ['残念ながら、合鍵の料金に関する情報は持ち合わせていないようです。', 'refusal'],
    ['水族館の割引券については、資料を持ち合わせていないんです。', 'refusal'],
    ['駐車場の情報がなくても予約はできます。', 'answer'],
    ['当店ではレンタル品を持ち合わせていない日もありますが、平日は100円です。', 'answer'],
  ],
  zh: [
    ['很遗憾，我似乎没有关于照相馆外拍服务的资料。📷', 'refusal'],
    ['抱歉，我好像没有钢琴调音价格方面的信息。', 'refusal'],
    ['不过保龄球鞋尺码的信息我这边暂时没有哦。', 'refusal'],
    ['洗衣房会员卡的资料我们这里还没有呢。', 'refusal'],
    ['这个套餐我们这边暂时没有哦。', 'answer'],
  ],
};

// `EMPATHY_OR_PRAISE`: a chatty bot's line of feeling about the user's plan or trouble, or praise of the question
// (それは大変でしたね, 陶芸教室、素敵だよね, 这个问题问得好～), says nothing about the question. Before a fact the
// answer stays an answer.
const EMPATHY_OR_PRAISE: KindTable = {
  ja: [
    ['陶芸教室、素敵だよね🏺 ただ、窯の温度についての情報は見つからなかったよ。', 'refusal'],
    ['それは大変でしたね🔑 申し訳ございませんが、鍵の交換費用については資料に記載がございません。', 'refusal'],
    ['それは大変でしたね🔑 鍵の交換は1回8,000円です。', 'answer'],
  ],
  zh: [
    ['亲，这个问题问得好～🎳 不过包场的信息我这边暂时没有哦。', 'refusal'],
    ['这个问题问得好～🎳 包场是每小时300元。', 'answer'],
  ],
};

// `GERMAN_BRAND_VOICE`: a relative clause that only says the sources are the assistant's (", die mir vorliegen,")
// between the source and its negated verb, and the brand's plea for understanding (Wir bitten um Ihr Verständnis)
// after a decline. A relative clause before a value and a plea joined to a fact keep their kinds.
const GERMAN_BRAND_VOICE: KindTable = {
  de: [
    ['Ob die Kegelbahn barrierefrei ist, geht aus den Unterlagen, die mir vorliegen, nicht hervor.', 'refusal'],
    ['Das geht aus den Informationen, die uns vorliegen, leider nicht hervor.', 'refusal'],
    [
      'Ob das Aquarium Jahreskarten anbietet, lässt sich anhand der Unterlagen nicht feststellen. Wir bitten um Ihr Verständnis! 🐠',
      'refusal',
    ],
    ['Die Preise, die mir vorliegen, gelten bis Ende März: 90 € pro Stimmung.', 'answer'],
    [
      'Ob die Waschmaschinen auch Daunen waschen, weiß ich nicht. Wir bitten um Ihr Verständnis, der Salon öffnet um 6 Uhr.',
      'partial',
    ],
  ],
};

// `HELP_NOT_GIVEN`: an apology for the help not given (お力になれず申し訳ありません, 力になれなくてごめん, 抱歉没能帮上忙)
// is courtesy, not a claim, after a decline. It declines nothing itself: before a fact the answer stays an answer.
const HELP_NOT_GIVEN: KindTable = {
  ja: [
    ['合鍵の納期については資料に記載がありませんでした。お力になれず申し訳ありません。', 'refusal'],
    ['写真館の駐車場については情報が見つからなかったよ。力になれなくてごめん！', 'refusal'],
    ['お役に立てなくてごめんね。撮影は1時間5,000円だよ。', 'answer'],
  ],
  zh: [
    ['洗衣房能不能洗地毯，资料里没有提到。抱歉没能帮上忙！', 'refusal'],
    ['保龄球馆的停车信息我这边查不到。不好意思没帮上你的忙～', 'refusal'],
    ['抱歉没能帮上忙，不过保龄球每局25元。', 'answer'],
  ],
};

kindsInEachLanguage('emoji boundary', EMOJI_BOUNDARY);
kindsInEachLanguage('help not given', HELP_NOT_GIVEN);
kindsInEachLanguage('German brand voice', GERMAN_BRAND_VOICE);
kindsInEachLanguage('lack forms', LACK_FORMS);
kindsInEachLanguage('empathy or praise', EMPATHY_OR_PRAISE);
kindsInEachLanguage('greeting', GREETING);

describe('an emoji after a mark that ends a sentence keeps the mark', () => {
  // "Good question! 🎓" is an exclamation, read as no claim; read as "Good question!." it would be a claim.
  test.each([
    ['いい質問だね！🎓 でも、陶芸教室の駐車場については資料に何も書いてなかったよ。', 'ja'],
    ['Che bella domanda! 🎳 Purtroppo non ho informazioni sulle feste di compleanno.', 'it'],
  ] as const)('%s', (answer, language) => {
    const decision = classifyRefusal(answer, { language });
    expect(decision.kind, decision.reason).toBe('refusal');
  });
});
