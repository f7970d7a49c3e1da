import { afterAll, describe, expect, test } from 'vitest';
import { createTempDir } from './__fixtures__/kit.js';
import { collectCaseTagsSync } from './index.js';

const temp = createTempDir('ragcheck-case-tags-');
afterAll(temp.remove);

describe('collectCaseTagsSync', () => {
  test('reads the tags of cases in JSONL, JSON and YAML files, sorted and without duplicates', () => {
    temp.write(
      'a.jsonl',
      [
        JSON.stringify({ id: 'a', question: 'Q?', golden: [], tags: ['refunds', 'eu'] }),
        JSON.stringify({ id: 'b', question: 'Q?', golden: [] }),
        JSON.stringify({ id: 'c', question: 'Q?', golden: [], tags: ['eu', ' padded '] }),
      ].join('\n'),
    );
    temp.write('b.json', JSON.stringify([{ id: 'd', question: 'Q?', golden: [], tags: ['json-tag'] }]));
    temp.write('c.yaml', '- id: e\n  question: Q?\n  golden: []\n  tags: [yaml-tag, refunds]\n');
    expect(collectCaseTagsSync(['a.jsonl', 'b.json', 'c.yaml'], temp.path)).toEqual([
      'eu',
      'json-tag',
      'padded',
      'refunds',
      'yaml-tag',
    ]);
  });

  test('skips what is not a case, broken lines and files, missing files and globs that match nothing', () => {
    temp.write(
      'broken/cases.jsonl',
      [
        '{"id": "a", "question": "Q?", "tags": ["kept"]}',
        '{"id": "b", "question": "Q?", "tags": ["lost"', // cut off
        '{"id": "chunk", "text": "a corpus chunk", "tags": ["not-a-case"]}',
        '{"id": "c", "question": "Q?", "tags": "not-a-list"}',
        '{"id": "d", "question": "Q?", "tags": [3, "", "ok"]}',
      ].join('\n'),
    );
    temp.write('broken/bad.json', '[{"question": "Q?", "tags": ["x"]');
    temp.write('broken/bad.yaml', '- question: Q?\n  tags: [unclosed\n');
    temp.write('broken/notes.txt', '{"question": "Q?", "tags": ["txt"]}');
    expect(
      collectCaseTagsSync(
        ['broken/*', 'broken/cases.jsonl', 'missing.jsonl', 'nothing/*.jsonl', 'broken/notes.txt'],
        temp.path,
      ),
    ).toEqual(['kept', 'ok']);
  });

  test('expands globs from cwd', () => {
    temp.write('parts/part-1.jsonl', JSON.stringify({ id: 'a', question: 'Q?', golden: [], tags: ['one'] }));
    temp.write('parts/part-2.jsonl', JSON.stringify({ id: 'b', question: 'Q?', golden: [], tags: ['two'] }));
    expect(collectCaseTagsSync(['parts/part-*.jsonl'], temp.path)).toEqual(['one', 'two']);
  });
});
