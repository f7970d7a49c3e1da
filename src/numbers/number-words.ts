/**
 * English number words: the table, and the parser that reads a run of them ("one hundred and twenty",
 * "twenty-first", "two and a half", "a dozen") as values.
 */

type WordKind = 'unit' | 'teen' | 'tens' | 'hundred' | 'scale' | 'ordinal' | 'fraction' | 'times' | 'dozen';

interface NumberWord {
  kind: WordKind;
  value: number;
}

const CARDINALS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const ORDINALS = [
  'zeroth',
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
  'eleventh',
  'twelfth',
  'thirteenth',
  'fourteenth',
  'fifteenth',
  'sixteenth',
  'seventeenth',
  'eighteenth',
  'nineteenth',
];
const TENS_ORDINALS = [
  'twentieth',
  'thirtieth',
  'fortieth',
  'fiftieth',
  'sixtieth',
  'seventieth',
  'eightieth',
  'ninetieth',
];

const WORDS = new Map<string, NumberWord>();
for (const [i, w] of CARDINALS.entries()) WORDS.set(w, { kind: i < 10 ? 'unit' : 'teen', value: i });
for (const [i, w] of TENS.entries()) WORDS.set(w, { kind: 'tens', value: (i + 2) * 10 });
for (const [i, w] of ORDINALS.entries()) WORDS.set(w, { kind: 'ordinal', value: i });
for (const [i, w] of TENS_ORDINALS.entries()) WORDS.set(w, { kind: 'ordinal', value: (i + 2) * 10 });
WORDS.set('hundred', { kind: 'hundred', value: 100 });
WORDS.set('hundredth', { kind: 'ordinal', value: 100 });
WORDS.set('thousand', { kind: 'scale', value: 1e3 });
WORDS.set('thousandth', { kind: 'ordinal', value: 1e3 });
WORDS.set('million', { kind: 'scale', value: 1e6 });
WORDS.set('billion', { kind: 'scale', value: 1e9 });
WORDS.set('trillion', { kind: 'scale', value: 1e12 });
WORDS.set('dozen', { kind: 'dozen', value: 12 });
WORDS.set('half', { kind: 'fraction', value: 2 });
WORDS.set('halves', { kind: 'fraction', value: 2 });
WORDS.set('thirds', { kind: 'fraction', value: 3 });
WORDS.set('quarter', { kind: 'fraction', value: 4 });
WORDS.set('quarters', { kind: 'fraction', value: 4 });
WORDS.set('once', { kind: 'times', value: 1 });
WORDS.set('twice', { kind: 'times', value: 2 });
WORDS.set('thrice', { kind: 'times', value: 3 });

const CARDINAL_KINDS: ReadonlySet<WordKind> = new Set(['unit', 'teen', 'tens', 'hundred', 'scale']);

/**
 * The value of one cardinal number word ("five" 5, "forty" 40, "thousand" 1000), or `undefined` for any other word
 * (ordinals, fractions, "dozen", "once" included): for readers that compare word by word rather than parse runs.
 */
export function cardinalValue(word: string): number | undefined {
  const known = WORDS.get(word);
  return known && CARDINAL_KINDS.has(known.kind) ? known.value : undefined;
}

/** Every word the parser knows, for building a scanning pattern. */
export const NUMBER_WORDS: readonly string[] = [...WORDS.keys()];

/** One value read from number words. */
export interface WordNumber {
  /** The value (an integer, or x.5 for "and a half", or a fraction such as 1/3). */
  value: number;
  /** Index of the first and one past the last word used. */
  from: number;
  to: number;
  /** How many number words it has ("a" and "and" not counted). */
  words: number;
  /** "first", "twenty-first": an ordinal. */
  ordinal: boolean;
  /** "half", "a third", "two thirds": a fraction, also read as a percentage. */
  fraction: boolean;
  /** "once", "twice": a count of times. */
  times: boolean;
  /** A standalone word that is often not a count ("a dozen", "hundred", "a quarter"). */
  vague: boolean;
}

/**
 * Reads `words` (lower case, as split on spaces and hyphens; "a" and "and" may appear) into numbers. A run that
 * cannot continue a number starts a new one: "five six" is 5 and 6, "twenty five" is 25, "one hundred and twenty"
 * is 120, "two and a half" is 2.5, "twenty-first" is the ordinal 21, "two thirds" is 2/3, "a dozen" is 12.
 *
 * @example
 * parseNumberWords(['one', 'hundred', 'and', 'twenty']) // => [{ value: 120, from: 0, to: 4, words: 3, ... }]
 */
export function parseNumberWords(words: readonly string[]): WordNumber[] {
  const out: WordNumber[] = [];
  let i = 0;
  while (i < words.length) {
    const read = readOne(words, i);
    if (read) {
      out.push(read);
      i = read.to;
    } else i++;
  }
  return out;
}

function lookup(word: string | undefined): NumberWord | undefined {
  return word === undefined ? undefined : WORDS.get(word);
}

/** Reads the longest number starting at `start`; undefined when none starts there. */
function readOne(words: readonly string[], start: number): WordNumber | undefined {
  let i = start;
  const article = words[i] === 'a' || words[i] === 'an';
  if (article) i++;
  const first = lookup(words[i]);
  if (!first) return undefined;
  if (article) {
    // "a dozen", "a hundred", "a thousand", "a half", "a third", "a quarter"
    if (first.kind === 'dozen') return make(start, i + 1, 12, 1, 'cardinal', true);
    if (first.kind === 'fraction' || words[i] === 'third') {
      const denominator = words[i] === 'third' ? 3 : first.value;
      return make(start, i + 1, 1 / denominator, 1, 'fraction', denominator !== 2);
    }
    if (first.kind !== 'hundred' && first.kind !== 'scale') return undefined;
  }
  if (first.kind === 'times') return make(start, i + 1, first.value, 1, 'times', false);
  if (first.kind === 'fraction') return make(start, i + 1, 1 / first.value, 1, 'fraction', first.value !== 2);
  if (first.kind === 'ordinal') return make(start, i + 1, first.value, 1, 'ordinal', false);

  // Cardinal: total = completed scale groups; group = the part below the next scale word.
  let total = 0;
  let group = 0;
  let count = 0;
  let last: WordKind | 'and' | undefined;
  let end = i;
  let ordinal = false;
  let j = i;
  group = article ? 1 : 0;
  while (j < words.length) {
    const word = words[j] as string;
    if (word === 'and') {
      // "one hundred and twenty", "two and a half"
      if (words[j + 1] === 'a' && words[j + 2] === 'half' && count > 0) {
        total += group + 0.5;
        group = 0;
        count++;
        end = j + 3;
        last = 'fraction';
        break;
      }
      if (last !== 'hundred' && last !== 'scale') break;
      const next = lookup(words[j + 1]);
      if (!next || (next.kind !== 'unit' && next.kind !== 'teen' && next.kind !== 'tens')) break;
      last = 'and';
      j++;
      continue;
    }
    const w = lookup(word);
    if (!w || !fits(last, w, group)) break;
    if (w.kind === 'ordinal') {
      // "twenty-first", "one hundredth": an ordinal ends the number
      if (w.value >= 100) group = (group || 1) * w.value;
      else group += w.value;
      ordinal = true;
      count++;
      end = j + 1;
      break;
    }
    if (w.kind === 'hundred') group = (group || 1) * 100;
    else if (w.kind === 'scale') {
      total += (group || 1) * w.value;
      group = 0;
    } else if (w.kind === 'dozen') group = (group || 1) * 12;
    else group += w.value;
    last = w.kind;
    count++;
    end = j + 1;
    j++;
  }
  if (count === 0) return undefined;
  let value = total + group;
  let fraction = false;
  // "two thirds", "three quarters": a cardinal followed by a fraction word.
  const after = words[end];
  if (
    !ordinal &&
    count === 1 &&
    (after === 'thirds' || after === 'third' || after === 'quarter' || after === 'quarters')
  ) {
    value /= after.startsWith('third') ? 3 : 4;
    fraction = true;
    count++;
    end++;
  }
  const vague = count === 1 && (last === 'hundred' || last === 'scale' || last === 'dozen');
  return make(start, end, value, count, ordinal ? 'ordinal' : fraction ? 'fraction' : 'cardinal', vague);
}

function make(
  from: number,
  to: number,
  value: number,
  words: number,
  kind: 'cardinal' | 'ordinal' | 'fraction' | 'times',
  vague: boolean,
): WordNumber {
  return {
    value,
    from,
    to,
    words,
    ordinal: kind === 'ordinal',
    fraction: kind === 'fraction',
    times: kind === 'times',
    vague,
  };
}

/** Whether `next` may follow `last` inside one number ("twenty" + "five" yes, "five" + "six" no). */
function fits(last: WordKind | 'and' | undefined, next: NumberWord, group: number): boolean {
  if (last === undefined) return next.kind !== 'times' && next.kind !== 'fraction';
  switch (next.kind) {
    case 'unit':
      return last === 'tens' || last === 'hundred' || last === 'scale' || last === 'and';
    case 'teen':
      return last === 'hundred' || last === 'scale' || last === 'and';
    case 'tens':
      return last === 'hundred' || last === 'scale' || last === 'and';
    case 'hundred':
      return (last === 'unit' || last === 'teen' || last === 'tens') && group > 0 && group < 100;
    case 'scale':
      return last !== 'and' && group > 0;
    case 'dozen':
      return last === 'unit' || last === 'teen';
    case 'ordinal':
      if (next.value >= 100) return last === 'unit' || last === 'teen' || last === 'tens';
      if (next.value < 10) return last === 'tens' || last === 'hundred' || last === 'scale' || last === 'and';
      return last === 'hundred' || last === 'scale' || last === 'and';
    default:
      return false;
  }
}
