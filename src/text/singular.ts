/**
 * English singular forms, so "refunds" and "refund", "policies" and "policy", "boxes" and "box" compare equal.
 * Only plural endings are undone (no stemming: "refunded" stays apart from "refund").
 */

// A Map, not an object literal: a word such as "constructor" must not find Object.prototype's members.
const IRREGULAR: ReadonlyMap<string, string> = new Map(
  Object.entries({
    people: 'person',
    children: 'child',
    men: 'man',
    women: 'woman',
    feet: 'foot',
    teeth: 'tooth',
    mice: 'mouse',
    geese: 'goose',
    data: 'data',
    media: 'media',
    criteria: 'criterion',
    analyses: 'analysis',
    indices: 'index',
    appendices: 'appendix',
    lives: 'life',
    knives: 'knife',
    wives: 'wife',
    leaves: 'leave',
    halves: 'half',
    news: 'news',
    series: 'series',
    species: 'species',
    shelves: 'shelf',
  }),
);
// Words that end in "s" in the singular.
const SINGULAR_S = /(?:ss|us|is)$/;

/**
 * The singular of a lower-case English word; other words come back unchanged.
 *
 * @example
 * singular('refunds')  // => 'refund'
 * singular('policies') // => 'policy'
 * singular('status')   // => 'status'
 */
export function singular(word: string): string {
  const irregular = IRREGULAR.get(word);
  if (irregular !== undefined) return irregular;
  if (word.length <= 3 || !word.endsWith('s') || SINGULAR_S.test(word)) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(?:ches|shes|sses|uses|xes|zes)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('oes') && word.length > 5) return word.slice(0, -2);
  return word.slice(0, -1);
}
