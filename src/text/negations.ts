/**
 * The words that negate their clause, one list for every reader that counts negations: the heuristic judge (a
 * negation on one side only of a word the claim and its passage share) and the LLM judge's evidence check (a quote
 * may not drop or add one). `cannot` is listed for readers that do not run {@link expandContractions} first
 * (`can't`, `cannot` -> `can not`); compare stems with the list's stems (`stem`), since `nothing` stems to `noth`.
 */
export const NEGATION_WORDS: ReadonlySet<string> = new Set(
  'not no never none nobody nothing nowhere neither nor without cannot'.split(' '),
);
