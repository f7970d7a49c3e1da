/**
 * Drafting with a model: paraphrased questions, questions that need two chunks, follow-ups with `history`, and
 * out-of-scope questions near the corpus's topics. The model is only a source of candidates: every draft is checked
 * offline with the heuristic judge's support rules and BM25 before it is kept, and a draft that fails is dropped with
 * its reason counted. The call itself is injected (`ask`), so the transport, cache and replay stay the judge's.
 */
import { z } from 'zod';
import { type Bm25Index, createBm25Index } from '../adapter/index.js';
import { createHeuristicJudge } from '../judge/heuristic/index.js';
import { sha256, sha256OfParts } from '../text/index.js';
import type { Chunk, EvalCase } from '../types.js';

/** The kinds of model drafts, in the order they are asked for. */
export const MODEL_DRAFT_KINDS = ['paraphrase', 'two-chunk', 'follow-up', 'out-of-scope'] as const;
export type ModelDraftKind = (typeof MODEL_DRAFT_KINDS)[number];

/** Bump when a prompt changes: recorded replies of the old prompts no longer match. */
export const GENERATE_PROMPT_VERSION = 'generate-1';

/** One request to the model: the instructions and the chunks shown, with the kind asked for. */
export interface ModelDraftPrompt {
  kind: ModelDraftKind;
  system: string;
  user: string;
  /** The chunks shown to the model (the golden chunks of an in-scope draft). */
  chunks: readonly Chunk[];
}

/** Sends a prompt to the model and returns its reply text (a JSON object). Throws when the call fails. */
export type AskModel = (prompt: ModelDraftPrompt) => Promise<string>;

/** The reply every prompt asks for. */
export const ModelDraftReplySchema = z.object({
  question: z.string().trim().min(1),
  reference: z.string().optional(),
  history: z.array(z.object({ role: z.enum(['user', 'assistant']), content: z.string().trim().min(1) })).optional(),
});
export type ModelDraftReply = z.infer<typeof ModelDraftReplySchema>;

const SYSTEM = `You write test questions for a retrieval-augmented assistant. Reply with one JSON object only, no prose.
The question must be answerable from the passages given and from nothing else. Ask it the way a user would, in your
own words: do not copy phrases from the passages. "reference" is the answer: copy it verbatim from the passages.`;

function fence(chunks: readonly Chunk[]): string {
  return chunks.map((c, i) => `<passage ${i + 1} id="${c.id}">\n${c.text}\n</passage>`).join('\n');
}

/** The prompt for one kind of draft over the chunks given. */
export function modelPrompt(
  kind: ModelDraftKind,
  chunks: readonly Chunk[],
  topics: readonly string[],
): ModelDraftPrompt {
  const shape = '{"question": "...", "reference": "..."}';
  const user =
    kind === 'paraphrase'
      ? `${fence(chunks)}\nWrite one question about a specific fact of the passage, sharing as few words with it as you can. Reply ${shape}.`
      : kind === 'two-chunk'
        ? `${fence(chunks)}\nWrite one question that needs both passages to answer (a fact from each). The reference copies one sentence from each passage. Reply ${shape}.`
        : kind === 'follow-up'
          ? `${fence(chunks)}\nWrite a short conversation: a first user question and the assistant's answer about the passage, then a follow-up question that only makes sense after them (it may say "it" or "that"). Reply {"history": [{"role": "user", "content": "..."}, {"role": "assistant", "content": "..."}], "question": "...", "reference": "..."}.`
          : `The documents cover these topics: ${topics.join('; ')}.\nWrite one question a user of these documents might plausibly ask, near these topics, that the documents do not answer. Reply {"question": "..."}.`;
  return { kind, system: SYSTEM, user, chunks };
}

/** The cache key of a prompt: the model, the prompt version and the prompt's text. */
export function modelPromptKey(model: string, prompt: ModelDraftPrompt): string {
  return sha256(JSON.stringify([model, GENERATE_PROMPT_VERSION, prompt.system, prompt.user]));
}

/** Why a model draft was dropped, as the summary prints it. */
export const DROP_REASONS = {
  unparsable: 'the reply is not the JSON asked for',
  notSupported: 'its reference is not supported by its golden chunks',
  answeredElsewhere: 'a chunk that is not golden answers it',
  corpusAnswers: 'out of scope, but a chunk answers it',
  duplicate: 'the same question as another draft',
} as const;

/** What the offline checks need: the corpus, its index, and the judge's support rule. */
interface Checker {
  corpus: readonly Chunk[];
  index: Bm25Index;
  supports(text: string, chunks: readonly Chunk[]): Promise<boolean>;
}

function createChecker(corpus: readonly Chunk[]): Checker {
  const judge = createHeuristicJudge();
  const index = createBm25Index(corpus);
  return {
    corpus,
    index,
    async supports(text, chunks) {
      if (chunks.length === 0) return false;
      const result = await judge.faithfulness({ question: '', answer: text, contexts: [...chunks] });
      return result.claims.length > 0 && result.claims.every((c) => c.supported);
    },
  };
}

/**
 * The offline checks of one in-scope model draft: its reference supported by its golden chunks, and not by the
 * chunks BM25 returns for the question that are not golden (then the golden label would be too narrow).
 */
async function checkInScope(
  checker: Checker,
  reply: ModelDraftReply,
  golden: readonly Chunk[],
): Promise<keyof typeof DROP_REASONS | undefined> {
  if (!reply.reference?.trim()) return 'unparsable';
  if (!(await checker.supports(reply.reference, golden))) return 'notSupported';
  const ids = new Set(golden.map((c) => c.id));
  const others = checker.index
    .search(reply.question, 5)
    .map((h) => h.chunk)
    .filter((c) => !ids.has(c.id));
  for (const other of others) if (await checker.supports(reply.reference, [other])) return 'answeredElsewhere';
  return undefined;
}

/** An out-of-scope draft passes when no chunk BM25 returns for it supports a plausible answer made of the question. */
async function checkOutOfScope(checker: Checker, question: string): Promise<keyof typeof DROP_REASONS | undefined> {
  const hits = checker.index.search(question, 3);
  const terms = new Set(checker.index.terms(question));
  for (const hit of hits) {
    const chunkTerms = new Set(checker.index.terms(hit.chunk.text));
    const shared = [...terms].filter((t) => chunkTerms.has(t)).length;
    // A chunk holding nearly every word of the question is about just what it asks.
    if (terms.size > 0 && shared / terms.size >= 0.75) return 'corpusAnswers';
  }
  return undefined;
}

function rankBy(seed: string, key: string): string {
  return sha256OfParts(seed, key);
}

/** Options of {@link draftWithModel}. */
export interface ModelDraftOptions {
  ask: AskModel;
  /** Drafts asked for per kind. @default 5 */
  perKind?: number;
  /** Seeds which chunks are shown. @default 'ragcheck' */
  seed?: string;
  /** Questions already drafted (lower case) and ids taken: not repeated. */
  taken?: Set<string>;
  ids?: Set<string>;
}

/**
 * Asks the model for drafts of each kind over chunks chosen by seed, checks each offline and keeps those that pass.
 * Returns the kept drafts (`draft: true`, tagged `generated`, `model`, the kind) and the dropped ones counted by
 * reason. A failing model call throws (the caller reports it; nothing is written).
 *
 * @example
 * const { cases, dropped } = await draftWithModel(corpus, { ask: async (prompt) => callMyModel(prompt) });
 */
export async function draftWithModel(
  corpus: readonly Chunk[],
  options: ModelDraftOptions,
): Promise<{ cases: EvalCase[]; dropped: Record<string, number> }> {
  const perKind = options.perKind ?? 5;
  const seed = options.seed ?? 'ragcheck';
  const taken = options.taken ?? new Set<string>();
  const ids = options.ids ?? new Set<string>();
  const checker = createChecker(corpus);
  const order = [...corpus].sort((a, b) => (rankBy(seed, a.id) < rankBy(seed, b.id) ? -1 : 1));
  const topics = [...new Set(corpus.map((c) => c.title).filter((t): t is string => !!t))].slice(0, 12);
  const cases: EvalCase[] = [];
  const dropped: Record<string, number> = {};
  const drop = (reason: keyof typeof DROP_REASONS) => {
    dropped[DROP_REASONS[reason]] = (dropped[DROP_REASONS[reason]] ?? 0) + 1;
  };
  for (const kind of MODEL_DRAFT_KINDS) {
    for (let i = 0; i < perKind && i < order.length; i++) {
      const first = order[i] as Chunk;
      const chunks =
        kind === 'two-chunk'
          ? [first, checker.index.search(first.text, 2).find((h) => h.chunk.id !== first.id)?.chunk ?? first]
          : kind === 'out-of-scope'
            ? []
            : [first];
      if (kind === 'two-chunk' && chunks[1] === first) continue;
      const prompt = modelPrompt(kind, chunks, topics.length > 0 ? topics : corpus.slice(0, 5).map((c) => c.id));
      const raw = await options.ask(prompt);
      let reply: ModelDraftReply;
      try {
        reply = ModelDraftReplySchema.parse(JSON.parse(raw.replace(/^```(?:json)?\s*|\s*```$/g, '')));
      } catch {
        drop('unparsable');
        continue;
      }
      const problem =
        kind === 'out-of-scope'
          ? await checkOutOfScope(checker, reply.question)
          : await checkInScope(checker, reply, chunks);
      if (problem) {
        drop(problem);
        continue;
      }
      if (kind === 'follow-up' && !reply.history?.length) {
        drop('unparsable');
        continue;
      }
      if (taken.has(reply.question.toLowerCase())) {
        drop('duplicate');
        continue;
      }
      taken.add(reply.question.toLowerCase());
      let id = `model-${kind}-${i + 1}`;
      for (let n = 2; ids.has(id); n++) id = `model-${kind}-${i + 1}-${n}`;
      ids.add(id);
      cases.push({
        id,
        question: reply.question,
        golden: chunks.map((c) => c.id),
        ...(kind === 'out-of-scope' ? {} : { reference: reply.reference as string }),
        ...(kind === 'follow-up' && reply.history ? { history: reply.history } : {}),
        tags: ['generated', 'model', kind === 'out-of-scope' ? 'out-of-scope' : kind],
        draft: true,
      });
    }
  }
  return { cases, dropped };
}
