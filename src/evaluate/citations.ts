/**
 * The citation check of an answer with markers: each marker resolved to a returned context (`citationValidity`),
 * and each cited sentence checked against the chunks it cites, those alone, with the judge's own support scoring
 * (`citationSupport`, `Judge.citation`). docs/citations.md.
 */
import { access } from 'node:fs/promises';
import { addUsage, cacheEntryPath, type Judge, type JudgeCallOptions, recordsAnswers } from '../judge/index.js';
import { hasMarkerOpener } from '../metrics/citations.js';
import { type ResolvedCitation, resolveCitation, scanCitations, unsupportedTokens } from '../metrics/index.js';
import { raceSignal } from '../text/index.js';
import type { Chunk, CitationMarker, Citations, CitedSentence, TokenUsage } from '../types.js';

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
  /** The tokens of the judge's citation calls, when it reported any (a model judge's live calls). */
  usage?: TokenUsage;
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
  const usages: (TokenUsage | undefined)[] = [];
  const supportOf = (sentence: string, chunks: readonly Chunk[]) =>
    judgeSupport(judge, input, sentence, chunks, options, usages);
  let searches = 0;
  for (const s of scan.sentences) {
    const refs = s.markers.flatMap((m) => m.refs);
    const positions = [...new Set(refs.map((ref) => resolve(ref)?.position).filter((p) => p !== undefined))];
    const cited = positions.map((p) => contexts[p - 1] as Chunk);
    const sentence: CitedSentence = { text: s.text, refs, cited: cited.map((c) => c.id), verdict: 'unjudged' };
    sentences.push(sentence);
    if (typeof judge.citation !== 'function') continue;
    sentence.verdict = cited.length === 0 ? 'unsupported' : await supportOf(s.text, cited);
    if (sentence.verdict !== 'unsupported' || searches >= MAX_SUPPORT_SEARCHES) continue;
    searches++;
    for (const [index, chunk] of contexts.entries()) {
      if (positions.includes(index + 1)) continue;
      if ((await supportOf(s.text, [chunk])) === 'supported') {
        sentence.supportedBy = { position: index + 1, id: chunk.id };
        break;
      }
    }
  }
  const supported = sentences.filter((s) => s.verdict === 'supported').length;
  const decided = sentences.filter((s) => s.verdict === 'supported' || s.verdict === 'unsupported').length;
  const usage = addUsage(usages);
  return {
    citations: { markers, sentences },
    validity,
    support: decided === 0 ? null : supported / decided,
    ...(usage ? { usage } : {}),
  };
}

/**
 * Whether `chunks` alone support `sentence`: every number of it in them (else unsupported, and the judge is not
 * asked) and every claim supported.
 */
async function judgeSupport(
  judge: Judge,
  input: CitationInput,
  sentence: string,
  chunks: readonly Chunk[],
  options: JudgeCallOptions,
  usages: (TokenUsage | undefined)[],
): Promise<CitedSentence['verdict']> {
  const context = chunks.map((c) => c.text).join('\n');
  const unsupported = unsupportedTokens(sentence, context);
  // A number the cited chunks lack decides it: no call (a model judge's calls are paid and recorded).
  if (unsupported.length > 0) return 'unsupported';
  const call = (judge.citation as NonNullable<Judge['citation']>)(
    {
      question: input.question,
      answer: sentence,
      contexts: [...chunks],
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
  usages.push(result.usage);
  const verdicts = new Set(result.claims.map((c) => c.verdict as string));
  if (verdicts.has('unsupported') || verdicts.has('contradicted')) return 'unsupported';
  return verdicts.has('uncertain') ? 'uncertain' : 'supported';
}

/** A judge that records its answers and names the entries of one citation call (openai, minicheck, cascade). */
interface CitationRecorder extends Judge {
  cache: { mode?: string; dir: string };
  citationCacheKeys(input: Parameters<NonNullable<Judge['citation']>>[0]): string[];
}

const isRecorded = (dir: string, key: string) =>
  access(cacheEntryPath(dir, key)).then(
    () => true,
    () => false,
  );

/**
 * The judge-cache entries scoring an answer's citations needs (`ragcheck cache status|prune`): the call of each
 * cited sentence against the chunks it cites and, for a sentence its recorded answer calls unsupported, the calls
 * that look for another returned chunk supporting it, as {@link scoreCitations} makes them. Only recorded entries
 * are read, never the model: a call not recorded yet counts as undecided (no search after it), so the search's
 * keys are listed once it is recorded. None for a judge that keeps no cache or scores no citations.
 */
export async function citationCacheKeys(
  judge: Judge,
  input: CitationInput,
  options: JudgeCallOptions = {},
): Promise<string[]> {
  const recorder = judge as Partial<CitationRecorder>;
  if (!recordsAnswers(judge) || typeof recorder.citationCacheKeys !== 'function') return [];
  const cite = judge.citation;
  if (typeof cite !== 'function') return [];
  const { dir, mode } = (recorder as CitationRecorder).cache;
  const readsEntries = mode === 'replay' || mode === 'record';
  const keys = new Set<string>();
  const probe: Judge = {
    name: judge.name,
    faithfulness: (one, call) => judge.faithfulness(one, call),
    async citation(one, call) {
      const needed = (recorder as CitationRecorder).citationCacheKeys(one);
      for (const key of needed) keys.add(key);
      const known =
        needed.length === 0 ||
        (readsEntries && (await Promise.all(needed.map((k) => isRecorded(dir, k)))).every(Boolean));
      // With every entry recorded (or none needed: decided offline) the judge reads them; it calls no model.
      if (known) {
        try {
          return await cite.call(judge, one, call);
        } catch {
          // A corrupt entry: the run reports it; here the sentence is undecided.
        }
      }
      return {
        score: 0,
        claims: [{ text: one.answer, supported: false, verdict: 'uncertain', support: 0, missing: [] }],
      };
    },
  };
  await scoreCitations(probe, input, options);
  return [...keys];
}
