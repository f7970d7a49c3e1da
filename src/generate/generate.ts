/**
 * Offline drafting: from a corpus to draft cases, each asking for one specific fact of one chunk, labelled with that
 * chunk (or every chunk stating the same fact), its keyword and reference copied verbatim, plus out-of-scope drafts
 * the corpus cannot answer. Pure and deterministic for a seed; `ragcheck generate` is the I/O around it.
 */
import { type Bm25Index, createBm25Index } from '../adapter/index.js';
import { contextKeys, isMentionIn, scanMentions } from '../numbers/index.js';
import { STOP_WORDS, sha256OfParts } from '../text/index.js';
import type { Chunk, EvalCase } from '../types.js';
import { type Fact, type FactKind, findFacts } from './facts.js';
import { contentWordShare, type DraftFigures, goldenRank, summarizeFigures } from './figures.js';
import { draftOutOfScope } from './out-of-scope.js';
import {
  anchorCandidates,
  askFor,
  invertibleAnchors,
  phraseAround,
  qualifiedNoun,
  sameClause,
  wordsOf,
} from './question.js';

/** What `generateDrafts` takes besides the corpus. */
export interface GenerateOptions {
  /**
   * At most this many drafts in all (about a tenth of them out of scope), spread over the documents.
   * @default every fact found
   */
  count?: number;
  /**
   * Seeds the order of documents and the wording of questions: the same seed gives the same drafts.
   * @default 'ragcheck'
   */
  seed?: string;
  /**
   * A fact stated in several chunks: draft it with every such chunk as golden (`golden`), or skip it (`skip`).
   * @default 'golden'
   */
  several?: 'golden' | 'skip';
  /**
   * A fact in more chunks than this is skipped whatever `several` says: a label that long is no test.
   * @default 3
   */
  maxGolden?: number;
  /** Out-of-scope drafts to write. @default a tenth of the in-scope drafts, at least 1 */
  outOfScope?: number;
}

/** One draft's figures: how much of its question the golden sentence repeats, where BM25 ranks its golden chunk. */
export interface DraftRow {
  id: string;
  share: number | null;
  rank: number | null;
}

/** What a drafting run found and did: the summary `ragcheck generate` prints. */
export interface GenerateReport {
  /** Chunks and documents (`source`, else the chunk id) read. */
  chunks: number;
  documents: number;
  /** Facts found in the corpus, and per kind. */
  facts: number;
  byKind: Partial<Record<FactKind, number>>;
  /** In-scope drafts written, and those of them labelled with several chunks. */
  drafted: number;
  severalChunks: number;
  /** Out-of-scope drafts written. */
  outOfScope: number;
  /** Documents the in-scope drafts come from. */
  documentsCovered: number;
  /** Facts not drafted, per reason. */
  skipped: Record<string, number>;
  /** Per-draft figures, and their summary. */
  rows: DraftRow[];
  figures: DraftFigures;
}

/** The drafts (cases with `draft: true`) and the report. */
export interface GenerateResult {
  cases: EvalCase[];
  report: GenerateReport;
}

/** A fact ready to draft, or the reason it cannot be. */
interface Candidate {
  chunk: Chunk;
  fact: Fact;
  document: string;
  /** Order of the fact in its chunk (specific kinds first), for the spread. */
  rank: number;
  order: number;
}

// Names and rare terms come after facts a test can check exactly (numbers, codes, addresses).
const KIND_PRIORITY: Record<FactKind, number> = {
  money: 0,
  duration: 0,
  percent: 0,
  quantity: 0,
  date: 0,
  time: 0,
  code: 0,
  phone: 0,
  email: 0,
  url: 0,
  count: 1,
  year: 1,
  quoted: 1,
  name: 2,
  term: 3,
};

/** The reasons a fact is not drafted, as the summary prints them. */
export const SKIP_REASONS = {
  notEnglish: 'sentence not in English (questions are drafted in English only; other languages are skipped)',
  tooMany: "in more chunks than --max-golden: too common to be one chunk's fact",
  several: 'stated in several chunks (--several skip)',
  notSpecific: 'no words of its sentence single out its chunk (other chunks say the same words)',
  noAnchor: 'its sentence has no words saying what the fact is about',
  duplicateFact: 'the same fact again in the same chunk',
  duplicateQuestion: 'drafts the same question as another fact',
  count: 'left out by --count',
} as const;

/** A sentence written in English: at least one of the commonest English words among its first words. */
function isEnglish(sentence: string): boolean {
  const words = sentence.toLowerCase().match(/\p{L}+/gu) ?? [];
  if (words.length < 4) return true;
  return words.some((w) => STOP_WORDS.has(w));
}

const NUMERIC_KINDS = new Set<FactKind>(['duration', 'money', 'percent', 'quantity', 'count', 'year', 'date', 'time']);

/** The chunks that state the fact's value: by the judge's number rules for numbers, else as written (any case). */
function chunksStating(fact: Fact, corpus: readonly Chunk[]): Chunk[] {
  if (NUMERIC_KINDS.has(fact.kind)) {
    const mentions = scanMentions(fact.text).filter((m) => m.checked);
    if (mentions.length > 0) {
      return corpus.filter((chunk) => {
        const keys = contextKeys(chunk.text);
        return mentions.every((m) => isMentionIn(m, keys));
      });
    }
  }
  const lower = fact.text.toLowerCase();
  return corpus.filter((chunk) => chunk.text.toLowerCase().includes(lower));
}

function factSlug(text: string): string {
  return (
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 40) || 'fact'
  );
}

/** Chunk id -> its analyzed terms, to ask which chunks hold all of a question's anchor words. */
function termSets(index: Bm25Index, corpus: readonly Chunk[]): Map<string, Set<string>> {
  return new Map(corpus.map((c) => [c.id, new Set(index.terms(`${c.title ?? ''} ${c.text}`))]));
}

interface Drafted {
  question: string;
  golden: string[];
  several: boolean;
}

/**
 * The anchors of a fact (as few word runs of its sentence as single out its chunk) and the question they make, or
 * the reason there is none.
 */
function draftFact(
  c: Candidate,
  corpus: readonly Chunk[],
  index: Bm25Index,
  terms: Map<string, Set<string>>,
  kinds: Map<string, Set<FactKind>>,
  options: Required<Pick<GenerateOptions, 'seed' | 'several' | 'maxGolden'>>,
): Drafted | keyof typeof SKIP_REASONS {
  // The rarest words first (within the fact's clause, then the rest of the sentence): they single out a chunk with
  // the fewest words, so the question repeats as little of the sentence as it can.
  const idfOf = (w: { text: string }) => Math.max(0, ...index.terms(w.text).map((t) => index.idf(t)));
  const clause = anchorCandidates(c.fact);
  const nearCount = clause.findIndex((w, i) => i > 0 && !sameClause(c.fact, clause[0]!, w));
  const near = nearCount < 0 ? clause : clause.slice(0, nearCount);
  const far = nearCount < 0 ? [] : clause.slice(nearCount);
  const byRarity = (list: typeof clause) =>
    list
      .map((w, i) => ({ w, i, idf: idfOf(w) }))
      .sort((a, b) => b.idf - a.idf || a.i - b.i)
      .map((x) => x.w);
  const noun = qualifiedNoun(c.fact);
  const candidates = [
    ...noun,
    ...[...byRarity(near), ...byRarity(far)].filter((w) => !noun.some((n) => n.start === w.start)),
  ];
  if (candidates.length === 0) return 'noAnchor';
  const stating = new Set(chunksStating(c.fact, corpus).map((ch) => ch.id));
  // A name or code in many chunks is what the corpus is about, not a fact of one chunk.
  if (!NUMERIC_KINDS.has(c.fact.kind) && stating.size > options.maxGolden) return 'tooMany';
  const couldAnswer = (anchorTerms: ReadonlySet<string>) =>
    corpus
      .filter(
        (ch) =>
          ch.id !== c.chunk.id &&
          kinds.get(ch.id)?.has(c.fact.kind) &&
          [...anchorTerms].every((t) => terms.get(ch.id)?.has(t)),
      )
      .map((ch) => ch.id);
  const termsOf = (words: readonly { text: string }[]) => new Set(words.flatMap((w) => index.terms(w.text)));
  // The rarest words, one at a time, until no other chunk could answer (another chunk could when it has every anchor
  // word and a fact of the kind asked for); two words at least when the sentence has them.
  const chosen: ReturnType<typeof phraseAround> = [];
  let others: string[] = [];
  for (const word of candidates) {
    if (chosen.some((w) => w.start === word.start)) continue;
    chosen.push(...phraseAround(c.fact, word).filter((w) => !chosen.some((x) => x.start === w.start)));
    others = couldAnswer(termsOf(chosen));
    if ((others.length === 0 && chosen.length >= Math.min(2, candidates.length)) || chosen.length >= 4) break;
  }
  const choice = Number.parseInt(sha256OfParts(options.seed, c.chunk.id, c.fact.text).slice(0, 8), 16);
  const asked = [{ anchors: chosen, others }];
  // The sentence's own subject and verb, inverted ("Within what time frame are refunds accepted?"), is the other way
  // to ask: of the two, the one repeating fewer of the sentence's words is kept.
  const inverted = invertibleAnchors(c.fact);
  if (inverted) asked.unshift({ anchors: inverted, others: couldAnswer(termsOf(inverted)) });
  const drafts = asked
    .filter((a) => a.anchors.length > 0 && !a.others.some((id) => !stating.has(id)))
    .map((a) => {
      const question = askFor(c.fact, a.anchors, choice);
      const golden = [c.chunk.id, ...a.others];
      const goldenChunks = corpus.filter((ch) => golden.includes(ch.id));
      return { question, golden, share: contentWordShare(question, goldenChunks) ?? 1 };
    })
    .filter((d) => wordsOf(d.question).length >= 3);
  if (drafts.length === 0) return others.some((id) => !stating.has(id)) ? 'notSpecific' : 'noAnchor';
  // The inverted form reads best: it is kept while it repeats at most half the question's words.
  const first = drafts[0] as (typeof drafts)[number];
  const best = inverted && first.share <= 0.5 ? first : drafts.reduce((a, b) => (b.share < a.share ? b : a));
  if (best.golden.length > 1) {
    if (best.golden.length > options.maxGolden) return 'tooMany';
    if (options.several === 'skip') return 'several';
  }
  return { question: best.question, golden: best.golden, several: best.golden.length > 1 };
}

/** Candidates in spread order: documents in seeded order, taking in turn each document's next chunk's next fact. */
function spread(candidates: Candidate[], seed: string): Candidate[] {
  const byDocument = new Map<string, Candidate[]>();
  for (const c of candidates) byDocument.set(c.document, [...(byDocument.get(c.document) ?? []), c]);
  const documents = [...byDocument.keys()].sort((a, b) => (sha256OfParts(seed, a) < sha256OfParts(seed, b) ? -1 : 1));
  const queues = documents.map((d) => (byDocument.get(d) ?? []).sort((a, b) => a.rank - b.rank || a.order - b.order));
  const out: Candidate[] = [];
  for (let round = 0; out.length < candidates.length; round++) {
    for (const queue of queues) {
      const next = queue[round];
      if (next) out.push(next);
    }
  }
  return out;
}

/**
 * Drafts cases from a corpus, offline: one per specific fact (a number with its unit, an amount, a date, a code, an
 * address, a rare name...), asked without repeating its sentence and labelled with its chunk, and out-of-scope
 * drafts about the corpus's subjects that no chunk answers. Every case has `draft: true` until a person reviews it.
 *
 * @example
 * const { cases, report } = generateDrafts(loadCorpusSync('docs/corpus.jsonl'), { count: 40, seed: '1' });
 */
export function generateDrafts(corpus: readonly Chunk[], options: GenerateOptions = {}): GenerateResult {
  const seed = options.seed ?? 'ragcheck';
  const several = options.several ?? 'golden';
  const maxGolden = options.maxGolden ?? 3;
  const index = createBm25Index(corpus);
  const terms = termSets(index, corpus);
  const skipped: Record<string, number> = {};
  const skip = (reason: keyof typeof SKIP_REASONS) => {
    const text = SKIP_REASONS[reason];
    skipped[text] = (skipped[text] ?? 0) + 1;
  };
  const byKind: Partial<Record<FactKind, number>> = {};
  const candidates: Candidate[] = [];
  const kinds = new Map<string, Set<FactKind>>();
  let found = 0;
  for (const chunk of corpus) {
    const seen = new Set<string>();
    const facts = findFacts(chunk.text);
    kinds.set(chunk.id, new Set(facts.map((f) => f.kind)));
    for (const [i, fact] of facts.entries()) {
      found++;
      byKind[fact.kind] = (byKind[fact.kind] ?? 0) + 1;
      if (!isEnglish(fact.sentence)) {
        skip('notEnglish');
        continue;
      }
      const key = fact.text.toLowerCase();
      if (seen.has(key)) {
        skip('duplicateFact');
        continue;
      }
      seen.add(key);
      const hash = Number.parseInt(sha256OfParts(seed, chunk.id, fact.text).slice(0, 6), 16);
      candidates.push({
        chunk,
        fact,
        document: chunk.source ?? chunk.id,
        rank: KIND_PRIORITY[fact.kind] * 1000 + i,
        order: hash,
      });
    }
  }
  const wanted = options.count;
  const oosTarget = options.outOfScope ?? (wanted === undefined ? undefined : Math.max(1, Math.round(wanted / 10)));
  const inScopeLimit = wanted === undefined ? Number.POSITIVE_INFINITY : Math.max(0, wanted - (oosTarget ?? 0));

  const cases: EvalCase[] = [];
  const rows: DraftRow[] = [];
  const questions = new Set<string>();
  const ids = new Set<string>();
  const covered = new Set<string>();
  let severalChunks = 0;
  for (const c of spread(candidates, seed)) {
    if (cases.length >= inScopeLimit) {
      skip('count');
      continue;
    }
    const drafted = draftFact(c, corpus, index, terms, kinds, { seed, several, maxGolden });
    if (typeof drafted === 'string') {
      skip(drafted);
      continue;
    }
    const normalized = drafted.question.toLowerCase();
    if (questions.has(normalized)) {
      skip('duplicateQuestion');
      continue;
    }
    questions.add(normalized);
    let id = `${factSlug(c.chunk.id)}-${factSlug(c.fact.text)}`;
    for (let n = 2; ids.has(id); n++) id = `${factSlug(c.chunk.id)}-${factSlug(c.fact.text)}-${n}`;
    ids.add(id);
    covered.add(c.document);
    if (drafted.several) severalChunks++;
    const golden = drafted.golden;
    const goldenChunks = corpus.filter((ch) => golden.includes(ch.id));
    rows.push({
      id,
      share: contentWordShare(drafted.question, goldenChunks),
      rank: goldenRank(index, drafted.question, golden),
    });
    cases.push({
      id,
      question: drafted.question,
      golden,
      reference: c.fact.sentence,
      keywords: [c.fact.text],
      tags: ['generated', 'offline', `fact:${c.fact.kind}`, ...(drafted.several ? ['fact-in-several-chunks'] : [])],
      draft: true,
    });
  }
  const oosCount = oosTarget ?? Math.max(1, Math.round(cases.length / 10));
  const outOfScope = draftOutOfScope(corpus, index, { count: oosCount, seed, taken: questions, ids });
  return {
    cases: [...cases, ...outOfScope],
    report: {
      chunks: corpus.length,
      documents: new Set(corpus.map((c) => c.source ?? c.id)).size,
      facts: found,
      byKind,
      drafted: cases.length,
      severalChunks,
      outOfScope: outOfScope.length,
      documentsCovered: covered.size,
      skipped,
      rows,
      figures: summarizeFigures(rows),
    },
  };
}
