import { ABBREVIATIONS, checkDeadline, foldCase, normalizeText, splitSentences } from '../text/index.js';
import { isRefusalStopWord } from './refusal-languages.js';
import { shortcodeStops, spokenNumbers, spokenValueClauses } from './refusal-spoken.js';
import { tableAsFields } from './refusal-template.js';
import type { CompiledRefusalVocabulary } from './refusal-vocabulary.js';

/** One clause of an answer, normalised for matching. */
export interface RefusalClauseText {
  /** Lower-case, rewritten, single-spaced, without surrounding punctuation. */
  text: string;
  /** The clause ends a sentence that ends with "?" (a question to the user makes no claim). */
  question: boolean;
  /** The clause ends a sentence that ends with "!" ("Good question!"). */
  exclamation: boolean;
  /** The clause is on a line that starts with a bullet ("- ", "• ", "・", "1. "): an item of a list. */
  item: boolean;
  /** The clause ends a line that ends with ":" and is followed by a bullet line: the header of a list. */
  opensList: boolean;
  /** The sentence goes on after the clause: it was cut off at a comma, a join or a contrast, not at its end. */
  continues?: boolean;
  /**
   * The clause is on a line that is only layout (see `layoutLines`): a heading, a source note, a letter's salutation,
   * sign-off or signature. Such a line carries no claim.
   */
  layout?: boolean;
  /**
   * The clause is the reason split off the start of its sentence by the vocabulary's `reasons` ("Since the leaflet
   * only covers X, ..."): it explains the clause after it, and makes no claim when that clause refuses.
   */
  reason?: boolean;
}

// The trailing run only from its first character: tried at each character of a long run of them, "[...]+$" would
// read the rest of the run each time (quadratic).
const EDGES = /^[\s,.;:!?…"'“”‘’()[\]{}<>*_-]+|(?<![\s,.;:!?…"'“”‘’()[\]{}<>*_-])[\s,.;:!?…"'“”‘’()[\]{}<>*_-]+$/gu;
const BULLET = /^\s*(?:[-*•‣◦]\s+|\d{1,2}[.)]\s+|[・·]\s*)/u;

const EDGE = /[\s,.;:!?…"'“”‘’()[\]{}<>*_-]/u;
// White space other than one space: what the first replace below would change.
const LOOSE_SPACE = /[^\S ]| {2}/;

function clean(text: string): string {
  // Most pieces are clean already (split at a separator that took the spaces, or cleaned before): no new string.
  if (text === '' || (!EDGE.test(text[0]!) && !EDGE.test(text.at(-1)!) && !LOOSE_SPACE.test(text))) return text;
  return text.replace(/\s+/g, ' ').replace(EDGES, '').trim();
}

/** The defined capture groups of a match of a union of vocabularies' patterns (each has its own groups). */
function captures(match: RegExpMatchArray): string[] {
  return match.slice(1).filter((g): g is string => g !== undefined);
}

function splitOn(text: string, re: RegExp | null): { piece: string; separator: string }[] {
  if (!re) return [{ piece: text, separator: '' }];
  const out: { piece: string; separator: string }[] = [];
  let at = 0;
  let separator = '';
  for (const m of text.matchAll(re)) {
    if (m[0].length === 0) continue;
    out.push({ piece: text.slice(at, m.index), separator });
    separator = m[0];
    at = m.index + m[0].length;
  }
  out.push({ piece: text.slice(at), separator });
  return out;
}

/**
 * Lends the subject of `previous` to a clause that starts with a verb ("... but does not mention X"), and the
 * subject and verb to a clause that has neither ("The context mentions X but not Y": "the context does not
 * mentions Y").
 */
function withSubject(clause: string, previous: string | undefined, vocabulary: CompiledRefusalVocabulary): string {
  if (!previous || !vocabulary.subject) return clause;
  const gap = vocabulary.gaps.find((g) => g.start.test(clause));
  const elliptic = vocabulary.ellipsis?.test(clause) ?? false;
  if (!elliptic && !gap) return clause;
  const match = previous.match(vocabulary.subject);
  const subject = match ? captures(match)[0] : undefined;
  if (!subject) return clause;
  const verbMatch = gap ? vocabulary.gapVerb?.exec(previous.slice(subject.length + 1)) : undefined;
  const verb = verbMatch ? captures(verbMatch)[0] : undefined;
  const start = gap?.start.exec(clause)?.[1];
  if (gap && verb && start !== undefined) {
    const lent = gap.lend.replaceAll('{subject}', subject).replaceAll('{verb}', verb).replaceAll('{start}', start);
    return `${lent}${clause.slice(start.length)}`;
  }
  return elliptic ? `${subject} ${clause}` : clause;
}

/** The last comma-separated part of a clause: the item before a join in "shipping, returns, and exchanges". */
function lastItem(text: string): string {
  const comma = text.lastIndexOf(',');
  return comma < 0 ? text : text.slice(comma + 1).trim();
}

/**
 * Splits `text` at `re`, keeping a part with the one before unless it is a clause of its own. With `bothSides`
 * the part before must be a clause too; otherwise, when the part before is a list ("shipping, returns"), its last
 * item must be one, so "shipping, returns, and exchanges are not mentioned" stays whole.
 */
function splitJoined(
  text: string,
  re: RegExp | null,
  vocabulary: CompiledRefusalVocabulary,
  previous: string | undefined,
  bothSides: boolean,
): string[] {
  const independent = (t: string) =>
    (vocabulary.independent?.test(t) ?? false) ||
    (vocabulary.ellipsis?.test(t) ?? false) ||
    (vocabulary.clause?.test(t) ?? false);
  const headIsClause = (head: string) =>
    bothSides ? independent(head) : !head.includes(',') || independent(lastItem(head));
  const out: string[] = [];
  let current: string | undefined;
  for (const { piece, separator } of splitOn(text, re)) {
    const tail = clean(piece);
    if (current === undefined) {
      current = withSubject(tail, previous, vocabulary);
    } else if (independent(tail) && headIsClause(current)) {
      out.push(current);
      current = withSubject(tail, current, vocabulary);
    } else {
      current = `${current}${separator}${tail}`;
    }
  }
  if (current) out.push(current);
  return out;
}

/** A sentence's leading reason clause and the rest, when the vocabulary's `reasons` splits it off. */
function reasonAndRest(text: string, vocabulary: CompiledRefusalVocabulary): [string, string] | undefined {
  const match = vocabulary.reasons ? text.match(vocabulary.reasons) : null;
  const [reason, rest] = match ? captures(match).map(clean) : [];
  return reason && rest ? [reason, rest] : undefined;
}

function splitSentence(sentence: string, vocabulary: CompiledRefusalVocabulary): { text: string; reason: boolean }[] {
  const clauses: string[] = [];
  const reasons = new Set<number>();
  for (const part of sentence.split(/(?<!\s)\s*;\s*/)) {
    for (const { piece } of splitOn(part, vocabulary.contrast)) {
      const text = clean(piece);
      if (!text) continue;
      // A reason about the sources first: a causal subordinator may also open a `concessive` split (read as claims).
      const reasoned = reasonAndRest(text, vocabulary);
      const concessive = !reasoned && vocabulary.concessive ? text.match(vocabulary.concessive) : null;
      const pieces = reasoned ?? (concessive ? captures(concessive).map(clean) : [text]);
      for (const [n, p] of pieces.entries()) {
        for (const joined of splitJoined(p, vocabulary.joins, vocabulary, clauses.at(-1), false)) {
          // One by one: a spread of a long run's pieces could overflow the call stack.
          for (const c of splitJoined(joined, vocabulary.splices, vocabulary, clauses.at(-1), true)) {
            if (reasoned && n === 0) reasons.add(clauses.length);
            clauses.push(c);
          }
        }
      }
    }
  }
  return clauses.map((c, i) => ({ text: clean(c), reason: reasons.has(i) })).filter((c) => c.text.length > 0);
}

// Markdown emphasis and code marks, dropped after normalisation (which makes a full-width "＊" a "*").
const EMPHASIS = /[*`]+/g;

/** The answer as clauses are read, before splitting: normalised, lower-case, the vocabulary's rewrites applied. */
export function rewriteAnswer(answer: string, vocabulary: CompiledRefusalVocabulary): string {
  return rewrite(foldCase(answer).replace(EMPHASIS, ''), vocabulary);
}

// A run of pictographs (not "©", "®" or "™", which sit inside names), with its joiners, variation selectors and
// skin tones; or a run of a chat app's emoji shortcodes (Slack, Teams, Discord: ":see_no_evil:", ":tada:", ":+1:")
// after a space or at the start of a line, not inside a word or a time ("10:30:00"), which is an emoji too.
const SHORTCODE = '(?<!\\S)(?::(?:[a-z][a-z0-9_+-]{0,40}|[+-]1|100):)+(?![\\p{L}\\p{N}])';
const PICTOGRAPHS =
  '[\\u{1F000}-\\u{1FAFF}\\u{2600}-\\u{27BF}](?:[\\u{1F000}-\\u{1FAFF}\\u{2600}-\\u{27BF}]|\\u{FE0F}|\\u{200D})*';
const EMOJI_RUN = `(?:${PICTOGRAPHS}|${SHORTCODE})`;
// A run of emoji closes a sentence in a chatty answer in any script ("Non lo sappiamo 🙈 Chiedi al nostro staff",
// "月謝は8,800円です🥋 土曜日の講師は分かりかねます"): before a capital letter, an opening "¡" or "¿", a letter of a
// script without case (Han, kana, Hangul...), a digit (a price after the emoji: "没写🎳 10元一局", "no idea 🎭 7 € for
// kids") or the end of a line it is read as a full stop, so the fact or decline before it and what follows are
// sentences of their own. Before a lower-case letter after a space ("35 € 🏺 ob man
// ...") it is read as ";": a clause boundary (a lower-case letter starts no sentence of the `'refusal'` boundary).
// A wave dash after a sentence-final particle does the same in Chinese and Japanese ("没查到哦～快充是1.6元一度"),
// while a dash between two numbers or names is a range ("10～12時", "周一～周五") and stays.
// Each white-space run is tried from its start only (`(?<![ \t])`): a match inside a run would have been found from its
// start, and trying every start of a 100,000-space run read it 100,000 times over.
const EMOJI_STOP = new RegExp(
  `(?<![ \\t])[ \\t]*${EMOJI_RUN}[ \\t]*(?=[\\p{Lu}\\p{Lo}\\p{Nd}¡¿]|$)|(?<=[哦呢啦呀吧嘛哈喔ねよなわ])[~〜][ \\t]*(?=\\p{Lo})`,
  'gmu',
);
const EMOJI_CLAUSE = new RegExp(`(?<![ \\t])[ \\t]*${EMOJI_RUN}[ \\t]+(?=\\p{Ll})`, 'gu');

// A line's opening that only greets the user by their handle: a word, the handle, a word at most.
const VOCATIVE = /^\s*(?:[\p{L}'’]+,?\s+)?@[\p{L}\p{N}._-]+(?:\s+\p{L}+)?[ \t]*$/u;

/**
 * An emoji run (or a wave dash after a sentence-final particle) that ends a sentence, read as a full stop; an
 * emoji run between two clauses in lower case, read as ";" (see EMOJI_STOP).
 */
function emojiEndsSentence(text: string): string {
  // After a "!", "?" or "." the sentence has ended already: keep its mark (an exclamation makes no claim).
  const stop = (_run: string, at: number, whole: string) => {
    if (/[.!?。]/u.test(whole[at - 1] ?? '')) return ' ';
    // After a greeting that only names the user ("Hi @mia 👋", "@佐藤さん お疲れさまです :wave:") it is a comma.
    return VOCATIVE.test(whole.slice(whole.lastIndexOf('\n', at - 1) + 1, at)) ? ', ' : '. ';
  };
  return text.replace(EMOJI_STOP, stop).replace(EMOJI_CLAUSE, '; ');
}

// A label that names where a text comes from ("Source:", "Quelle:", "出典：") or points to it ("see", "siehe",
// "voir", "véase", "vedi", "veja", "参照"): a cross-language class of the few words a citation opens with.
const SOURCE_LABEL =
  '(?:sources?|quellen?|fuentes?|fontes?|fonti|出典|出处|出處|来源|來源|参考|參考|参照|ref(?:erence)?s?|referencias?|références?|riferimenti)';
const POINTER = '(?:see|siehe|vgl\\.?|voir|cf\\.?|véase|ver|vedi|veja|参照|参见|參見|见|見)';
// A citation after a clause: a numbered or sectioned reference in brackets ("[1]", "[2, 3]", "[FAQ §2]") or a
// parenthesis that opens with a source label or a pointer ("(source: FAQ, section 2)", "(see FAQ, section 3)",
// "（出典：FAQ）"). It says where the text comes from and claims nothing, so its numbers are not values: dropped.
const CITATION = new RegExp(
  `(?<![ \\t])[ \\t]*(?:\\[\\s*\\d{1,3}(?:\\s*[,–-]\\s*\\d{1,3})*\\s*\\]|\\[[^\\]\\n]{0,40}§[^\\]\\n]{0,20}\\]|[(（\\[【]\\s*(?:${SOURCE_LABEL}\\s*[:：]|${POINTER}\\s)[^)）\\]】\\n]{0,80}[)）\\]】])`,
  'giu',
);
// A line that is only a source note: "Source: FAQ", "Quelle: Handbuch", "来源：常见问题".
const SOURCE_LINE = new RegExp(`^\\s*${SOURCE_LABEL}\\s*[:：]`, 'iu');

/** The text analysis's normalisation (`normalizeText`: NFKC, ASCII quotes and dashes...), without emphasis. */
function prepare(normalized: string): string {
  return emojiEndsSentence(shortcodeStops(spokenNumbers(normalized.replace(EMPHASIS, '').replace(CITATION, ''))));
}

/**
 * The rule id a claim gets when, the question known, it answers part of it: it brings a value or a name the question
 * does not have, outside brackets, and shares a content word (or a pair of Han or katakana characters) with the
 * question (refusal.ts). The decline model cannot make an answer with such a claim a refusal (decline-model.ts).
 */
export const ANSWERS_THE_QUESTION = 'answers-the-question';

/** A clause as a reason line quotes it: in double quotes, cut to 80 characters. */
export const quoteClause = (c: { text: string }) => `"${c.text.length > 80 ? `${c.text.slice(0, 79)}…` : c.text}"`;

/** A number, a currency or a percent sign: a value, which no restated topic, list item or reason may hold. */
export const VALUE = /[\p{N}$€£¥%]/u;
const SENTENCE_MARK = /[.?!。？！;；]/u;
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/**
 * A few words that make no sentence: no number or currency, no sentence mark inside (one trailing ",", ":" or "!"
 * is the line's own punctuation, a title's abbreviation no mark), at most five words, or a dozen characters of a script written without spaces.
 */
function fewWords(text: string): boolean {
  const t = text
    .replace(/[*_`]+/gu, '')
    .trim()
    .replace(/\s*[,，:：!！、]$/u, '')
    // A title's abbreviation ("Sra.", "Dr.", "Sig.ra") ends no sentence.
    .replace(/(?<=\b\p{Lu}\p{L}{0,3})\.(?=\p{Ll}{0,3}\s)/gu, '');
  if (t === '' || VALUE.test(t) || SENTENCE_MARK.test(t)) return false;
  const words = t.split(/\s+/u);
  return words.length <= 5 && t.length <= 48 && (words.length > 1 || !CJK.test(t) || t.length <= 12);
}

// A year or a school year in a heading ("Membership 2026", "2026/27年度"): it dates the topic, it is no value.
const YEAR = /(?<!\d)(?:19|20)\d\d(?:\/\d\d)?(?!\d)/gu;
const TOPIC_THEN_ASPECT = /^([^:：]+)[:：]\s*([^:：]+)$/u;
const AMOUNT_SIGN = /[$€£¥%]/u;

/**
 * A heading's text that names a topic: a few words (`fewWords`) once a year is dropped; or a topic and an aspect of it
 * after a colon ("30 L fermenter: deposit"), where a number in the topic is part of its name as long as the aspect
 * holds none and the topic no amount ("Fee: 30 €" states a value).
 */
function headingWords(text: string): boolean {
  const undated = text.replace(YEAR, '');
  if (fewWords(undated)) return true;
  const parts = TOPIC_THEN_ASPECT.exec(undated);
  return (
    parts !== null && !AMOUNT_SIGN.test(parts[1]!) && fewWords(parts[2]!) && fewWords(parts[1]!.replace(/\d+/gu, ''))
  );
}
// The leading white space is taken whole (a lookahead and its backreference: no backtracking into it), a label ends
// in a character that is not white space, and the white space around an optional colon is read once: a line of
// thousands of spaces, or a label and a colon far apart, is read in linear time (it took seconds per 3,000 spaces).
const HEADING =
  /^(?=(?<lead>\s*))\k<lead>(?:#{1,6}\s+(?<hash>.+)|(?<delim>\*\*|__)(?<bold>[^*_]+?)\k<delim>(?:\s*[:：])?|(?<label>[^:：]*[^:：\s])\s*[:：])\s*$/u;

/**
 * Which lines are only layout, read from their shape: a heading (`# X`, a line wholly in bold, a short label ending
 * with ":"), a source note line, a letter's salutation (a short first line ending with "," or "!", or a short
 * unpunctuated line in a script without spaces: "お客様各位") and its sign-off and signature (the last line, short and
 * unpunctuated, after another short line or in a letter that opened with a salutation). A heading of a few words has
 * no verb and no value: it names the topic and claims nothing.
 */
function layoutLines(lines: readonly string[]): boolean[] {
  const filled = lines.map((l, i) => ({ l: l.trim(), i })).filter(({ l }) => l !== '');
  const layout = lines.map((line, l) => {
    if (SOURCE_LINE.test(line) || sourceNote(line)) return true;
    const m = HEADING.exec(line);
    // A plain label ending with ":" above a bullet line is the header of its list, read as such.
    const label = m?.groups?.label;
    if (label !== undefined && BULLET.test(lines.slice(l + 1).find((n) => n.trim() !== '') ?? '')) return false;
    return m !== null && headingWords(m.groups?.hash ?? m.groups?.bold ?? label ?? '');
  });
  // An answer that is all layout ("References:") is read as it stands: nothing else is there to carry its claim.
  if (filled.every(({ i }) => layout[i] === true)) return lines.map(() => false);
  if (filled.length < 3) return layout;
  const first = filled[0]!;
  const salutation =
    !BULLET.test(first.l) &&
    fewWords(first.l) &&
    (/[,，!！:：]$/u.test(first.l) || (!/\s/u.test(first.l) && CJK.test(first.l)));
  if (salutation) layout[first.i] = true;
  const last = filled.at(-1)!;
  const before = filled.at(-2)!;
  const short = (l: string) => !BULLET.test(l) && fewWords(l) && !/[.?。？]$/u.test(l);
  if (short(last.l) && (salutation || short(before.l))) {
    layout[last.i] = true;
    if (short(before.l)) layout[before.i] = true;
  }
  return layout;
}

// A mark that ends a sentence inside what the `'refusal'` boundary keeps whole: ".", "!" or "?" and a space before a
// lower-case letter (casual texting writes no capitals), or "!" or "?" with no space between two characters of a
// script without case ("800円!上演時間は", the full-width "！" made ASCII by normalisation), and an ellipsis there
// ("说明里没写哎…要不我帮你看看").
const INNER_STOP =
  /(?<=[\p{L}\p{N}€$£¥%)])([.!?]+) +(?=\p{Ll})|(?<=[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{N}])([!?]+|…|\.{3})(?=[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}])/gu;
const DIGIT = /\p{Nd}/u;

/**
 * A sentence that states a value is a claim in any register: a sentence the `'refusal'` boundary keeps whole is cut
 * again at an inner full stop, "!" or "?" (see INNER_STOP) when the text on one side of it holds a digit, so a value
 * written in lower case or after a Chinese or Japanese "！" is a sentence apart from the decline beside it ("shellac
 * kostet 35 €. montags weiß ich nicht", "纯色128！周一不知道"). Between two characters without case "!", "?" and an
 * ellipsis always end a sentence, and "?" before a lower-case word does too ("walk-ins? dunno"). Not after an
 * abbreviation, an initial or, with `ordinals` (the vocabulary's `ordinalStops`: "8." as in German), an ordinal ("approx.
 * the", "8. märz"), whose full stop ends nothing.
 */
function valueSentences(sentence: string, ordinals = false): string[] {
  if (!/[!?…]|\. |\.{3}/u.test(sentence)) return [sentence];
  // Each stop looks at the text before it back to the last cut and at the rest of the sentence: both are tracked as it
  // goes (a digit seen since the cut, the last digit's place), so a long run of stops that cut nothing stays linear.
  let lastDigit = -1;
  for (const d of sentence.matchAll(DIGITS)) lastDigit = d.index;
  const out: string[] = [];
  let start = 0;
  let scanned = 0;
  let headDigit = false;
  for (const m of sentence.matchAll(INNER_STOP)) {
    const end = m.index + m[0].length;
    if (m[1] !== undefined) {
      const word = lastWord(sentence, start, m.index);
      // A number before the stop is an ordinal only where the language writes ordinals so ("am 8. März"); elsewhere
      // it ends a value ("sat 9-1. walk-ins? dunno", "domingo de 10 a 14. urgencias, ni idea").
      // The end of a range or a clock time ("10-16.", "9:30.") is no ordinal in any language.
      const digits = /^\d+$/u.test(word);
      const ordinal = digits && ordinals && !/[-–:/]/u.test(sentence.charAt(m.index - word.length - 1));
      if (m[1] === '.' && (digits ? ordinal : word.length === 1 || word.includes('.'))) continue;
      if (m[1] === '.' && ABBREVIATIONS.has(word.toLowerCase())) continue;
      headDigit ||= DIGIT.test(sentence.slice(scanned, m.index));
      scanned = m.index;
      // A question mark before a lower-case word ends an echo of the question ("walk-ins? dunno"): always a cut.
      if (!headDigit && lastDigit < end && !m[1].includes('?')) continue;
    }
    out.push(sentence.slice(start, m.index + (m[1] ?? m[2] ?? '').length));
    start = end;
    scanned = end;
    headDigit = false;
  }
  out.push(sentence.slice(start));
  return out.filter((s) => s.trim() !== '');
}

// A title's abbreviation ("Dr.", "Sra.", "Mme.") before a capitalised word that is no stop word is part of a name: it
// ends no sentence, unless a capitalised word comes before it, a street's name or a surname ("Ocean Dr.", "Baker
// Sr."). Not "St.", which ends an address as often as it starts a saint's name ("12 Elm St. I don't know").
const TITLE_AT_END = /(?:^|(?<!\p{Lu}[\p{L}'’-]*)\s)(?:Dr|Prof|Mr|Mrs|Ms|Mme|Mlle|Sr|Sra|Srta|Hr)\.["'”’)\]]*\s*$/u;
const OPENING_WORD = /^\s*(\p{Lu}\p{L}*)/u;

/** Whether a sentence opens with a capitalised word that is no stop word ("Johannes", not "I" or "Die"): a name. */
function opensWithName(sentence: string): boolean {
  const word = OPENING_WORD.exec(sentence)?.[1];
  return word !== undefined && !isRefusalStopWord(word.toLowerCase());
}

/** The `'refusal'` boundary's sentences with a cut after a title's abbreviation ("Dr. Johannes Albrecht") undone. */
function titledSentences(sentences: string[]): string[] {
  const out: string[] = [];
  for (const sentence of sentences) {
    const last = out.at(-1);
    if (last !== undefined && TITLE_AT_END.test(last) && opensWithName(sentence)) {
      out[out.length - 1] = `${last} ${sentence.trimStart()}`;
    } else out.push(sentence);
  }
  return out;
}

// A capital alone and a full stop, then a capitalised word: an initial ("John F. Kennedy"), which the `'refusal'`
// boundary does not cut after, or a one-letter name that ends a sentence ("next to Outpatients B. Whether ...").
const INITIAL_STOP = /(?<=(?:^|\s)\p{Lu})\.\s+(?=(\p{Lu}\p{Ll}*))/gu;

/**
 * A sentence cut again after a one-letter name when the next word is a stop word of a shipped language ("Whether",
 * "Ob", "Pour", "Se"): a sentence starts there, where a name would go on ("J. Smith").
 */
function sentencesAfterInitial(sentence: string): string[] {
  if (!/\s\p{Lu}\.\s/u.test(sentence)) return [sentence];
  const out: string[] = [];
  let start = 0;
  for (const m of sentence.matchAll(INITIAL_STOP)) {
    if (!isRefusalStopWord(m[1]!.toLowerCase())) continue;
    out.push(sentence.slice(start, m.index + 1));
    start = m.index + m[0].length;
  }
  out.push(sentence.slice(start));
  return out;
}

// A comma of a script without case, not one inside a number ("22,000円"), or a mark that ends a sentence there (the
// contrast splits Chinese and Japanese sentences at "。" later): NFKC makes "，" a ",".
const CASELESS_MARK = /(?<!\d),|,(?!\d)|、|([。!?！？])/gu;
// Where a redirect sends the user (a telephone number, an address, a link): no value of the answer.
// A number's run is bounded and an address is dropped word by word, so a long run of digits or letters is read once.
const PHONE_RUN = /\+?\(?\d[\d() .-]{6,30}\d/gu;
const ADDRESS_WORD = /[@/]|^www\./u;
const holdsValue = (text: string) =>
  DIGIT.test(text) &&
  DIGIT.test(
    text
      .split(/\s+/u)
      .filter((w) => !ADDRESS_WORD.test(w))
      .join(' ')
      .replace(PHONE_RUN, ''),
  );

/**
 * A partial joined by a comma in Chinese or Japanese (class P): "停车场的事我不清楚，月卡是2200元" and
 * "駐車場のことは分からないんだけど、月額プランは22,000円だよ" are a decline and a value in one sentence, which the
 * decline read whole would swallow. The sentence is cut before a comma-separated part that holds a digit (not one of
 * a telephone number or an address) when its sentence holds none before it, so the value is read as a clause of its
 * own; a digit before the comma ("关于2025年的价格，资料里没有") cuts nothing, and a part without a digit is never cut
 * off. One pass over the marks.
 */
function valueClausesWithoutCase(sentence: string): string[] {
  if (!CJK.test(sentence) || !DIGIT.test(sentence)) return [sentence];
  const marks = [...sentence.matchAll(CASELESS_MARK)].map((m) => ({
    at: m.index,
    after: m.index + m[0].length,
    ends: m[1] !== undefined,
  }));
  const out: string[] = [];
  let start = 0;
  let headDigit = false;
  marks.forEach(({ at, after, ends }, i) => {
    headDigit ||= holdsValue(sentence.slice(i === 0 ? 0 : marks[i - 1]!.after, at));
    if (ends) {
      headDigit = false;
      return;
    }
    const part = sentence.slice(after, marks[i + 1]?.at);
    if (!headDigit && holdsValue(part) && sentence.slice(start, at).trim() !== '') {
      out.push(sentence.slice(start, after));
      start = after;
    }
  });
  out.push(sentence.slice(start));
  return out;
}

// A web address in running text: a host and a path ("clubajedrez.example/escuela"), "www." or an e-mail address.
const LINK_AHEAD = /\s(?:[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+\/|www\.|[\p{L}\p{N}._%+-]+@)/u;
const LOWER_STOP = /[.!?]+ +(?=\p{Ll})/gu;

/**
 * A casual decline and a link in one line, cut at the stop before the link (class Q): "eso no viene en mis docs. mira
 * clubajedrez.example/escuela" is a decline and a pointer, which the `'refusal'` boundary keeps whole because texting
 * writes no capitals; the part with the link is read alone as a next step.
 */
function linkSentences(sentence: string): string[] {
  const link = LINK_AHEAD.exec(sentence);
  if (link === null) return [sentence];
  let cut = -1;
  for (const m of sentence.slice(0, link.index + 1).matchAll(LOWER_STOP)) cut = m.index + m[0].length;
  return cut < 0 ? [sentence] : [sentence.slice(0, cut), sentence.slice(cut)];
}

const DIGITS = /\p{Nd}/gu;
const WORD_CHAR = /^[\p{L}\p{N}.]$/u;

/** The run of letters, digits and full stops that ends at `to`, read backwards no further than `from`. */
function lastWord(text: string, from: number, to: number): string {
  let i = to;
  while (i > from) {
    const low = text.charCodeAt(i - 1);
    const pair = low >= 0xdc00 && low <= 0xdfff && i - 2 >= from;
    const ch = pair ? text.slice(i - 2, i) : text.charAt(i - 1);
    if (!WORD_CHAR.test(ch)) break;
    i -= ch.length;
  }
  return text.slice(i, to);
}

// A line of a reference list: one or more footnote markers, each followed by the title of a source ("[1] Members'
// handbook 2026, section 4", "[1] 2026年版カタログ「酵母」", "[1] Guide ・ [2] Recipes").
const REFERENCE_ENTRY = /^\s*\[\d{1,3}\]\s*\S/u;
const REFERENCE_MARKER = /\[\d{1,3}\]/gu;
// What a title never holds: a price, a share, a clock time.
const AMOUNT = /[$€£¥%]|\d[:.]\d\d\b|\d\s?(?:円|元|块|euros?|dollars?)/u;

/**
 * A source note: a reference-list line, its titles holding at most a year, an edition or a section number ("2026",
 * "2026/27", "section 4", "第4章"), no amount and no sentence mark inside, a dozen words or forty characters of a
 * script without spaces at most. It says where the text comes from and claims nothing.
 */
function sourceNote(line: string): boolean {
  if (!REFERENCE_ENTRY.test(line)) return false;
  const titles = line.replace(REFERENCE_MARKER, ' ').replace(/\s+/gu, ' ').trim();
  if (titles === '' || AMOUNT.test(titles) || /[.?!。？！;；](?!$)/u.test(titles)) return false;
  const words = titles.split(' ');
  return words.length <= 12 && (words.length > 1 || titles.length <= 40);
}

function rewrite(lower: string, vocabulary: CompiledRefusalVocabulary): string {
  // Most texts hold nothing to rewrite: one search for any rewrite instead of a pass of each.
  if (vocabulary.anyRewrite?.test(lower) === false) return lower;
  let text = lower;
  for (const [re, replacement] of vocabulary.rewrites) text = text.replace(re, replacement);
  return text;
}

/**
 * A line that says a list follows ("Zu folgenden Punkten liegen uns keine Informationen vor.", "以下の項目については
 * …"), by a word of the vocabulary's `listAhead`: before bullets it heads them like a line ending with ":".
 */
function announcesList(line: string, vocabulary: CompiledRefusalVocabulary): boolean {
  return vocabulary.listAhead?.test(line.toLowerCase()) === true;
}

/**
 * Splits an answer into clauses the way the refusal rule reads it: lines, sentences (`splitSentences`, the
 * `'refusal'` boundary: any character but a lower-case letter may start one), then `;`, contrastive joins
 * ("but", "however"), a leading concessive clause ("Although X, Y") and joins whose tail is a clause of its own
 * (", and the fee is $5"). Text is normalised as everywhere else (`normalizeText`: NFKC, typographic quotes and
 * dashes made ASCII), Markdown emphasis and bullets are dropped, then the vocabulary's rewrites run on the
 * lower-cased text.
 */
export function splitRefusalClauses(answer: string, vocabulary: CompiledRefusalVocabulary): RefusalClauseText[] {
  const normalized = tableAsFields(normalizeText(answer));
  const ordinals = vocabulary.ordinalStops;
  const layout = layoutLines(normalized.split(/\r?\n+/));
  const text = prepare(normalized);
  const out: RefusalClauseText[] = [];
  const lines = text.split(/\r?\n+/).map((rawLine) => {
    const unquoted = rawLine.replace(/^\s*(?:#{1,6}|>)\s*/, '');
    const line = unquoted.replace(BULLET, '');
    return { line, item: line !== unquoted };
  });
  // Whether the next line with text is a bullet, from the last line up: one pass, however many lines.
  const nextIsItem: boolean[] = [];
  for (let l = lines.length - 1, next: (typeof lines)[number] | undefined; l >= 0; l--) {
    nextIsItem[l] = next?.item === true;
    if (lines[l]!.line.trim() !== '') next = lines[l];
  }
  for (const [l, { line, item }] of lines.entries()) {
    const header = nextIsItem[l] === true && (/:\s*$/u.test(line) || announcesList(line, vocabulary));
    const first = out.length;
    const sentences = titledSentences(splitSentences(line, { boundary: 'refusal' }))
      .flatMap(sentencesAfterInitial)
      .flatMap((s) => valueSentences(s, ordinals))
      .flatMap(linkSentences)
      .flatMap(valueClausesWithoutCase)
      .flatMap((s) => spokenValueClauses(s, holdsValue));
    for (const sentence of sentences) {
      checkDeadline(sentence.length);
      const question = /\?["'”’)\]]*\s*$/u.test(sentence);
      const exclamation = /!["'”’)\]]*\s*$/u.test(sentence);
      const clauses = splitSentence(rewrite(sentence.toLowerCase(), vocabulary), vocabulary);
      clauses.forEach(({ text: clause, reason }, i) => {
        const last = i === clauses.length - 1;
        out.push({
          text: clause,
          question: question && last,
          exclamation: exclamation && last,
          item,
          opensList: false,
          ...(last ? {} : { continues: true }),
          ...(layout[l] === true ? { layout: true } : {}),
          ...(reason ? { reason: true } : {}),
        });
      });
    }
    if (header && out.length > first) out.at(-1)!.opensList = true;
  }
  return out;
}
