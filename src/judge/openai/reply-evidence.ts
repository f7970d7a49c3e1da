/**
 * Finds the evidence an LLM judge quotes in the context it was given, tolerating what small models do to quotes:
 * different case, spacing, quotes, dashes and punctuation, a cut-short passage, a cut marked with "...", a word
 * dropped, added or inflected, an attribution such as `The context states that`, and quoted passages inside a
 * sentence of their own. A quote that drops or adds a negation, or changes a number, is not found.
 */
import { SCORE_EPSILON } from '../../metric-registry.js';
import { normalizeText } from '../../text/index.js';
import { NEGATIONS, replyWords } from './reply-words.js';

/** The context's words, read once per reply. */
export interface ContextWords {
  stems: readonly string[];
  /** Positions of each stem, in order. */
  positions: ReadonlyMap<string, readonly number[]>;
}

export function readContextWords(context: string): ContextWords {
  const stems = replyWords(context).map((word) => word.stem);
  const positions = new Map<string, number[]>();
  stems.forEach((stem, i) => {
    const list = positions.get(stem);
    if (list) list.push(i);
    else positions.set(stem, [i]);
  });
  return { stems, positions };
}

const ATTRIBUTION =
  /^\s*(?:(?:according to|as (?:stated|mentioned|noted|written|said) in|per|from|in) the (?:context|documents?|passages?|text|sources?|policy)\s*[,:]?\s*|the (?:context|documents?|passages?|text|sources?) (?:says|states|mentions|notes|indicates|reads|shows|explains|specifies)(?: that)?\s*[,:]?\s*|(?:context|quote|evidence|source)\s*:\s*)/i;
const QUOTED = /"([^"]+)"/g;
const ELLIPSIS = /\s*[[(]?\.{2,}[\])]?\s*/;

/** The passages an evidence string claims to quote, as lists of stems. */
export function evidenceFragments(evidence: string): string[][] {
  let text = normalizeText(evidence);
  for (let i = 0; i < 2; i++) text = text.replace(ATTRIBUTION, '');
  const quoted = [...text.matchAll(QUOTED)].map((m) => m[1]!).filter((q) => replyWords(q).length > 0);
  const passages = quoted.length > 0 ? quoted : [text];
  return passages
    .flatMap((passage) => passage.split(ELLIPSIS))
    .map((part) => replyWords(part).map((word) => word.stem))
    .filter((stems) => stems.length > 0);
}

/** Longest common subsequence of `a` and `b`, as the matched index pairs. */
function lcsPairs(a: readonly string[], b: readonly string[]): Array<[number, number]> {
  const n = a.length;
  const m = b.length;
  const width = m + 1;
  const table = new Uint16Array((n + 1) * width);
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      table[i * width + j] =
        a[i] === b[j]
          ? table[(i + 1) * width + j + 1]! + 1
          : Math.max(table[(i + 1) * width + j]!, table[i * width + j + 1]!);
    }
  }
  const pairs: Array<[number, number]> = [];
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (a[i] === b[j]) {
      pairs.push([i, j]);
      i++;
      j++;
    } else if (table[(i + 1) * width + j]! >= table[i * width + j + 1]!) i++;
    else j++;
  }
  return pairs;
}

const isNumber = (stem: string) => /^\d+$/.test(stem);

/** How well one passage was found: the most of its words matched in order, out of all its words. */
export interface FragmentMatch {
  found: boolean;
  matched: number;
  total: number;
}

/**
 * Looks for one passage in the context: at least `minShare` of its words must occur in the same order within a
 * stretch of the context no longer than the passage plus max(3, half its length) words, with every number of the
 * passage among them and as many negations in that stretch (widened by the passage's unmatched words at either end)
 * as in the passage.
 */
export function findFragment(fragment: readonly string[], context: ContextWords, minShare: number): FragmentMatch {
  const total = fragment.length;
  const need = Math.max(1, Math.ceil(minShare * total - SCORE_EPSILON));
  const span = total + Math.max(3, Math.ceil(total / 2));
  const negations = fragment.filter((stem) => NEGATIONS.has(stem)).length;
  const starts = new Set<number>();
  for (const stem of new Set(fragment)) for (const p of context.positions.get(stem) ?? []) starts.add(p);
  let best = 0;
  for (const start of [...starts].sort((x, y) => x - y)) {
    const window = context.stems.slice(start, start + span);
    const pairs = lcsPairs(fragment, window);
    best = Math.max(best, pairs.length);
    if (pairs.length < need) continue;
    const matchedFragment = new Set(pairs.map(([i]) => i));
    if (fragment.some((stem, i) => isNumber(stem) && !matchedFragment.has(i))) continue;
    // The stretch the whole passage lines up with: unmatched words at its ends widen it, so "It does cover" cannot
    // line up with "It does not cover" by leaving "It does" unmatched.
    const [firstWord, firstAt] = pairs[0]!;
    const [lastWord, lastAt] = pairs[pairs.length - 1]!;
    const from = Math.max(0, start + firstAt - firstWord);
    const to = start + lastAt + (total - 1 - lastWord) + 1;
    const stretch = context.stems.slice(from, to);
    if (stretch.filter((stem) => NEGATIONS.has(stem)).length !== negations) continue;
    return { found: true, matched: pairs.length, total };
  }
  return { found: false, matched: best, total };
}

/** The result of {@link findEvidence}: found, or the passage that was not, with how much of it matched. */
export type EvidenceMatch = { found: true } | { found: false; matched: number; total: number; empty: boolean };

/** Finds every passage an evidence string quotes (see {@link findFragment}); an evidence with no words is not found. */
export function findEvidence(evidence: string, context: ContextWords, minShare: number): EvidenceMatch {
  const fragments = evidenceFragments(evidence);
  if (fragments.length === 0) return { found: false, matched: 0, total: 0, empty: true };
  for (const fragment of fragments) {
    const match = findFragment(fragment, context, minShare);
    if (!match.found) return { found: false, matched: match.matched, total: match.total, empty: false };
  }
  return { found: true };
}
