/**
 * Deterministic synthetic data for the benchmark: a corpus of handbook-like chunks made of invented words (so no
 * stemmer or stop list favours them), and eval cases whose recorded answers quote their golden chunk.
 *
 * Case mix (by index, so every size has the same proportions):
 * - 80% in scope, answer quotes the golden chunk, contexts [golden, 2 distractors] -> `pass`
 * - 10% out of scope (golden []), a refusal over 3 distractors -> `correct refusal`
 * - 5% an invented number in the answer, marked knownFailure `FIX generation (faithfulness)`
 * - 5% the golden chunk missing from the contexts, marked knownFailure `FIX retrieval`
 * The judge scenarios use `inScopeOnly`, so every case calls the judge.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

const ZIPF_OFFSET = 50;

/**
 * A rank in [0, n), Zipf-like (weight of rank r ~ 1 / (r + 50)): frequent words are frequent, but even the most
 * frequent one shows up in only about one chunk in five, as content words do once stop words are gone. `random` is
 * the package's `createRandom` (ragcheck/testing), which the driver passes in with each seed.
 */
function zipf(random, n) {
  return Math.min(n - 1, Math.floor(ZIPF_OFFSET * ((n + ZIPF_OFFSET) / ZIPF_OFFSET) ** random.next()) - ZIPF_OFFSET);
}

const ONSETS = ['b', 'br', 'c', 'cl', 'd', 'dr', 'f', 'fl', 'g', 'gr', 'h', 'k', 'l', 'm', 'n', 'p', 'pl', 'qu'];
const ONSETS2 = ['r', 's', 'sk', 'st', 't', 'tr', 'v', 'w', 'z', 'sh', 'ch', 'th', 'bl', 'sp', 'gl', 'cr', 'j', 'y'];
const NUCLEI = ['a', 'e', 'i', 'o', 'u', 'ai', 'ea', 'io', 'ou', 'ee', 'oa', 'ue'];
const CODAS = ['', 'n', 'r', 'l', 'm', 'x', 'nd', 'rt', 'sk', 'th', 'ng', 'v', 'z', 'lt', 'mb', 'rn'];

/** `size` distinct invented words of 2-3 syllables. */
export function createVocabulary(size, random) {
  const words = new Set();
  const onsets = [...ONSETS, ...ONSETS2];
  while (words.size < size) {
    const syllables = 2 + random.int(2);
    let word = '';
    for (let s = 0; s < syllables; s++) word += random.pick(onsets) + random.pick(NUCLEI) + random.pick(CODAS);
    if (word.length >= 5 && word.length <= 14) words.add(word);
  }
  return [...words];
}

const UNITS = ['days', 'hours', 'weeks', 'litres', 'kilograms', 'euros', 'percent', 'units', 'metres', 'minutes'];
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];
const TEMPLATES = [
  (w) => `The ${w(0)} ${w(1)} allows ${w.num()} ${w.unit()} for every ${w(2)} ${w(3)}.`,
  (w) => `Requests for ${w(0)} ${w(1)} use form ${w.code()} and take ${w.num()} ${w.unit()}.`,
  (w) => `Staff in ${w.cap()} must contact ${w.cap()} ${w.cap()} before ${w.day()} about the ${w(0)} ${w(1)}.`,
  (w) => `A ${w(0)} ${w(1)} costs ${w.num()} euros and includes the ${w(2)} ${w(3)} ${w(4)}.`,
  (w) => `Only ${w(0)} ${w(1)} can be ${w(2)} after the ${w(3)} ${w(4)} closes.`,
  (w) => `The ${w.cap()} team reviews each ${w(0)} ${w(1)} ${w(2)} within ${w.num()} ${w.unit()}.`,
  (w) => `Every ${w(0)} needs a ${w(1)} ${w(2)} signed by the ${w(3)} ${w(4)}.`,
  (w) => `Reference ${w.code()} covers ${w(0)} ${w(1)} and ${w(2)} ${w(3)} in ${w.cap()}.`,
];

function sentence(random, vocab) {
  const w = (_slot) => vocab[zipf(random, vocab.length)];
  w.cap = () => {
    const word = vocab[zipf(random, vocab.length)];
    return word[0].toUpperCase() + word.slice(1);
  };
  w.num = () => String(2 + random.int(97));
  w.unit = () => random.pick(UNITS);
  w.day = () => random.pick(DAYS);
  w.code = () =>
    `${String.fromCharCode(65 + random.int(26))}${String.fromCharCode(65 + random.int(26))}-${1000 + random.int(9000)}`;
  return random.pick(TEMPLATES)(w);
}

/**
 * Chunks `chunk-000000`... of 3-5 sentences (about 45-80 words), with title and source. `random`: the package's
 * `createRandom(seed)`.
 */
export function generateCorpus(size, { random, vocabularySize = 5000 }) {
  const vocab = createVocabulary(vocabularySize, random);
  const chunks = [];
  for (let i = 0; i < size; i++) {
    const sentences = Array.from({ length: 3 + random.int(3) }, () => sentence(random, vocab));
    const doc = Math.floor(i / 8);
    chunks.push({
      id: `chunk-${String(i).padStart(6, '0')}`,
      text: sentences.join(' '),
      title: `Section ${doc}.${i % 8}`,
      source: `handbook/doc-${String(doc).padStart(5, '0')}.md`,
    });
  }
  return chunks;
}

// The templates' own words: in a third of the chunks each, so questions are built from the invented words.
const TEMPLATE_WORDS = new Set(
  [
    'the for and use take must about before after every only can allows requests form staff contact costs includes',
    'closes team reviews each within needs signed reference covers',
    ...UNITS,
    ...DAYS.map((d) => d.toLowerCase()),
  ]
    .join(' ')
    .split(' '),
);

/** The invented words of a text, in order (what questions and keywords are made of). */
function contentWords(text) {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, ' ')
    .split(/\s+/)
    .filter((t) => t.length > 3 && !TEMPLATE_WORDS.has(t) && !/\d/.test(t));
}

const REFUSAL = "I don't know based on the provided documents.";
const THRESHOLDS_ALL_GATES = {
  contextRecall: 0.99,
  faithfulness: 0.6,
  keywordCoverage: 0.5,
  hitAtK: 1,
  recallAtK: 0.99,
  precisionAtK: 0.3,
  reciprocalRank: 0.3,
  ndcgAtK: 0.3,
};

/** Suite thresholds that turn every optional gate on (the defaults plus hit@k, recall@k, precision@k, MRR, nDCG). */
export const ALL_GATES = THRESHOLDS_ALL_GATES;

function kindOf(i, inScopeOnly) {
  if (inScopeOnly) return 'pass';
  const r = i % 20;
  if (r < 16) return 'pass';
  if (r < 18) return 'refusal';
  if (r === 18) return 'invented';
  return 'missed';
}

/**
 * `count` cases over `corpus`. With `withContexts: false` the answers carry no recorded contexts, so the
 * recorded adapter retrieves them with the seed's overlap rule. `random`: the package's `createRandom(seed)`;
 * `splitSentences`: the package's (src/text), which quotes a chunk by whole sentences.
 */
export function generateCases(corpus, count, { random, splitSentences, inScopeOnly = false, withContexts = true }) {
  const cases = [];
  const distractor = (not) => {
    let id;
    do id = corpus[random.int(corpus.length)].id;
    while (id === not);
    return id;
  };
  for (let i = 0; i < count; i++) {
    const kind = kindOf(i, inScopeOnly);
    const golden = corpus[random.int(corpus.length)];
    const sentences = splitSentences(golden.text);
    const first = random.int(sentences.length);
    const quoted = sentences.slice(first, first + 1 + random.int(2));
    const words = contentWords(quoted.join(' '));
    const id = `case-${String(i).padStart(6, '0')}`;
    const question = `What does the handbook say about ${words.slice(0, 3).join(' ')}?`;
    if (kind === 'refusal') {
      cases.push({
        id,
        question: `What is the policy on ${random.pick(['parking', 'pets', 'travel', 'laptops'])} ${i}?`,
        golden: [],
        answer: REFUSAL,
        ...(withContexts ? { contexts: [distractor(), distractor(), distractor()] } : {}),
        tags: ['out-of-scope'],
      });
      continue;
    }
    let answer = quoted.join(' ');
    const record = { id, question, golden: [golden.id], keywords: [words[0], words[words.length - 1]] };
    if (kind === 'invented') {
      answer = `${answer} The fee is ${1000 + i} euros.`;
      record.knownFailure = { verdict: 'FIX generation (faithfulness)', reason: 'bench: invented number' };
    }
    let contexts = [golden.id, distractor(golden.id), distractor(golden.id)];
    if (kind === 'missed') {
      contexts = [distractor(golden.id), distractor(golden.id), distractor(golden.id)];
      record.knownFailure = { verdict: 'FIX retrieval', reason: 'bench: golden chunk not retrieved' };
    }
    record.answer = answer;
    if (withContexts) record.contexts = contexts;
    record.tags = [kind === 'pass' ? 'in-scope' : 'known'];
    cases.push(record);
  }
  return cases;
}

/** Writes records as JSONL, creating the folder. */
export function writeJsonl(path, records) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${records.map((r) => JSON.stringify(r)).join('\n')}\n`);
}

/** Splits `list` into `parts` nearly equal consecutive slices. */
export function split(list, parts) {
  const size = Math.ceil(list.length / parts);
  return Array.from({ length: parts }, (_, p) => list.slice(p * size, (p + 1) * size));
}
