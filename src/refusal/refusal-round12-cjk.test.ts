/**
 * Refusal rules, round 12 (precision, Chinese and Japanese run-ons): a decline and a given value in one run with no
 * "。" or comma between them are two clauses. An emoji shortcode between two clauses ends a sentence as an emoji
 * does; a kanji or hanzi numeral with a counter is a value ("十二人", "三千五百円", "八十块"); an unpunctuated join
 * ("けど", "不过", "但是") or a decline verb followed by a clause with its own predicate separates the decline from the
 * value clause, which is then a claim. Own sentences in domains of their own; the declines of the same shapes (a
 * numeral inside the decline, an emoji before a next step) stay refusals.
 */
import { describe, expect, test } from 'vitest';
import { kindsInEachLanguage } from './__fixtures__/kinds-in-each-language.js';
import { spokenNumbers } from './refusal-spoken.js';

kindsInEachLanguage('an emoji shortcode between two clauses ends a sentence', {
  ja: [
    ['@佐藤さん 駐輪場の料金は案内に書いてありませんでした :bow: ジムの営業時間は朝6時から夜11時までです。', 'partial'],
    ['@美咲 歯科検診は10月7日の14時からだよ :tooth: 持ち物は、ごめん、わからない。', 'partial'],
    ['@健太 ロッカーの数は見つからなかった :sweat_smile: 更衣室は2階にあります。', 'partial'],
    ['@佐藤さん 駐輪場の料金は案内に書いてありませんでした :bow: 受付で聞いてみてください。', 'refusal'],
    ['@健太 ロッカーのことは資料に載っていません :sweat_smile:', 'refusal'],
    ['@中村さん お疲れさまです :wave: 利用規約を確認しましたが、延長料金は見当たりませんでした。', 'refusal'],
  ],
  zh: [
    ['@李娜 停车费我没查到 :sweat_smile: 健身房早上6点开门。', 'partial'],
    ['@小王 体检在10月7日下午两点 :hospital: 要不要空腹我不清楚。', 'partial'],
    ['@陈晨 储物柜押金资料里没写 :see_no_evil: 更衣室在3楼。', 'partial'],
    ['@李娜 停车费我没查到 :sweat_smile: 你可以问一下前台。', 'refusal'],
    ['@陈晨 储物柜押金资料里没写 :see_no_evil:', 'refusal'],
    ['@小林 您好 :wave: 我看了会员手册，里面没有写延时收费。', 'refusal'],
  ],
});

kindsInEachLanguage('a spoken numeral and an unpunctuated join in a voice transcript', {
  ja: [
    ['駐車場のことは分からなかったけど三十台まで停められるよ', 'partial'],
    ['送料は載ってないんだけど食パン一斤は四百八十円だよ', 'partial'],
    ['予約方法は書いてなかったけれど定員は二十五名です', 'partial'],
    ['十月七日の土曜から営業するって駐車場はちょっとわかんない', 'partial'],
    ['三つの資料を全部見ましたが載っていません', 'refusal'],
    ['二つのページを確認したけど駐車場のことは書いてなかった', 'refusal'],
    ['駐車場のことは分からなかったけど受付に聞いてみて', 'refusal'],
  ],
  zh: [
    ['停车的事我没查到不过最多能停三十辆车', 'partial'],
    ['运费资料里没说一斤吐司是十八块', 'partial'],
    ['预约方式我不清楚但是一次最多二十五个人', 'partial'],
    ['保质期没写那袋五百克的卖三十五块', 'partial'],
    ['我查了两份文件都没有提到停车', 'refusal'],
    ['资料里没说五百克那袋的价格', 'refusal'],
    ['停车的事我没查到不过你可以问问前台', 'refusal'],
    ['资料里没有写旋风V8的续航时间', 'refusal'],
  ],
});

describe('spokenNumbers', () => {
  test.each([
    ['十二人', '12人'],
    ['二万二千円', '22000円'],
    ['一千二百八十块', '1280块'],
    ['五月十二日', '5月12日'],
    ['二〇二五年', '2025年'],
    ['三人', '3人'],
    ['一人で行く', '一人で行く'],
    ['十分抱歉', '十分抱歉'],
    ['第三条', '第三条'],
    ['三つの資料', '三つの資料'],
    ['两份文件', '两份文件'],
  ])('%s -> %s', (text, expected) => {
    expect(spokenNumbers(text)).toBe(expected);
  });
});
