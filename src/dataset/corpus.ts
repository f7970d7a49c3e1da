/**
 * Corpus loading: JSONL (one chunk per line), a JSON array or a YAML list of
 * `{ id, text, title?, source?, metadata? }`. Chunk ids must be unique across all files.
 */
import type { DatasetIssue } from '../errors.js';
import { type Chunk, ChunkSchema } from '../types.js';
import { checkRecords, throwIfIssues } from './check-records.js';
import { createDatasetLoader } from './loader.js';
import type { DatasetFormat, SourceRecord } from './records.js';

/** Options of `loadCorpus` and `loadCorpusSync`: where relative paths and globs start. */
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
 * Corpus files and chunks given in code, through the four entry points of every dataset kind (see
 * {@link DatasetLoader}): `loadCorpusSync` / `loadCorpus` (paths or globs), `parseCorpus` (text already in memory)
 * and `validateCorpus` (chunks written in code). Each throws one DatasetError listing every problem.
 *
 * @example
 * const chunks = loadCorpusSync('fixtures/store-policy/corpus.jsonl');
 */
export const { loadSync: loadCorpusSync, parse: parseCorpus, validate: validateCorpus } = corpus;
/** Loads and validates corpus files (paths or globs) as `loadCorpusSync` does, without blocking the event loop. */
export const loadCorpus = corpus.load;
