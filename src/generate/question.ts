/**
 * Drafting a question from a fact's sentence without repeating the sentence: the fact itself becomes what the
 * question asks for (its kind says how: "how long", "what address"...), and of the rest of the sentence only the few
 * words that say what the fact is about are kept ("anchors"), as few as make them specific to the fact's chunk.
 */
import { SEARCH_STOP_WORDS } from '../text/index.js';
import type { Fact, FactKind } from './facts.js';

/** A word of a sentence and where it is. */
interface Word {
  text: string;
  start: number;
  end: number;
}

const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’]*(?:-[\p{L}\p{N}]+)*/gu;
const AUX = new Set(['is', 'are', 'was', 'were', 'can', 'will', 'must', 'may', 'should', 'has', 'have']);
const PREPOSITIONS = new Set(['within', 'for', 'in', 'at', 'by', 'after', 'before', 'on', 'from', 'to', 'under', 'up']);
const LEADING = new Set(['all', 'every', 'each', 'any', 'some', 'our', 'your', 'its', 'their', 'this', 'these']);

/** How each kind of fact is asked for: the wh-phrase, and templates for when the sentence cannot be inverted. */
const ASK: Record<FactKind, { wh: string; templates: readonly string[] }> = {
  duration: {
    wh: 'what time frame',
    templates: [
      'What time frame applies to {A}?',
      'How long is allowed for {A}?',
      'What waiting period goes with {A}?',
    ],
  },
  money: {
    wh: 'what amount',
    templates: ['What price is set for {A}?', 'What fee applies to {A}?', 'How much does {A} cost?'],
  },
  percent: { wh: 'what percentage', templates: ['What percentage applies to {A}?', 'What rate is set for {A}?'] },
  quantity: { wh: 'what amount', templates: ['What amount is set for {A}?', 'How big is the limit for {A}?'] },
  count: { wh: 'how many {N}', templates: ['What number of {N} goes with {A}?', 'How many {N} are counted for {A}?'] },
  year: { wh: 'what year', templates: ['What year goes with {A}?', 'In what calendar year was {A}?'] },
  date: { wh: 'what date', templates: ['On what calendar date is {A}?', 'When is {A} due?'] },
  time: { wh: 'what time', templates: ['At what time of day is {A}?', 'What hour is set for {A}?'] },
  code: { wh: 'which code', templates: ['Which code is used for {A}?', 'What identifier goes with {A}?'] },
  phone: { wh: 'which phone number', templates: ['Which phone number is for {A}?', 'What number do I call for {A}?'] },
  email: {
    wh: 'which e-mail address',
    templates: ['Which e-mail address is used for {A}?', 'What address do I write to for {A}?'],
  },
  url: { wh: 'which web address', templates: ['Which web address is given for {A}?', 'What link is there for {A}?'] },
  quoted: { wh: 'what name', templates: ['What name is given to {A}?', 'What title does {A} carry?'] },
  name: { wh: 'who or what', templates: ['What is the name given for {A}?', 'Which name goes with {A}?'] },
  term: { wh: 'what term', templates: ['What term is used for {A}?', 'Which word names {A}?'] },
};

/** How many of a template's own words (the anchors aside) the fact's sentence has: fewer is asking differently. */
function repeatedWords(template: string, sentence: string): number {
  const own =
    template
      .replace('{A}', '')
      .replace('{N}', '')
      .toLowerCase()
      .match(/[a-z0-9]+/g) ?? [];
  const words = new Set(sentence.toLowerCase().match(/[a-z0-9]+/g) ?? []);
  return own.filter((w) => isAnchorWord(w) && words.has(w)).length;
}

/** The words of a sentence, with offsets. */
export function wordsOf(sentence: string): Word[] {
  return [...sentence.matchAll(WORD)].map((m) => ({
    text: m[0],
    start: m.index ?? 0,
    end: (m.index ?? 0) + m[0].length,
  }));
}

/** A word that can say what a fact is about: not a stop word, not a bare number, not part of the fact. */
export function isAnchorWord(word: string): boolean {
  const lower = word.toLowerCase();
  return lower.length >= 3 && !SEARCH_STOP_WORDS.has(lower) && !AUX.has(lower) && !/^\d/.test(lower);
}

/**
 * The candidate anchors of a fact, nearest first within its clause (the words between the punctuation around it),
 * the words before the fact before those after it: the subject usually says what a fact is about.
 */
export function anchorCandidates(fact: Fact): Word[] {
  const { sentence, start, end } = fact;
  const { clauseStart, clauseEnd } = clauseOf(fact);
  const kindWords = KIND_WORDS[fact.kind] ?? new Set<string>();
  const predicate = predicateBefore(fact);
  const words = wordsOf(sentence).filter(
    (w) =>
      isAnchorWord(w.text) &&
      (w.end <= start || w.start >= end) &&
      !kindWords.has(w.text.toLowerCase()) &&
      w.start !== predicate?.start,
  );
  const inClause = (w: Word) => w.start >= clauseStart && w.end <= clauseEnd;
  const near = words.filter(inClause);
  const far = words.filter((w) => !inClause(w));
  return [...near.filter((w) => w.end <= start), ...near.filter((w) => w.start >= end), ...far];
}

/** Where the clause holding the fact starts and ends in its sentence (the punctuation around it). */
function clauseOf(fact: Fact): { clauseStart: number; clauseEnd: number } {
  const before = fact.sentence.slice(0, fact.start);
  const after = fact.sentence.slice(fact.end);
  const clauseStart = Math.max(
    0,
    ...[',', ';', ':', '(', ' – ', ' — ']
      .map((p) => before.lastIndexOf(p))
      .filter((at) => at >= 0)
      .map((at) => at + 1),
  );
  const cut = after.search(/[,;:()]| – | — /);
  return { clauseStart, clauseEnd: cut < 0 ? fact.sentence.length : fact.end + cut };
}

/**
 * The subject and verb of a clause that says "<subject> <auxiliary> <verb> [preposition] <fact>" ("Refunds are
 * accepted within 30 days"), as anchor words, or undefined: such a clause inverts into a natural question ("Within
 * what time frame are refunds accepted?").
 */
export function invertibleAnchors(fact: Fact): Word[] | undefined {
  const { clauseStart } = clauseOf(fact);
  const words = wordsOf(fact.sentence.slice(0, fact.start)).filter((w) => w.start >= clauseStart);
  let i = words.length - 1;
  if (i >= 0 && PREPOSITIONS.has(words[i]!.text.toLowerCase())) i--;
  const verb = words[i];
  const aux = words[i - 1];
  if (!verb || !aux || !AUX.has(aux.text.toLowerCase()) || !isAnchorWord(verb.text)) return undefined;
  const subject = words.slice(0, i - 1).filter((w) => isAnchorWord(w.text));
  if (subject.length === 0 || subject.length > 3) return undefined;
  return [...subject, verb];
}

/**
 * The noun a fact written as a compound adjective qualifies ("a one-year limited warranty", "the 30-day window"):
 * at most two words right after it, up to a stop word or punctuation. What the question is about, so asked first.
 */
export function qualifiedNoun(fact: Fact): Word[] {
  if (!/^\S+-\p{L}+$/u.test(fact.text)) return [];
  const after = wordsOf(fact.sentence.slice(fact.end)).map((w) => ({
    ...w,
    start: w.start + fact.end,
    end: w.end + fact.end,
  }));
  const run: Word[] = [];
  let at = fact.end;
  for (const word of after) {
    if (!/^\s+$/.test(fact.sentence.slice(at, word.start)) || !isAnchorWord(word.text) || run.length === 2) break;
    run.push(word);
    at = word.end;
  }
  return run;
}

/** Whether two words of the fact's sentence are both in the fact's clause or both outside it. */
export function sameClause(fact: Fact, a: Word, b: Word): boolean {
  const { clauseStart, clauseEnd } = clauseOf(fact);
  const inside = (w: Word) => w.start >= clauseStart && w.end <= clauseEnd;
  return inside(a) === inside(b);
}

/** Words that only name what kind of fact is asked for: "email" before an address says nothing about it. */
const KIND_WORDS: Partial<Record<FactKind, ReadonlySet<string>>> = {
  email: new Set(['email', 'e-mail', 'mail', 'address', 'write', 'contact']),
  url: new Set(['url', 'link', 'website', 'site', 'page', 'visit']),
  phone: new Set(['phone', 'call', 'telephone', 'number']),
  code: new Set(['code', 'number', 'id']),
};

/**
 * The verb right before a fact with no auxiliary before it ("shipping takes [3 to 5 days]", "electronics include a
 * [one-year] warranty"): it says what the sentence does with the fact, not what the fact is about, and would make the
 * question repeat the sentence's wording. With an auxiliary ("are accepted within") the question inverts instead.
 */
function predicateBefore(fact: Fact): Word | undefined {
  const before = wordsOf(fact.sentence.slice(0, fact.start));
  let i = before.length - 1;
  while (i >= 0 && !isAnchorWord(before[i]!.text)) i--;
  if (i <= 0) return undefined;
  if (AUX.has(before[i - 1]!.text.toLowerCase())) return undefined;
  return /^[\p{Ll}]/u.test(before[i]!.text) && !isAnchorWord(before[i - 1]!.text) ? undefined : before[i];
}

/** The whole run of adjacent anchor words a word is part of ("chief operating officer"). */
export function phraseAround(fact: Fact, word: Word): Word[] {
  // Only a name is kept whole ("Bayhollow Distribution Center"): other words are chosen one by one.
  if (!/^\p{Lu}/u.test(word.text) || word.start === fact.sentence.search(/\S/)) return [word];
  const words = wordsOf(fact.sentence);
  const i = words.findIndex((w) => w.start === word.start);
  let from = i;
  let to = i;
  const joined = (a: Word, b: Word) => /^[ -]$/.test(fact.sentence.slice(a.end, b.start));
  const predicate = predicateBefore(fact);
  const usable = (w: Word) =>
    isAnchorWord(w.text) &&
    /^\p{Lu}/u.test(w.text) &&
    (w.end <= fact.start || w.start >= fact.end) &&
    w.start !== predicate?.start;
  while (from > 0 && usable(words[from - 1]!) && joined(words[from - 1]!, words[from]!)) from--;
  while (to < words.length - 1 && usable(words[to + 1]!) && joined(words[to]!, words[to + 1]!)) to++;
  return words.slice(from, to + 1);
}

function lowerFirst(text: string, sentence: string, start: number): string {
  // Only the sentence's first word loses its capital: a name elsewhere keeps it.
  if (start !== sentence.search(/\S/)) return text;
  const first = text.split(/\s/)[0] ?? '';
  if (first.length > 1 && first === first.toUpperCase()) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** The anchors as the question shows them: their text span when short and before the fact, else joined. */
function anchorText(fact: Fact, anchors: readonly Word[]): { text: string; aux?: string; preposition?: string } {
  const sorted = [...anchors].sort((a, b) => a.start - b.start);
  const first = sorted[0]!;
  const last = sorted.at(-1)!;
  const between = wordsOf(fact.sentence).filter((w) => w.start >= first.start && w.end <= last.end);
  if (last.end <= fact.start && between.length <= sorted.length + 2) {
    const span = fact.sentence.slice(first.start, last.end);
    const rest = wordsOf(fact.sentence.slice(last.end, fact.start));
    const aux = rest.find((w) => AUX.has(w.text.toLowerCase()))?.text.toLowerCase();
    const previous = rest.at(-1)?.text.toLowerCase();
    const preposition = previous && PREPOSITIONS.has(previous) ? previous : undefined;
    // A subject, an auxiliary and a verb before the fact ("Refunds are processed within"): the question inverts them.
    const parts = wordsOf(span);
    const auxInSpan = parts.findIndex((w) => AUX.has(w.text.toLowerCase()));
    if (auxInSpan > 0) {
      return { text: lowerFirst(span, fact.sentence, first.start), aux: parts[auxInSpan]!.text.toLowerCase() };
    }
    const text = lowerFirst(span, fact.sentence, first.start);
    return { text, ...(aux ? { aux } : {}), ...(preposition ? { preposition } : {}) };
  }
  return { text: sorted.map((w) => lowerFirst(w.text, fact.sentence, w.start)).join(' ') };
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The question asking for `fact`, from the anchor words chosen for it. `choice` picks among the kind's wordings
 * (seeded by the caller), so a corpus's drafts do not all read alike.
 *
 * @example
 * // "Refunds are processed within five business days of us receiving the item." with anchors "Refunds", "processed"
 * // => 'Within what time frame are refunds processed?'
 */
export function askFor(fact: Fact, anchors: readonly Word[], choice: number): string {
  const ask = ASK[fact.kind];
  const noun = fact.noun ?? 'of them';
  const { text, aux, preposition } = anchorText(fact, anchors);
  const words = wordsOf(text);
  const auxIndex = words.findIndex((w) => AUX.has(w.text.toLowerCase()));
  // "Refunds are processed" + "within": "Within what time frame are refunds processed?"
  if (auxIndex > 0 && preposition === undefined && aux && fact.kind !== 'name' && fact.kind !== 'quoted') {
    const subject = text.slice(0, words[auxIndex]!.start).trim();
    const rest = text.slice(words[auxIndex]!.end).trim();
    const prep = wordsOf(fact.sentence.slice(0, fact.start)).at(-1)?.text.toLowerCase();
    const lead = prep && PREPOSITIONS.has(prep) ? `${prep} ${ask.wh}` : ask.wh;
    return capitalise(`${lead.replace('{N}', noun)} ${aux} ${subject}${rest ? ` ${rest}` : ''}?`);
  }
  // "The chief executive is Marguerite ...": "Who is the chief executive?"
  if (fact.kind === 'name' && aux === 'is' && auxIndex < 0 && /^\p{Lu}\p{Ll}+ \p{Lu}/u.test(fact.text)) {
    return capitalise(`who is ${/^(the|a|an) /i.test(text) ? text : `the ${text}`}?`);
  }
  // The seed picks among the wordings that repeat the fewest of the sentence's words.
  const fewest = Math.min(...ask.templates.map((t) => repeatedWords(t, fact.sentence)));
  const wordings = ask.templates.filter((t) => repeatedWords(t, fact.sentence) === fewest);
  const template = wordings[choice % wordings.length]!;
  const subject = text.replace(new RegExp(`^(?:${[...LEADING].join('|')})\\s+`, 'i'), '');
  return capitalise(template.replace('{A}', subject).replace('{N}', noun));
}
