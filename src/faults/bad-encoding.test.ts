/**
 * Fault class: a dataset file that is not valid UTF-8 (saved as Latin-1 or UTF-16, cut inside a character).
 * Guarantee: it is never read with replacement characters (which would change the question and its cache key); the
 * load fails with exit 2 naming the file, the line and the byte offset of the first bad byte.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { createTempDirs } from '../__fixtures__/temp-dirs.js';
import { runCli } from '../cli/run-cli.js';
import { loadCasesSync, loadCorpus } from '../dataset/index.js';
import { isDatasetError } from '../errors.js';
import { createVitestProject, removeVitestProjects, runVitest } from '../vitest/__fixtures__/vitest-project.js';

const utf8 = (text: string) => Buffer.from(text, 'utf8');
const LINE_1 = '{"id": "a", "question": "Où est ma commande ?", "golden": []}\n';
const LINE_2_HEAD = '{"id": "b", "question": "Caf';
const LINE_2_TAIL = ' ?", "golden": []}\n';

const tempDir = createTempDirs('ragcheck-encoding-');

function tmp(files: Record<string, Buffer>): string {
  const dir = tempDir();
  for (const [name, bytes] of Object.entries(files)) writeFileSync(join(dir, name), bytes);
  return dir;
}

/** Line 2 of a JSONL file with `bad` where "é" should be; the offset of `bad` in the file. */
function jsonlWith(bad: Buffer): { bytes: Buffer; offset: number } {
  const head = Buffer.concat([utf8(LINE_1), utf8(LINE_2_HEAD)]);
  return { bytes: Buffer.concat([head, bad, utf8(LINE_2_TAIL)]), offset: head.length };
}

describe('invalid UTF-8 in a dataset', () => {
  test.for([
    ['a Latin-1 é', [0xe9]],
    ['a lone continuation byte', [0x80]],
    ['an overlong encoding', [0xc0, 0xaf]],
    ['an encoded surrogate', [0xed, 0xa0, 0x80]],
    ['a code point above U+10FFFF', [0xf4, 0x90, 0x80, 0x80]],
    ['a character cut short', [0xe2, 0x82]],
    ['a byte never used in UTF-8', [0xff]],
  ] as [string, number[]][])('%s: `ragcheck validate` exits 2 naming file, line and byte offset', async ([, bad]) => {
    const { bytes, offset } = jsonlWith(Buffer.from(bad));
    const dir = tmp({ 'cases.jsonl': bytes });
    const run = await runCli(['validate', '--cases', 'cases.jsonl'], { cwd: dir, env: {} });
    expect(run.code).toBe(2);
    const hex = `0x${bad[0]!.toString(16).toUpperCase().padStart(2, '0')}`;
    expect(run.stderr).toContain(`cases.jsonl:2: invalid UTF-8 at byte offset ${offset} (${hex}`);
    expect(run.stderr).toContain('Save the file as UTF-8');
    expect(run.stdout).toBe('');
  });

  test('a character cut at the very end of the file is found too', async () => {
    const bytes = Buffer.concat([utf8(LINE_1), utf8('{"id": "b", "question": "Q"}'), Buffer.from([0xf0, 0x9f, 0x98])]);
    const dir = tmp({ 'cases.jsonl': bytes });
    const run = await runCli(['validate', '--cases', 'cases.jsonl'], { cwd: dir, env: {} });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`cases.jsonl:2: invalid UTF-8 at byte offset ${bytes.length - 3} (0xF0 0x9F 0x98)`);
  });

  test('a UTF-16 file is named as such; corpus and YAML files are checked the same way, sync and async', async () => {
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(LINE_1, 'utf16le')]);
    const corpus = Buffer.concat([
      utf8('{"id": "d1", "text": "ok"}\n{"id": "d2", "text": "na'),
      Buffer.from([0xef]),
      utf8('ve"}\n'),
    ]);
    const yaml = Buffer.concat([utf8('- id: a\n  question: "Stra'), Buffer.from([0xdf]), utf8('e?"\n  golden: []\n')]);
    const dir = tmp({ 'utf16.jsonl': utf16, 'corpus.jsonl': corpus, 'cases.yaml': yaml });
    const run = await runCli(['validate', '--cases', 'utf16.jsonl'], { cwd: dir, env: {} });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('utf16.jsonl:1: invalid UTF-8 at byte offset 0 (0xFF');
    expect(run.stderr).toContain('it looks like UTF-16');
    const error = await loadCorpus('corpus.jsonl', { cwd: dir }).catch((e: unknown) => e);
    expect(isDatasetError(error) && error.issues[0]).toMatchObject({ file: 'corpus.jsonl', line: 2 });
    expect(() => loadCasesSync('cases.yaml', { cwd: dir })).toThrow(
      /^cases\.yaml:2: invalid UTF-8 at byte offset 25 \(0xDF /,
    );
  });

  test('`ragcheck eval` (cases, corpus) and `ragcheck agreement` (labels) refuse it with exit 2 before running', async () => {
    const { bytes, offset } = jsonlWith(Buffer.from([0xe9]));
    const label = Buffer.concat([
      utf8('{"id": "l1", "context": "C.", "answer": "A.", "human": 1}\n{"id": "l2", "context": "Caf'),
      Buffer.from([0xe9]),
      utf8('.", "answer": "A.", "human": 0}\n'),
    ]);
    const corpus = Buffer.concat([utf8('{"id": "d1", "text": "Caf'), Buffer.from([0xe9]), utf8('"}\n')]);
    const good = utf8(LINE_1);
    const dir = tmp({ 'cases.jsonl': bytes, 'good.jsonl': good, 'corpus.jsonl': corpus, 'labels.jsonl': label });
    const runs: Array<[argv: string[], where: string]> = [
      [['eval', '--cases', 'cases.jsonl'], `cases.jsonl:2: invalid UTF-8 at byte offset ${offset} (0xE9`],
      [
        ['eval', '--cases', 'good.jsonl', '--corpus', 'corpus.jsonl'],
        `corpus.jsonl:1: invalid UTF-8 at byte offset ${corpus.indexOf(0xe9)} (0xE9`,
      ],
      [
        ['agreement', '--labels', 'labels.jsonl'],
        `labels.jsonl:2: invalid UTF-8 at byte offset ${label.indexOf(0xe9)} (0xE9`,
      ],
    ];
    for (const [argv, where] of runs) {
      const run = await runCli(argv, { cwd: dir, env: {} });
      expect(run.code, argv.join(' ')).toBe(2);
      expect(run.stderr, argv.join(' ')).toContain(where);
      expect(run.stdout, argv.join(' ')).toBe('');
    }
  });

  test('valid UTF-8, with or without a byte order mark, loads unchanged', async () => {
    const dir = tmp({
      'plain.jsonl': utf8(LINE_1),
      'bom.jsonl': Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), utf8(`${LINE_1.replace('"a"', '"b"')}`)]),
    });
    const cases = loadCasesSync(['plain.jsonl', 'bom.jsonl'], { cwd: dir });
    expect(cases.map((c) => [c.id, c.question])).toEqual([
      ['b', 'Où est ma commande ?'],
      ['a', 'Où est ma commande ?'],
    ]);
  });
});

describe('in a Vitest run', { timeout: 120_000 }, () => {
  afterAll(removeVitestProjects);

  test('a suite whose case file is not UTF-8, or writes a threshold as 1e-400, fails its file naming file:line', async () => {
    const dir = createVitestProject({
      'latin1.eval.ts': `import { defineRagSuite } from HARNESS;\ndefineRagSuite({ name: 'latin1', cases: 'latin1.jsonl' });\n`,
      'exponent.eval.ts': `import { defineRagSuite } from HARNESS;\ndefineRagSuite({ name: 'exponent', cases: 'exponent.jsonl' });\n`,
      'exponent.jsonl': `${LINE_1}{"id": "b", "question": "Q?", "golden": [], "thresholds": {"faithfulness": 1e-400}}\n`,
    });
    writeFileSync(join(dir, 'latin1.jsonl'), jsonlWith(Buffer.from([0xe9])).bytes);
    const run = await runVitest(dir, ['run']);
    expect(run.output).toContain('latin1.jsonl:2: invalid UTF-8 at byte offset');
    expect(run.output).toContain('exponent.jsonl:2: "thresholds.faithfulness" is 1e-400, which uses exponent notation');
    expect(run.output).toMatch(/Test Files {2}2 failed \(2\)/);
    expect(run.code).toBe(1);
  });
});
