/**
 * The mutation operators: each a pure function from a case and the app's real response to a mutated response (or
 * the reason it does not apply), with the verdict a suite that catches the mutant fails with.
 */
import { matchGolden, type RetrievedChunk, scanCitations, unsupportedTokens } from '../metrics/index.js';
import { scanMentions } from '../numbers/index.js';
import { contentTokens, splitSentences } from '../text/index.js';
import type { Chunk, RagResponse } from '../types.js';
import { languageOf, negateSentence, REFUSALS } from './language.js';
import type { Mutant, MutationContext, Operator, OperatorName, Skip } from './types.js';

const skip = (why: string): Skip => ({ skip: why });
const joined = (contexts: readonly Chunk[]) => contexts.map((c) => c.text).join('\n');
const retrieved = (context: MutationContext, chunks: readonly Chunk[]): RetrievedChunk[] =>
  chunks.map((c) => ({ id: context.idOf(c), text: c.text, ...(c.source === undefined ? {} : { source: c.source }) }));
const quoteMutated = (text: string) => `"${text.length > 60 ? `${text.slice(0, 59)}…` : text}"`;

/** The part of `after` that differs from `before`, with a few words around it: `"…have 30 days…" -> "…do not have 30 days…"`. */
function changed(before: string, after: string): string {
  let start = 0;
  while (start < before.length && before[start] === after[start]) start++;
  let end = 0;
  while (end < before.length - start && before[before.length - 1 - end] === after[after.length - 1 - end]) end++;
  const from = Math.max(0, before.lastIndexOf(' ', Math.max(0, start - 12)));
  const cut = (text: string, stop: number) => {
    const next = text.indexOf(' ', Math.min(text.length, stop + 12));
    const snippet = text.slice(from, next === -1 ? text.length : next).trim();
    return `"${from > 0 ? '…' : ''}${snippet}${next === -1 ? '' : '…'}"`;
  };
  return `${cut(before, before.length - end)} -> ${cut(after, after.length - end)}`;
}

/** Indexes of the returned chunks matched to a golden ref. */
function goldenIndexes(context: MutationContext): number[] {
  const { assigned } = matchGolden(context.evalCase.golden, retrieved(context, context.response.contexts));
  return assigned.flatMap((slot, index) => (slot >= 0 ? [index] : []));
}

function pick<T>(items: readonly T[], random: () => number): T | undefined {
  return items.length === 0 ? undefined : items[Math.floor(random() * items.length)];
}

function inScope(context: MutationContext): boolean {
  return context.evalCase.golden.length > 0;
}

/** A response with another answer and the same contexts. */
function withAnswer(response: RagResponse, answer: string): RagResponse {
  return { ...response, answer };
}

const dropGolden: Operator = {
  name: 'drop-golden',
  expects: ['FIX retrieval'],
  apply(context) {
    if (!inScope(context)) return skip('out of scope: the case has no golden chunks');
    const golden = new Set(goldenIndexes(context));
    if (golden.size === 0) return skip('no golden chunk among the returned contexts');
    const contexts = context.response.contexts.filter((_, i) => !golden.has(i));
    const ids = context.response.contexts.filter((_, i) => golden.has(i)).map(context.idOf);
    return { response: { ...context.response, contexts }, change: `removed ${ids.join(', ')} from the contexts` };
  },
};

const demoteGolden: Operator = {
  name: 'demote-golden',
  expects: ['FIX retrieval'],
  apply(context) {
    if (!inScope(context)) return skip('out of scope: the case has no golden chunks');
    const golden = new Set(goldenIndexes(context));
    const inTop = [...golden].filter((i) => i < context.k);
    if (inTop.length === 0) return skip(`no golden chunk in the top ${context.k}`);
    const others = context.response.contexts.filter((_, i) => !golden.has(i));
    const goldenChunks = context.response.contexts.filter((_, i) => golden.has(i));
    // Below k means k other chunks first: the app's own others, then corpus chunks that match no golden ref.
    const padding: Chunk[] = [];
    if (others.length < context.k) {
      const used = new Set(context.response.contexts.map(context.idOf));
      const candidates = (context.corpus ?? []).filter(
        (c) =>
          !used.has(c.id) &&
          matchGolden(context.evalCase.golden, [{ id: c.id, text: c.text, ...(c.source ? { source: c.source } : {}) }])
            .assigned[0] === -1,
      );
      for (const chunk of candidates) {
        if (others.length + padding.length >= context.k) break;
        padding.push(chunk);
      }
      if (others.length + padding.length < context.k) {
        return skip(`fewer than ${context.k} other chunks to put above the golden ones (give the suite its corpus)`);
      }
    }
    const contexts = [...others, ...padding, ...goldenChunks];
    const padded = padding.length > 0 ? ` (padded with ${padding.map((c) => c.id).join(', ')})` : '';
    return {
      response: { ...context.response, contexts },
      change: `moved ${goldenChunks.map(context.idOf).join(', ')} below rank ${context.k}${padded}`,
    };
  },
};

/** Another value for a number as written: its last digit moved on, or another number word. */
function* replacementsFor(core: string): Generator<string> {
  const digits = [...core.matchAll(/\d/g)];
  const last = digits.at(-1);
  if (last?.index !== undefined) {
    for (const step of [7, 3, 1, 5]) {
      const digit = String((Number(last[0]) + step) % 10);
      yield core.slice(0, last.index) + digit + core.slice(last.index + 1);
    }
    return;
  }
  for (const word of ['seven', 'eleven', 'nineteen', 'twelve']) {
    if (word !== core.toLowerCase()) yield /^[A-Z]/.test(core) ? word[0]?.toUpperCase() + word.slice(1) : word;
  }
}

const swapNumber: Operator = {
  name: 'swap-number',
  expects: ['FIX generation (faithfulness)'],
  apply(context) {
    const { answer } = context.response;
    if (context.refused) return skip('the answer is a refusal');
    const mentions = scanMentions(answer).filter((m) => m.checked);
    if (mentions.length === 0) return skip('no number, date or code in the answer');
    const context_ = joined(context.response.contexts);
    const before = new Set(unsupportedTokens(answer, context_));
    const lower = answer.toLowerCase();
    for (const mention of mentions) {
      const at = lower.indexOf(mention.core.toLowerCase());
      if (at === -1) continue;
      for (const value of replacementsFor(answer.slice(at, at + mention.core.length))) {
        const mutated = answer.slice(0, at) + value + answer.slice(at + mention.core.length);
        if (unsupportedTokens(mutated, context_).some((t) => !before.has(t))) {
          return {
            response: withAnswer(context.response, mutated),
            change: `${quoteMutated(mention.core)} -> ${quoteMutated(value)} in the answer`,
          };
        }
      }
    }
    return skip('no number of the answer could be changed to a value the contexts lack');
  },
};

/** Sentences of the corpus outside the contexts, with no number or code, whose content words the contexts lack. */
function foreignSentences(context: MutationContext, language: string): string[] {
  const used = new Set(context.response.contexts.map((c) => c.id));
  const known = new Set(contentTokens(joined(context.response.contexts)));
  const out: string[] = [];
  for (const chunk of context.corpus ?? []) {
    if (used.has(chunk.id)) continue;
    for (const sentence of splitSentences(chunk.text)) {
      const text = sentence.trim();
      if (text.length < 25 || text.length > 240 || /\d/.test(text) || /[?？]$/.test(text)) continue;
      if (scanMentions(text).some((m) => m.checked)) continue;
      const words = contentTokens(text);
      if (words.length < 4 || words.filter((w) => !known.has(w)).length < Math.ceil(words.length / 2)) continue;
      if (languageOf(text) !== language) continue;
      out.push(text);
    }
  }
  return out;
}

const addClaim: Operator = {
  name: 'add-claim',
  expects: ['FIX generation (faithfulness)'],
  apply(context) {
    if (context.refused) return skip('the answer is a refusal');
    if (!context.corpus?.length)
      return skip('no corpus: the invented sentence is taken from a chunk that was not retrieved');
    const sentence = pick(foreignSentences(context, languageOf(context.response.answer)), context.random);
    if (!sentence) return skip('no sentence without numbers in the unretrieved chunks that the contexts do not hold');
    const answer = context.response.answer.trimEnd();
    const glue = /[.!?。！？]$/.test(answer) ? ' ' : '. ';
    return {
      response: withAnswer(context.response, `${answer}${glue}${sentence}`),
      change: `appended ${quoteMutated(sentence)}`,
    };
  },
};

const negate: Operator = {
  name: 'negate',
  expects: ['FIX generation (faithfulness)'],
  apply(context) {
    if (context.refused) return skip('the answer is a refusal');
    const { answer } = context.response;
    const language = languageOf(answer);
    for (const sentence of splitSentences(answer)) {
      const negated = negateSentence(sentence, language);
      if (negated === undefined || negated === sentence) continue;
      return {
        response: withAnswer(context.response, answer.replace(sentence, negated)),
        change: changed(sentence, negated),
      };
    }
    return skip(`no sentence of the answer has a verb the ${language} negation rules can negate`);
  },
};

const refuse: Operator = {
  name: 'refuse',
  expects: ['FIX generation (unwarranted refusal)'],
  apply(context) {
    if (!inScope(context)) return skip('out of scope: a refusal is the right answer');
    if (context.refused) return skip('the answer is a refusal already');
    const refusal = REFUSALS[languageOf(context.response.answer)];
    return { response: withAnswer(context.response, refusal), change: `answer replaced by ${quoteMutated(refusal)}` };
  },
};

const answerOutOfScope: Operator = {
  name: 'answer-out-of-scope',
  expects: ['FIX generation (should refuse)'],
  apply(context) {
    if (inScope(context)) return skip('in scope: the case has golden chunks');
    if (!context.refused) return skip('the answer is not a refusal');
    const sources = context.response.contexts.length > 0 ? context.response.contexts : (context.corpus ?? []);
    const chunk = pick(sources, context.random);
    const sentences = chunk ? splitSentences(chunk.text).slice(0, 2) : [];
    if (sentences.length === 0) return skip('no context or corpus chunk to build a confident answer from');
    const answer = sentences.join(' ').trim();
    return {
      response: withAnswer(context.response, answer),
      change: `refusal replaced by ${quoteMutated(answer)} (from ${chunk?.id})`,
    };
  },
};

/** The index of the sentence holding a keyword or the most of the reference, else the most of the question. */
function factSentence(sentences: readonly string[], context: MutationContext): { index: number; by: string } {
  const { keywords, reference, question } = context.evalCase;
  for (const keyword of keywords ?? []) {
    const index = sentences.findIndex((s) => s.toLowerCase().includes(keyword.toLowerCase()));
    if (index !== -1) return { index, by: `keyword ${quoteMutated(keyword)}` };
  }
  const target = new Set(contentTokens(reference ?? question));
  let best = 0;
  let bestShared = -1;
  sentences.forEach((sentence, index) => {
    const shared = contentTokens(sentence).filter((w) => target.has(w)).length;
    if (shared > bestShared) [best, bestShared] = [index, shared];
  });
  return { index: best, by: reference === undefined ? 'the question' : 'the reference' };
}

const dropFact: Operator = {
  name: 'drop-fact',
  expects: ['FIX generation (relevancy)', 'FIX generation (incorrect)'],
  apply(context) {
    if (context.refused) return skip('the answer is a refusal');
    const sentences = splitSentences(context.response.answer);
    if (sentences.length < 2) return skip('the answer is one sentence: dropping it would leave no answer');
    const { index, by } = factSentence(sentences, context);
    const answer = sentences.filter((_, i) => i !== index).join(' ');
    return {
      response: withAnswer(context.response, answer),
      change: `dropped ${quoteMutated(sentences[index] ?? '')} (it holds ${by})`,
    };
  },
};

const miscite: Operator = {
  name: 'miscite',
  expects: ['FIX generation (citation)'],
  apply(context) {
    const { response } = context;
    if (response.contexts.length < 2) return skip('fewer than two returned contexts to point a citation at');
    const ids = new Set([...response.contexts.map((c) => c.id), ...Object.keys(response.citations ?? {})]);
    const marker = scanCitations(response.answer, { ids }).markers[0];
    const ref = marker?.refs[0];
    if (!marker || ref === undefined) return skip('the answer has no citation marker');
    const target = response.citations?.[ref] ?? (/^\d+$/.test(ref) ? response.contexts[Number(ref) - 1]?.id : ref);
    const cited = response.contexts.find((c) => c.id === target);
    const others = response.contexts.filter((c) => c.id !== target);
    // A chunk saying something else, where there is one: a copy of the cited text cannot make the citation wrong.
    const differing = others.filter((c) => c.text !== cited?.text);
    const other = pick(differing.length > 0 ? differing : others, context.random);
    if (!other) return skip('no other returned context to point the marker at');
    const equivalent = differing.length === 0 ? { equivalent: `${other.id} holds the same text as ${target}` } : {};
    if (response.citations && ref in response.citations) {
      return {
        response: { ...response, citations: { ...response.citations, [ref]: other.id } },
        change: `marker ${marker.text} now points at ${other.id}`,
      };
    }
    const replacement = /^\d+$/.test(ref) ? String(response.contexts.indexOf(other) + 1) : other.id;
    const text = marker.text.replace(ref, replacement);
    const answer = response.answer.slice(0, marker.start) + text + response.answer.slice(marker.end);
    return { response: withAnswer(response, answer), change: `${marker.text} -> ${text} (${other.id})`, ...equivalent };
  },
};

/** Every operator, in report order. */
export const OPERATORS: readonly Operator[] = [
  dropGolden,
  demoteGolden,
  swapNumber,
  addClaim,
  negate,
  refuse,
  answerOutOfScope,
  dropFact,
  miscite,
];

/** The operator called `name`. */
export function operatorNamed(name: OperatorName): Operator {
  return OPERATORS.find((o) => o.name === name) as Operator;
}

export type { Mutant };
