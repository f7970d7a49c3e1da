/**
 * Test helpers for the dataset tests: a temp dir to write dataset files into, and the formatted issues of the
 * DatasetError a load throws.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { formatDatasetIssue, isDatasetError } from '../../errors.js';

export interface TempDir {
  path: string;
  /** Writes `text` to `name` (relative to the dir, parents created) and returns `name`. */
  write(name: string, text: string): string;
  remove(): void;
}

export function createTempDir(prefix: string): TempDir {
  const path = mkdtempSync(join(tmpdir(), prefix));
  return {
    path,
    write(name, text) {
      mkdirSync(dirname(join(path, name)), { recursive: true });
      writeFileSync(join(path, name), text);
      return name;
    },
    remove: () => rmSync(path, { recursive: true, force: true }),
  };
}

/** The `file:line: "field" message` lines of the DatasetError that `run` throws; fails if it throws nothing. */
export function problems(run: () => unknown): string[] {
  try {
    run();
  } catch (error) {
    if (isDatasetError(error)) return error.issues.map(formatDatasetIssue);
    throw error;
  }
  throw new Error('expected a DatasetError, but loading succeeded');
}

/** One JSON object per line. */
export const jsonl = (...rows: object[]): string => rows.map((row) => JSON.stringify(row)).join('\n');
