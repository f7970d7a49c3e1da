/**
 * `ragcheck baseline accept` and `ragcheck record` start the project's Vitest with variables in its environment.
 * Each test runs them on a temporary project whose node_modules is this repo's.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { createEvalProject, removeEvalProjects, src } from '../__fixtures__/eval-project.js';
import { runCli } from '../run-cli.js';
import { evalsRunArgs } from '../vitest-run.js';

const HARNESS = src('vitest/index.ts');
const ADAPTERS = src('adapter/index.ts');
const REPORTER = src('vitest/reporter.ts');
const dirs: string[] = [];
afterAll(() => {
  removeEvalProjects();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const CASES = `[
  { id: 'refund', question: 'How long do I have to get a refund?', golden: ['doc_0'] },
  { id: 'shipping', question: 'How long does shipping take?', golden: ['doc_1'] },
]`;
const CORPUS = `[
  { id: 'doc_0', text: 'Refunds are accepted within 30 days of purchase.' },
  { id: 'doc_1', text: 'Standard shipping takes 3 to 5 business days.' },
]`;

/** A project with an `evals` project; `app.mjs` answers from the corpus unless MODEL_DOWN is set. */
function project(suite: string): string {
  return createEvalProject(
    {
      'unit.test.mjs': "import { test } from 'vitest';\ntest('unit', () => {});\n",
      'app.mjs': `const corpus = ${CORPUS};
        export const app = { name: 'app', async ask({ case: c }) {
          if (process.env.MODEL_DOWN) throw new Error('Connection error.');
          const chunks = corpus.filter((d) => c.golden.includes(d.id));
          return { answer: chunks.map((d) => d.text).join(' '), contexts: chunks };
        } };\n`,
      'rag.eval.ts': suite,
    },
    `['default', [${REPORTER}, { githubSummary: false }]]`,
  );
}

const run = (dir: string, argv: string[], env: NodeJS.ProcessEnv = {}) =>
  runCli(argv, { cwd: dir, env: { PATH: process.env.PATH, NO_COLOR: '1', ...env } });

describe.concurrent('commands that run the evals through Vitest', { timeout: 240_000 }, () => {
  test('baseline accept runs only the evals project with the baseline update on, and passes other options on', async () => {
    const dir = project(`import { defineRagSuite } from ${HARNESS};
      import { app } from './app.mjs';
      defineRagSuite({ name: 'Shop', judge: 'overlap', corpus: ${CORPUS}, cases: ${CASES}, adapter: app });`);
    const { code, stdout, stderr } = await run(dir, ['baseline', 'accept', '-t', 'refund']);
    expect(stderr).not.toContain('Error');
    expect(code).toBe(0);
    expect(stdout).toContain('Tests  1 passed | 1 skipped (2)');
    expect(stdout).toContain('baseline: accepted the scores of 1 case(s) into fixtures/baselines/shop.json');
    const baseline = JSON.parse(readFileSync(join(dir, 'fixtures/baselines/shop.json'), 'utf8'));
    expect(Object.keys(baseline.cases)).toEqual(['refund']);
  });

  test('record stores the app’s answers through withRecording; a later run replays them with the app down', async () => {
    const dir = project(`import { defineRagSuite } from ${HARNESS};
      import { withRecording } from ${ADAPTERS};
      import { app } from './app.mjs';
      defineRagSuite({ name: 'shop', judge: 'overlap', baseline: false, corpus: ${CORPUS}, cases: ${CASES},
        adapter: withRecording(app, { dir: 'fixtures/recordings' }) });`);
    const down = { MODEL_DOWN: '1' };
    const before = await run(dir, ['baseline', 'accept'], down);
    expect(before.code).toBe(1);
    expect(before.stdout + before.stderr).toContain('no recorded response for case "refund"');

    const recorded = await run(dir, ['record', '--app']);
    expect(recorded.code).toBe(0);
    expect(recorded.stderr).toContain('ragcheck record: recorded 2 of 2 cases. Commit them');
    expect(readdirSync(join(dir, 'fixtures/recordings')).sort()).toEqual([
      expect.stringMatching(/^refund\.[0-9a-f]{12}\.json$/),
      expect.stringMatching(/^shipping\.[0-9a-f]{12}\.json$/),
    ]);
    // Replay: no app, no model, and the unit project still runs beside the evals.
    const replayed = await run(dir, ['record', '--judge', '--project', 'evals', '--project', 'unit'], down);
    expect(replayed.stdout).toContain('Tests  3 passed (3)');
    expect(replayed.code).toBe(0);
    expect(existsSync(join(dir, 'fixtures/judge-cache'))).toBe(false);
  });

  test('record counts what it recorded against a real HTTP app: down (ECONNREFUSED), erroring (500), or no case run', async () => {
    const dir = project(`import { defineRagSuite } from ${HARNESS};
      import { createHttpAdapter, withRecording } from ${ADAPTERS};
      defineRagSuite({ name: 'shop', judge: 'overlap', baseline: false, corpus: ${CORPUS}, cases: ${CASES},
        adapter: withRecording(createHttpAdapter({ url: process.env.APP_URL, retries: 0 }), { dir: 'fixtures/recordings' }) });`);
    // Down: a port that was just closed refuses connections.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const down = await run(dir, ['record', '--app'], { APP_URL: `http://127.0.0.1:${port}/ask` });
    expect(down.stderr).toMatch(
      /ragcheck record: recorded 0 of 2 cases \(2 failed: "(refund|shipping)", "(refund|shipping)": .*ECONNREFUSED/,
    );
    expect(down.code).not.toBe(0);
    expect(existsSync(join(dir, 'fixtures/recordings'))).toBe(false);

    // Erroring on one question: the other is recorded, the run still fails and names the case.
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        if (body.includes('refund')) {
          res.writeHead(500).end('boom');
          return;
        }
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            answer: 'Standard shipping takes 3 to 5 business days.',
            contexts: [{ id: 'doc_1', text: 'Standard shipping takes 3 to 5 business days.' }],
          }),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/ask`;
      const half = await run(dir, ['record', '--app'], { APP_URL: url });
      expect(half.stderr).toMatch(/ragcheck record: recorded 1 of 2 cases \(1 failed: "refund": .*500/);
      expect(half.code).toBe(1);
      expect(readdirSync(join(dir, 'fixtures/recordings'))).toEqual([expect.stringMatching(/^shipping\./)]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }

    // A project name that matches nothing: no case ran, so nothing can have been recorded.
    const none = await run(dir, ['record', '--app', '--project', 'nope'], { APP_URL: 'http://127.0.0.1:9/ask' });
    expect(none.stderr).toContain('ragcheck record: recorded 0 cases: no eval case ran');
    expect(none.code).not.toBe(0);
  });

  test('usage: unknown actions and conflicting flags are errors, help prints the usage', async () => {
    const dir = project('');
    expect((await run(dir, ['baseline', 'approve'])).code).toBe(2);
    expect((await run(dir, ['record', '--app', '--judge'])).stderr).toContain('--app and --judge exclude each other');
    expect((await run(dir, ['record', '--help'])).stdout).toContain('Usage: ragcheck record');
    const empty = mkdtempSync(join(tmpdir(), 'ragcheck-cli-novitest-'));
    dirs.push(empty);
    const missing = await run(empty, ['baseline', 'accept']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('Vitest is not installed here');
  });
});

describe('evalsRunArgs', () => {
  test('adds --project evals unless a project is chosen', () => {
    expect(evalsRunArgs([])).toEqual(['run', '--project', 'evals']);
    expect(evalsRunArgs(['--config', 'v.ts'])).toEqual(['run', '--project', 'evals', '--config', 'v.ts']);
    expect(evalsRunArgs(['--project', 'mine'])).toEqual(['run', '--project', 'mine']);
    expect(evalsRunArgs(['--project=mine'])).toEqual(['run', '--project=mine']);
  });

  test("adds --config vitest.ragcheck.config.* while init's own config is there and no config is chosen", () => {
    const dir = mkdtempSync(join(tmpdir(), 'ragcheck-own-config-'));
    dirs.push(dir);
    expect(evalsRunArgs([], dir)).toEqual(['run', '--project', 'evals']);
    writeFileSync(join(dir, 'vitest.ragcheck.config.mts'), 'export default {};\n');
    expect(evalsRunArgs([], dir)).toEqual(['run', '--project', 'evals', '--config', 'vitest.ragcheck.config.mts']);
    expect(evalsRunArgs(['-t', 'x'], dir)).toEqual([
      'run',
      '--project',
      'evals',
      '--config',
      'vitest.ragcheck.config.mts',
      '-t',
      'x',
    ]);
    for (const chosen of [['--config', 'v.ts'], ['--config=v.ts'], ['-c', 'v.ts']]) {
      expect(evalsRunArgs(chosen, dir)).toEqual(['run', '--project', 'evals', ...chosen]);
    }
  });
});
