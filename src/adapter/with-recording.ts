import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { isAbsolute, join, relative } from 'node:path';
import { globSync } from 'tinyglobby';
import { z } from 'zod';
import { AdapterError, ConfigError, errorMessage } from '../errors.js';
import { writeFileAtomic } from '../fs/index.js';
import {
  type Chunk,
  ChunkSchema,
  type ConversationTurn,
  ConversationTurnSchema,
  type EvalCase,
  type RagResponse,
} from '../types.js';
import {
  chunkFingerprint,
  fingerprintChanges,
  goldenChunkIds,
  hashText,
  markRemoteApp,
  RECORDING_ADAPTER,
  REMOTE_APP,
  type RecordingContext,
  type RecordingFingerprint,
  type RecordingOutcome,
  recordingContextOf,
} from './fingerprint.js';
import { logRecordEvent } from './record-log.js';
import type { AskInput, AskOptions, RagAdapter } from './types.js';

/**
 * `record` always calls the app and overwrites; `replay` never calls it (a stale or missing recording is an ERROR);
 * `auto` replays what is fresh and records what is stale or missing; `missing` records only what is missing.
 * `ragcheck drift` runs the two sides of its check with the last two: `as-recorded` replays every recording as it
 * is, stale or not (never calls the app; a missing one is an ERROR), and `live` calls the app for every case and
 * reads and writes no recording.
 */
export type RecordingMode = 'record' | 'replay' | 'auto' | 'missing' | 'as-recorded' | 'live';
export const RECORDING_MODES: readonly RecordingMode[] = ['record', 'replay', 'auto', 'missing', 'as-recorded', 'live'];

export interface RecordingOptions {
  /** Folder of the recordings (one small JSON file per case), e.g. `fixtures/recordings/handbook`. Commit it. */
  dir: string;
  /**
   * `replay` never calls the app (a missing recording is `ERROR (adapter)`), `record` calls it for every case and
   * overwrites, `auto` replays and records what is missing. `npx ragcheck record` sets `RAGCHECK_RECORD=record`.
   * @default process.env.RAGCHECK_RECORD, else 'replay'
   */
  mode?: RecordingMode;
  /**
   * Files that shape the app's answers besides the code it imports (prompt files, a config file, an app reached over
   * HTTP whose code is elsewhere): globs from the working directory. A change to one makes the recordings stale.
   */
  inputs?: readonly string[];
  /**
   * Environment variables that shape the answers (a model name): a change of value makes the recordings stale. Only
   * a hash of each value is stored.
   */
  env?: readonly string[];
}

/** The recording mode `RAGCHECK_RECORD` asks for (`replay` when unset); a ConfigError naming it otherwise. */
export function recordingModeFromEnv(env: NodeJS.ProcessEnv = process.env): RecordingMode {
  const raw = env.RAGCHECK_RECORD?.trim();
  if (raw === undefined || raw === '') return 'replay';
  if ((RECORDING_MODES as readonly string[]).includes(raw)) return raw as RecordingMode;
  throw new ConfigError(
    `RAGCHECK_RECORD must be one of ${RECORDING_MODES.join(', ')} (got ${JSON.stringify(raw)}). Unset it to replay.`,
  );
}

const RecordingSchema = z.strictObject({
  caseId: z.string(),
  question: z.string(),
  /** The conversation's earlier turns the app was given, for a case with `history`. */
  history: z.array(ConversationTurnSchema).optional(),
  adapter: z.string().optional(),
  k: z.number().int().positive(),
  /** The trial recorded (from 0), for a case asked several times; absent for trial 0. */
  trial: z.number().int().positive().optional(),
  /** What produced the recording (absent in recordings made before fingerprints: their freshness is unknown). */
  fingerprint: z
    .strictObject({
      adapter: z.string().optional(),
      k: z.number().int().positive(),
      files: z.record(z.string(), z.string()).optional(),
      inputs: z.record(z.string(), z.string()).optional(),
      env: z.record(z.string(), z.string()).optional(),
      chunks: z.record(z.string(), z.string()).optional(),
    })
    .optional(),
  // Not strict inside contexts: an app may return extra chunk fields (a score); replay keeps the chunk's own.
  response: z.strictObject({ answer: z.string(), contexts: z.array(z.object(ChunkSchema.shape)) }),
});
type Recording = z.infer<typeof RecordingSchema>;

/**
 * First 12 hex digits of the SHA-256 of the question: a changed question is a new recording. With a conversation's
 * earlier turns (`history`), the hash covers them too, so a changed history is a new recording, never a stale
 * answer; without them (or with none) it is the question's hash alone, as recordings made before `history` use.
 */
export function questionHash(question: string, history?: readonly ConversationTurn[]): string {
  const text =
    history && history.length > 0
      ? JSON.stringify(['ragcheck-conversation', history.map((t) => [t.role, t.content]), question])
      : question;
  return createHash('sha256').update(text).digest('hex').slice(0, 12);
}

/**
 * The recording's file name: the case id made file-safe, then the question hash, then the trial for trials after
 * the first (`refund.1a2b3c4d5e6f.trial-2.json`). Trial 0 keeps the name a run without trials uses, so recordings
 * made before trials replay as trial 0.
 */
export function recordingFileName(
  caseId: string,
  question: string,
  trial = 0,
  history?: readonly ConversationTurn[],
): string {
  const safeId = caseId.replace(/[^A-Za-z0-9._-]+/g, '_').slice(0, 80) || 'case';
  return `${safeId}.${questionHash(question, history)}${trial > 0 ? `.trial-${trial}` : ''}.json`;
}

async function readRecording(file: string, caseId: string): Promise<Recording | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new AdapterError(`withRecording: cannot read ${file}: ${(error as Error).message}`, { caseId, cause: error });
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new AdapterError(`${file}: the recording is not valid JSON. Delete it and record again (mode 'record').`, {
      caseId,
    });
  }
  const parsed = RecordingSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path.join('.') || '(file)';
    throw new AdapterError(
      `${file}: the recording is malformed at "${field}": ${issue?.message}. Delete it and record again (mode 'record').`,
      { caseId },
    );
  }
  return parsed.data;
}

/**
 * The case id of another recording of this question and trial in `dir` (a renamed case: the file name starts with
 * the old id), read from the recording itself; undefined when there is none (or the folder cannot be read).
 */
async function recordedUnderOtherId(
  dir: string,
  caseId: string,
  question: string,
  trial: number,
  history: readonly ConversationTurn[] | undefined,
): Promise<string | undefined> {
  const suffix = recordingFileName('', question, trial, history).slice('case'.length);
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return undefined;
  }
  for (const name of names.filter((n) => n.endsWith(suffix)).sort()) {
    try {
      const recording = await readRecording(join(dir, name), caseId);
      if (recording && recording.caseId !== caseId && recording.question === question) return recording.caseId;
    } catch {
      // A malformed recording is its own case's problem.
    }
  }
  return undefined;
}

/** Atomic: a failed write (a full disk) leaves the previous recording whole and throws a FileWriteError naming it. */
function writeRecording(file: string, recording: Recording): Promise<void> {
  return writeFileAtomic(file, `${JSON.stringify(recording, null, 2)}\n`, {
    hint: 'Free some space (or fix the permissions of the recordings folder) and record again.',
  });
}

/**
 * Wraps an adapter so its responses are recorded per case and trial (keyed by case id + a hash of the question +
 * the trial index after the first) as small JSON files under `dir`, and replayed later without calling the app:
 * iterate on judges and thresholds, or run CI, with no service and no key. A replay miss is an `AdapterError` that says how to record.
 *
 * @example
 * // Replays by default (CI needs neither the app nor a key); `npx ragcheck record` records.
 * const app = withRecording(createHttpAdapter({ url }), { dir: 'fixtures/recordings/handbook' });
 */
export function withRecording<A extends RagAdapter>(
  adapter: A,
  options: RecordingOptions,
): RagAdapter & { retrieve(input: AskInput, options: AskOptions): Promise<Chunk[]> } {
  const mode = options.mode ?? recordingModeFromEnv();
  if (!RECORDING_MODES.includes(mode)) {
    throw new ConfigError(
      `withRecording: \`mode\` must be one of ${RECORDING_MODES.join(', ')} (got ${JSON.stringify(mode)}).`,
    );
  }
  if (typeof options.dir !== 'string' || options.dir === '') {
    throw new ConfigError('withRecording: `dir` must be the folder of the recordings, e.g. fixtures/recordings.');
  }
  const inputs = checkNames(options.inputs, 'inputs', 'globs of files, e.g. ["prompts/**/*.md"]');
  const envNames = checkNames(options.env, 'env', 'environment variable names, e.g. ["OPENAI_MODEL"]');
  const { dir } = options;
  const shownDir = showDir(dir);
  const remote = (adapter as { [REMOTE_APP]?: boolean })[REMOTE_APP] === true;
  const readInputs = inputHashReader(inputs);
  const current = (context: RecordingContext | undefined, k: number): Omit<RecordingFingerprint, 'chunks'> => {
    const envHashes: Record<string, string> = {};
    for (const name of envNames) envHashes[name] = hashText(`${name}=${process.env[name] ?? '\u0000unset'}`);
    const inputFiles = readInputs();
    return {
      ...(adapter.name ? { adapter: adapter.name } : {}),
      k,
      ...(context?.code ? { files: context.code } : {}),
      ...(inputFiles ? { inputs: inputFiles } : {}),
      ...(envNames.length > 0 ? { env: envHashes } : {}),
    };
  };
  const codeless = (context: RecordingContext): RecordingOutcome['codeless'] => {
    if (inputs.length > 0) return undefined;
    if (remote) return 'remote';
    if (context.code === undefined) return 'no-graph';
    return Object.keys(context.code).length === 0 ? 'no-code' : undefined;
  };
  const report = (context: RecordingContext | undefined, outcome: Omit<RecordingOutcome, 'dir' | 'codeless'>) => {
    if (!context) return;
    const blind = codeless(context);
    context.report({ ...outcome, dir: shownDir, ...(blind ? { codeless: blind } : {}) });
  };

  async function ask(input: AskInput, askOptions: AskOptions): Promise<RagResponse> {
    const caseId = input.case.id;
    const trial = askOptions.trial ?? 0;
    if (!Number.isSafeInteger(trial) || trial < 0) {
      throw new RangeError(`withRecording: \`trial\` must be a whole number from 0 (got ${String(trial)})`);
    }
    const context = recordingContextOf(askOptions);
    const file = join(dir, recordingFileName(caseId, input.question, trial, input.history));
    const which = trial > 0 ? ` trial ${trial}` : '';
    let staleChanges: string[] | undefined;
    if (mode === 'live') return askLive(adapter, input, askOptions);
    if (mode !== 'record') {
      const recording = await readRecording(file, caseId);
      if (recording) {
        const fingerprint = recording.fingerprint;
        if (!fingerprint) {
          report(context, { status: 'unknown' });
          logRecordEvent({ event: 'replayed', case: caseId, trial });
          return recording.response;
        }
        const now = current(context, askOptions.k);
        const { changed, chunks } = fingerprintChanges(fingerprint, now, context?.corpus);
        const referenceChanged =
          input.case.reference !== undefined && chunks.length > 0 && context?.corpus
            ? goldenChanged(input.case, context.corpus, chunks)
            : [];
        const ref = referenceChanged.length > 0 ? { referenceChanged } : {};
        if (changed.length === 0) {
          report(context, { status: 'fresh', ...ref });
          logRecordEvent({ event: 'replayed', case: caseId, trial });
          return recording.response;
        }
        if (mode === 'as-recorded') {
          // What was recorded is the point of this mode (drift compares it with the live app): said, then served.
          report(context, { status: 'stale', changed, ...ref });
          logRecordEvent({ event: 'stale', case: caseId, trial, changed });
          logRecordEvent({ event: 'replayed', case: caseId, trial });
          return recording.response;
        }
        if (mode !== 'auto') {
          report(context, { status: 'stale', changed, ...ref });
          logRecordEvent({ event: 'stale', case: caseId, trial, changed });
          throw new AdapterError(
            `stale recording for case "${caseId}"${which}: ${describeChanges(changed)} changed since it was recorded (${file}). Run \`npx ragcheck record\` (it re-records only stale and missing cases), then commit ${shownDir}/.`,
            { caseId },
          );
        }
        staleChanges = changed;
      } else if (mode === 'replay' || mode === 'as-recorded') {
        logRecordEvent({ event: 'missing', case: caseId, trial, file: showPath(file) });
        const renamed = await recordedUnderOtherId(dir, caseId, input.question, trial, input.history);
        const hint = renamed === undefined ? '' : ` The same question is recorded under id "${renamed}": renamed?`;
        throw new AdapterError(
          `withRecording: no recorded response for case "${caseId}"${which} (question hash ${questionHash(input.question, input.history)}) at ${file}.${hint} Record it with \`npx ragcheck record\` (the app must be reachable), or run once with mode 'record' (or 'auto' to record only what is stale or missing); a changed question or conversation history needs a new recording.`,
          { caseId },
        );
      }
    }
    let response: RagResponse;
    try {
      response = await adapter.ask(input, askOptions);
    } catch (error) {
      logRecordEvent({ event: 'failed', case: caseId, trial, error: errorMessage(error) });
      throw error;
    }
    const chunks = chunkFingerprint(
      input.case,
      Array.isArray(response?.contexts) ? response.contexts : [],
      context?.corpus,
      adapter.contextId?.bind(adapter),
    );
    await writeRecording(file, {
      caseId,
      question: input.question,
      ...(input.history && input.history.length > 0 ? { history: [...input.history] } : {}),
      ...(adapter.name ? { adapter: adapter.name } : {}),
      k: askOptions.k,
      ...(trial > 0 ? { trial } : {}),
      fingerprint: { ...current(context, askOptions.k), ...(chunks ? { chunks } : {}) },
      response: { answer: response.answer, contexts: response.contexts },
    });
    report(context, { status: 'recorded', ...(staleChanges ? { changed: staleChanges } : {}) });
    logRecordEvent({ event: 'recorded', case: caseId, trial });
    return response;
  }

  const wrapped = {
    ...(adapter.name ? { name: adapter.name } : {}),
    // Recordings keep the app's own ids; the mapping stays the adapter's, applied at each run.
    ...(adapter.contextId ? { contextId: adapter.contextId.bind(adapter) } : {}),
    ask,
    retrieve: async (input: AskInput, askOptions: AskOptions) => (await ask(input, askOptions)).contexts,
  };
  Object.defineProperty(wrapped, RECORDING_ADAPTER, { value: true, enumerable: false });
  return remote ? markRemoteApp(wrapped) : wrapped;
}

/**
 * The hashes of the files `inputs` names, by path; read once per process (a run sees the files as they were when it
 * started); undefined when there are no inputs.
 */
function inputHashReader(inputs: readonly string[]): () => Record<string, string> | undefined {
  let inputHashes: Record<string, string> | undefined;
  return () => {
    if (inputs.length === 0) return undefined;
    if (!inputHashes) {
      inputHashes = {};
      const files = globSync([...inputs], { dot: true, absolute: true, ignore: ['**/node_modules/**'] });
      for (const file of files.sort()) {
        try {
          inputHashes[showPath(file)] = hashText(readFileSync(file, 'latin1'));
        } catch {
          // A folder or an unreadable file names nothing to compare.
        }
      }
    }
    return inputHashes;
  };
}

/** `live`: the app's answer as it is now; nothing read or written, a failure logged for the command's count. */
async function askLive(adapter: RagAdapter, input: AskInput, askOptions: AskOptions): Promise<RagResponse> {
  const trial = askOptions.trial ?? 0;
  try {
    const response = await adapter.ask(input, askOptions);
    logRecordEvent({ event: 'asked', case: input.case.id, trial });
    return response;
  } catch (error) {
    logRecordEvent({ event: 'failed', case: input.case.id, trial, error: errorMessage(error) });
    throw error;
  }
}

/** The golden chunk ids among the changed ones (the case's `reference` may be out of date). */
function goldenChanged(evalCase: EvalCase, corpus: readonly Chunk[], changed: readonly string[]): string[] {
  const golden = new Set(goldenChunkIds(evalCase, corpus));
  return changed.filter((id) => golden.has(id));
}

/** `src/a.ts`, `src/a.ts and chunk doc_3`, `src/a.ts, src/b.ts and 3 more`. */
export function describeChanges(changed: readonly string[], shown = 3): string {
  if (changed.length <= 1) return changed.join('');
  if (changed.length <= shown) return `${changed.slice(0, -1).join(', ')} and ${changed.at(-1)}`;
  return `${changed.slice(0, shown).join(', ')} and ${changed.length - shown} more`;
}

/** A path as the messages show it: from the working directory when inside it, else as given; `/`-separated. */
function showPath(path: string): string {
  const shown = isAbsolute(path) ? relative(process.cwd(), path) : path;
  return (shown.startsWith('..') ? path : shown).replaceAll('\\', '/');
}

function showDir(dir: string): string {
  return showPath(dir).replace(/\/+$/, '');
}

function checkNames(value: readonly string[] | undefined, name: string, expected: string): readonly string[] {
  if (value === undefined) return [];
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string' || v.trim() === '')) {
    throw new ConfigError(`withRecording: \`${name}\` must be an array of ${expected}.`);
  }
  return value;
}
