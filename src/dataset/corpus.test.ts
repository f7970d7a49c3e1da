import { afterAll, describe, expect, test } from 'vitest';
import { isDatasetError } from '../errors.js';
import { createTempDir, jsonl, problems } from './__fixtures__/kit.js';
import { loadCorpus, loadCorpusSync, parseCorpus, validateCorpus } from './index.js';

const temp = createTempDir('ragcheck-corpus-');
const dir = temp.path;
const write = temp.write;
afterAll(temp.remove);

const chunks = [
  { id: 'doc_0', text: 'Refunds must be requested within 30 days.', title: 'Refunds', source: 'policy.md' },
  { id: 'doc_1', text: 'Shipping is free over $50.', metadata: { lang: 'en', page: 2 } },
];

describe('loadCorpusSync', () => {
  test('loads JSONL and a JSON array to the same chunks', () => {
    expect(loadCorpusSync(write('corpus.jsonl', `${jsonl(...chunks)}\n`), { cwd: dir })).toEqual(chunks);
    expect(loadCorpusSync(write('corpus.json', JSON.stringify(chunks, null, 2)), { cwd: dir })).toEqual(chunks);
  });

  test('merges several files in sorted path order and loads asynchronously too', async () => {
    write('parts/2.jsonl', jsonl(chunks[1]!));
    write('parts/1.jsonl', jsonl(chunks[0]!));
    expect(loadCorpusSync('parts/*.jsonl', { cwd: dir })).toEqual(chunks);
    await expect(loadCorpus('parts/*.jsonl', { cwd: dir })).resolves.toEqual(chunks);
  });

  test('a duplicate chunk id names both places, across files too', () => {
    write('dups/a.jsonl', jsonl(chunks[0]!, chunks[1]!, { id: 'doc_0', text: 'again' }));
    write('dups/b.jsonl', jsonl({ id: 'doc_1', text: 'again' }));
    expect(problems(() => loadCorpusSync('dups/*.jsonl', { cwd: dir }))).toEqual([
      'dups/a.jsonl:3: "id" is "doc_0", already used by the chunk at dups/a.jsonl:1. Chunk ids must be unique: rename one of them.',
      'dups/b.jsonl:1: "id" is "doc_1", already used by the chunk at dups/a.jsonl:2. Chunk ids must be unique: rename one of them.',
    ]);
  });

  test('a missing file is a DatasetError, sync and async', async () => {
    expect(problems(() => loadCorpusSync('nope.jsonl', { cwd: dir }))[0]).toMatch(/^nope\.jsonl: file not found/);
    await expect(loadCorpus('nope.jsonl', { cwd: dir })).rejects.toSatisfy(isDatasetError);
  });
});

describe('parseCorpus', () => {
  test('reports missing text, empty ids, wrong types and unknown keys by line', () => {
    const text = jsonl(
      { id: 'a' },
      { id: ' ', text: 'x' },
      { id: 'c', text: 'x', metadata: 'en' },
      { id: 'd', text: 'x', titel: 'T' },
    );
    expect(problems(() => parseCorpus(text, { file: 'corpus.jsonl', format: 'jsonl' }))).toEqual([
      'corpus.jsonl:1: "text" is required and must be a string.',
      'corpus.jsonl:2: "id" must be a non-empty string id (got " ").',
      'corpus.jsonl:3: "metadata" must be an object (got a string).',
      'corpus.jsonl:4: "titel" is not a known field: did you mean "title"?',
    ]);
  });

  test('an empty corpus file is an error', () => {
    expect(problems(() => parseCorpus('', { file: 'corpus.jsonl', format: 'jsonl' }))).toEqual([
      'corpus.jsonl: empty file: no chunks found. Write one chunk per line, e.g. { "id": "doc_1", "text": "..." }.',
    ]);
  });
});

describe('validateCorpus', () => {
  test('validates chunks given in code and names bad items by index', () => {
    expect(validateCorpus(chunks)).toEqual(chunks);
    expect(problems(() => validateCorpus([chunks[0], { id: 'x', text: 3 }]))).toEqual([
      '<inline>[1]: "text" must be a string (got a number). Put it in quotes.',
    ]);
  });
});
