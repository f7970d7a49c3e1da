import { type KindTable, kindsInEachLanguage } from './__fixtures__/kinds-in-each-language.js';

// Heuristic rules, round 7 (Japanese and Chinese): classes of declines whose grammar the rules did not read, written
// before the rules for them in domains of our own (an archery range, a chimney sweep, dog grooming, an ice rink, a
// bookbinding class, beekeeping, billiards, a barber, a dentist), each beside near misses that must keep their kind.
//
// `SOURCE_SILENT_FORMS`: the sources' silence said with any form of a verb of writing, listing or mentioning: the
// plain past (載ってなかった), the contracted (載ってない), the humble (書かれておりません), the adverbial that goes
// on (記載がなく、...) and a sentence-final tail (んだよね, みたい, んですよ); in Chinese a negated verb of saying or
// covering (交代, 涵盖, 提, 作说明) with an adverb between (压根, 完全), or after the sources listed in a clause before
// ("...，都没讲"). A negated verb that modifies a noun (載っていない料理) and a negated verb whose subject is the
// offer, not the sources (料金に含まれていません, 套餐里没有包含饮料), stay claims.
const SOURCE_SILENT_FORMS: KindTable = {
  ja: [
    ['弓道場の貸し弓の料金は、いただいた案内には書かれておりません。', 'refusal'],
    ['煙突掃除の頻度のことは資料に載ってなかったよ。', 'refusal'],
    ['犬のトリミングの予約変更については、どこにも触れられていないみたいです。', 'refusal'],
    ['製本教室の持ち物は、資料には出てきませんでした。', 'refusal'],
    ['それについての記述は見当たらないんですよね。', 'refusal'],
    ['養蜂体験の年齢制限は案内に載ってないんだよね。', 'refusal'],
    ['案内には理容師の指名についての記載がなく、推測でお答えするのは控えます。', 'refusal'],
    ['アーチェリー体験は1回2000円です。弓の持ち込みについては資料に載ってなかったよ。', 'partial'],
    ['スケートリンクの貸し靴は料金に含まれていません。', 'answer'],
    ['ビリヤード台は1時間800円です。案内に書かれていない割引はありません。', 'answer'],
  ],
  zh: [
    ['射箭馆的资料里压根没提儿童课程。', 'refusal'],
    ['这点现有资料没有交代。', 'refusal'],
    ['很抱歉，文档中未涵盖烟囱清扫的频率。', 'refusal'],
    ['能否带狗进场，资料中未作说明。', 'refusal'],
    ['宠物美容的价目表里完全没有涉及猫的洗护。', 'refusal'],
    ['我看了一下课程简介和报名须知，都没讲退费的事。', 'refusal'],
    ['能否停车，资料中未作说明；门票是每人80元。', 'partial'],
    ['本课程完全没有涉及高级技巧，只适合初学者。', 'answer'],
    ['套餐里没有包含饮料。', 'answer'],
  ],
};

// `PLAIN_CANNOT`: the plain (and plain-polite) potential negative of a verb of answering or judging (答えられない,
// 判断できないな, お答えできないんです) is the same decline as its polite form. A potential negative of an action the
// user asks about (キャンセルはできないです) is a policy: an answer.
const PLAIN_CANNOT: KindTable = {
  ja: [
    ['予約できるかどうかは、資料からは判断できないな。', 'refusal'],
    ['それはちょっと答えられないです。', 'refusal'],
    ['駐車場の有無は、ここではお答えできないんです。', 'refusal'],
    ['当日のキャンセルはできないです。', 'answer'],
    ['犬は店内に入れないです。', 'answer'],
  ],
};

// `SEARCH_NARRATED`: the search told before a decline, in any register (ひと通り確認しました, 目を通しましたが,
// 調べたけど) says what the assistant did, nothing about the question.
const SEARCH_NARRATED: KindTable = {
  ja: [
    ['養蜂場のパンフレットにひと通り目を通しましたが、蜂蜜の発送についての記載はありませんでした。', 'refusal'],
    ['料金表と利用案内を調べたけど、シャトルバスのことは書いてなかった。', 'refusal'],
    ['歯科医院のFAQをひと通り確認しましたが、夜間診療については触れられていませんでした。', 'refusal'],
    ['料金表をひと通り確認しましたが、子ども料金は500円です。', 'answer'],
  ],
};

// `ASK_AGAIN`: after a decline, the next step: try another wording, tell me which one and I will look again, the
// person or desk that knows better, an address to write to, what I can tell you instead (with a list under it). A
// next step that states a value stays a claim.
const ASK_AGAIN: KindTable = {
  ja: [
    ['資料には載ってないんだよね。「料金」とか、別の聞き方で試してみて。', 'refusal'],
    ['その情報は持ち合わせておりません。ご希望の日付を教えていただければ、もう一度お調べします。', 'refusal'],
    ['判断できません。詳しいことは受付の方に確認されるのが確実です。', 'refusal'],
    ['ごめん、資料に載ってなかった。スケートリンク（03-1234-5678）に電話して聞いてみて。', 'refusal'],
    [
      '色の指定については資料で触れられていないんですよ。お答えできるのは次のような内容です。\n・予約の方法\n・道具の貸し出し',
      'refusal',
    ],
    ['わかりません。料金は1回1500円です。', 'partial'],
  ],
  zh: [
    ['价目表里没有写明。您是想问单人课还是团体课？告诉我后我再帮您查一下。', 'refusal'],
    ['这个我查不到。前台的工作人员应该更清楚，建议直接问他们。', 'refusal'],
    ['资料中没有提到这一点。需要的话，我可以先告诉您基础课程的安排。', 'refusal'],
    ['很遗憾，资料里没有写。可以发邮件至 info@archery-club.cn 询问。', 'refusal'],
    ['我查不到周末的安排。平日的课程是每节120元。', 'partial'],
    ['资料中没有提到这一点。需要的话，我可以先告诉您基础课程是每节120元。', 'partial'],
  ],
};

// `QUESTION_ACKNOWLEDGED`: the question restated or acknowledged before a decline (ご質問は X についてですね,
// 大切なご質問なのですが, 这个问题我理解您很关心) carries no claim. An answer after it stays an answer.
const QUESTION_ACKNOWLEDGED: KindTable = {
  ja: [
    ['ご質問は弓の貸し出しについてですね。申し訳ありませんが、その点はわかりかねます。', 'refusal'],
    ['大切なご質問なのですが、資料には記載がなく、お答えできません。ご了承ください。', 'refusal'],
    ['ご質問は料金についてですね。1時間1000円です。', 'answer'],
  ],
  zh: [
    ['这个问题我理解您很关心，不过资料里完全没有涉及，我不想凭猜测回答。', 'refusal'],
    ['这个问题我理解您很关心。烟囱每年清扫一次就够了。', 'answer'],
  ],
};

// `LABELLED_NONE`: a list of labelled items where an item's value is "no mention" (資料に記載なし): that item
// declines, the others answer.
const LABELLED_NONE: KindTable = {
  ja: [
    ['・レーンの数：8本\n・貸し靴：資料に記載なし', 'partial'],
    ['・駐車場：記載なし\n・ペット同伴：資料に記載なし', 'refusal'],
  ],
};

// `SECOND_PASS`: classes of the older dev sets' remaining misses, written before their rules. The sources' scope then
// their silence with the subject left out (资料只涉及 X，没有涉及 Y); a topic, a comma or "这块" and then "I have no
// information" (X 的事，我这边没有资料); "cannot" with a noun of answering and が (ご案内ができません); the full
// set of courtesy words (恐縮, ご不便をおかけして); a closing offer with "other" first (他にご不明な点があれば...);
// every form of "I cannot help" (帮不上忙, 没办法给出回答, 无法提供关于 X 的信息). A range that is "beyond" a limit
// (超过这个范围就不行) is a claim about the world, not the assistant's scope.
const SECOND_PASS: KindTable = {
  ja: [
    ['手元の資料には換毛期についての記述が含まれておらず、正確なご案内ができません。', 'refusal'],
    ['大変恐縮ですが、手元の資料には弓の修理についての情報は含まれておりません。', 'refusal'],
    ['その点はわかりかねます。ご不便をおかけして申し訳ございません。', 'refusal'],
    ['予約の変更方法は見つかりませんでした。他にご不明な点があればお知らせください。', 'refusal'],
    ['予約はできません。当日券のみの販売です。', 'answer'],
  ],
  zh: [
    ['很遗憾，手头的资料只涉及射箭课程和场地租赁，没有涉及弓的维修。', 'refusal'],
    ['狗狗洗澡的事，我这边没有资料。', 'refusal'],
    ['冰鞋租赁这块我目前没有信息。', 'refusal'],
    ['抱歉，这方面我帮不上忙。', 'refusal'],
    ['我没办法给出可靠的回答，还请见谅。', 'refusal'],
    ['非常抱歉，我无法提供关于学生优惠的信息。', 'refusal'],
    ['我查不到学生优惠。如需了解，请致电前台021-5555678。', 'refusal'],
    ['看血压：收缩压140以下就可以，超过这个范围就不行。', 'answer'],
    ['冰鞋租赁这块，每双20元。', 'answer'],
  ],
};

// `STYLES`: declines in the registers of other assistants, written before their rules: a terse model that opens
// with "based on the provided context", a chatty branded bot that says "we", a polished assistant that thanks and
// recommends, a careful one that first says what the sources do contain (with no value of its own) and then what
// they lack. A source content with a number is a claim (in Chinese the decline after it must then be a sentence of
// its own: a comma does not split a Chinese clause, so "资料里有价格，每人80元，停车的事没写" is read as one claim).
const STYLES: KindTable = {
  ja: [
    ['提供されたコンテキストに基づくと、スケートリンクの営業時間に関する情報はありません。', 'refusal'],
    [
      '申し訳ございません！私たちの案内にはまだその情報が載っていないんです😢 スタッフにお気軽にお声がけくださいね！',
      'refusal',
    ],
    ['資料には料金と営業時間が記載されていますが、駐車場については記載がありません。', 'refusal'],
    [
      'ご質問ありがとうございます。残念ながら、提供された資料には弓の持ち込みに関する規定は含まれていないようです。正確な情報については、直接アーチェリー場にお問い合わせいただくことをおすすめします。',
      'refusal',
    ],
    ['提供された情報からは、煙突掃除の所要時間を特定することはできません。', 'refusal'],
    ['私たちのFAQにはその件についての記載がございません。ご不明な点はサロンまでお電話ください。', 'refusal'],
    ['資料には料金が1回2000円と記載されていますが、駐車場については記載がありません。', 'partial'],
    // A second batch in the same registers: confirming and reading off, the active "we have not posted it".
    ['ご質問の件につきましては、現在お手元の資料からは確認が取れませんでした。', 'refusal'],
    ['うちのサイトにはまだ載せてないんですよ〜！お店に直接聞いてもらえるとうれしいです！', 'refusal'],
    ['その点については、資料からは読み取れません。', 'refusal'],
    ['資料によると営業時間は10時から20時ですが、定休日については記載されていません。', 'partial'],
    ['歯科の診療は土曜日はありません。', 'answer'],
    ['与えられた文脈からは、その質問に答えることはできません。', 'refusal'],
    ['資料には弓道場の場所と料金が載っていますが、駐車場のことは書いてありません。', 'refusal'],
    ['ご提示いただいた資料の範囲では、その点は明らかではありません。', 'refusal'],
    ['私たちの手元には、まだその情報が届いていないんです。ごめんなさい！', 'refusal'],
    ['料金は一人3000円です。ただし、団体割引については資料に記載がないため、お答えできません。', 'partial'],
    ['FAQには、駐車場はないと書かれています。', 'answer'],
    ['資料によると、ペットの同伴はできません。', 'answer'],
    ['このメニューは店頭に載せていない限定品です。', 'answer'],
  ],
  zh: [
    ['根据所提供的上下文，无法确定射箭馆是否提供儿童课程。', 'refusal'],
    ['哎呀，我们这边的资料里暂时还没有这个信息呢～欢迎到店里问问我们的小伙伴哦！', 'refusal'],
    ['资料中包含课程价格和上课时间，但没有提到停车的信息。', 'refusal'],
    [
      '感谢您的提问。遗憾的是，所提供的资料中并未包含有关宠物美容预约取消政策的信息。建议您直接联系店铺以获取准确的信息。',
      'refusal',
    ],
    ['资料里有价格和营业时间，停车的事没写。', 'refusal'],
    ['资料里有价格，每人80元。停车的事没写。', 'partial'],
    ['资料里介绍了课程和价格，没说能不能试听。', 'refusal'],
    ['亲，这个我们这边暂时没有相关信息哦，建议您咨询一下门店客服～', 'refusal'],
    ['您好，周一不营业。', 'answer'],
    ['价目表里写明了，儿童半价。', 'answer'],
  ],
};

kindsInEachLanguage('second pass', SECOND_PASS);
kindsInEachLanguage('styles', STYLES);
kindsInEachLanguage('source silent, every form', SOURCE_SILENT_FORMS);
kindsInEachLanguage('plain cannot', PLAIN_CANNOT);
kindsInEachLanguage('search narrated', SEARCH_NARRATED);
kindsInEachLanguage('ask again', ASK_AGAIN);
kindsInEachLanguage('question acknowledged', QUESTION_ACKNOWLEDGED);
kindsInEachLanguage('labelled none', LABELLED_NONE);
