/**
 * Corpus loading: JSONL (one chunk per line), a JSON array or a YAML list of
 * `{ id, text, title?, source?, metadata? }`. Chunk ids must be unique across all files.
 */
import type { DatasetIssue } from '../errors.js';
import { type Chunk, ChunkSchema } from '../types.js';
import { checkRecords, throwIfIssues } from './check-records.js';
import { createDatasetLoader } from './loader.js';
import type { DatasetFormat, SourceRecord } from './records.js';

export interface LoadCorpusOptions {
  /** Directory relative paths and globs are resolved from. @default process.cwd() */
  cwd?: string;
}
export interface ParseCorpusOptions {
  /** File name used in messages. */
  file: string;
  format: DatasetFormat;
}
export interface ValidateCorpusOptions {
  /** Name used in messages, as `<file>[index]`. @default '<inline>' */
  file?: string;
}

const CHUNK = { singular: 'chunk', plural: 'chunks', example: '{ "id": "doc_1", "text": "..." }' };

const corpus = createDatasetLoader<Chunk, object>(CHUNK, (groups, _options, issues: DatasetIssue[]) => {
  const seen = new Map<string, SourceRecord>();
  const checked = groups.flatMap((records) => checkRecords(records, ChunkSchema, CHUNK, issues, seen));
  throwIfIssues(issues);
  return checked.map(({ data }) => data);
});

/**
 * Loads and validates corpus files (paths or globs; the format comes from the extension; several files merge in
 * sorted path order). Throws one DatasetError listing every problem (`file:line: "field" message`).
 *
 * @example
 * const chunks = loadCorpusSync('fixtures/store-policy/corpus.jsonl');
 */
export function loadCorpusSync(paths: string | readonly string[], options: LoadCorpusOptions = {}): Chunk[] {
  return corpus.loadSync(paths, options);
}

/** Async {@link loadCorpusSync}. */
export function loadCorpus(paths: string | readonly string[], options: LoadCorpusOptions = {}): Promise<Chunk[]> {
  return corpus.load(paths, options);
}

/** Parses and validates corpus text already in memory. */
export function parseCorpus(text: string, options: ParseCorpusOptions): Chunk[] {
  return corpus.parse(text, options);
}

/** Validates chunks given in code; item `i` is reported as `<inline>[i]`. An empty array is an error. */
export function validateCorpus(chunks: readonly unknown[], options: ValidateCorpusOptions = {}): Chunk[] {
  return corpus.validate(chunks, options);
}
