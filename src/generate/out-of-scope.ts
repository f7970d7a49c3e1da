/**
 * Out-of-scope drafts (`golden: []`): questions about the corpus's own subjects that no chunk answers, so the app
 * must refuse. A question about the weather of Mars tests nothing; one about the company's mobile app, when the
 * corpus never mentions an app, tests whether the app invents one.
 */
import type { Bm25Index } from '../adapter/index.js';
import { sha256OfParts } from '../text/index.js';
import type { Chunk, EvalCase } from '../types.js';
import { findFacts } from './facts.js';

/**
 * What is asked about a subject: a question the corpus may well not answer. Each is kept only when none of its own
 * words (the subject aside) is in any chunk.
 */
const ASKS = [
  'Does {S} have a mobile app?',
  'What is the stock ticker symbol of {S}?',
  'Which cryptocurrencies does {S} accept?',
  'Who designed the logo of {S}?',
  'What is the Wi-Fi password at {S}?',
  'Is there a podcast episode about {S}?',
  'Which celebrity has endorsed {S}?',
  'What does {S} say about carbon offsets for space tourism?',
  'How many parking spaces does {S} have?',
  'Which Olympic sponsor deal involves {S}?',
] as const;

/** The corpus's subjects: names found in several chunks (most chunks first), then chunk titles. */
export function subjectsOf(corpus: readonly Chunk[]): string[] {
  const counts = new Map<string, Set<string>>();
  for (const chunk of corpus) {
    for (const fact of findFacts(chunk.text)) {
      if (fact.kind !== 'name') continue;
      counts.set(fact.text, (counts.get(fact.text) ?? new Set()).add(chunk.id));
    }
  }
  const names = [...counts.entries()]
    .filter(([, chunks]) => chunks.size >= 2)
    .sort((a, b) => b[1].size - a[1].size || (a[0] < b[0] ? -1 : 1))
    .map(([name]) => name);
  const titles = [...new Set(corpus.map((c) => c.title?.trim()).filter((t): t is string => !!t))].map(
    (t) => `the ${t.charAt(0).toLowerCase()}${t.slice(1)} policy`,
  );
  return [...names, ...titles];
}

/**
 * Whether no chunk can answer the question: none of the question's own words (the subject's aside), as BM25
 * analyses them, occurs in the corpus, so no chunk retrieval returns can support an answer to it.
 */
export function noChunkAnswers(index: Bm25Index, question: string, subject: string): boolean {
  const subjectTerms = new Set(index.terms(subject));
  const own = index.terms(question).filter((t) => !subjectTerms.has(t));
  if (own.length === 0) return false;
  const unseen = Math.log(1 + (index.size + 0.5) / 0.5);
  return own.every((t) => Math.abs(index.idf(t) - unseen) < 1e-9);
}

/**
 * Up to `count` out-of-scope drafts, one subject after another, each checked with {@link noChunkAnswers}; questions
 * in `taken` (and ids in `ids`) are not repeated. Deterministic for a seed.
 */
export function draftOutOfScope(
  corpus: readonly Chunk[],
  index: Bm25Index,
  options: { count: number; seed: string; taken: Set<string>; ids: Set<string> },
): EvalCase[] {
  const out: EvalCase[] = [];
  const subjects = subjectsOf(corpus);
  if (subjects.length === 0 || options.count <= 0) return out;
  const asks = [...ASKS].sort((a, b) => (sha256OfParts(options.seed, a) < sha256OfParts(options.seed, b) ? -1 : 1));
  for (let i = 0; out.length < options.count && i < subjects.length * asks.length; i++) {
    const subject = subjects[i % subjects.length] as string;
    const ask = asks[(i + Math.floor(i / subjects.length)) % asks.length] as string;
    const question = ask.replace('{S}', subject);
    const text = question.charAt(0).toUpperCase() + question.slice(1);
    if (options.taken.has(text.toLowerCase()) || !noChunkAnswers(index, text, subject)) continue;
    options.taken.add(text.toLowerCase());
    let id = `out-of-scope-${out.length + 1}`;
    for (let n = out.length + 2; options.ids.has(id); n++) id = `out-of-scope-${n}`;
    options.ids.add(id);
    out.push({
      id,
      question: text,
      golden: [],
      tags: ['generated', 'offline', 'out-of-scope'],
      draft: true,
    });
  }
  return out;
}
