/**
 * The stop-word lists, each a set of lower-case words. Which list a caller uses is a documented choice, not a
 * copy: the seed's list pins the seed's numbers (the `overlap` judge and retriever, `contentTokens`), the search list
 * also drops the function and question words of a query (BM25, the extractive answerer, the LLM judge's reply
 * checks), the claim list the function words of a claim the heuristic judge does not check.
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

/**
 * Stop words of a claim (the heuristic judge): the seed's list plus function words, connectives and vague
 * quantifiers that carry no checkable fact ("which", "however", "several"). Words that can flip a fact (`not`,
 * `before`/`after`, `more`/`less`, `only`, `same`) are kept on purpose, unlike the search list.
 */
export const CLAIM_STOP_WORDS: ReadonlySet<string> = new Set([
  ...STOP_WORDS,
  ...(
    's as by into onto upon than then there here these those which who whom whose where when why he she him her ' +
    'his hers also both been being were am had did done would should could may might must shall just any some ' +
    'each every all very so such one ones etc per via up out off while other own well even yet however therefore ' +
    'thus additionally furthermore moreover although though nevertheless nonetheless according meanwhile instead ' +
    'besides overall generally typically usually often several various many much way ways lot lots'
  ).split(' '),
]);
