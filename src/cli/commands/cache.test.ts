import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { promptBlocks } from '../../judge/__fixtures__/prompt-blocks.js';
import { cacheEntryPath } from '../../judge/index.js';
import { type FakeOpenAIServer, startFakeOpenAIServer } from '../../testing/index.js';
import { answerOf, writeStaleEntry } from '../__fixtures__/judge-cache.js';
import { runCli } from '../run-cli.js';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const cases = ['--cases', 'fixtures/store-policy/cases.jsonl', '--corpus', 'fixtures/store-policy/corpus.jsonl'];
// `cache` with --cases needs the adapter named: the keys depend on the answers.
const suite = [...cases, '--adapter', 'recorded'];

const run = (argv: string[], env: NodeJS.ProcessEnv) => runCli(argv, { cwd: root, env });

let server: FakeOpenAIServer;
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ragcheck-cli-cache-'));
  // A scripted judge: "I don't know" refuses, the invented hotline of the seed's case 2 is unsupported, everything
  // else supported.
  server = await startFakeOpenAIServer((body) => {
    const user = String(body.messages[1].content);
    const between = (tag: string) => promptBlocks(user).blocks[tag] ?? '';
    if (body.response_format.json_schema.name === 'correctness_judgement') {
      // The correctness call: the whole reference as one claim, stated by the answer (quoting its start).
      // (The seed's hotline answer states none of the reference.)
      const claim = between('REFERENCE');
      const claims = between('ANSWER').includes('hotline')
        ? [{ claim, verdict: 'unsupported', evidence: 'the answer does not say it' }]
        : [{ claim, verdict: 'supported', evidence: closest(between('ANSWER'), claim) }];
      return { content: { claims } };
    }
    const answer = answerOf(body);
    if (answer.startsWith("I don't know")) return { content: { refusal: true, claims: [] } };
    const context = between('CONTEXT');
    const verdict = answer.includes('hotline') ? 'unsupported' : 'supported';
    // A supported claim quotes the context sentence closest to it, as the checks of the reply demand.
    // One claim per sentence of the answer, as a judge splits it.
    const claims = answer
      .split(/(?<=[.!?])\s+/)
      .map((claim) => ({ claim, verdict, evidence: verdict === 'supported' ? closest(context, claim) : 'no hotline' }));
    return { content: { refusal: false, claims } };
  });
});
afterAll(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

/** The sentence of `text` sharing the most words with `claim`, cut to 25 words: what a fair judge quotes. */
function closest(text: string, claim: string): string {
  const words = new Set(claim.toLowerCase().match(/\w+/g) ?? []);
  const shared = (s: string) => (s.toLowerCase().match(/\w+/g) ?? []).filter((w) => words.has(w)).length;
  const sentences = text.split(/(?<=[.!?])\s+/);
  const best = sentences.reduce((a, b) => (shared(b) > shared(a) ? b : a), sentences[0] ?? '');
  return best.split(/\s+/).slice(0, 25).join(' ');
}

describe('ragcheck cache', () => {
  test('status lists misses, eval records them, then status, prune and replay work with no key and no server', async () => {
    const env = { RAGCHECK_CACHE_DIR: dir };
    const before = await run(['cache', 'status', ...suite, '--format', 'json'], env);
    expect(before.code).toBe(1);
    const missing = JSON.parse(before.stdout).folders[0].misses as Array<{ case: string; key: string }>;
    // One faithfulness entry per answered case, and a correctness entry for each in-scope case with a reference.
    expect(missing.map((m) => m.case).sort()).toEqual([
      'battery-life',
      'earbud-repair',
      'refund-window',
      'refund-window',
      'start-return',
      'start-return',
    ]);

    const recorded = await run(['eval', ...cases, '--judge', 'openai'], {
      ...env,
      RAGCHECK_CACHE: 'record',
      OPENAI_BASE_URL: server.baseURL,
    });
    expect(recorded.stderr).toBe('');
    expect(recorded.code).toBe(0);
    expect(server.requests).toHaveLength(6);

    const after = await run(['cache', 'status', ...suite], env);
    expect(after.code).toBe(0);
    expect(after.stdout).toContain('6 needed: 6 hits, 0 misses, 0 stale');

    const stale = await writeStaleEntry(dir, 'an answer no case gives');
    expect((await run(['cache', 'status', ...suite], env)).stdout).toContain(`stale (no case uses them`);
    const dry = await run(['cache', 'prune', ...suite, '--dry-run'], env);
    expect(dry.stdout).toContain(`would delete 1 stale entry; kept 6 (the entries the suites use)\n  ${stale}`);
    expect(await readFile(stale, 'utf8')).toContain('an answer no case gives');
    const pruned = await run(['cache', 'prune', ...suite], env);
    expect(pruned.stdout).toContain(`deleted 1 stale entry; kept 6 (the entries the suites use)\n  ${stale}`);
    await expect(readFile(stale, 'utf8')).rejects.toThrow(/ENOENT/);

    const replayed = await run(['eval', ...cases, '--judge', 'openai'], { ...env, RAGCHECK_CACHE: 'replay' });
    expect(replayed.code).toBe(0);
    // The same report, except that a replay spends no tokens: only the recording run reports judge usage.
    expect(recorded.stdout).toMatch(/judge usage: \d+ tokens .* over 4 case\(s\)/);
    expect(replayed.stdout).toBe(recorded.stdout.replace(/judge usage: .*\n/, ''));
    expect(server.requests).toHaveLength(6);
  });

  test('answers with citation markers: status lists the citation calls, record fills them, prune keeps them, replay gates on them', async () => {
    const citeDir = await mkdtemp(join(tmpdir(), 'ragcheck-cli-cache-cite-'));
    const citing = ['--cases', 'fixtures/citations/cases.jsonl', '--corpus', 'fixtures/store-policy/corpus.jsonl'];
    const env = { RAGCHECK_CACHE_DIR: citeDir };
    try {
      const before = await run(['cache', 'status', ...citing, '--adapter', 'recorded', '--format', 'json'], env);
      const missing = JSON.parse(before.stdout).folders[0].misses as Array<{ case: string; key: string }>;
      const requestsBefore = server.requests.length;
      const recorded = await run(['eval', ...citing, '--judge', 'openai'], {
        ...env,
        RAGCHECK_CACHE: 'record',
        OPENAI_BASE_URL: server.baseURL,
      });
      expect(recorded.stderr).toBe('');
      const calls = server.requests.slice(requestsBefore);
      const citationCalls = calls.filter((r) => r.body.response_format.json_schema.name === 'citation_judgement');
      expect(citationCalls.length).toBeGreaterThan(0);
      // Every call the run made was listed as a miss beforehand, the citation calls included.
      expect(missing).toHaveLength(calls.length);
      const kinds = await Promise.all(
        missing.map(async (m) => JSON.parse(await readFile(cacheEntryPath(citeDir, m.key), 'utf8')).kind),
      );
      expect(kinds.filter((k) => k === 'citation')).toHaveLength(citationCalls.length);

      const status = await run(['cache', 'status', ...citing, '--adapter', 'recorded'], env);
      expect(status.stdout).toContain(`${calls.length} needed: ${calls.length} hits, 0 misses, 0 stale`);
      const pruned = await run(['cache', 'prune', ...citing, '--adapter', 'recorded'], env);
      expect(pruned.stdout).toContain(`kept ${calls.length}`);
      expect(pruned.stdout).not.toContain('deleted 1');
      const gate = ['--threshold', 'citationSupport=1'];
      const replayed = await run(['eval', ...citing, ...gate, '--judge', 'openai', '--format', 'json'], {
        ...env,
        RAGCHECK_CACHE: 'replay',
      });
      const verdicts = (JSON.parse(replayed.stdout).cases as Array<{ verdict: string }>).map((c) => c.verdict);
      expect(verdicts).not.toContain('ERROR (judge)');
      expect(server.requests.length).toBe(requestsBefore + calls.length);
    } finally {
      await rm(citeDir, { recursive: true, force: true });
    }
  });

  test('a replay miss makes eval exit 3 naming the case and how to record it', async () => {
    const empty = await mkdtemp(join(tmpdir(), 'ragcheck-cli-cache-empty-'));
    try {
      const { code, stdout } = await run(['eval', ...suite, '--judge', 'openai', '--format', 'json'], {
        RAGCHECK_CACHE_DIR: empty,
      });
      expect(code).toBe(3);
      const results = JSON.parse(stdout).cases as Array<{ id: string; verdict: string; error?: { message: string } }>;
      const refund = results.find((r) => r.id === 'refund-window');
      expect(refund?.verdict).toBe('ERROR (judge)');
      expect(refund?.error?.message).toContain('RAGCHECK_CACHE=record');
    } finally {
      await rm(empty, { recursive: true, force: true });
    }
  });

  test('with --cases it refuses to guess the adapter; prune deletes nothing when the suite had no hit', async () => {
    const noAdapter = await run(['cache', 'prune', ...cases], { RAGCHECK_CACHE_DIR: dir });
    expect(noAdapter.code).toBe(2);
    expect(noAdapter.stderr).toContain('--cases needs --adapter (recorded | lexical | http | ./adapter.ts)');

    const other = await mkdtemp(join(tmpdir(), 'ragcheck-cli-cache-other-'));
    try {
      // Entries another model recorded: to this suite they all look unused, but none of its own is there.
      const entries = [await writeStaleEntry(other, 'one answer'), await writeStaleEntry(other, 'another answer')];
      const refused = await run(['cache', 'prune', ...suite], { RAGCHECK_CACHE_DIR: other });
      expect(refused.code).toBe(1);
      expect(refused.stdout).toContain('6 needed: 0 hits, 6 misses, 2 stale');
      expect(refused.stdout).toContain(
        'none of the 6 entries these suites need is there (0 hits), so its 2 entries were recorded by other suites or settings',
      );
      expect(refused.stdout).toContain('Nothing deleted.');
      for (const entry of entries) expect(await readFile(entry, 'utf8')).toContain('answer');
    } finally {
      await rm(other, { recursive: true, force: true });
    }
  });

  test('rejects an unknown action with the usage', async () => {
    const { code, stderr } = await run(['cache', 'clear', ...suite], {});
    expect(code).toBe(2);
    expect(stderr).toContain('must be status or prune');
  });
});
