import { RagcheckError } from '../errors.js';

/**
 * Where each value and key of a JSON text starts, by path, so a validation issue on `golden[1]` can point at its
 * line. JSON.parse gives values, not positions; this scanner only runs when there is an issue to report.
 */
export interface JsonLocations {
  /** Offset of the value at a path (see {@link pathKey}). */
  values: Map<string, number>;
  /** Offset of the key (its opening quote) of an object member at a path. */
  keys: Map<string, number>;
  /** Offset of the first syntax error, when the text is not valid JSON. */
  errorOffset?: number;
}

/** Map key of a path: segments joined by NUL, which cannot appear unescaped in JSON keys we look up. */
export function pathKey(path: readonly PropertyKey[]): string {
  return path.map(String).join('\u0000');
}

/** The text is not valid JSON at `offset`: ends the scan, caught by {@link locateJson}. */
class ScanError extends RagcheckError {
  override name = 'ScanError' as const;
  constructor(readonly offset: number) {
    super('invalid JSON');
  }
}

const WHITESPACE = new Set([' ', '\t', '\n', '\r']);

/** Scans `text` (one JSON value) and records the start offset of every value and key by path. */
export function locateJson(text: string): JsonLocations {
  const values = new Map<string, number>();
  const keys = new Map<string, number>();
  let i = 0;

  const skip = (): void => {
    while (i < text.length && WHITESPACE.has(text[i]!)) i++;
  };
  const expect = (char: string): void => {
    if (text[i] !== char) throw new ScanError(i);
    i++;
  };
  const string = (): string => {
    const start = i;
    expect('"');
    while (i < text.length && text[i] !== '"') {
      if (text[i] === '\\') i++;
      i++;
    }
    expect('"');
    try {
      return JSON.parse(text.slice(start, i)) as string;
    } catch {
      throw new ScanError(start);
    }
  };
  /** The members of an object or array whose opening bracket is at `i`, each read by `member`, up to `close`. */
  const members = (close: string, member: (index: number) => void): void => {
    i++;
    skip();
    if (text[i] === close) {
      i++;
      return;
    }
    for (let index = 0; ; index++) {
      member(index);
      skip();
      if (text[i] !== ',') break;
      i++;
    }
    expect(close);
  };
  const value = (path: PropertyKey[]): void => {
    skip();
    values.set(pathKey(path), i);
    const char = text[i];
    if (char === '{') {
      members('}', () => {
        skip();
        const keyStart = i;
        const key = string();
        keys.set(pathKey([...path, key]), keyStart);
        skip();
        expect(':');
        value([...path, key]);
      });
      return;
    }
    if (char === '[') {
      members(']', (index) => value([...path, index]));
      return;
    }
    if (char === '"') {
      string();
      return;
    }
    const start = i;
    while (i < text.length && /[\w.+-]/.test(text[i]!)) i++;
    if (i === start) throw new ScanError(i);
  };

  try {
    value([]);
    skip();
    if (i < text.length) throw new ScanError(i);
    return { values, keys };
  } catch (error) {
    if (error instanceof ScanError) return { values, keys, errorOffset: Math.min(error.offset, text.length) };
    throw error;
  }
}

/** Turns offsets into 1-based line and column; built once per text so many lookups stay cheap. */
export function createLineIndex(text: string): (offset: number) => { line: number; column: number } {
  const starts = [0];
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) starts.push(i + 1);
  return (offset) => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (starts[mid]! <= offset) low = mid;
      else high = mid - 1;
    }
    return { line: low + 1, column: offset - starts[low]! + 1 };
  };
}
