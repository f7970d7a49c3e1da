/**
 * Which of many tokens each of many texts contains, in time linear in the texts and the tokens (Aho-Corasick): the
 * heuristic judge asks, for every claim of an answer, which of the answer's unsupported numbers the claim writes. A
 * `text.includes(token)` per claim and token costs claims x tokens x claim length, which a looping answer of 50,000
 * distinct numbers ("1. 2. 3. ... 50000.") makes billions of steps.
 */
import { checkDeadline } from './deadline.js';

/**
 * For each of `texts`, the indices of the `tokens` it contains as a substring (`text.includes(token)`), ascending.
 * Costs O(total length of the texts + total length of the tokens + the indices returned).
 *
 * @example
 * containedTokens(['Refunds take 15 days.', 'Call 555.'], ['5', '15', '555', '7'])
 * // => [[0, 1], [0, 2]]
 */
export function containedTokens(texts: readonly string[], tokens: readonly string[]): number[][] {
  const trie = buildTrie(tokens);
  return texts.map((text) => {
    checkDeadline(text.length);
    const found = new Set<number>(trie.empty);
    let node = 0;
    for (let i = 0; i < text.length; i++) {
      node = step(trie, node, text.charCodeAt(i));
      // Every token that ends here: the node's own, then those of its dictionary suffix links.
      for (let out = trie.ends[node] === undefined ? trie.dict[node] : node; out !== undefined && out > 0; ) {
        // A node's tokens are found together, and with those of every node down its dictionary links: a node found
        // before ends the walk, so each position costs O(1) besides the tokens it finds.
        const ending = trie.ends[out] as number[];
        if (found.has(ending[0] as number)) break;
        for (const t of ending) found.add(t);
        out = trie.dict[out];
      }
    }
    return [...found].sort((a, b) => a - b);
  });
}

interface Trie {
  /** children[node]: char code -> node. */
  children: Map<number, number>[];
  fail: number[];
  /** Tokens that end at a node (the same token written twice has two indices). */
  ends: (number[] | undefined)[];
  /** The nearest node on the fail chain (itself excluded) where a token ends; undefined when none. */
  dict: (number | undefined)[];
  /** Indices of the empty tokens: every text contains them. */
  empty: number[];
}

function buildTrie(tokens: readonly string[]): Trie {
  const trie: Trie = { children: [new Map()], fail: [0], ends: [undefined], dict: [undefined], empty: [] };
  tokens.forEach((token, index) => {
    if (token === '') {
      trie.empty.push(index);
      return;
    }
    let node = 0;
    for (let i = 0; i < token.length; i++) {
      const c = token.charCodeAt(i);
      let next = (trie.children[node] as Map<number, number>).get(c);
      if (next === undefined) {
        next = trie.children.length;
        trie.children.push(new Map());
        trie.fail.push(0);
        trie.ends.push(undefined);
        trie.dict.push(undefined);
        (trie.children[node] as Map<number, number>).set(c, next);
      }
      node = next;
    }
    const ends = trie.ends[node];
    if (ends) ends.push(index);
    else trie.ends[node] = [index];
  });
  // Breadth first: a node's fail link is the longest proper suffix of its path that is in the trie.
  const queue: number[] = [...(trie.children[0] as Map<number, number>).values()];
  for (let head = 0; head < queue.length; head++) {
    const node = queue[head] as number;
    for (const [c, child] of trie.children[node] as Map<number, number>) {
      const fail = node === 0 ? 0 : step(trie, trie.fail[node] as number, c);
      trie.fail[child] = fail;
      trie.dict[child] = trie.ends[fail] !== undefined ? fail : trie.dict[fail];
      queue.push(child);
    }
  }
  return trie;
}

/** The node after reading `c` at `node`: its child, else the fail chain's (the root reads anything). */
function step(trie: Trie, node: number, c: number): number {
  for (let at = node; ; at = trie.fail[at] as number) {
    const next = (trie.children[at] as Map<number, number>).get(c);
    if (next !== undefined) return next;
    if (at === 0) return 0;
  }
}
