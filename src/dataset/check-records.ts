/**
 * The shared validation pipeline: schema-check records, find duplicates, and throw one DatasetError with every
 * issue, so a bad dataset never yields a partial result.
 */
import type { z } from 'zod';
import { ConfigError, DatasetError, type DatasetIssue } from '../errors.js';
import { describeType, formatFromPath, parseRecords, type RecordNoun, type SourceRecord } from './records.js';
import type { SourceText } from './sources.js';
import { describeZodIssues, issueAt } from './zod-issues.js';

/** A record that passed its schema, with the parsed data. */
export interface CheckedRecord<T> {
  record: SourceRecord;
  data: T;
}

/**
 * Schema-checks each record; failures go to `issues`, passes are returned in order. With `seenIds`, the `id` of
 * every object record (valid or not) must also be unique across all the calls sharing that map.
 */
export function checkRecords<T>(
  records: readonly SourceRecord[],
  schema: z.ZodType<T>,
  noun: RecordNoun,
  issues: DatasetIssue[],
  seenIds?: Map<string, SourceRecord>,
): CheckedRecord<T>[] {
  const checked: CheckedRecord<T>[] = [];
  for (const record of records) {
    const { value } = record;
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      issues.push(
        issueAt(record, [], `expected a ${noun.singular} object (got ${describeType(value)}). Write ${noun.example}.`),
      );
      continue;
    }
    const id = (value as { id?: unknown }).id;
    if (seenIds && typeof id === 'string' && id.trim() !== '') checkUniqueId(seenIds, record, id.trim(), noun, issues);
    const result = schema.safeParse(value);
    if (result.success) checked.push({ record, data: result.data });
    else issues.push(...describeZodIssues(record, result.error.issues, schema));
  }
  return checked;
}

/** `file:line[:col]` of a record's field, for messages that point at another place. */
export function where(record: SourceRecord, path: readonly PropertyKey[]): string {
  const { line, column } = record.locate(path);
  return `${record.file}${line === undefined ? '' : `:${line}`}${column === undefined ? '' : `:${column}`}`;
}

/**
 * Reports a second use of an id. `seen` spans every file of one load, so duplicates across files are found too.
 */
function checkUniqueId(
  seen: Map<string, SourceRecord>,
  record: SourceRecord,
  id: string,
  noun: RecordNoun,
  issues: DatasetIssue[],
): void {
  const first = seen.get(id);
  if (!first) {
    seen.set(id, record);
    return;
  }
  issues.push(
    issueAt(
      record,
      ['id'],
      `is ${JSON.stringify(id)}, already used by the ${noun.singular} at ${where(first, ['id'])}. ` +
        `${noun.singular[0]!.toUpperCase()}${noun.singular.slice(1)} ids must be unique: rename one of them.`,
    ),
  );
}

/** Parses the text of files read from disk, choosing the format by extension. */
export function recordsOfSource(source: SourceText, noun: RecordNoun, issues: DatasetIssue[]): SourceRecord[] {
  const format = formatFromPath(source.file);
  if (!format) {
    issues.push({
      file: source.file,
      message:
        'has an unsupported extension: name it .jsonl (one record per line), .json (an array) or .yaml/.yml (a list).',
    });
    return [];
  }
  return parseRecords(source.text, source.file, format, noun, issues);
}

const byName = new Intl.Collator('en', { numeric: true });

/**
 * Throws one DatasetError carrying every issue, when there is any, in file then line order (files are read in
 * sorted order, and `<inline>[10]` sorts after `<inline>[9]`).
 */
export function throwIfIssues(issues: readonly DatasetIssue[]): void {
  if (issues.length === 0) return;
  const sorted = [...issues].sort(
    (a, b) => byName.compare(a.file, b.file) || (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0),
  );
  throw new DatasetError(sorted);
}

/** Caller misuse of `validateX(items)`: the items must be an array. */
export function assertArray(items: unknown, name: string): asserts items is unknown[] {
  if (!Array.isArray(items)) throw new ConfigError(`\`${name}\` must be an array (got ${describeType(items)}).`);
}
