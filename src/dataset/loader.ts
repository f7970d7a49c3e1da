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

/**
 * A kind's entry points; `O` holds the options every one of them takes (options left out are `{}`, so every field
 * of `O` must be optional).
 */
export interface DatasetLoader<T, O> {
  /**
   * Loads and validates files (paths or globs; the format comes from the extension: .jsonl, .json, .yaml/.yml;
   * several files merge in sorted path order). Throws one DatasetError listing every problem in every file
   * (`file:line: "field" message`); never returns a partial list.
   */
  loadSync(paths: string | readonly string[], options?: O & { cwd?: string }): T[];
  /** Loads and validates files as {@link DatasetLoader.loadSync} does, reading them without blocking the event loop. */
  load(paths: string | readonly string[], options?: O & { cwd?: string }): Promise<T[]>;
  /** Parses and validates text already in memory. */
  parse(text: string, options: O & { file: string; format: DatasetFormat }): T[];
  /** Validates values given in code; item `i` is reported as `<inline>[i]` (or `<file>[i]`). An empty array is an error. */
  validate(items: readonly unknown[], options?: O & { file?: string }): T[];
}

export function createDatasetLoader<T, O>(noun: RecordNoun, finish: FinishRecords<T, O>): DatasetLoader<T, O> {
  return {
    loadSync(paths, options = {} as O & { cwd?: string }) {
      const issues: DatasetIssue[] = [];
      const sources = readSourcesSync(normalizePaths(paths), options.cwd ?? process.cwd(), issues);
      return finish(
        sources.map((source) => recordsOfSource(source, noun, issues)),
        options,
        issues,
      );
    },
    async load(paths, options = {} as O & { cwd?: string }) {
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
    validate(items, options = {} as O & { file?: string }) {
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
