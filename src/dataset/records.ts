/**
 * Turns the text of a dataset file (JSONL, JSON array, YAML list) into records that remember where they came
 * from, so every later check can report `file:line[:col]`. Syntax problems become issues, never exceptions.
 */
import { extname } from 'node:path';
import type { Node } from 'yaml';
import type { DatasetIssue } from '../errors.js';
import { createLineIndex, type JsonLocations, locateJson, pathKey } from './json-locate.js';
import { yaml } from './yaml.js';

/** The file formats a dataset can be written in. */
export type DatasetFormat = 'jsonl' | 'json' | 'yaml';

/** 1-based position in a file; empty for values given in code. */
export interface Position {
  line?: number;
  column?: number;
}

/** One record (a case, a chunk, a label row) and a way to find the position of any of its fields. */
export interface SourceRecord {
  /** File as shown to the user; `<inline>[3]` for the 4th item of an array given in code. */
  file: string;
  value: unknown;
  /**
   * Position of the value at `path` inside the record, or of its key when `key` is set, falling back to the
   * closest enclosing value that exists (a missing field points at its record).
   */
  locate(path: readonly PropertyKey[], key?: boolean): Position;
  /**
   * The scalar at `path` as written in the file (`1e-400`, `0x1`, `0.80`), when the file has one there; values
   * given in code have none. Lets checks see notation that parsing erased (`1e-400` reads as 0).
   */
  raw?(path: readonly PropertyKey[]): string | undefined;
}

/** How messages name the records of a dataset kind. */
export interface RecordNoun {
  singular: string;
  plural: string;
  /** A minimal valid record, shown when a record is not an object. */
  example: string;
}

/** The format of a file from its extension (`.jsonl`/`.ndjson`, `.json`, `.yaml`/`.yml`), or undefined. */
export function formatFromPath(file: string): DatasetFormat | undefined {
  const ext = extname(file).toLowerCase();
  if (ext === '.jsonl' || ext === '.ndjson') return 'jsonl';
  if (ext === '.json') return 'json';
  if (ext === '.yaml' || ext === '.yml') return 'yaml';
  return undefined;
}

/** Records of an array given in code: item `i` is reported as `file[i]`. */
export function inlineRecords(values: readonly unknown[], file: string): SourceRecord[] {
  return values.map((value, index) => ({ file: `${file}[${index}]`, value, locate: () => ({}) }));
}

/** Parses one file's text into records, pushing syntax problems (and an empty file) onto `issues`. */
export function parseRecords(
  text: string,
  file: string,
  format: DatasetFormat,
  noun: RecordNoun,
  issues: DatasetIssue[],
): SourceRecord[] {
  const before = issues.length;
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const records =
    format === 'jsonl'
      ? parseJsonl(source, file, noun, issues)
      : format === 'json'
        ? parseJsonArray(source, file, noun, issues)
        : parseYamlList(source, file, noun, issues);
  if (records.length === 0 && issues.length === before) {
    issues.push({ file, message: `empty file: no ${noun.plural} found. ${EMPTY_HINT[format](noun)}` });
  }
  return records;
}

const EMPTY_HINT: Record<DatasetFormat, (noun: RecordNoun) => string> = {
  jsonl: (noun) => `Write one ${noun.singular} per line, e.g. ${noun.example}.`,
  json: (noun) => `Write an array of ${noun.plural}, e.g. [ ${noun.example} ].`,
  yaml: (noun) => `Write a YAML list with one "- " item per ${noun.singular}.`,
};

const POSITION = / (?:in JSON )?at position (\d+)/;

/** The JSON parser's reason and the offset it points at (from its message, else from our scanner). */
function jsonSyntaxError(error: unknown, text: string): { reason: string; offset: number } {
  const message = error instanceof Error ? error.message : String(error);
  const match = POSITION.exec(message);
  if (match) return { reason: message.replace(POSITION, ''), offset: Number(match[1]) };
  return { reason: message, offset: locateJson(text).errorOffset ?? text.length };
}

function parseJsonl(text: string, file: string, noun: RecordNoun, issues: DatasetIssue[]): SourceRecord[] {
  const records: SourceRecord[] = [];
  const lines = text.split('\n');
  for (let index = 0; index < lines.length; index++) {
    const raw = lines[index]!;
    const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    if (line.trim() === '') continue;
    const position = { line: index + 1 };
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch (error) {
      const { reason, offset } = jsonSyntaxError(error, line);
      issues.push({
        file,
        line: index + 1,
        column: offset + 1,
        message:
          `invalid JSON: ${reason}. Each line of a .jsonl file must be one complete JSON ${noun.singular} ` +
          '(for a pretty-printed array, use a .json file).',
      });
      continue;
    }
    records.push({ file, value, locate: () => position, raw: (path) => jsonNumberAt(line, locateJson(line), path) });
  }
  return records;
}

function parseJsonArray(text: string, file: string, noun: RecordNoun, issues: DatasetIssue[]): SourceRecord[] {
  if (text.trim() === '') return [];
  const position = createLineIndex(text);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const { reason, offset } = jsonSyntaxError(error, text);
    issues.push({ file, ...position(offset), message: `invalid JSON: ${reason}.` });
    return [];
  }
  if (!Array.isArray(value)) {
    issues.push({
      file,
      ...position(text.search(/\S/)),
      message:
        `must be a JSON array of ${noun.plural} (got ${describeType(value)}). ` +
        `Write [ ${noun.example}, ... ], or use a .jsonl file with one ${noun.singular} per line.`,
    });
    return [];
  }
  let locations: JsonLocations | undefined;
  const offsetOf = (path: readonly PropertyKey[], key: boolean): number => {
    locations ??= locateJson(text);
    if (key) {
      const offset = locations.keys.get(pathKey(path));
      if (offset !== undefined) return offset;
    }
    for (let end = path.length; end > 0; end--) {
      const offset = locations.values.get(pathKey(path.slice(0, end)));
      if (offset !== undefined) return offset;
    }
    return 0;
  };
  return value.map((item, index) => ({
    file,
    value: item,
    locate: (path, key = false) => position(offsetOf([index, ...path], key)),
    raw: (path) => {
      locations ??= locateJson(text);
      return jsonNumberAt(text, locations, [index, ...path]);
    },
  }));
}

const JSON_NUMBER = /-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/y;

/** The number token of a JSON text at a path, as written (`1e-400`), or undefined when the value is not a number. */
function jsonNumberAt(text: string, locations: JsonLocations, path: readonly PropertyKey[]): string | undefined {
  const offset = locations.values.get(pathKey(path));
  if (offset === undefined) return undefined;
  JSON_NUMBER.lastIndex = offset;
  return JSON_NUMBER.exec(text)?.[0];
}

function parseYamlList(text: string, file: string, noun: RecordNoun, issues: DatasetIssue[]): SourceRecord[] {
  const { isMap, isScalar, isSeq, LineCounter, parseDocument } = yaml();
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false });
  const at = (offset: number): Position => {
    const { line, col } = lineCounter.linePos(offset);
    return { line, column: col };
  };
  if (doc.errors.length > 0) {
    for (const error of doc.errors) {
      issues.push({ file, ...at(error.pos[0]), message: `invalid YAML: ${error.message}` });
    }
    return [];
  }
  const contents = doc.contents;
  if (contents === null) return [];
  if (!isSeq(contents)) {
    issues.push({
      file,
      ...at(contents.range?.[0] ?? 0),
      message: `must be a YAML list of ${noun.plural} (got ${isMap(contents) ? 'a mapping' : 'a single value'}). Start each ${noun.singular} with "- ".`,
    });
    return [];
  }
  let values: unknown[];
  try {
    values = doc.toJS({ maxAliasCount: 1000 }) as unknown[];
  } catch (error) {
    issues.push({ file, message: `invalid YAML: ${error instanceof Error ? error.message : String(error)}` });
    return [];
  }
  const offsetOf = (path: PropertyKey[], key: boolean): number => {
    if (key && path.length > 0) {
      const parent = doc.getIn(path.slice(0, -1), true);
      const name = path[path.length - 1];
      const pair = isMap(parent) ? parent.items.find((p) => isScalar(p.key) && p.key.value === name) : undefined;
      const range = (pair?.key as Node | undefined)?.range;
      if (range) return range[0];
    }
    for (let end = path.length; end > 0; end--) {
      const node = doc.getIn(path.slice(0, end), true) as Node | undefined;
      if (node?.range) return node.range[0];
    }
    return contents.range?.[0] ?? 0;
  };
  return values.map((value, index) => ({
    file,
    value,
    locate: (path, key = false) => at(offsetOf([index, ...path], key)),
    raw: (path) => {
      const node = doc.getIn([index, ...path], true);
      return isScalar(node) && node.range ? text.slice(node.range[0], node.range[1]) : undefined;
    },
  }));
}

/** `a string`, `an array`, `null`... for "got ..." in messages. */
export function describeType(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'boolean') return `${value}`;
  return typeof value === 'string' ? 'a string' : `a ${typeof value}`;
}
