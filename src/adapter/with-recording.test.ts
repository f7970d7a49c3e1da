import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { isAdapterError } from '../errors.js';
import type { Chunk, EvalCase, RecordingOutcome } from '../types.js';
import { caseRecording, withRecordingContext } from './fingerprint.js';
import { createHttpAdapter } from './http.js';
import type { RagAdapter } from './types.js';
import { questionHash, recordingFileName, recordingModeFromEnv, withRecording } from './with-recording.js';

const testCase: EvalCase = { id: 'hb/001', question: 'How long is the refund window?', golden: ['doc_0'] };
const input = { question: testCase.question, case: testCase };
const options = () => ({ k: 3, signal: new AbortController().signal });
const response = { answer: 'Refunds within 30 days.', contexts: [{ id: 'doc_0', text: 'Refunds within 30 days.' }] };

let dir: string;
let app: RagAdapter & { ask: ReturnType<typeof vi.fn> };
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ragcheck-rec-'));
  app = { name: 'app', ask: vi.fn(async () => response) };
});
afterEach(() => rm(dir, { recursive: true, force: true }));

async function failure(promise: Promise<unknown>): Promise<Error> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(isAdapterError(error)).toBe(true);
  return error as Error;
}

describe('withRecording', () => {
  test('records a response as a small JSON file named by case id and question hash, then replays it', async () => {
    expect(await withRecording(app, { dir, mode: 'record' }).ask(input, options())).toEqual(response);
    const name = `hb_001.${questionHash(testCase.question)}.json`;
    expect(recordingFileName(testCase.id, testCase.question)).toBe(name);
    expect(await readdir(dir)).toEqual([name]);
    expect(JSON.parse(await readFile(join(dir, name), 'utf8'))).toEqual({
      caseId: 'hb/001',
      question: testCase.question,
      adapter: 'app',
      k: 3,
      // No harness context: what the adapter itself knows.
      fingerprint: { adapter: 'app', k: 3 },
      response,
    });

    const replay = withRecording(app, { dir, mode: 'replay' });
    expect(await replay.ask(input, options())).toEqual(response);
    expect(await replay.retrieve(input, options())).toEqual(response.contexts);
    expect(app.ask).toHaveBeenCalledTimes(1);
    expect(replay.name).toBe('app');
  });

  test('a replay miss is an AdapterError that says how to record, and never calls the app', async () => {
    const error = await failure(withRecording(app, { dir, mode: 'replay' }).ask(input, options()));
    expect(error.message).toMatch(/no recorded response for case "hb\/001" \(question hash [0-9a-f]{12}\)/);
    expect(error.message).toMatch(/mode 'record' \(or 'auto' to record only what is stale or missing\)/);
    expect(app.ask).not.toHaveBeenCalled();
  });

  test('a replay miss whose question is recorded under another id says so: renamed?', async () => {
    await withRecording(app, { dir, mode: 'record' }).ask(input, options());
    const renamed = { ...testCase, id: 'refund-window' };
    const error = await failure(
      withRecording(app, { dir, mode: 'replay' }).ask({ question: renamed.question, case: renamed }, options()),
    );
    expect(error.message).toContain('The same question is recorded under id "hb/001": renamed?');
    // Another question, or the same id, gets no such hint.
    const other = { ...testCase, id: 'other', question: 'Is shipping free?' };
    const miss = await failure(
      withRecording(app, { dir, mode: 'replay' }).ask({ question: other.question, case: other }, options()),
    );
    expect(miss.message).not.toContain('renamed?');
  });

  test('a changed question is a miss, since the key includes its hash', async () => {
    await withRecording(app, { dir, mode: 'record' }).ask(input, options());
    const changed = { question: 'How long is the return window?', case: testCase };
    await failure(withRecording(app, { dir, mode: 'replay' }).ask(changed, options()));
  });

  test('auto replays what is recorded and records what is missing', async () => {
    const auto = withRecording(app, { dir, mode: 'auto' });
    await auto.ask(input, options());
    await auto.ask(input, options());
    expect(app.ask).toHaveBeenCalledTimes(1);
  });

  test('record mode calls the app every time and overwrites', async () => {
    const rec = withRecording(app, { dir, mode: 'record' });
    await rec.ask(input, options());
    app.ask.mockResolvedValueOnce({ answer: 'changed', contexts: [] });
    await rec.ask(input, options());
    expect(app.ask).toHaveBeenCalledTimes(2);
    expect((await withRecording(app, { dir, mode: 'replay' }).ask(input, options())).answer).toBe('changed');
  });

  test('an app failure propagates and records nothing', async () => {
    app.ask.mockRejectedValueOnce(new Error('service down'));
    await expect(withRecording(app, { dir, mode: 'auto' }).ask(input, options())).rejects.toThrow('service down');
    expect(await readdir(dir)).toEqual([]);
  });

  test('replays only the chunk fields of contexts the app returned with extras', async () => {
    app.ask.mockResolvedValueOnce({ answer: 'a', contexts: [{ id: 'x', text: 't', score: 0.9 } as never] });
    await withRecording(app, { dir, mode: 'record' }).ask(input, options());
    expect((await withRecording(app, { dir, mode: 'replay' }).ask(input, options())).contexts).toEqual([
      { id: 'x', text: 't' },
    ]);
  });

  test('a malformed recording names the file and the field', async () => {
    const file = join(dir, recordingFileName(testCase.id, testCase.question));
    await writeFile(
      file,
      JSON.stringify({ caseId: 'hb/001', question: 'q', k: 3, response: { answer: 1, contexts: [] } }),
    );
    const error = await failure(withRecording(app, { dir, mode: 'replay' }).ask(input, options()));
    expect(error.message).toContain(file);
    expect(error.message).toMatch(/malformed at "response\.answer".*record again/);
    await writeFile(file, '{ nope');
    expect((await failure(withRecording(app, { dir, mode: 'auto' }).ask(input, options()))).message).toMatch(
      /not valid JSON/,
    );
  });

  test('without a mode it replays, unless RAGCHECK_RECORD asks for record or auto', async () => {
    expect(recordingModeFromEnv({})).toBe('replay');
    expect(recordingModeFromEnv({ RAGCHECK_RECORD: '' })).toBe('replay');
    expect(recordingModeFromEnv({ RAGCHECK_RECORD: 'record' })).toBe('record');
    expect(recordingModeFromEnv({ RAGCHECK_RECORD: ' auto ' })).toBe('auto');
    expect(() => recordingModeFromEnv({ RAGCHECK_RECORD: '1' })).toThrow(
      'RAGCHECK_RECORD must be one of record, replay, auto, missing, as-recorded, live (got "1")',
    );
    vi.stubEnv('RAGCHECK_RECORD', 'record');
    try {
      await withRecording(app, { dir }).ask(input, options());
    } finally {
      vi.unstubAllEnvs();
    }
    expect(app.ask).toHaveBeenCalledTimes(1);
    const replayed = withRecording(app, { dir });
    expect(await replayed.ask(input, options())).toEqual(response);
    expect(app.ask).toHaveBeenCalledTimes(1);
    const miss = await failure(replayed.ask({ ...input, question: 'Another question?' }, options()));
    expect(miss.message).toContain('npx ragcheck record');
  });

  test("keeps the app's contextId hook and records the app's own ids", async () => {
    const chunked: RagAdapter = {
      name: 'chunked',
      ask: async () => ({ answer: 'a', contexts: [{ id: 'doc_0#0', text: 't' }] }),
      contextId: (id) => id.split('#')[0] as string,
    };
    const recorded = withRecording(chunked, { dir, mode: 'record' });
    expect(recorded.contextId?.('doc_0#0', { id: 'doc_0#0', text: 't' })).toBe('doc_0');
    expect((await recorded.ask(input, options())).contexts[0]?.id).toBe('doc_0#0');
    expect(withRecording(app, { dir, mode: 'replay' }).contextId).toBeUndefined();
  });

  test('rejects an unknown mode when created', () => {
    expect(() => withRecording(app, { dir, mode: 'replays' as never })).toThrow(/`mode` must be one of/);
  });
});

describe('withRecording fingerprints', () => {
  const corpus: Chunk[] = [
    { id: 'doc_0', text: 'Refunds within 30 days.' },
    { id: 'doc_1', text: 'Shipping takes 3 days.' },
  ];
  /** Asks through a harness context (as defineRagSuite does) and returns what the recording reported. */
  async function askWith(
    adapter: RagAdapter,
    code: Record<string, string> | undefined,
    chunks: readonly Chunk[] = corpus,
    evalCase: EvalCase = testCase,
    k = 3,
  ): Promise<{ outcome: RecordingOutcome | undefined; error?: Error }> {
    const recording = caseRecording(code, chunks);
    try {
      await withRecordingContext(adapter, recording.context).ask(
        { question: evalCase.question, case: evalCase },
        { k, signal: new AbortController().signal },
      );
      return { outcome: recording.outcome() };
    } catch (error) {
      return { outcome: recording.outcome(), error: error as Error };
    }
  }
  const code = { 'src/app.ts': 'aaaa', 'src/retrieve.ts': 'bbbb' };

  test('a recording stores its code, chunk and env hashes; a change of any is a stale ERROR naming it, never a replay', async () => {
    process.env.RAGCHECK_TEST_MODEL = 'model-a';
    try {
      const recorder = withRecording(app, { dir, mode: 'record', env: ['RAGCHECK_TEST_MODEL'] });
      expect((await askWith(recorder, code)).outcome).toMatchObject({ status: 'recorded' });
      const [name] = await readdir(dir);
      const text = await readFile(join(dir, name as string), 'utf8');
      expect(text).not.toContain('model-a');
      expect(JSON.parse(text).fingerprint).toEqual({
        adapter: 'app',
        k: 3,
        files: code,
        env: { RAGCHECK_TEST_MODEL: expect.stringMatching(/^[0-9a-f]{16}$/) },
        chunks: { doc_0: expect.stringMatching(/^[0-9a-f]{16}$/) },
      });

      const replay = withRecording(app, { dir, mode: 'replay', env: ['RAGCHECK_TEST_MODEL'] });
      // Fresh: nothing to say.
      expect(await askWith(replay, code)).toEqual({ outcome: undefined });
      // A file of the app changed.
      const changed = await askWith(replay, { ...code, 'src/retrieve.ts': 'cccc' });
      expect(changed.outcome).toEqual({ status: 'stale', dir, changed: ['src/retrieve.ts'] });
      expect(changed.error?.message).toMatch(
        /^stale recording for case "hb\/001": src\/retrieve.ts changed since it was recorded/,
      );
      expect(changed.error?.message).toContain('Run `npx ragcheck record`');
      // A new file the app imports now.
      expect((await askWith(replay, { ...code, 'src/rank.ts': 'dddd' })).outcome?.changed).toEqual(['src/rank.ts']);
      // k, then the environment value.
      expect((await askWith(replay, code, corpus, testCase, 1)).outcome?.changed).toEqual(['k (3 -> 1)']);
      process.env.RAGCHECK_TEST_MODEL = 'model-b';
      expect((await askWith(replay, code)).outcome?.changed).toEqual(['$RAGCHECK_TEST_MODEL']);
      expect(app.ask).toHaveBeenCalledTimes(1);
    } finally {
      delete process.env.RAGCHECK_TEST_MODEL;
    }
  });

  test('only a chunk the case names makes it stale; a changed golden chunk notes its reference', async () => {
    const withReference: EvalCase = { ...testCase, reference: 'Within 30 days.' };
    await askWith(withRecording(app, { dir, mode: 'record' }), code, corpus, withReference);
    const replay = withRecording(app, { dir, mode: 'replay' });
    const otherDoc = [corpus[0] as Chunk, { id: 'doc_1', text: 'Shipping takes 2 days.' }];
    expect(await askWith(replay, code, otherDoc, withReference)).toEqual({ outcome: undefined });
    const golden = [{ id: 'doc_0', text: 'Refunds within 14 days.' }, corpus[1] as Chunk];
    const stale = await askWith(replay, code, golden, withReference);
    expect(stale.outcome).toEqual({ status: 'stale', dir, changed: ['chunk doc_0'], referenceChanged: ['doc_0'] });
  });

  test('auto re-records a stale recording and says what changed; missing mode leaves it an ERROR', async () => {
    await askWith(withRecording(app, { dir, mode: 'record' }), code);
    const newer = { ...code, 'src/app.ts': 'ffff' };
    expect((await askWith(withRecording(app, { dir, mode: 'missing' }), newer)).error?.message).toContain(
      'stale recording',
    );
    expect(app.ask).toHaveBeenCalledTimes(1);
    const auto = await askWith(withRecording(app, { dir, mode: 'auto' }), newer);
    expect(auto).toEqual({ outcome: { status: 'recorded', dir, changed: ['src/app.ts'] } });
    expect(app.ask).toHaveBeenCalledTimes(2);
    expect(await askWith(withRecording(app, { dir, mode: 'replay' }), newer)).toEqual({ outcome: undefined });
  });

  test('as-recorded serves a stale recording as it was, saying it is stale; live asks the app and writes nothing', async () => {
    const recorded = { answer: 'Recorded answer.', contexts: response.contexts };
    app.ask.mockResolvedValueOnce(recorded);
    await askWith(withRecording(app, { dir, mode: 'record' }), code);
    const before = await readdir(dir);
    const newer = { ...code, 'src/app.ts': 'ffff' };
    const asRecorded = withRecording(app, { dir, mode: 'as-recorded' });
    const recordingContext = caseRecording(newer, corpus);
    const answer = await withRecordingContext(asRecorded, recordingContext.context).ask(input, options());
    expect(answer).toEqual(recorded);
    expect(recordingContext.outcome()).toEqual({ status: 'stale', dir, changed: ['src/app.ts'] });
    // A missing recording stays an ERROR: there is nothing recorded to compare with.
    const other = { ...testCase, id: 'hb/002', question: 'Another question?' };
    const missing = await failure(asRecorded.ask({ question: other.question, case: other }, options()));
    expect(missing.message).toContain('no recorded response for case "hb/002"');
    expect(app.ask).toHaveBeenCalledTimes(1);

    const live = withRecording(app, { dir, mode: 'live' });
    expect(await live.ask(input, options())).toEqual(response);
    expect(await live.ask({ question: other.question, case: other }, options())).toEqual(response);
    expect(app.ask).toHaveBeenCalledTimes(3);
    expect(await readdir(dir)).toEqual(before);
    expect(JSON.parse(await readFile(join(dir, before[0] as string), 'utf8')).response).toEqual(recorded);
  });

  test('a recording made before fingerprints replays as before, its freshness unknown', async () => {
    await writeFile(
      join(dir, recordingFileName(testCase.id, testCase.question)),
      JSON.stringify({ caseId: testCase.id, question: testCase.question, k: 3, response }),
    );
    const replay = await askWith(withRecording(app, { dir, mode: 'auto' }), code);
    expect(replay).toEqual({ outcome: { status: 'unknown', dir } });
    expect(app.ask).not.toHaveBeenCalled();
  });

  test('an HTTP app, or an eval file that imports no project file, cannot be seen: unless inputs name it', async () => {
    const http = createHttpAdapter({ url: 'http://127.0.0.1:9/ask' });
    await writeFile(
      join(dir, recordingFileName(testCase.id, testCase.question)),
      JSON.stringify({
        caseId: testCase.id,
        question: testCase.question,
        k: 3,
        response,
        fingerprint: { k: 3, adapter: 'http', files: {} },
      }),
    );
    expect((await askWith(withRecording(http, { dir, mode: 'replay' }), {})).outcome).toEqual({
      status: 'fresh',
      dir,
      codeless: 'remote',
    });
    expect((await askWith(withRecording(app, { dir, mode: 'replay' }), {})).outcome?.codeless).toBe('no-code');
    expect((await askWith(withRecording(app, { dir, mode: 'replay' }), undefined)).outcome?.codeless).toBe('no-graph');
    // inputs: a prompt file of the app, hashed; editing it makes the recording stale.
    const prompt = join(dir, 'prompt.md');
    await writeFile(prompt, 'Answer only from the context.');
    const inputs = [prompt.replaceAll('\\', '/')];
    await askWith(withRecording(app, { dir, mode: 'record', inputs }), {});
    expect(await askWith(withRecording(app, { dir, mode: 'replay', inputs }), {})).toEqual({ outcome: undefined });
    await writeFile(prompt, 'Answer briefly.');
    const stale = await askWith(withRecording(app, { dir, mode: 'replay', inputs }), {});
    expect(stale.outcome?.changed).toEqual([inputs[0]]);
  });
});
