/**
 * Recordings that go stale with the app: a temporary project records its app's answers with `ragcheck record`, then
 * replays them as CI does (`CI=true vitest run`) while its files change. The code fingerprint comes from the main
 * process (ragcheckProject()'s global setup walking Vite's module graph, aliases included); the chunk part from the
 * corpus. Each child Vitest costs seconds, so one project goes through the whole story.
 */
import { readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { ROOT } from '../cli/__fixtures__/eval-project.js';
import { runCli } from '../cli/run-cli.js';
import {
  createVitestProject as project,
  removeVitestProjects,
  runVitest as vitest,
} from './__fixtures__/vitest-project.js';

afterAll(removeVitestProjects);

const ADAPTERS = JSON.stringify(join(ROOT, 'src/adapter/index.ts'));
const CORPUS = [
  { id: 'doc_0', text: 'Refunds are accepted within 30 days of purchase.' },
  { id: 'doc_1', text: 'Standard shipping takes 3 to 5 business days.' },
];
const CASES = [
  { id: 'refund', question: 'How many days for refunds?', golden: ['doc_0'] },
  { id: 'shipping', question: 'How many days does shipping take?', golden: ['doc_1'] },
];
const jsonl = (rows: object[]) => `${rows.map((r) => JSON.stringify(r)).join('\n')}\n`;

/** The app: retrieves the TOP_K chunks sharing the most words with the question and answers with them. */
const RETRIEVE = (topK: number) => `import { readFileSync } from 'node:fs';
export const TOP_K = ${topK};
const corpus = readFileSync('fixtures/corpus.jsonl', 'utf8').trim().split('\\n').map((l) => JSON.parse(l));
const words = (t) => new Set(t.toLowerCase().match(/[a-z]+/g));
export function retrieve(question) {
  const q = words(question);
  const score = (c) => [...words(c.text)].filter((w) => q.has(w)).length;
  return [...corpus].sort((a, b) => score(b) - score(a)).slice(0, TOP_K);
}
`;
const APP = `import { retrieve } from '@app/retrieve';
export const app = { name: 'shop-app', async ask({ question }) {
  const contexts = retrieve(question);
  return { answer: contexts.map((c) => c.text).join(' ') || 'I do not know.', contexts };
} };
`;
const SUITE = `import { defineRagSuite } from HARNESS;
import { withRecording } from ${ADAPTERS};
import { app } from './src/app';
defineRagSuite({ name: 'shop', judge: 'overlap', baseline: false, cases: 'fixtures/cases.jsonl',
  corpus: 'fixtures/corpus.jsonl', adapter: withRecording(app, { dir: 'fixtures/app/recordings' }) });
`;

const count = (text: string, part: string) => text.split(part).length - 1;

describe('recordings know what produced them', { timeout: 600_000 }, () => {
  test('record; CI replays; an unrelated edit stays green; a changed document or imported file makes the cases that used it stale, by name; record refreshes only those', async () => {
    const dir = project(
      {
        'app.eval.ts': SUITE,
        'src/app.ts': APP,
        'src/retrieve.ts': RETRIEVE(1),
        'src/unrelated.ts': 'export const unused = 1;\n',
        'README.md': '# shop\n',
        'fixtures/corpus.jsonl': jsonl(CORPUS),
        'fixtures/cases.jsonl': jsonl(CASES),
      },
      { maxConcurrency: 16, test: { alias: { '@app': 'ROOTDIR/src' } } as never },
    );
    symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
    // The alias points into the project itself (only known once the folder exists).
    const config = join(dir, 'vitest.config.mjs');
    writeFileSync(config, readFileSync(config, 'utf8').replaceAll('ROOTDIR', dir));
    const cli = (argv: string[], env: Record<string, string> = {}) =>
      runCli(argv, { cwd: dir, env: { PATH: process.env.PATH, NO_COLOR: '1', ...env } });
    const ci = () => vitest(dir, ['run'], { CI: 'true' });
    const report = () => JSON.parse(readFileSync(join(dir, 'reports/ragcheck.json'), 'utf8')).cases;
    const recordings = join(dir, 'fixtures/app/recordings');

    const recorded = await cli(['record', '--app']);
    expect(recorded.stderr).toContain('ragcheck record: recorded 2 of 2 cases.');
    expect(recorded.code).toBe(0);
    // The heuristic-free overlap judge records nothing: the judge cache is not mentioned.
    expect(recorded.stderr).not.toContain('judge-cache');
    const files = readdirSync(recordings).sort();
    const fingerprint = JSON.parse(readFileSync(join(recordings, files[0] as string), 'utf8')).fingerprint;
    // The app's own files (the alias followed), never the eval file, node_modules or the unrelated module.
    expect(Object.keys(fingerprint.files)).toEqual(['src/app.ts', 'src/retrieve.ts']);
    expect(fingerprint).toMatchObject({ adapter: 'shop-app', k: 3, chunks: { doc_0: expect.any(String) } });

    const replay = await ci();
    expect(replay.output).toContain('Tests  2 passed');
    expect(replay.output).not.toMatch(/stale|fingerprints/);
    expect(replay.code).toBe(0);
    const verdicts = report().map((r: { verdict: string }) => r.verdict);

    // Recordings made before fingerprints: the same verdicts, one notice.
    const saved = files.map((f) => readFileSync(join(recordings, f), 'utf8'));
    files.forEach((f, i) => {
      const { fingerprint: _, ...old } = JSON.parse(saved[i] as string);
      writeFileSync(join(recordings, f), JSON.stringify(old));
    });
    const old = await ci();
    expect(old.code).toBe(0);
    expect(report().map((r: { verdict: string }) => r.verdict)).toEqual(verdicts);
    expect(count(old.output, 'made before recordings had fingerprints')).toBe(1);
    expect(old.output).toContain('Run npx ragcheck record --all to refresh them');
    // The default record keeps them.
    const keep = await cli(['record', '--app']);
    expect(keep.stderr).toContain('recorded 0 of 2 cases, kept 2 up to date.');
    for (const [i, f] of files.entries()) writeFileSync(join(recordings, f), saved[i] as string);

    // A README and a module the app does not import: nothing is stale.
    writeFileSync(join(dir, 'README.md'), '# shop\n\nNow with docs.\n');
    writeFileSync(join(dir, 'src/unrelated.ts'), 'export const unused = 2;\n');
    const unrelated = await ci();
    expect(unrelated.output).not.toContain('stale');
    expect(unrelated.code).toBe(0);
    expect((await cli(['record', '--check'])).code).toBe(0);

    // One document changes: only the case that used it is stale.
    writeFileSync(
      join(dir, 'fixtures/corpus.jsonl'),
      jsonl([CORPUS[0] as object, { id: 'doc_1', text: 'Standard shipping takes 2 to 4 business days.' }]),
    );
    const doc = await ci();
    expect(doc.code).not.toBe(0);
    expect(doc.output).toContain(
      'ragcheck: 1 recording stale: chunk doc_1 changed since it was recorded. Run npx ragcheck record, then commit fixtures/app/recordings/',
    );
    const byId = Object.fromEntries(report().map((r: { id: string }) => [r.id, r]));
    expect(byId.shipping).toMatchObject({
      verdict: 'ERROR (adapter)',
      recording: { status: 'stale', changed: ['chunk doc_1'] },
      error: { message: expect.stringContaining('stale recording') },
    });
    expect(byId.refund.verdict).toBe('pass');
    const check = await cli(['record', '--check']);
    expect(check.code).toBe(1);
    expect(check.stderr).toContain('stale    shipping: chunk doc_1 changed');
    const refreshed = await cli(['record', '--app']);
    expect(refreshed.stderr).toContain('recorded 1 of 2 cases, kept 1 up to date.');
    expect((await ci()).code).toBe(0);

    // The app's retrieval (imported through the alias) changes: every recording is stale, named by file.
    writeFileSync(join(dir, 'src/retrieve.ts'), RETRIEVE(0));
    const code = await ci();
    expect(code.code).not.toBe(0);
    expect(code.output).toContain(
      'ragcheck: 2 recordings stale: src/retrieve.ts changed since they were recorded. Run npx ragcheck record, then commit fixtures/app/recordings/',
    );
    expect(count(code.output, 'recordings stale')).toBe(1);
    // Recording again shows what the new app does.
    const again = await cli(['record', '--app']);
    expect(again.stderr).toContain('recorded 2 of 2 cases.');
    expect(again.stdout).toContain('FIX retrieval');
  });
});
