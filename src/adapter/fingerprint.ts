/**
 * A recording's fingerprint: what produced it (the app's code, the adapter's name and k, the texts of the chunks it
 * names, and the inputs and environment values a user lists), so that a replay can tell a recording the app would no
 * longer give. The code part comes from the main process (Vite's module graph: src/vitest/shared/code-graph.ts), handed to
 * `withRecording` through the ask options of each case; this module only hashes what a case names and compares.
 */
import { createHash } from 'node:crypto';
import type { Chunk, EvalCase, RecordingOutcome } from '../types.js';
import type { AskOptions, RagAdapter } from './types.js';

/** What produced a recording. Every value is a hash: nothing of the app's code, documents or environment in clear. */
export interface RecordingFingerprint {
  /** The adapter's name, as it said when recorded. */
  adapter?: string;
  k: number;
  /** The app's own source files (project-relative), each with its hash; absent when the run did not know them. */
  files?: Record<string, string>;
  /** `withRecording`'s `inputs`: each file matched, with its hash. */
  inputs?: Record<string, string>;
  /** `withRecording`'s `env`: each name with the hash of its value. */
  env?: Record<string, string>;
  /** The corpus chunks the recording's contexts and the case's golden refs name: each id with its text's hash. */
  chunks?: Record<string, string>;
}

/** How a recording compared when a case replayed it (or recorded it). */
export type RecordingStatus = RecordingOutcome['status'];
export type { RecordingOutcome };

/**
 * What the harness gives `withRecording` with each ask: the code fingerprint the main process computed for this
 * eval file (or the adapter module), the suite's corpus, and where to report how the recording compared.
 */
export interface RecordingContext {
  /** Project-relative path -> hash; undefined when the main process handed none (no `ragcheckProject()`). */
  code: Record<string, string> | undefined;
  corpus: readonly Chunk[] | undefined;
  report(outcome: RecordingOutcome): void;
}

/** The key under which the harness passes the {@link RecordingContext} in `AskOptions` (shared across copies). */
export const RECORDING_CONTEXT: unique symbol = Symbol.for('ragcheck.recordingContext') as never;
/** Marks an adapter whose app is reached over the network: no code of it is imported, so none is fingerprinted. */
export const REMOTE_APP: unique symbol = Symbol.for('ragcheck.remoteApp') as never;

/** Marks the adapters `withRecording` returns, so `ragcheck eval --adapter` fingerprints the module's code. */
export const RECORDING_ADAPTER: unique symbol = Symbol.for('ragcheck.recordingAdapter') as never;

/** Marks `adapter` as an app reached over the network (see {@link REMOTE_APP}); returns it. */
export function markRemoteApp<T extends object>(adapter: T): T {
  Object.defineProperty(adapter, REMOTE_APP, { value: true, enumerable: false });
  return adapter;
}

type WithContext = AskOptions & { [RECORDING_CONTEXT]?: RecordingContext };

/** The context the harness passed with this ask, if any. */
export function recordingContextOf(options: AskOptions): RecordingContext | undefined {
  return (options as WithContext)[RECORDING_CONTEXT];
}

/**
 * The adapter a case is asked through: the same adapter, with the recording context added to each ask's options,
 * so a `withRecording` inside sees it. Name, `retrieve` and `contextId` are kept.
 */
export function withRecordingContext(adapter: RagAdapter, context: RecordingContext): RagAdapter {
  const add = (options: AskOptions): WithContext => ({ ...options, [RECORDING_CONTEXT]: context });
  const wrapped: RagAdapter = {
    ...(adapter.name ? { name: adapter.name } : {}),
    ask: (input, options) => adapter.ask(input, add(options)),
    ...(adapter.retrieve ? { retrieve: (input, options) => adapter.retrieve!(input, add(options)) } : {}),
    ...(adapter.contextId ? { contextId: adapter.contextId.bind(adapter) } : {}),
  };
  return wrapped;
}

/** First 16 hex digits of the SHA-256 of a text. */
export function hashText(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 16);
}

interface CorpusIndex {
  byId: Map<string, Chunk>;
  bySource: Map<string, Chunk[]>;
  hashes: WeakMap<Chunk, string>;
}
const indexes = new WeakMap<readonly Chunk[], CorpusIndex>();

function indexOf(corpus: readonly Chunk[]): CorpusIndex {
  let index = indexes.get(corpus);
  if (!index) {
    index = { byId: new Map(), bySource: new Map(), hashes: new WeakMap() };
    for (const chunk of corpus) {
      index.byId.set(chunk.id, chunk);
      if (chunk.source !== undefined) {
        const list = index.bySource.get(chunk.source);
        if (list) list.push(chunk);
        else index.bySource.set(chunk.source, [chunk]);
      }
    }
    indexes.set(corpus, index);
  }
  return index;
}

function chunkHash(index: CorpusIndex, chunk: Chunk): string {
  let hash = index.hashes.get(chunk);
  if (hash === undefined) {
    hash = hashText(chunk.text ?? '');
    index.hashes.set(chunk, hash);
  }
  return hash;
}

/** The corpus ids of the case's golden refs: its ids, and the chunks its `{ source, contains }` refs match. */
export function goldenChunkIds(evalCase: EvalCase, corpus: readonly Chunk[]): string[] {
  const index = indexOf(corpus);
  const ids: string[] = [];
  for (const ref of evalCase.golden) {
    if (typeof ref === 'string') {
      if (index.byId.has(ref)) ids.push(ref);
    } else {
      for (const chunk of index.bySource.get(ref.source) ?? [])
        if ((chunk.text ?? '').includes(ref.contains)) ids.push(chunk.id);
    }
  }
  return ids;
}

/**
 * The chunk part of a fingerprint: the corpus chunks the response's contexts name (by id, after the adapter's
 * `contextId`) and the case's golden refs name, each with its text's hash. Ids that are not corpus ids are left out
 * (the app's own chunks: their text is in the recording).
 */
export function chunkFingerprint(
  evalCase: EvalCase,
  contexts: readonly Chunk[],
  corpus: readonly Chunk[] | undefined,
  contextId: ((id: string, chunk: Chunk) => string) | undefined,
): Record<string, string> | undefined {
  if (!corpus || corpus.length === 0) return undefined;
  const index = indexOf(corpus);
  const ids = new Set<string>(goldenChunkIds(evalCase, corpus));
  for (const context of contexts) {
    let id = context.id;
    if (contextId) {
      try {
        id = contextId(context.id, context);
      } catch {
        // The case reports a throwing contextId itself.
      }
    }
    if (index.byId.has(id)) ids.add(id);
  }
  if (ids.size === 0) return undefined;
  const out: Record<string, string> = {};
  for (const id of [...ids].sort()) out[id] = chunkHash(index, index.byId.get(id) as Chunk);
  return out;
}

/** The current hash of each chunk id the recording named (undefined for an id gone from the corpus). */
function currentChunkHash(corpus: readonly Chunk[] | undefined, id: string): string | undefined {
  if (!corpus) return undefined;
  const index = indexOf(corpus);
  const chunk = index.byId.get(id);
  return chunk ? chunkHash(index, chunk) : undefined;
}

function changedKeys(
  recorded: Record<string, string> | undefined,
  current: Record<string, string> | undefined,
  label: (key: string) => string,
): string[] {
  if (!recorded || !current) return [];
  const out: string[] = [];
  for (const key of new Set([...Object.keys(recorded), ...Object.keys(current)])) {
    if (recorded[key] !== current[key]) out.push(label(key));
  }
  return out.sort();
}

/**
 * What differs between a recording's fingerprint and what would produce it now: code files, inputs, environment
 * names, chunk ids (`chunk doc_3`), k and the adapter's name, in that order; empty when it is fresh. Code is compared
 * only when both sides know it (a run that could not see the module graph judges the rest).
 */
export function fingerprintChanges(
  recorded: RecordingFingerprint,
  current: Omit<RecordingFingerprint, 'chunks'>,
  corpus: readonly Chunk[] | undefined,
): { changed: string[]; chunks: string[] } {
  const changed = [
    ...changedKeys(recorded.files, current.files, (f) => f),
    ...changedKeys(recorded.inputs ?? {}, current.inputs ?? {}, (f) => f),
    ...changedKeys(recorded.env ?? {}, current.env ?? {}, (name) => `$${name}`),
  ];
  const chunks: string[] = [];
  if (recorded.chunks && corpus) {
    for (const [id, hash] of Object.entries(recorded.chunks))
      if (currentChunkHash(corpus, id) !== hash) chunks.push(id);
  }
  changed.push(...chunks.sort().map((id) => `chunk ${id}`));
  if (recorded.k !== current.k) changed.push(`k (${recorded.k} -> ${current.k})`);
  if ((recorded.adapter ?? '') !== (current.adapter ?? '')) {
    changed.push(`adapter (${recorded.adapter ?? 'unnamed'} -> ${current.adapter ?? 'unnamed'})`);
  }
  return { changed, chunks };
}

const STATUS_RANK: Record<RecordingOutcome['status'], number> = { fresh: 0, unknown: 1, recorded: 2, stale: 3 };

function unionOf(a: readonly string[] | undefined, b: readonly string[] | undefined): string[] | undefined {
  if (!a?.length) return b?.length ? [...b] : undefined;
  if (!b?.length) return [...a];
  return [...new Set([...a, ...b])].sort();
}

/** One outcome for a case asked several times (trials): the worst status, every change. */
export function mergeOutcomes(a: RecordingOutcome | undefined, b: RecordingOutcome): RecordingOutcome {
  if (!a) return b;
  const worse = STATUS_RANK[b.status] > STATUS_RANK[a.status] ? b : a;
  const changed = unionOf(a.changed, b.changed);
  const referenceChanged = unionOf(a.referenceChanged, b.referenceChanged);
  const codeless = a.codeless ?? b.codeless;
  return {
    status: worse.status,
    dir: worse.dir,
    ...(changed ? { changed } : {}),
    ...(codeless ? { codeless } : {}),
    ...(referenceChanged ? { referenceChanged } : {}),
  };
}

/**
 * The recording context of one case, and the outcome its asks reported: a fresh recording with nothing to note
 * reports nothing (the case's result stays as it was), anything else is what the result's `recording` says.
 */
export function caseRecording(
  code: Record<string, string> | undefined,
  corpus: readonly Chunk[] | undefined,
): { context: RecordingContext; outcome(): RecordingOutcome | undefined } {
  let outcome: RecordingOutcome | undefined;
  return {
    context: { code, corpus, report: (o) => (outcome = mergeOutcomes(outcome, o)) },
    outcome: () =>
      outcome && (outcome.status !== 'fresh' || outcome.codeless || outcome.referenceChanged) ? outcome : undefined,
  };
}

/**
 * An adapter whose asks carry a recording context per case (`ragcheck eval`, where no Vitest test holds the case),
 * and the outcome each case's recording reported.
 */
export function recordingPerCase(
  adapter: RagAdapter,
  code: Record<string, string> | undefined,
  corpus: readonly Chunk[] | undefined,
): { adapter: RagAdapter; outcomeOf(caseId: string): RecordingOutcome | undefined } {
  const cases = new Map<string, ReturnType<typeof caseRecording>>();
  const contextOf = (caseId: string): RecordingContext => {
    let recording = cases.get(caseId);
    if (!recording) {
      recording = caseRecording(code, corpus);
      cases.set(caseId, recording);
    }
    return recording.context;
  };
  const add = (input: { case: EvalCase }, options: AskOptions): WithContext => ({
    ...options,
    [RECORDING_CONTEXT]: contextOf(input.case.id),
  });
  return {
    adapter: {
      ...(adapter.name ? { name: adapter.name } : {}),
      ask: (input, options) => adapter.ask(input, add(input, options)),
      ...(adapter.retrieve ? { retrieve: (input, options) => adapter.retrieve!(input, add(input, options)) } : {}),
      ...(adapter.contextId ? { contextId: adapter.contextId.bind(adapter) } : {}),
    },
    outcomeOf: (caseId) => cases.get(caseId)?.outcome(),
  };
}
