import { describe, expect, test } from 'vitest';
import { createRandom, type Random } from '../testing/index.js';
import type { GoldenRef } from '../types.js';
import {
  contextRecall,
  hitAtK,
  matchGolden,
  ndcgAtK,
  precisionAtK,
  type RetrievedChunk,
  recallAtK,
  reciprocalRank,
} from './index.js';
import { retrievalMetrics } from './retrieval.js';

/** A chunk of source `A` unless named otherwise. */
const chunk = (id: string, text = '', source = 'A'): RetrievedChunk => ({ id, text, source });
const ref = (contains: string, source = 'A'): GoldenRef => ({ source, contains });
const log = (rank: number) => 1 / Math.log2(rank + 1);

interface Scores {
  recall: number | null;
  hit: number | null;
  recallK: number | null;
  precision: number | null;
  rr: number | null;
  ndcg: number | null;
}

function scores(golden: readonly GoldenRef[], retrieved: readonly RetrievedChunk[], k: number): Scores {
  return {
    recall: contextRecall(golden, retrieved),
    hit: hitAtK(golden, retrieved, k),
    recallK: recallAtK(golden, retrieved, k),
    precision: precisionAtK(golden, retrieved, k),
    rr: reciprocalRank(golden, retrieved),
    ndcg: ndcgAtK(golden, retrieved, k),
  };
}

function expectScores(actual: Scores, expected: Scores): void {
  for (const key of Object.keys(expected) as Array<keyof Scores>) {
    const want = expected[key];
    if (want === null) expect(actual[key], key).toBeNull();
    else expect(actual[key], key).toBeCloseTo(want, 12);
  }
}

const RETURN = chunk('c1', 'Return within 30 days if unused.');
const REFUND = chunk('c2', 'Refunds take 30 days.');

interface Row {
  name: string;
  golden: GoldenRef[];
  retrieved: RetrievedChunk[];
  k: number;
  expected: Scores;
}

const ROWS: Row[] = [
  {
    name: "the issue's example: a chunk holding both passages takes the one the other chunk cannot",
    golden: [ref('30 days'), ref('unused')],
    retrieved: [RETURN, REFUND],
    k: 2,
    expected: { recall: 1, hit: 1, recallK: 1, precision: 1, rr: 1, ndcg: 1 },
  },
  {
    name: "the issue's example with the golden order swapped",
    golden: [ref('unused'), ref('30 days')],
    retrieved: [RETURN, REFUND],
    k: 2,
    expected: { recall: 1, hit: 1, recallK: 1, precision: 1, rr: 1, ndcg: 1 },
  },
  {
    name: "the issue's example with the chunks in the other rank order",
    golden: [ref('30 days'), ref('unused')],
    retrieved: [REFUND, RETURN],
    k: 2,
    expected: { recall: 1, hit: 1, recallK: 1, precision: 1, rr: 1, ndcg: 1 },
  },
  {
    name: 'one chunk holding two passages satisfies only one of the two entries',
    golden: [ref('30 days'), ref('unused')],
    retrieved: [RETURN],
    k: 3,
    expected: { recall: 0.5, hit: 1, recallK: 0.5, precision: 1 / 3, rr: 1, ndcg: 1 / (1 + log(2)) },
  },
  {
    name: 'a chunk only one entry can use is not left out by a greedier assignment above it',
    golden: [ref('x'), ref('y')],
    retrieved: [chunk('c1', 'x and y'), chunk('c2', 'only x')],
    k: 2,
    expected: { recall: 1, hit: 1, recallK: 1, precision: 1, rr: 1, ndcg: 1 },
  },
  {
    name: 'a third chunk that only repeats a taken passage is a non-relevant slot',
    golden: [ref('x'), ref('y')],
    retrieved: [chunk('c1', 'x y'), chunk('c2', 'x'), chunk('c3', 'y')],
    k: 3,
    expected: { recall: 1, hit: 1, recallK: 1, precision: 2 / 3, rr: 1, ndcg: 1 },
  },
  {
    name: 'the relevant chunks are the earliest the entries can fill, ranks 1 and 3',
    golden: [ref('x'), ref('y')],
    retrieved: [chunk('c1', 'x'), chunk('c2', 'x again'), chunk('c3', 'x and y')],
    k: 3,
    expected: { recall: 1, hit: 1, recallK: 1, precision: 2 / 3, rr: 1, ndcg: (1 + log(3)) / (1 + log(2)) },
  },
  {
    name: 'recall@k counts only the top k while recall counts the whole list',
    golden: [ref('x'), ref('y')],
    retrieved: [chunk('c1', 'x'), chunk('c2', 'x again'), chunk('c3', 'x and y')],
    k: 2,
    expected: { recall: 1, hit: 1, recallK: 0.5, precision: 0.5, rr: 1, ndcg: 1 / (1 + log(2)) },
  },
  {
    name: 'two chunks of one passage satisfy one entry once (the second is not relevant)',
    golden: [ref('30 days')],
    retrieved: [chunk('n1', 'Refunds within 30 days.'), chunk('n2', 'Again 30 days.')],
    k: 2,
    expected: { recall: 1, hit: 1, recallK: 1, precision: 0.5, rr: 1, ndcg: 1 },
  },
  {
    name: 'a duplicate golden id counts once',
    golden: ['a', 'a'],
    retrieved: [chunk('a')],
    k: 1,
    expected: { recall: 1, hit: 1, recallK: 1, precision: 1, rr: 1, ndcg: 1 },
  },
  {
    name: 'a duplicate golden id does not raise the denominator of recall',
    golden: ['a', 'b', 'a'],
    retrieved: [chunk('a')],
    k: 3,
    expected: { recall: 0.5, hit: 1, recallK: 0.5, precision: 1 / 3, rr: 1, ndcg: 1 / (1 + log(2)) },
  },
  {
    name: 'a duplicate { source, contains } counts once',
    golden: [ref('30 days'), ref('30 days')],
    retrieved: [REFUND],
    k: 1,
    expected: { recall: 1, hit: 1, recallK: 1, precision: 1, rr: 1, ndcg: 1 },
  },
  {
    name: 'the same passage in two sources is two entries',
    golden: [ref('30 days'), ref('30 days', 'B')],
    retrieved: [REFUND, chunk('b1', 'within 30 days', 'B')],
    k: 2,
    expected: { recall: 1, hit: 1, recallK: 1, precision: 1, rr: 1, ndcg: 1 },
  },
  {
    name: 'a retrieved id repeated in the list counts once for recall and is a non-relevant slot',
    golden: ['a', 'b'],
    retrieved: [chunk('a'), chunk('a'), chunk('b')],
    k: 3,
    expected: { recall: 1, hit: 1, recallK: 1, precision: 2 / 3, rr: 1, ndcg: (1 + log(3)) / (1 + log(2)) },
  },
  {
    name: 'a repeated id below a non-relevant chunk leaves MRR at the first occurrence',
    golden: ['a'],
    retrieved: [chunk('x'), chunk('a'), chunk('a')],
    k: 3,
    expected: { recall: 1, hit: 1, recallK: 1, precision: 1 / 3, rr: 0.5, ndcg: log(2) },
  },
  {
    name: 'a repeated id with other text cannot satisfy a ref its first occurrence missed',
    golden: [ref('30 days')],
    retrieved: [chunk('c1', 'no match here'), chunk('c1', 'Refunds take 30 days.')],
    k: 2,
    expected: { recall: 0, hit: 0, recallK: 0, precision: 0, rr: 0, ndcg: 0 },
  },
  {
    name: 'a repeated id cannot satisfy a second ref of the same chunk',
    golden: [ref('30 days'), ref('unused')],
    retrieved: [RETURN, RETURN],
    k: 2,
    expected: { recall: 0.5, hit: 1, recallK: 0.5, precision: 0.5, rr: 1, ndcg: 1 / (1 + log(2)) },
  },
  {
    name: 'mixed: an id and a ref only that chunk satisfies need two chunks',
    golden: ['d1', ref('30 days')],
    retrieved: [chunk('d1', 'Refunds take 30 days.')],
    k: 1,
    expected: { recall: 0.5, hit: 1, recallK: 0.5, precision: 1, rr: 1, ndcg: 1 },
  },
  {
    name: 'mixed: the ref moves to another chunk so the id keeps its own',
    golden: [ref('30 days'), 'd1'],
    retrieved: [chunk('d1', 'Refunds take 30 days.'), chunk('d2', 'Or 30 days.')],
    k: 2,
    expected: { recall: 1, hit: 1, recallK: 1, precision: 1, rr: 1, ndcg: 1 },
  },
  {
    name: 'mixed: the id chunk ranked below the ref chunk',
    golden: ['d2', ref('30 days')],
    retrieved: [chunk('d1', 'Refunds take 30 days.'), chunk('x'), chunk('d2', 'unrelated')],
    k: 3,
    expected: { recall: 1, hit: 1, recallK: 1, precision: 2 / 3, rr: 1, ndcg: (1 + log(3)) / (1 + log(2)) },
  },
  {
    name: 'a ref needs the same source',
    golden: [ref('30 days')],
    retrieved: [chunk('z', 'Refunds take 30 days.', 'other.md')],
    k: 1,
    expected: { recall: 0, hit: 0, recallK: 0, precision: 0, rr: 0, ndcg: 0 },
  },
  {
    name: 'a ref never matches a chunk without a source',
    golden: [ref('30 days')],
    retrieved: [{ id: 'z', text: 'Refunds take 30 days.' }],
    k: 1,
    expected: { recall: 0, hit: 0, recallK: 0, precision: 0, rr: 0, ndcg: 0 },
  },
  {
    name: 'a ref matches its passage exactly (case and spacing count)',
    golden: [ref('30 days')],
    retrieved: [chunk('c', 'Refunds take 30 Days.'), chunk('d', 'Refunds take 30  days.')],
    k: 2,
    expected: { recall: 0, hit: 0, recallK: 0, precision: 0, rr: 0, ndcg: 0 },
  },
  {
    name: 'an empty list scores 0 in scope',
    golden: ['a'],
    retrieved: [],
    k: 3,
    expected: { recall: 0, hit: 0, recallK: 0, precision: 0, rr: 0, ndcg: 0 },
  },
  {
    name: 'out of scope every metric is null',
    golden: [],
    retrieved: [chunk('a')],
    k: 3,
    expected: { recall: null, hit: null, recallK: null, precision: null, rr: null, ndcg: null },
  },
  {
    name: 'a list shorter than k still divides precision by k',
    golden: ['a', 'b'],
    retrieved: [chunk('a'), chunk('b')],
    k: 5,
    expected: { recall: 1, hit: 1, recallK: 1, precision: 0.4, rr: 1, ndcg: 1 },
  },
  {
    name: 'more golden entries than k: the ideal fills k slots',
    golden: ['a', 'b', 'c', 'd'],
    retrieved: [chunk('a'), chunk('b'), chunk('c')],
    k: 3,
    expected: { recall: 0.75, hit: 1, recallK: 0.75, precision: 1, rr: 1, ndcg: 1 },
  },
  {
    name: 'the first relevant slot at rank 4 gives MRR 0.25 and no hit@3',
    golden: ['d'],
    retrieved: [chunk('a'), chunk('b'), chunk('c'), chunk('d')],
    k: 3,
    expected: { recall: 1, hit: 0, recallK: 0, precision: 0, rr: 0.25, ndcg: 0 },
  },
  {
    name: 'three refs over three chunks that each hold two passages',
    golden: [ref('x'), ref('y'), ref('z')],
    retrieved: [chunk('c1', 'x y'), chunk('c2', 'y z'), chunk('c3', 'x z')],
    k: 3,
    expected: { recall: 1, hit: 1, recallK: 1, precision: 1, rr: 1, ndcg: 1 },
  },
  {
    name: 'three refs that only two chunks can hold',
    golden: [ref('x'), ref('y'), ref('z')],
    retrieved: [chunk('c1', 'x y z'), chunk('c2', 'x y z'), chunk('c3', 'nothing')],
    k: 3,
    expected: {
      recall: 2 / 3,
      hit: 1,
      recallK: 2 / 3,
      precision: 2 / 3,
      rr: 1,
      ndcg: (1 + log(2)) / (1 + log(2) + log(3)),
    },
  },
  {
    name: 'an augmenting path three links long',
    golden: [ref('p'), ref('q'), ref('r')],
    retrieved: [chunk('c1', 'p q'), chunk('c2', 'q r'), chunk('c3', 'p')],
    k: 3,
    expected: { recall: 1, hit: 1, recallK: 1, precision: 1, rr: 1, ndcg: 1 },
  },
];

describe('retrieval metrics over the golden matching', () => {
  test.for(ROWS.map((row) => [row.name, row] as const))('%s', ([, row]) => {
    expectScores(scores(row.golden, row.retrieved, row.k), row.expected);
  });

  test.for(ROWS.map((row) => [row.name, row] as const))('order of the golden list never matters: %s', ([, row]) => {
    const expected = scores(row.golden, row.retrieved, row.k);
    expectScores(scores([...row.golden].reverse(), row.retrieved, row.k), expected);
    expectScores(scores([...row.golden.slice(1), ...row.golden.slice(0, 1)], row.retrieved, row.k), expected);
  });

  test('matchGolden names which entry each chunk holds, -1 for non-relevant slots', () => {
    const golden = [ref('30 days'), ref('unused')];
    expect(matchGolden(golden, [RETURN, REFUND])).toEqual({ goldenCount: 2, assigned: [1, 0] });
    expect(matchGolden(['a', 'a', 'b'], [chunk('b'), chunk('b'), chunk('x'), chunk('a')])).toEqual({
      goldenCount: 2,
      assigned: [2, -1, -1, 0],
    });
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Property tests: random goldens and lists, against a brute-force oracle.
// ---------------------------------------------------------------------------------------------------------------

const PASSAGES = ['p', 'q', 'r', 's'];
const IDS = ['c0', 'c1', 'c2', 'c3', 'c4', 'c5'];

function randomCase(random: Random): { golden: GoldenRef[]; retrieved: RetrievedChunk[]; k: number } {
  const golden: GoldenRef[] = Array.from({ length: 1 + random.int(5) }, () =>
    random.next() < 0.35 ? random.pick(IDS) : ref(random.pick(PASSAGES), random.pick(['A', 'A', 'B'])),
  );
  // A chunk's text is a fixed function of its id, so a repeated id is the same chunk (as an app would return it).
  const textOf = new Map(IDS.map((id) => [id, PASSAGES.filter(() => random.next() < 0.4).join(' ')]));
  const sourceOf = new Map(IDS.map((id) => [id, random.next() < 0.8 ? 'A' : 'B']));
  const retrieved = Array.from({ length: random.int(8) }, () => {
    const id = random.pick(IDS);
    return chunk(id, textOf.get(id), sourceOf.get(id));
  });
  return { golden, retrieved, k: 1 + random.int(6) };
}

/** The largest number of distinct chunks of `retrieved` (first occurrences only) that distinct entries can hold. */
function bruteForceMax(golden: readonly GoldenRef[], retrieved: readonly RetrievedChunk[]): number {
  const entries = [...new Map(golden.map((g) => [JSON.stringify(g), g])).values()];
  const chunks = retrieved.filter((c, i) => retrieved.findIndex((d) => d.id === c.id) === i);
  const fits = (g: GoldenRef, c: RetrievedChunk) =>
    typeof g === 'string' ? c.id === g : c.source === g.source && (c.text ?? '').includes(g.contains);
  const best = (i: number, used: Set<number>): number => {
    if (i === entries.length) return 0;
    let top = best(i + 1, used);
    chunks.forEach((c, j) => {
      if (used.has(j) || !fits(entries[i]!, c)) return;
      used.add(j);
      top = Math.max(top, 1 + best(i + 1, used));
      used.delete(j);
    });
    return top;
  };
  return best(0, new Set());
}

describe('property: 2,000 random cases (seeded)', { timeout: 60_000 }, () => {
  const SEED = 1207;
  const random = createRandom(SEED);
  const cases = Array.from({ length: 2_000 }, () => randomCase(random));

  test('every permutation of the golden list gives the same scores', () => {
    const shuffler = createRandom(SEED + 1);
    for (const [i, c] of cases.entries()) {
      const expected = scores(c.golden, c.retrieved, c.k);
      for (let n = 0; n < 5; n++) {
        const actual = scores(shuffler.shuffle(c.golden), c.retrieved, c.k);
        expect(actual, `case ${i} of seed ${SEED}`).toEqual(expected);
      }
    }
  });

  test('the matching is maximum in every prefix of the list (brute force)', () => {
    for (const [i, c] of cases.entries()) {
      const matching = matchGolden(c.golden, c.retrieved);
      for (let cut = 0; cut <= c.retrieved.length; cut++) {
        const inTop = matching.assigned.slice(0, cut).filter((g) => g >= 0).length;
        expect(inTop, `case ${i}, top ${cut}`).toBe(bruteForceMax(c.golden, c.retrieved.slice(0, cut)));
      }
    }
  });

  test('each golden entry is held by at most one chunk, and each holder matches its entry', () => {
    for (const c of cases) {
      const { assigned } = matchGolden(c.golden, c.retrieved);
      const held = assigned.filter((g) => g >= 0);
      expect(new Set(held.map((g) => JSON.stringify(c.golden[g]))).size).toBe(held.length);
      assigned.forEach((g, rank) => {
        if (g < 0) return;
        const entry = c.golden[g]!;
        const hit = c.retrieved[rank]!;
        if (typeof entry === 'string') expect(hit.id).toBe(entry);
        else expect(hit.source === entry.source && hit.text?.includes(entry.contains)).toBe(true);
        expect(c.retrieved.findIndex((d) => d.id === hit.id)).toBe(rank);
      });
    }
  });

  test('repeating golden entries changes no score', () => {
    const repeater = createRandom(SEED + 2);
    for (const c of cases) {
      const doubled = [...c.golden, ...c.golden.filter(() => repeater.next() < 0.5)];
      expect(scores(repeater.shuffle(doubled), c.retrieved, c.k)).toEqual(scores(c.golden, c.retrieved, c.k));
    }
  });

  test('retrievalMetrics (one matching for the six, as a case is scored) equals each metric computed alone', () => {
    const together = (golden: readonly GoldenRef[], retrieved: readonly RetrievedChunk[], k: number): Scores => {
      const m = retrievalMetrics(golden, retrieved, k);
      return {
        recall: m.contextRecall,
        hit: m.hitAtK,
        recallK: m.recallAtK,
        precision: m.precisionAtK,
        rr: m.reciprocalRank,
        ndcg: m.ndcgAtK,
      };
    };
    for (const [i, c] of cases.entries()) {
      expect(together(c.golden, c.retrieved, c.k), `case ${i}`).toEqual(scores(c.golden, c.retrieved, c.k));
      expect(together([], c.retrieved, c.k), `case ${i}, no golden`).toEqual(scores([], c.retrieved, c.k));
    }
  });

  test('scores stay in [0, 1] and recall@k never exceeds recall', () => {
    for (const c of cases) {
      const s = scores(c.golden, c.retrieved, c.k);
      for (const value of Object.values(s)) expect(value === null || (value >= 0 && value <= 1)).toBe(true);
      expect(s.recallK!).toBeLessThanOrEqual(s.recall!);
    }
  });
});
