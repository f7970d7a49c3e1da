/**
 * The stop-word lists, each a set of lower-case words. Which list a caller uses is a documented choice, not a
 * copy: the seed's list pins the seed's numbers (the `overlap` judge and retriever, `contentTokens`), the search list
 * also drops the function and question words of a query (BM25, the extractive answerer, the LLM judge's reply
 * checks). The heuristic judge keeps its own list of function words in `judge/heuristic-lexicon.ts`, because it
 * must keep the words that flip a fact (`not`, `only`, `more`) that the search list drops.
 */

/** The seed's stop words, exactly: content tokens are the tokens not in this set. */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a an the to of for and or is are was be in on at it its i you your we our my me do does how can will with ' +
    'within from have has if that this they them their us what about'
  ).split(' '),
);

/**
 * Stop words for search: the seed's list plus the function and question words a question carries but a document
 * rarely does ("which", "when", "should", "many"). Without them a question's own phrasing dilutes its match.
 */
export const SEARCH_STOP_WORDS: ReadonlySet<string> = new Set([
  ...STOP_WORDS,
  ...(
    'all any am as been being but by could did doing don each else etc get gets got had having he her here hers ' +
    'him his however into just let many may might more most much must no nor not off once only other ought own ' +
    'please s same shall she should so some such t than then there these those through too under until up upon ' +
    'very were when where whether which while who whom whose why would yes yet'
  ).split(' '),
]);
