/**
 * Eval case loading: JSONL (one case per line), a JSON array, or a YAML list. Validation is strict and reports
 * every problem with `file:line[:col]`, the field path and how to fix it.
 */
import type { DatasetIssue } from '../errors.js';
import { type EvalCase, EvalCaseSchema, safeParseUnitDecimal } from '../types.js';
import { setCaseSource } from './case-source.js';
import { checkRecords, recordsOfSource, throwIfIssues } from './check-records.js';
import { type CorpusInput, checkCorpusRefs, indexCorpus } from './corpus-refs.js';
import { checkGoldenEntries } from './golden-checks.js';
import { createDatasetLoader } from './loader.js';
import type { DatasetFormat, SourceRecord } from './records.js';
import { normalizePaths, readSourcesSync } from './sources.js';
import { issueAt } from './zod-issues.js';

interface CorpusOption {
  /**
   * The corpus to check `golden` ids, `{ source, contains }` refs and context ids against. Without it, golden
   * refs are not checked and a context given as a chunk id is an error (inline it as `{ id, text }`).
   */
  corpus?: CorpusInput;
}
/**
 * Options of `loadCases` and `loadCasesSync`: the corpus golden ids are checked against and where relative paths
 * start.
 */
export interface LoadCasesOptions extends CorpusOption {
  /** Directory relative paths and globs are resolved from. @default process.cwd() */
  cwd?: string;
}
export interface ParseCasesOptions extends CorpusOption {
  /** File name used in messages. */
  file: string;
  format: DatasetFormat;
}
export interface ValidateCasesOptions extends CorpusOption {
  /** Name used in messages, as `<file>[index]`. @default '<inline>' */
  file?: string;
}

const CASE = {
  singular: 'case',
  plural: 'cases',
  example: '{ "id": "refund-window", "question": "...", "golden": ["doc_1"] }',
};

/**
 * Thresholds and `minPassRate` as written in the file must be plain decimals, and `trials` digits: JSON and YAML
 * parse `1e-400` as 0 and YAML parses `0x1` as 1, which the schema cannot see.
 */
function checkThresholdNotation(record: SourceRecord, data: EvalCase, issues: DatasetIssue[]): void {
  for (const key of Object.keys(data.thresholds ?? {})) {
    const written = record.raw?.(['thresholds', key]);
    if (written === undefined) continue;
    const parsed = safeParseUnitDecimal(written);
    if (!parsed.ok) issues.push(issueAt(record, ['thresholds', key], `is ${written}, which ${parsed.problem}`));
  }
  const rate = data.minPassRate === undefined ? undefined : record.raw?.(['minPassRate']);
  if (rate !== undefined) {
    const parsed = safeParseUnitDecimal(rate);
    if (!parsed.ok) issues.push(issueAt(record, ['minPassRate'], `is ${rate}, which ${parsed.problem}`));
  }
  // `trials: 1e1` (JSON, YAML) and `trials: 0x5` (YAML) read as whole numbers: only digits say what they mean.
  const trials = data.trials === undefined ? undefined : record.raw?.(['trials']);
  if (trials !== undefined && !/^\d+$/.test(trials)) {
    issues.push(issueAt(record, ['trials'], `is ${trials}: write the number of trials in digits, e.g. 5`));
  }
}

const cases = createDatasetLoader<EvalCase, CorpusOption>(CASE, (groups, options, issues: DatasetIssue[]) => {
  const index = options.corpus === undefined ? undefined : indexCorpus(options.corpus);
  const seen = new Map<string, SourceRecord>();
  const out: EvalCase[] = [];
  for (const records of groups) {
    for (const { record, data } of checkRecords(records, EvalCaseSchema, CASE, issues, seen)) {
      checkThresholdNotation(record, data, issues);
      checkCorpusRefs(record, data, index, issues);
      checkGoldenEntries(record, data, index, issues);
      const { line } = record.locate([]);
      if (!record.file.startsWith('<') && line !== undefined) setCaseSource(data, { file: record.file, line });
      out.push(data);
    }
  }
  throwIfIssues(issues);
  return out;
});

/**
 * Eval case files and cases given in code, through the four entry points of every dataset kind (see
 * {@link DatasetLoader}): `loadCasesSync` (synchronous so a Vitest suite can build its tests at collection time) /
 * `loadCases` (paths or globs), `parseCases` (text already in memory) and `validateCases` (cases written in code;
 * an empty array is an error: a suite with no cases would pass silently). Each throws one DatasetError listing every
 * problem in every file and never returns a partial list.
 *
 * @example
 * const corpus = loadCorpusSync('fixtures/store-policy/corpus.jsonl');
 * const cases = loadCasesSync('fixtures/store-policy/cases*.jsonl', { corpus });
 */
export const { loadSync: loadCasesSync, parse: parseCases, validate: validateCases } = cases;
/** Loads and validates eval case files (paths or globs) as `loadCasesSync` does, without blocking the event loop. */
export const loadCases = cases.load;

/**
 * The `id` of every case in these files (paths or globs), without validating the cases: what a baseline needs to
 * tell a removed case from one a run left out, read with no corpus. A file that cannot be read or parsed throws
 * one DatasetError, as loading does.
 */
export function readCaseIdsSync(paths: string | readonly string[], cwd: string = process.cwd()): string[] {
  const issues: DatasetIssue[] = [];
  const ids: string[] = [];
  for (const source of readSourcesSync(normalizePaths(paths), cwd, issues)) {
    for (const record of recordsOfSource(source, CASE, issues)) {
      const id = (record.value as { id?: unknown } | null)?.id;
      if (typeof id === 'string') ids.push(id);
    }
  }
  throwIfIssues(issues);
  return ids;
}
