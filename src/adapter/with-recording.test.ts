import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { isAdapterError } from '../errors.js';
import type { EvalCase } from '../types.js';
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
    expect(error.message).toMatch(/mode 'record' \(or 'auto' to record only what is missing\)/);
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
      'RAGCHECK_RECORD must be one of record, replay, auto (got "1")',
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
