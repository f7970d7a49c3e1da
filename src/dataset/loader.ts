/**
 * The four entry points every dataset kind offers (load sync/async, parse text, validate values from code), built
 * from one `finish` step that validates records and throws one DatasetError with every issue.
 */
import type { DatasetIssue } from '../errors.js';
import { assertArray, recordsOfSource } from './check-records.js';
import { type DatasetFormat, inlineRecords, parseRecords, type RecordNoun, type SourceRecord } from './records.js';
import { normalizePaths, readSources, readSourcesSync } from './sources.js';

/** Validates record groups (one group per file, in order) and throws when `issues` is not empty. */
export type FinishRecords<T, O> = (groups: readonly SourceRecord[][], options: O, issues: DatasetIssue[]) => T[];

export interface DatasetLoader<T, O> {
  loadSync(paths: string | readonly string[], options: O & { cwd?: string }): T[];
  load(paths: string | readonly string[], options: O & { cwd?: string }): Promise<T[]>;
  parse(text: string, options: O & { file: string; format: DatasetFormat }): T[];
  validate(items: readonly unknown[], options: O & { file?: string }): T[];
}

export function createDatasetLoader<T, O>(noun: RecordNoun, finish: FinishRecords<T, O>): DatasetLoader<T, O> {
  return {
    loadSync(paths, options) {
      const issues: DatasetIssue[] = [];
      const sources = readSourcesSync(normalizePaths(paths), options.cwd ?? process.cwd(), issues);
      return finish(
        sources.map((source) => recordsOfSource(source, noun, issues)),
        options,
        issues,
      );
    },
    async load(paths, options) {
      const issues: DatasetIssue[] = [];
      const sources = await readSources(normalizePaths(paths), options.cwd ?? process.cwd(), issues);
      return finish(
        sources.map((source) => recordsOfSource(source, noun, issues)),
        options,
        issues,
      );
    },
    parse(text, options) {
      const issues: DatasetIssue[] = [];
      return finish([parseRecords(text, options.file, options.format, noun, issues)], options, issues);
    },
    validate(items, options) {
      assertArray(items, noun.plural);
      const file = options.file ?? '<inline>';
      const issues: DatasetIssue[] = [];
      if (items.length === 0) {
        issues.push({ file, message: `no ${noun.plural}: the array is empty. Give at least one ${noun.example}.` });
      }
      return finish([inlineRecords(items, file)], options, issues);
    },
  };
}
