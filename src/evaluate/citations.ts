/**
 * The citation check of an answer with markers: each marker resolved to a returned context (`citationValidity`),
 * and each cited sentence checked against the chunks it cites, those alone, with the judge's own support scoring
 * (`citationSupport`, `Judge.citation`). docs/citations.md.
 */
import type { Judge, JudgeCallOptions } from '../judge/index.js';
import { hasMarkerOpener } from '../metrics/citations.js';
import { type ResolvedCitation, resolveCitation, scanCitations, unsupportedTokens } from '../metrics/index.js';
import type { Chunk, CitationMarker, Citations, CitedSentence } from '../types.js';
import { raceSignal } from './deadline.js';

/** Unsupported cited sentences for which the other returned chunks are tried one by one (the diagnosis names them). */
export const MAX_SUPPORT_SEARCHES = 10;

export interface CitationInput {
  question: string;
  answer: string;
  /** The returned contexts, in order (after the adapter's `contextId` hook). */
  contexts: readonly Chunk[];
  /** The ids as the app returned them, before a `contextId` hook: an id marker may use them. */
  rawIds?: readonly string[];
  /** The adapter's marker -> context id map (`RagResponse.citations`). */
  citations?: Readonly<Record<string, string>>;
  caseId?: string;
}

export interface CitationScore {
  citations: Citations;
  /** Markers (one per reference) that resolve to a returned context / markers. */
  validity: number;
  /** Supported cited sentences / decided ones; null when the judge has no `citation()` or decided none. */
  support: number | null;
}

/**
 * Scores the citations of an answer; undefined when it has no markers (the metrics are then null). A judge without
 * `citation()` gets `validity` only. A judge's garbage throws (the case becomes `ERROR (judge)`).
 *
 * @example
 * await scoreCitations(createHeuristicJudge(), {
 *   question: 'How long do refunds take?',
 *   answer: 'Refunds take 30 days [2].',
 *   contexts: [{ id: 'doc-3', text: 'Refunds take 30 days.' }, { id: 'doc-7', text: 'Shipping is free.' }],
 * }); // validity 1, support 0, sentences[0].supportedBy { position: 1, id: 'doc-3' }
 */
export async function scoreCitations(
  judge: Judge,
  input: CitationInput,
  options: JudgeCallOptions = {},
): Promise<CitationScore | undefined> {
  const { contexts } = input;
  if (!hasMarkerOpener(input.answer)) return undefined;
  const ids = new Set([...contexts.map((c) => c.id), ...(input.rawIds ?? []), ...Object.keys(input.citations ?? {})]);
  const scan = scanCitations(input.answer, { ids });
  if (scan.markers.length === 0) return undefined;
  const resolveOptions = {
    ...(input.citations ? { citations: input.citations } : {}),
    ...(input.rawIds ? { rawIds: input.rawIds } : {}),
  };
  const resolved = new Map<string, ResolvedCitation | undefined>();
  const resolve = (ref: string) => {
    if (!resolved.has(ref)) resolved.set(ref, resolveCitation(ref, contexts, resolveOptions));
    return resolved.get(ref);
  };
  const markers: CitationMarker[] = scan.markers.flatMap((m) =>
    m.refs.map((ref) => ({ marker: m.text, ref, contextId: resolve(ref)?.id ?? null })),
  );
  const validity = markers.filter((m) => m.contextId !== null).length / markers.length;

  const sentences: CitedSentence[] = [];
  let searches = 0;
  for (const s of scan.sentences) {
    const refs = s.markers.flatMap((m) => m.refs);
    const positions = [...new Set(refs.map((ref) => resolve(ref)?.position).filter((p) => p !== undefined))];
    const cited = positions.map((p) => contexts[p - 1] as Chunk);
    const sentence: CitedSentence = { text: s.text, refs, cited: cited.map((c) => c.id), verdict: 'unjudged' };
    sentences.push(sentence);
    if (typeof judge.citation !== 'function') continue;
    sentence.verdict = cited.length === 0 ? 'unsupported' : await supportOf(judge, input, s.text, cited, options);
    if (sentence.verdict !== 'unsupported' || searches >= MAX_SUPPORT_SEARCHES) continue;
    searches++;
    for (const [index, chunk] of contexts.entries()) {
      if (positions.includes(index + 1)) continue;
      if ((await supportOf(judge, input, s.text, [chunk], options)) === 'supported') {
        sentence.supportedBy = { position: index + 1, id: chunk.id };
        break;
      }
    }
  }
  const supported = sentences.filter((s) => s.verdict === 'supported').length;
  const decided = sentences.filter((s) => s.verdict === 'supported' || s.verdict === 'unsupported').length;
  return { citations: { markers, sentences }, validity, support: decided === 0 ? null : supported / decided };
}

/** Whether `chunks` alone support `sentence`: every claim supported and every number of it in them. */
async function supportOf(
  judge: Judge,
  input: CitationInput,
  sentence: string,
  chunks: readonly Chunk[],
  options: JudgeCallOptions,
): Promise<CitedSentence['verdict']> {
  const context = chunks.map((c) => c.text).join('\n');
  const unsupported = unsupportedTokens(sentence, context);
  const call = (judge.citation as NonNullable<Judge['citation']>)(
    {
      question: input.question,
      answer: sentence,
      contexts: [...chunks],
      context,
      unsupported,
      ...(input.caseId !== undefined ? { caseId: input.caseId } : {}),
    },
    options,
  );
  const result = options.signal ? await raceSignal(call, options.signal) : await call;
  if (typeof result !== 'object' || result === null || !Array.isArray(result.claims)) {
    throw new TypeError(
      `judge "${judge.name}" returned an invalid citation result; citation() must return { score, claims: [] }`,
    );
  }
  if (unsupported.length > 0) return 'unsupported';
  const verdicts = new Set(result.claims.map((c) => c.verdict as string));
  if (verdicts.has('unsupported') || verdicts.has('contradicted')) return 'unsupported';
  return verdicts.has('uncertain') ? 'uncertain' : 'supported';
}
