/**
 * The heuristic judge's word lists, in one place so they stay small and reviewable. Every list is documented with
 * why it exists; none names an item of any data set.
 */

/**
 * Function words dropped from claims on top of the seed's `STOP_WORDS`: pronouns, auxiliaries, determiners and
 * prepositions that carry no checkable fact. Words that can flip a fact (`not`, `before`/`after`, `over`/`under`,
 * `more`/`less`, `first`, `only`) are deliberately absent.
 */
export const EXTRA_STOP_WORDS: readonly string[] = [
  's',
  'as',
  'by',
  'into',
  'onto',
  'upon',
  'than',
  'then',
  'there',
  'here',
  'these',
  'those',
  'which',
  'who',
  'whom',
  'whose',
  'where',
  'when',
  'why',
  'he',
  'she',
  'him',
  'her',
  'his',
  'hers',
  'also',
  'both',
  'been',
  'being',
  'were',
  'am',
  'had',
  'did',
  'done',
  'would',
  'should',
  'could',
  'may',
  'might',
  'must',
  'shall',
  'just',
  'any',
  'some',
  'each',
  'every',
  'all',
  'very',
  'so',
  'such',
  'one',
  'ones',
  'etc',
  'per',
  'via',
  'up',
  'out',
  'off',
  'need',
  'needs',
];

/**
 * Words that negate what follows them up to the end of the clause. Contractions are expanded before tokenising
 * (`can't` -> `can not`, `won't` -> `will not`, `n't` -> ` not`), and `no longer` counts as one negator.
 */
export const NEGATORS: readonly string[] = [
  'not',
  'no',
  'never',
  'none',
  'nobody',
  'nothing',
  'nowhere',
  'neither',
  'nor',
  'without',
];

/** Words that end a negation's scope (besides `, ; : ( )`): a new clause starts after them. */
export const CLAUSE_BREAKS: readonly string[] = [
  'and',
  'but',
  'while',
  'whereas',
  'although',
  'though',
  'because',
  'however',
  'yet',
  'unless',
  'except',
  'which',
  'who',
];

/**
 * Pronouns that refer back: a context sentence holding one may borrow the words of the sentence before it, so
 * "It must never be frozen." after "The vaccine is stored cold." speaks about the vaccine.
 */
export const ANAPHORS: readonly string[] = [
  'it',
  'its',
  'he',
  'she',
  'his',
  'her',
  'him',
  'they',
  'them',
  'their',
  'this',
  'these',
  'those',
];

/**
 * Prefixes that turn a word into its opposite (`worn`/`unworn`, `refundable`/`non-refundable`, `valid`/`invalid`),
 * each with the shortest rest it applies to: `in-` and its variants need five letters so `inform` is not `form`.
 */
export const NEGATIVE_PREFIXES: readonly (readonly [prefix: string, minBase: number])[] = [
  ['non-', 4],
  ['non', 4],
  ['un', 4],
  ['in', 5],
  ['im', 5],
  ['il', 5],
  ['ir', 5],
];

/**
 * Pairs of words whose swap reverses a fact and that no prefix rule derives. Both directions apply; matching is on
 * stems, so inflections (`allowed`, `allows`) are covered.
 */
export const ANTONYM_PAIRS: readonly (readonly [string, string])[] = [
  ['before', 'after'],
  ['earlier', 'later'],
  ['early', 'late'],
  ['more', 'less'],
  ['most', 'least'],
  ['maximum', 'minimum'],
  ['above', 'below'],
  ['over', 'under'],
  ['higher', 'lower'],
  ['larger', 'smaller'],
  ['longer', 'shorter'],
  ['increase', 'decrease'],
  ['open', 'closed'],
  ['allowed', 'prohibited'],
  ['allowed', 'forbidden'],
  ['accept', 'reject'],
  ['include', 'exclude'],
  ['required', 'optional'],
  ['mandatory', 'optional'],
  ['enabled', 'disabled'],
  ['add', 'remove'],
  ['online', 'offline'],
  ['inside', 'outside'],
  ['public', 'private'],
  ['internal', 'external'],
  ['first', 'last'],
  ['same', 'different'],
  ['north', 'south'],
  ['east', 'west'],
  ['buy', 'sell'],
  ['win', 'lose'],
  ['import', 'export'],
  ['true', 'false'],
  ['male', 'female'],
  ['weekday', 'weekend'],
];

/**
 * Interjections that answer a yes/no question without stating a fact, stripped from the start of a sentence.
 * The negating ones go only when punctuation or the end follows ("No, ..."), so "No dogs are allowed" keeps its
 * negation.
 */
export const AFFIRMING_PARTICLES: readonly string[] = ['yes', 'yeah', 'yep', 'sure', 'correct', 'indeed'];
export const NEGATING_PARTICLES: readonly string[] = ['no', 'nope'];

/**
 * Number words read as digits on both sides, so "five days" supports "5 days" and the other way round. A bare
 * `one` is a stop word ("one of the"), but inside a hyphenated word it is a number (`one-year` = `1-year`).
 */
export const NUMBER_WORDS: Readonly<Record<string, string>> = {
  zero: '0',
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
  ten: '10',
  eleven: '11',
  twelve: '12',
  fifteen: '15',
  twenty: '20',
  thirty: '30',
  forty: '40',
  fifty: '50',
  sixty: '60',
  ninety: '90',
  hundred: '100',
  thousand: '1000',
};

/**
 * Everyday words with the same meaning in an answer and its source ("costs" for "is charged", "lands" for
 * "arrives"). Kept small on purpose: each group must be a true paraphrase in any context, never a hypernym.
 */
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['cost', 'charge', 'price'],
  ['arrive', 'land'],
  ['film', 'movie'],
  ['television', 'tv'],
  ['begin', 'start', 'commence'],
  ['buy', 'purchase'],
  ['receive', 'get'],
  ['help', 'assist'],
  ['big', 'large'],
  ['quick', 'fast'],
  ['choose', 'select'],
  ['show', 'display'],
  ['require', 'need'],
  ['child', 'kid'],
  ['shop', 'store'],
];
