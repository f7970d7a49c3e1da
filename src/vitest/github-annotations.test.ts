/**
 * With GITHUB_ACTIONS=true, a real Vitest run with the ragcheck reporter prints one `::error` per failing case at
 * the case's line in its case file, and the JSON report carries each case's `source`.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { createEvalProject, ROOT, removeEvalProjects, src } from '../cli/__fixtures__/eval-project.js';
import { githubAnnotations } from '../report/github-annotations.js';
import type { CaseResult } from '../types.js';

afterAll(removeEvalProjects);

const CORPUS = '{"id":"d0","text":"Refunds are accepted within 30 days."}\n';
const CASES = [
  {
    id: 'ok',
    question: 'How long for refunds?',
    golden: ['d0'],
    answer: 'Refunds are accepted within 30 days.',
    contexts: ['d0'],
  },
  {
    id: 'invented',
    question: 'How long for a refund?',
    golden: ['d0'],
    answer: 'Refunds are accepted within 90 days.',
    contexts: ['d0'],
  },
  {
    id: 'missing-doc',
    question: 'Refund time?',
    golden: ['d0'],
    answer: 'Refunds are accepted within 30 days.',
    contexts: [],
  },
];

describe('GitHub annotations', { timeout: 240_000 }, () => {
  test('one ::error per failing case at its line in the case file; the JSON report has each case’s source', () => {
    const dir = createEvalProject(
      {
        'shop.eval.ts': `import { defineRagSuite } from ${src('vitest/index.ts')};
defineRagSuite({ name: 'shop', judge: 'heuristic', baseline: false, cases: 'fixtures/shop/cases.jsonl', corpus: 'fixtures/shop/corpus.jsonl' });\n`,
      },
      `['default', [${src('vitest/reporter.ts')}, { githubSummary: false }]]`,
    );
    mkdirSync(join(dir, 'fixtures/shop'), { recursive: true });
    writeFileSync(join(dir, 'fixtures/shop/corpus.jsonl'), CORPUS);
    writeFileSync(join(dir, 'fixtures/shop/cases.jsonl'), `${CASES.map((c) => JSON.stringify(c)).join('\n')}\n`);
    const run = spawnSync(
      process.execPath,
      [join(ROOT, 'node_modules/vitest/vitest.mjs'), 'run', '--project', 'evals'],
      {
        cwd: dir,
        encoding: 'utf8',
        env: { PATH: process.env.PATH, NO_COLOR: '1', GITHUB_ACTIONS: 'true', CI: '1' },
      },
    );
    const out = `${run.stdout}${run.stderr}`;
    const errors = out.split('\n').filter((line) => line.startsWith('::error file=fixtures/shop/cases.jsonl'));
    expect(errors, out).toEqual([
      expect.stringMatching(
        /^::error file=fixtures\/shop\/cases\.jsonl,line=2,title=ragcheck shop > invented::FIX generation \(faithfulness\): faithfulness /,
      ),
      expect.stringMatching(
        /^::error file=fixtures\/shop\/cases\.jsonl,line=3,title=ragcheck shop > missing-doc::FIX retrieval: /,
      ),
    ]);
    const report = JSON.parse(readFileSync(join(dir, 'reports/ragcheck.json'), 'utf8'));
    expect(report.cases.map((c: CaseResult) => [c.id, c.source])).toEqual([
      ['ok', { file: 'fixtures/shop/cases.jsonl', line: 1 }],
      ['invented', { file: 'fixtures/shop/cases.jsonl', line: 2 }],
      ['missing-doc', { file: 'fixtures/shop/cases.jsonl', line: 3 }],
    ]);
  });

  test('escapes what GitHub reads as command syntax, and a case without a file has no location', () => {
    const result = {
      id: 'a,b',
      verdict: 'ERROR (adapter)',
      outcome: 'error',
      gates: [],
      error: { kind: 'adapter', message: 'the adapter failed: 100% down\nsecond line' },
    } as unknown as CaseResult;
    expect(githubAnnotations('s:1', [result])).toEqual([
      '::error title=ragcheck s%3A1 > a%2Cb::ERROR (adapter): the adapter failed: 100%25 down',
    ]);
    expect(githubAnnotations('s', [{ ...result, outcome: 'pass' } as CaseResult])).toEqual([]);
  });
});
