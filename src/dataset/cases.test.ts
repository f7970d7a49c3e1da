import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { ConfigError, isDatasetError } from '../errors.js';
import type { Chunk } from '../types.js';
import { createTempDir, jsonl, problems } from './__fixtures__/kit.js';
import { loadCases, loadCasesSync, parseCases, validateCases } from './index.js';

const temp = createTempDir('ragcheck-cases-');
const dir = temp.path;
const write = temp.write;
afterAll(temp.remove);

const load = (paths: string | string[], corpus?: readonly Chunk[]) => loadCasesSync(paths, { cwd: dir, corpus });

const CORPUS: Chunk[] = [
  { id: 'doc_0', text: 'Refunds must be requested within 30 days.', source: 'policy.md' },
  { id: 'doc_1', text: 'Shipping is free over $50.', source: 'shipping.md' },
];

describe('formats', () => {
  const expected = [
    { id: 'refund', question: 'How long do I have?', golden: ['doc_0'], thresholds: { faithfulness: 0.8 } },
    { id: 'stock', question: 'What is the stock price?', golden: [], answer: 'No idea.' },
  ];

  test('loads JSONL with one case per line, skipping blank lines', () => {
    const file = write('fmt/cases.jsonl', `\n${jsonl(expected[0]!)}\n\n${jsonl(expected[1]!)}\n\n`);
    expect(load(file)).toEqual(expected);
  });

  test('loads a JSON array of cases', () => {
    const file = write('fmt/cases.json', JSON.stringify(expected, null, 2));
    expect(load(file)).toEqual(expected);
  });

  test('loads a YAML list of cases (.yaml and .yml)', () => {
    const yaml = [
      '- id: refund',
      '  question: How long do I have?',
      '  golden: [doc_0]',
      '  thresholds:',
      '    faithfulness: 0.8',
      '- id: stock',
      "  question: 'What is the stock price?'",
      '  golden: []',
      '  answer: No idea.',
    ].join('\n');
    expect(load(write('fmt/cases.yaml', yaml))).toEqual(expected);
    expect(load(write('fmt/cases.yml', yaml))).toEqual(expected);
  });

  test('parses text in memory in each format', () => {
    expect(parseCases(jsonl(...expected), { file: 'x.jsonl', format: 'jsonl' })).toEqual(expected);
    expect(parseCases(JSON.stringify(expected), { file: 'x.json', format: 'json' })).toEqual(expected);
    expect(parseCases('- { id: a, question: q, golden: [] }', { file: 'x.yaml', format: 'yaml' })).toEqual([
      { id: 'a', question: 'q', golden: [] },
    ]);
  });

  test('loads asynchronously with the same result', async () => {
    const file = write('fmt/async.jsonl', jsonl(...expected));
    await expect(loadCases(file, { cwd: dir })).resolves.toEqual(expected);
  });

  test('ignores a UTF-8 byte order mark and CRLF line ends', () => {
    const file = write('fmt/bom.jsonl', `\uFEFF${jsonl(...expected).replace('\n', '\r\n')}\r\n`);
    expect(load(file)).toEqual(expected);
  });
});

describe('globs and several files', () => {
  test('merges the files a glob matches in sorted path order', () => {
    write('multi/b.jsonl', jsonl({ id: 'b1', question: 'q', golden: [] }));
    write('multi/a.jsonl', jsonl({ id: 'a1', question: 'q', golden: [] }, { id: 'a2', question: 'q', golden: [] }));
    write('multi/c.yaml', '- { id: c1, question: q, golden: [] }');
    expect(load('multi/*.{jsonl,yaml}').map((c) => c.id)).toEqual(['a1', 'a2', 'b1', 'c1']);
  });

  test('reads a file named twice (by path and by glob) once', () => {
    expect(load(['multi/b.jsonl', 'multi/*.jsonl']).map((c) => c.id)).toEqual(['a1', 'a2', 'b1']);
  });

  test('reports a duplicate case id across files with both places', () => {
    write('dup/one.jsonl', jsonl({ id: 'x', question: 'q', golden: [] }, { id: 'shared', question: 'q', golden: [] }));
    write('dup/two.json', `[\n  {"id": "shared", "question": "q", "golden": []}\n]`);
    expect(problems(() => load('dup/*'))).toEqual([
      'dup/two.json:2:10: "id" is "shared", already used by the case at dup/one.jsonl:2. Case ids must be unique: rename one of them.',
    ]);
  });

  test('reports the problems of every file and returns nothing when any file is bad', () => {
    write('mixed/good.jsonl', jsonl({ id: 'ok', question: 'q', golden: [] }));
    write('mixed/bad1.jsonl', jsonl({ id: 'b1', question: '', golden: [] }));
    write('mixed/bad2.jsonl', jsonl({ id: 'b2', question: 'q' }));
    expect(problems(() => load('mixed/*.jsonl'))).toEqual([
      'mixed/bad1.jsonl:1: "question" must be a non-empty question (got "").',
      'mixed/bad2.jsonl:1: "golden" is required and must be an array of chunk ids (use [] for a question the system must refuse).',
    ]);
  });

  test('an error names a glob that matches no file', () => {
    expect(problems(() => load('nowhere/*.jsonl'))).toEqual([
      `nowhere/*.jsonl: no file matches this pattern (searched from ${dir}). Check the pattern, or pass the \`cwd\` option.`,
    ]);
  });
});

describe('file problems', () => {
  test('a missing file says so', () => {
    expect(problems(() => load('missing.jsonl'))).toEqual([
      `missing.jsonl: file not found (looked for ${join(dir, 'missing.jsonl')}). Check the path, or pass the \`cwd\` option.`,
    ]);
  });

  test('a directory is not a file', () => {
    mkdirSync(join(dir, 'folder.jsonl'), { recursive: true });
    expect(problems(() => load('folder.jsonl'))).toEqual([
      'folder.jsonl: is a directory, not a file. Name a file, or a glob such as "dir/*.jsonl".',
    ]);
  });

  test('async loading reports a missing file as a DatasetError too', async () => {
    await expect(loadCases('missing.jsonl', { cwd: dir })).rejects.toSatisfy(isDatasetError);
  });

  test('an unknown extension is an error', () => {
    expect(problems(() => load(write('cases.txt', '{}')))).toEqual([
      'cases.txt: has an unsupported extension: name it .jsonl (one record per line), .json (an array) or .yaml/.yml (a list).',
    ]);
  });

  test.each([
    ['empty.jsonl', '\n  \n'],
    ['empty.json', '  '],
    ['empty-array.json', '[]'],
    ['empty.yaml', '# nothing yet\n'],
  ])('%s is an empty file', (name, text) => {
    const [problem] = problems(() => load(write(name, text)));
    expect(problem).toMatch(new RegExp(`^${name}: empty file: no cases found\\. `));
  });

  test('a JSON file must hold an array', () => {
    expect(problems(() => load(write('object.json', '\n{"id": "a"}')))).toEqual([
      'object.json:2:1: must be a JSON array of cases (got an object). Write [ { "id": "refund-window", "question": "...", "golden": ["doc_1"] }, ... ], or use a .jsonl file with one case per line.',
    ]);
  });

  test('a YAML file must hold a list', () => {
    expect(problems(() => load(write('map.yaml', 'id: a\nquestion: q\n')))).toEqual([
      'map.yaml:1:1: must be a YAML list of cases (got a mapping). Start each case with "- ".',
    ]);
  });

  test('paths must be given', () => {
    expect(() => loadCasesSync([])).toThrow(ConfigError);
  });
});

/** The reason JSON.parse gives for `text`, without its position (the tests check the line and column apart). */
function reasonOf(text: string): string {
  try {
    JSON.parse(text);
  } catch (error) {
    return (error as Error).message.replace(/ (in JSON )?at position \d+/, '');
  }
  throw new Error('valid JSON');
}

describe('record problems, each at its file:line', () => {
  test('invalid JSON on a line names the line, the column and the parser reason', () => {
    const bad = '{"id": "b", "question": "q" "golden": []}';
    const file = write('syntax.jsonl', `${jsonl({ id: 'a', question: 'q', golden: [] })}\n${bad}\n`);
    expect(problems(() => load(file))).toEqual([
      `syntax.jsonl:2:29: invalid JSON: ${reasonOf(bad)}. Each line of a .jsonl file must be one complete JSON case (for a pretty-printed array, use a .json file).`,
    ]);
  });

  test('invalid JSON in a .json file names the line and column', () => {
    const text = '[\n  {"id": "a", "question": "q", "golden": []},\n  {"id": "b",}\n]';
    expect(problems(() => load(write('syntax.json', text)))).toEqual([
      `syntax.json:3:14: invalid JSON: ${reasonOf(text)}.`,
    ]);
  });

  test('a line that is not an object says what it is', () => {
    const file = write('array-line.jsonl', '["a", "b"]\n"text"\nnull');
    expect(problems(() => load(file))).toEqual([
      'array-line.jsonl:1: expected a case object (got an array). Write { "id": "refund-window", "question": "...", "golden": ["doc_1"] }.',
      'array-line.jsonl:2: expected a case object (got a string). Write { "id": "refund-window", "question": "...", "golden": ["doc_1"] }.',
      'array-line.jsonl:3: expected a case object (got null). Write { "id": "refund-window", "question": "...", "golden": ["doc_1"] }.',
    ]);
  });

  test('a missing field is named', () => {
    const file = write('missing-field.jsonl', `\n${jsonl({ id: 'a', golden: [] })}`);
    expect(problems(() => load(file))).toEqual(['missing-field.jsonl:2: "question" is required and must be a string.']);
  });

  test('a wrong type says what was expected, what was given and how to fix it', () => {
    const file = write(
      'types.jsonl',
      jsonl(
        { id: 'a', question: 'q', golden: 'doc_1' },
        { id: 'b', question: 'q', golden: [], answer: 42, thresholds: { faithfulness: '0.8' } },
        { id: 'c', question: 'q', golden: [7] },
      ),
    );
    expect(problems(() => load(file))).toEqual([
      'types.jsonl:1: "golden" must be an array of chunk ids (got a string). Wrap it in [ ].',
      'types.jsonl:2: "thresholds.faithfulness" must be a number between 0 and 1 (got a string). Remove the quotes.',
      'types.jsonl:2: "answer" must be a string (got a number). Put it in quotes.',
      'types.jsonl:3: "golden[0]" must be a chunk id or { "source": "...", "contains": "..." } (got a number).',
    ]);
  });

  test('an unknown key is named, with the closest known key when it looks like a typo', () => {
    const file = write(
      'unknown.jsonl',
      jsonl(
        { id: 'a', question: 'q', golden: [], gloden: ['doc_1'] },
        { id: 'b', question: 'q', golden: [], extra: 1 },
      ),
    );
    expect(problems(() => load(file))).toEqual([
      'unknown.jsonl:1: "gloden" is not a known field: did you mean "golden"?',
      'unknown.jsonl:2: "extra" is not a known field. Known fields: id, question, golden, reference, keywords, tags, thresholds, knownFailure, answer, contexts, trials, minPassRate, history, draft. Remove it or fix its spelling.',
    ]);
  });

  test('an unknown key inside a nested object is named with its path', () => {
    const file = write('nested.jsonl', jsonl({ id: 'a', question: 'q', golden: [], thresholds: { faithfulnes: 0.7 } }));
    expect(problems(() => load(file))).toEqual([
      'nested.jsonl:1: "thresholds.faithfulnes" is not a known field: did you mean "faithfulness"?',
    ]);
  });

  test('an unknown key inside a golden ref or an inline context is named with its path', () => {
    const row = {
      id: 'a',
      question: 'q',
      golden: [{ source: 'policy.md', contain: '30 days' }],
      contexts: [{ id: 'doc_0', text: 't', score: 0.9 }],
    };
    expect(problems(() => load(write('nested-union.jsonl', jsonl(row))))).toEqual([
      'nested-union.jsonl:1: "golden[0].contains" is required and must be a string.',
      'nested-union.jsonl:1: "golden[0].contain" is not a known field: did you mean "contains"?',
      'nested-union.jsonl:1: "contexts[0].score" is not a known field of "contexts[0]". Known fields: id, text, title, source, metadata. Remove it or fix its spelling.',
    ]);
  });

  test('an empty question is an error', () => {
    const file = write('empty-question.jsonl', jsonl({ id: 'a', question: '   ', golden: [] }));
    expect(problems(() => load(file))).toEqual([
      'empty-question.jsonl:1: "question" must be a non-empty question (got "   ").',
    ]);
  });
});

describe('record problems, each at its file:line: duplicate ids, values out of range, JSON arrays and YAML lists', () => {
  test('a duplicate case id names both lines', () => {
    const file = write(
      'dup.jsonl',
      jsonl(
        { id: 'a', question: 'q', golden: [] },
        { id: 'b', question: 'q', golden: [] },
        { id: 'a', question: 'q2', golden: [] },
      ),
    );
    expect(problems(() => load(file))).toEqual([
      'dup.jsonl:3: "id" is "a", already used by the case at dup.jsonl:1. Case ids must be unique: rename one of them.',
    ]);
  });

  test('a threshold outside [0, 1] is an error that explains the scale', () => {
    const file = write(
      'thresholds.jsonl',
      jsonl({ id: 'a', question: 'q', golden: [], thresholds: { contextRecall: 80, hitAtK: -0.5 } }),
    );
    expect(problems(() => load(file))).toEqual([
      'thresholds.jsonl:1: "thresholds.contextRecall" must be between 0 and 1 (got 80). A threshold is a score, not a percentage: write 0.8, not 80.',
      'thresholds.jsonl:1: "thresholds.hitAtK" must be between 0 and 1 (got -0.5). A threshold is a score, not a percentage.',
    ]);
  });

  test('a knownFailure verdict must be one of the FIX verdicts', () => {
    const file = write(
      'known.jsonl',
      jsonl({ id: 'a', question: 'q', golden: [], knownFailure: { verdict: 'pass', reason: 'flaky' } }),
    );
    expect(problems(() => load(file))).toEqual([
      'known.jsonl:1: "knownFailure.verdict" must be one of "FIX retrieval", "FIX generation (should refuse)", "FIX generation (unwarranted refusal)", "FIX generation (faithfulness)", "FIX generation (incorrect)", "FIX generation (citation)", "FIX generation (relevancy)" (got "pass").',
    ]);
  });

  test('a JSON array reports each problem at the line and column of the field', () => {
    const text = [
      '[',
      '  {"id": "a", "question": "q", "golden": []},',
      '  {',
      '    "id": "b",',
      '    "question": "q",',
      '    "golden": "doc_1",',
      '    "gloden": []',
      '  },',
      '  {"id": "a", "question": "q", "golden": []}',
      ']',
    ].join('\n');
    expect(problems(() => load(write('fields.json', text)))).toEqual([
      'fields.json:6:15: "golden" must be an array of chunk ids (got a string). Wrap it in [ ].',
      'fields.json:7:5: "gloden" is not a known field: did you mean "golden"?',
      'fields.json:9:10: "id" is "a", already used by the case at fields.json:2:10. Case ids must be unique: rename one of them.',
    ]);
  });

  test('a YAML list reports each problem at the line and column of the field', () => {
    const text = [
      '- id: a',
      '  question: q',
      '  golden: []',
      '- id: b',
      '  question: q',
      '  golden: doc_1',
      '  gloden: []',
      '  thresholds:',
      '    faithfulness: 60',
      '- id: c',
      '  golden: []',
    ].join('\n');
    expect(problems(() => load(write('fields.yaml', text)))).toEqual([
      'fields.yaml:6:11: "golden" must be an array of chunk ids (got a string). Wrap it in [ ].',
      'fields.yaml:7:3: "gloden" is not a known field: did you mean "golden"?',
      'fields.yaml:9:19: "thresholds.faithfulness" must be between 0 and 1 (got 60). A threshold is a score, not a percentage: write 0.8, not 80.',
      'fields.yaml:10:3: "question" is required and must be a string.',
    ]);
  });

  test('a YAML syntax error names its line and column', () => {
    const text = '- id: a\n  question: "unterminated\n  golden: []\n';
    const [problem] = problems(() => load(write('syntax.yaml', text)));
    expect(problem).toMatch(/^syntax\.yaml:4:1: invalid YAML: Missing closing "quote/);
  });

  test('a YAML duplicate key is an error at the second key', () => {
    const text = '- id: a\n  question: q\n  golden: []\n  golden: [doc_1]\n';
    expect(problems(() => load(write('dup-key.yaml', text)))).toEqual([
      'dup-key.yaml:4:3: invalid YAML: Map keys must be unique',
    ]);
  });
});

describe('corpus checks', () => {
  const check = (row: object, corpus?: readonly Chunk[] | ReadonlyMap<string, Chunk>) =>
    problems(() => parseCases(jsonl(row), { file: 'c.jsonl', format: 'jsonl', corpus }));

  test('a golden id not in the corpus is an error, with the closest id', () => {
    expect(check({ id: 'a', question: 'q', golden: ['doc_0', 'doc_9', 'zzz'] }, CORPUS)).toEqual([
      'c.jsonl:1: "golden[1]" refers to chunk "doc_9", which is not in the corpus (did you mean "doc_0"?). Fix the id or add the chunk to the corpus.',
      'c.jsonl:1: "golden[2]" refers to chunk "zzz", which is not in the corpus. Fix the id or add the chunk to the corpus.',
    ]);
  });

  test('golden ids are not checked without a corpus', () => {
    expect(
      parseCases(jsonl({ id: 'a', question: 'q', golden: ['doc_9'] }), { file: 'c.jsonl', format: 'jsonl' }),
    ).toHaveLength(1);
  });

  test('a { source, contains } golden ref must match a chunk of that source', () => {
    const ok = { id: 'a', question: 'q', golden: [{ source: 'policy.md', contains: 'within 30 days' }] };
    expect(parseCases(jsonl(ok), { file: 'c.jsonl', format: 'jsonl', corpus: CORPUS })).toEqual([ok]);
    const bad = {
      id: 'b',
      question: 'q',
      golden: [
        { source: 'policy.md', contains: 'within 14 days' },
        { source: 'polcy.md', contains: 'within 30 days' },
      ],
    };
    expect(check(bad, CORPUS)).toEqual([
      `c.jsonl:1: "golden[0].contains" is "within 14 days", which no chunk of source "policy.md" contains. Copy the passage exactly from a chunk's text.`,
      'c.jsonl:1: "golden[1].source" is "polcy.md", which is the source of no chunk in the corpus (did you mean "policy.md"?). Fix the source or add its chunks to the corpus.',
    ]);
  });

  test('a context given as a chunk id needs a corpus', () => {
    expect(check({ id: 'a', question: 'q', golden: [], answer: 'x', contexts: ['doc_0'] })).toEqual([
      'c.jsonl:1: "contexts[0]" is the chunk id "doc_0", but no corpus was given to resolve it. Pass a corpus (the `corpus` option or --corpus), or inline the context as { "id": "doc_0", "text": "..." }.',
    ]);
  });

  test('a context id not in the corpus is an error', () => {
    expect(check({ id: 'a', question: 'q', golden: [], contexts: ['doc_1', 'dco_1'] }, CORPUS)).toEqual([
      'c.jsonl:1: "contexts[1]" refers to chunk "dco_1", which is not in the corpus (did you mean "doc_1"?). Fix the id, add the chunk to the corpus, or inline the context as { "id", "text" }.',
    ]);
  });

  test('inline contexts need no corpus, and ids resolve against a corpus given as a Map', () => {
    const inline = { id: 'a', question: 'q', golden: ['doc_0'], contexts: [{ id: 'doc_0', text: 'Refunds...' }] };
    expect(parseCases(jsonl(inline), { file: 'c.jsonl', format: 'jsonl' })).toEqual([inline]);
    const byId = new Map(CORPUS.map((chunk) => [chunk.id, chunk]));
    expect(check({ id: 'b', question: 'q', golden: ['doc_2'], contexts: ['doc_1'] }, byId)).toEqual([
      'c.jsonl:1: "golden[0]" refers to chunk "doc_2", which is not in the corpus (did you mean "doc_0"?). Fix the id or add the chunk to the corpus.',
    ]);
  });
});

describe('validateCases', () => {
  test('reports items of an array given in code as <inline>[index]', () => {
    const items = [
      { id: 'a', question: 'q', golden: [] },
      { id: 'b', question: 'q', golden: [] },
      { id: 'c', question: 'q', golden: [] },
      { id: 'd', question: 'q', gloden: [] },
    ];
    expect(problems(() => validateCases(items))).toEqual([
      '<inline>[3]: "golden" is required and must be an array of chunk ids (use [] for a question the system must refuse).',
      '<inline>[3]: "gloden" is not a known field: did you mean "golden"?',
    ]);
  });

  test('names the file and item index when given a file name, and sorts items by index', () => {
    const items = Array.from({ length: 11 }, (_, i) => ({
      id: `c${i}`,
      question: i === 2 || i === 10 ? '' : 'q',
      golden: [],
    }));
    expect(problems(() => validateCases(items, { file: 'suite.eval.ts' }))).toEqual([
      'suite.eval.ts[2]: "question" must be a non-empty question (got "").',
      'suite.eval.ts[10]: "question" must be a non-empty question (got "").',
    ]);
  });

  test('an empty array is an error, not an empty suite', () => {
    expect(problems(() => validateCases([]))).toEqual([
      '<inline>: no cases: the array is empty. Give at least one { "id": "refund-window", "question": "...", "golden": ["doc_1"] }.',
    ]);
  });

  test('something other than an array is a ConfigError', () => {
    expect(() => validateCases({} as unknown as unknown[])).toThrow('`cases` must be an array (got an object).');
    expect(() => validateCases({} as unknown as unknown[])).toThrow(ConfigError);
  });
});

describe('speed', () => {
  test('parses 10,000 JSONL cases', () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => ({
      id: `case-${i}`,
      question: `What does policy ${i} say about refunds?`,
      golden: [`doc_${i % 100}`],
      keywords: ['refund', 'days'],
      thresholds: { faithfulness: 0.7 },
      answer: `Refunds take ${i % 30} days.`,
      contexts: [{ id: `doc_${i % 100}`, text: 'Refunds are processed within 30 days of the request.' }],
    }));
    const text = jsonl(...rows);
    const start = performance.now();
    const cpu = process.cpuUsage();
    const cases = parseCases(text, { file: 'big.jsonl', format: 'jsonl' });
    const { user, system } = process.cpuUsage(cpu);
    const ms = performance.now() - start;
    const mb = (text.length / 1e6).toFixed(1);
    console.log(
      `parsed ${cases.length} JSONL cases (${mb} MB) in ${ms.toFixed(0)} ms wall, ${((user + system) / 1000).toFixed(0)} ms CPU`,
    );
    expect(cases).toHaveLength(10_000);
    expect(cases[9_999]).toEqual(rows[9_999]);
  });
});
