/**
 * `ragcheck drift` as a user runs it (the built CLI, `npm run build` first) in a temporary project: record the app's
 * answers, then change what the app does without re-recording and ask drift whether the live app still answers as
 * recorded. Each drift runs Vitest twice (seconds each), so one project goes through the story.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { createVitestProject, removeVitestProjects } from '../vitest/__fixtures__/vitest-project.js';
import { ROOT } from './__fixtures__/eval-project.js';

afterAll(removeVitestProjects);

const BIN = join(ROOT, 'dist/cli/bin.js');
const ADAPTERS = JSON.stringify(join(ROOT, 'src/adapter/index.ts'));
const CORPUS = [
  { id: 'doc_1', text: 'Refunds are accepted within 30 days of purchase.' },
  { id: 'doc_2', text: 'Standard shipping takes 3 to 5 business days.' },
  { id: 'doc_3', text: 'Gift cards never expire and cannot be refunded.' },
  { id: 'doc_4', text: 'Support is open Monday to Friday, 9am to 5pm.' },
];
const CASES = [
  { id: 'q1', question: 'How many days for refunds?', golden: ['doc_1'] },
  { id: 'q2', question: 'How long does standard shipping take?', golden: ['doc_2'] },
  { id: 'q3', question: 'Do gift cards expire?', golden: ['doc_3'] },
  { id: 'q4', question: 'When is support open?', golden: ['doc_4'] },
];
const jsonl = (rows: object[]) => `${rows.map((r) => JSON.stringify(r)).join('\n')}\n`;

/** The app: answers each case from its own document, except the cases in `broken`, answered from another one. */
const APP = (broken: string[], down = false) => `import { readFileSync } from 'node:fs';
const corpus = readFileSync('fixtures/corpus.jsonl', 'utf8').trim().split('\\n').map((l) => JSON.parse(l));
const BROKEN = ${JSON.stringify(broken)};
export const app = { name: 'shop-app', async ask({ question, case: c }) {
  ${down ? "throw new Error('connect ECONNREFUSED 127.0.0.1:8787');" : ''}
  const own = corpus.find((d) => d.id === c.golden[0]);
  const chunk = BROKEN.includes(c.id) ? corpus.find((d) => d !== own && !BROKEN.includes(d.id)) ?? corpus[0] : own;
  return { answer: chunk.text, contexts: [chunk] };
} };
`;
const SUITE = `import { defineRagSuite } from HARNESS;
import { withRecording } from ${ADAPTERS};
import { app } from './src/app';
defineRagSuite({ name: 'shop', judge: 'overlap', baseline: false, trials: 5, cases: 'fixtures/cases.jsonl',
  corpus: 'fixtures/corpus.jsonl', adapter: withRecording(app, { dir: 'fixtures/app/recordings' }) });
`;

function ragcheck(dir: string, args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(([k]) => !/^(VITEST|RAGCHECK_|GITHUB_|CI$|TEST$)/.test(k)),
  );
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], { cwd: dir, env: { ...clean, NO_COLOR: '1' } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c) => (stdout += c));
    child.stderr.on('data', (c) => (stderr += c));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('ragcheck drift', { timeout: 600_000 }, () => {
  test('an unchanged app: no drift; a changed app: the changed cases named, the drop flagged; never records', async () => {
    const dir = createVitestProject({
      'app.eval.ts': SUITE,
      'src/app.ts': APP(['q4']),
      'fixtures/corpus.jsonl': jsonl(CORPUS),
      'fixtures/cases.jsonl': jsonl(CASES),
    });
    symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
    const recordings = join(dir, 'fixtures/app/recordings');

    // Nothing recorded yet: nothing to check, said with the file looked for and how to record.
    const none = await ragcheck(dir, ['drift']);
    expect(none.stderr).toContain('ragcheck drift: no recordings: none of the 4 case(s) that ran has one');
    expect(none.stderr).toMatch(/looked for fixtures\/app\/recordings\/q\d\.[0-9a-f]{12}\.json/);
    expect(none.stderr).toContain('npx ragcheck record');
    expect(none.code).toBe(2);

    const recorded = await ragcheck(dir, ['record', '--app']);
    expect(recorded.stderr).toContain('recorded 4 of 4 cases');
    const files = readdirSync(recordings).sort();
    expect(files).toHaveLength(20);
    const snapshot = () => files.map((f) => readFileSync(join(recordings, f), 'utf8'));
    const saved = snapshot();

    // The same app: every live verdict is the recording's (q4 fails on both sides).
    const same = await ragcheck(dir, ['drift']);
    expect(same.stdout).toContain('ragcheck: drift of the live app against its recordings');
    expect(same.stdout).toContain("no drift: every recorded case's live verdict is its recording's (4 cases)");
    expect(same.stdout).not.toContain('stale');
    expect(same.code).toBe(0);

    // The app changes under its recordings: q1 and q2 now answer from the wrong document, q4 is fixed.
    writeFileSync(join(dir, 'src/app.ts'), APP(['q1', 'q2']));
    const json = await ragcheck(dir, ['drift', '--format', 'json', '--keep-reports', 'drift-reports']);
    expect(json.code).toBe(1);
    const out = JSON.parse(json.stdout);
    expect(out.drift.verdict).toBe('drift');
    const byId = Object.fromEntries(out.drift.changed.map((c: { id: string }) => [c.id, c]));
    expect(Object.keys(byId).sort()).toEqual(['q1', 'q2', 'q4']);
    expect(byId.q1).toMatchObject({
      change: 'regressed',
      recorded: 'pass (5/5)',
      live: 'FIX retrieval (0/5)',
      gating: true,
    });
    expect(byId.q4).toMatchObject({ change: 'fixed', gating: false });
    // compare's statistics: a 5/5 -> 0/5 flip is significant, and so is the suite's pooled drop.
    expect(out.regressedIds.sort()).toEqual(['q1', 'q2']);
    const q1 = out.cases.find((c: { id: string }) => c.id === 'q1');
    expect(q1.test).toMatchObject({ base: { passed: 5, n: 5 }, head: { passed: 0, n: 5 }, significant: true });
    expect(out.suites[0].metrics.find((m: { key: string }) => m.key === 'passRate')).toMatchObject({
      base: 0.75,
      head: 0.5,
    });
    // Editing the app made its recordings stale: compared as recorded, and said.
    expect(out.drift.stale.map((s: { case: string }) => s.case).sort()).toEqual(['q1', 'q2', 'q3', 'q4']);
    expect(out.drift.notes.join('\n')).toContain('src/app.ts changed since they were recorded');
    for (const side of ['recorded', 'live'])
      expect(existsSync(join(dir, 'drift-reports', side, 'ragcheck.json'))).toBe(true);

    const table = await ragcheck(dir, ['drift']);
    expect(table.code).toBe(1);
    expect(table.stdout).toMatch(/DRIFT: the live app dropped against its recordings: 2 regressions \(q1, q2\)/);
    expect(table.stdout).toMatch(/regressed\s+shop\s+q1\s+pass \(5\/5\)\s+FIX retrieval \(0\/5\)/);

    const md = await ragcheck(dir, ['drift', '--format', 'markdown', '--out', 'drift.md']);
    expect(md.code).toBe(1);
    expect(md.stdout).toMatch(/^DRIFT: .*; markdown written to drift.md\n$/);
    const markdown = readFileSync(join(dir, 'drift.md'), 'utf8');
    expect(markdown).toMatch(
      /^<!-- ragcheck-drift -->\n## ragcheck: drift of the live app against its recordings\n\n❌ \*\*DRIFT/,
    );
    expect(markdown).toContain('| change | suite | case | recorded | live | note |');
    expect(markdown).toContain('- **shop / q1**: pass (5/5) → FIX retrieval (0/5)');

    // Only an improvement (q4 fixed): exit 0, and said.
    writeFileSync(join(dir, 'src/app.ts'), APP([]));
    const better = await ragcheck(dir, ['drift']);
    expect(better.stdout).toContain(
      'no significant drift; the live app does better than its recordings on 1 case(s) (q4)',
    );
    expect(better.code).toBe(0);

    // The app is down: said with its error, exit 3, not a drift.
    writeFileSync(join(dir, 'src/app.ts'), APP([], true));
    const down = await ragcheck(dir, ['drift']);
    expect(down.stderr).toContain('the live app answered none of the 4 recorded case(s) it was asked');
    expect(down.stderr).toContain('connect ECONNREFUSED 127.0.0.1:8787');
    expect(down.code).toBe(3);

    // The app's module is gone: the eval file cannot load, so no case ran; Vitest's error names the module.
    rmSync(join(dir, 'src/app.ts'));
    const gone = await ragcheck(dir, ['drift']);
    expect(gone.stderr).toContain('ragcheck drift: no eval case ran (Vitest exited 1)');
    expect(gone.stderr).toMatch(/src\/app/);
    expect(gone.code).toBe(2);

    // A check: not one recording was written by any of the drift runs.
    expect(readdirSync(recordings).sort()).toEqual(files);
    expect(snapshot()).toEqual(saved);
    rmSync(join(dir, 'drift.md'));
  });
});
