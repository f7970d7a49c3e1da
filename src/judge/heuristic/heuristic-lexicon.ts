/**
 * The heuristic judge's word lists, in one place so they stay small and reviewable. Each group has a line in the
 * ablation table of docs/research/judges.md (its held-out effect when switched off); none names an item of any data set.
 */

/**
 * Pairs whose swap reverses a fact and that no negative prefix derives. Both directions apply; matching is on
 * stems, so inflections (`allowed`, `allows`) are covered.
 */
export const ANTONYM_PAIRS: readonly (readonly [string, string])[] = (
  'before/after earlier/later more/less most/least maximum/minimum above/below over/under higher/lower ' +
  'larger/smaller longer/shorter increase/decrease open/closed allowed/prohibited allowed/forbidden accept/reject ' +
  'include/exclude required/optional enabled/disabled first/last same/different north/south east/west buy/sell ' +
  'win/lose true/false male/female weekday/weekend'
)
  .split(' ')
  .map((pair) => pair.split('/') as [string, string]);

/**
 * Prefixes that turn a word into its opposite (`worn`/`unworn`, `refundable`/`non-refundable`), each with the
 * shortest rest it applies to, so `inform` is not the opposite of `form`.
 */
export const NEGATIVE_PREFIXES: readonly (readonly [prefix: string, minRest: number])[] = [
  ...['non-', 'non', 'un'].map((prefix) => [prefix, 4] as const),
  ...['in', 'im', 'il', 'ir'].map((prefix) => [prefix, 5] as const),
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
