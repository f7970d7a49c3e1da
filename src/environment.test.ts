/**
 * docs/environment.md is the one table of the environment variables ragcheck reads: every variable the code reads
 * (found in its syntax trees by src/__fixtures__/env-reads.ts) has a row, and every row names a variable the code
 * reads, so a new variable cannot ship undocumented and a removed one cannot stay listed.
 */
import { globSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { envReads } from './__fixtures__/env-reads.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
/**
 * The package's code, this repository's suites and the scripts a user or contributor runs (tests and their fixtures
 * set variables rather than read them).
 */
const CODE = ['src/**/*.ts', 'evals/**/*.ts', 'scripts/**/*.{mjs,js,cjs}', 'bench/**/*.{mjs,js,cjs}'];
/** The workflows: the one init writes and this repository's, whose repository variables (`vars.NAME`) they read. */
const WORKFLOWS = ['templates/**/*.yml', '.github/workflows/*.yml'];
const NOT_CODE = /\.test(-d)?\.ts$|__fixtures__\//;
/** The operating system's own: passed on to child processes, not a setting of ragcheck. */
const SYSTEM = new Set(['PATH']);

function codeFiles(): string[] {
  return CODE.flatMap((pattern) => globSync(pattern, { cwd: root })).filter((file) => !NOT_CODE.test(file));
}

/** The variables in the first column of the tables of a page: each backticked NAME in a row's first cell. */
function tableVariables(markdown: string): string[] {
  return markdown
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => [...(line.split('|')[1] ?? '').matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1] as string));
}

describe('docs/environment.md', () => {
  const page = readFileSync(join(root, 'docs/environment.md'), 'utf8');
  const listed = tableVariables(page);
  const reads = [
    ...envReads(codeFiles().map((file) => join(root, file))),
    ...WORKFLOWS.flatMap((pattern) => globSync(pattern, { cwd: root })).flatMap((file) =>
      readFileSync(join(root, file), 'utf8')
        .split('\n')
        .flatMap((text, index) =>
          [...text.matchAll(/\bvars\.([A-Z][A-Z0-9_]*)/g)].map((m) => ({
            name: m[1] as string,
            file: join(root, file),
            line: index + 1,
          })),
        ),
    ),
  ].filter((read) => !SYSTEM.has(read.name));
  const read = new Set(reads.map((r) => r.name));

  test('lists every environment variable the code reads', () => {
    expect(read.size).toBeGreaterThan(20);
    const missing = reads
      .filter((r) => !listed.includes(r.name))
      .map((r) => `${r.name} (read at ${r.file.slice(root.length + 1)}:${r.line})`);
    expect([...new Set(missing)]).toEqual([]);
  });

  test('lists every variable .env.example sets', () => {
    const example = readFileSync(join(root, '.env.example'), 'utf8');
    const set = [...example.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1] as string);
    expect(set.length).toBeGreaterThan(5);
    expect(set.filter((name) => !listed.includes(name))).toEqual([]);
  });

  test('lists only variables the code reads, each once', () => {
    expect(listed.filter((name) => !read.has(name))).toEqual([]);
    expect(listed.filter((name, i) => listed.indexOf(name) !== i)).toEqual([]);
  });
});

describe('the environment reads finder', () => {
  test('finds property, element, constant and helper reads, and not comments, messages or other objects', () => {
    const dir = join(root, 'src/__fixtures__/env');
    const found = envReads([join(dir, 'reads.ts')]).map((r) => `${r.name}:${r.line}`);
    expect(found).toEqual(['A_PROPERTY:4', 'B_ELEMENT:6', 'C_CONSTANT:7', 'D_HELPER:8', 'E_NESTED:9']);
  });
});
