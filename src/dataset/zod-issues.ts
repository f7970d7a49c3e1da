/**
 * Turns zod issues into dataset issues whose messages say what is wrong with the value that was given and how to
 * fix it (zod's defaults say "Invalid input: expected string, received number").
 */
import type { z } from 'zod';
import type { DatasetIssue } from '../errors.js';
import { describeType, type SourceRecord } from './records.js';
import { closestMatch } from './suggest.js';

type Path = readonly PropertyKey[];

/** `golden[0].source`, `thresholds.faithfulness`. */
export function formatPath(path: Path): string {
  let out = '';
  for (const segment of path) {
    if (typeof segment === 'number') out += `[${segment}]`;
    else if (/^[A-Za-z_$][\w$]*$/.test(String(segment))) out += out === '' ? String(segment) : `.${String(segment)}`;
    else out += `[${JSON.stringify(String(segment))}]`;
  }
  return out;
}

/** A dataset issue at `path` of `record`, positioned at the value (or at its key). */
export function issueAt(record: SourceRecord, path: Path, message: string, key = false): DatasetIssue {
  const issue: DatasetIssue = { file: record.file, ...record.locate(path, key), message };
  const field = formatPath(path);
  if (field !== '') issue.path = field;
  return issue;
}

/** Converts the zod issues of one record. `schema` is the record's schema, used to list known keys. */
export function describeZodIssues(
  record: SourceRecord,
  zodIssues: readonly z.core.$ZodIssue[],
  schema: z.ZodType,
): DatasetIssue[] {
  const out: DatasetIssue[] = [];
  const visit = (issue: z.core.$ZodIssue, base: Path): void => {
    const path = [...base, ...issue.path];
    const value = valueAt(record.value, path);
    const custom = isDefault(issue.message) ? undefined : issue.message;
    let expected: string;
    let got = literal(value);
    let hint: string | undefined;
    switch (issue.code) {
      case 'unrecognized_keys':
        for (const key of issue.keys) {
          out.push(issueAt(record, [...path, key], unknownKeyMessage(key, knownKeys(schema, path), path), true));
        }
        return;
      case 'invalid_union': {
        const matching = issue.errors.find((branch) => !branch.some(isRootTypeMismatch));
        if (matching) {
          for (const inner of matching) visit(inner, path);
          return;
        }
        expected = custom ?? `must be ${describeAlternatives(issue.errors, path)}`;
        got = describeType(value);
        break;
      }
      case 'invalid_type':
        expected = custom ?? `must be ${EXPECTED[issue.expected] ?? issue.expected}`;
        got = describeType(value);
        hint = typeHint(issue.expected, value);
        break;
      case 'too_small':
      case 'too_big':
      case 'invalid_value':
        expected = custom ?? bound(issue);
        break;
      default:
        out.push(issueAt(record, path, issue.message));
        return;
    }
    out.push(
      issueAt(record, path, value === undefined ? `is required and ${expected}.` : withGot(expected, got, hint)),
    );
  };
  for (const issue of zodIssues) visit(issue, []);
  return out;
}

const EXPECTED: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  int: 'an integer',
  boolean: 'true or false',
  array: 'an array',
  object: 'an object',
  record: 'an object',
  map: 'a Map',
};

/** Zod's own messages; ours (in the schemas) start with "must". */
function isDefault(message: string): boolean {
  return /^(Invalid|Too small|Too big|Unrecognized|Expected)/.test(message);
}

function isRootTypeMismatch(issue: z.core.$ZodIssue): boolean {
  return issue.code === 'invalid_type' && issue.path.length === 0;
}

function describeAlternatives(branches: readonly (readonly z.core.$ZodIssue[])[], path: Path): string {
  const field = [...path].reverse().find((segment) => typeof segment === 'string');
  if (field === 'golden') return 'a chunk id or { "source": "...", "contains": "..." }';
  if (field === 'contexts') return 'a chunk id or an inline chunk { "id": "...", "text": "..." }';
  const names = branches.map((branch) => {
    const root = branch.find(isRootTypeMismatch);
    return root?.code === 'invalid_type' ? (EXPECTED[root.expected] ?? root.expected) : 'another shape';
  });
  return [...new Set(names)].join(' or ');
}

function bound(issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_value') return `must be one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
  if (issue.code === 'too_small') {
    if (issue.origin === 'string') return 'must not be empty';
    if (issue.origin === 'array') return `must have at least ${issue.minimum} item(s)`;
    return `must be ${issue.inclusive ? 'at least' : 'greater than'} ${issue.minimum}`;
  }
  if (issue.code === 'too_big') {
    if (issue.origin === 'string') return `must be at most ${issue.maximum} characters`;
    if (issue.origin === 'array') return `must have at most ${issue.maximum} item(s)`;
    return `must be ${issue.inclusive ? 'at most' : 'less than'} ${issue.maximum}`;
  }
  return issue.message;
}

/** How to turn the value given into the type expected, when there is an obvious fix. */
function typeHint(expected: string, value: unknown): string | undefined {
  if (expected === 'array' && value !== null) return 'Wrap it in [ ].';
  if (expected === 'number' && typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) {
    return 'Remove the quotes.';
  }
  if (expected === 'string' && (typeof value === 'number' || typeof value === 'boolean')) return 'Put it in quotes.';
  return undefined;
}

/**
 * `must be X (got Y).` followed by the fix: the hint when there is one, else the schema message's trailing note
 * (`must be between 0 and 1 (a threshold is a score)` -> `must be between 0 and 1 (got 80). A threshold is a score.`).
 */
function withGot(message: string, got: string, hint?: string): string {
  const note = /^(.*) \(([^()]*)\)$/.exec(message);
  const head = note ? note[1]! : message;
  const tail = hint ?? (note ? `${note[2]![0]!.toUpperCase()}${note[2]!.slice(1)}.` : undefined);
  return `${head} (got ${got}).${tail ? ` ${tail}` : ''}`;
}

function literal(value: unknown): string {
  if (value === undefined) return 'nothing';
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

function unknownKeyMessage(key: string, known: readonly string[], parent: Path): string {
  const suggestion = closestMatch(key, known);
  if (suggestion) return `is not a known field: did you mean "${suggestion}"?`;
  const where = parent.length > 0 ? ` of "${formatPath(parent)}"` : '';
  const list = known.length > 0 ? ` Known fields: ${known.join(', ')}.` : '';
  return `is not a known field${where}.${list} Remove it or fix its spelling.`;
}

function valueAt(root: unknown, path: Path): unknown {
  let value = root;
  for (const segment of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[segment];
  }
  return value;
}

interface LooseDef {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  element?: z.ZodType;
  options?: readonly z.ZodType[];
  in?: z.ZodType;
}

const defOf = (schema: z.ZodType): LooseDef => schema._zod.def as unknown as LooseDef;

/** Keys of the object schema at `path`, looking through optional wrappers, arrays and unions. */
function knownKeys(schema: z.ZodType, path: Path): string[] {
  let current: z.ZodType | undefined = schema;
  const remaining = [...path];
  while (current) {
    const def = defOf(current);
    if (def.innerType) current = def.innerType;
    else if (def.type === 'pipe') current = def.in;
    else if (def.type === 'union') current = def.options?.find((option) => defOf(option).type === 'object');
    else if (remaining.length === 0) return def.type === 'object' ? Object.keys(def.shape ?? {}) : [];
    else if (def.type === 'object') current = def.shape?.[String(remaining.shift())];
    else if (def.type === 'array') {
      remaining.shift();
      current = def.element;
    } else return [];
  }
  return [];
}
