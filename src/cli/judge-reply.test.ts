import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type FakeOpenAIServer, startFakeOpenAIServer } from '../testing/index.js';
import { runCli } from './run-cli.js';

const CONTEXT =
  'Items can be returned within 30 days of delivery if unused. Refunds are issued within 5 business days.';
const CASES = [
  {
    id: 'invented',
    question: 'How do I start a return?',
    golden: ['policy-1'],
    answer: 'Call our hotline at 1-800-RETURNS and we will issue an instant refund by courier.',
    contexts: [{ id: 'policy-1', text: CONTEXT }],
  },
  {
    id: 'faithful',
    question: 'How long do I have to return an item?',
    golden: ['policy-1'],
    answer: 'You can return unused items within 30 days of delivery.',
    contexts: [{ id: 'policy-1', text: CONTEXT }],
  },
];

let server: FakeOpenAIServer;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'ragcheck-judge-reply-'));
  writeFileSync(join(dir, 'cases.jsonl'), CASES.map((c) => JSON.stringify(c)).join('\n'));
  // A judge that ignores the answer it was given and always praises the context: its claims are unrelated to the
  // invented answer, and happen to fit the faithful one.
  server = await startFakeOpenAIServer(() => ({
    content: {
      refusal: false,
      claims: [
        {
          claim: 'Unused items can be returned within 30 days of delivery.',
          verdict: 'supported',
          evidence: 'Items can be returned within 30 days of delivery if unused.',
        },
      ],
    },
  }));
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('ragcheck eval with an LLM judge whose claims are unrelated to the answer', () => {
  test('exits 3 with ERROR (judge) for that case, never pass, and scores the case the claims fit', async () => {
    const { code, stdout } = await runCli(['eval', '--cases', 'cases.jsonl', '--judge', 'openai', '--format', 'json'], {
      cwd: dir,
      env: { OPENAI_BASE_URL: server.baseURL, RAGCHECK_CACHE: 'off', RAGCHECK_JUDGE_MODEL: 'small-model' },
    });
    expect(code).toBe(3);
    const report = JSON.parse(stdout);
    const [invented, faithful] = report.cases;
    expect(invented.verdict).toBe('ERROR (judge)');
    expect(invented.error.message).toContain('is not a statement of the ANSWER');
    expect(invented.error.raw).toContain('Unused items can be returned within 30 days of delivery.');
    expect(faithful.verdict).toBe('pass');
    expect(server.requests).toHaveLength(3); // the invented case: the reply and its repair
  });
});
