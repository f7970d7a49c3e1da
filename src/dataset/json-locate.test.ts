import { describe, expect, test } from 'vitest';
import { createLineIndex, locateJson, pathKey } from './json-locate.js';

describe('locateJson', () => {
  const text = '[\n  {"id": "a", "golden": ["x", "y"]},\n  {\n    "id": "b"\n  }\n]';
  const at = createLineIndex(text);

  test('records where each value starts, by path', () => {
    const { values, errorOffset } = locateJson(text);
    expect(errorOffset).toBeUndefined();
    expect(at(values.get(pathKey([0]))!)).toEqual({ line: 2, column: 3 });
    expect(at(values.get(pathKey([0, 'golden', 1]))!)).toEqual({ line: 2, column: 31 });
    expect(at(values.get(pathKey([1, 'id']))!)).toEqual({ line: 4, column: 11 });
  });

  test('records where each key starts', () => {
    const { keys } = locateJson(text);
    expect(at(keys.get(pathKey([1, 'id']))!)).toEqual({ line: 4, column: 5 });
  });

  test('reports the offset of the first syntax error', () => {
    expect(locateJson('{"a": }').errorOffset).toBe(6);
    expect(locateJson('[1, 2').errorOffset).toBe(5);
    expect(locateJson('{"a": 1} x').errorOffset).toBe(9);
  });
});

describe('createLineIndex', () => {
  test('maps offsets to 1-based lines and columns', () => {
    const at = createLineIndex('ab\ncd\n\nef');
    expect(at(0)).toEqual({ line: 1, column: 1 });
    expect(at(4)).toEqual({ line: 2, column: 2 });
    expect(at(7)).toEqual({ line: 4, column: 1 });
  });
});
