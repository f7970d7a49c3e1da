/**
 * `ragcheck eval --adapter ./module.ts` whose default export records (`withRecording`): the module's code, read
 * through Vite's module graph, is part of each recording's fingerprint, as an eval file's imports are under Vitest.
 * Runs the built CLI (`npm run build` first) as a user would, in a temporary project.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { ROOT } from './__fixtures__/eval-project.js';

const BIN = join(ROOT, 'dist/cli/bin.js');
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function run(dir: string, args: string[], env: Record<string, string>): Promise<{ code: number | null; out: string }> {
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(([k]) => !/^(VITEST|RAGCHECK_|CI$|TEST$)/.test(k)),
  );
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], { cwd: dir, env: { ...clean, NO_COLOR: '1', ...env } });
    let out = '';
    child.stdout.on('data', (c) => (out += c));
    child.stderr.on('data', (c) => (out += c));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, out }));
  });
}

const RETRIEVE = (topK: number) => `export const TOP_K: number = ${topK};
export function retrieve<T extends { text: string }>(corpus: T[], question: string): T[] {
  const q = new Set(question.toLowerCase().match(/[a-z]+/g));
  const score = (c: T) => (c.text.toLowerCase().match(/[a-z]+/g) ?? []).filter((w) => q.has(w)).length;
  return [...corpus].sort((a, b) => score(b) - score(a)).slice(0, TOP_K);
}
`;

describe('ragcheck eval --adapter ./module.ts with withRecording', { timeout: 300_000 }, () => {
  test('records; replays in CI; an unrelated edit stays green; a changed imported file is stale by name; auto re-records', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ragcheck-eval-rec-'));
    dirs.push(dir);
    symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
    mkdirSync(join(dir, 'src'));
    const corpus = [
      { id: 'doc_0', text: 'Refunds are accepted within 30 days of purchase.' },
      { id: 'doc_1', text: 'Standard shipping takes 3 to 5 business days.' },
    ];
    const files: Record<string, string> = {
      'package.json': '{ "type": "module" }\n',
      'corpus.jsonl': `${corpus.map((c) => JSON.stringify(c)).join('\n')}\n`,
      'cases.jsonl': `${JSON.stringify({ id: 'refund', question: 'How many days for refunds?', golden: ['doc_0'] })}\n${JSON.stringify({ id: 'shipping', question: 'How many days does shipping take?', golden: ['doc_1'] })}\n`,
      'src/retrieve.ts': RETRIEVE(1),
      'src/unrelated.ts': 'export const unused = 1;\n',
      'src/app.ts': `import { readFileSync } from 'node:fs';
import { retrieve } from './retrieve.ts';
const corpus = readFileSync('corpus.jsonl', 'utf8').trim().split('\\n').map((l) => JSON.parse(l));
export const app = { name: 'shop-app', async ask({ question }: { question: string }) {
  const contexts = retrieve(corpus, question);
  return { answer: contexts.map((c) => c.text).join(' ') || 'I do not know.', contexts };
} };
`,
      'module.ts': `import { withRecording } from ${JSON.stringify(join(ROOT, 'dist/index.js'))};
import { app } from './src/app.ts';
export default withRecording(app, { dir: 'recordings' });
`,
    };
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
    const args = [
      'eval',
      '--cases',
      'cases.jsonl',
      '--corpus',
      'corpus.jsonl',
      '--adapter',
      './module.ts',
      '--judge',
      'overlap',
      '--k',
      '3',
    ];

    const recorded = await run(dir, args, { RAGCHECK_RECORD: 'record' });
    expect(recorded.code).toBe(0);
    const names = readdirSync(join(dir, 'recordings'));
    const fingerprint = JSON.parse(readFileSync(join(dir, 'recordings', names[0] as string), 'utf8')).fingerprint;
    // The adapter module and what it imports; never node_modules or the unrelated module.
    expect(Object.keys(fingerprint.files)).toEqual(['module.ts', 'src/app.ts', 'src/retrieve.ts']);

    const replay = await run(dir, args, { CI: 'true' });
    expect(replay.out).not.toContain('stale');
    expect(replay.code).toBe(0);

    writeFileSync(join(dir, 'src/unrelated.ts'), 'export const unused = 2;\n');
    expect((await run(dir, args, { CI: 'true' })).code).toBe(0);

    writeFileSync(join(dir, 'src/retrieve.ts'), RETRIEVE(0));
    const stale = await run(dir, args, { CI: 'true' });
    expect(stale.code).toBe(3);
    expect(stale.out).toContain('ragcheck eval: 2 recordings stale: src/retrieve.ts changed since they were recorded.');
    expect(stale.out).toContain('ERROR (adapter)');

    const auto = await run(dir, args, { RAGCHECK_RECORD: 'auto' });
    expect(auto.out).toContain('re-recorded 2 stale recordings (src/retrieve.ts changed)');
    // What the new app does: nothing retrieved.
    expect(auto.out).toContain('FIX retrieval');
    expect((await run(dir, args, { CI: 'true' })).out).not.toContain('stale');
  });
});
