/**
 * The docs check: README.md, CONTRIBUTING.md and docs/ link only to files and headings that exist, name only repository paths that
 * exist, and their code examples that define a suite or an adapter compile against the package's types (the checker
 * is src/__fixtures__/docs-check.ts).
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import {
  anchorsOf,
  checkCodeBlocks,
  checkLinks,
  checkRepoPaths,
  codeBlocks,
  type DocIssue,
  githubSlug,
  isCheckedBlock,
  markdownFiles,
} from './__fixtures__/docs-check.js';

const src = dirname(fileURLToPath(import.meta.url));
const root = join(src, '..');
const compile = {
  packages: {
    ragcheck: join(src, 'index.ts'),
    'ragcheck/vitest': join(src, 'vitest/index.ts'),
    'ragcheck/reporter': join(src, 'vitest/reporter.ts'),
    'ragcheck/testing': join(src, 'testing/index.ts'),
  },
  appStub: join(src, '__fixtures__/docs-app.ts'),
  tsconfig: join(root, 'tsconfig.json'),
};
const pages = markdownFiles(root);
/**
 * Paths the pages name that are a user's files, not this repository's: what `ragcheck init` writes into a project, the
 * folders recording creates there, the example suites the pages write about, and files a command writes or a corpus
 * chunk comes from in the examples (`--out compare.md`, `drift.md`, `"source": "policy.md"`). Anything under one is allowed too.
 */
const USER_PATHS = [
  'evals/rag.eval.ts',
  'fixtures/ragcheck/',
  '.github/workflows/ragcheck.yml',
  'fixtures/judge-cache/',
  'fixtures/generate-cache/',
  'evals/my-app.eval.ts',
  'evals/big-1.eval.ts',
  'evals/cases.jsonl',
  'evals/corpus.jsonl',
  'fixtures/my-app/',
  'fixtures/app/',
  'fixtures/big/',
  'fixtures/shop/',
  'fixtures/support/',
  'compare.md',
  'drift.md',
  'policy.md',
];
const read = (file: string) => readFileSync(join(root, file), 'utf8');
const brokenPage = 'src/__fixtures__/docs/broken.md';
/** One compilation for the pages and the broken fixture (a program over src/ takes seconds): the issues of each. */
let compiled: DocIssue[] | undefined;
const compileIssues = (file: string) => {
  compiled ??= checkCodeBlocks(root, [...pages, brokenPage], compile);
  return compiled.filter((issue) => (file === 'pages' ? issue.file !== brokenPage : issue.file === file));
};

describe('the documentation', () => {
  test('README.md is one short page: at most 300 lines and 15,000 characters', () => {
    const readme = read('README.md');
    expect(readme.split('\n').length).toBeLessThanOrEqual(300);
    expect(readme.length).toBeLessThanOrEqual(15_000);
  });

  test("no page cites this project's own tracker (issue N): a reader cannot see it; history stays in git", () => {
    const cited = pages.flatMap((file) =>
      read(file)
        .split('\n')
        .flatMap((line, index) =>
          /\bissues? #?\d+|\bissue-\d+/i.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(cited).toEqual([]);
  });

  test('every relative link and #anchor in README.md and docs/ resolves', () => {
    expect(pages).toContain('docs/README.md');
    expect(checkLinks(root, pages)).toEqual([]);
  });

  test('every file of this repository the pages name exists (README.md, CONTRIBUTING.md, docs/)', () => {
    expect(pages).toContain('CONTRIBUTING.md');
    expect(checkRepoPaths(root, pages, { userPaths: USER_PATHS })).toEqual([]);
  });

  test('every code example that defines a suite or an adapter is marked for compiling', () => {
    const unmarked = pages.flatMap((file) =>
      codeBlocks(read(file))
        .filter((block) => /^(ts|typescript)\b/.test(block.info) && !isCheckedBlock(block))
        .filter((block) => /\b(defineRagSuite|defineAdapter|create\w*Adapter|withRecording)\(/.test(block.code))
        .map((block) => `${file}:${block.line}`),
    );
    expect(unmarked).toEqual([]);
    expect(codeBlocks(read('README.md')).filter(isCheckedBlock).length).toBeGreaterThan(0);
  });

  test('the marked code examples compile against the package', { timeout: 120_000 }, () => {
    expect(compileIssues('pages')).toEqual([]);
  });
});

describe('the docs checker', () => {
  const fixtures = join(src, '__fixtures__/docs');

  test("anchors follow GitHub's slug rules", () => {
    expect(githubSlug('The `ragcheck` CLI')).toBe('the-ragcheck-cli');
    expect(githubSlug('Trials: apps whose answers vary')).toBe('trials-apps-whose-answers-vary');
    expect(githubSlug('Record once, replay in CI')).toBe('record-once-replay-in-ci');
    expect(githubSlug('`ragcheckProject()` and the reporter')).toBe('ragcheckproject-and-the-reporter');
    expect(githubSlug('Fold 0, round 3 (the judge of this round)')).toBe('fold-0-round-3-the-judge-of-this-round');
    expect(githubSlug('max_tokens and [a link](x.md) in **bold**')).toBe('max_tokens-and-a-link-in-bold');
    expect(githubSlug('Größe — Überblick')).toBe('größe--überblick');
    const anchors = anchorsOf(readFileSync(join(fixtures, 'other.md'), 'utf8'));
    expect([...anchors]).toEqual([
      'other-page',
      'a-section-about-numbers-12',
      'duplicate',
      'duplicate-1',
      'custom-anchor',
    ]);
  });

  test('reports a broken link, a broken anchor, a missing repository path or page and an example that does not compile, each at its line', {
    timeout: 120_000,
  }, () => {
    const file = brokenPage;
    expect(checkLinks(root, [file])).toEqual([
      {
        file,
        line: 6,
        message: 'broken link missing-page.md: src/__fixtures__/docs/missing-page.md does not exist',
      },
      {
        file,
        line: 6,
        message:
          'broken anchor other.md#no-such-heading: src/__fixtures__/docs/other.md has no heading #no-such-heading',
      },
    ]);
    expect(checkRepoPaths(root, [file], { userPaths: USER_PATHS })).toEqual([
      { file, line: 8, message: 'scripts/no-such-script.mjs does not exist in the repository' },
      { file, line: 9, message: 'fixtures/no-such-set/cases.jsonl does not exist in the repository' },
      { file, line: 9, message: 'NO-SUCH-PAGE.md is not a page of the repository' },
      { file, line: 9, message: 'BENCHMARKS.md is not a page of the repository' },
    ]);
    const issues = compileIssues(file);
    expect(issues.map(({ file, line }) => ({ file, line }))).toEqual([{ file, line: 15 }]);
    expect(issues[0]?.message).toMatch(/^TS2322: .*Type 'number' is not assignable to type 'string'/);
  });
});
