/**
 * `ragcheck generate` as a user runs it: offline from a corpus file or a folder of Markdown, then `validate` on what
 * it wrote, and `--model` against the fake OpenAI-compatible server on 127.0.0.1 through the real client, recorded
 * and then replayed with no server.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { createTempDirs } from '../../__fixtures__/temp-dirs.js';
import { startFakeOpenAIServer } from '../../testing/index.js';
import type { EvalCase } from '../../types.js';
import { runCli } from '../run-cli.js';

const tmp = createTempDirs('ragcheck-generate-');

const CORPUS = [
  { id: 'ship', text: 'Parcels from Ostrander Goods leave the depot within 2 business days.', title: 'Shipping' },
  { id: 'fees', text: 'A late fee of $35 applies to invoices unpaid after the due date.', title: 'Fees' },
  { id: 'help', text: 'Write to help@ostrander.example for any order question.', title: 'Help' },
];

function readCases(path: string): EvalCase[] {
  return readFileSync(path, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as EvalCase);
}

function project(): string {
  const dir = tmp();
  writeFileSync(join(dir, 'corpus.jsonl'), `${CORPUS.map((c) => JSON.stringify(c)).join('\n')}\n`);
  return dir;
}

describe('ragcheck generate (offline)', () => {
  test('writes draft cases that validate accepts, lists them as unreviewed, and prints the summary', async () => {
    const dir = project();
    const run = await runCli(['generate', '--corpus', 'corpus.jsonl', '--out', 'drafts.jsonl'], { cwd: dir });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/facts found\s+\d+/);
    expect(run.stdout).toMatch(/content words of the question found in its golden sentence \(mean\): 0\.\d\d/);
    expect(run.stdout).toMatch(/BM25 rank of the golden chunk: first \d+%/);
    const cases = readCases(join(dir, 'drafts.jsonl'));
    expect(cases.some((c) => c.keywords?.includes('$35'))).toBe(true);
    expect(cases.some((c) => c.keywords?.includes('help@ostrander.example'))).toBe(true);
    const validate = await runCli(['validate', '--cases', 'drafts.jsonl', '--corpus', 'corpus.jsonl'], { cwd: dir });
    expect(validate.code).toBe(0);
    expect(validate.stdout).toContain(`notice: ${cases.length} unreviewed drafts ("draft": true)`);
    for (const c of cases) expect(validate.stdout).toContain(`  ${c.id}: `);
  });

  test('a reviewed case (its draft field deleted) is no longer listed', async () => {
    const dir = project();
    await runCli(['generate', '--corpus', 'corpus.jsonl', '--out', 'drafts.jsonl'], { cwd: dir });
    const [first, ...rest] = readCases(join(dir, 'drafts.jsonl'));
    const { draft: _draft, ...reviewed } = first as EvalCase;
    writeFileSync(join(dir, 'drafts.jsonl'), `${[reviewed, ...rest].map((c) => JSON.stringify(c)).join('\n')}\n`);
    const validate = await runCli(['validate', '--cases', 'drafts.jsonl'], { cwd: dir });
    expect(validate.stdout).toContain(`notice: ${rest.length} unreviewed drafts`);
    expect(validate.stdout).not.toContain(`  ${reviewed.id}: `);
  });

  test('never overwrites a file without --force', async () => {
    const dir = project();
    writeFileSync(join(dir, 'drafts.jsonl'), 'reviewed work\n');
    const run = await runCli(['generate', '--corpus', 'corpus.jsonl', '--out', 'drafts.jsonl'], { cwd: dir });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('drafts.jsonl exists: pass --force to overwrite it');
    expect(readFileSync(join(dir, 'drafts.jsonl'), 'utf8')).toBe('reviewed work\n');
  });

  test('chunks a folder of Markdown into a corpus written beside the cases, whose ids the drafts use', async () => {
    const dir = tmp();
    mkdirSync(join(dir, 'docs'));
    writeFileSync(
      join(dir, 'docs/returns.md'),
      '# Returns\n\nReturns to Ostrander Goods are accepted within 21 days.\n',
    );
    writeFileSync(join(dir, 'docs/fees.md'), '# Fees\n\nA restocking fee of 12% applies to opened items.\n');
    const run = await runCli(['generate', '--corpus', 'docs/**/*.md', '--out', 'evals/cases.jsonl'], { cwd: dir });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('corpus written to evals/corpus.jsonl');
    const ids = readFileSync(join(dir, 'evals/corpus.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l).id);
    const golden = readCases(join(dir, 'evals/cases.jsonl')).flatMap((c) => c.golden);
    expect(golden.length).toBeGreaterThan(0);
    for (const id of golden) expect(ids).toContain(id);
    const validate = await runCli(['validate', '--cases', 'evals/cases.jsonl', '--corpus', 'evals/corpus.jsonl'], {
      cwd: dir,
    });
    expect(validate.code).toBe(0);
  });
});

describe('ragcheck generate --model', () => {
  test('parses and checks the model drafts, drops one whose reference is not in its chunk, then replays with no server', async () => {
    const dir = project();
    const server = await startFakeOpenAIServer((body) => {
      const user = String(body.messages?.[1]?.content ?? '');
      if (user.includes('do not answer')) return { content: { question: 'Does Ostrander Goods sell gift wrapping?' } };
      if (user.includes('conversation')) {
        return {
          content: {
            history: [
              { role: 'user', content: 'How do I reach the help desk?' },
              { role: 'assistant', content: 'By e-mail.' },
            ],
            question: 'Which address is that?',
            reference: 'Write to help@ostrander.example for any order question.',
          },
        };
      }
      // The paraphrase of the fees chunk invents its reference: it must be dropped.
      if (user.includes('id="fees"') && !user.includes('both passages')) {
        return { content: { question: 'What do late payers owe?', reference: 'A late fee of $90 applies.' } };
      }
      const chunk = CORPUS.find((c) => user.includes(`id="${c.id}"`));
      return { content: { question: 'What does this say?', reference: chunk?.text ?? 'nothing' } };
    });
    const env = { OPENAI_BASE_URL: server.baseURL, RAGCHECK_CACHE: 'record', OPENAI_API_KEY: 'sk-test-secret' };
    const args = ['generate', '--corpus', 'corpus.jsonl', '--model', 'fake-model', '--model-count', '3'];
    let recorded: EvalCase[];
    try {
      const run = await runCli([...args, '--out', 'a.jsonl'], { cwd: dir, env });
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      expect(server.requests.length).toBeGreaterThan(0);
      expect(run.stdout).toMatch(/model drafts\s+\d+ kept, [1-9]\d* dropped by the offline checks/);
      expect(run.stdout).toContain('its reference is not supported by its golden chunks');
      expect(run.stdout).not.toContain('sk-test-secret');
      recorded = readCases(join(dir, 'a.jsonl')).filter((c) => c.tags?.includes('model'));
      expect(recorded.some((c) => c.reference?.includes('$90'))).toBe(false);
      const followUp = recorded.find((c) => c.tags?.includes('follow-up'));
      expect(followUp?.history?.length).toBe(2);
      expect(followUp?.golden).toEqual(['help']);
      expect(recorded.some((c) => c.golden.length === 0 && c.tags?.includes('out-of-scope'))).toBe(true);
      expect(recorded.every((c) => c.draft === true)).toBe(true);
    } finally {
      await server.close();
    }
    expect(existsSync(join(dir, 'fixtures/generate-cache'))).toBe(true);
    const replay = await runCli([...args, '--out', 'b.jsonl'], {
      cwd: dir,
      env: { OPENAI_BASE_URL: server.baseURL, RAGCHECK_CACHE: 'replay' },
    });
    expect(replay.stderr).toBe('');
    expect(replay.code).toBe(0);
    expect(readCases(join(dir, 'b.jsonl')).filter((c) => c.tags?.includes('model'))).toEqual(recorded);
  });

  test('a reply not recorded, in replay mode, fails naming how to record it and writes nothing', async () => {
    const dir = project();
    const run = await runCli(['generate', '--corpus', 'corpus.jsonl', '--model', 'fake-model', '--out', 'c.jsonl'], {
      cwd: dir,
      env: { RAGCHECK_CACHE: 'replay' },
    });
    expect(run.code).toBe(3);
    expect(run.stderr).toContain('RAGCHECK_CACHE=record');
    expect(existsSync(join(dir, 'c.jsonl'))).toBe(false);
  });
});
