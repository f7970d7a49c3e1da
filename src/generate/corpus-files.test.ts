import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { createTempDirs } from '../__fixtures__/temp-dirs.js';
import { isDatasetError } from '../errors.js';
import { chunkDocument, loadCorpusInputsSync } from './corpus-files.js';

const tmp = createTempDirs('ragcheck-corpus-files-');

const DOC = `---
title: front matter is not text
---
# Refunds

Refunds are accepted within 30 days.

They are paid to the original card.

## Exchanges

Exchanges are free within 60 days.
`;

describe('chunkDocument', () => {
  test('cuts by heading, keeps each heading as the title, and joins a section’s paragraphs up to the limit', () => {
    const chunks = chunkDocument(DOC, 'docs/refunds.md');
    expect(chunks.map((c) => [c.id, c.title, c.text])).toEqual([
      [
        'docs-refunds--refunds-1',
        'Refunds',
        'Refunds are accepted within 30 days.\n\nThey are paid to the original card.',
      ],
      ['docs-refunds--exchanges-1', 'Exchanges', 'Exchanges are free within 60 days.'],
    ]);
    expect(chunks.every((c) => c.source === 'docs/refunds.md')).toBe(true);
  });

  test('never makes a chunk over the limit when its sentences fit, cutting between sentences', () => {
    const paragraph = Array.from({ length: 40 }, (_, i) => `Sentence number ${i} says one thing.`).join(' ');
    const chunks = chunkDocument(`# Long\n\n${paragraph}\n`, 'long.md', { maxChars: 200 });
    expect(chunks.length).toBeGreaterThan(5);
    for (const c of chunks) expect(c.text.length).toBeLessThanOrEqual(200);
    expect(chunks.map((c) => c.text).join(' ')).toBe(paragraph);
  });

  test('gives the same ids again, and an edit in one section leaves the other sections’ ids as they were', () => {
    const before = chunkDocument(DOC, 'docs/refunds.md');
    const after = chunkDocument(DOC.replace('within 30 days', 'within 31 days'), 'docs/refunds.md');
    expect(after.map((c) => c.id)).toEqual(before.map((c) => c.id));
    expect(after[1]).toEqual(before[1]);
  });

  test('reads a .txt file as plain paragraphs: a # line is text, not a heading', () => {
    const chunks = chunkDocument('# not a heading\n\nsecond paragraph\n', 'notes.txt', { maxChars: 100 });
    expect(chunks.map((c) => c.text)).toEqual(['# not a heading\n\nsecond paragraph']);
    expect(chunks[0]?.title).toBeUndefined();
  });
});

describe('loadCorpusInputsSync', () => {
  test('chunks the documents a glob names and loads corpus files as they are', () => {
    const dir = tmp();
    mkdirSync(join(dir, 'docs/sub'), { recursive: true });
    writeFileSync(join(dir, 'docs/a.md'), '# A\n\nAlpha text.\n');
    writeFileSync(join(dir, 'docs/sub/b.md'), '# B\n\nBeta text.\n');
    writeFileSync(join(dir, 'extra.jsonl'), '{"id": "x", "text": "Extra chunk."}\n');
    const { chunks, chunked, documents } = loadCorpusInputsSync(['docs/**/*.md', 'extra.jsonl'], { cwd: dir });
    expect(chunked).toBe(true);
    expect(documents).toEqual(['docs/a.md', 'docs/sub/b.md']);
    expect(chunks.map((c) => c.id).sort()).toEqual(['docs-a--a-1', 'docs-sub-b--b-1', 'x']);
  });

  test('refuses a file that is neither a corpus nor a document, naming it and the formats', () => {
    const dir = tmp();
    writeFileSync(join(dir, 'data.csv'), 'a,b\n');
    try {
      loadCorpusInputsSync(['data.csv'], { cwd: dir });
      expect.unreachable();
    } catch (error) {
      expect(isDatasetError(error)).toBe(true);
      expect(String(error)).toContain('data.csv');
      expect(String(error)).toContain('.md');
    }
  });
});
