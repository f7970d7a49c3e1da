/**
 * Chinese and Japanese written the way people speak or chat: a Slack emoji shortcode between two clauses, a voice
 * transcript with no punctuation and numbers written in kanji or hanzi. A decline and a given value in one such run
 * are two clauses; read whole, the decline would swallow the value.
 */

// Kanji and hanzi numerals: digits, the units of ten, a hundred and a thousand, and the myriads.
const NUMERAL_DIGIT: Readonly<Record<string, number>> = {
  〇: 0,
  零: 0,
  一: 1,
  二: 2,
  两: 2,
  兩: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  七: 7,
  八: 8,
  九: 9,
};
const NUMERAL_UNIT: Readonly<Record<string, number>> = { 十: 10, 百: 100, 千: 1000 };
const NUMERAL_MYRIAD: Readonly<Record<string, number>> = { 万: 1e4, 萬: 1e4, 億: 1e8, 亿: 1e8 };
// What a count, an amount, a measure, a date or a time is counted in: people, money, weight, length, volume, age,
// months, days, hours, nights, floors... Not a counter of documents or things ("三つの資料", "两份文件", "一个字"),
// which a decline names, and not "分" alone ("十分" is "quite" in both languages).
const COUNTER =
  '(?:个人|個人|个月|ヶ月|か月|カ月|个小时|小时|時間|分钟|分間|週間|日間|グラム|キロ|ミリ|センチ|メートル|リットル|パーセント|公斤|千克|公里|厘米|毫升|人|名|位|円|元|块|克|斤|米|升|岁|歳|才|月|日|号|点|時|秒|年|天|晚|泊|层|階|周|张|枚|杯|台|辆|度|%)';
// A run of numerals before a counter, not inside a longer run nor after "第" (an ordinal names, it counts nothing).
const SPOKEN_NUMBER = new RegExp(
  `(?<![〇零一二三四五六七八九十百千万萬億亿两兩第])[〇零一二三四五六七八九十百千万萬億亿两兩]+(?=${COUNTER})`,
  'gu',
);

/** The value of a numeral run: "十二" 12, "二万二千" 22000, "一千二百八十" 1280, "二〇二五" 2025. */
function numeralValue(run: string): number {
  if (!/[十百千万萬億亿]/u.test(run)) return Number([...run].map((c) => NUMERAL_DIGIT[c] ?? 0).join(''));
  let total = 0;
  let section = 0;
  let digit = 0;
  for (const c of run) {
    if (c in NUMERAL_DIGIT) digit = NUMERAL_DIGIT[c]!;
    else if (c in NUMERAL_UNIT) {
      section += (digit || 1) * NUMERAL_UNIT[c]!;
      digit = 0;
    } else {
      total += (section + digit || 1) * NUMERAL_MYRIAD[c]!;
      section = 0;
      digit = 0;
    }
  }
  return total + section + digit;
}

/**
 * A kanji or hanzi numeral with a counter or unit ("十二人", "五十グラム", "二万二千円", "五月十二日", "十二个人",
 * "一千二百八十块") is a value like "12人": written in digits, so every rule that asks for a value sees one. A lone
 * "一", "十", "百", "千" or "万" is left as it is ("一人で", "十年", "万人"): it says "one", "a", "ten thousand" as a
 * word more often than it counts.
 */
export function spokenNumbers(text: string): string {
  return text.replace(SPOKEN_NUMBER, (run) =>
    run.length === 1 && !/[二三四五六七八九两兩]/u.test(run) ? run : String(numeralValue(run)),
  );
}

// A Slack or GitHub emoji shortcode (":see_no_evil:", ":tada:") after a Han or kana character or a Chinese or Japanese
// sentence mark after one (not "?" after a Latin word), then a space and more text or the end of the line.
const CJK_BEFORE = '[\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}ー][。！？!?]?';
const SHORTCODE_STOP = new RegExp(
  `(?<=${CJK_BEFORE})[ \\t]*:[a-z0-9][a-z0-9_+-]*:(?:[ \\t]*:[a-z0-9][a-z0-9_+-]*:)*(?:[ \\t]+(?=\\S)|[ \\t]*$)`,
  'gmu',
);

/**
 * An emoji shortcode between two Chinese or Japanese clauses with no "。" ends a sentence, as an emoji character does:
 * "見つけられませんでした :see_no_evil: 精算の締め日は…", "我没查到 :see_no_evil: 报销单需要…". Read as a full
 * stop (or nothing after a sentence mark): the decline before it and the fact after it are sentences of their own.
 */
export function shortcodeStops(text: string): string {
  return text.replace(SHORTCODE_STOP, (_code: string, at: number, whole: string) =>
    /[。！？!?]/u.test(whole.charAt(at - 1)) ? ' ' : '。',
  );
}

// Where a decline and the clause after it meet in an unpunctuated run: a contrastive join ("けど", "けれど(も)", "が"
// after a polite or past ending, "不过", "但是", "可是"), or a Chinese decline verb ("没说", "没写", "没找到",
// "不清楚", "不知道") followed directly by a new subject. The cut falls after the join or the verb.
const SPOKEN_JOIN =
  /(?:けれども|けれど|けど|(?<=(?:ました|でした|です|ます|った|ない))が|(?<!只)不过|但是|可是|(没有?(?:查到|找到|提到|说|写|提|讲|列)|不(?:清楚|知道|确定)))(?:呢|哦|啊|哈|呀|诶|哎)?(?![过了的到明出清楚，,、。])(?=\p{L}|\p{N})/gu;
// After a decline verb the next words may be its object ("没有写微风v8的噪音", "没说50克那罐的价格"): they are a
// clause of their own only with a predicate ("是", "能", "要", "有"...) or a value at their end ("…1280块", "12个人").
const OWN_PREDICATE = /是|为|能|可以|要|需要|得|就|才|有|\p{Nd}\S{0,2}[呢哦啊哈呀吧的]?$/u;
// The Japanese quotative "って" after a clause with its own predicate, before a new topic marked by "は": a reported
// fact ends there ("…から始められるって", then "Xはわかんない").
const QUOTE_END = /って(?=[^、,。は]{1,12}は)/gu;
const QUESTION_WORD = /[?？]|多少|几|什么|哪|吗|いくら|何|いつ|どこ|どれ|誰|谁/u;
const NAMED_DIGITS = /(?<=[a-z])\p{Nd}+|\p{Nd}+(?=[a-z])/giu;
const CJK_RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
/** The longest sentence read as one spoken run, in characters. */
const MAX_SPOKEN_RUN = 500;

/**
 * A decline and a value in one unpunctuated Chinese or Japanese run (a voice transcript, a chat line): cut after a
 * join or a decline verb when the text before it holds no value and the text after it does and asks nothing
 * ("値段は見つからなかったけど|12人まで乗れるよ", "资料里没说|50克那罐是1280块"), and after a Japanese quotative
 * "って" when the reported clause before it holds a value and the topic and decline after it hold none
 * ("5月12日の月曜から始められるって|3dパースはちょっとわかんない"; a digit inside a name such as "3d" is no value). The value clause is then a claim: partial. A
 * number inside the decline ("2024年の料金表は見たけど載ってない") cuts nothing.
 */
export function spokenValueClauses(sentence: string, holdsDigit: (text: string) => boolean): string[] {
  // A spoken run is a sentence of a few hundred characters: a longer one is kept whole, so that trying each join of a
  // long run (each try reads the text before it again) costs no more than a bounded amount per sentence.
  if (sentence.length > MAX_SPOKEN_RUN) return [sentence];
  // A digit written into a name ("3dパース", "微风v8", "5g") is no value.
  const holdsValue = (text: string) => holdsDigit(text.replace(NAMED_DIGITS, ''));
  if (!CJK_RUN.test(sentence) || !/\p{Nd}/u.test(sentence)) return [sentence];
  for (const m of sentence.matchAll(SPOKEN_JOIN)) {
    const at = m.index + m[0].length;
    const head = sentence.slice(0, at);
    const tail = sentence.slice(at);
    if (m[1] !== undefined && !OWN_PREDICATE.test(tail)) continue;
    if (!holdsValue(head) && holdsValue(tail) && !QUESTION_WORD.test(tail)) return [head, tail];
  }
  for (const m of sentence.matchAll(QUOTE_END)) {
    const at = m.index + m[0].length;
    const head = sentence.slice(0, at);
    const tail = sentence.slice(at);
    if (holdsValue(head) && !holdsValue(tail)) return [head, tail];
  }
  return [sentence];
}
