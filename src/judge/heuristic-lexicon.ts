/**
 * The heuristic judge's word lists, in one place so they stay small and reviewable. Each group has a line in the
 * ablation table of JUDGES.md (its held-out effect when switched off); none names an item of any data set.
 */

/**
 * Function words: they carry no checkable fact, so a claim's support is measured on the other words. Words that
 * can flip a fact (`not`, `before`/`after`, `more`/`less`, `only`) are absent on purpose.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a an the to of for and or is are was be in on at it its i you your we our my me do does how can will with ' +
    'within from have has if that this they them their us what about s as by into onto upon than then there here ' +
    'these those which who whom whose where when why he she him her his hers also both been being were am had did ' +
    'done would should could may might must shall just any some each every all very so such one ones etc per via ' +
    'up out off while other own well even yet however therefore thus additionally furthermore moreover also ' +
    'although though nevertheless nonetheless according meanwhile instead besides overall generally typically ' +
    'usually often several various many much way ways lot lots'
  ).split(' '),
);

/** Words that negate their clause. Contractions are expanded first (`can't` -> `can not`, `isn't` -> `is not`). */
export const NEGATORS: ReadonlySet<string> = new Set([
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
]);

/**
 * Pairs whose swap reverses a fact and that no negative prefix derives. Both directions apply; matching is on
 * stems, so inflections (`allowed`, `allows`) are covered.
 */
export const ANTONYM_PAIRS: readonly (readonly [string, string])[] = [
  ['before', 'after'],
  ['earlier', 'later'],
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
  ['enabled', 'disabled'],
  ['first', 'last'],
  ['same', 'different'],
  ['north', 'south'],
  ['east', 'west'],
  ['buy', 'sell'],
  ['win', 'lose'],
  ['true', 'false'],
  ['male', 'female'],
  ['weekday', 'weekend'],
];

/**
 * Prefixes that turn a word into its opposite (`worn`/`unworn`, `refundable`/`non-refundable`), each with the
 * shortest rest it applies to, so `inform` is not the opposite of `form`.
 */
export const NEGATIVE_PREFIXES: readonly (readonly [prefix: string, minRest: number])[] = [
  ['non-', 4],
  ['non', 4],
  ['un', 4],
  ['in', 5],
  ['im', 5],
  ['il', 5],
  ['ir', 5],
];

/** Openers that point at the sources ("Based on the provided context,", "According to the documents,") and list marks. */
export const SOURCE_OPENERS: readonly RegExp[] = [
  /^(?:[-*\u2022]+|\d{1,2}[.)])\s+/,
  /^(?:based on|according to|as (?:stated|mentioned|described|noted|shown) in|from|per|in) (?:the |these |this |my |our )?(?:provided |given |retrieved |above |available |cited |referenced )?(?:context|contexts|documents?|passages?|text|texts|information|sources?|search results?|references?|excerpts?|articles?)\b[\s,:]*/i,
];

/** Answer particles ("Yes,", "Well,", "Oh,") that open a sentence without stating anything. */
export const PARTICLE_OPENERS: readonly RegExp[] = [
  /^(?:yes|yeah|yea|yep|no|nope|oh|ah|wow|well|ok|okay|sure|so|haha|lol|hmm|indeed|actually)\b[\s,.!:;-]*/i,
];

/** Abbreviations after which a full stop does not end a sentence. */
export const ABBREVIATIONS: ReadonlySet<string> = new Set(
  'mr mrs ms dr st vs etc e.g i.e no jr sr inc ltd co fig approx u.s u.k'.split(' '),
);
