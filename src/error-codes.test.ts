/**
 * Every error class in src/ is in the RagcheckError hierarchy with a stable code, and docs/errors.md lists the same
 * classes and codes as `ERROR_CODES` (src/errors.ts), both ways. Private classes cannot be imported, so the class
 * declarations are read from the source: a new `class X extends Error` anywhere fails here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test } from 'vitest';
import {
  AdapterError,
  ConfigError,
  DatasetError,
  ERROR_CODES,
  FileWriteError,
  isJudgeError,
  isRagcheckError,
  JudgeError,
  RagcheckError,
} from './errors.js';

const src = import.meta.dirname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__fixtures__' ? [] : sourceFiles(path);
    return /\.ts$/.test(entry.name) && !/\.test(-d)?\.ts$/.test(entry.name) ? [path] : [];
  });
}

/** `class X extends Y` declarations of src/ (tests and fixtures left out), with the `name` each sets. */
function declaredClasses(): { file: string; name: string; base: string; nameField: string | undefined }[] {
  return sourceFiles(src).flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    return [...text.matchAll(/^(?:export )?class (\w+) extends (\w+) \{\n((?:(?!^\}).*\n)*?)^\}/gm)].map((m) => ({
      file: relative(src, file),
      name: m[1]!,
      base: m[2]!,
      nameField: /override name(?:: string)? = '(\w+)'/.exec(m[3]!)?.[1],
    }));
  });
}

/** The rows of the table under "## Codes" in docs/errors.md: class and code. */
function documentedCodes(): Map<string, string> {
  const page = readFileSync(join(src, '../docs/errors.md'), 'utf8');
  const section = page.slice(page.indexOf('## Codes'));
  const rows = [...section.matchAll(/^\| `(\w+)` \| `(\w+)` \|/gm)];
  return new Map(rows.map((m) => [m[1]!, m[2]!]));
}

test('docs/errors.md lists exactly the classes and codes of ERROR_CODES', () => {
  expect(Object.fromEntries(documentedCodes())).toEqual(ERROR_CODES);
});

test('codes are unique and named RAGCHECK_*', () => {
  const codes = Object.values(ERROR_CODES);
  expect(new Set(codes).size).toBe(codes.length);
  for (const code of codes) expect(code).toMatch(/^RAGCHECK_[A-Z0-9_]+$/);
});

test('every error class in src/ extends RagcheckError, sets its name and has a code', () => {
  const classes = declaredClasses();
  const errorClasses = new Set(['RagcheckError']);
  // Follow the bases until no class is added: a subclass of a subclass counts.
  for (let grew = true; grew; ) {
    grew = false;
    for (const c of classes) {
      if (!errorClasses.has(c.name) && (errorClasses.has(c.base) || /Error$/.test(c.base))) {
        errorClasses.add(c.name);
        grew = true;
      }
    }
  }
  const outside = classes.filter((c) => c.base === 'Error' && c.name !== 'RagcheckError');
  expect(outside.map((c) => `${c.file}: ${c.name} extends Error`)).toEqual([]);
  const found = classes.filter((c) => errorClasses.has(c.name));
  // The scan must see the private classes, or it checks nothing.
  expect(found.map((c) => c.name)).toEqual(expect.arrayContaining(['ScanError', 'TransientStatus', 'UsageError']));
  for (const c of found) {
    expect(Object.keys(ERROR_CODES), `${c.file}: ${c.name} has no code in ERROR_CODES`).toContain(c.name);
    // The code is looked up by `name`: a class whose name is inherited would get its base class's code.
    expect(c.nameField, `${c.file}: ${c.name} sets no \`override name = '${c.name}'\``).toBe(c.name);
  }
  expect(found.map((c) => c.name).sort()).toEqual(Object.keys(ERROR_CODES).sort());
});

test('each exported class carries its code, and a subclass of its own takes the nearest ragcheck code', () => {
  expect(new RagcheckError('x').code).toBe('RAGCHECK_ERROR');
  expect(new DatasetError([{ file: 'cases.jsonl', message: 'bad' }]).code).toBe('RAGCHECK_DATASET');
  expect(new AdapterError('x').code).toBe('RAGCHECK_ADAPTER');
  expect(new JudgeError('x').code).toBe('RAGCHECK_JUDGE');
  expect(new ConfigError('x').code).toBe('RAGCHECK_CONFIG');
  const write = new FileWriteError('cannot write a', { file: 'a', reason: 'full', code: 'ENOSPC' });
  expect([write.code, write.systemCode]).toEqual(['RAGCHECK_FILE_WRITE', 'ENOSPC']);

  class AppJudgeError extends JudgeError {}
  const own = new AppJudgeError('x');
  // A name of its own (JudgeError's `name` is typed as the literal 'JudgeError', so not through a field).
  Object.defineProperty(own, 'name', { value: 'AppJudgeError' });
  expect([own.code, isJudgeError(own), isRagcheckError(own)]).toEqual(['RAGCHECK_JUDGE', true, true]);
});

test("the code is not an own property, so a serialized error's fields are what they were", () => {
  const error = new JudgeError('judge down', { caseId: 'c1' });
  expect(Object.keys(error)).toEqual(['name', 'caseId', 'raw', 'replayMiss', 'weakEvidence']);
  expect(JSON.parse(JSON.stringify(error))).not.toHaveProperty('code');
});
